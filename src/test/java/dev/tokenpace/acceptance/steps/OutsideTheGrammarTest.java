package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A Then the grammar does not read is told why, beside the nearest examples. */
class OutsideTheGrammarTest {

  @Test
  void aBoundAStageAThroughputOrAnUnknownMetricIsToldWhy() {
    assertThat(OutsideTheGrammar.why("its TTFT is at least 200 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("A lower bound alone"));
    assertThat(OutsideTheGrammar.why("the p99 request latency should be over 2 s"))
        .hasValueSatisfying(why -> assertThat(why).contains("A lower bound alone"));
    assertThat(OutsideTheGrammar.why("stage 2's median TTFT is 300 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("for stage 2, the median"));
    assertThat(OutsideTheGrammar.why("the output token throughput is 40 tokens per second"))
        .hasValueSatisfying(why -> assertThat(why).contains("its own step"));
    assertThat(OutsideTheGrammar.why("its time to first byte is 150 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("name its metric"));
  }

  @Test
  void aTimeoutForAWaitWithoutATokenIsToldTheClientHasOnlyAWholeRequestTimeout() {
    assertThat(
            OutsideTheGrammar.why(
                "the benchmark gives up on a request after 5 seconds without a token"))
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .contains("load.request_timeout")
                    .contains("the client gives up on a request after 5 seconds"));
    assertThat(OutsideTheGrammar.why("the client times out after 2 s with no new token"))
        .isPresent();
  }

  @Test
  void aStatisticOfTheRequestsOfOnePromptLengthIsToldToSayEachOnesNumber() {
    assertThat(
            OutsideTheGrammar.why(
                "the mean time to first token for the 100-token prompts is 30 ms, within 5 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("the 100-token requests each have"));
    assertThat(OutsideTheGrammar.why("for the 1000-token prompts it is 120 ms, within 10 ms"))
        .isPresent();
    assertThat(
            OutsideTheGrammar.why("the median TTFT for 2000-token prompts is within 10% of 250 ms"))
        .isPresent();
  }

  @Test
  void aStepOfAnotherKindIsLeftToTheNearestExamples() {
    assertThat(OutsideTheGrammar.why("the model streams \"a b\" one chunk per word")).isEmpty();
  }
}
