package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.Shard;
import java.time.Instant;
import java.util.List;

/**
 * What the reports need to know about a run beyond its records.
 *
 * @param wallClockStartMillis {@code System.currentTimeMillis()} when the run began, so monotonic
 *     stamps can be placed in calendar time
 * @param startNanos {@code System.nanoTime()} at the same moment
 * @param shard set when the run is one shard of a run spread over several processes (or started at
 *     an agreed instant); {@code null} otherwise
 */
public record RunInfo(
    long wallClockStartMillis,
    long startNanos,
    List<RunInfo.StageInfo> stages,
    boolean cancelled,
    ShardInfo shard) {

  /** An unsharded run. */
  public RunInfo(
      long wallClockStartMillis, long startNanos, List<StageInfo> stages, boolean cancelled) {
    this(wallClockStartMillis, startNanos, stages, cancelled, null);
  }

  /**
   * @param requestedRate open-loop rate, or {@code null}; @param concurrency closed-loop level, or
   *     {@code null}
   */
  public record StageInfo(
      int stageId, LoadType loadType, Double requestedRate, Integer concurrency) {

    /** What the configured stage asked for: a rate when open-loop, a level when closed-loop. */
    public static StageInfo of(int stageId, LoadType loadType, RunConfig.Stage stage) {
      if (stage instanceof RunConfig.Stage.Open open) {
        return new StageInfo(stageId, loadType, open.rate(), null);
      }
      return new StageInfo(
          stageId, loadType, null, ((RunConfig.Stage.Closed) stage).concurrencyLevel());
    }
  }

  /**
   * @param configHash names the configuration every shard of the run must share
   * @param startAt the agreed instant the first stage of every shard starts
   * @param wallClockAnchorEpochNanos the epoch time, in nanoseconds, at which this host's {@code
   *     System.nanoTime()} read zero: monotonic stamp + anchor = wall-clock time, so the stamps of
   *     shards on different hosts land on one axis
   * @param transport the HTTP client that carried the requests ("nio" or "jdk"): shards measured
   *     through different clients are not one run
   */
  public record ShardInfo(
      Shard shard,
      String configHash,
      Instant startAt,
      long wallClockAnchorEpochNanos,
      String transport) {}
}
