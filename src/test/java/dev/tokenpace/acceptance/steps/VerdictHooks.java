package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.judge.Attempts;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.FailedChecks;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.After;
import io.cucumber.java.Scenario;
import java.util.List;

/**
 * After the last step: the scenario fails with every check that failed, each already shown under
 * its own step. Cucumber skips every step after one that fails, so a Then step with a wrong number
 * records it instead of throwing, and this hook makes the scenario red. What the client's own
 * claims classed (a field it does not have, a failure in its own words) is logged on one line,
 * which docs/conformance.md shows in the scenario's cell.
 */
public class VerdictHooks {

  private final World world;

  public VerdictHooks(World world) {
    this.world = world;
  }

  @After(order = 20000)
  public void failTheScenarioOnEveryFailedCheck(Scenario scenario) {
    Attempts attempts = world.attempts();
    List<Check> claimed = attempts.claimed();
    if (!claimed.isEmpty()) {
      scenario.log(ScenarioEvidence.CLAIMED + Sentences.claimed(claimed));
    }
    List<Check> failed = attempts.failed();
    if (!failed.isEmpty()) {
      throw new FailedChecks(failed, attempts.attempt());
    }
  }
}
