package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.Shard;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Made-up shards of one run, each on its own host clock: request r of shard s is the same request
 * whichever way it is looked at, so the shards' reports merged can be compared with the union of
 * their records summarized directly. Records are built on access, so 3 × 300k of them never sit in
 * memory.
 */
public final class SyntheticShards {

  static final String CONFIG_HASH = "sha256:synthetic0000000";
  static final Instant START_AT = Instant.parse("2026-01-01T00:00:00Z");
  static final List<Double> PERCENTILES = List.of(0.1, 1.0, 25.0, 50.0, 90.0, 99.0, 99.9);

  private static final long MILLI = 1_000_000L;

  /** Shard 0's monotonic zero in epoch nanoseconds; each next shard's host booted 0.37 s later. */
  private static final long ANCHOR =
      START_AT.getEpochSecond() * 1_000_000_000L - 86_400_000 * MILLI;

  private static final long ANCHOR_STEP = 370 * MILLI;
  private static final StandardMetrics METRICS = new StandardMetrics();

  private final int shards;
  private final int perShard;
  private final RunConfig.Goodput goodput;

  public SyntheticShards(int shards, int perShard) {
    this(shards, perShard, RunConfig.Goodput.NONE);
  }

  /** Shards whose reports count goodput against {@code goodput}. */
  public SyntheticShards(int shards, int perShard, RunConfig.Goodput goodput) {
    this.shards = shards;
    this.perShard = perShard;
    this.goodput = goodput;
  }

  RunConfig config() {
    return dev.tokenpace.testing.TestConfigs.reporting(
        new RunConfig.Report(true, true, true, PERCENTILES, false, goodput));
  }

  /** Writes shard {@code index}'s reports and shard.json into {@code dir}. */
  public void write(int index, Path dir) throws IOException {
    List<RequestRecord> records = records(index, anchor(index));
    RunReports.summarize(config(), info(new Shard(index, shards)), records, metricsOf(records))
        .writeTo(dir);
  }

  /** Every shard's records on shard 0's clock, shard after shard. */
  List<RequestRecord> union() {
    return new AbstractList<>() {
      @Override
      public RequestRecord get(int i) {
        return build(i / perShard, i % perShard, anchor(0));
      }

      @Override
      public int size() {
        return shards * perShard;
      }
    };
  }

  RunInfo info(Shard shard) {
    return new RunInfo(
        START_AT.toEpochMilli(),
        START_AT.getEpochSecond() * 1_000_000_000L - anchor(shard.index()),
        List.of(
            new RunInfo.StageInfo(0, LoadType.CONSTANT, 300.0, null),
            new RunInfo.StageInfo(1, LoadType.CONSTANT, 600.0, null)),
        false,
        new RunInfo.ShardInfo(shard, CONFIG_HASH, START_AT, anchor(shard.index()), "nio"));
  }

  static List<RequestMetrics> metricsOf(List<RequestRecord> records) {
    return new AbstractList<>() {
      @Override
      public RequestMetrics get(int i) {
        return METRICS.calculate(records.get(i), false);
      }

      @Override
      public int size() {
        return records.size();
      }
    };
  }

  private List<RequestRecord> records(int shard, long clockAnchor) {
    return new AbstractList<>() {
      @Override
      public RequestRecord get(int i) {
        return build(shard, i, clockAnchor);
      }

      @Override
      public int size() {
        return perShard;
      }
    };
  }

  private static long anchor(int shard) {
    return ANCHOR + shard * ANCHOR_STEP;
  }

  /**
   * Request {@code i} of {@code shard}, its stamps read on the clock whose zero is at {@code
   * clockAnchor}: starts spread over the run, a few content events of 1–3 words, 2 % failures.
   */
  private RequestRecord build(int shard, int i, long clockAnchor) {
    SplittableRandom random = new SplittableRandom(shard * 1_000_003L + i);
    long wallStart =
        START_AT.getEpochSecond() * 1_000_000_000L
            + (long) i * shards * MILLI / 3
            + random.nextLong(5 * MILLI);
    long start = wallStart - clockAnchor;
    int stage = i < perShard / 2 ? 0 : 1;
    String id = "synthetic-" + stage + "-" + (i * shards + shard);
    if (random.nextInt(50) == 0) {
      Failure failure =
          random.nextBoolean()
              ? new Failure(FailureType.HTTP_STATUS, "overloaded", 503)
              : Failure.of(FailureType.TIMEOUT, "no response in 30 s");
      long end = start + random.nextLong(1, 300 * MILLI);
      return new RequestRecord(
          id,
          stage,
          true,
          start,
          start,
          -1,
          end,
          List.of(),
          "",
          0,
          0,
          null,
          400,
          failure,
          0,
          WayIn.UNKNOWN,
          0);
    }
    List<TimedChunk> chunks = new ArrayList<>();
    chunks.add(new TimedChunk(start + 20 * MILLI, ChunkKind.ROLE, "", 0));
    long t = start + random.nextLong(50 * MILLI, 400 * MILLI);
    StringBuilder text = new StringBuilder();
    int tokens = 0;
    int events = random.nextInt(2, 6);
    for (int e = 0; e < events; e++) {
      int words = random.nextInt(1, 4);
      String chunk = " w".repeat(words);
      text.append(chunk);
      tokens += words;
      chunks.add(new TimedChunk(t, ChunkKind.CONTENT, chunk, words));
      t += random.nextLong(5 * MILLI, 60 * MILLI);
    }
    int completion = random.nextInt(20) == 0 ? tokens + 1 : tokens;
    chunks.add(new TimedChunk(t, ChunkKind.DONE, "", 0));
    Usage usage =
        new Usage(100 + i % 7, completion, 100 + i % 7 + completion, i % 3 == 0 ? 64 : null);
    return new RequestRecord(
        id,
        stage,
        true,
        start - random.nextLong(2 * MILLI),
        start,
        start + 10 * MILLI,
        t + MILLI,
        chunks,
        text.toString().trim(),
        tokens,
        usage.promptTokens(),
        usage,
        300 + random.nextInt(200),
        null,
        0,
        wayIn(random, start),
        0);
  }

  /** A third of the requests open a connection (a tenth of those over TLS), the rest reuse one. */
  private static WayIn wayIn(SplittableRandom random, long start) {
    int kind = random.nextInt(30);
    long connect = start + random.nextLong(1, 5 * MILLI); // before the head at 10 ms
    if (kind == 0) {
      long tls = connect + random.nextLong(1, 2 * MILLI);
      return new WayIn(
          WayIn.Connection.NEW, connect, connect + 1, tls, tls + random.nextLong(1, MILLI));
    }
    if (kind < 10) {
      return new WayIn(WayIn.Connection.NEW, connect, -1, -1, connect + random.nextLong(1, MILLI));
    }
    return new WayIn(WayIn.Connection.REUSED, -1, -1, -1, start + random.nextLong(1, MILLI));
  }
}
