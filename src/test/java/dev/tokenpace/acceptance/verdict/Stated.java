package dev.tokenpace.acceptance.verdict;

import java.time.Duration;

/**
 * A number a step states with its tolerance: "120 ms within 5 ms", or "about 120 ms" (or a bare
 * "120 ms"), whose tolerance is the one its feature states ({@code tolerance} then {@code null}).
 */
public record Stated(Duration value, Tolerance tolerance) {

  public static Stated parse(String text) {
    String t = text.trim();
    int space = t.indexOf(' ');
    String first = t.substring(0, space);
    if (first.matches("about|around|roughly|approximately")) {
      return new Stated(Durations.parse(t.substring(space + 1)), null);
    }
    String[] parts = t.split(" (?:within|±|\\+/-) ");
    if (parts.length == 1) {
      return new Stated(Durations.parse(t), null);
    }
    return new Stated(Durations.parse(parts[0]), new Tolerance(Durations.parse(parts[1])));
  }

  public boolean about() {
    return tolerance == null;
  }

  @Override
  public String toString() {
    return about()
        ? "about " + Durations.format(value)
        : Durations.format(value) + " within " + tolerance;
  }
}
