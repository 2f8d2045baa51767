package dev.tokenpace.acceptance.verdict;

import java.time.Duration;

/**
 * How far a reported value may sit from the timeline's truth, as a feature states it ("within 5
 * ms").
 */
public record Tolerance(Duration duration) {

  public double seconds() {
    return duration.toNanos() / 1e9;
  }

  @Override
  public String toString() {
    return Durations.format(duration);
  }
}
