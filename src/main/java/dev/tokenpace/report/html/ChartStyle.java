package dev.tokenpace.report.html;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/** One look for every chart on the page: white plot, light grid, readable type, one palette. */
final class ChartStyle {

  static final Color BLUE = new Color(0x1f77b4);
  static final Color ORANGE = new Color(0xff7f0e);
  static final Color GREEN = new Color(0x2ca02c);
  static final Color RED = new Color(0xd62728);
  static final Color PURPLE = new Color(0x9467bd);
  static final Color GREY = new Color(0x555555);

  /** Failure labels cycle through these; red first, as failures are the page's alarm colour. */
  static final List<Paint> CATEGORY =
      List.of(
          RED,
          ORANGE,
          PURPLE,
          new Color(0x8c564b),
          new Color(0xe377c2),
          new Color(0x7f7f7f),
          new Color(0xbcbd22),
          new Color(0x17becf));

  static final Font AXIS_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
  static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  static final Font NOTE = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  static final Font LEGEND = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

  static final BasicStroke LINE = new BasicStroke(2f);
  static final Shape DOT = new Ellipse2D.Double(-3, -3, 6, 6);
  static final Shape SMALL_DOT = new Ellipse2D.Double(-2, -2, 4, 4);
  static final Shape SQUARE = new Rectangle2D.Double(-4, -4, 8, 8);

  private static final Color GRID = new Color(0xdddddd);

  private ChartStyle() {}

  static NumberAxis axis(String label) {
    NumberAxis axis = new NumberAxis(label);
    axis.setLabelFont(AXIS_LABEL);
    axis.setTickLabelFont(TICK);
    axis.setAxisLinePaint(GREY);
    axis.setTickMarkPaint(GREY);
    return axis;
  }

  static void plot(XYPlot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(GRID);
    plot.setRangeGridlinePaint(GRID);
    plot.setOutlineVisible(false);
    plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
    for (int i = 0; i < plot.getRangeAxisCount(); i++) {
      tidy(plot.getRangeAxis(i));
    }
  }

  /** A chart without a title (the page's caption names it) and its legend below. */
  static JFreeChart chart(org.jfree.chart.plot.Plot plot, boolean legend) {
    JFreeChart chart = new JFreeChart(null, JFreeChart.DEFAULT_TITLE_FONT, plot, legend);
    chart.setBackgroundPaint(Color.WHITE);
    chart.setPadding(new RectangleInsets(8, 8, 8, 16));
    chart.setAntiAlias(true);
    LegendTitle title = chart.getLegend();
    if (title != null) {
      title.setPosition(RectangleEdge.BOTTOM);
      title.setFrame(BlockBorder.NONE);
      title.setItemFont(LEGEND);
      title.setBackgroundPaint(Color.WHITE);
    }
    return chart;
  }

  private static void tidy(ValueAxis axis) {
    if (axis != null) {
      axis.setLabelFont(AXIS_LABEL);
      axis.setTickLabelFont(TICK);
    }
  }
}
