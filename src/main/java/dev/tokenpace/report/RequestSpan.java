package dev.tokenpace.report;

/**
 * When a bucket's requests (or its good ones) started and ended: the window a throughput is read
 * over and the time the sends took. Both are 0 for no request.
 */
final class RequestSpan {

  private long firstStart = Long.MAX_VALUE;
  private long lastStart = Long.MIN_VALUE;
  private long lastEnd = Long.MIN_VALUE;

  void add(long startNanos, long endNanos) {
    firstStart = Math.min(firstStart, startNanos);
    lastStart = Math.max(lastStart, startNanos);
    lastEnd = Math.max(lastEnd, endNanos);
  }

  boolean empty() {
    return firstStart == Long.MAX_VALUE;
  }

  /** From the first start to the last end. */
  double seconds() {
    return empty() ? 0 : (lastEnd - firstStart) / 1e9;
  }

  /** From the first start to the last start: how long the bucket took to send its requests. */
  double sendSeconds() {
    return empty() ? 0 : (lastStart - firstStart) / 1e9;
  }

  ThroughputWindow.Span forThroughput(double summedSuccessLatency) {
    return new ThroughputWindow.Span(firstStart / 1e9, lastEnd / 1e9, summedSuccessLatency);
  }
}
