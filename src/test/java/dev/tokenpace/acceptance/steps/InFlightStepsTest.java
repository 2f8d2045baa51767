package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.fake.model.InFlightTiming;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A row of a pace by the requests in flight, its count said first or last. */
class InFlightStepsTest {

  private static final StepVocabulary VOCABULARY = StepVocabulary.ofTheSuite();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a fake server that sends the first token after 220 ms and then a token every 20 ms when it"
            + " has 1 request in flight | 1 | 220 | 20",
        "it sends the first token after 550 ms and then a token every 50 ms when it has 4 requests"
            + " in flight | 4 | 550 | 50",
        "the server takes 300 ms to start and 40 ms between words with 8 requests in flight | 8 |"
            + " 300 | 40",
        "it starts after 120 ms and streams tokens 30 ms apart when two requests are in flight | 2"
            + " | 120 | 30",
      })
  void aRowWithItsCountSaidLast(String sentence, int streams, long firstMs, long gapMs) {
    assertThat(VOCABULARY.match(sentence).orElseThrow().pattern()).isEqualTo("{inFlightRowLast}");
    assertThat(new InFlightSteps(null, null, null).inFlightRowLast(sentence))
        .containsExactly(
            InFlightTiming.Row.of(streams, Duration.ofMillis(firstMs), Duration.ofMillis(gapMs)));
  }
}
