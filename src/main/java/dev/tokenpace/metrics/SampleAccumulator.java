package dev.tokenpace.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.DoubleHistogram;

/**
 * Collects samples for one distribution without boxing. Samples stay exact doubles up to {@code
 * exactLimit} (numpy-identical percentiles); beyond that they move into an HdrHistogram with 3
 * significant digits, so a pooled ITL of ~10^8 samples fits in a small heap. Mean, min and max are
 * always exact; histogram percentiles are within 0.1 % relative and clamped to [min, max].
 */
public final class SampleAccumulator {

  /** 8M samples = 64 MB: every per-request metric of a million-request run stays exact. */
  public static final int DEFAULT_EXACT_LIMIT = 8_000_000;

  private static final int SIGNIFICANT_DIGITS = 3;

  private final int exactLimit;
  private double[] exact = new double[16];
  private DoubleHistogram histogram;
  private long count;
  private double sum;
  private double compensation;
  private double min = Double.POSITIVE_INFINITY;
  private double max = Double.NEGATIVE_INFINITY;

  public SampleAccumulator() {
    this(DEFAULT_EXACT_LIMIT);
  }

  public SampleAccumulator(int exactLimit) {
    this.exactLimit = exactLimit;
  }

  public void add(double value) {
    if (histogram == null && count == exactLimit) {
      spillToHistogram();
    }
    if (histogram != null) {
      histogram.recordValue(Math.max(value, 0.0));
    } else {
      if (count == exact.length) {
        exact = Arrays.copyOf(exact, (int) Math.min((long) exact.length * 2, exactLimit));
      }
      exact[(int) count] = value;
    }
    count++;
    addToSum(value);
    min = Math.min(min, value);
    max = Math.max(max, value);
  }

  public void addAll(double[] values) {
    for (double value : values) {
      add(value);
    }
  }

  public long count() {
    return count;
  }

  /** Whether percentiles are exact numpy values (false once the histogram took over). */
  public boolean isExact() {
    return histogram == null;
  }

  /**
   * The distribution so far, or {@code null} when no sample was added. Sorts the exact samples in
   * place.
   */
  public Distribution toDistribution(List<Double> percentiles) {
    return toDistribution(percentiles, PercentileEstimator.LINEAR);
  }

  /** As {@link #toDistribution(List)}, reading exact percentiles with {@code estimator}. */
  public Distribution toDistribution(List<Double> percentiles, PercentileEstimator estimator) {
    if (count == 0) {
      return null;
    }
    List<Distribution.Percentile> values = new ArrayList<>(percentiles.size());
    if (histogram == null) {
      Arrays.sort(exact, 0, (int) count);
    }
    for (double p : percentiles) {
      values.add(new Distribution.Percentile(Percentiles.key(p), p, valueAt(p, estimator)));
    }
    return new Distribution(sum / count, min, max, values);
  }

  private double valueAt(double percentile, PercentileEstimator estimator) {
    if (histogram == null) {
      return estimator.at(exact, (int) count, percentile);
    }
    double value = histogram.getValueAtPercentile(percentile);
    return Math.min(Math.max(value, min), max);
  }

  /** Kahan summation: the pooled ITL mean adds ~10^8 small gaps. */
  private void addToSum(double value) {
    double y = value - compensation;
    double t = sum + y;
    compensation = (t - sum) - y;
    sum = t;
  }

  private void spillToHistogram() {
    histogram = new DoubleHistogram(SIGNIFICANT_DIGITS);
    for (int i = 0; i < count; i++) {
      histogram.recordValue(Math.max(exact[i], 0.0));
    }
    exact = null;
  }
}
