package dev.tokenpace.report;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.wire.ChunkKind;
import dev.tokenpace.records.Usage;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.records.Failure;
import dev.tokenpace.metrics.Percentiles;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.TimedChunk;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * Times {@link RunReports#summarize} over 1,000,000 synthetic requests of 100 one-token events each
 * (two stages, 1 % failures) and prints the peak heap. Run with {@code -Xmx1g}:
 *
 * <pre>java -Xmx1g -cp target/classes:target/test-classes:$(deps) dev.tokenpace.report.SummarizeMillionBench [requests]</pre>
 *
 * Records and metrics are generated on access: 10^8 materialized TimedChunks alone would need
 * several GB, so what is measured is the summarizer's own footprint (its accumulators), which is
 * what has to stay bounded.
 */
public final class SummarizeMillionBench {

  private static final int TOKENS = 100;
  private static final long MILLI = 1_000_000L;
  private static final String WORD = " tok";
  private static final String TEXT = WORD.repeat(TOKENS).trim();

  private SummarizeMillionBench() {}

  public static void main(String[] args) throws Exception {
    int requests = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    List<RequestRecord> records = new SyntheticRecords(requests);
    List<RequestMetrics> metrics = new LazyMetrics(records);
    RunConfig config = new RunConfig(null, null, null, null, new TokenizerSpec(TokenizerType.WHITESPACE, null),
        new RunConfig.Report(true, true, false, Defaults.PERCENTILES, false), null);
    RunInfo info = new RunInfo(System.currentTimeMillis(), 0, List.of(
        new RunInfo.StageInfo(0, LoadType.CONSTANT, 1000.0, null),
        new RunInfo.StageInfo(1, LoadType.CONSTANT, 1000.0, null)), false);

    long t0 = System.nanoTime();
    RunReports reports = RunReports.summarize(config, info, records, metrics);
    long t1 = System.nanoTime();
    Path dir = Files.createTempDirectory("tokenpace-bench");
    reports.writeTo(dir);
    long t2 = System.nanoTime();

    System.out.print(reports.consoleTable());
    System.out.printf("requests %d x %d tokens: summarize %.1f s (3 passes: run + 2 stages), write %.3f s%n",
        requests, TOKENS, (t1 - t0) / 1e9, (t2 - t1) / 1e9);
    System.out.printf("heap: max %d MB, peak used %d MB (sum of heap pool peaks)%n",
        Runtime.getRuntime().maxMemory() >> 20, peakHeapBytes() >> 20);
    System.out.printf("ITL p50 %.6f p99 %.6f (%d pooled samples in the run summary)%n",
        reports.summary().successes().latency().interTokenLatency().at("median"),
        reports.summary().successes().latency().interTokenLatency().at("p99"),
        reports.summary().successes().count() * (TOKENS - 1));
  }

  private static long peakHeapBytes() {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return peak;
  }

  /** Request i: starts at i ms, TTFT ~100 ms, 100 one-token events ~20 ms apart, usage and [DONE]. */
  private static final class SyntheticRecords extends AbstractList<RequestRecord> {
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
      int stage = i < 0 ? 0 : (i & 1);
      if (i % 100 == 99) {
        Failure failure = i % 200 == 99
            ? new Failure(FailureType.HTTP_STATUS, "busy", 503)
            : Failure.of(FailureType.TIMEOUT, "no response in 30 s");
        return new RequestRecord("r" + i, stage, true, start - 50_000, start, -1, start + 30 * MILLI,
            List.of(), "", 0, 0, null, 200, failure);
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
      return new RequestRecord("r" + i, stage, true, start - 50_000, start, start + 5 * MILLI, t + 20_000,
          chunks, TEXT, TOKENS, 512, new Usage(512, TOKENS, 512 + TOKENS, null), 200, null);
    }
  }

  private static final class LazyMetrics extends AbstractList<RequestMetrics> {
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
