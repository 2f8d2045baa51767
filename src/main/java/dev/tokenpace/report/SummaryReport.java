package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.Distribution;
import java.util.List;
import java.util.Map;

/**
 * One lifecycle report (the whole run, or one stage): inference-perf's field tree plus ours. A
 * {@code null} distribution means "no sample" and is written as {@code null}. A key is its
 * component's name in snake_case ({@link JsonNaming}).
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SummaryReport(
    double benchmarkTimeSeconds,
    RunSection run,
    LoadSummary loadSummary,
    Successes successes,
    Failures failures) {

  /**
   * @param startedAt the run's wall-clock start, ISO-8601 UTC
   * @param startedAtMonotonic the same moment on the monotonic clock (seconds), to line up stamps
   * @param tokenizer the client tokenizer's name ("whitespace" or the tokenizer.json path)
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record RunSection(
      String startedAt,
      double startedAtMonotonic,
      String tokenizer,
      boolean useServerOutputTokens,
      boolean cancelled,
      @JsonInclude(JsonInclude.Include.NON_NULL) ShardSection shard) {

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
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record ShardSection(
      Integer index, int count, String configHash, String startAt, String wallClockAnchor) {}

  /**
   * @param stage the stage-only fields; {@code null} (and absent from JSON) in the summary
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record LoadSummary(
      long count, Distribution scheduleDelay, @JsonUnwrapped StageLoad stage) {}

  /**
   * @param sendDuration last start − first start of the stage
   * @param requestedRate the configured open-loop rate, {@code null} for a closed loop
   * @param achievedRate count / send duration (0 when the duration is 0)
   * @param concurrency the closed-loop level, {@code null} for an open loop
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record StageLoad(
      double sendDuration, Double requestedRate, double achievedRate, Integer concurrency) {}

  /**
   * @param answersPastMaxTokens successes whose answer ran longer than the {@code max_tokens} their
   *     request asked for, by the server's {@code completion_tokens} (else the client's count): a
   *     server that ignores the limit makes answers, and their latencies, longer than the run asked
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Successes(
      long count,
      Latency latency,
      Throughput throughput,
      Distribution requestSizeBytes,
      PromptTokens promptTokens,
      Distribution outputLen,
      OutputTokens outputTokens,
      WayInSummary wayIn,
      long answersPastMaxTokens,
      long tokenCountMismatches,
      @JsonInclude(JsonInclude.Include.NON_NULL) GoodputMetrics goodputMetrics) {}

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
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record GoodputMetrics(
      double goodputPercentage,
      double requestGoodput,
      double tokenGoodput,
      long goodRequests,
      long totalRequests,
      Double ttftAttainmentPercentage,
      Double tpotAttainmentPercentage,
      Double itlAttainmentPercentage,
      Double ntpotAttainmentPercentage,
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
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record WayInSummary(
      long newConnections,
      long reusedConnections,
      Distribution connectDuration,
      Distribution tlsHandshakeDuration,
      Distribution requestSendDuration,
      Distribution timeToResponseHead) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Latency(
      Distribution requestLatency,
      Distribution normalizedTimePerOutputToken,
      Distribution timePerOutputToken,
      Distribution timeToFirstToken,
      Distribution interTokenLatency,
      Distribution timeToFirstOutputToken,
      Distribution interChunkLatency,
      Distribution requestLatencyFromSchedule) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Throughput(
      double inputTokensPerSec,
      double outputTokensPerSec,
      double totalTokensPerSec,
      double requestsPerSec) {}

  /** Totals plus the per-request distribution's keys, flattened as inference-perf writes them. */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record PromptTokens(
      long total, long cached, long uncached, @JsonUnwrapped Distribution distribution) {}

  /** N per success (the divisor of TPOT/NTPOT): total plus the distribution's keys. */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record OutputTokens(long total, @JsonUnwrapped Distribution distribution) {}

  /**
   * @param byLabel label → its failures, labels by descending count
   * @param errorPercentage tokenpace's: failures / requests sent × 100 (0 when none was sent), in
   *     inference-perf's {@code _percentage} style (docs/metrics.md, "Error percentage")
   */
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record Failures(
      long count,
      Distribution requestLatency,
      Map<String, LabelSummary> byLabel,
      double errorPercentage) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record LabelSummary(long count, List<LabelMessage> messages) {}

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record LabelMessage(String message) {}
}
