package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.world.Comparisons;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.Statistic;
import dev.tokenpace.acceptance.world.Throughput;
import dev.tokenpace.acceptance.world.Tolerance;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/**
 * The reported metrics: what the benchmark's report files say, held against the fake's timeline.
 */
public class ReportedMetricsSteps {

  private final World world;
  private final Comparisons comparisons;
  private final CheckAssertions checks;

  public ReportedMetricsSteps(World world, Comparisons comparisons, CheckAssertions checks) {
    this.world = world;
    this.comparisons = comparisons;
    this.checks = checks;
  }

  @Then("the reported {metric} matches the timeline {tolerance}")
  public void matchesTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofOnlyRequest(metric, tolerance));
  }

  @Then("the {statistic} of the reported {metric} matches the timeline {tolerance}")
  public void statisticMatchesTimeline(Statistic statistic, Metric metric, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofSummary(statistic, metric, tolerance));
  }

  @Then("every successful request's {metric} matches its own timeline {tolerance}")
  public void everyRequestMatchesItsTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofEverySuccess(metric, tolerance));
  }

  @Then(
      "the reported time to first token, counted from when the model received the request, is"
          + " {duration} {tolerance}")
  public void firstTokenFromReceipt(Duration expected, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofFirstTokenAfterReceipt(expected, tolerance));
  }

  @Then("the reported request latency is at least the sum of the injected delays")
  public void latencyCoversInjectedDelays() {
    checks.holds(() -> comparisons.ofLatencyAgainstInjectedTotal());
  }

  @Then("the reported {metric} is {duration} {tolerance}")
  public void statedValue(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStated(metric, stated, tolerance));
  }

  @Then("every successful request's {metric} is {duration} {tolerance}")
  public void everyRequestStated(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStatedForEvery(false, metric, stated, tolerance));
  }

  @Then("the {metric} of each request, in the order scheduled, is {durations} {tolerance}")
  public void eachRequestStated(Metric metric, List<Duration> stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStatedInOrder(metric, stated, tolerance));
  }

  @Then("the reported {statistic} {metric} is {duration} {tolerance}")
  public void statedStatistic(
      Statistic statistic, Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStatedStatistic(statistic, metric, stated, tolerance));
  }

  @Then("the reported {metric} of {string} is {duration} {tolerance}")
  public void statedValueOfNamedModel(
      Metric metric, String model, Duration stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStatedFor(model, metric, stated, tolerance));
  }

  @Then("the reported {metric} of {string} matches its timeline {tolerance}")
  public void namedModelMatchesItsTimeline(Metric metric, String model, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofRequestTo(model, metric, tolerance));
  }

  @Then("the reported {metric} is below the reported {metric}")
  public void below(Metric lower, Metric higher) {
    checks.holds(() -> comparisons.ofOrder(lower, higher));
  }

  @Then("the reported {metric} is above the reported {metric}")
  public void above(Metric higher, Metric lower) {
    checks.holds(() -> comparisons.ofOrder(lower, higher));
  }

  @Then("the benchmark counted {int} output tokens")
  public void countedOutputTokens(int tokens) {
    assertThat(world.onlyRun().onlySuccess().outputTokens())
        .as("output tokens (N) of the request")
        .isEqualTo(tokens);
  }

  @Then("the reported {metric} has {int} samples")
  public void sampleCount(Metric metric, int samples) {
    assertThat(world.onlyRun().onlySuccess().samples(metric.reportKey()))
        .as("%s samples", metric.label())
        .hasSize(samples);
  }

  @Then(
      "no reported inter-token latency is shorter than the shortest wait the model left,"
          + " {tolerance}")
  public void noInterTokenLatencyBelowTheShortestWait(Tolerance tolerance) {
    checks.holds(() -> comparisons.ofShortestSample(Metric.INTER_TOKEN_LATENCY, tolerance));
  }

  @Then("every healthy request's {metric} matches its own timeline {tolerance}")
  public void everyHealthyRequestMatchesItsTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofEveryHealthySuccess(metric, tolerance));
  }

  @Then("every healthy request's {metric} is {duration} {tolerance}")
  public void everyHealthyRequestStated(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofStatedForEvery(true, metric, stated, tolerance));
  }

  @Then("the report gives no {metric}")
  public void noMetric(Metric metric) {
    checks.holds(() -> comparisons.ofAbsent(metric));
  }

  @Then("the reported throughput matches its definition")
  public void throughputByDefinition() {
    checks.holds(comparisons::ofThroughputDefinitions);
  }

  @Then("the reported {throughput} is {double} requests/tokens per second within {int} %")
  public void statedThroughput(Throughput throughput, double stated, int percent) {
    checks.holds(() -> comparisons.ofStatedThroughput(throughput, stated, percent));
  }
}
