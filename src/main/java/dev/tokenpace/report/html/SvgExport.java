package dev.tokenpace.report.html;

import java.awt.Rectangle;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.text.TextUtils;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/** Draws a chart into an inline {@code <svg>} element that scales with the page. */
final class SvgExport {

  /** Drawn at the size it is shown, so its type reads at the size it was set in. */
  record Size(int width, int height) {}

  /** Two to a row on a wide screen. */
  static final Size HALF = new Size(640, 400);

  static final Size WIDE = new Size(1000, 440);

  static final Size WIDE_TALL = new Size(1000, 600);

  static {
    // JFreeChart draws rotated strings (the vertical axes' titles) as glyph outlines by default, a
    // workaround for JDK 1.4-era rendering bugs; as outlines they are neither text to search nor to
    // read aloud. Every caller wants the same value, so setting it more than once is harmless.
    TextUtils.setUseDrawRotatedStringWorkaround(false);
  }

  private SvgExport() {}

  /**
   * @param id unique on the page: it also prefixes the element's clip-path ids, which would
   *     otherwise collide between charts inlined in one document
   */
  static String svg(JFreeChart chart, String id, Size size) {
    SVGGraphics2D g2 = new SVGGraphics2D(size.width(), size.height());
    g2.setDefsKeyPrefix(id + "-");
    // A tenth of a pixel is finer than any screen; the default's 15 digits triple the page.
    g2.setGeomDoubleConverter(SvgExport::tenths);
    g2.setTransformDoubleConverter(SvgExport::tenths);
    chart.draw(g2, new Rectangle(0, 0, size.width(), size.height()));
    return g2.getSVGElement(
        id,
        false,
        new ViewBox(0, 0, size.width(), size.height()),
        PreserveAspectRatio.XMID_YMID,
        MeetOrSlice.MEET);
  }

  private static String tenths(double value) {
    long rounded = Math.round(value * 10);
    return rounded % 10 == 0 ? Long.toString(rounded / 10) : Double.toString(rounded / 10.0);
  }
}
