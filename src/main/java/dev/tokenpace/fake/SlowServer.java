package dev.tokenpace.fake;

import jakarta.servlet.http.HttpServletRequest;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * The fake playing a slow server before it serves: it holds new connections before taking them up
 * ({@link StreamingFake#takeUpConnectionsAfter}) and requests before reading their bodies ({@link
 * StreamingFake#readRequestBodiesAfter}). Both hold the calling container thread.
 */
final class SlowServer {

  private static final String HELD = "dev.tokenpace.fake.heldNanos";

  private volatile long readRequestsAfterNanos;
  private volatile long takeUpConnectionsAfterNanos;

  /** See {@link StreamingFake#readRequestBodiesAfter(Duration)}. */
  void readRequestBodiesAfter(Duration delay) {
    if (delay.isNegative()) {
      throw new IllegalArgumentException("a read delay cannot be negative: " + delay);
    }
    readRequestsAfterNanos = delay.toNanos();
  }

  /** See {@link StreamingFake#takeUpConnectionsAfter(Duration)}. */
  void takeUpConnectionsAfter(Duration delay) {
    if (delay.isNegative()) {
      throw new IllegalArgumentException("a take-up delay cannot be negative: " + delay);
    }
    takeUpConnectionsAfterNanos = delay.toNanos();
  }

  /**
   * Holds the first request of a new connection until the take-up delay has passed since the
   * connection was accepted: a server slow to take up new connections. The request counts as
   * received when the script meant to take it up, so a hold that overran makes the events late
   * against their deadlines (the fake's lateness, told apart from the benchmark's) rather than
   * moving them.
   */
  void holdNewConnection(HttpServletRequest request) {
    long delay = takeUpConnectionsAfterNanos;
    long accepted = ReceiveStamp.acceptedOf(request);
    if (delay == 0 || accepted == 0) {
      return;
    }
    request.setAttribute(HELD, delay);
    parkUntil(accepted + delay);
    ReceiveStamp.stamp(request, accepted + delay);
  }

  /** How long {@link #holdNewConnection} was scripted to hold this request; 0 if not held. */
  static long heldNanos(HttpServletRequest request) {
    return request.getAttribute(HELD) instanceof Long nanos ? nanos : 0;
  }

  /**
   * Holds the calling container thread until the read delay has passed since {@code receivedNanos}:
   * the request's body stays unread meanwhile, in socket buffers and then in the client's write.
   */
  void holdBeforeReading(long receivedNanos) {
    long delay = readRequestsAfterNanos;
    if (delay == 0) {
      return;
    }
    parkUntil(receivedNanos + delay);
  }

  private void parkUntil(long deadline) {
    for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
      LockSupport.parkNanos(this, left);
      if (Thread.currentThread().isInterrupted()) {
        return; // the server is stopping
      }
    }
  }
}
