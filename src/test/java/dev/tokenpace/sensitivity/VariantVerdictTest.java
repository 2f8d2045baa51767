package dev.tokenpace.sensitivity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.sensitivity.ScenarioResult.Outcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Only a named scenario failing on an assertion that names the variant's metric counts as a catch.
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
          List.of("time to first token"));

  private static VariantVerdict judge(ScenarioResult... results) {
    return VariantVerdict.judge(
        TTFT_BUG, new FeatureRun.Result("ttft-bug", List.of(results), Duration.ZERO));
  }

  private static ScenarioResult failed(ScenarioRef scenario, boolean assertion, String message) {
    return new ScenarioResult(scenario, scenario.scenario(), Outcome.FAILED, assertion, message);
  }

  @Test
  void aNamedScenarioFailingOnTheMetricCatchesIt() {
    VariantVerdict verdict =
        judge(
            failed(
                NAMED, true, "[Time to first token of request 1: reported 2.0 s] expected true"));

    assertThat(verdict.caught()).isTrue();
    assertThat(verdict.caughtBy()).containsExactly(NAMED);
  }

  @Test
  void aFailureNamingAnotherMetricDoesNotCount() {
    VariantVerdict verdict =
        judge(failed(NAMED, true, "[inter-token latency sample 2: reported 0.1 s]"));

    assertThat(verdict.caught()).isFalse();
    assertThat(verdict.unrelatedFailures())
        .singleElement()
        .asString()
        .contains("inter-token latency");
  }

  @Test
  void anErrorThatMentionsTheMetricIsNotAnAssertion() {
    assertThat(
            judge(failed(NAMED, false, "the report gives no time to first token for request 1"))
                .caught())
        .isFalse();
  }

  @Test
  void aScenarioNotNamedForTheVariantDoesNotCatchIt() {
    VariantVerdict verdict = judge(failed(OTHER, true, "time to first token: reported 2.0 s"));

    assertThat(verdict.caught()).isFalse();
    assertThat(verdict.caughtBy()).containsExactly(OTHER);
    assertThat(verdict.explanation()).contains("not named for it");
  }

  @Test
  void aNamedScenarioMissingFromTheRunIsReported() {
    VariantVerdict verdict =
        judge(new ScenarioResult(OTHER, OTHER.scenario(), Outcome.PASSED, false, ""));

    assertThat(verdict.catchersNotRun()).containsExactly(NAMED);
    assertThat(verdict.explanation()).contains("not found");
  }

  @Test
  void everyVariantNamesACatcherAndAMetric() {
    assertThat(Variants.all())
        .hasSize(14)
        .allSatisfy(
            variant -> {
              assertThat(variant.catchers()).isNotEmpty();
              assertThat(variant.metricWords()).isNotEmpty();
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

    assertThat(failed(NAMED, true, soft).headline())
        .isEqualTo(
            "[inter-token latency sample 3: reported 0.44 s] Expecting value to be true but was"
                + " false");
    assertThat(failed(NAMED, true, "[output tokens (N)] \nexpected: 4\n but was: 3").headline())
        .isEqualTo("[output tokens (N)] expected: 4 but was: 3");
  }
}
