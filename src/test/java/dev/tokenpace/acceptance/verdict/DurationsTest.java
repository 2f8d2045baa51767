package dev.tokenpace.acceptance.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class DurationsTest {

  @Test
  void readsMillisecondsAndSeconds() {
    assertThat(Durations.parse("250 ms")).isEqualTo(Duration.ofMillis(250));
    assertThat(Durations.parse("1.5 s")).isEqualTo(Duration.ofMillis(1500));
    assertThat(Durations.parse("80ms")).isEqualTo(Duration.ofMillis(80));
  }

  @Test
  void readsAListSharingOneUnit() {
    assertThat(Durations.parseList("400, 100, 400 and 100 ms"))
        .containsExactly(
            Duration.ofMillis(400),
            Duration.ofMillis(100),
            Duration.ofMillis(400),
            Duration.ofMillis(100));
    assertThat(Durations.parseList("50 ms")).containsExactly(Duration.ofMillis(50));
  }

  @Test
  void readsTheUnitsAndSeparatorsProductOwnersWrite() {
    assertThat(Durations.parse("250 milliseconds")).isEqualTo(Duration.ofMillis(250));
    assertThat(Durations.parse("1 second")).isEqualTo(Duration.ofSeconds(1));
    assertThat(Durations.parse("2 seconds")).isEqualTo(Duration.ofSeconds(2));
    assertThat(Durations.parse("2,100 ms")).isEqualTo(Duration.ofMillis(2100));
    List<Duration> expected =
        List.of(Duration.ofMillis(400), Duration.ofMillis(100), Duration.ofMillis(100));
    assertThat(Durations.parseList("400, 100 and 100 ms")).isEqualTo(expected);
    assertThat(Durations.parseList("400 100 100 ms")).isEqualTo(expected);
    assertThat(Durations.parseList("400, 100, 100 ms")).isEqualTo(expected);
    assertThat(Durations.parseList("400, 100, and 100 milliseconds")).isEqualTo(expected);
    assertThat(Durations.parseList("0.4 0.1 0.1 seconds")).isEqualTo(expected);
  }

  @Test
  void readsAListWhoseNumbersEachSayTheirUnit() {
    assertThat(Durations.parseList("50 ms, 100 ms and 150 ms"))
        .containsExactly(Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(150));
    assertThat(Durations.parseList("2,100 ms, 1 s"))
        .containsExactly(Duration.ofMillis(2100), Duration.ofSeconds(1));
  }

  @Test
  void aTypoIsRejectedWithTheAcceptedForms() {
    assertThatThrownBy(() -> Durations.parse("25O ms"))
        .hasMessageContaining("'25O ms' is not a duration")
        .hasMessageContaining("'250 ms', '1.5 s'");
    assertThatThrownBy(() -> Durations.parseList("400, 1OO and 100 ms"))
        .hasMessageContaining("is not a duration");
  }

  @Test
  void medianInterpolatesLikeNumpy() {
    assertThat(Statistic.MEDIAN.of(List.of(0.4, 0.1, 0.4, 0.1))).isEqualTo(0.25);
    assertThat(Statistic.MEAN.of(List.of(0.4, 0.1, 0.4, 0.1))).isEqualTo(0.25);
  }
}
