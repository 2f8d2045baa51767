package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.Clients;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.evidence.ScenarioRuns;
import dev.tokenpace.acceptance.judge.Attempts;
import dev.tokenpace.acceptance.judge.ClientClaims;
import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.acceptance.script.ModelScripts;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One scenario's state: its scripted models, its own fake model server, how the benchmark is set
 * up, what each run produced, and every check made. Created fresh for each scenario by
 * picocontainer.
 *
 * <p>The benchmark a When step started can be played again on a fresh fake: {@link Attempts}
 * decides when (a check inconclusive) and judges every step again.
 */
public final class World implements AutoCloseable {

  private final ModelScripts models = new ModelScripts();
  private final RunSettings settings = new RunSettings();
  private final FakeModelServer server = new FakeModelServer();
  private final PipelineSeams seams;
  private final ClientUnderTest client;
  private final BenchmarkRunner runner;
  private final ScenarioRuns outcomes;
  private Runnable benchmark;
  private ScenarioLoad load;

  /** The names the load gave its stages, in order ("" for a stage it did not name). */
  private List<String> stageNames = List.of();

  private final Attempts attempts = new Attempts(new Replay());

  public World(PipelineSeams seams, ScenarioRuns runs) {
    this.seams = seams;
    this.outcomes = runs;
    this.client = Clients.chosen(seams);
    this.runner = new BenchmarkRunner(server, seams, client);
  }

  /** The request ids of every request the scenario's model received, in this attempt. */
  public List<String> requestsTheModelReceived() {
    return server.fake().timelines().stream().map(Timeline::requestId).toList();
  }

  /** The benchmark client this scenario judges. */
  public ClientUnderTest client() {
    return client;
  }

  /**
   * What the client claims of itself, applied to this scenario's runs: a load it declares it plays
   * otherwise counts where the model saw it played otherwise ({@link LoadAsPlayed}).
   */
  public ClientClaims claims() {
    return new ClientClaims(
        client,
        () ->
            runs().stream()
                .flatMap(
                    run ->
                        java.util.stream.Stream.of(
                            client
                                .playsOtherwise(ScenarioConfig.loadTypeOf(run.config()))
                                .flatMap(
                                    declared ->
                                        LoadAsPlayed.otherwise(run.config(), arrivalsOf(run))
                                            .map(
                                                seen ->
                                                    new ClientClaims.Played(
                                                        declared + ": " + seen, true))),
                            client
                                .promptsOtherwise(ScenarioConfig.dataTypeOf(run.config()))
                                .map(prompts -> new ClientClaims.Played(prompts, false))))
                .flatMap(java.util.Optional::stream)
                .findFirst());
  }

  /**
   * The requests of {@code run} the model received, each as it saw it: those the report names, and
   * those the model numbered as the run's own ("fake-N" for a client that sends no id), so a
   * request the model refused at once, which the client keeps no id for, is an arrival of the load
   * too (load/queueing-server:45 on inference-perf: the 2 refused with 503 were what showed its
   * ramp).
   */
  private List<LoadAsPlayed.Arrival> arrivalsOf(RunOutcome run) {
    Set<String> ids = new HashSet<>();
    for (ReportedRequest request : run.report().requests()) {
      if (request.requestId() != null && !request.requestId().isBlank()) {
        ids.add(request.requestId());
      }
    }
    run.ordinals().forEach(ordinal -> ids.add("fake-" + run.ownRequests().answerTo(ordinal)));
    return server.fake().timelines().stream()
        .filter(t -> ids.contains(t.requestId()))
        .map(t -> new LoadAsPlayed.Arrival(t.receivedNanos() / 1e9, t.endNanos() / 1e9))
        .toList();
  }

