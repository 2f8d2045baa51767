package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.Clients;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * One scenario's state: its scripted models, its own fake model server, how the benchmark is set
 * up, what each run produced, and every check made. Created fresh for each scenario by
 * picocontainer.
 *
 * <p>The benchmark a When step started can be played again: when a check finds that the fake model
 * missed its script (inconclusive), the whole benchmark is rerun on a fresh fake, up to {@link
 * #MAX_ATTEMPTS} attempts, and every check judged so far is judged again on the new attempt. A
 * check that failed is never a reason to rerun.
 */
public final class World implements AutoCloseable {

  public static final int MAX_ATTEMPTS = 3;

  private final ModelScripts models = new ModelScripts();
  private final RunSettings settings = new RunSettings();
  private final FakeModelServer server = new FakeModelServer();
  private final CheckLog checks = new CheckLog();
  private final PipelineSeams seams;
  private final ClientUnderTest client;
  private final BenchmarkRunner runner;
  private final Map<String, RunOutcome> outcomes = new LinkedHashMap<>();
  private final List<Supplier<List<Check>>> judged = new ArrayList<>();
  private Runnable benchmark;
  private int attempt = 1;
  private Consumer<String> notes = note -> {};

  public World(PipelineSeams seams) {
    this.seams = seams;
    this.client = Clients.chosen(seams);
    this.runner = new BenchmarkRunner(server, seams, client);
  }

  /** The benchmark client this scenario judges. */
  public ClientUnderTest client() {
    return client;
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

  public RunSettings settings() {
    return settings;
  }

  public CheckLog checks() {
    return checks;
  }

  /** Where the reruns are told: the scenario's report. */
  public void noteTo(Consumer<String> notes) {
    this.notes = notes;
  }

  /**
   * The scenario's model server serves https with a self-signed certificate made for it; the
   * benchmark trusts it ({@code server.cert_path}) only when {@code trusted}.
   */
  public void serveOverHttps(boolean trusted) {
    Path pem = server.serveOverHttps();
    settings.trustCertificates(trusted ? pem : null);
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
    ModelScript script = models.current();
    play(
        () -> {
          runner.serve(script);
          outcomes.put(
              script.model(),
              runner.run(script, settings, new ScenarioLoad.Closed(concurrency, requests)));
        });
  }

  /**
   * Benchmarks the model named last in an open loop: {@code rate} requests a second for {@code
   * duration}.
   */
  /** Benchmarks the current model open loop, stage after stage ({@code type}: their arrivals). */
  public void benchmarkCurrentModelInStages(
      ScenarioLoad.Arrivals arrivals, List<ScenarioLoad.Stage> stages) {
    ModelScript script = models.current();
    ScenarioLoad load = new ScenarioLoad.Open(arrivals, stages);
    play(
        () -> {
          runner.serve(script);
          outcomes.put(script.model(), runner.run(script, settings, load));
        });
  }

  /**
   * Benchmarks the model named last with {@code requests} requests, {@code concurrency} in flight,
   * split over {@code shards} load generators and merged.
   */
  public void benchmarkCurrentModelInShards(int requests, int concurrency, int shards) {
    ModelScript script = models.current();
    ScenarioLoad load = new ScenarioLoad.Closed(concurrency, requests);
    play(
        () -> {
          runner.serve(script);
          outcomes.put(script.model(), runner.runSharded(script, settings, load, shards));
        });
  }

  /**
   * Benchmarks every scripted model at the same moment: one run each, all {@code requests} of a run
   * in flight together.
   */
  public void benchmarkEveryModelAtOnce(int requests) {
    play(() -> playEveryModelAtOnce(requests));
  }

  /**
   * Judges a Then step's checks on the latest attempt. While any check of the scenario is
   * inconclusive and attempts remain, reruns the benchmark and judges every step so far again.
   *
   * @return the checks of this step and, after a rerun, those of the earlier steps judged again
   */
  public List<Check> judge(Supplier<List<Check>> step) {
    judged.add(step);
    List<Check> latest = step.get();
    while (latest.stream().anyMatch(c -> c.verdict() == Verdict.INCONCLUSIVE)
        && attempt < MAX_ATTEMPTS
        && benchmark != null) {
      notes.accept(
          "inconclusive attempt "
              + attempt
              + " of "
              + MAX_ATTEMPTS
              + ", so the benchmark runs again on a fresh fake: "
              + latest.stream()
                  .filter(c -> c.verdict() == Verdict.INCONCLUSIVE)
                  .map(Check::message)
                  .collect(Collectors.joining("; ")));
      attempt++;
      outcomes.clear();
      server.close();
      benchmark.run();
      checks.clear();
      List<Check> again = new ArrayList<>();
      judged.forEach(earlier -> again.addAll(earlier.get()));
      latest = again;
    }
    return attempt == MAX_ATTEMPTS ? persistent(latest) : latest;
  }

  /** A delivery too late in every attempt is not a busy machine's doing: it fails. */
  private static List<Check> persistent(List<Check> checks) {
    return checks.stream()
        .map(
            c ->
                c.verdict() == Verdict.INCONCLUSIVE && c.kind().equals("delivery")
                    ? new Check(
                        c.kind(),
                        c.what(),
                        c.expected(),
                        c.reported(),
                        Verdict.FAIL,
                        c.message()
                            .replace(
                                "so this run cannot judge it",
                                "and the run stayed inconclusive through all "
                                    + MAX_ATTEMPTS
                                    + " attempts"))
                    : c)
        .toList();
  }

  /** Which attempt the scenario's runs are (1 unless a check was inconclusive). */
  public int attempt() {
    return attempt;
  }

  private void play(Runnable run) {
    benchmark = run;
    run.run();
  }

  private void playEveryModelAtOnce(int requests) {
    List<ModelScript> scripts = models.all();
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
      for (int i = 0; i < scripts.size(); i++) {
        outcomes.put(scripts.get(i).model(), runs.get(i).join());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The run of a scenario that benchmarked one model. */
  public RunOutcome onlyRun() {
    if (outcomes.size() != 1) {
      throw new IllegalStateException(
          "this step reads the one benchmark run, but the scenario ran " + outcomes.size());
    }
    return outcomes.values().iterator().next();
  }

  public RunOutcome runOf(String model) {
    RunOutcome outcome = outcomes.get(model);
    if (outcome == null) {
      throw new IllegalStateException(
          "model \"" + model + "\" was not benchmarked; runs: " + outcomes.keySet());
    }
    return outcome;
  }

  /** Every request of every run, as the reports list them. */
  public List<ReportedRequest> everyRequest() {
    return outcomes.values().stream().flatMap(run -> run.report().requests().stream()).toList();
  }

  public List<RunOutcome> runs() {
    return List.copyOf(outcomes.values());
  }

  /** Every wait the scripts injected into the requests this scenario sent (per request, summed). */
  public java.time.Duration injectedDelays() {
    java.time.Duration total = java.time.Duration.ZERO;
    for (RunOutcome run : outcomes.values()) {
      total = total.plus(run.script().injectedTotal().multipliedBy(run.report().requests().size()));
    }
    return total;
  }

  @Override
  public void close() {
    server.close();
  }
}
