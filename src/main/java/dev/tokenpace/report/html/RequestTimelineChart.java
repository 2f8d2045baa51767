package dev.tokenpace.report.html;

import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Each request's TTFT and latency against when it was sent: warm-up, queueing and stalls show as
 * shapes over time that a distribution hides. A request that opened its connection also shows its
 * connect duration: where a burst's TTFT dots sit on its connect dots, the TTFT is connection
 * queueing, not the model.
 */
final class RequestTimelineChart {

  /** Past this many requests, every k-th is drawn: the shape stays, the page stays small. */
  static final int MAX_POINTS = 1500;

  static final String X_AXIS = "send time (s since the run started)";

  private RequestTimelineChart() {}

  static JFreeChart of(RunView run) {
    XYSeries ttft = new XYSeries("TTFT");
    XYSeries latency = new XYSeries("request latency");
    XYSeries failed = new XYSeries("failed request (latency)");
    XYSeries connect = new XYSeries("connect (new connection)");
    List<RequestPoint> requests = run.requests();
    int stride = Math.max(1, (requests.size() + MAX_POINTS - 1) / MAX_POINTS);
    for (int i = 0; i < requests.size(); i += stride) {
      RequestPoint request = requests.get(i);
      double sent = run.sinceStart(request);
      if (request.succeeded()) {
        latency.add(sent, request.requestLatency() * 1000);
        if (request.timeToFirstToken() != null) {
          ttft.add(sent, request.timeToFirstToken() * 1000);
        }
        if (request.connectDuration() != null) {
          connect.add(sent, request.connectDuration() * 1000);
        }
      } else {
        failed.add(sent, request.requestLatency() * 1000);
      }
    }
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(latency);
    data.addSeries(ttft);
    data.addSeries(failed);
    if (connect.getItemCount() > 0) {
      data.addSeries(connect); // no legend entry for a transport that cannot see the connect
    }
    XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
    dots.setSeriesPaint(0, ChartStyle.BLUE);
    dots.setSeriesPaint(1, ChartStyle.GREEN);
    dots.setSeriesPaint(2, ChartStyle.RED);
    dots.setSeriesShape(0, ChartStyle.DOT);
    dots.setSeriesShape(1, ChartStyle.DOT);
    dots.setSeriesShape(2, ChartStyle.SQUARE);
    dots.setSeriesPaint(3, ChartStyle.ORANGE);
    dots.setSeriesShape(3, ChartStyle.SMALL_DOT);
    NumberAxis x = ChartStyle.axis(X_AXIS);
    NumberAxis y = ChartStyle.axis("time (ms)");
    XYPlot plot = new XYPlot(data, x, y, dots);
    ChartStyle.plot(plot);
    return ChartStyle.chart(plot, true);
  }
}
