package dev.tokenpace.load;

import java.util.Random;

/**
 * Open-loop send times as offsets from a stage's start, in nanoseconds, computed before the stage
 * runs.
 */
public final class Schedules {

  private static final double NANOS = 1e9;

  private Schedules() {}

  /** round(rate × duration) sends, evenly spaced 1/rate apart, the first at 0. */
  public static long[] constant(double rate, double durationSeconds) {
    int n = (int) Math.round(rate * durationSeconds);
    long[] offsets = new long[n];
    for (int i = 0; i < n; i++) {
      offsets[i] = Math.round(i * NANOS / rate);
    }
    return offsets;
  }

  /**
   * round(rate × duration) sends with exponential inter-arrival gaps of mean 1/rate, the first at
   * 0, drawn from {@code seed}: the same seed gives the same schedule.
   */
  public static long[] poisson(double rate, double durationSeconds, long seed) {
    int n = (int) Math.round(rate * durationSeconds);
    Random random = new Random(seed);
    long[] offsets = new long[n];
    double t = 0;
    for (int i = 0; i < n; i++) {
      offsets[i] = Math.round(t * NANOS);
      t += -Math.log(1.0 - random.nextDouble()) / rate;
    }
    return offsets;
  }
}
