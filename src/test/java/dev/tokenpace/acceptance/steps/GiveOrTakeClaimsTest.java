package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.ms;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.clients.FailureFamily;
import dev.tokenpace.acceptance.steps.ReportClaim.Each;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.FailuresAre;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "give or take" as "within", a share of its number, and the forms a blind set went on with. */
class GiveOrTakeClaimsTest {

  private static Stated within(long value, long tolerance) {
    return new Stated(ms(value), new Tolerance(ms(tolerance)));
  }

  @Test
  void aShareIsOfTheNumberItFollows() {
    assertThat(parse("a median TTFT of 180 ms, give or take 10%"))
        .containsExactly(new StatisticOf(Statistic.MEDIAN, TTFT, within(180, 18), null));
  }

  @Test
  void midSentenceItHoldsTheNumberBeforeIt() {
    assertThat(parse("a TTFT of 300 ms, give or take 10 ms, not 20 ms"))
        .containsExactly(new MetricOf(TTFT, within(300, 10), new TheRun(), ms(20)));
  }

  @Test
  void closingASentenceItHoldsEveryNumberWithoutOne() {
    assertThat(
            parse("a median ITL of 10 ms but a maximum of 2000 ms within 5 ms, give or take 2 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, within(10, 2), null),
            new StatisticOf(Statistic.MAXIMUM, Metric.INTER_TOKEN_LATENCY, within(2000, 5), null));
  }

  /** Blind writers close a list of numbers so, meaning every one of them (sets BQ and BS). */
  @Test
  void withinAfterACommaClosingASentenceHoldsEveryNumberWithoutOne() {
    assertThat(parse("a mean TTFT of 390 ms and a maximum TTFT of 580 ms, within 20 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, within(390, 20), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, within(580, 20), null));
    assertThat(parse("a mean TTFT of 390 ms and a maximum TTFT of 580 ms within 20 ms"))
        .last()
        .isEqualTo(new StatisticOf(Statistic.MAXIMUM, TTFT, within(580, 20), null));
  }

  @Test
  void eachWithinClosingASentenceHoldsEveryNumberWithoutOne() {
    assertThat(
            parse("a median TTFT of 100 ms and a median ITL of 20 ms within 2 ms, each within 15%"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, within(100, 15), null),
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, within(20, 2), null));
  }

  @Test
  void aListForEachPairGivesEachNumberToTwoRequestsFromTheLowest() {
    assertThat(
            parse(
                "time to first token of about 50 ms, 290 ms and 530 ms for each pair, give or take"
                    + " 20 ms"))
        .containsExactly(
            new Each(
                TTFT, List.of(ms(50), ms(50), ms(290), ms(290), ms(530), ms(530)), ms(20), false));
  }

  @Test
  void wordsThatGoOnFromTheClaimBefore() {
    assertThat(parse("the median inter-token latency stays at 10 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, about(10), null));
    assertThat(parse("the inter-token latency is 20 ms for all of them"))
        .containsExactly(new MetricOf(Metric.INTER_TOKEN_LATENCY, about(20), new Every(), null));
    assertThat(
            parse(
                "20 output tokens with an inter-token latency of 10 ms, the empty chunks not"
                    + " counted"))
        .containsExactly(
            new OutputTokens(20),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(10), new TheRun(), null));
  }

  @Test
  void failuresOfAFamilyAndAnswersLongerThanAsked() {
    assertThat(parse("each failure marked as a stream cut off early"))
        .singleElement()
        .isInstanceOfSatisfying(
            FailuresAre.class,
            f -> assertThat(f.how().family()).isEqualTo(FailureFamily.CUT_SHORT));
    assertThat(parse("10 of 10 responses were longer than the requested 50 tokens"))
        .containsExactly(new PastLimit(10, 10));
  }

  @Test
  void aShareIsNoToleranceWhereOnlyADurationIsTaken() {
    assertThatThrownBy(() -> ToleranceWords.tolerance("give or take 10%"))
        .hasMessageContaining("is a share");
    assertThat(ToleranceWords.tolerance("give or take 5 ms")).isEqualTo(new Tolerance(ms(5)));
  }
}
