package dev.tokenpace.client;

/**
 * When a request's start, its connect and its SSE events are stamped. A seam, not a setting:
 * production stamps the start at hand-over, the connect when it completes and every event at its
 * terminating blank line; the sensitivity gate hands the transports a broken strategy to prove the
 * suite notices.
 */
public interface EventStamping {

  /** Told the arrival time of every read before its bytes are scanned. */
  default void readArrived(long nanos) {}

  /** Told that the bytes of a new event began in the current read. */
  default void eventStarted() {}

  /** The arrival time of the event whose terminating blank line was just scanned. */
  long eventCompleted();

  /**
   * The stamping for one more stream. Stateful strategies (which remember a read's arrival) return
   * a fresh instance so concurrent streams never share state; stateless ones return themselves.
   */
  default EventStamping newStream() {
    return this;
  }

  /**
   * The request's start stamp, decided by the transport once the request's last byte was written. A
   * request starts when the benchmark hands it to the transport: connecting, and writing a body
   * that a busy server reads slowly, are part of what the user waits for, so this returns {@code
   * handedOverNanos}, the value stamped before the write began. Stamping the end of the write
   * instead would hide that wait from time to first token and request latency; the seam lets the
   * sensitivity gate prove the suite notices. Called on the strategy the client was built with,
   * never on a {@link #newStream()} copy.
   *
   * @param handedOverNanos when the request was handed to the transport
   * @param lastByteWrittenNanos when its last byte was written to the socket ({@code
   *     handedOverNanos} again where the transport cannot tell)
   */
  default long requestStart(long handedOverNanos, long lastByteWrittenNanos) {
    return handedOverNanos;
  }

  /**
   * The connect stamp of a request that opened its connection, decided by the transport once the
   * request's last byte was written. The request's bytes can only go once the connect completed, so
   * this returns {@code connectedNanos}, stamped then, before the first write. A connect stamped
   * after the write instead would swallow the request send, whose duration would go negative
   * (docs/metrics.md, "The way in"); the seam lets the sensitivity gate prove the suite notices.
   * Called on the strategy the client was built with, never on a {@link #newStream()} copy.
   *
   * @param connectedNanos when the transport saw the connect complete
   * @param lastByteWrittenNanos when the request's last byte was written to the socket
   */
  default long connectionOpened(long connectedNanos, long lastByteWrittenNanos) {
    return connectedNanos;
  }

  /** The one correct strategy: the clock, read when the blank line that ends the event arrives. */
  static EventStamping atTerminator() {
    return System::nanoTime;
  }
}
