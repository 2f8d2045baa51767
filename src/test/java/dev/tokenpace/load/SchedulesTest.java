package dev.tokenpace.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SchedulesTest {

  @Test
  void constantIsEvenlySpacedAtTheRate() {
    assertThat(Schedules.constant(4, 1.0))
        .containsExactly(0L, 250_000_000L, 500_000_000L, 750_000_000L);
    assertThat(Schedules.constant(3, 1.0)).containsExactly(0L, 333_333_333L, 666_666_667L);
  }

  @Test
  void constantSendsRoundOfRateTimesDuration() {
    assertThat(Schedules.constant(2.5, 3.0)).hasSize(8);
    assertThat(Schedules.constant(10, 0.04)).isEmpty();
  }

  /** 1e9/s × 10 s once overflowed an int into a NegativeArraySizeException. */
  @Test
  void anAbsurdScheduleIsRefusedBeforeAnyArrayIsMade() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Schedules.constant(1e9, 10))
        .withMessage("a schedule holds at most 2000000 sends, got 1.0E9/s × 10.0 s");
    assertThatIllegalArgumentException().isThrownBy(() -> Schedules.poisson(1e8, 100, 0));
    assertThatIllegalArgumentException().isThrownBy(() -> Schedules.constant(Double.NaN, 1));
    assertThatIllegalArgumentException().isThrownBy(() -> Schedules.constant(5, Double.NaN));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> Schedules.constant(5, Double.POSITIVE_INFINITY));
  }

  @Test
  void poissonIsReproducibleFromItsSeed() {
    assertThat(Schedules.poisson(20, 10, 7)).containsExactly(Schedules.poisson(20, 10, 7));
    assertThat(Schedules.poisson(20, 10, 7)).isNotEqualTo(Schedules.poisson(20, 10, 8));
  }

  @Test
  void poissonHasTheRequestedMeanRateAndIncreasingTimes() {
    long[] offsets = Schedules.poisson(100, 200, 1);
    assertThat(offsets).hasSize(20_000).isSorted();
    double meanGapSeconds = offsets[offsets.length - 1] / 1e9 / (offsets.length - 1);
    assertThat(1 / meanGapSeconds).isCloseTo(100, within(3.0));
  }

  @Test
  void poissonGapsAreExponential() {
    long[] offsets = Schedules.poisson(10, 1000, 3);
    int shorterThanMean = 0;
    for (int i = 1; i < offsets.length; i++) {
      if (offsets[i] - offsets[i - 1] < 100_000_000L) {
        shorterThanMean++;
      }
    }
    // P(gap < mean) = 1 − 1/e ≈ 0.632 for an exponential.
    assertThat(shorterThanMean / (double) (offsets.length - 1)).isCloseTo(0.632, within(0.02));
  }
}
