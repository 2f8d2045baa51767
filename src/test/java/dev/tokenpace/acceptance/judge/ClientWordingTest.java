package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.judge.ClaimingClients.INFERENCE_PERF;
import static dev.tokenpace.acceptance.judge.ClaimingClients.TOKENPACE;
import static dev.tokenpace.acceptance.judge.ClaimingClients.classedAs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A count of failures by family, and a comparison of two stages, from a client that words failures
 * or plays a load otherwise: its words and its load are not its errors.
 */
class ClientWordingTest {

  @Test
  void failuresCountedInTheClientsWordsForTheFamilyAreLabelledOtherwise() {
    Check count = cutShortCount(List.of("clientpayloaderror", "clientpayloaderror", "500 - x"));

    assertThat(classedAs(INFERENCE_PERF, count, Verdict.LABELLED_OTHERWISE, "labelled otherwise"))
        .contains(
            ": 2, counting inference-perf 7de5ef2's words for it too (\"clientpayloaderror\";"
                + " both cut short)");
    assertThat(TOKENPACE.classed(count).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void failuresOfAnotherFamilyStillMissTheCount() {
    Check count = cutShortCount(List.of("timeouterror", "timeouterror"));

    assertThat(INFERENCE_PERF.classed(count).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aComparisonTheModelAlsoMissesUnderTheLoadTheClientPlayedIsPlaysOtherwise() {
    Check times =
        Check.failed(
                Judgement.STATED_NUMBER,
                Metric.TIME_TO_FIRST_TOKEN,
                "the mean time to first token of stage 2 at least 2 times that of stage 1",
                new Value.Times(2, new Value.Millis(0.1134)),
                new Value.Millis(0.1425),
                new Reason.OrderMissed(0.1425, 0.1134, 2, 0.1413, 0.1006, false))
            .with(new Check.Disagreement(true));

    classedAs(INFERENCE_PERF, times, Verdict.PLAYS_OTHERWISE, "plays otherwise");
    assertThat(TOKENPACE.classed(times).verdict()).isEqualTo(Verdict.FAIL);
  }

  private static Check cutShortCount(List<String> uncounted) {
    return DefinitionJudge.count(
            Counted.FAILURE_LABEL,
            "failures labelled as connection dropped mid-answer (Incomplete Stream)",
            2,
            0)
        .with(new Check.OtherLabels("Incomplete Stream", 0, uncounted));
  }
}
