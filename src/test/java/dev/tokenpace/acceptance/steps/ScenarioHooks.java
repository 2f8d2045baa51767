package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.support.ClientWarmUp;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.BeforeAll;
import io.cucumber.java.Scenario;
import java.util.Optional;
import org.opentest4j.TestAbortedException;

/**
 * Around every scenario: its report page names the client it judges before the first step, and a
 * scenario that client cannot play is skipped with the reason; after the last step, the evidence is
 * attached and the fake stops. (The config each run was given shows under its When step.)
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

  @Before(order = 0)
  public void openTheReportPage(Scenario scenario) {
    evidence.begin(scenario);
    scenario.log(ScenarioEvidence.CLIENT_UNDER_TEST + world.client().description());
    Optional<String> cannot = world.cannotPlay(scenario.getSourceTagNames());
    if (cannot.isPresent()) {
      throw new TestAbortedException(
          world.client().description() + " cannot play this scenario: " + cannot.get());
    }
  }

  @After(order = 0)
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
