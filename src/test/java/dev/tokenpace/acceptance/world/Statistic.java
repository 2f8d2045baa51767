package dev.tokenpace.acceptance.world;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** A statistic of a reported distribution, computed the way the report defines it. */
public enum Statistic {
  MINIMUM("minimum", "min"),
  MAXIMUM("maximum", "max"),
  MEAN("mean", "mean"),
  MEDIAN("median", "median");

  private final String word;
  private final String reportKey;

  Statistic(String word, String reportKey) {
    this.word = word;
    this.reportKey = reportKey;
  }

  public String word() {
    return word;
  }

  public String reportKey() {
    return reportKey;
  }

  public static String regex() {
    return Arrays.stream(values()).map(Statistic::word).collect(Collectors.joining("|"));
  }

  public static Statistic fromWord(String word) {
    return Arrays.stream(values()).filter(s -> s.word.equals(word)).findFirst().orElseThrow();
  }

  public double of(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values to take the " + word + " of");
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return switch (this) {
      case MINIMUM -> sorted[0];
      case MAXIMUM -> sorted[sorted.length - 1];
      case MEAN -> Arrays.stream(sorted).average().orElseThrow();
      case MEDIAN -> percentile(sorted, 50);
    };
  }

  /** numpy's default linear interpolation. */
  private static double percentile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p / 100;
    int low = (int) Math.floor(h);
    int high = Math.min(low + 1, sorted.length - 1);
    return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
  }
}
