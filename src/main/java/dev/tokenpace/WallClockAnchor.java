package dev.tokenpace;

import java.time.Instant;

/**
 * Where this host's monotonic clock sits in wall-clock time: the epoch instant at which {@code
 * System.nanoTime()} read zero. Monotonic stamps + anchor = wall-clock time, which is how the
 * stamps of shards on different hosts land on one axis (as well as the hosts' clocks agree).
 */
final class WallClockAnchor {

  private static final int TRIES = 5;

  private WallClockAnchor() {}

  /** The tightest of a few readings: the wall clock read between two monotonic stamps. */
  static long epochNanosOfMonotonicZero() {
    long tightest = Long.MAX_VALUE;
    long anchor = 0;
    for (int i = 0; i < TRIES; i++) {
      long before = System.nanoTime();
      Instant now = Instant.now();
      long after = System.nanoTime();
      if (after - before < tightest) {
        tightest = after - before;
        anchor = epochNanos(now) - (before + (after - before) / 2);
      }
    }
    return anchor;
  }

  static long epochNanos(Instant instant) {
    return Math.addExact(
        Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
  }
}
