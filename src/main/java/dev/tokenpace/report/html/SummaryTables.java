package dev.tokenpace.report.html;

import dev.tokenpace.report.html.DistributionView.Percentile;
import dev.tokenpace.report.html.SummaryView.FailureLabel;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The page's tables: the run at a glance, the latency summary, the stages, the failures. */
final class SummaryTables {

  private SummaryTables() {}

  static String overview(SummaryView run) {
    StringBuilder out = new StringBuilder("<table class=\"overview\">\n");
    row(out, "requests", String.valueOf(run.requests()));
    row(out, "successes", String.valueOf(run.successes()));
    row(out, "failures", String.valueOf(run.failures()));
    run.errorPercentage()
        .ifPresent(p -> row(out, "error percentage", Numbers.decimal(p, 1) + " %"));
    row(out, "benchmark time", Numbers.decimal(run.benchmarkSeconds(), 3) + " s");
    row(out, "requests/s (successes)", Numbers.decimal(run.throughput("requests_per_sec"), 3));
    row(out, "output tokens/s", Numbers.decimal(run.throughput("output_tokens_per_sec"), 1));
    row(out, "input tokens/s", Numbers.decimal(run.throughput("input_tokens_per_sec"), 1));
    run.goodput("goodput_percentage")
        .ifPresent(p -> row(out, "goodput (of successes)", Numbers.decimal(p, 1) + " %"));
    run.goodput("request_goodput")
        .ifPresent(r -> row(out, "good requests/s", Numbers.decimal(r, 3)));
    if (run.newConnections() + run.reusedConnections() > 0) {
      row(
          out,
          "connections (successes)",
          run.newConnections() + " new, " + run.reusedConnections() + " reused");
    }
    return out.append("</table>\n").toString();
  }

  /** One row per latency metric: mean, min, each configured percentile, max, in milliseconds. */
  static String latency(SummaryView run) {
    List<Percentile> columns = percentileColumns(run);
    StringBuilder out = new StringBuilder("<table class=\"latency\" id=\"latency-table\">\n<tr>");
    out.append("<th>(ms)</th><th>mean</th><th>min</th>");
    for (Percentile p : columns) {
      out.append("<th>").append(Html.escape(p.key())).append("</th>");
    }
    out.append("<th>max</th></tr>\n");
    // The way in sits right above TTFT, so a TTFT tail that connect shares reads as queueing.
    for (WayInMetric step : WayInMetric.values()) {
      Optional<DistributionView> d = run.wayIn(step);
      if (d.isPresent()) {
        latencyRow(out, step.shortName(), step.longName(), d, columns.size());
      }
    }
    for (LatencyMetric metric : LatencyMetric.values()) {
      latencyRow(out, metric.shortName(), metric.longName(), run.latency(metric), columns.size());
    }
    latencyRow(
        out, "schedule delay", "start − scheduled send", run.scheduleDelay(), columns.size());
    return out.append("</table>\n").toString();
  }

  static String stages(Map<Integer, SummaryView> stages) {
    StringBuilder out = new StringBuilder("<table class=\"stages\" id=\"stage-table\">\n");
    out.append("<tr><th>stage</th><th>requested</th><th>achieved rate (req/s)</th>")
        .append("<th>requests</th><th>failures</th><th>connect p50</th><th>connect p99</th>")
        .append("<th>TTFT p50</th><th>TTFT p99</th>")
        .append("<th>ITL p50</th><th>ITL p99</th></tr>\n");
    for (Map.Entry<Integer, SummaryView> entry : stages.entrySet()) {
      SummaryView stage = entry.getValue();
      out.append("<tr><td>").append(entry.getKey()).append("</td><td>");
      out.append(requested(stage)).append("</td><td>");
      out.append(stage.achievedRate().map(r -> Numbers.decimal(r, 3)).orElse("–"));
      out.append("</td><td>").append(stage.requests());
      out.append("</td><td>").append(stage.failures()).append("</td>");
      cell(out, stage.wayIn(WayInMetric.CONNECT).flatMap(d -> d.nearest(50)));
      cell(out, stage.wayIn(WayInMetric.CONNECT).flatMap(d -> d.nearest(99)));
      for (LatencyMetric metric : List.of(LatencyMetric.TTFT, LatencyMetric.ITL)) {
        cell(out, stage.latency(metric).flatMap(d -> d.nearest(50)));
        cell(out, stage.latency(metric).flatMap(d -> d.nearest(99)));
      }
      out.append("</tr>\n");
    }
    return out.append("</table>\n").toString();
  }

  static String failures(SummaryView run) {
    StringBuilder out = new StringBuilder("<table class=\"failures\" id=\"failure-table\">\n");
    out.append("<tr><th>label</th><th>count</th><th>first message</th></tr>\n");
    for (FailureLabel label : run.failureLabels()) {
      out.append("<tr><td>").append(Html.escape(label.label())).append("</td><td>");
      out.append(label.count()).append("</td><td class=\"message\">");
      out.append(Html.escape(label.messages().isEmpty() ? "" : label.messages().get(0)));
      out.append("</td></tr>\n");
    }
    return out.append("</table>\n").toString();
  }

  private static String requested(SummaryView stage) {
    if (stage.requestedRate().isPresent()) {
      return Numbers.decimal(stage.requestedRate().get(), 3) + " req/s";
    }
    return stage.concurrency().map(c -> c + " in flight").orElse("–");
  }

  /** The configured percentiles, read from the first metric that has any. */
  private static List<Percentile> percentileColumns(SummaryView run) {
    for (LatencyMetric metric : LatencyMetric.values()) {
      Optional<DistributionView> d = run.latency(metric);
      if (d.isPresent()) {
        return d.get().percentiles();
      }
    }
    return run.scheduleDelay().map(DistributionView::percentiles).orElse(List.of());
  }

  private static void latencyRow(
      StringBuilder out, String name, String title, Optional<DistributionView> d, int columns) {
    out.append("<tr><th title=\"").append(Html.escape(title)).append("\">");
    out.append(Html.escape(name)).append("</th>");
    if (d.isEmpty()) {
      out.append("<td class=\"none\" colspan=\"").append(columns + 3).append("\">no sample</td>");
    } else {
      td(out, d.get().mean());
      td(out, d.get().min());
      for (Percentile p : d.get().percentiles()) {
        td(out, p.value());
      }
      td(out, d.get().max());
    }
    out.append("</tr>\n");
  }

  private static void cell(StringBuilder out, Optional<Percentile> p) {
    out.append("<td>").append(p.map(v -> Numbers.millis(v.value())).orElse("–")).append("</td>");
  }

  private static void td(StringBuilder out, double seconds) {
    out.append("<td>").append(Numbers.millis(seconds)).append("</td>");
  }

  private static void row(StringBuilder out, String name, String value) {
    out.append("<tr><th>").append(Html.escape(name)).append("</th><td>");
    out.append(Html.escape(value)).append("</td></tr>\n");
  }
}
