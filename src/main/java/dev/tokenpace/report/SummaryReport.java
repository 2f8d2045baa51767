package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.Distribution;
import java.util.List;
import java.util.Map;

/**
 * One lifecycle report (the whole run, or one stage): inference-perf's field tree plus ours. A
 * {@code null} distribution means "no sample" and is written as {@code null}.
 */
public record SummaryReport(
    @JsonProperty("benchmark_time_seconds") double benchmarkTimeSeconds,
    @JsonProperty("run") RunSection run,
    @JsonProperty("load_summary") LoadSummary loadSummary,
    @JsonProperty("successes") Successes successes,
    @JsonProperty("failures") Failures failures) {

  /**
   * @param startedAt the run's wall-clock start, ISO-8601 UTC
   * @param startedAtMonotonic the same moment on the monotonic clock (seconds), to line up stamps
   * @param tokenizer the client tokenizer's name ("whitespace" or the tokenizer.json path)
   */
  public record RunSection(
      @JsonProperty("started_at") String startedAt,
      @JsonProperty("started_at_monotonic") double startedAtMonotonic,
      @JsonProperty("tokenizer") String tokenizer,
      @JsonProperty("use_server_output_tokens") boolean useServerOutputTokens,
      @JsonProperty("cancelled") boolean cancelled,
      @JsonProperty("shard") @JsonInclude(JsonInclude.Include.NON_NULL) ShardSection shard) {

    /** An unsharded run's section: no {@code shard} key. */
    public RunSection(
        String startedAt,
        double startedAtMonotonic,
        String tokenizer,
        boolean useServerOutputTokens,
        boolean cancelled) {
      this(startedAt, startedAtMonotonic, tokenizer, useServerOutputTokens, cancelled, null);
    }
  }

  /**
   * Which shard of which run a report covers.
   *
   * @param index the shard's index; {@code null} in a merged report, which covers all of them
   * @param count how many shards the run was split into
   * @param configHash the configuration every shard ran
   * @param startAt the agreed instant the shards started, ISO-8601 UTC
   * @param wallClockAnchor when the monotonic clock of this report's times read zero, ISO-8601 UTC
   *     (in a merged report: shard 0's, the axis the shards were placed on)
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record ShardSection(
      @JsonProperty("index") Integer index,
      @JsonProperty("count") int count,
      @JsonProperty("config_hash") String configHash,
      @JsonProperty("start_at") String startAt,
      @JsonProperty("wall_clock_anchor") String wallClockAnchor) {}

  /**
   * @param stage the stage-only fields; {@code null} (and absent from JSON) in the summary
   */
  public record LoadSummary(
      @JsonProperty("count") long count,
      @JsonProperty("schedule_delay") Distribution scheduleDelay,
      @JsonUnwrapped StageLoad stage) {}

  /**
   * @param sendDuration last start − first start of the stage
   * @param requestedRate the configured open-loop rate, {@code null} for a closed loop
   * @param achievedRate count / send duration (0 when the duration is 0)
   * @param concurrency the closed-loop level, {@code null} for an open loop
   */
  public record StageLoad(
      @JsonProperty("send_duration") double sendDuration,
      @JsonProperty("requested_rate") Double requestedRate,
      @JsonProperty("achieved_rate") double achievedRate,
      @JsonProperty("concurrency") Integer concurrency) {}

  /**
   * @param answersPastMaxTokens successes whose answer ran longer than the {@code max_tokens} their
   *     request asked for, by the server's {@code completion_tokens} (else the client's count): a
   *     server that ignores the limit makes answers, and their latencies, longer than the run asked
   */
  public record Successes(
      @JsonProperty("count") long count,
      @JsonProperty("latency") Latency latency,
      @JsonProperty("throughput") Throughput throughput,
      @JsonProperty("request_size_bytes") Distribution requestSizeBytes,
      @JsonProperty("prompt_tokens") PromptTokens promptTokens,
      @JsonProperty("output_len") Distribution outputLen,
      @JsonProperty("output_tokens") OutputTokens outputTokens,
      @JsonProperty("way_in") WayInSummary wayIn,
      @JsonProperty("answers_past_max_tokens") long answersPastMaxTokens,
      @JsonProperty("token_count_mismatches") long tokenCountMismatches,
      @JsonProperty("goodput_metrics") @JsonInclude(JsonInclude.Include.NON_NULL)
          GoodputMetrics goodputMetrics) {}

  /**
   * inference-perf's {@code successes.goodput_metrics}, written only when {@code
   * report.goodput.constraints} names a constraint and the bucket has a success; an attainment
   * field only for a configured constraint (docs/metrics.md, "Goodput").
   *
   * @param goodputPercentage good requests / successes × 100
   * @param requestGoodput good requests / the successes' window (first start to last end), per s
   * @param tokenGoodput input + output tokens of the good requests / the same window, per s
   * @param totalRequests the successes
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record GoodputMetrics(
      @JsonProperty("goodput_percentage") double goodputPercentage,
      @JsonProperty("request_goodput") double requestGoodput,
      @JsonProperty("token_goodput") double tokenGoodput,
      @JsonProperty("good_requests") long goodRequests,
      @JsonProperty("total_requests") long totalRequests,
      @JsonProperty("ttft_attainment_percentage") Double ttftAttainmentPercentage,
      @JsonProperty("tpot_attainment_percentage") Double tpotAttainmentPercentage,
      @JsonProperty("itl_attainment_percentage") Double itlAttainmentPercentage,
      @JsonProperty("ntpot_attainment_percentage") Double ntpotAttainmentPercentage,
      @JsonProperty("request_latency_attainment_percentage")
          Double requestLatencyAttainmentPercentage) {

    /** The share of successes meeting {@code kind}'s constraint; {@code null} if none is set. */
    public Double attainment(SloKind kind) {
      return switch (kind) {
        case TTFT -> ttftAttainmentPercentage;
        case TPOT -> tpotAttainmentPercentage;
        case ITL -> itlAttainmentPercentage;
        case NTPOT -> ntpotAttainmentPercentage;
        case REQUEST_LATENCY -> requestLatencyAttainmentPercentage;
      };
    }
  }

  /**
   * How the successes got onto the wire (docs/metrics.md, "The way in"): a request on a reused
   * connection, or on a transport that cannot see a step, gives that step no sample.
   *
   * @param newConnections successes that opened their connection
   * @param reusedConnections successes sent on a pooled keep-alive connection (the rest: unknown)
   */
  public record WayInSummary(
      @JsonProperty("new_connections") long newConnections,
      @JsonProperty("reused_connections") long reusedConnections,
      @JsonProperty("connect_duration") Distribution connectDuration,
      @JsonProperty("tls_handshake_duration") Distribution tlsHandshakeDuration,
      @JsonProperty("request_send_duration") Distribution requestSendDuration,
      @JsonProperty("time_to_response_head") Distribution timeToResponseHead) {}

  public record Latency(
      @JsonProperty("request_latency") Distribution requestLatency,
      @JsonProperty("normalized_time_per_output_token") Distribution normalizedTimePerOutputToken,
      @JsonProperty("time_per_output_token") Distribution timePerOutputToken,
      @JsonProperty("time_to_first_token") Distribution timeToFirstToken,
      @JsonProperty("inter_token_latency") Distribution interTokenLatency,
      @JsonProperty("time_to_first_output_token") Distribution timeToFirstOutputToken,
      @JsonProperty("inter_chunk_latency") Distribution interChunkLatency,
      @JsonProperty("request_latency_from_schedule") Distribution requestLatencyFromSchedule) {}

  public record Throughput(
      @JsonProperty("input_tokens_per_sec") double inputTokensPerSec,
      @JsonProperty("output_tokens_per_sec") double outputTokensPerSec,
      @JsonProperty("total_tokens_per_sec") double totalTokensPerSec,
      @JsonProperty("requests_per_sec") double requestsPerSec) {}

  /** Totals plus the per-request distribution's keys, flattened as inference-perf writes them. */
  public record PromptTokens(
      @JsonProperty("total") long total,
      @JsonProperty("cached") long cached,
      @JsonProperty("uncached") long uncached,
      @JsonUnwrapped Distribution distribution) {}

  /** N per success (the divisor of TPOT/NTPOT): total plus the distribution's keys. */
  public record OutputTokens(
      @JsonProperty("total") long total, @JsonUnwrapped Distribution distribution) {}

  /**
   * @param byLabel label → its failures, labels by descending count
   * @param errorPercentage tokenpace's: failures / requests sent × 100 (0 when none was sent), in
   *     inference-perf's {@code _percentage} style (docs/metrics.md, "Error percentage")
   */
  public record Failures(
      @JsonProperty("count") long count,
      @JsonProperty("request_latency") Distribution requestLatency,
      @JsonProperty("by_label") Map<String, LabelSummary> byLabel,
      @JsonProperty("error_percentage") double errorPercentage) {}

  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record LabelSummary(
      @JsonProperty("count") long count, @JsonProperty("messages") List<LabelMessage> messages) {}

  public record LabelMessage(@JsonProperty("message") String message) {}
}
