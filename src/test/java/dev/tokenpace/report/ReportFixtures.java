package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.metrics.Records;
import java.util.List;

/** The config and run facts the report tests summarize their synthetic records with. */
public final class ReportFixtures {

  /** 2026-01-01T00:00:00Z: the wall-clock start of every synthetic run. */
  public static final long WALL_START = 1_767_225_600_000L;

  private ReportFixtures() {}

  /** A config that only says what to report: the whitespace tokenizer and the summary on. */
  public static RunConfig reporting(
      boolean perStage, boolean perRequest, List<Double> percentiles) {
    return reporting(perStage, perRequest, percentiles, false, RunConfig.Goodput.NONE);
  }

  /** As above, with {@code use_server_output_tokens} and goodput constraints. */
  public static RunConfig reporting(
      boolean perStage,
      boolean perRequest,
      List<Double> percentiles,
      boolean useServerOutputTokens,
      RunConfig.Goodput goodput) {
    return dev.tokenpace.testing.TestConfigs.reporting(
        new RunConfig.Report(
            true, perStage, perRequest, percentiles, useServerOutputTokens, goodput));
  }

  /** A run of two stages from {@link Records#nanos}(0): 2 requests/s, then 4 at once. */
  public static RunInfo twoStages() {
    return new RunInfo(
        WALL_START,
        Records.nanos(0),
        List.of(
            new RunInfo.StageInfo(0, LoadType.CONSTANT, 2.0, null),
            new RunInfo.StageInfo(1, LoadType.CONCURRENT, null, 4)),
        false);
  }
}
