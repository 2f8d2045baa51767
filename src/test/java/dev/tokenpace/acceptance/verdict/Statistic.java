package dev.tokenpace.acceptance.verdict;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A statistic of a reported distribution, computed the way the report defines it: minimum, maximum,
 * mean, median or any percentile ("p90", "p99.9"), the last two by numpy's linear interpolation.
 *
 * @param percentile for a percentile or the median, which one (0-100); else {@code null}
 */
public record Statistic(String word, String reportKey, Double percentile) {

  public static final Statistic MINIMUM = new Statistic("minimum", "min", null);
  public static final Statistic MAXIMUM = new Statistic("maximum", "max", null);
  public static final Statistic MEAN = new Statistic("mean", "mean", null);
  public static final Statistic MEDIAN = new Statistic("median", "median", 50.0);

  /** What a feature may write: the four words, or p followed by a percentile. */
  public static final String WORDS = "minimum|maximum|mean|median|p\\d+(?:\\.\\d+)?";

  private static final Pattern PERCENTILE = Pattern.compile("p(\\d+(?:\\.\\d+)?)");

  public static Statistic fromWord(String word) {
    for (Statistic named : List.of(MINIMUM, MAXIMUM, MEAN, MEDIAN)) {
      if (named.word.equals(word)) {
        return named;
      }
    }
    Matcher p = PERCENTILE.matcher(word);
    double value = p.matches() ? Double.parseDouble(p.group(1)) : -1;
    if (value <= 0 || value >= 100) {
      throw new IllegalArgumentException(
          "'"
              + word
              + "' is not a statistic; write minimum, maximum, mean, median or a percentile"
              + " between 0 and 100 such as p90 or p99.9");
    }
    return value == 50 ? MEDIAN : new Statistic(word, "p" + shortest(value), value);
  }

  public double of(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values to take the " + word + " of");
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    if (percentile != null) {
      return percentile(sorted, percentile);
    }
    return switch (word) {
      case "minimum" -> sorted[0];
      case "maximum" -> sorted[sorted.length - 1];
      default -> Arrays.stream(sorted).average().orElseThrow();
    };
  }

  /** numpy's default linear interpolation. */
  private static double percentile(double[] sorted, double p) {
    double h = (sorted.length - 1) * p / 100;
    int low = (int) Math.floor(h);
    int high = Math.min(low + 1, sorted.length - 1);
    return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
  }

  /** The report's key form: 90 → "90", 99.9 → "99.9". */
  private static String shortest(double value) {
    return value == Math.rint(value)
        ? String.valueOf((long) value)
        : String.format(Locale.ROOT, "%s", value);
  }
}
