package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A line about a server paced by the requests in flight that is not read is told the forms. */
class InFlightNearMissTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the server gets 20 ms slower for every other request in flight",
        "each additional request makes the first token 20 ms later",
        "the first token takes 100 ms, growing with the concurrent requests by 20 ms",
        "with 4 requests in flight the first token comes after 200 ms",
      })
  void aPaceByTheRequestsInFlightNotReadIsToldItsForms(String line) {
    assertThat(ServerSentence.read(line)).isEmpty();
    assertThat(InFlightNearMiss.why(line))
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .contains("plus 20 ms for every other request in flight")
                    .contains("with 1 request in flight it takes 50 ms to start"));
  }

  @Test
  void perRequestInFlightCountsTheRequestItself() {
    String line = "the model's first token takes 100 ms plus 20 ms per request in flight";
    assertThat(ServerSentence.read(line))
        .hasValueSatisfying(
            s -> {
              assertThat(s.first()).isEqualTo(java.time.Duration.ofMillis(120));
              assertThat(s.firstPerOther()).isEqualTo(java.time.Duration.ofMillis(20));
            });
  }

  @Test
  void theUnknownStepSaysTheFormsBesideTheNearestExamples() {
    assertThat(UnknownSteps.hint("the server gets 20 ms slower for every other request in flight"))
        .contains("plus 20 ms for every other request in flight")
        .contains("is not a step the suite knows");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the model streams 5 words 20 ms apart and sings",
        "the benchmark keeps 4 requests in flight",
        "its TTFT is at most 200 ms",
      })
  void otherLinesAreLeftToTheOtherHints(String line) {
    assertThat(InFlightNearMiss.why(line)).isEmpty();
  }
}
