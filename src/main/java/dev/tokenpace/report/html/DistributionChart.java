package dev.tokenpace.report.html;

import dev.tokenpace.report.html.DistributionView.Percentile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * A metric's distribution as its percentile curve: the k-th of n sorted samples sits at rank
 * 100·k/(n−1), joined by straight lines — the linear interpolation the report's percentiles are
 * read with — so every reported percentile (a labelled square) lies on the measured curve. Without
 * per-request samples, the reported percentiles alone.
 */
final class DistributionChart {

  /** More points than this add nothing a reader can see, only bytes. */
  private static final int MAX_POINTS = 1000;

  /** Percentile labels closer than this (in percent of samples) would overlap. */
  private static final double LABEL_SPACING = 6;

  private DistributionChart() {}

  /**
   * @param samples the metric's samples in seconds (any order; may be empty)
   * @param reported the report's distribution of the same samples
   */
  static JFreeChart of(LatencyMetric metric, double[] samples, DistributionView reported) {
    NumberAxis x = ChartStyle.axis(metric.shortName() + " (ms)");
    x.setAutoRangeIncludesZero(false);
    NumberAxis y = ChartStyle.axis("percentile (% of samples at or below)");
    y.setRange(0, 100.5);
    XYPlot plot = new XYPlot();
    plot.setDomainAxis(x);
    plot.setRangeAxis(y);
    plot.setDataset(0, reportedPoints(reported, samples.length == 0));
    plot.setRenderer(0, markerRenderer(samples.length == 0));
    if (samples.length > 0) {
      plot.setDataset(1, measuredCurve(samples));
      XYLineAndShapeRenderer curve = new XYLineAndShapeRenderer(true, false);
      curve.setDrawSeriesLineAsPath(true);
      curve.setSeriesPaint(0, ChartStyle.BLUE);
      curve.setSeriesStroke(0, ChartStyle.LINE);
      plot.setRenderer(1, curve);
    }
    double middle = (reported.min() + reported.max()) / 2;
    for (XYTextAnnotation label : labels(reported, middle)) {
      plot.addAnnotation(label);
    }
    ChartStyle.plot(plot);
    return ChartStyle.chart(plot, true);
  }

  private static XYSeriesCollection reportedPoints(DistributionView reported, boolean alone) {
    XYSeries series =
        new XYSeries(alone ? "reported percentiles (no per-request file)" : "reported percentiles");
    for (Percentile p : reported.percentiles()) {
      series.add(p.value() * 1000, p.rank());
    }
    return new XYSeriesCollection(series);
  }

  private static XYLineAndShapeRenderer markerRenderer(boolean connected) {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(connected, true);
    renderer.setSeriesPaint(0, ChartStyle.ORANGE);
    renderer.setSeriesShape(0, ChartStyle.SQUARE);
    renderer.setSeriesStroke(0, ChartStyle.LINE);
    return renderer;
  }

  private static XYSeriesCollection measuredCurve(double[] samples) {
    double[] sorted = samples.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    XYSeries series = new XYSeries("measured (" + n + (n == 1 ? " sample)" : " samples)"), false);
    if (n == 1) {
      series.add(sorted[0] * 1000, 0.0);
      series.add(sorted[0] * 1000, 100.0);
      return new XYSeriesCollection(series);
    }
    int stride = Math.max(1, n / MAX_POINTS);
    for (int i = 0; i < n - 1; i += stride) {
      series.add(sorted[i] * 1000, 100.0 * i / (n - 1));
    }
    series.add(sorted[n - 1] * 1000, 100.0);
    return new XYSeriesCollection(series);
  }

  /** Median, p90 and p99 first, then the others wherever they leave room. */
  private static List<XYTextAnnotation> labels(DistributionView reported, double middle) {
    List<Percentile> byImportance = new ArrayList<>(reported.percentiles());
    byImportance.sort(Comparator.comparing(DistributionChart::isHeadline).reversed());
    List<Double> taken = new ArrayList<>();
    List<XYTextAnnotation> labels = new ArrayList<>();
    for (Percentile p : byImportance) {
      if (taken.stream().noneMatch(y -> Math.abs(y - p.rank()) < LABEL_SPACING)) {
        taken.add(p.rank());
        labels.add(label(p, p.value() > middle));
      }
    }
    return labels;
  }

  private static boolean isHeadline(Percentile p) {
    return p.rank() == 50 || p.rank() == 90 || p.rank() == 99;
  }

  /** Beside its point, towards the middle of the plot so it is never cut at an edge. */
  private static XYTextAnnotation label(Percentile p, boolean leftOfPoint) {
    String text = String.format(Locale.ROOT, "%s %s ms", p.key(), Numbers.millis(p.value()));
    text = leftOfPoint ? text + "  " : "  " + text;
    XYTextAnnotation label = new XYTextAnnotation(text, p.value() * 1000, p.rank());
    label.setFont(ChartStyle.NOTE);
    label.setPaint(ChartStyle.GREY);
    boolean below = p.rank() > 85;
    label.setTextAnchor(
        leftOfPoint
            ? (below ? TextAnchor.TOP_RIGHT : TextAnchor.BOTTOM_RIGHT)
            : (below ? TextAnchor.TOP_LEFT : TextAnchor.BOTTOM_LEFT));
    return label;
  }
}
