package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.ClientWarmUp;
import dev.tokenpace.acceptance.support.TimelineChart;
import dev.tokenpace.acceptance.world.Durations;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.After;
import io.cucumber.java.BeforeAll;
import io.cucumber.java.Scenario;
import java.nio.charset.StandardCharsets;

/** After every scenario: show the reviewer its timeline and checks, then stop its fake. */
public class ScenarioHooks {

  private final World world;

  public ScenarioHooks(World world) {
    this.world = world;
  }

  @BeforeAll
  public static void warmUpTheClient() {
    ClientWarmUp.run();
  }

  @After
  public void attachEvidenceAndStopTheFake(Scenario scenario) {
    try {
      if (!world.runs().isEmpty()) {
        attachTimeline(scenario);
      }
      if (!world.runs().isEmpty()) {
        String table = "injected delays: " + Durations.format(world.injectedDelays()) + "\n\n" + world.checks().table();
        scenario.attach(table.getBytes(StandardCharsets.UTF_8), "text/plain", "expected bound, reported, margin");
      }
    } finally {
      world.close();
    }
  }

  private void attachTimeline(Scenario scenario) {
    try {
      scenario.attach(new TimelineChart().addRequests(world.runs()).toSvg(), "image/svg+xml", "timeline");
    } catch (RuntimeException e) {
      scenario.attach(("no timeline chart: " + e).getBytes(StandardCharsets.UTF_8), "text/plain", "timeline");
    }
  }
}
