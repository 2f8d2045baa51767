package dev.tokenpace.acceptance.verdict;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as features write them: "250 ms", "1.5 s", and lists "400, 100, 400 and 100 ms". */
public final class Durations {

  public static final String ACCEPTED_FORMS =
      "a number and a unit, e.g. '250 ms', '1.5 s', '250 milliseconds', '2 seconds' or '2,100 ms';"
          + " a list shares its unit ('400, 100, 400 and 100 ms', '400 100 400 100 ms') or gives"
          + " each number its own ('50 ms, 100 ms and 150 ms')";

  /**
   * The units a product owner writes: {@code ms}, {@code millisecond(s)}, {@code s}, {@code
   * second(s)}.
   */
  public static final String UNIT = "ms|milliseconds?|seconds?|secs?|s";

  private static final Pattern ONE =
      Pattern.compile("(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?) ?(" + UNIT + ")");
  private static final Pattern LIST = Pattern.compile("(.+?) ?(" + UNIT + ")");
  private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

  /** Between the numbers of a list: a comma, "and", both, or just a space. */
  private static final String SEPARATOR = ",?\\s+and\\s+|,\\s*|\\s+";

  /** Between durations that each say their unit: a comma, "and", or both. */
  private static final String ITEM_SEPARATOR = ",?\\s+and\\s+|,\\s+";

  private Durations() {}

  public static Duration parse(String text) {
    Matcher matcher = ONE.matcher(text.trim());
    if (!matcher.matches()) {
      throw malformed(text);
    }
    return of(matcher.group(1), matcher.group(2));
  }

  public static List<Duration> parseList(String text) {
    List<String> items = List.of(text.trim().split(ITEM_SEPARATOR));
    if (items.size() > 1 && items.stream().allMatch(item -> ONE.matcher(item.trim()).matches())) {
      // "50 ms, 100 ms and 150 ms": each number with its own unit.
      return items.stream().map(Durations::parse).toList();
    }
    Matcher matcher = LIST.matcher(text.trim());
    if (!matcher.matches()) {
      throw malformed(text);
    }
    List<Duration> durations = new ArrayList<>();
    for (String number : matcher.group(1).trim().split(SEPARATOR)) {
      if (!NUMBER.matcher(number.trim()).matches()) {
        throw malformed(text);
      }
      durations.add(of(number.trim(), matcher.group(2)));
    }
    return durations;
  }

  public static String format(Duration duration) {
    double millis = duration.toNanos() / 1e6;
    return millis == Math.rint(millis) ? (long) millis + " ms" : String.format("%.3f ms", millis);
  }

  public static String formatSeconds(double seconds) {
    return String.format("%.3f ms", seconds * 1e3);
  }

  private static Duration of(String number, String unit) {
    double value = Double.parseDouble(number.replace(",", ""));
    double nanos = unit.equals("ms") || unit.startsWith("milli") ? value * 1e6 : value * 1e9;
    return Duration.ofNanos(Math.round(nanos));
  }

  private static IllegalArgumentException malformed(String text) {
    return new IllegalArgumentException(
        "'" + text + "' is not a duration; write " + ACCEPTED_FORMS);
  }
}
