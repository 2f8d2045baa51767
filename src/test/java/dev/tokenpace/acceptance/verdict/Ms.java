package dev.tokenpace.acceptance.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Seconds as product owners read them: milliseconds, everywhere. */
public final class Ms {

  /** More values than this are shown by their first and last ones. */
  private static final int LISTED = 10;

  private Ms() {}

  /**
   * To a tenth of a millisecond: for what the machine decides (delivery, the fake's punctuality).
   */
  public static String of(double seconds) {
    return String.format(Locale.ROOT, "%.1f ms", seconds * 1e3);
  }

  /** To the microsecond: for what must be exact (definitions). */
  public static String exact(double seconds) {
    return String.format(Locale.ROOT, "%.3f ms", seconds * 1e3);
  }

  /** A stated duration as the feature wrote it: "250 ms", "2.5 ms". */
  public static String stated(double seconds) {
    double millis = seconds * 1e3;
    return millis == Math.rint(millis)
        ? (long) millis + " ms"
        : String.format(Locale.ROOT, "%.1f ms", millis);
  }

  /**
   * How many values and which, in order: "none", "1 value, 30.0 ms", "9 values, 30.0 ms each", "10
   * values: 102.1, 30.0, …, 30.0 and 5.2 ms" (a long list by its first and last ones).
   */
  public static String counted(List<Double> seconds) {
    if (seconds.isEmpty()) {
      return "none";
    }
    List<String> shown = seconds.stream().map(Ms::tenths).toList();
    String count = seconds.size() == 1 ? "1 value" : seconds.size() + " values";
    if (shown.size() == 1 || shown.stream().distinct().count() == 1) {
      return count + ", " + shown.get(0) + " ms" + (shown.size() == 1 ? "" : " each");
    }
    if (shown.size() > LISTED) {
      List<String> ends = new ArrayList<>(shown.subList(0, LISTED - 3));
      ends.add("…");
      ends.addAll(shown.subList(shown.size() - 2, shown.size()));
      shown = ends;
    }
    return count
        + ": "
        + String.join(", ", shown.subList(0, shown.size() - 1))
        + " and "
        + shown.get(shown.size() - 1)
        + " ms";
  }

  private static String tenths(double seconds) {
    return String.format(Locale.ROOT, "%.1f", seconds * 1e3);
  }

  /** {@link #of} of a value a report or a definition may not have: "none" when it has none. */
  public static String orNone(Double seconds) {
    return seconds == null ? "none" : of(seconds);
  }
}
