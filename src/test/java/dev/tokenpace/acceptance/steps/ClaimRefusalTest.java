package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A sentence with a part no claim reads is refused, naming that part. */
class ClaimRefusalTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a TTFT that is fast",
        "a TTFT of 120",
        "a mean TTFT of 195 ms and a throughput of 5 requests per minute",
        "a time to last token of 300 ms",
        "a TTFT of 25O ms",
        "30 ms for the other 4",
        "a TTFT of 300 ms and 30 ms for the other 4",
        "6 output tokens, 0 failed requests and everything fine",
        "a TTFT of 250 ms, not fast",
        "a p99 of 300 ms",
        "an error rate of 10"
      })
  void refusesWhatItCannotReadNamingTheClaim(String sentence) {
    assertThatThrownBy(() -> parse(sentence))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read \"")
        .hasMessageContaining("in \"" + sentence + "\"")
        .hasMessageContaining("'N failed requests'");
  }

  @Test
  void theRefusalNamesThePartItCannotRead() {
    assertThatThrownBy(
            () -> parse("a mean TTFT of 195 ms and a throughput of 5 requests per minute"))
        .hasMessageStartingWith("cannot read \"a throughput of 5 requests per minute\"");
    assertThatThrownBy(() -> parse("6 output tokens, 0 failed requests and everything fine"))
        .hasMessageStartingWith("cannot read \"everything fine\"");
  }

  @Test
  void anUnreadCompactPartIsNamed() {
    assertThatThrownBy(() -> parse("TTFT 150 ms and throughput high"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read \"throughput high\"");
  }
}
