package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.Distribution;
import dev.tokenpace.report.SummaryReport.GoodputMetrics;
import dev.tokenpace.report.SummaryReport.Latency;
import java.util.Locale;
import java.util.Map;

/** The run summary as a fixed-width table for a terminal: latencies in milliseconds. */
final class ConsoleTable {

  private static final String ROW = "%-8s %12s %12s %12s %12s%n";

  private ConsoleTable() {}

  static String render(SummaryReport report) {
    StringBuilder out = new StringBuilder();
    Latency latency = report.successes().latency();
    out.append(String.format(Locale.ROOT, ROW, "(ms)", "mean", "p50", "p90", "p99"));
    SummaryReport.WayInSummary wayIn = report.successes().wayIn();
    // The way in, just above TTFT: a TTFT tail that the connect rows share is connection queueing.
    rowIfSampled(out, "connect", wayIn.connectDuration());
    rowIfSampled(out, "TLS", wayIn.tlsHandshakeDuration());
    rowIfSampled(out, "send", wayIn.requestSendDuration());
    rowIfSampled(out, "head", wayIn.timeToResponseHead());
    row(out, "TTFT", latency.timeToFirstToken());
    row(out, "TTFOT", latency.timeToFirstOutputToken());
    row(out, "ITL", latency.interTokenLatency());
    row(out, "TPOT", latency.timePerOutputToken());
    row(out, "NTPOT", latency.normalizedTimePerOutputToken());
    row(out, "latency", latency.requestLatency());
    out.append(
        String.format(
            Locale.ROOT,
            "%nsuccesses %d   failures %d (%.1f %%)   (of %d requests in %.3f s)%n",
            report.successes().count(),
            report.failures().count(),
            report.failures().errorPercentage(),
            report.loadSummary().count(),
            report.benchmarkTimeSeconds()));
    if (report.successes().answersPastMaxTokens() > 0) {
      out.append(
          String.format(
              Locale.ROOT,
              "warning: %d of %d answers ran past the max_tokens they asked for: the server does"
                  + " not hold to the limit, so answers (and latencies) are longer than the run"
                  + " asked%n",
              report.successes().answersPastMaxTokens(),
              report.successes().count()));
    }
    if (wayIn.newConnections() + wayIn.reusedConnections() > 0) {
      out.append(
          String.format(
              Locale.ROOT,
              "connections %d new, %d reused%n",
              wayIn.newConnections(),
              wayIn.reusedConnections()));
    }
    for (Map.Entry<String, SummaryReport.LabelSummary> label :
        report.failures().byLabel().entrySet()) {
      out.append(
          String.format(Locale.ROOT, "  %6d  %s%n", label.getValue().count(), label.getKey()));
    }
    SummaryReport.Throughput t = report.successes().throughput();
    out.append(
        String.format(
            Locale.ROOT,
            "throughput %.3f req/s   %.1f output tok/s   %.1f input tok/s   %.1f total tok/s%n",
            t.requestsPerSec(),
            t.outputTokensPerSec(),
            t.inputTokensPerSec(),
            t.totalTokensPerSec()));
    goodput(out, report.successes().goodputMetrics());
    return out.toString();
  }

  /** Only when goodput constraints were configured and a request succeeded. */
  private static void goodput(StringBuilder out, GoodputMetrics g) {
    if (g == null) {
      return;
    }
    out.append(
        String.format(
            Locale.ROOT,
            "goodput %.1f %% of successes (%d of %d): %.3f req/s   %.1f tok/s   attainment",
            g.goodputPercentage(),
            g.goodRequests(),
            g.totalRequests(),
            g.requestGoodput(),
            g.tokenGoodput()));
    String separator = " ";
    for (SloKind kind : SloKind.values()) {
      Double attainment = g.attainment(kind);
      if (attainment != null) {
        out.append(String.format(Locale.ROOT, "%s%s %.1f %%", separator, kind.key(), attainment));
        separator = "   ";
      }
    }
    out.append(System.lineSeparator());
  }

  /** A way-in row only where the transport stamped that step: no row of dashes over the JDK. */
  private static void rowIfSampled(StringBuilder out, String name, Distribution d) {
    if (d != null) {
      row(out, name, d);
    }
  }

  private static void row(StringBuilder out, String name, Distribution d) {
    out.append(
        String.format(
            Locale.ROOT,
            ROW,
            name,
            d == null ? "-" : millis(d.mean()),
            value(d, "median"),
            value(d, "p90"),
            value(d, "p99")));
  }

  private static String value(Distribution d, String key) {
    if (d == null) {
      return "-";
    }
    Double v = d.fields().get(key);
    return v == null ? "n/a" : millis(v);
  }

  private static String millis(double seconds) {
    return String.format(Locale.ROOT, "%.3f", seconds * 1000);
  }
}
