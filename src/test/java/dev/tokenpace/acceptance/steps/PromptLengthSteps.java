package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.PromptLengthChecks;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/**
 * A statistic said of each prompt length of a run that sends several: one number for all ("the
 * median ITL is 10 ms within 2 ms for every prompt length") or one per length, shortest first ("the
 * mean TTFT is 100, 550 and 2050 ms for the three lengths").
 */
public class PromptLengthSteps {

  private final PromptLengthChecks lengths;
  private final CheckAssertions checks;
  private final FeatureTolerance tolerance;

  public PromptLengthSteps(
      PromptLengthChecks lengths, CheckAssertions checks, FeatureTolerance tolerance) {
    this.lengths = lengths;
    this.checks = checks;
    this.tolerance = tolerance;
  }

  @Then("the (reported ){statistic} {metric} is {stated} {everyLength}")
  @Then("the (reported ){statistic} {metric} should be {stated} {everyLength}")
  public void everyLength(Statistic statistic, Metric metric, Stated stated, String words) {
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> lengths.ofEveryLength(statistic, metric, stated.value(), within));
  }

  @Then("the (reported ){statistic} {metric} is/are (about ){durations} {theLengths}")
  public void eachLength(Statistic statistic, Metric metric, List<Duration> stated, String words) {
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> lengths.ofEachLength(statistic, metric, stated, within));
  }

  /**
   * "the reported TTFT is 150 ms, 450 ms and 1650 ms respectively": no statistic, so every request
   * of each length, its lowest and its highest.
   */
  @Then("(the )(reported ){metric} is/are (about ){durations} {theLengths}")
  public void eachLengthEveryRequest(Metric metric, List<Duration> stated, String words) {
    Tolerance within = tolerance.of(stated);
    for (Statistic statistic : List.of(Statistic.MINIMUM, Statistic.MAXIMUM)) {
      checks.holds(() -> lengths.ofEachLength(statistic, metric, stated, within));
    }
  }

  @Then("the (reported ){statistic} {metric} is/are {durations} {tolerance} {theLengths}")
  public void eachLengthWithin(
      Statistic statistic, Metric metric, List<Duration> stated, Tolerance within, String words) {
    checks.holds(() -> lengths.ofEachLength(statistic, metric, stated, within));
  }
}
