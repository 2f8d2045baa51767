package dev.tokenpace.report;

/**
 * The time a bucket's throughput is counted over. docs/metrics.md fixes the window from the first
 * request's start to the last one's end; the interface exists so the sensitivity gate can prove the
 * suite notices another (streams side by side share their window, a sum of latencies does not).
 */
@FunctionalInterface
public interface ThroughputWindow {

  /** From the first start to the last end, as docs/metrics.md defines. */
  ThroughputWindow FIRST_START_TO_LAST_END =
      span -> span.lastEndSeconds() - span.firstStartSeconds();

  /** The window in seconds; zero or less gives zero throughput. */
  double seconds(Span span);

  /**
   * What a bucket knows of its requests' times.
   *
   * @param summedSuccessLatencySeconds the request latencies of the successes, added up
   */
  record Span(
      double firstStartSeconds, double lastEndSeconds, double summedSuccessLatencySeconds) {}
}
