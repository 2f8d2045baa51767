package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.MetricChecks;
import dev.tokenpace.acceptance.checks.RateChecks;
import dev.tokenpace.acceptance.checks.RunTimeChecks;
import dev.tokenpace.acceptance.checks.SummaryChecks;
import dev.tokenpace.acceptance.checks.TimelineChecks;
import dev.tokenpace.acceptance.checks.TokenCountChecks;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/**
 * The reported metrics: what the benchmark's report files say, held against the fake's timeline.
 */
public class ReportedMetricsSteps {

  private final World world;
  private final MetricChecks metrics;
  private final SummaryChecks summaries;
  private final TimelineChecks timeline;
  private final RateChecks rates;
  private final CheckAssertions checks;
  private final TokenCountChecks tokens;
  private final RunTimeChecks runTime;

  public ReportedMetricsSteps(
      World world,
      MetricChecks metrics,
      SummaryChecks summaries,
      TimelineChecks timeline,
      RateChecks rates,
      CheckAssertions checks,
      TokenCountChecks tokens,
      RunTimeChecks runTime) {
    this.runTime = runTime;
    this.world = world;
    this.tokens = tokens;
    this.metrics = metrics;
    this.summaries = summaries;
    this.timeline = timeline;
    this.rates = rates;
    this.checks = checks;
  }

  @Then("the reported {metric} matches the timeline {tolerance}")
  public void matchesTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> metrics.ofOnlyRequest(metric, tolerance));
  }

  @Then("the {statistic} of the reported {metric} matches the timeline {tolerance}")
  public void statisticMatchesTimeline(Statistic statistic, Metric metric, Tolerance tolerance) {
    checks.holds(() -> summaries.ofSummary(statistic, metric, tolerance));
  }

  @Then("every (successful )request's {metric} matches its own timeline {tolerance}")
  public void everyRequestMatchesItsTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> metrics.ofEverySuccess(false, metric, tolerance));
  }

  @Then(
      "the reported time to first token, counted from when the model received the request, is"
          + " {duration} {tolerance}")
  public void firstTokenFromReceipt(Duration expected, Tolerance tolerance) {
    checks.holds(() -> timeline.ofFirstTokenAfterReceipt(expected, tolerance));
  }

  @Then("the reported request latency is at least the sum of the injected delays")
  public void latencyCoversInjectedDelays() {
    checks.holds(() -> timeline.ofLatencyAgainstInjectedTotal());
  }

  @Then("the reported {metric} is {duration} {tolerance}")
  public void statedValue(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> metrics.ofStated(metric, stated, tolerance));
  }

  @Then("every (successful )request's {metric} is {duration} {tolerance}")
  public void everyRequestStated(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> metrics.ofStatedForEvery(false, metric, stated, tolerance));
  }

  @Then("the {metric} of each request(,) in the order scheduled(,) is {durations} {tolerance}")
  public void eachRequestStated(Metric metric, List<Duration> stated, Tolerance tolerance) {
    checks.holds(() -> metrics.ofStatedInOrder(metric, stated, tolerance));
  }

  @Then("the reported {statistic} {metric} is {duration} {tolerance}")
  public void statedStatistic(
      Statistic statistic, Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> summaries.ofStatedStatistic(statistic, metric, stated, tolerance));
  }

  @Then("the reported {metric} of {string} is {duration} {tolerance}")
  public void statedValueOfNamedModel(
      Metric metric, String model, Duration stated, Tolerance tolerance) {
    checks.holds(() -> metrics.ofStatedFor(model, metric, stated, tolerance));
  }

  @Then("the reported {metric} of {string} matches its timeline {tolerance}")
  public void namedModelMatchesItsTimeline(Metric metric, String model, Tolerance tolerance) {
    checks.holds(() -> metrics.ofRequestTo(model, metric, tolerance));
  }

  @Then("the reported {metric} is below the reported {metric}")
  public void below(Metric lower, Metric higher) {
    checks.holds(() -> metrics.ofOrder(lower, higher));
  }

  @Then("the reported {metric} is above the reported {metric}")
  public void above(Metric higher, Metric lower) {
    checks.holds(() -> metrics.ofOrder(lower, higher));
  }

  @Then("the benchmark counted {count} output tokens")
  @Then("the request produced/streamed/returned {count} output token(s)")
  public void countedOutputTokens(int tokens) {
    checks.holds(
        () ->
            List.of(
                DefinitionJudge.count(
                    Counted.OUTPUT_TOKENS,
                    "output tokens (N) of the request",
                    tokens,
                    world.onlyRun().onlySuccess().outputTokens())));
  }

  /** "50 output tokens each": every success's output tokens, each exact to its words. */
  public void outputTokensOfEverySuccess(int tokens) {
    checks.holds(() -> this.tokens.ofEverySuccess(tokens));
  }

  /** "requests 1 and 2 each have 4 output tokens": each named success's, exact to its words. */
  public void outputTokensOf(RequestSet requests, int tokens) {
    checks.holds(() -> this.tokens.ofRequests(requests, tokens));
  }

  /** "40 output tokens in total": every success's output tokens, summed. */
  @Then("the benchmark counted {count} output tokens in total")
  public void totalOutputTokens(int tokens) {
    checks.holds(() -> this.tokens.ofTotalOutputTokens(tokens));
  }

  /** "39 inter-token gaps" of each request: every success's samples of {@code metric}. */
  public void samplesOfEverySuccess(Metric metric, int samples) {
    checks.holds(() -> tokens.ofSamplesOfEverySuccess(metric, samples));
  }

  @Then("the reported {metric} has {count} samples")
  public void sampleCount(Metric metric, int samples) {
    checks.holds(
        () -> {
          int reported = world.onlyRun().onlySuccess().samples(metric.reportKey()).size();
          Check count =
              DefinitionJudge.count(metric, metric.label() + " samples", samples, reported);
          // no samples where some are due: a field the client may not keep per request
          return List.of(reported == 0 && samples > 0 ? count.with(new Check.Absent()) : count);
        });
  }

  @Then(
      "no reported inter-token latency is shorter than the shortest wait the model left(,)"
          + " {tolerance}")
  public void noInterTokenLatencyBelowTheShortestWait(Tolerance tolerance) {
    checks.holds(() -> timeline.ofShortestSample(Metric.INTER_TOKEN_LATENCY, tolerance));
  }

  @Then("every healthy request's {metric} matches its own timeline {tolerance}")
  public void everyHealthyRequestMatchesItsTimeline(Metric metric, Tolerance tolerance) {
    checks.holds(() -> metrics.ofEverySuccess(true, metric, tolerance));
  }

  @Then("every healthy request's {metric} is {duration} {tolerance}")
  public void everyHealthyRequestStated(Metric metric, Duration stated, Tolerance tolerance) {
    checks.holds(() -> metrics.ofStatedForEvery(true, metric, stated, tolerance));
  }

  @Then("the report gives no {metric}")
  public void noMetric(Metric metric) {
    checks.holds(() -> metrics.ofAbsent(metric));
  }

  /** "a run duration of 5 s within 100 ms": the run's benchmark time, its own tolerance said. */
  public void runDuration(Duration stated, Tolerance tolerance) {
    checks.holds(() -> runTime.ofStated(stated, tolerance));
  }

  @Then("the reported throughput matches its definition")
  public void throughputByDefinition() {
    checks.holds(rates::ofThroughputDefinitions);
  }

  @Then("the reported {throughput} is {double} requests/tokens per second within {count} %")
  public void statedThroughput(Throughput throughput, double stated, int percent) {
    checks.holds(() -> rates.ofStatedThroughput(throughput, stated, percent));
  }
}
