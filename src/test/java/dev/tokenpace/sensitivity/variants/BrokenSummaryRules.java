package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.PercentileEstimator;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.report.ThroughputWindow;

/** Summaries made with a statistic other than docs/metrics.md's. */
public final class BrokenSummaryRules {

  private BrokenSummaryRules() {}

  /**
   * Bug: throughput over the successes' latencies added up, as if the streams had run one after
   * another: four streams side by side read four times too slow.
   */
  public static SummaryRules throughputOverSummedLatencies() {
    return new SummaryRules(
        PercentileEstimator.LINEAR, ThroughputWindow.Span::summedSuccessLatencySeconds);
  }

  /** Bug: nearest-rank percentiles (the smallest sample with at least p % at or below it). */
  public static SummaryRules nearestRankPercentiles() {
    return new SummaryRules(
        BrokenSummaryRules::nearestRank, ThroughputWindow.FIRST_START_TO_LAST_END);
  }

  static double nearestRank(double[] sorted, int count, double percentile) {
    int rank = (int) Math.ceil(percentile / 100.0 * count);
    return sorted[Math.max(0, Math.min(count, rank) - 1)];
  }

  /**
   * Bug: a success without the bounded metric meets its limit (a one-word answer has no inter-token
   * latency, and nothing to miss by), where docs/metrics.md and inference-perf count it a miss.
   */
  public static SummaryRules missingSampleMeetsLimit() {
    return new SummaryRules(
        PercentileEstimator.LINEAR,
        ThroughputWindow.FIRST_START_TO_LAST_END,
        (value, limit) -> value == null || value <= limit);
  }
}
