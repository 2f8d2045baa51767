package dev.tokenpace.report.html;

import java.awt.Paint;
import java.util.Map;
import java.util.Optional;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The capacity curve: per stage, the rate the benchmark achieved against that stage's p50 and p99
 * TTFT (above) and ITL (below). Where the curve turns up, the server is saturating.
 */
final class CapacityChart {

  static final String X_AXIS = "achieved rate (requests/s)";

  private CapacityChart() {}

  static JFreeChart of(RunView run) {
    CombinedDomainXYPlot plot = new CombinedDomainXYPlot(ChartStyle.axis(X_AXIS));
    plot.setGap(14);
    XYPlot ttft = panel(run, LatencyMetric.TTFT, ChartStyle.GREEN, ChartStyle.ORANGE);
    for (Map.Entry<Integer, SummaryView> stage : run.stages().entrySet()) {
      stageLabel(ttft, stage.getKey(), stage.getValue());
    }
    plot.add(ttft, 1);
    plot.add(panel(run, LatencyMetric.ITL, ChartStyle.BLUE, ChartStyle.PURPLE), 1);
    ChartStyle.plot(plot);
    return ChartStyle.chart(plot, true);
  }

  private static XYPlot panel(RunView run, LatencyMetric metric, Paint p50Paint, Paint p99Paint) {
    XYSeries p50 = new XYSeries(metric.shortName() + " p50");
    XYSeries p99 = new XYSeries(metric.shortName() + " p99");
    for (SummaryView stage : run.stages().values()) {
      Optional<Double> rate = stage.achievedRate();
      Optional<DistributionView> latency = stage.latency(metric);
      if (rate.isPresent() && latency.isPresent()) {
        double achieved = rate.get();
        latency.get().nearest(50).ifPresent(p -> p50.add(achieved, p.value() * 1000));
        latency.get().nearest(99).ifPresent(p -> p99.add(achieved, p.value() * 1000));
      }
    }
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(p50);
    data.addSeries(p99);
    XYLineAndShapeRenderer lines = new XYLineAndShapeRenderer(true, true);
    lines.setSeriesPaint(0, p50Paint);
    lines.setSeriesPaint(1, p99Paint);
    lines.setSeriesStroke(0, ChartStyle.LINE);
    lines.setSeriesStroke(1, ChartStyle.LINE);
    lines.setSeriesShape(0, ChartStyle.DOT);
    lines.setSeriesShape(1, ChartStyle.SQUARE);
    NumberAxis y = ChartStyle.axis(metric.shortName() + " (ms)");
    y.setUpperMargin(0.2);
    XYPlot panel = new XYPlot(data, null, y, lines);
    ChartStyle.plot(panel);
    return panel;
  }

  private static void stageLabel(XYPlot panel, int stageId, SummaryView stage) {
    Optional<Double> rate = stage.achievedRate();
    Optional<DistributionView> ttft = stage.latency(LatencyMetric.TTFT);
    if (rate.isEmpty() || ttft.isEmpty()) {
      return;
    }
    ttft.get()
        .nearest(99)
        .ifPresent(
            p99 -> {
              XYTextAnnotation label =
                  new XYTextAnnotation("stage " + stageId + "  ", rate.get(), p99.value() * 1000);
              label.setFont(ChartStyle.NOTE);
              label.setPaint(ChartStyle.GREY);
              label.setTextAnchor(TextAnchor.BOTTOM_RIGHT);
              panel.addAnnotation(label);
            });
  }
}
