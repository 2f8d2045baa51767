package dev.tokenpace.cli;

import dev.tokenpace.metrics.Distribution;
import dev.tokenpace.report.SummaryReport;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.DoubleStream;

/**
 * The demo's proof: each metric as the benchmark reported it, beside the same metric worked out
 * from the fake's own timeline, and the difference — what the client and the loopback add.
 */
final class TruthTable {

  private static final List<Double> PERCENTILES = List.of(50.0, 99.0);
  private static final String ROW = "%-8s %-26s %-26s %s%n";

  private record Metric(
      String name,
      Function<SummaryReport.Latency, Distribution> reported,
      Function<TimelineTruth, DoubleStream> truth) {}

  private static final List<Metric> METRICS =
      List.of(
          new Metric(
              "TTFT",
              SummaryReport.Latency::timeToFirstToken,
              t -> DoubleStream.of(t.timeToFirstToken())),
          new Metric(
              "ITL",
              SummaryReport.Latency::interTokenLatency,
              t -> DoubleStream.of(t.interTokenLatencies())),
          new Metric(
              "TPOT",
              SummaryReport.Latency::timePerOutputToken,
              t ->
                  t.timePerOutputToken() == null
                      ? DoubleStream.empty()
                      : DoubleStream.of(t.timePerOutputToken())),
          new Metric(
              "NTPOT",
              SummaryReport.Latency::normalizedTimePerOutputToken,
              t -> DoubleStream.of(t.normalizedTimePerOutputToken())),
          new Metric(
              "latency",
              SummaryReport.Latency::requestLatency,
              t -> DoubleStream.of(t.requestLatency())));

  private TruthTable() {}

  static String render(SummaryReport reported, List<TimelineTruth> truths) {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "checked against the fake's timeline (%d requests): reported / timeline / difference,"
                + " ms%n",
            truths.size()));
    out.append(String.format(Locale.ROOT, ROW, "", "mean", "p50", "p99"));
    for (Metric metric : METRICS) {
      Distribution benchmark = metric.reported().apply(reported.successes().latency());
      Distribution fake =
          Distribution.of(truths.stream().flatMapToDouble(metric.truth()).toArray(), PERCENTILES);
      if (benchmark == null || fake == null) {
        continue;
      }
      out.append(
          String.format(
              Locale.ROOT,
              ROW,
              metric.name(),
              cell(benchmark.mean(), fake.mean()),
              cell(benchmark.at("median"), fake.at("median")),
              cell(benchmark.at("p99"), fake.at("p99"))));
    }
    out.append(
        "timeline: the fake's receipt of each request and the send of each event (System.nanoTime,"
            + " the benchmark's clock);\n"
            + "difference: the request's way in before its receipt, each event's way back after its"
            + " send.\n");
    return out.toString();
  }

  private static String cell(double reported, double timeline) {
    double difference = (reported - timeline) * 1000;
    // below the last digit shown, a difference is none (and never "-0.00")
    difference = Math.abs(difference) < 0.005 ? 0.0 : difference;
    return String.format(
        Locale.ROOT, "%.2f / %.2f / %+.2f", reported * 1000, timeline * 1000, difference);
  }
}
