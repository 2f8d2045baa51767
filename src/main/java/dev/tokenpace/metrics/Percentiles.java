package dev.tokenpace.metrics;

import java.math.BigDecimal;

/** numpy's default (linear) percentile and the report's percentile key names. */
public final class Percentiles {

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
