package dev.tokenpace.acceptance.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MsTest {

  @Test
  void aCountOfValuesSaysWhichOnesSoAnExtraOrMissingOneShows() {
    assertThat(Ms.counted(List.of())).isEqualTo("none");
    assertThat(Ms.counted(List.of(0.03))).isEqualTo("1 value, 30.0 ms");
    assertThat(Ms.counted(List.of(0.03, 0.03, 0.03))).isEqualTo("3 values, 30.0 ms each");
    assertThat(Ms.counted(List.of(0.1021, 0.03, 0.0052)))
        .isEqualTo("3 values: 102.1, 30.0 and 5.2 ms");
  }

  @Test
  void aLongListShowsItsFirstAndLastValues() {
    List<Double> twelve =
        List.of(0.001, 0.002, 0.003, 0.004, 0.005, 0.006, 0.007, 0.008, 0.009, 0.010, 0.011, 0.012);

    assertThat(Ms.counted(twelve))
        .isEqualTo("12 values: 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, …, 11.0 and 12.0 ms");
  }
}
