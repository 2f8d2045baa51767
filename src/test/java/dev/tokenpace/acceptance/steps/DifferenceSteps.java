package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.PerRequestChecks;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.en.Then;

/** A difference of two reported metrics as a number: thinking time = TTFOT − TTFT. */
public class DifferenceSteps {

  private final PerRequestChecks judge;
  private final CheckAssertions checks;
  private final FeatureTolerance tolerance;

  public DifferenceSteps(
      PerRequestChecks judge, CheckAssertions checks, FeatureTolerance tolerance) {
    this.judge = judge;
    this.checks = checks;
    this.tolerance = tolerance;
  }

  @Then("the reported {metric} minus the reported {metric} is {stated}")
  public void difference(Metric minuend, Metric subtrahend, Stated stated) {
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> judge.ofDifference(minuend, subtrahend, stated.value(), within));
  }

  /** The time a reasoning model thinks: from its first token to its first answer token. */
  @Then("the thinking time is {stated}")
  @Then("the thinking time should be {stated}")
  public void thinkingTime(Stated stated) {
    difference(Metric.TIME_TO_FIRST_OUTPUT_TOKEN, Metric.TIME_TO_FIRST_TOKEN, stated);
  }
}
