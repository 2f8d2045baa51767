package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.RequestRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The summary, per-stage and per-request reports of one run (see docs/architecture.md). */
public final class RunReports {

  // CONTRACT STUB — implemented by the metrics/report work.
  private RunReports() {}

  public static RunReports summarize(RunConfig config, RunInfo info, List<RequestRecord> records, List<RequestMetrics> metrics) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Writes the files the config's report section asks for into {@code dir} (created if missing). */
  public void writeTo(Path dir) throws IOException {
    throw new UnsupportedOperationException("not yet");
  }

  /** The console summary: TTFT, ITL, TPOT, NTPOT, latency (mean/p50/p90/p99), counts, throughput. */
  public String consoleTable() {
    throw new UnsupportedOperationException("not yet");
  }
}
