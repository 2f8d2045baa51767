package dev.tokenpace.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
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
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record ShardManifest(
    int shardIndex,
    int shardCount,
    String configHash,
    String transport,
    String startAt,
    long wallClockAnchorEpochNanos,
    String wallClockAnchor,
    RunSection run,
    List<Double> percentiles,
    List<StageLoad> stages,
    @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Double> goodputConstraints) {

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
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  public record StageLoad(int stageId, Double requestedRate, Integer concurrency) {}
}
