package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tolerance a feature states once, in its words or the glossary's, or the suite's default. */
class FeatureToleranceTest {

  @Test
  void aFeatureThatStatesNoToleranceIsJudgedWithinTheSuitesDefault() {
    assertThat(FeatureTolerance.DEFAULT.around(Duration.ofMillis(2_000)).duration())
        .isEqualTo(Duration.ofMillis(5));
    assertThat(FeatureTolerance.DEFAULT_RATE_PERCENT).isEqualTo(5);
  }

  @Test
  void aShareOrADurationWhicheverIsLargerHoldsEachNumberToItsOwn() {
    FeatureTolerance tolerance = new FeatureTolerance();
    tolerance.state(5, Duration.ofMillis(5));

    assertThat(tolerance.of(new About(Duration.ofMillis(60))).duration())
        .isEqualTo(Duration.ofMillis(5));
    assertThat(tolerance.of(new About(Duration.ofMillis(1_650))).duration())
        .isEqualTo(Duration.ofNanos(82_500_000));
  }

  @Test
  void aShareThatCannotBeMeantIsRefusedWithWhatToWrite() {
    assertThatThrownBy(() -> new FeatureTolerance().state(150, Duration.ofMillis(5)))
        .hasMessageContaining("150.0% of each number cannot be meant")
        .hasMessageContaining("5% or 5 ms, whichever is larger");
  }

  @Test
  void aRuleStatedByAStepIsTheFeaturesNotTheDefault() {
    FeatureTolerance tolerance = new FeatureTolerance();
    tolerance.state("reported timings are accepted when within 2% or 2 ms of the true value");

    // a run's duration under a stated rule is held to its share, not the default rate's 5 %
    assertThat(tolerance.ofRunDuration(Duration.ofSeconds(10)).duration())
        .isEqualTo(Duration.ofMillis(200));
  }

  @Test
  void aListOfAMetricsValuesHoldsEachNumberWithinItsOwn() {
    FeatureTolerance tolerance = new FeatureTolerance();
    tolerance.state(5, Duration.ofMillis(5));

    assertThat(
            tolerance.eachOf(
                List.of(Duration.ofMillis(100), Duration.ofMillis(400), Duration.ofMillis(700))))
        .extracting(Tolerance::duration)
        .containsExactly(Duration.ofMillis(5), Duration.ofMillis(20), Duration.ofMillis(35));
  }

  @Test
  void aListAShareGivesDifferentTolerancesIsRefusedNotHeldToOne() {
    FeatureTolerance tolerance = new FeatureTolerance();
    tolerance.state(5, Duration.ofMillis(5));

    assertThat(tolerance.of(List.of(Duration.ofMillis(60), Duration.ofMillis(80))).duration())
        .isEqualTo(Duration.ofMillis(5));
    assertThatThrownBy(() -> tolerance.of(List.of(Duration.ofMillis(60), Duration.ofMillis(450))))
        .hasMessageContaining("(60 ms, 450 ms) are judged within one tolerance")
        .hasMessageContaining("say each in its own line");
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      value = {
        "unless a scenario says otherwise, timings in the report may be off by 5% or 5"
            + " milliseconds, whichever is larger | 5 | 5",
        "all timings are judged within 10 ms | 0 | 10",
        "numbers may differ from the expected values by up to 20 ms | 0 | 20",
        "latencies in these scenarios can be off by 2 ms or 3 percent | 3 | 2",
        "reported times are checked within 5% of the stated value | 5 | 0",
      })
  void aToleranceSaidOtherwiseIsTheFeaturesRule(String sentence, double percent, long floorMs) {
    assertThat(sentence).matches("(?i)" + FeatureTolerance.SENTENCE_OTHERWISE);
    FeatureTolerance.Rule rule = FeatureTolerance.ruleOf(sentence);

    assertThat(rule.share() * 100).isCloseTo(percent, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(rule.floor()).isEqualTo(Duration.ofMillis(floorMs));
  }

  @Test
  void aSentenceInTheBackgroundSettlesAboutBeforeTheScenarioRuns() {
    List<String> feature =
        List.of(
            "Feature: Slow starts",
            "  Background:",
            "    Given unless a scenario says otherwise, timings may be off by 5% or 5 ms,"
                + " whichever is larger",
            "",
            "  Scenario: A slow first token",
            "    Given the model streams \"a b\" one word per chunk, 20 ms apart, after 120 ms",
            "    Then the reported time to first token is about 120 ms");

    assertThat(FeatureTolerance.preamble(feature)).contains("may be off by 5% or 5 ms");
    assertThat(FeatureTolerance.preamble(feature)).doesNotContain("first token");
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      value = {
        "every reported time must match the fake's own chunk timestamps within 5 ms, unless a"
            + " step gives its own tolerance | true",
        "unless a scenario says otherwise, reported timings must be within 5 ms of the times the"
            + " server recorded | true",
        "the client's latencies are accepted when they are 3% or 2 ms off the truth | true",
        "the first token's time is within 100 ms | false",
        "reported timings must be within 5 ms for the first 10 requests | false",
        "the server sends 20 tokens within 200 ms | false",
        "the reported time to frist token matches the timeline within 5 ms | false",
        "the reported time to first token is within 5 ms | false",
      })
  void aRuleSaidInOtherWordsNamesTimingsAnAllowanceAndOneTolerance(String line, boolean rule) {
    assertThat(FeatureTolerance.saidInOtherWords(line)).isEqualTo(rule);
  }
}
