package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DurationConverterTest {

  @ParameterizedTest
  @CsvSource({
    "50ms, 50000000",
    "2s, 2000000000",
    "1.5s, 1500000000",
    "250us, 250000",
    "1m, 60000000000",
    "PT2S, 2000000000",
    "10 ms, 10000000"
  })
  void readsTheFormsPeopleWrite(String text, long nanos) {
    assertThat(new DurationConverter().convert(text)).isEqualTo(Duration.ofNanos(nanos));
  }

  @ParameterizedTest
  @ValueSource(strings = {"25O ms", "fast", "-5ms", "5"})
  void rejectsOthersShowingTheAcceptedForms(String text) {
    assertThatThrownBy(() -> new DurationConverter().convert(text))
        .hasMessageContaining("write e.g. 50ms, 2s");
  }
}
