package dev.tokenpace.fake.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ServerMetricsWordsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {"one", "one two", "one  two\tthree", "a\nb\rc\u000Bd\fe", "em\u2003space", "ü ß"})
  void countsWordsAsSplittingOnRegexWhiteSpaceDoes(String text) {
    assertThat(ServerMetrics.words(text)).isEqualTo(text.split("\\s+").length);
  }
}