  /**
   * Why the client cannot play a scenario with these tags, or empty. A suite run over another HTTP
   * client of tokenpace's (the JDK run) needs a transport choice in every scenario.
   */
  public java.util.Optional<String> cannotPlay(java.util.Collection<String> tags) {
    java.util.Set<String> needs = new java.util.LinkedHashSet<>(tags);
    if (seams.transport() != dev.tokenpace.client.Transport.DEFAULT) {
      needs.add("@needs-transport");
    }
    return client.cannotPlay(needs);
  }

  public ModelScripts models() {
    return models;
  }

  /**
   * Every request asks for at most {@code tokens} output tokens; when no line said how long the
   * current model's answer is, it is as long as asked, as a benchmark's server that ignores
   * end-of-sequence answers, at the pace the lines said.
   */
  public void askFor(int tokens) {
    settings().maxTokens(tokens);
    models().current().stream().answerAsAsked(tokens);
  }

  public RunSettings settings() {
    return settings;
  }

  /** Who judges the Then steps and reruns the benchmark when a check is inconclusive. */
  public Attempts attempts() {
    return attempts;
  }

  /**
   * The scenario's model server serves https with a self-signed certificate made for it; the
   * benchmark trusts it ({@code server.cert_path}) only when {@code trusted}.
   */
  public void serveOverHttps(boolean trusted) {
    Path pem = server.serveOverHttps();
    settings.trustCertificates(trusted ? pem : null);
  }

  /**
   * The scenario's fake, serving every scripted model, for a client other than the benchmark (a
   * plain HTTP request, the OpenAI SDK): where to send.
   */
  public URI serveModelsToOtherClients() {
    models.all().forEach(runner::serve);
    return server.baseUrl();
  }

  /** The benchmark is pointed at a port where no model server listens. */
  public void noServerListening() {
    server.goAway();
  }

  /** Benchmarks the model named last with {@code requests} requests, one at a time. */
  public void benchmarkCurrentModel(int requests) {
    benchmarkCurrentModel(requests, 1);
  }

  /**
   * Benchmarks the model named last with {@code requests} requests, {@code concurrency} in flight
   * at once.
   */
  public void benchmarkCurrentModel(int requests, int concurrency) {
    benchmarkCurrentModelWith(new ScenarioLoad.Closed(concurrency, requests));
  }

  /** Benchmarks the current model open loop, stage after stage ({@code type}: their arrivals). */
  public void benchmarkCurrentModelInStages(
      ScenarioLoad.Arrivals arrivals, List<ScenarioLoad.Stage> stages) {
    benchmarkCurrentModelWith(new ScenarioLoad.Open(arrivals, stages));
  }

  /** Benchmarks the current model with closed loops, stage after stage. */
  public void benchmarkCurrentModelInClosedStages(List<ScenarioLoad.Closed> stages) {
    benchmarkCurrentModelWith(new ScenarioLoad.ClosedStages(stages));
  }

  private void benchmarkCurrentModelWith(ScenarioLoad load) {
    ModelScript script = models.current();
    script.settleCountsOf(load.requests());
    this.load = load;
    this.stageNames = List.of();
    play(
        () -> {
          runner.serve(script);
          outcomes.add(script.model(), runner.run(script, settings, load));
        });
  }

  /**
   * The stages of the load the scenario ran last: how many, and the requests each keeps in flight
   * (0 for an open loop's).
   */
  public List<Integer> stageConcurrencies() {
    if (load instanceof ScenarioLoad.Closed closed) {
      return List.of(closed.concurrency());
    }
    if (load instanceof ScenarioLoad.ClosedStages closed) {
      return closed.stages().stream().map(ScenarioLoad.Closed::concurrency).toList();
    }
    if (load instanceof ScenarioLoad.Open open) {
      return open.stages().stream().map(stage -> 0).toList();
    }
    return List.of();
  }

  /** The names the load gave its stages ("a warm-up stage of 3 requests …"), in order. */
  public void nameStages(List<String> names) {
    stageNames = List.copyOf(names);
  }

