package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.report.SummaryReport.RunSection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code shard.json}, written beside a shard's per-request file: who the shard is, which run it
 * belongs to, where its monotonic clock sits in wall-clock time, and what the merge needs to
 * summarize the shards as the unsharded run would have been summarized.
 *
 * @param configHash every shard of one run has the same
 * @param transport the HTTP client that carried the shard's requests, "nio" or "jdk" (https://
 *     always "jdk"); every shard of one run has the same. {@code null} in a manifest written before
 *     it was recorded
 * @param startAt the agreed start, ISO-8601 UTC
 * @param wallClockAnchorEpochNanos epoch nanoseconds at which this shard's {@code
 *     System.nanoTime()} read zero: the per-request file's times + anchor = wall-clock time
 * @param wallClockAnchor the same instant, ISO-8601 UTC, for people
 * @param run the shard's {@code run} section, as in its summary
 * @param percentiles the configured percentiles
 * @param stages the configured stages' load
 * @param goodputConstraints {@code report.goodput.constraints} under inference-perf's keys, in
 *     seconds; {@code null} (no key) when none is configured, and in a manifest written before
 *     goodput was reported
 */
public record ShardManifest(
    @JsonProperty("shard_index") int shardIndex,
    @JsonProperty("shard_count") int shardCount,
    @JsonProperty("config_hash") String configHash,
    @JsonProperty("transport") String transport,
    @JsonProperty("start_at") String startAt,
    @JsonProperty("wall_clock_anchor_epoch_nanos") long wallClockAnchorEpochNanos,
    @JsonProperty("wall_clock_anchor") String wallClockAnchor,
    @JsonProperty("run") RunSection run,
    @JsonProperty("percentiles") List<Double> percentiles,
    @JsonProperty("stages") List<StageLoad> stages,
    @JsonProperty("goodput_constraints") @JsonInclude(JsonInclude.Include.NON_NULL)
        Map<String, Double> goodputConstraints) {

  public static final String FILE = "shard.json";

  /** The manifest's form of the constraints: {@code null} for none. */
  static Map<String, Double> constraintsOf(RunConfig.Goodput goodput) {
    if (goodput.isEmpty()) {
      return null;
    }
    Map<String, Double> byKey = new LinkedHashMap<>();
    goodput.constraints().forEach((kind, seconds) -> byKey.put(kind.key(), seconds));
    return byKey;
  }

  /**
   * The constraints every shard of the run was summarized with, for the merge to summarize alike.
   *
   * @throws ShardSetException for a key that names no constraint
   */
  RunConfig.Goodput goodput() {
    if (goodputConstraints == null) {
      return RunConfig.Goodput.NONE;
    }
    Map<SloKind, Double> constraints = new EnumMap<>(SloKind.class);
    goodputConstraints.forEach((key, seconds) -> constraints.put(kindOf(key), seconds));
    return new RunConfig.Goodput(constraints);
  }

  private static SloKind kindOf(String key) {
    for (SloKind kind : SloKind.values()) {
      if (kind.key().equals(key)) {
        return kind;
      }
    }
    throw new ShardSetException(
        FILE + " names an unknown goodput constraint '" + key + "': not written by this version");
  }

  /** A configured stage: its requested rate (open loop) or concurrency (closed loop). */
  public record StageLoad(
      @JsonProperty("stage_id") int stageId,
      @JsonProperty("requested_rate") Double requestedRate,
      @JsonProperty("concurrency") Integer concurrency) {}
}
