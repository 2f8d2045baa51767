package dev.tokenpace.bench;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.report.RunInfo;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.wire.ChunkKind;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Report summarization of N requests × 100 tokens (the 1,000,000), adapted from the test
 * scope's SummarizeMillionBench. Records and metrics are made on access (10^8 materialized chunks
 * would not fit in 1 GB), so {@code summarize} − {@code generateOnly} is the summarizer's own cost;
 * run with {@code -prof gc} for allocation per operation. Single shot: one operation is a whole
 * summary.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 2)
@Fork(
    value = 1,
    jvmArgs = {"-Xmx1g"})
public class SummarizeBench {

  private static final int TOKENS = 100;
  private static final long MILLI = 1_000_000L;
  private static final String WORD = " tok";
  private static final String TEXT = WORD.repeat(TOKENS).trim();

  @Param({"1000000"})
  int requests;

  @Benchmark
  public Object summarize() {
    List<RequestRecord> records = new SyntheticRecords(requests);
    RunConfig config =
        new RunConfig(
            null,
            null,
            null,
            null,
            new TokenizerSpec(TokenizerType.WHITESPACE, null),
            new RunConfig.Report(true, true, false, Defaults.PERCENTILES, false),
            null);
    RunInfo info =
        new RunInfo(
            0,
            0,
            List.of(
                new RunInfo.StageInfo(0, LoadType.CONSTANT, 1000.0, null),
                new RunInfo.StageInfo(1, LoadType.CONSTANT, 1000.0, null)),
            false);
    return RunReports.summarize(config, info, records, new LazyMetrics(records));
  }

  /**
   * The same records and metrics walked as often as summarize walks them (run + 2 stages),
   * summarizing nothing.
   */
  @Benchmark
  public void generateOnly(Blackhole sink) {
    List<RequestRecord> records = new SyntheticRecords(requests);
    LazyMetrics metrics = new LazyMetrics(records);
    for (int pass = 0; pass < 3; pass++) {
      for (int i = 0; i < records.size(); i++) {
        sink.consume(metrics.get(i));
      }
    }
  }

  /** Request i: starts at i ms, TTFT ~100 ms, 100 one-token events ~20 ms apart, 1 % failures. */
  static final class SyntheticRecords extends AbstractList<RequestRecord> {
    private final int size;
    private int cachedIndex = -1;
    private RequestRecord cached;

    SyntheticRecords(int size) {
      this.size = size;
    }

    @Override
    public int size() {
      return size;
    }

    @Override
    public RequestRecord get(int i) {
      if (i != cachedIndex) {
        cached = build(i);
        cachedIndex = i;
      }
      return cached;
    }

    private static RequestRecord build(int i) {
      long start = i * MILLI;
      if (i % 100 == 99) {
        Failure failure = Failure.of(FailureType.TIMEOUT, "no response in 30 s");
        return record(i, start, -1, start + 30 * MILLI, List.of(), "", 0, 0, null, failure);
      }
      List<TimedChunk> chunks = new ArrayList<>(TOKENS + 3);
      chunks.add(new TimedChunk(start + 40 * MILLI, ChunkKind.ROLE, "", 0));
      long t = start + 100 * MILLI + (i % 97) * 1000L;
      for (int j = 0; j < TOKENS; j++) {
        chunks.add(new TimedChunk(t, ChunkKind.CONTENT, WORD, 1));
        t += 20 * MILLI + ((i * 31L + j * 7L) % 13) * 100_000L;
      }
      chunks.add(new TimedChunk(t, ChunkKind.USAGE, "", 0));
      chunks.add(new TimedChunk(t + 10_000, ChunkKind.DONE, "", 0));
      Usage usage = new Usage(512, TOKENS, 512 + TOKENS, null);
      return record(
          i, start, start + 5 * MILLI, t + 20_000, chunks, TEXT, TOKENS, 512, usage, null);
    }

    /** Request {@code i}: stage {@code i & 1}, scheduled 50 us before its start, HTTP 200. */
    private static RequestRecord record(
        int i,
        long start,
        long headers,
        long end,
        List<TimedChunk> chunks,
        String text,
        int outputTokens,
        int inputTokens,
        Usage usage,
        Failure failure) {
      return new RequestRecord(
          "r" + i,
          i & 1,
          true,
          start - 50_000,
          start,
          headers,
          end,
          chunks,
          text,
          outputTokens,
          inputTokens,
          usage,
          200,
          failure,
          0,
          WayIn.UNKNOWN,
          0);
    }
  }

  static final class LazyMetrics extends AbstractList<RequestMetrics> {
    private final List<RequestRecord> records;
    private final StandardMetrics calculator = new StandardMetrics();

    LazyMetrics(List<RequestRecord> records) {
      this.records = records;
    }

    @Override
    public int size() {
      return records.size();
    }

    @Override
    public RequestMetrics get(int i) {
      return calculator.calculate(records.get(i), false);
    }
  }
}
