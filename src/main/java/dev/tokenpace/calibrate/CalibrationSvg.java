package dev.tokenpace.calibrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Error vs concurrency as a small self-contained SVG: delivery p50/p99/max and TTFT excess p99 per
 * closed-loop level, on a log-scaled millisecond axis (errors span 0.05 ms to hundreds).
 */
final class CalibrationSvg {

  private static final int WIDTH = 640;
  private static final int HEIGHT = 400;
  private static final int LEFT = 60;
  private static final int RIGHT = 150;
  private static final int TOP = 30;
  private static final int BOTTOM = 50;
  private static final double FLOOR_MS = 0.01;

  private record Series(String name, String color, Function<CalibrationLevel, Double> value) {}

  private static final List<Series> SERIES =
      List.of(
          new Series("delivery p50", "#2b8cbe", CalibrationLevel::deliveryP50Ms),
          new Series("delivery p99", "#e34a33", CalibrationLevel::deliveryP99Ms),
          new Series("delivery max", "#fdbb84", CalibrationLevel::deliveryMaxMs),
          new Series("ttft excess p99", "#31a354", CalibrationLevel::ttftExcessP99Ms));

  private CalibrationSvg() {}

  static String render(CalibrationReport report) {
    List<CalibrationLevel> levels = new ArrayList<>();
    for (CalibrationLevel level : report.levels()) {
      if ("closed".equals(level.mode())) {
        levels.add(level);
      }
    }
    StringBuilder svg = new StringBuilder();
    svg.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"12\">%n",
            WIDTH,
            HEIGHT));
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"18\">Timing error vs concurrency (%s transport, %d cores)</text>%n",
            LEFT,
            report.transport(),
            report.cores()));
    double maxMs = FLOOR_MS * 10;
    for (CalibrationLevel level : levels) {
      for (Series s : SERIES) {
        Double v = s.value().apply(level);
        if (v != null) {
          maxMs = Math.max(maxMs, v);
        }
      }
    }
    double decades = Math.ceil(Math.log10(maxMs / FLOOR_MS));
    axes(svg, levels, decades);
    for (int i = 0; i < SERIES.size(); i++) {
      line(svg, SERIES.get(i), levels, decades);
      svg.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"3\" fill=\"%s\"/>"
                  + "<text x=\"%d\" y=\"%d\">%s</text>%n",
              WIDTH - RIGHT + 15,
              TOP + 20 * i + 6,
              SERIES.get(i).color(),
              WIDTH - RIGHT + 32,
              TOP + 20 * i + 11,
              SERIES.get(i).name()));
    }
    return svg.append("</svg>\n").toString();
  }

  private static void axes(StringBuilder svg, List<CalibrationLevel> levels, double decades) {
    int bottom = HEIGHT - BOTTOM;
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n",
            LEFT,
            TOP,
            LEFT,
            bottom));
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n",
            LEFT,
            bottom,
            WIDTH - RIGHT,
            bottom));
    for (int d = 0; d <= decades; d++) {
      double ms = FLOOR_MS * Math.pow(10, d);
      double y = y(ms, decades);
      svg.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                  + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s ms</text>%n",
              LEFT,
              y,
              WIDTH - RIGHT,
              y,
              LEFT - 4,
              y + 4,
              ms >= 1
                  ? String.format(Locale.ROOT, "%.0f", ms)
                  : String.format(Locale.ROOT, "%.2f", ms)));
    }
    for (int i = 0; i < levels.size(); i++) {
      svg.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
              x(i, levels.size()),
              bottom + 18,
              levels.get(i).concurrency()));
    }
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">concurrent streams</text>%n",
            (LEFT + WIDTH - RIGHT) / 2,
            HEIGHT - 10));
  }

  private static void line(
      StringBuilder svg, Series series, List<CalibrationLevel> levels, double decades) {
    StringBuilder points = new StringBuilder();
    for (int i = 0; i < levels.size(); i++) {
      Double v = series.value().apply(levels.get(i));
      if (v == null) {
        continue;
      }
      double x = x(i, levels.size());
      double y = y(v, decades);
      points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
      svg.append(
          String.format(
              Locale.ROOT,
              "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%s %d: %.3f"
                  + " ms</title></circle>%n",
              x,
              y,
              series.color(),
              series.name(),
              levels.get(i).concurrency(),
              v));
    }
    svg.append(
        String.format(
            Locale.ROOT,
            "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\"/>%n",
            series.color(),
            points.toString().trim()));
  }

  private static double x(int index, int count) {
    double span = WIDTH - RIGHT - LEFT - 40;
    return LEFT + 20 + (count <= 1 ? span / 2 : span * index / (count - 1));
  }

  /** Log scale; values at or below the floor (including negative errors) sit on the floor. */
  private static double y(double ms, double decades) {
    double fraction = Math.log10(Math.max(ms, FLOOR_MS) / FLOOR_MS) / Math.max(1, decades);
    return HEIGHT - BOTTOM - fraction * (HEIGHT - BOTTOM - TOP);
  }
}
