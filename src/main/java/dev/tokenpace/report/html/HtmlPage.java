package dev.tokenpace.report.html;

import java.util.List;
import java.util.Optional;
import org.jfree.chart.JFreeChart;

/** Lays the tables and charts of one run out as a single self-contained HTML document. */
final class HtmlPage {

  static final List<LatencyMetric> DISTRIBUTIONS =
      List.of(
          LatencyMetric.TTFT, LatencyMetric.ITL, LatencyMetric.TPOT, LatencyMetric.REQUEST_LATENCY);

  private static final String STYLE =
      """
      body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; color: #222;
             margin: 0 auto; padding: 24px 32px 48px; max-width: 1320px; line-height: 1.4; }
      h1 { font-size: 26px; margin: 0 0 4px; }
      h2 { font-size: 20px; margin: 36px 0 8px; padding-bottom: 4px; border-bottom: 2px solid #e3e3e3; }
      p.meta, p.note { color: #555; margin: 4px 0 12px; }
      table { border-collapse: collapse; font-size: 14px; margin: 8px 0 16px; }
      th, td { padding: 5px 10px; border-bottom: 1px solid #e6e6e6; text-align: right; }
      tr th:first-child { text-align: left; }
      table.overview th { text-align: left; font-weight: normal; color: #555; }
      table.overview td { font-weight: bold; }
      table.latency tr:first-child th, table.stages th, table.failures th { background: #f4f6f8; }
      td.none { color: #999; text-align: center; }
      table.failures th:last-child { text-align: left; }
      td.message { text-align: left; max-width: 640px; font-family: "DejaVu Sans Mono", monospace;
                   font-size: 12px; }
      .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 640px)); gap: 16px 28px; }
      figure { margin: 0; }
      figcaption { font-weight: bold; margin: 8px 0 2px; }
      figcaption span { font-weight: normal; color: #555; }
      svg { width: 100%; height: auto; display: block; }
      .wide { max-width: 1000px; }
      .grid svg { max-width: 640px; }
      """;

  private HtmlPage() {}

  static String render(RunView run) {
    SummaryView summary = run.summary();
    StringBuilder out = new StringBuilder(64 * 1024);
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.append("<title>tokenpace report ").append(Html.escape(summary.startedAt()));
    out.append("</title>\n<style>").append(STYLE).append("</style>\n</head>\n<body>\n");
    header(out, run);
    out.append("<h2 id=\"summary\">Summary</h2>\n").append(SummaryTables.overview(summary));
    out.append("<p class=\"note\">Latencies of successful requests, in milliseconds.</p>\n");
    out.append(SummaryTables.latency(summary));
    distributions(out, run);
    timeline(out, run);
    capacity(out, run);
    failures(out, run);
    return out.append("</body>\n</html>\n").toString();
  }

  private static void header(StringBuilder out, RunView run) {
    SummaryView summary = run.summary();
    out.append("<h1>tokenpace run report</h1>\n<p class=\"meta\">started ");
    out.append(Html.escape(summary.startedAt())).append(" · tokenizer ");
    out.append(Html.escape(summary.tokenizer())).append(" · ");
    out.append(run.stages().size()).append(run.stages().size() == 1 ? " stage" : " stages");
    if (summary.cancelled()) {
      out.append(" · <strong>cancelled</strong>: requests in flight became failures");
    }
    out.append("</p>\n");
  }

  private static void distributions(StringBuilder out, RunView run) {
    out.append("<h2 id=\"distributions\">Distributions</h2>\n<p class=\"note\">");
    out.append(
        run.requests().isEmpty()
            ? "No per-request file: each curve joins the reported percentiles."
            : "Each curve runs through every sample of the run (sorted, joined linearly as"
                + " percentiles are read); the squares are the percentiles the report states.");
    out.append("</p>\n<div class=\"grid\">\n");
    for (LatencyMetric metric : DISTRIBUTIONS) {
      Optional<DistributionView> reported = run.summary().latency(metric);
      String id = metric.name().toLowerCase().replace('_', '-') + "-distribution";
      if (reported.isEmpty()) {
        figure(out, id, metric.shortName(), metric.longName() + ": no sample", null, null);
      } else {
        JFreeChart chart = DistributionChart.of(metric, run.samples(metric), reported.get());
        figure(out, id, metric.shortName(), metric.longName(), chart, SvgExport.HALF);
      }
    }
    out.append("</div>\n");
  }

  private static void timeline(StringBuilder out, RunView run) {
    out.append("<h2 id=\"over-time\">Requests over time</h2>\n");
    if (run.requests().isEmpty()) {
      out.append("<p class=\"note\">Needs the per-request file ");
      out.append("(<code>report.request_lifecycle.per_request: true</code>; ");
      out.append("<code>merge</code> writes none: each shard's folder has its own).</p>\n");
      return;
    }
    out.append("<div class=\"wide\">\n");
    figure(
        out,
        "request-timeline",
        "TTFT and latency",
        "of each request, against when it was sent",
        RequestTimelineChart.of(run),
        SvgExport.WIDE);
    out.append("</div>\n");
  }

  private static void capacity(StringBuilder out, RunView run) {
    out.append("<h2 id=\"capacity\">Stages</h2>\n");
    if (run.stages().isEmpty()) {
      out.append("<p class=\"note\">No stage files.</p>\n");
      return;
    }
    out.append(SummaryTables.stages(run.stages())).append("<div class=\"wide\">\n");
    figure(
        out,
        "capacity-curve",
        "Capacity curve",
        "p50 and p99 TTFT and ITL of each stage, against its achieved rate",
        CapacityChart.of(run),
        SvgExport.WIDE_TALL);
    out.append("</div>\n");
  }

  private static void failures(StringBuilder out, RunView run) {
    out.append("<h2 id=\"failures\">Failures</h2>\n");
    if (run.summary().failures() == 0) {
      out.append("<p class=\"note\">No request failed.</p>\n");
      return;
    }
    out.append(SummaryTables.failures(run.summary()));
    JFreeChart chart = FailureTimelineChart.of(run);
    if (chart == null) {
      out.append("<p class=\"note\">Over time: needs the per-request file.</p>\n");
      return;
    }
    out.append("<div class=\"wide\">\n");
    figure(out, "failure-timeline", "Failures by label", "over send time", chart, SvgExport.WIDE);
    out.append("</div>\n");
  }

  private static void figure(
      StringBuilder out,
      String id,
      String name,
      String detail,
      JFreeChart chart,
      SvgExport.Size size) {
    out.append("<figure id=\"").append(id).append("\"><figcaption>").append(Html.escape(name));
    out.append(" <span>").append(Html.escape(detail)).append("</span></figcaption>\n");
    if (chart != null) {
      out.append(SvgExport.svg(chart, id + "-svg", size)).append('\n');
    }
    out.append("</figure>\n");
  }
}
