package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig.LoadType;
import java.util.List;

/**
 * What the reports need to know about a run beyond its records.
 *
 * @param wallClockStartMillis {@code System.currentTimeMillis()} when the run began, so monotonic
 *     stamps can be placed in calendar time
 * @param startNanos {@code System.nanoTime()} at the same moment
 */
public record RunInfo(
    long wallClockStartMillis, long startNanos, List<RunInfo.StageInfo> stages, boolean cancelled) {

  /**
   * @param requestedRate open-loop rate, or {@code null}; @param concurrency closed-loop level, or
   *     {@code null}
   */
  public record StageInfo(
      int stageId, LoadType loadType, Double requestedRate, Integer concurrency) {}
}
