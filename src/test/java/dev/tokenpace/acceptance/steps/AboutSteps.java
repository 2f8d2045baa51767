package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.MetricChecks;
import dev.tokenpace.acceptance.checks.RunTimeChecks;
import dev.tokenpace.acceptance.checks.SummaryChecks;
import dev.tokenpace.acceptance.checks.TimelineChecks;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/**
 * The stated-number steps with "about" (the feature's tolerance), with or without "reported", and
 * "every request" where only the successes can have the number; each judged as its "within" twin.
 */
public class AboutSteps {

  private final MetricChecks metrics;
  private final SummaryChecks summaries;
  private final TimelineChecks timeline;
  private final CheckAssertions checks;
  private final FeatureTolerance tolerance;
  private final RunTimeChecks runTime;

  public AboutSteps(
      MetricChecks metrics,
      SummaryChecks summaries,
      TimelineChecks timeline,
      CheckAssertions checks,
      FeatureTolerance tolerance,
      RunTimeChecks runTime) {
    this.runTime = runTime;
    this.metrics = metrics;
    this.summaries = summaries;
    this.timeline = timeline;
    this.checks = checks;
    this.tolerance = tolerance;
  }

  @Then("the (reported ){metric} is {about}")
  @Then("the request report(s)/reported a/an {metric} of {about}")
  public void stated(Metric metric, About about) {
    judged(about, (value, within) -> metrics.ofStatedForOneOrEvery(metric, value, within));
  }

  @Then("the (reported ){metric} should be {about}")
  public void shouldBe(Metric metric, About about) {
    stated(metric, about);
  }

  @Then("the (reported ){statistic} {metric} is {about}")
  public void statedStatistic(Statistic statistic, Metric metric, About about) {
    judged(about, (value, within) -> summaries.ofStatedStatistic(statistic, metric, value, within));
  }

  @Then("every (successful )request's {metric} is {about}")
  public void everySuccess(Metric metric, About about) {
    judged(about, (value, within) -> metrics.ofStatedForEvery(false, metric, value, within));
  }

  /** Only a success has the number, so "every request" means every successful one. */
  @Then("every request's {metric} should be {about}")
  @Then("the {metric} should be {about} for every request")
  public void everyRequest(Metric metric, About about) {
    everySuccess(metric, about);
  }

  /** "every request reports a TTFT of 300 ms", "… of 300 ms within 15 ms": each success. */
  @Then("every/each/all request(s) report(s)/reported a/an {metric} of {stated}")
  public void everyRequestReports(Metric metric, Stated stated) {
    Tolerance within = tolerance.of(stated);
    checks.holds(() -> metrics.ofStatedForEvery(false, metric, stated.value(), within));
  }

  @Then("every healthy request's {metric} is {about}")
  public void everyHealthy(Metric metric, About about) {
    judged(about, (value, within) -> metrics.ofStatedForEvery(true, metric, value, within));
  }

  @Then("the reported {metric} of {string} is {about}")
  public void ofNamedModel(Metric metric, String model, About about) {
    judged(about, (value, within) -> metrics.ofStatedFor(model, metric, value, within));
  }

  /** The run's benchmark time: its first start to its last end, from the model's side. */
  @Then("the run('s) duration is {about}")
  public void runDuration(About about) {
    Tolerance within = tolerance.ofRunDuration(about.value());
    checks.holds(() -> runTime.ofStated(about.value(), within));
  }

  @Then("the model sent the first chunk {about} after it received the request")
  public void firstChunk(About about) {
    judged(about, (value, within) -> timeline.ofFirstChunkAfterReceipt(value, within));
  }

  /**
   * Judges the number said "about" within the feature's tolerance, worked out (and logged under the
   * step) once, however many attempts judge it.
   */
  private void judged(About about, Judging judging) {
    Tolerance within = tolerance.of(about);
    checks.holds(() -> judging.within(about.value(), within));
  }

  /** A step's checks of a stated value within a tolerance. */
  @FunctionalInterface
  private interface Judging {
    List<Check> within(Duration value, Tolerance tolerance);
  }
}
