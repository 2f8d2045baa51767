package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.TimelineChart;
import dev.tokenpace.acceptance.world.Sentences;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.Scenario;
import java.nio.charset.StandardCharsets;

/**
 * The scenario's page in the HTML report: where the timeline chart and the table of checks go. A
 * failing or inconclusive step attaches them right under itself, where the reviewer is looking.
 */
public class ScenarioEvidence {

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
      scenario.attach(
          ("no timeline chart: " + e).getBytes(StandardCharsets.UTF_8), "text/plain", "timeline");
    }
    scenario.attach(
        Sentences.table(world.attempts().judged(), world.attempts().attempt())
            .getBytes(StandardCharsets.UTF_8),
        "text/plain",
        "checks");
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
