package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import java.time.Duration;
import java.util.List;

/**
 * What the tests of reading a sentence's claims share: the reading, and numbers as it reads them.
 */
final class ClaimReading {

  static final Metric TTFT = Metric.TIME_TO_FIRST_TOKEN;

  private ClaimReading() {}

  static Duration ms(double millis) {
    return Duration.ofNanos(Math.round(millis * 1e6));
  }

  /** A number judged within the feature's tolerance, as "about 120 ms" or a bare "120 ms" says. */
  static Stated about(double millis) {
    return new Stated(ms(millis), null);
  }

  static List<ReportClaim> parse(String sentence) {
    return ReportClaims.parse(sentence);
  }
}
