package dev.tokenpace.fake.model;

import java.time.Duration;

/**
 * A server that runs its requests in batches, one batch at a time (static batching): a request
 * opens a batch that starts {@code window} after its arrival, or when the batch before it ends if
 * that is later; requests arriving until it starts join it, up to {@code maxRequests}. Every
 * request of a batch starts at the batch's start, and the batch ends when its longest script does.
 * So a request's wait has two stages: in the queue until its batch starts, then its own answer.
 * Ends are the scripts' (like the stream limit's hand-over), not when the writes happened to leave.
 * Not thread-safe: {@link ServerTiming} holds its lock.
 */
public final class Batching {

  private final long windowNanos;
  private final int maxRequests;
  private long startNanos;
  private int members;
  private long endNanos = Long.MIN_VALUE;

  public Batching(Duration window, int maxRequests) {
    if (window.isNegative() || maxRequests < 1) {
      throw new IllegalArgumentException(
          "batching needs a window of 0 or more and room for 1 request or more");
    }
    this.windowNanos = window.toNanos();
    this.maxRequests = maxRequests;
  }

  /**
   * When a request arriving at {@code arrivalNanos}, whose answer then takes {@code runNanos},
   * starts.
   */
  long startFor(long arrivalNanos, long runNanos) {
    boolean joins = members > 0 && arrivalNanos <= startNanos && members < maxRequests;
    if (!joins) {
      startNanos =
          endNanos == Long.MIN_VALUE
              ? arrivalNanos + windowNanos
              : Math.max(arrivalNanos + windowNanos, endNanos);
      members = 0;
    }
    members++;
    endNanos = Math.max(endNanos == Long.MIN_VALUE ? startNanos : endNanos, startNanos + runNanos);
    return startNanos;
  }
}
