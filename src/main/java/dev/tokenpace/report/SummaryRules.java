package dev.tokenpace.report;

import dev.tokenpace.metrics.PercentileEstimator;

/**
 * The statistics a summary is made with: how percentiles are estimated, what window throughput is
 * counted over and when a success meets a goodput limit. {@link #STANDARD} is docs/metrics.md; the
 * record is a seam for the sensitivity gate, like the metrics calculator.
 */
public record SummaryRules(
    PercentileEstimator percentiles, ThroughputWindow throughputWindow, GoodputLimit goodputLimit) {

  public static final SummaryRules STANDARD =
      new SummaryRules(PercentileEstimator.LINEAR, ThroughputWindow.FIRST_START_TO_LAST_END);

  /** Rules with docs/metrics.md's goodput limit. */
  public SummaryRules(PercentileEstimator percentiles, ThroughputWindow throughputWindow) {
    this(percentiles, throughputWindow, GoodputLimit.AT_MOST);
  }
}
