package dev.tokenpace.cli;

import dev.tokenpace.ProgressListener.Progress;
import java.util.Locale;

/**
 * One line about a run in flight: {@code stage 0 | sent 12/20 | done 11 | failed 1 | 2.4 s | 5.0
 * req/s}.
 */
final class ProgressLine {

  private ProgressLine() {}

  /**
   * @param previous the progress at the last render, for the current rate; {@code null} at the
   *     first
   */
  static String format(Progress now, Progress previous) {
    return String.format(
        Locale.ROOT,
        "stage %d | sent %d/%d | done %d | failed %d | %.1f s | %.1f req/s",
        now.stageId(),
        now.sent(),
        now.scheduled(),
        now.succeeded() + now.failed(),
        now.failed(),
        now.elapsedNanos() / 1e9,
        currentRate(now, previous));
  }

  /** Requests sent per second since the previous render (since the start at the first). */
  static double currentRate(Progress now, Progress previous) {
    long sent = now.sent() - (previous == null ? 0 : previous.sent());
    long nanos = now.elapsedNanos() - (previous == null ? 0 : previous.elapsedNanos());
    return nanos <= 0 ? 0 : sent / (nanos / 1e9);
  }
}
