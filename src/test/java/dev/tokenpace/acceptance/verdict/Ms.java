package dev.tokenpace.acceptance.verdict;

import java.util.Locale;

/** Seconds as product owners read them: milliseconds, everywhere. */
public final class Ms {

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

  /** {@link #of} of a value a report or a definition may not have: "none" when it has none. */
  public static String orNone(Double seconds) {
    return seconds == null ? "none" : of(seconds);
  }
}
