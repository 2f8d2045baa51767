package dev.tokenpace.client;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * Holds record assembly back until the chunks stop arriving for a moment. Answers that end together
 * (a closed loop's round, a batch the server finished in one step) each used to be tokenized while
 * the others' last chunks were still being read: on a machine with few cores that work took the
 * core a stamp waited for. Servers that batch send a step's chunks together and then nothing until
 * the next step, so there is a pause to wait for; a load that never pauses still gets every record,
 * at most {@code patience} after its response ended, so the answers held stay few.
 */
final class ArrivalPause {

  private final long quietNanos;
  private final long patienceNanos;
  // Written by every reading thread, unordered: a stamp a few microseconds older than the newest
  // only shortens one wait, and a lock here would make the readers wait on each other.
  private volatile long lastArrivalNanos;
  private volatile boolean arrivedYet;

  ArrivalPause(Duration quiet, Duration patience) {
    this.quietNanos = quiet.toNanos();
    this.patienceNanos = patience.toNanos();
  }

  /** Something of a response (its head, a chunk) was read at {@code nanos}. */
  void arrived(long nanos) {
    lastArrivalNanos = nanos;
    if (!arrivedYet) {
      arrivedYet = true; // written once, read per chunk: one volatile write an event, not two
    }
  }

  /**
   * Returns once nothing has arrived for {@code quiet}, or {@code patience} after {@code
   * endedNanos} (the end of the response about to be assembled), whichever is first, or when
   * interrupted.
   */
  void await(long endedNanos) {
    long deadline = endedNanos + patienceNanos;
    while (arrivedYet && !Thread.currentThread().isInterrupted()) {
      long until = Math.min(lastArrivalNanos + quietNanos, deadline);
      long wait = until - System.nanoTime();
      if (wait <= 0) {
        return;
      }
      LockSupport.parkNanos(this, wait);
    }
  }
}
