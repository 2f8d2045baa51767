package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.ms;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An upper bound, as service levels are said ("the p99 TTFT is under 150 ms"), is the range from 0
 * up to it: held like "between 0 and 150 ms".
 */
class UpperBoundClaimsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the p99 TTFT is under 150 ms",
        "the p99 TTFT is below 150 ms",
        "the p99 TTFT is less than 150 ms",
        "the p99 TTFT is at most 150 ms",
        "the p99 TTFT should be no more than 150 ms",
        "the p99 TTFT is between 0 and 150 ms"
      })
  void anUpperBoundIsTheRangeFromZero(String sentence) {
    assertThat(new dev.tokenpace.acceptance.verdict.Value.Within(0.075, new Tolerance(ms(75))))
        .hasToString("at most 150 ms");
    assertThat(parse(sentence))
        .containsExactly(
            new StatisticOf(
                Statistic.fromWord("p99"), TTFT, new Stated(ms(75), new Tolerance(ms(75))), null));
  }
}
