package dev.tokenpace.metrics;

import java.math.BigDecimal;
import java.util.List;

/** numpy's default (linear) percentile and the report's percentile key names. */
public final class Percentiles {

  /** inference-perf's default list. */
  public static final List<Double> DEFAULT = List.of(0.1, 1.0, 5.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.9);

  private Percentiles() {}

  /**
   * {@code np.percentile(x, p)}: h = (n − 1)·p/100, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]).
   *
   * @param sorted ascending samples; only the first {@code n} are used
   */
  public static double linear(double[] sorted, int n, double percentile) {
    if (n <= 0) {
      throw new IllegalArgumentException("no samples");
    }
    double h = (n - 1) * percentile / 100.0;
    int lo = (int) Math.floor(h);
    if (lo >= n - 1) {
      return sorted[n - 1];
    }
    double fraction = h - lo;
    return sorted[lo] + fraction * (sorted[lo + 1] - sorted[lo]);
  }

  /** "median" for 50, else "p" and the shortest decimal: p0.1, p1, p99.9. */
  public static String key(double percentile) {
    if (percentile == 50.0) {
      return "median";
    }
    return "p" + BigDecimal.valueOf(percentile).stripTrailingZeros().toPlainString();
  }
}
