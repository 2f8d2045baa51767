package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ShareJudge;
import io.cucumber.java.en.Then;

/**
 * The error rate: the share of the requests sent that failed ({@code failures.error_percentage}).
 */
public class ErrorRateSteps {

  private final ShareJudge judge;
  private final CheckAssertions checks;

  public ErrorRateSteps(ShareJudge judge, CheckAssertions checks) {
    this.judge = judge;
    this.checks = checks;
  }

  @Then("the error rate is (about ){percent}")
  public void errorRate(Double percent) {
    checks.holds(() -> judge.ofErrorRate(null, percent, ServiceLevelSteps.written(percent)));
  }

  @Then("stage {int}'s error rate is (about ){percent}")
  public void stageErrorRate(int stage, Double percent) {
    checks.holds(() -> judge.ofErrorRate(stage, percent, ServiceLevelSteps.written(percent)));
  }
}
