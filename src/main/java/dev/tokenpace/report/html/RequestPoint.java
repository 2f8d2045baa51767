package dev.tokenpace.report.html;

import dev.tokenpace.report.PerRequestEntry;

/**
 * What the charts need of one request; times are monotonic seconds, metrics seconds.
 *
 * @param timeToFirstToken {@code null} when the request had no token
 * @param timePerOutputToken {@code null} when it had fewer than two tokens
 * @param failureLabel {@code null} for a success
 * @param connectDuration {@code null} unless the request opened its connection and the transport
 *     stamped the connect
 */
record RequestPoint(
    int stageId,
    double startTime,
    Double timeToFirstToken,
    Double timePerOutputToken,
    double requestLatency,
    double[] interTokenLatencies,
    String failureLabel,
    Double connectDuration) {

  static RequestPoint of(PerRequestEntry entry) {
    PerRequestEntry.Metrics m = entry.metrics();
    return new RequestPoint(
        entry.stageId(),
        entry.startTime(),
        m.timeToFirstToken(),
        m.timePerOutputToken(),
        m.requestLatency(),
        m.interTokenLatency() == null ? new double[0] : m.interTokenLatency(),
        failureLabel(entry),
        m.connectDuration());
  }

  private static String failureLabel(PerRequestEntry entry) {
    if (entry.success()) {
      return null;
    }
    return entry.error() == null ? "unknown" : entry.error().label();
  }

  boolean succeeded() {
    return failureLabel == null;
  }
}
