package dev.tokenpace.acceptance.verdict;

import java.time.Duration;

/**
 * A number stated as "about 120 ms", or as a bare "120 ms" where a tolerance is due: judged within
 * the tolerance its feature states once ("Numbers in this feature are judged within 5 ms"), see
 * {@link FeatureTolerance}.
 *
 * @param bare written without "about": shown as written
 */
public record About(Duration value, boolean bare) {

  public About(Duration value) {
    this(value, false);
  }

  /** A bare number ("is 20 ms") under the feature's tolerance: it means what "about" means. */
  public static About bare(Duration value) {
    return new About(value, true);
  }

  @Override
  public String toString() {
    return (bare ? "" : "about ") + Durations.format(value);
  }
}
