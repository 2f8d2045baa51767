package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.steps.ReportClaim.RateOf;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A throughput said among a report's numbers: tokens said bare are output tokens. */
class RateClaimsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "about 76 output tokens per second | OUTPUT_TOKENS | 76 |",
        "about 76 tokens per second | OUTPUT_TOKENS | 76 |",
        "an output token throughput of 76 tokens per second within 5 % | OUTPUT_TOKENS | 76 | 5",
        "a request throughput of 7.5 requests per second | REQUESTS | 7.5 |",
        "8 requests per second, give or take 10% | REQUESTS | 8 | 10",
        "a total token throughput of about 900 tokens per second | TOTAL_TOKENS | 900 |",
      })
  void readsARate(String words, Throughput throughput, double value, Integer percent) {
    assertThat(parse(words)).containsExactly(new RateOf(throughput, value, percent));
  }

  @Test
  void aStagesStatisticsAndItsRateInOneList() {
    assertThat(parse("median TTFT 150 ms, median ITL 25 ms and about 76 output tokens per second"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, ms(150), null),
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, ms(25), null),
            new RateOf(Throughput.OUTPUT_TOKENS, 76, null));
  }

  @Test
  void aRateOfRequestsAndTokensAtOnceIsRefused() {
    assertThatThrownBy(() -> parse("an output token throughput of 8 requests per second"))
        .hasMessageContaining("says requests and tokens");
  }

  @Test
  void aRateSaidAboutIsJudgedWithinTheFeaturesShareOrTheSuitesWithoutOne() {
    FeatureTolerance share = new FeatureTolerance();
    share.state(5, Duration.ofMillis(5));
    assertThat(share.percentOf(new RateOf(Throughput.OUTPUT_TOKENS, 76, null))).isEqualTo(5);

    FeatureTolerance flat = new FeatureTolerance();
    flat.state(Duration.ofMillis(10));
    assertThat(flat.percentOf(new RateOf(Throughput.OUTPUT_TOKENS, 76, null)))
        .isEqualTo(FeatureTolerance.DEFAULT_RATE_PERCENT);
  }

  private static Stated ms(double millis) {
    return ClaimReading.about(millis);
  }
}
