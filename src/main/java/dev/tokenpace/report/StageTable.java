package dev.tokenpace.report;

import dev.tokenpace.metrics.Distribution;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

/**
 * One row per stage and one for the whole run, as GuideLLM and vLLM's benchmark show a sweep: what
 * each rate or concurrency asked, what it achieved and the latencies it met, side by side. Stages
 * are counted from 1 here, as the progress line counts them.
 */
final class StageTable {

  private static final String HEADER = "%-6s %10s %9s %9s %7s %10s %10s %10s %10s %10s %10s%n";
  private static final String ROW = "%-6s %10s %9s %9d %7d %10s %10s %10s %10s %10s %10.1f%n";

  private StageTable() {}

  /**
   * @return the table, or an empty string when the run has fewer than two stages (the whole run's
   *     table then says it all)
   */
  static String render(SortedMap<Integer, SummaryReport> stages, SummaryReport whole) {
    if (stages.size() < 2) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            HEADER,
            "stage",
            "asked",
            "achieved",
            "requests",
            "failed",
            "TTFT p50",
            "TTFT p99",
            "ITL p50",
            "ITL p99",
            "lat. p50",
            "out tok/s"));
    for (Map.Entry<Integer, SummaryReport> stage : stages.entrySet()) {
      SummaryReport.StageLoad load = stage.getValue().loadSummary().stage();
      row(
          out,
          Integer.toString(stage.getKey() + 1),
          asked(load),
          load == null ? "-" : String.format(Locale.ROOT, "%.2f", load.achievedRate()),
          stage.getValue());
    }
    row(out, "all", "", "", whole);
    out.append(
        String.format(
            Locale.ROOT,
            "(ms; achieved in req/s; stage N's file is stage_<N-1>_lifecycle_metrics.json)%n%n"));
    return out.toString();
  }

  private static String asked(SummaryReport.StageLoad load) {
    if (load == null) {
      return "-";
    }
    if (load.requestedRate() != null) {
      double rate = load.requestedRate();
      return (rate == Math.rint(rate)
              ? Long.toString((long) rate)
              : String.format(Locale.ROOT, "%.2f", rate))
          + " req/s";
    }
    return load.concurrency() == null ? "-" : load.concurrency() + " conc.";
  }

  private static void row(
      StringBuilder out, String name, String asked, String achieved, SummaryReport report) {
    SummaryReport.Latency latency = report.successes().latency();
    out.append(
        String.format(
            Locale.ROOT,
            ROW,
            name,
            asked,
            achieved,
            report.loadSummary().count(),
            report.failures().count(),
            millis(latency.timeToFirstToken(), "median"),
            millis(latency.timeToFirstToken(), "p99"),
            millis(latency.interTokenLatency(), "median"),
            millis(latency.interTokenLatency(), "p99"),
            millis(latency.requestLatency(), "median"),
            report.successes().throughput().outputTokensPerSec()));
  }

  /** "-" when no success gave a sample, "n/a" when the percentile is not configured. */
  private static String millis(Distribution d, String key) {
    if (d == null) {
      return "-";
    }
    Double seconds = d.fields().get(key);
    return seconds == null ? "n/a" : String.format(Locale.ROOT, "%.3f", seconds * 1000);
  }
}
