package dev.tokenpace.load;

import java.util.Random;

/**
 * Open-loop send times as offsets from a stage's start, in nanoseconds, computed before the stage
 * runs.
 */
public final class Schedules {

  private static final double NANOS = 1e9;

  private Schedules() {}

  /**
   * The most sends one schedule holds: an array that size is 16 MB. The config's own limit
   * (Limits.REQUESTS_PER_STAGE) is lower; this one keeps a caller in code from overflowing an int.
   */
  static final int MAX_SENDS = 2_000_000;

  /** round(rate × duration) sends, evenly spaced 1/rate apart, the first at 0. */
  public static long[] constant(double rate, double durationSeconds) {
    int n = sends(rate, durationSeconds);
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
    int n = sends(rate, durationSeconds);
    Random random = new Random(seed);
    long[] offsets = new long[n];
    double t = 0;
    for (int i = 0; i < n; i++) {
      offsets[i] = Math.round(t * NANOS);
      t += -Math.log(1.0 - random.nextDouble()) / rate;
    }
    return offsets;
  }

  private static int sends(double rate, double durationSeconds) {
    if (!(rate > 0) || !Double.isFinite(rate) || !(durationSeconds >= 0)) {
      throw new IllegalArgumentException(
          "a schedule needs a finite rate > 0 and a duration >= 0, got "
              + rate
              + "/s for "
              + durationSeconds
              + " s");
    }
    long n = Math.round(rate * durationSeconds);
    if (n > MAX_SENDS) {
      throw new IllegalArgumentException(
          "a schedule holds at most "
              + MAX_SENDS
              + " sends, got "
              + rate
              + "/s × "
              + durationSeconds
              + " s");
    }
    return (int) n;
  }
}
