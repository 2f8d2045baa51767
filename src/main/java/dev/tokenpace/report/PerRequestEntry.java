package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
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
 * summary needs, so {@code tokenpace merge} summarizes shards from these files alone.
 */
public record PerRequestEntry(
    @JsonProperty("request_id") String requestId,
    @JsonProperty("stage_id") int stageId,
    @JsonProperty("success") boolean success,
    @JsonProperty("streamed") boolean streamed,
    @JsonProperty("scheduled_time") double scheduledTime,
    @JsonProperty("start_time") double startTime,
    @JsonProperty("connection") String connection,
    @JsonProperty("connect_time") Double connectTime,
    @JsonProperty("tls_start_time") Double tlsStartTime,
    @JsonProperty("tls_time") Double tlsTime,
    @JsonProperty("request_written_time") Double requestWrittenTime,
    @JsonProperty("headers_time") Double headersTime,
    @JsonProperty("end_time") double endTime,
    @JsonProperty("input_tokens") int inputTokens,
    @JsonProperty("output_len") int outputLen,
    @JsonProperty("output_tokens") int outputTokens,
    @JsonProperty("request_size_bytes") int requestSizeBytes,
    @JsonProperty("server_usage") ServerUsage serverUsage,
    @JsonProperty("events") List<Event> events,
    @JsonProperty("comments") int comments,
    @JsonProperty("metrics") Metrics metrics,
    @JsonProperty("error") Error error,
    @JsonProperty("max_tokens") @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxTokens) {

  public record ServerUsage(
      @JsonProperty("prompt_tokens") Integer promptTokens,
      @JsonProperty("completion_tokens") Integer completionTokens,
      @JsonProperty("total_tokens") Integer totalTokens,
      @JsonProperty("cached_tokens") Integer cachedTokens) {}

  public record Event(
      @JsonProperty("time") double time,
      @JsonProperty("kind") ChunkKind kind,
      @JsonProperty("text") String text,
      @JsonProperty("tokens") int tokens) {}

  public record Metrics(
      @JsonProperty("time_to_first_token") Double timeToFirstToken,
      @JsonProperty("time_to_first_output_token") Double timeToFirstOutputToken,
      @JsonProperty("time_per_output_token") Double timePerOutputToken,
      @JsonProperty("normalized_time_per_output_token") Double normalizedTimePerOutputToken,
      @JsonProperty("request_latency") double requestLatency,
      @JsonProperty("schedule_delay") double scheduleDelay,
      @JsonProperty("request_latency_from_schedule") double requestLatencyFromSchedule,
      @JsonProperty("inter_token_latency") double[] interTokenLatency,
      @JsonProperty("inter_chunk_latency") double[] interChunkLatency,
      @JsonProperty("connect_duration") Double connectDuration,
      @JsonProperty("tls_handshake_duration") Double tlsHandshakeDuration,
      @JsonProperty("request_send_duration") Double requestSendDuration,
      @JsonProperty("time_to_response_head") Double timeToResponseHead) {}

  public record Error(
      @JsonProperty("type") String type,
      @JsonProperty("label") String label,
      @JsonProperty("message") String message,
      @JsonProperty("http_status") int httpStatus) {}

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
