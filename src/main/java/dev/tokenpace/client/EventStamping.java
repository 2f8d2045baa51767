package dev.tokenpace.client;

/**
 * When an SSE event is stamped. A seam, not a setting: production always stamps at the terminating
 * blank line; the sensitivity gate hands the reader a broken strategy to prove the suite notices.
 */
public interface EventStamping {

  /** Told the arrival time of every read before its bytes are scanned. */
  default void readArrived(long nanos) {}

  /** Told that the bytes of a new event began in the current read. */
  default void eventStarted() {}

  /** The arrival time of the event whose terminating blank line was just scanned. */
  long eventCompleted();

  /**
   * The stamping for one more stream. Stateful strategies (which remember a read's arrival) return a
   * fresh instance so concurrent streams never share state; stateless ones return themselves.
   */
  default EventStamping newStream() {
    return this;
  }

  /** The one correct strategy: the clock, read when the blank line that ends the event arrives. */
  static EventStamping atTerminator() {
    return System::nanoTime;
  }
}
