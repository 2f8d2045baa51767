package dev.tokenpace.calibrate;

import java.util.Locale;

/** The console rendering of a {@link CalibrationReport}. */
final class CalibrationTable {

  private CalibrationTable() {}

  static String render(CalibrationReport report) {
    StringBuilder out = new StringBuilder();
    if (report.target() != null) {
      return renderTarget(report, out);
    }
    out.append(
        String.format(
            Locale.ROOT,
            "calibrate: %s transport, %d cores, %s, %d chunks x %d ms gaps (fake and client in"
                + " one JVM)%n",
            report.transport(),
            report.cores(),
            report.collector(),
            report.chunks(),
            report.gapMillis()));
    out.append(
        String.format(
            Locale.ROOT,
            "%-6s %6s %6s %4s %4s | %-22s | %-15s | %7s | %7s | %7s | %-15s | %5s%n",
            "mode",
            "conc",
            "reqs",
            "lost",
            "fail",
            "delivery ms p50/p99/max",
            "ttft+ ms p50/p99",
            "itl p99",
            "late p99",
            "sched99",
            "rate req/ach",
            "cpu%"));
    for (CalibrationLevel l : report.levels()) {
      out.append(
          String.format(
              Locale.ROOT,
              "%-6s %6d %6d %4d %4d | %6s %7s %7s | %6s %8s | %7s | %7s | %7s | %6s %8s | %5.1f%n",
              l.mode(),
              l.concurrency(),
              l.requests(),
              l.lost(),
              l.failed(),
              ms(l.deliveryP50Ms()),
              ms(l.deliveryP99Ms()),
              ms(l.deliveryMaxMs()),
              ms(l.ttftExcessP50Ms()),
              ms(l.ttftExcessP99Ms()),
              ms(l.itlErrorP99Ms()),
              ms(l.sendLatenessP99Ms()),
              ms(l.scheduleDelayP99Ms()),
              l.requestedRate() > 0 ? String.format(Locale.ROOT, "%.0f", l.requestedRate()) : "-",
              l.achievedRate() == null ? "-" : String.format(Locale.ROOT, "%.1f", l.achievedRate()),
              l.cpuPercent()));
    }
    report.notes().forEach(n -> out.append("  ").append(n).append(System.lineSeparator()));
    return out.toString();
  }

  private static String renderTarget(CalibrationReport report, StringBuilder out) {
    TargetMeasurement t = report.target();
    out.append(
        String.format(
            Locale.ROOT,
            "calibrate --target %s (%s transport, %d cores)%n",
            t.url(),
            report.transport(),
            report.cores()));
    out.append(
        String.format(
            Locale.ROOT,
            "%6s %6s %6s | %-26s | %5s%n",
            "conc",
            "reqs",
            "fail",
            "schedule delay ms p50/p99/max",
            "cpu%"));
    for (TargetMeasurement.Level l : t.levels()) {
      out.append(
          String.format(
              Locale.ROOT,
              "%6d %6d %6d | %8s %8s %8s  | %5.1f%n",
              l.concurrency(),
              l.requests(),
              l.failed(),
              ms(l.scheduleDelayP50Ms()),
              ms(l.scheduleDelayP99Ms()),
              ms(l.scheduleDelayMaxMs()),
              l.cpuPercent()));
    }
    out.append(
        t.readerNanosPerEvent() == null
            ? "reader overhead: no streamed response could be captured" + System.lineSeparator()
            : String.format(
                Locale.ROOT,
                "reader overhead: %.2f us per event (SSE scan + classify; %d events, %d bytes"
                    + " captured)%n",
                t.readerNanosPerEvent() / 1000.0,
                t.capturedEvents(),
                t.capturedBytes()));
    report.notes().forEach(n -> out.append("  ").append(n).append(System.lineSeparator()));
    return out.toString();
  }

  private static String ms(Double value) {
    return value == null ? "-" : String.format(Locale.ROOT, "%.2f", value);
  }
}
