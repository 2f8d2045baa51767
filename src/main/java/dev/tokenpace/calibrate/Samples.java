package dev.tokenpace.calibrate;

import dev.tokenpace.metrics.Percentiles;
import java.util.Arrays;

/**
 * A growable array of nanosecond samples, read out as millisecond percentiles (numpy's linear
 * rule).
 */
final class Samples {

  private double[] values = new double[1024];
  private int size;

  void add(long nanos) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = nanos / 1e6;
  }

  int size() {
    return size;
  }

  /** {@code null} when empty. */
  Double percentileMs(double percentile) {
    if (size == 0) {
      return null;
    }
    double[] sorted = Arrays.copyOf(values, size);
    Arrays.sort(sorted);
    return Percentiles.linear(sorted, size, percentile);
  }

  Double maxMs() {
    return percentileMs(100);
  }
}
