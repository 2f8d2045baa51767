package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Verdict;
import org.junit.jupiter.api.Test;

/** A run past the most the scenario allows: whose the overrun is decides the verdict. */
class RunTimeJudgeTest {

  private static final Reason.Failed TWO_TIMED_OUT = new Reason.Failed(2, 1.002);

  @Test
  void aRunWithinTheBoundPasses() {
    assertThat(judged(0.99, 0.14, 0, 0).verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void aModelWhoseAnswersAloneSpanPastTheBoundOnTimeIsTheScriptsDisagreement() {
    Check check = judged(1.809, 1.807, 0, 0.0004);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message())
        .contains("reported 1.809 s", "≤ 1.000 s", "0.809 s too long", "spans 1.807 s", "disagree");
  }

  @Test
  void aModelPastTheBoundOnlyByTheFakesLatenessIsNotJudged() {
    Check check = judged(1.06, 1.05, 0, 0.06);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("behind its schedule", "too busy to judge");
  }

  @Test
  void anOverrunTheMachineHeldThreadsOffForIsNotJudged() {
    Check check = judged(1.03, 0.5, 0.04, 0);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("held the suite's threads off a core for 40.0 ms");
  }

  @Test
  void anOverrunNeitherTheModelNorTheMachineExplainsIsTheBenchmarks() {
    Check check = judged(1.5, 0.143, 0.014, 0);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message())
        .contains("0.500 s too long", "benchmark's own", "2 failed requests ran until 1.002 s");
  }

  @Test
  void aReportWithoutTheFieldFails() {
    Check check =
        StatedJudge.runTime(
            Counted.BENCHMARK_TIME, "the run's benchmark time", null, 1, 0.5, 0, 0, TWO_TIMED_OUT);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  private static Check judged(double reported, double model, double heldOff, double late) {
    return StatedJudge.runTime(
        Counted.BENCHMARK_TIME,
        "the run's benchmark time",
        reported,
        1.0,
        model,
        heldOff,
        late,
        TWO_TIMED_OUT);
  }
}