  /** The names the load last run gave its stages, in order ("" for one unnamed); empty: none. */
  public List<String> stageNames() {
    return stageNames;
  }

  /**
   * Benchmarks the model named last with {@code requests} requests, {@code concurrency} in flight,
   * split over {@code shards} load generators and merged.
   */
  public void benchmarkCurrentModelInShards(int requests, int concurrency, int shards) {
    benchmarkCurrentModelInShards(new ScenarioLoad.Closed(concurrency, requests), shards);
  }

  /** Benchmarks the model named last with {@code load}, split over {@code shards} and merged. */
  public void benchmarkCurrentModelInShards(ScenarioLoad load, int shards) {
    ModelScript script = models.current();
    script.settleCountsOf(load.requests());
    this.load = load;
    play(
        () -> {
          runner.serve(script);
          outcomes.add(script.model(), runner.runSharded(script, settings, load, shards));
        });
  }

  /**
   * Benchmarks every scripted model at the same moment: one run each, all {@code requests} of a run
   * in flight together.
   */
  public void benchmarkEveryModelAtOnce(int requests) {
    play(() -> playEveryModelAtOnce(requests));
  }

  private void play(Runnable run) {
    benchmark = run;
    run.run();
  }

  private void playEveryModelAtOnce(int requests) {
    List<ModelScript> scripts = models.all();
    scripts.forEach(script -> script.settleCountsOf(requests));
    if (scripts.size() > 1 && scripts.stream().anyMatch(s -> s.hasFaults())) {
      // Request numbers count per run; runs side by side on one fake would spoil each other's n-th
      // answer.
      throw new IllegalStateException(
          "a faulty n-th answer needs its model benchmarked alone, one request after another");
    }
    scripts.forEach(runner::serve);
    ExecutorService pool = Executors.newFixedThreadPool(scripts.size());
    try {
      List<CompletableFuture<RunOutcome>> runs = new ArrayList<>();
      for (ModelScript script : scripts) {
        runs.add(
            CompletableFuture.supplyAsync(
                () -> runner.run(script, settings, new ScenarioLoad.Closed(requests, requests)),
                pool));
      }
      List<RuntimeException> failures = new ArrayList<>();
      for (int i = 0; i < scripts.size(); i++) {
        try {
          outcomes.add(scripts.get(i).model(), runs.get(i).join());
        } catch (java.util.concurrent.CompletionException e) {
          failures.add(e.getCause() instanceof RuntimeException cause ? cause : e);
        }
      }
      // a run not judged, or a config the client cannot play, is that, not a failure; a run the
      // client cannot play makes the scenario unplayable, whatever the runs beside it made of the
      // requests it sent before it stopped
      if (!failures.isEmpty()) {
        throw failures.stream()
            .filter(BenchmarkRunner.CannotPlay.class::isInstance)
            .findFirst()
            .orElse(failures.get(0));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The run of a scenario that benchmarked one model. */
  public RunOutcome onlyRun() {
    return outcomes.onlyRun();
  }

  public RunOutcome runOf(String model) {
    return outcomes.runOf(model);
  }

  /** Every request of every run, as the reports list them. */
  public List<ReportedRequest> everyRequest() {
    return outcomes.everyRequest();
  }

  public List<RunOutcome> runs() {
    return outcomes.all();
  }

  /**
   * {@code request} as a scenario tells it apart: its number in the run, when there is one run; of
   * several, the id its report gives it.
   */
  public String nameOf(ReportedRequest request) {
    return runs().size() == 1 ? onlyRun().nameOf(request) : "request " + request.requestId();
  }

  /** The benchmark the scenario played, played again on a fresh fake, for {@link Attempts}. */
  private final class Replay implements Attempts.Rerun {

    @Override
    public boolean possible() {
      return benchmark != null;
    }

    @Override
    public void run() {
      outcomes.clear();
      server.restart();
      benchmark.run();
    }
  }

  @Override
  public void close() {
    server.close();
  }
}
