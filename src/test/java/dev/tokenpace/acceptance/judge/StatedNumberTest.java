package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A stated number when the fake model itself sent behind its schedule: the truth is what the model
 * did, so the report is judged against the model's own timeline, and only a report off that is left
 * to the machine.
 */
class LateFakeTest {

  private static final Tolerance FIVE_MS = new Tolerance(Duration.ofMillis(5));

  /**
   * A flake-check run beside two burners: the fake 6.4 ms late, the report on the model's 506.4.
   */
  @Test
  void aReportThatKeptTheLateModelsNumberPasses() {
    Check check = latencyOf(0.5065, 0.5064, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
    assertThat(check.expected()).hasToString("500 ms ± 5 ms, 506.4 ms as the model played it");
  }

  @Test
  void aReportOffTheLateModelsNumberIsTooBusyToJudge() {
    Check check = latencyOf(0.5160, 0.5064, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("6.4 ms behind its schedule", "too busy to judge");
  }

  /**
   * A flake-check ITL sample: the model's gap 34.2 ms for 30 with the fake 4.2 ms late, report 38.
   */
  @Test
  void aReportWithinTheToleranceOfTheLateModelsGapPasses() {
    Check check = gapOf(0.0380, 0.0342, 0.0042);

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
  }

  /** The lateness explains only part of the model's distance: the tolerance is not spent twice. */
  @Test
  void aModelOffByMoreThanItsLatenessKeepsTheReportToTheStatedNumber() {
    Check check = gapOf(0.0400, 0.0350, 0.0025);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aModelOnTimeThatMissedTheNumberStillFailsWhateverTheReport() {
    Check check = latencyOf(0.5200, 0.5200, 0.0004);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message()).contains("the script and the stated number disagree");
  }

  @Test
  void aLateModelCannotExcuseAMissLargerThanItsLateness() {
    Check check = latencyOf(0.5300, 0.5300, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  /** Request 1's latency, stated as 500 ms within 5 ms. */
  private static Check latencyOf(double reported, double model, double fakeLateness) {
    return judged(
        Metric.REQUEST_LATENCY,
        "request latency of request 1",
        0.500,
        reported,
        model,
        fakeLateness);
  }

  /** The third inter-token gap, stated as 30 ms within 5 ms. */
  private static Check gapOf(double reported, double model, double fakeLateness) {
    return judged(Metric.INTER_TOKEN_LATENCY, "ITL sample 3", 0.030, reported, model, fakeLateness);
  }

  private static Check judged(
      Metric metric,
      String what,
      double stated,
      double reported,
      double model,
      double fakeLateness) {
    return StatedJudge.stated(
        metric, what, reported, model, stated, FIVE_MS, new Meanwhile(fakeLateness));
  }
}
