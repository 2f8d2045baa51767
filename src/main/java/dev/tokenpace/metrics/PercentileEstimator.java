package dev.tokenpace.metrics;

/**
 * How a percentile is read off sorted samples. docs/metrics.md fixes numpy's linear interpolation;
 * the interface exists so the sensitivity gate can prove the suite notices another estimator.
 */
@FunctionalInterface
public interface PercentileEstimator {

  /** numpy's default, the one docs/metrics.md defines. */
  PercentileEstimator LINEAR = Percentiles::linear;

  /**
   * @param sorted ascending samples; only the first {@code count} are used
   * @param percentile in [0, 100]
   */
  double at(double[] sorted, int count, double percentile);
}
