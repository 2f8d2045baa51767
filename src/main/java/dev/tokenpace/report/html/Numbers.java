package dev.tokenpace.report.html;

import java.util.Locale;

/** How the page writes numbers: milliseconds with as many digits as a reader can use. */
final class Numbers {

  private Numbers() {}

  /** Seconds as milliseconds: 3 significant decimals below 10 ms, fewer above. */
  static String millis(double seconds) {
    double ms = seconds * 1000;
    double magnitude = Math.abs(ms);
    String format =
        magnitude >= 1000 ? "%.0f" : magnitude >= 100 ? "%.1f" : magnitude >= 10 ? "%.2f" : "%.3f";
    return String.format(Locale.ROOT, format, ms);
  }

  static String decimal(double value, int digits) {
    return String.format(Locale.ROOT, "%." + digits + "f", value);
  }
}
