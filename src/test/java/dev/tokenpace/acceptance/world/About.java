package dev.tokenpace.acceptance.world;

import java.time.Duration;

/**
 * A number stated as "about 120 ms": judged within the tolerance its feature states once ("Numbers
 * in this feature are judged within 5 ms"), see {@link FeatureTolerance}.
 */
public record About(Duration value) {

  @Override
  public String toString() {
    return "about " + Durations.format(value);
  }
}
