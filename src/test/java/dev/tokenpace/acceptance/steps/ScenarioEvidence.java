package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.judge.Attempts;
import dev.tokenpace.acceptance.support.FailedCheckSteps;
import dev.tokenpace.acceptance.support.TimelineChart;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.Scenario;

/**
 * The scenario's page in the HTML report: where the timeline chart and the table of checks go. A
 * failing or inconclusive step attaches them right under itself, where the reviewer is looking.
 */
public class ScenarioEvidence {

  /** How a scenario's page names its client; scripts/conformance.py reads it back. */
  static final String CLIENT_UNDER_TEST = "client under test: ";

  /** The log line of what the client's own claims classed, neither right nor wrong. */
  static final String CLAIMED = "claimed by the client: ";

  private final World world;
  private Scenario scenario;
  private boolean attached;

  public ScenarioEvidence(World world) {
    this.world = world;
  }

  void begin(Scenario scenario) {
    this.scenario = scenario;
    world.attempts().noteTo(scenario::log);
  }

  /**
   * Attaches the chart and the checks to the step running now (or, from an After hook, to the
   * scenario).
   */
  void attach() {
    if (scenario == null || world.runs().isEmpty()) {
      return;
    }
    attached = true;
    try {
      scenario.attach(
          new TimelineChart().addRequests(world.runs()).toSvg(), "image/svg+xml", "timeline");
    } catch (RuntimeException e) {
      scenario.attach("no timeline chart: " + e, "text/plain", "timeline");
    }
    scenario.attach(
        Sentences.table(world.attempts().judged(), world.attempts().attempt(), Attempts.MAX),
        "text/plain",
        "checks");
  }

  /**
   * Under the When step that ran the benchmark: which client ran it and the config each run was
   * given, so a reader sees what was judged and can run it by hand.
   */
  void showTheRuns() {
    if (scenario == null) {
      return;
    }
    scenario.log(CLIENT_UNDER_TEST + world.client().description());
    for (RunOutcome run : world.runs()) {
      scenario.attach(
          run.config(), "text/plain", "config.yaml (model \"" + run.script().model() + "\")");
    }
  }

  /**
   * Shows this step's failed checks under it: the console prints them, and the HTML report shows
   * the step red with them though it returned ({@link FailedCheckSteps}).
   */
  void markFailed(String failure) {
    if (scenario != null) {
      scenario.attach(failure, FailedCheckSteps.MEDIA_TYPE, "failed checks");
    }
  }

  /** A line under the step running now. */
  void log(String text) {
    if (scenario != null) {
      scenario.log(text);
    }
  }

  boolean attached() {
    return attached;
  }
}
