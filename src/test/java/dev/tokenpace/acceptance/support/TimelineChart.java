package dev.tokenpace.acceptance.support;

import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Draws requests as an SVG: per event the fake's send time (top ticks) and the benchmark's arrival
 * time (bottom ticks) on one time axis from the request's start, with the reported TTFT, ITL and
 * TPOT drawn over them, so a reviewer sees at a glance where a number came from.
 */
public final class TimelineChart {

  private static final int WIDTH = 960;
  private static final int LEFT = 150;
  private static final int RIGHT = 30;
  private static final int ROW = 125;
  private static final int MAX_ROWS = 8;

  /**
   * A 100,000-chunk stream would make a chart of megabytes; beyond this, every n-th tick is drawn.
   */
  private static final int MAX_TICKS = 400;

  private static final int MAX_ITL_SAMPLES = 20;

  private final StringBuilder svg = new StringBuilder();
  private int rows;
  private double spanSeconds = 0.001;

  public TimelineChart addRequests(List<RunOutcome> runs) {
    for (RunOutcome run : runs) {
      for (ReportedRequest request : run.successes()) {
        spanSeconds = Math.max(spanSeconds, request.endTime() - request.startTime());
      }
    }
    for (RunOutcome run : runs) {
      for (ReportedRequest request : run.successes()) {
        if (rows == MAX_ROWS) {
          return this;
        }
        row(request, run.timelineOf(request), run.evidenceOf(request).name());
      }
    }
    return this;
  }

  public byte[] toSvg() {
    int height = Math.max(1, rows) * ROW + 40;
    String head =
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"11\"><rect width=\"100%%\""
                + " height=\"100%%\" fill=\"white\"/><text x=\"%d\" y=\"16\">time from request"
                + " start (ms) — top: the model sent, bottom: the benchmark received</text>",
            WIDTH,
            height,
            LEFT);
    return (head + svg + axis(height - 20) + "</svg>").getBytes(StandardCharsets.UTF_8);
  }

  private void row(ReportedRequest request, Timeline timeline, String name) {
    int top = 30 + rows * ROW;
    int sentY = top + 25;
    int arrivedY = top + 65;
    double start = request.startTime();
    text(8, top + 12, name);
    text(8, sentY + 4, "model sent");
    text(8, arrivedY + 4, "benchmark got");
    line(x(0), sentY, x(spanSeconds), sentY, "#ccc", 1);
    line(x(0), arrivedY, x(spanSeconds), arrivedY, "#ccc", 1);
    List<SentEvent> sent = timeline.events();
    for (int i = 0; i < sent.size(); i += stride(sent.size())) {
      SentEvent event = sent.get(i);
      double t = event.sentNanos() / 1e9 - start;
      line(x(t), sentY - 8, x(t), sentY + 8, color(event.kind().wireName()), 2);
    }
    double firstToken = Double.NaN;
    double lastToken = Double.NaN;
    List<ReportedEvent> arrived = request.events();
    for (int i = 0; i < arrived.size(); i++) {
      ReportedEvent event = arrived.get(i);
      double t = event.time() - start;
      if (i % stride(arrived.size()) == 0) {
        line(x(t), arrivedY - 8, x(t), arrivedY + 8, color(event.kind()), 2);
      }
      if (event.bearsTokens()) {
        firstToken = Double.isNaN(firstToken) ? t : firstToken;
        lastToken = t;
      }
    }
    drawMetrics(request, top, firstToken, lastToken);
    rows++;
  }

  private void drawMetrics(ReportedRequest request, int top, double firstToken, double lastToken) {
    Double ttft = request.metric("time_to_first_token");
    Double tpot = request.metric("time_per_output_token");
    if (ttft != null) {
      line(x(0), top + 85, x(ttft), top + 85, "#d62728", 3);
      text(x(0), top + 98, String.format(Locale.ROOT, "TTFT %.1f ms", ttft * 1e3));
    }
    if (tpot != null && !Double.isNaN(firstToken)) {
      // On the TTFT bar's line: the two follow each other, so neither crosses a label.
      line(x(firstToken), top + 85, x(lastToken), top + 85, "#1f77b4", 3);
      // Its own line under the TTFT label: side by side they overlap whenever the first token comes
      // early.
      text(
          x(0),
          top + 112,
          String.format(Locale.ROOT, "TPOT %.1f ms; ITL %s", tpot * 1e3, itl(request)));
    }
  }

  private static String itl(ReportedRequest request) {
    StringBuilder itl = new StringBuilder();
    List<Double> samples = request.samples("inter_token_latency");
    for (double sample : samples.subList(0, Math.min(samples.size(), MAX_ITL_SAMPLES))) {
      itl.append(itl.length() == 0 ? "" : ", ")
          .append(String.format(Locale.ROOT, "%.1f", sample * 1e3));
    }
    return "["
        + itl
        + (samples.size() > MAX_ITL_SAMPLES ? ", … " + samples.size() + " samples" : "")
        + "] ms";
  }

  private static int stride(int events) {
    return Math.max(1, (events + MAX_TICKS - 1) / MAX_TICKS);
  }

  private String axis(int y) {
    StringBuilder axis = new StringBuilder();
    int steps = 10;
    for (int i = 0; i <= steps; i++) {
      double t = spanSeconds * i / steps;
      axis.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%.0f</text>",
              x(t),
              y + 12,
              t * 1e3));
    }
    return String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>",
            x(0),
            y,
            x(spanSeconds),
            y)
        + axis;
  }

  private int x(double seconds) {
    return LEFT + (int) Math.round(seconds / spanSeconds * (WIDTH - LEFT - RIGHT));
  }

  private void line(int x1, int y1, int x2, int y2, String color, int width) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"%d\"/>",
            x1,
            y1,
            x2,
            y2,
            color,
            width));
  }

  private void text(int x, int y, String text) {
    svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>", x, y, escape(text)));
  }

  private static String color(String kind) {
    return switch (kind) {
      case "content" -> "#2ca02c";
      case "reasoning" -> "#9467bd";
      case "done", "usage", "finish" -> "#7f7f7f";
      default -> "#ff7f0e";
    };
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
