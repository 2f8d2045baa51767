package dev.tokenpace.report;

import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;

/**
 * One request's way in as durations (seconds), each {@code null} where its stamps are missing
 * (docs/metrics.md, "The way in"). From a live record, or read back from a per-request entry when
 * shards are merged, so a merge sums exactly the samples the shards had.
 *
 * @param connection which connection carried the request
 * @param connect connect_time − start_time: a new connection only
 * @param tlsHandshake tls_time − tls_start_time: a new https connection
 * @param requestSend request_written_time − the moment the connection was ready (tls_time, else
 *     connect_time, else start_time)
 * @param toResponseHead headers_time − start_time
 */
record WayInDurations(
    WayIn.Connection connection,
    Double connect,
    Double tlsHandshake,
    Double requestSend,
    Double toResponseHead) {

  static WayInDurations of(RequestRecord record) {
    WayIn w = record.wayIn();
    long start = record.startNanos();
    long ready =
        w.tlsNanos() >= 0 ? w.tlsNanos() : w.connectNanos() >= 0 ? w.connectNanos() : start;
    return new WayInDurations(
        w.connection(),
        between(start, w.connectNanos()),
        w.tlsStartNanos() < 0 ? null : between(w.tlsStartNanos(), w.tlsNanos()),
        between(ready, w.writtenNanos()),
        between(start, record.headersNanos()));
  }

  static WayInDurations of(PerRequestEntry entry) {
    PerRequestEntry.Metrics m = entry.metrics();
    return new WayInDurations(
        WayIn.Connection.ofWireName(entry.connection()),
        m.connectDuration(),
        m.tlsHandshakeDuration(),
        m.requestSendDuration(),
        m.timeToResponseHead());
  }

  /** {@code to − from} in seconds, or {@code null} when {@code to} was not stamped. */
  private static Double between(long from, long to) {
    return to < 0 ? null : (to - from) / 1e9;
  }
}
