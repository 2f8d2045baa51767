package dev.tokenpace.cli;

import dev.tokenpace.ProgressListener.Progress;
import java.util.Locale;

/**
 * One line about a run in flight: {@code stage 1 of 2 | sent 12/20 | done 11 | failed 1 (last:
 * Timeout) | 2.4 s | 5.0 req/s | stage 5.0 of 5 req/s asked}, and a warning when requests keep
 * failing without any answer from the server: a run against a dead server says so early.
 */
final class ProgressLine {

  /** Failures without any answer for this long say the server is likely down. */
  static final long SILENCE_WARNING_NANOS = 10_000_000_000L;

  private ProgressLine() {}

  /**
   * @param previous the progress at the last render, for the current rate; {@code null} at the
   *     first
   */
  static String format(Progress now, Progress previous) {
    StringBuilder line =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "stage %d%s | sent %d/%d | done %d | failed %d%s | %.1f s | %.1f req/s",
                // Counted from 1, as people count; the stage files count from 0, as
                // inference-perf's.
                now.stageId() + 1,
                now.stage() == null ? "" : " of " + now.stage().count(),
                now.sent(),
                now.scheduled(),
                now.succeeded() + now.failed(),
                now.failed(),
                now.lastFailure() == null ? "" : " (last: " + now.lastFailure() + ")",
                now.elapsedNanos() / 1e9,
                currentRate(now, previous)));
    if (now.stage() != null && now.stage().requestedRate() != null) {
      line.append(
          String.format(
              Locale.ROOT,
              " | stage %.1f of %s req/s asked",
              now.stage().achievedRate(),
              trim(now.stage().requestedRate())));
    }
    if (now.silentNanos() >= SILENCE_WARNING_NANOS) {
      line.append(
          String.format(
              Locale.ROOT,
              " | no answer from the server for %.0f s: is it up?",
              now.silentNanos() / 1e9));
    }
    return line.toString();
  }

  private static String trim(double rate) {
    return rate == Math.rint(rate)
        ? String.valueOf((long) rate)
        : String.format(Locale.ROOT, "%.2f", rate);
  }

  /** Requests sent per second since the previous render (since the start at the first). */
  static double currentRate(Progress now, Progress previous) {
    long sent = now.sent() - (previous == null ? 0 : previous.sent());
    long nanos = now.elapsedNanos() - (previous == null ? 0 : previous.elapsedNanos());
    return nanos <= 0 ? 0 : sent / (nanos / 1e9);
  }
}
