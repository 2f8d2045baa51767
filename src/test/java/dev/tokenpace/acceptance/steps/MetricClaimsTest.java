package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.ms;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import org.junit.jupiter.api.Test;

/** A metric or a statistic of it, by any of its names, in a claim of its own or after another. */
class MetricClaimsTest {

  @Test
  void aMetricOfTheRunBySpelledOutNameOrShortName() {
    assertThat(parse("a time to first token of 120 ms"))
        .containsExactly(new MetricOf(TTFT, about(120), new TheRun(), null));
    assertThat(parse("an ITL of about 10 ms"))
        .containsExactly(new MetricOf(Metric.INTER_TOKEN_LATENCY, about(10), new TheRun(), null));
    assertThat(parse("a request latency of 2,100 ms within 20 ms"))
        .containsExactly(
            new MetricOf(
                Metric.REQUEST_LATENCY,
                new Stated(ms(2100), new Tolerance(ms(20))),
                new TheRun(),
                null));
    assertThat(parse("an end-to-end latency of 1.5 s"))
        .containsExactly(new MetricOf(Metric.REQUEST_LATENCY, about(1500), new TheRun(), null));
  }

  @Test
  void statisticsOfTheRunTwoInOneSentence() {
    assertThat(parse("a mean TTFT of 195 ms and a maximum request latency of 380 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(195), null),
            new StatisticOf(Statistic.MAXIMUM, Metric.REQUEST_LATENCY, about(380), null));
    assertThat(parse("a p99 ITL of 40 ms"))
        .containsExactly(
            new StatisticOf(
                Statistic.fromWord("p99"), Metric.INTER_TOKEN_LATENCY, about(40), null));
    assertThat(parse("a 90th percentile TTFT of about 50 ms, an average TPOT of 12.5 ms"))
        .containsExactly(
            new StatisticOf(Statistic.fromWord("p90"), TTFT, about(50), null),
            new StatisticOf(Statistic.MEAN, Metric.TIME_PER_OUTPUT_TOKEN, about(12.5), null));
    assertThat(parse("the fastest TTFT of 10 ms and the slowest TTFT of 200 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MINIMUM, TTFT, about(10), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(200), null));
    assertThat(parse("a median time to first token of 100 ms"))
        .containsExactly(new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null));
  }

  @Test
  void aStatisticSaidAloneTakesTheMetricBeforeIt() {
    assertThat(parse("a median TTFT of 100 ms and a p99 of 300 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p99"), TTFT, about(300), null));
    assertThat(parse("the fastest TTFT of 10 ms and the slowest one at 200 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MINIMUM, TTFT, about(10), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(200), null));
    assertThat(parse("a 99th-percentile ITL of 40 ms"))
        .containsExactly(
            new StatisticOf(
                Statistic.fromWord("p99"), Metric.INTER_TOKEN_LATENCY, about(40), null));
  }

  @Test
  void whatANumberIsReadsAsTheSameClaims() {
    assertThat(parse("its TTFT is 100 ms"))
        .containsExactly(new MetricOf(TTFT, about(100), new TheRun(), null));
    assertThat(parse("its largest ITL is 1000 ms and its median ITL is 20 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MAXIMUM, Metric.INTER_TOKEN_LATENCY, about(1000), null),
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, about(20), null));
    assertThat(parse("the median TTFT is 100 ms and the p99 TTFT is 300 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p99"), TTFT, about(300), null));
  }

  @Test
  void aCompactClaimIsTheMetricsNameThenItsNumber() {
    assertThat(parse("TTFT 150 ms and latency 190 ms"))
        .containsExactly(
            new MetricOf(TTFT, about(150), new TheRun(), null),
            new MetricOf(Metric.REQUEST_LATENCY, about(190), new TheRun(), null));
    assertThat(parse("TPOT 10 ms, 5 output tokens"))
        .containsExactly(
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(10), new TheRun(), null),
            new OutputTokens(5));
    assertThat(parse("TTFT 200 ms, not 50 ms"))
        .containsExactly(new MetricOf(TTFT, about(200), new TheRun(), ms(50)));
  }

  @Test
  void aCompactStatisticIsItsNameTheMetricThenTheNumber() {
    assertThat(parse("median ITL 20 ms, maximum ITL 500 ms and TPOT 68 ms"))
        .containsExactly(
            new StatisticOf(
                MetricWords.statistic("median"), Metric.INTER_TOKEN_LATENCY, about(20), null),
            new StatisticOf(
                MetricWords.statistic("maximum"), Metric.INTER_TOKEN_LATENCY, about(500), null),
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(68), new TheRun(), null));
    assertThat(parse("mean TTFT 240 ms, ITL 20 ms for every request, and 4 succeeded"))
        .containsExactly(
            new StatisticOf(MetricWords.statistic("mean"), TTFT, about(240), null),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(20), new Every(), null),
            new Successes(4));
  }

  @Test
  void notANumberStaysWithItsClaim() {
    assertThat(parse("a TTFT of 250 ms, not 50 ms"))
        .containsExactly(new MetricOf(TTFT, about(250), new TheRun(), ms(50)));
    assertThat(parse("a mean TTFT of 250 ms and not 50 ms, and 0 failures"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(250), ms(50)), new Failures(0));
  }

  @Test
  void aStatisticSaidForEachPromptLengthIsOneClaimByLength() {
    assertThat(
            parse(
                "a median TTFT of 150 ms for 1,000-token prompts, 450 ms for 4,000-token prompts"
                    + " and 1,650 ms for the 16,000-token prompts"))
        .containsExactly(
            new ReportClaim.ByLength(
                Statistic.MEDIAN,
                TTFT,
                java.util.Map.of(1000, about(150), 4000, about(450), 16000, about(1650))));
  }

  @Test
  void aNumberSaidForEachPromptLengthWithoutAStatisticIsEveryRequestOfIt() {
    assertThat(
            parse(
                "a TTFT of 60 ms for the 100-token prompts and 250 ms for the 2000-token prompts"))
        .containsExactly(
            new ReportClaim.ByLength(
                null, TTFT, java.util.Map.of(100, about(60), 2000, about(250))));
  }

  @Test
  void aNumberForEveryPromptLengthIsOneClaimOverTheRunsLengths() {
    assertThat(parse("an ITL of 10 ms for both prompt lengths"))
        .containsExactly(new ReportClaim.EveryLength(null, Metric.INTER_TOKEN_LATENCY, about(10)));
    assertThat(parse("a median TTFT of 100 ms whatever the prompt length"))
        .containsExactly(new ReportClaim.EveryLength(Statistic.MEDIAN, TTFT, about(100)));
  }

  @Test
  void theMetricSaidOnceForTheStatisticsAfterIt() {
    assertThat(
            parse("the TTFT statistics are mean 200 ms, median 100 ms, p90 300 ms and max 500 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(200), null),
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p90"), TTFT, about(300), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(500), null));
    assertThat(parse("the ITL statistics are min 20 ms, while ITL is 20 ms for every gap"))
        .containsExactly(
            new StatisticOf(Statistic.MINIMUM, Metric.INTER_TOKEN_LATENCY, about(20), null),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(20), new Every(), null));
  }

  @Test
  void requestsNamedBeforeTheirClaimsOwnTheClaimsAfterThem() {
    assertThat(
            parse(
                    "requests 1 and 2 with TTFT 3000 ms and request latency 3100 ms, and requests 3"
                        + " to 10 with TTFT 200 ms")
                .stream()
                .map(MetricClaimsTest::saidOf))
        .containsExactly(
            "time to first token 3000 of requests 1 and 2",
            "request latency 3100 of requests 1 and 2",
            "time to first token 200 of requests 3 to 10");
    assertThat(
            parse("a TTFT of 100 ms for requests 1 and 2 and a request latency of 300 ms").stream()
                .map(MetricClaimsTest::saidOf))
        .containsExactly(
            "time to first token 100 of requests 1 and 2", "request latency 300 of the run");
  }

  /** A metric claim as "metric value of whom", its requests by their words. */
  private static String saidOf(ReportClaim claim) {
    MetricOf metric = (MetricOf) claim;
    return metric.metric().label()
        + " "
        + metric.value().value().toMillis()
        + " of "
        + (metric.who() instanceof ReportClaim.Requests named
            ? named.requests().toString()
            : "the run");
  }

  @Test
  void aPerRequestListInTheOrderSaid() {
    assertThat(parse("per-request TTFT of 500 ms, 100 ms and 100 ms in that order"))
        .containsExactly(
            new ReportClaim.Each(TTFT, java.util.List.of(ms(500), ms(100), ms(100)), null, true));
    assertThat(
            parse("per-request latency of 330 ms and 430 ms for those prompts, in the same order"))
        .containsExactly(
            new ReportClaim.Each(
                Metric.REQUEST_LATENCY, java.util.List.of(ms(330), ms(430)), null, true));
  }

  @Test
  void theRunsDurationSaidAlongTheTokensOrTheRateOverIt() {
    assertThat(parse("60 output tokens in 7.56 s, which is 7.9 output tokens per second"))
        .containsExactly(
            new ReportClaim.TotalTokens(60),
            new ReportClaim.RunDuration(about(7560)),
            new ReportClaim.RateOf(
                dev.tokenpace.acceptance.evidence.Throughput.OUTPUT_TOKENS, 7.9, null));
    assertThat(parse("80 output tokens per second over a run duration of 5 seconds"))
        .containsExactly(
            new ReportClaim.RateOf(
                dev.tokenpace.acceptance.evidence.Throughput.OUTPUT_TOKENS, 80, null),
            new ReportClaim.RunDuration(about(5000)));
    assertThat(parse("20 output tokens over a 5 s run"))
        .containsExactly(new ReportClaim.TotalTokens(20), new ReportClaim.RunDuration(about(5000)));
    assertThat(parse("the run took 2 s")).containsExactly(new ReportClaim.RunDuration(about(2000)));
  }

  @Test
  void howManyGapsAndHowLongEach() {
    assertThat(parse("10 output tokens, 9 inter-token gaps of 30 ms each"))
        .containsExactly(
            new OutputTokens(10),
            new ReportClaim.SamplesEach(Metric.INTER_TOKEN_LATENCY, 9),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(30), new Every(), null));
  }

  @Test
  void whatANumberIsNotSaidOfTwoOrOfACount() {
    assertThat(parse("TTFT 600 ms, not 100 ms or 200 ms"))
        .containsExactly(new MetricOf(TTFT, about(600), new TheRun(), ms(100)));
    assertThat(parse("80 output tokens each, not 50"))
        .containsExactly(new ReportClaim.OutputTokensEach(80));
  }
}
