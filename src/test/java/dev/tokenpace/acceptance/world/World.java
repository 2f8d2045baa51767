package dev.tokenpace.acceptance.world;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One scenario's state: its scripted models, its own fake model server, how the benchmark is set up,
 * what each run produced, and every check made. Created fresh for each scenario by picocontainer.
 */
public final class World implements AutoCloseable {

  private final ModelScripts models = new ModelScripts();
  private final RunSettings settings = new RunSettings();
  private final FakeModelServer server = new FakeModelServer();
  private final CheckLog checks = new CheckLog();
  private final BenchmarkRunner runner;
  private final Map<String, RunOutcome> outcomes = new LinkedHashMap<>();

  public World(PipelineSeams seams) {
    this.runner = new BenchmarkRunner(server, seams);
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

  /** Benchmarks the model named last with {@code requests} requests, one at a time. */
  /** The benchmark is pointed at a port where no model server listens. */
  public void noServerListening() {
    server.goAway();
  }

  public RunOutcome benchmarkCurrentModel(int requests) {
    ModelScript script = models.current();
    runner.serve(script);
    RunOutcome outcome = runner.run(script, settings, 1, requests);
    outcomes.put(script.model(), outcome);
    return outcome;
  }

  /** Benchmarks every scripted model at the same moment: one run each, all {@code requests} of a run in flight together. */
  public void benchmarkEveryModelAtOnce(int requests) {
    List<ModelScript> scripts = models.all();
    if (scripts.size() > 1 && scripts.stream().anyMatch(s -> !s.faultyAnswers().isEmpty())) {
      // Request numbers count per run; runs side by side on one fake would spoil each other's n-th answer.
      throw new IllegalStateException("a faulty n-th answer needs its model benchmarked alone, one request after another");
    }
    scripts.forEach(runner::serve);
    ExecutorService pool = Executors.newFixedThreadPool(scripts.size());
    try {
      List<CompletableFuture<RunOutcome>> runs = new ArrayList<>();
      for (ModelScript script : scripts) {
        runs.add(CompletableFuture.supplyAsync(() -> runner.run(script, settings, requests, requests), pool));
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
      throw new IllegalStateException("this step reads the one benchmark run, but the scenario ran " + outcomes.size());
    }
    return outcomes.values().iterator().next();
  }

  public RunOutcome runOf(String model) {
    RunOutcome outcome = outcomes.get(model);
    if (outcome == null) {
      throw new IllegalStateException("model \"" + model + "\" was not benchmarked; runs: " + outcomes.keySet());
    }
    return outcome;
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
