package dev.tokenpace.acceptance.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What a product owner reads when one stage's statistic is not as many times another's. */
class StageOrderSentencesTest {

  private static final String WHAT =
      "the mean time to first token of stage 2 at least 2 times stage 1's";

  @Test
  void aMissTheModelMadeTooSaysTheScriptAndTheStatementDisagree() {
    Check check =
        Check.failed(
            Judgement.STATED_NUMBER,
            Metric.TIME_TO_FIRST_TOKEN,
            WHAT,
            new Value.Times(2, new Value.Millis(0.100)),
            new Value.Millis(0.150),
            new Reason.OrderMissed(0.150, 0.100, 2, 0.149, 0.099, false));

    assertThat(check.message())
        .contains(WHAT)
        .contains("reported 150.0 ms against 2 × 100.0 ms = 200.0 ms")
        .contains("the script and the statement disagree");
  }

  @Test
  void aMissOnlyTheDeliveryMadeIsNotJudged() {
    Check check =
        Check.inconclusive(
            Judgement.STATED_NUMBER,
            Metric.TIME_TO_FIRST_TOKEN,
            WHAT,
            new Value.Times(2, new Value.Millis(0.100)),
            new Value.Millis(0.190),
            new Reason.OrderMissed(0.190, 0.100, 2, 0.205, 0.100, true));

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("too busy to judge").contains("= 200.0 ms");
  }
}
