package dev.tokenpace.acceptance.evidence;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the scenario's benchmark produced in the latest attempt: one run per model benchmarked.
 * Shared (picocontainer) by the world that plays the runs and the Then steps that read them.
 */
public final class ScenarioRuns {

  private final Map<String, RunOutcome> outcomes = new LinkedHashMap<>();

  /** The run of model {@code model} in this attempt. */
  public void add(String model, RunOutcome outcome) {
    outcomes.put(model, outcome);
  }

  /** Forgets every run, for the benchmark to be played again. */
  public void clear() {
    outcomes.clear();
  }

  /** The run of a scenario that benchmarked one model. */
  public RunOutcome onlyRun() {
    if (outcomes.isEmpty()) {
      // "And the gap between tokens is 10 ms" among the Givens reads as a claim about the report
      throw new IllegalStateException(
          "this line is a claim about the report, and no benchmark has run yet: before the When,"
              + " say what the server does ('its tokens come 10 ms apart', 'each answer starts"
              + " after 100 ms'); a claim about the report comes after the When");
    }
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

  public List<RunOutcome> all() {
    return List.copyOf(outcomes.values());
  }
}
