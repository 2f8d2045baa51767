package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.tokenpace.config.Redactor;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;

/**
 * One object of per_request_lifecycle_metrics.json; times are monotonic seconds. It holds all a
 * summary needs, so {@code tokenpace merge} summarizes shards from these files alone. A key is its
 * component's name in snake_case ({@link JsonNaming}), as inference-perf spells its keys.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record PerRequestEntry(
    String requestId,
    int stageId,
    boolean success,
    boolean streamed,
    double scheduledTime,
    double startTime,
    String connection,
    Double connectTime,
    Double tlsStartTime,
    Double tlsTime,
    Double requestWrittenTime,
    Double headersTime,
    double endTime,
    int inputTokens,
    int outputLen,
    int outputTokens,
    int requestSizeBytes,
    ServerUsage serverUsage,
    List<Event> events,
    int comments,
    Metrics metrics,
    Error error,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxTokens) {

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record ServerUsage(
      Integer promptTokens, Integer completionTokens, Integer totalTokens, Integer cachedTokens) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Event(double time, ChunkKind kind, String text, int tokens) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Metrics(
      Double timeToFirstToken,
      Double timeToFirstOutputToken,
      Double timePerOutputToken,
      Double normalizedTimePerOutputToken,
      double requestLatency,
      double scheduleDelay,
      double requestLatencyFromSchedule,
      double[] interTokenLatency,
      double[] interChunkLatency,
      Double connectDuration,
      Double tlsHandshakeDuration,
      Double requestSendDuration,
      Double timeToResponseHead) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Error(String type, String label, String message, int httpStatus) {}

  /**
   * @param redactor masks secrets in the texts a server sent back (error messages, events)
   */
  public static PerRequestEntry of(
      RequestRecord record, RequestMetrics metrics, Redactor redactor) {
    return new PerRequestEntry(
        record.requestId(),
        record.stageId(),
        record.succeeded(),
        record.streamed(),
        seconds(record.scheduledNanos()),
        seconds(record.startNanos()),
        record.wayIn().connection().wireName(),
        stamp(record.wayIn().connectNanos()),
        stamp(record.wayIn().tlsStartNanos()),
        stamp(record.wayIn().tlsNanos()),
        stamp(record.wayIn().writtenNanos()),
        stamp(record.headersNanos()),
        seconds(record.endNanos()),
        record.inputTokens(),
        record.outputTokens(),
        metrics.outputTokens(),
        record.requestBytes(),
        usage(record.usage()),
        events(record.chunks(), redactor),
        record.comments(),
        metrics(metrics, WayInDurations.of(record)),
        error(record.failure(), redactor),
        record.maxTokens() > 0 ? record.maxTokens() : null);
  }

  private static ServerUsage usage(Usage usage) {
    return usage == null
        ? null
        : new ServerUsage(
            usage.promptTokens(),
            usage.completionTokens(),
            usage.totalTokens(),
            usage.cachedTokens());
  }

  private static List<Event> events(List<TimedChunk> chunks, Redactor redactor) {
    List<Event> events = new ArrayList<>(chunks == null ? 0 : chunks.size());
    if (chunks != null) {
      for (TimedChunk chunk : chunks) {
        events.add(
            new Event(
                seconds(chunk.arrivalNanos()),
                chunk.kind(),
                redactor.redact(chunk.text()),
                chunk.tokens()));
      }
    }
    return events;
  }

  private static Metrics metrics(RequestMetrics m, WayInDurations w) {
    return new Metrics(
        m.timeToFirstToken(),
        m.timeToFirstOutputToken(),
        m.timePerOutputToken(),
        m.normalizedTimePerOutputToken(),
        m.requestLatency(),
        m.scheduleDelay(),
        m.requestLatencyFromSchedule(),
        m.interTokenLatencies(),
        m.interChunkLatencies(),
        w.connect(),
        w.tlsHandshake(),
        w.requestSend(),
        w.toResponseHead());
  }

  private static Error error(Failure failure, Redactor redactor) {
    return failure == null
        ? null
        : new Error(
            failure.type().wireName(),
            FailureLabels.label(failure),
            redactor.redact(failure.message()),
            failure.httpStatus());
  }

  /** A stamp in seconds, or {@code null} when it was not taken (-1). */
  private static Double stamp(long nanos) {
    return nanos < 0 ? null : seconds(nanos);
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }
}
