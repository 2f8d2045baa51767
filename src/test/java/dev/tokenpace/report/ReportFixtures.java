package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.wire.ChunkKind;
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

  /**
   * docs/metrics.md's goodput example: stage 0 has r1 (good) and r2 (TTFT 0.7 s); stage 1 has r3
   * (TPOT 0.3 s, latency 2.5 s), r4 (good) and a 503.
   */
  public static List<RequestRecord> goodputExample() {
    return List.of(
        words("r1", 0, 0.0, 1.0, 0.3, 0.35, 0.4),
        words("r2", 0, 0.5, 1.5, 1.2, 1.25, 1.3),
        words("r3", 1, 1.0, 3.5, 1.2, 1.5, 1.8),
        words("r4", 1, 1.5, 2.5, 1.9, 1.95, 2.0, 2.05, 2.1),
        Records.stream()
            .id("f")
            .stage(1)
            .start(2.0)
            .end(4.0)
            .failed(new Failure(FailureType.HTTP_STATUS, "busy", 503))
            .build());
  }

  /** A streamed success of 10 prompt tokens and one word at each of {@code words}. */
  private static RequestRecord words(
      String id, int stage, double start, double end, double... words) {
    Records r = Records.stream().id(id).stage(stage).inputTokens(10).start(start);
    for (double at : words) {
      r.content(at, "w");
    }
    return r.end(end).build();
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

  /** Stage 0: a streamed answer with every kind of event and a 500; stage 1: reasoning first. */
  public static List<RequestRecord> smallRun() {
    RequestRecord a =
        Records.stream()
            .id("a")
            .stage(0)
            .inputTokens(10)
            .start(0)
            .event(0.1, ChunkKind.ROLE)
            .content(0.5, "a b")
            .event(0.7, ChunkKind.COMMENT)
            .content(1.0, "c")
            .event(1.2, ChunkKind.OTHER)
            .content(1.5, "d e f")
            .event(1.8, ChunkKind.FINISH)
            .usage(1.9, 6)
            .event(1.95, ChunkKind.DONE)
            .end(2.0)
            .build();
    RequestRecord failed =
        Records.stream()
            .id("f")
            .stage(0)
            .start(0.5)
            .end(0.6)
            .failed(new Failure(FailureType.HTTP_STATUS, "boom", 500))
            .build();
    RequestRecord c =
        Records.stream()
            .id("c")
            .stage(1)
            .inputTokens(20)
            .start(3.0)
            .reasoning(3.2, "let me think")
            .content(3.5, "Paris")
            .event(3.55, ChunkKind.ERROR)
            .end(3.6)
            .build();
    return List.of(a, failed, c);
  }
}
