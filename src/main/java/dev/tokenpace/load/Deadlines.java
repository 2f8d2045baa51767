package dev.tokenpace.load;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits for an absolute {@code System.nanoTime()} deadline precisely: parks while far away, then
 * spins the last stretch, because a park can overshoot by tens of microseconds and that would be
 * send lag.
 */
final class Deadlines {

  static final long SPIN_NANOS = 100_000;

  private Deadlines() {}

  /**
   * @return false when {@code stop} turned true before the deadline
   */
  static boolean awaitDeadline(long deadlineNanos, BooleanSupplier stop) {
    long left;
    while ((left = deadlineNanos - System.nanoTime()) > SPIN_NANOS) {
      if (stop.getAsBoolean()) {
        return false;
      }
      LockSupport.parkNanos(left - SPIN_NANOS);
    }
    while (deadlineNanos - System.nanoTime() > 0) {
      Thread.onSpinWait();
    }
    return !stop.getAsBoolean();
  }
}
