package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What happened to the run, as product owners write it blind, each line matched by the run-claims
 * step alone, and the glossary's own lines of counts left to their steps.
 */
class RunClaimStepTest {

  private static final StepVocabulary STEPS = StepVocabulary.ofTheSuite();

  @ParameterizedTest
  @ValueSource(
      strings = {
        "all 4 requests succeed with 50 output tokens each",
        "all 10 requests succeed with 100 output tokens each",
        "14 requests succeed and 6 fail",
        "27 requests succeed and 3 fail with reason \"timeout\"",
        "27 requests succeeded and 3 failed with a timeout",
        "3 requests time out",
        "the 3 failures are timeouts",
        "every request reports 21 output tokens",
        "the output tokens add up to 6000",
        "14 of 20 requests succeed",
        "the failures are: 4 \"HTTP 500\" and 2 \"connection dropped\"",
        "every request is counted with 21 output tokens",
        "each request is counted with 21 output tokens",
        "the total output tokens is 6000",
        "the failures are reported as 4 \"HTTP 500\" and 2 \"connection dropped mid-answer\"",
        "the failures are broken down as 10 \"HTTP 500\" and 10 \"connection dropped mid-stream\"",
        "latency and token statistics are computed from the 14 successful requests only",
        "latency and throughput figures are computed from the 80 successful requests only",
      })
  void whatHappenedMatchesTheRunClaimsStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .as("the step definitions \"%s\" matches", step)
        .singleElement()
        .isEqualTo("{runClaims}");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "the report counts 300 output tokens per request and 3000 in total",
        "the benchmark counts 50 output tokens each",
      })
  void whatTheReportCountsMatchesItsStepAlone(String step) {
    assertThat(STEPS.everyMatch(step))
        .singleElement()
        .isEqualTo("{reporter} counts/count {countedClaims}");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "20 requests succeeded",
        "27 requests succeeded and 3 failed",
        "all 50 requests succeeded",
        "6 requests succeeded with 120 output tokens in total",
        "the report counts 3 answers past max_tokens",
      })
  void theGlossarysOwnLinesStayTheirs(String step) {
    assertThat(STEPS.everyMatch(step))
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).doesNotContain("runClaims", "countedClaims"));
  }
}
