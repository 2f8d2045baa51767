package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.world.Comparisons;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.ReportedRequest;
import dev.tokenpace.acceptance.world.Statistic;
import dev.tokenpace.acceptance.world.Tolerance;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.time.Duration;

/** The reported metrics: what the benchmark's report files say, held against the fake's timeline. */
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

  @Then("the reported time to first token, counted from when the model received the request, is {duration} {tolerance}")
  public void firstTokenFromReceipt(Duration expected, Tolerance tolerance) {
    checks.holds(() -> comparisons.ofFirstTokenAfterReceipt(expected, tolerance));
  }

  @Then("the reported request latency is at least the sum of the injected delays")
  public void latencyCoversInjectedDelays() {
    checks.holds(() -> comparisons.ofLatencyAgainstInjectedTotal());
  }

  @Then("the reported time per output token is below the normalized time per output token")
  public void tpotBelowNtpot() {
    ReportedRequest request = world.onlyRun().onlySuccess();
    assertThat(comparisons.reported(request, Metric.TIME_PER_OUTPUT_TOKEN))
        .as("time per output token against normalized time per output token")
        .isLessThan(comparisons.reported(request, Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN));
  }

  @Then("the benchmark counted {int} output tokens")
  public void countedOutputTokens(int tokens) {
    assertThat(world.onlyRun().onlySuccess().outputTokens()).as("output tokens (N) of the request").isEqualTo(tokens);
  }

  @Then("the reported {metric} has {int} samples")
  public void sampleCount(Metric metric, int samples) {
    assertThat(world.onlyRun().onlySuccess().samples(metric.reportKey())).as("%s samples", metric.label()).hasSize(samples);
  }

  @Then("no reported inter-token latency is shorter than the shortest wait the model left, {tolerance}")
  public void noInterTokenLatencyBelowTheShortestWait(Tolerance tolerance) {
    checks.holds(() -> comparisons.ofShortestSample(Metric.INTER_TOKEN_LATENCY, tolerance));
  }
}
