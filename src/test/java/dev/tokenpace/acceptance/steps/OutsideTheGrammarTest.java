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
    assertThat(OutsideTheGrammar.why("stage 2 shows a median TTFT of 300 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("A stage's own numbers"));
    assertThat(OutsideTheGrammar.why("the output token throughput is 40 tokens per second"))
        .hasValueSatisfying(why -> assertThat(why).contains("its own step"));
    assertThat(OutsideTheGrammar.why("its time to first byte is 150 ms"))
        .hasValueSatisfying(why -> assertThat(why).contains("name its metric"));
  }

  @Test
  void aStepOfAnotherKindIsLeftToTheNearestExamples() {
    assertThat(OutsideTheGrammar.why("the model streams \"a b\" one chunk per word")).isEmpty();
  }
}
