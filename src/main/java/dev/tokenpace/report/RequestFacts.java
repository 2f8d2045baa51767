package dev.tokenpace.report;

import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;

/**
 * What a summary reads of one request: drawn from a live record, or from a shard's per-request file
 * when shards are merged, so both summaries are computed by the same code.
 *
 * @param startNanos the request's start on the report's time axis
 * @param endNanos its end on the same axis
 * @param outputLen the client's count of the whole output
 * @param cachedTokens the server's cached prompt tokens, or {@code null}
 * @param tokenCountMismatch a streamed request whose per-event counts do not sum to the server's
 *     completion_tokens
 * @param ranPastMaxTokens a success whose answer is longer than the {@code max_tokens} it asked for
 *     ({@link RequestRecord#ranPastMaxTokens()})
 * @param failureLabel {@code null} for a success
 * @param wayIn the way in as durations
 */
record RequestFacts(
    int stageId,
    boolean success,
    long startNanos,
    long endNanos,
    int requestBytes,
    int inputTokens,
    Integer cachedTokens,
    int outputLen,
    boolean tokenCountMismatch,
    boolean ranPastMaxTokens,
    String failureLabel,
    String failureMessage,
    RequestMetrics metrics,
    WayInDurations wayIn) {

  static RequestFacts of(RequestRecord record, RequestMetrics metrics) {
    return new RequestFacts(
        record.stageId(),
        record.succeeded(),
        record.startNanos(),
        record.endNanos(),
        record.requestBytes(),
        record.inputTokens(),
        record.usage() == null ? null : record.usage().cachedTokens(),
        record.outputTokens(),
        perEventCountDisagreesWithServer(record),
        record.ranPastMaxTokens(),
        record.succeeded() ? null : FailureLabels.label(record.failure()),
        record.succeeded() ? null : record.failure().message(),
        metrics,
        WayInDurations.of(record));
  }

  /**
   * @param offsetNanos added to the entry's monotonic times to place them on the merged axis
   */
  static RequestFacts of(PerRequestEntry entry, long offsetNanos) {
    PerRequestEntry.Metrics m = entry.metrics();
    PerRequestEntry.ServerUsage usage = entry.serverUsage();
    return new RequestFacts(
        entry.stageId(),
        entry.success(),
        nanos(entry.startTime()) + offsetNanos,
        nanos(entry.endTime()) + offsetNanos,
        entry.requestSizeBytes(),
        entry.inputTokens(),
        usage == null ? null : usage.cachedTokens(),
        entry.outputLen(),
        perEventCountDisagreesWithServer(entry),
        ranPastMaxTokens(entry),
        entry.error() == null ? null : entry.error().label(),
        entry.error() == null ? null : entry.error().message(),
        new RequestMetrics(
            entry.requestId(),
            entry.stageId(),
            entry.success(),
            m.requestLatency(),
            m.scheduleDelay(),
            m.requestLatencyFromSchedule(),
            m.timeToFirstToken(),
            m.timeToFirstOutputToken(),
            m.timePerOutputToken(),
            m.normalizedTimePerOutputToken(),
            orEmpty(m.interTokenLatency()),
            orEmpty(m.interChunkLatency()),
            entry.outputTokens(),
            entry.inputTokens()),
        WayInDurations.of(entry));
  }

  /** The per-event counts the timing rests on, checked against the server's completion_tokens. */
  private static boolean perEventCountDisagreesWithServer(RequestRecord record) {
    if (!record.streamed() || record.usage() == null || record.usage().completionTokens() == null) {
      return false;
    }
    long sum = 0;
    for (TimedChunk chunk : record.chunks()) {
      if (chunk.kind().carriesTokens()) {
        sum += chunk.tokens();
      }
    }
    return sum != record.usage().completionTokens();
  }

  /** As {@link RequestRecord#ranPastMaxTokens()}, from a shard's file (older files: never). */
  private static boolean ranPastMaxTokens(PerRequestEntry entry) {
    if (!entry.success() || entry.maxTokens() == null) {
      return false;
    }
    PerRequestEntry.ServerUsage usage = entry.serverUsage();
    int answered =
        usage != null && usage.completionTokens() != null
            ? usage.completionTokens()
            : entry.outputLen();
    return answered > entry.maxTokens();
  }

  private static boolean perEventCountDisagreesWithServer(PerRequestEntry entry) {
    if (!entry.streamed()
        || entry.serverUsage() == null
        || entry.serverUsage().completionTokens() == null) {
      return false;
    }
    long sum = 0;
    for (PerRequestEntry.Event event : entry.events()) {
      if (event.kind().carriesTokens()) {
        sum += event.tokens();
      }
    }
    return sum != entry.serverUsage().completionTokens();
  }

  /**
   * Seconds written as {@code nanos / 1e9} read back to the same nanosecond while the monotonic
   * clock is below about 26 days (2^51 ns); beyond, within a few nanoseconds.
   */
  private static long nanos(double seconds) {
    return Math.round(seconds * 1e9);
  }

  private static double[] orEmpty(double[] samples) {
    return samples == null ? new double[0] : samples;
  }
}
