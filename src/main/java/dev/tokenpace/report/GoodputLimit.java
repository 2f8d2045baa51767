package dev.tokenpace.report;

/**
 * Whether one success's value of a bounded metric meets its goodput limit. docs/metrics.md fixes
 * the rule (at most the limit, and a success without the metric, such as a one-word answer's
 * inter-token latency, misses); the interface exists so the sensitivity gate can prove the suite
 * notices another.
 */
@FunctionalInterface
public interface GoodputLimit {

  /** At most the limit; no value misses, as inference-perf's goodput counts it. */
  GoodputLimit AT_MOST = (value, limit) -> value != null && value <= limit;

  /**
   * @param value the request's value in seconds, {@code null} when it has none
   * @param limit the constraint in seconds
   */
  boolean meets(Double value, double limit);
}
