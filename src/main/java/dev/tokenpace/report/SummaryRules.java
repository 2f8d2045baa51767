package dev.tokenpace.report;

import dev.tokenpace.metrics.PercentileEstimator;

/**
 * The statistics a summary is made with: how percentiles are estimated and what window throughput
 * is counted over. {@link #STANDARD} is docs/metrics.md; the record is a seam for the sensitivity
 * gate, like the metrics calculator.
 */
public record SummaryRules(PercentileEstimator percentiles, ThroughputWindow throughputWindow) {

  public static final SummaryRules STANDARD =
      new SummaryRules(PercentileEstimator.LINEAR, ThroughputWindow.FIRST_START_TO_LAST_END);
}
