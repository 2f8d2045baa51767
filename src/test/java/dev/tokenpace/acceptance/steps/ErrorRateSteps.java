package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.ShareChecks;
import dev.tokenpace.acceptance.verdict.Percent;
import io.cucumber.java.en.Then;

/**
 * The error rate: the share of the requests sent that failed ({@code failures.error_percentage}).
 */
public class ErrorRateSteps {

  private final ShareChecks shares;
  private final CheckAssertions checks;

  public ErrorRateSteps(ShareChecks shares, CheckAssertions checks) {
    this.shares = shares;
    this.checks = checks;
  }

  @Then("the error rate is (about ){percent}")
  @Then("the error rate should be (about ){percent}")
  public void errorRate(Percent percent) {
    checks.holds(() -> shares.ofErrorRate(null, percent));
  }

  @Then("stage {count}'s error rate is (about ){percent}")
  public void stageErrorRate(int stage, Percent percent) {
    checks.holds(() -> shares.ofErrorRate(stage, percent));
  }
}
