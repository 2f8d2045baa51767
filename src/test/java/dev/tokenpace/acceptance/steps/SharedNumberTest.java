package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One number said of two metrics or two statistics is two claims, each of that number. */
class SharedNumberTest {

  private static final Metric ITL = Metric.INTER_TOKEN_LATENCY;
  private static final Metric TPOT = Metric.TIME_PER_OUTPUT_TOKEN;

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the median ITL and the median TPOT are both 10 ms",
        "both the median ITL and the median TPOT are 10 ms",
        "the median ITL and TPOT are 10 ms",
        "the median ITL and median TPOT should both be 10 ms",
        "the median ITL and the median TPOT, counted over successful requests only, are 10 ms",
      })
  void twoMetricsOfOneNumber(String sentence) {
    assertThat(sentence).matches(SharedNumber.WORDS);
    assertThat(parse(sentence))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, ITL, about(10), null),
            new StatisticOf(Statistic.MEDIAN, TPOT, about(10), null));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the median and p99 ITL are 20 ms, but the maximum ITL is 3,000 ms",
        "the median and the p99 ITL are both 20 ms and the maximum ITL is 3000 ms",
        "the median and p99 ITL of the successful requests are 20 ms, but the maximum ITL is 3000"
            + " ms",
      })
  void twoStatisticsOfOneNumberThenMore(String sentence) {
    assertThat(sentence).matches(SharedNumber.WORDS);
    assertThat(parse(sentence))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, ITL, about(20), null),
            new StatisticOf(Statistic.fromWord("p99"), ITL, about(20), null),
            new StatisticOf(Statistic.MAXIMUM, ITL, about(3000), null));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "median and p99 TTFT of 100 ms, median ITL of 20 ms",
        "a median and p99 TTFT of 100 ms and a median ITL of 20 ms",
      })
  void twoStatisticsOfOneNumberInAList(String sentence) {
    assertThat(parse(sentence))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p99"), TTFT, about(100), null),
            new StatisticOf(Statistic.MEDIAN, ITL, about(20), null));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the median ITL, counted over successful requests only, is 20 ms",
        "the median ITL over the completed requests is 20 ms",
      })
  void aStatisticSaidOfTheSuccessfulRequestsIsTheReportsOwn(String sentence) {
    assertThat(parse(sentence))
        .containsExactly(new StatisticOf(Statistic.MEDIAN, ITL, about(20), null));
  }
}
