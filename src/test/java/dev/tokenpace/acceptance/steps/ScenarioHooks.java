package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.ClientWarmUp;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.BeforeAll;
import io.cucumber.java.Scenario;

/**
 * Around every scenario: its report page is ready before the first step; after the last, the
 * evidence and its fake stop.
 */
public class ScenarioHooks {

  private final World world;
  private final ScenarioEvidence evidence;

  public ScenarioHooks(World world, ScenarioEvidence evidence) {
    this.world = world;
    this.evidence = evidence;
  }

  @BeforeAll
  public static void warmUpTheClient() {
    ClientWarmUp.run();
  }

  @Before
  public void openTheReportPage(Scenario scenario) {
    evidence.begin(scenario);
  }

  @After
  public void attachEvidenceAndStopTheFake() {
    try {
      if (!evidence.attached()) {
        evidence.attach();
      }
    } finally {
      world.close();
    }
  }
}
