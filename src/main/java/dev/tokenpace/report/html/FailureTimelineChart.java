package dev.tokenpace.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYBarRenderer;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.data.xy.DefaultTableXYDataset;
import org.jfree.data.xy.XYSeries;

/** Failed requests per time slice, stacked by label, over the send time of the requests. */
final class FailureTimelineChart {

  /** Enough slices to see when failures began, few enough that each bar is visible. */
  static final int SLICES = 40;

  private FailureTimelineChart() {}

  /** {@code null} when no request failed. */
  static JFreeChart of(RunView run) {
    double end = 0;
    for (RequestPoint request : run.requests()) {
      end = Math.max(end, run.sinceStart(request));
    }
    double width = sliceWidth(end);
    Map<String, long[]> counts = new LinkedHashMap<>();
    for (RequestPoint request : run.requests()) {
      if (!request.succeeded()) {
        int slice = (int) Math.min(SLICES - 1, Math.max(0, run.sinceStart(request) / width));
        counts.computeIfAbsent(request.failureLabel(), l -> new long[SLICES])[slice]++;
      }
    }
    if (counts.isEmpty()) {
      return null;
    }
    DefaultTableXYDataset data = new DefaultTableXYDataset();
    for (Map.Entry<String, long[]> label : byTotal(counts)) {
      XYSeries series = new XYSeries(label.getKey(), true, false);
      for (int i = 0; i < SLICES; i++) {
        series.add((i + 0.5) * width, label.getValue()[i]);
      }
      data.addSeries(series);
    }
    data.setIntervalWidth(width);
    StackedXYBarRenderer bars = new StackedXYBarRenderer(0.15);
    bars.setBarPainter(new StandardXYBarPainter());
    bars.setShadowVisible(false);
    bars.setDrawBarOutline(false);
    for (int i = 0; i < data.getSeriesCount(); i++) {
      bars.setSeriesPaint(i, ChartStyle.CATEGORY.get(i % ChartStyle.CATEGORY.size()));
    }
    NumberAxis x = ChartStyle.axis(RequestTimelineChart.X_AXIS);
    x.setRange(0, width * SLICES);
    NumberAxis y = ChartStyle.axis("failed requests per " + Numbers.decimal(width, 2) + " s");
    y.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    XYPlot plot = new XYPlot(data, x, y, bars);
    ChartStyle.plot(plot);
    return ChartStyle.chart(plot, true);
  }

  private static double sliceWidth(double end) {
    return end <= 0 ? 1.0 / SLICES : end * 1.0001 / SLICES;
  }

  private static List<Map.Entry<String, long[]>> byTotal(Map<String, long[]> counts) {
    List<Map.Entry<String, long[]>> labels = new ArrayList<>(counts.entrySet());
    labels.sort((a, b) -> Long.compare(total(b.getValue()), total(a.getValue())));
    return labels;
  }

  private static long total(long[] slices) {
    long sum = 0;
    for (long count : slices) {
      sum += count;
    }
    return sum;
  }
}
