package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Prompts of several lengths in one When, as product owners write them. */
class PromptMixTest {

  @Test
  void thatManyPromptsOfEachLengthInTheOrderSaid() {
    List<Integer> lengths =
        new ContinuingParameterTypes().promptMix("5 prompts each of 100, 1000 and 4000 tokens");

    assertThat(lengths)
        .isEqualTo(
            Stream.of(100, 1000, 4000).flatMap(n -> Collections.nCopies(5, n).stream()).toList());
    assertThat(new ContinuingParameterTypes().promptMix("2 requests of 10 and 20 tokens each"))
        .containsExactly(10, 10, 20, 20);
  }

  @Test
  void lengthsWithThousandsSeparatorsAndEachCountSaidAgain() {
    List<Integer> tenOfEach =
        Stream.of(500, 2000, 8000).flatMap(n -> Collections.nCopies(10, n).stream()).toList();

    assertThat(
            new ContinuingParameterTypes()
                .promptMix("10 requests each with prompts of 500, 2,000 and 8,000 tokens"))
        .isEqualTo(tenOfEach);
    assertThat(
            new ContinuingParameterTypes()
                .promptMix("10 prompts of 500 tokens, 10 of 2,000 tokens and 10 of 8,000 tokens"))
        .isEqualTo(tenOfEach);
    assertThat(
            new ContinuingParameterTypes()
                .promptMix("2 requests with 1,000-token prompts and 1 with a 4,000-token prompt"))
        .containsExactly(1000, 1000, 4000);
  }

  @Test
  void theSentenceIsTheSendingStepsAlone() {
    assertThat(
            StepVocabulary.ofTheSuite()
                .everyMatch(
                    "the benchmark sends 5 prompts each of 100, 1000 and 4000 tokens, one at a"
                        + " time"))
        .containsExactly("{sender} send(s)/run(s) {promptMix}(,) {oneByOne}");
    assertThat(
            StepVocabulary.ofTheSuite()
                .everyMatch(
                    "the benchmark sends 10 prompts of 100 tokens, 10 of 1,000 tokens and 10 of"
                        + " 4,000 tokens, one at a time"))
        .containsExactly("{sender} send(s)/run(s) {promptMix}(,) {oneByOne}");
    assertThat(
            StepVocabulary.ofTheSuite()
                .everyMatch("the 100-token prompts each have a TTFT of 30 ms, give or take 5 ms"))
        .singleElement()
        .satisfies(pattern -> assertThat(pattern).startsWith("{namedRequests}"));
  }
}
