package dev.tokenpace.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.verdict.FailedChecks;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.sensitivity.ScenarioResult.Outcome;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Only a named scenario whose failed checks are about the variant's metric counts as a catch: the
 * checks' metric field decides, never the words of the message.
 */
class VariantVerdictTest {

  private static final ScenarioRef NAMED =
      ScenarioRef.of("features/latency/ttft.feature", "TTFT follows the delay");
  private static final ScenarioRef OTHER =
      ScenarioRef.of("features/latency/itl.feature", "ITL follows the gaps");
  private static final Variant TTFT_BUG =
      new Variant(
          "ttft-bug",
          "TTFT wrong",
          "none",
          "metrics calculator",
          "glue",
          List.of(NAMED),
          List.of(Metric.TIME_TO_FIRST_TOKEN));

  private static VariantVerdict judge(ScenarioResult... results) {
    return VariantVerdict.judge(
        TTFT_BUG, new FeatureRun.Result("ttft-bug", List.of(results), Duration.ZERO));
  }

  private static ScenarioResult failed(ScenarioRef scenario, Set<ReportField> on, String message) {
    return new ScenarioResult(scenario, scenario.scenario(), Outcome.FAILED, on, message);
  }

  private static final Set<ReportField> TTFT = Set.of(Metric.TIME_TO_FIRST_TOKEN);
  private static final Set<ReportField> ITL = Set.of(Metric.INTER_TOKEN_LATENCY);

  @Test
  void aNamedScenarioFailingOnTheMetricCatchesIt() {
    VariantVerdict verdict =
        judge(failed(NAMED, TTFT, "a message in any words: only the check's metric counts"));

    assertThat(verdict.caught()).isTrue();
    assertThat(verdict.caughtBy()).containsExactly(NAMED);
  }

  @Test
  void aFailureNamingAnotherMetricDoesNotCount() {
    VariantVerdict verdict =
        judge(failed(NAMED, ITL, "time to first token, in words, but the check is about ITL"));

    assertThat(verdict.caught()).isFalse();
    assertThat(verdict.unrelatedFailures())
        .singleElement()
        .asString()
        .contains("time to first token");
  }

  @Test
  void anErrorThatMentionsTheMetricIsNotAFailedCheck() {
    assertThat(
            judge(failed(NAMED, Set.of(), "the report gives no time to first token for request 1"))
                .caught())
        .isFalse();
  }

  @Test
  void aScenarioNotNamedForTheVariantDoesNotCatchIt() {
    VariantVerdict verdict = judge(failed(OTHER, TTFT, "time to first token: reported 2.0 s"));

    assertThat(verdict.caught()).isFalse();
    assertThat(verdict.caughtBy()).containsExactly(OTHER);
    assertThat(verdict.explanation()).contains("not named for it");
  }

  @Test
  void aNamedScenarioMissingFromTheRunIsReported() {
    VariantVerdict verdict =
        judge(new ScenarioResult(OTHER, OTHER.scenario(), Outcome.PASSED, Set.of(), ""));

    assertThat(verdict.catchersNotRun()).containsExactly(NAMED);
    assertThat(verdict.explanation()).contains("not found");
  }

  @Test
  void everyVariantNamesACatcherAndAMetric() {
    assertThat(Variants.all())
        .hasSize(22)
        .allSatisfy(
            variant -> {
              assertThat(variant.catchers()).isNotEmpty();
              assertThat(variant.metrics()).isNotEmpty();
            });
    assertThat(Variants.all()).extracting(Variant::name).doesNotHaveDuplicates();
  }

  @Test
  void theHeadlineIsTheFirstFailureOnOneLine() {
    String soft =
        "\n"
            + "Multiple Failures (2 failures)\n"
            + "-- failure 1 --\n"
            + "[inter-token latency sample 3: reported 0.44 s] \n"
            + "Expecting value to be true but was false\n"
            + "at CheckAssertions.assertWithinBounds(CheckAssertions.java:17)\n"
            + "-- failure 2 --\n"
            + "[other]";

    assertThat(failed(NAMED, ITL, soft).headline())
        .isEqualTo(
            "[inter-token latency sample 3: reported 0.44 s] Expecting value to be true but was"
                + " false");
    assertThat(failed(NAMED, ITL, "[output tokens (N)] \nexpected: 4\n but was: 3").headline())
        .isEqualTo("[output tokens (N)] expected: 4 but was: 3");
  }

  @Test
  void aScenarioFailureCarriesTheMetricsOfItsFailedChecksWhateverTheirWords() {
    FailedChecks failure =
        new FailedChecks(
            List.of(
                dev.tokenpace.acceptance.verdict.Check.failed(
                    dev.tokenpace.acceptance.verdict.Judgement.DEFINITION,
                    Metric.TIME_TO_FIRST_TOKEN,
                    "x",
                    new Value.ExactMillis(0.001),
                    new Value.ExactMillis(0.002),
                    new Reason.FormulaWrong()),
                dev.tokenpace.acceptance.verdict.Check.failed(
                    dev.tokenpace.acceptance.verdict.Judgement.FAKE_PUNCTUALITY,
                    null,
                    "the gap the model left",
                    new Value.Millis(0.001),
                    new Value.Millis(0.002),
                    new Reason.OffScript(0.001, 0, false))),
            1);

    assertThat(failure.metrics()).containsExactly(Metric.TIME_TO_FIRST_TOKEN);
    assertThat(judge(failed(NAMED, failure.metrics(), failure.getMessage())).caught()).isTrue();
  }
}
