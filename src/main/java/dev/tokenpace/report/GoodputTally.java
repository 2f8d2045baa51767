package dev.tokenpace.report;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.report.SummaryReport.GoodputMetrics;
import java.util.Map;

/**
 * The goodput of one bucket, as inference-perf's {@code calculate_goodput_metrics} computes it
 * (docs/metrics.md, "Goodput"): over the successes only, a success is good when every configured
 * constraint holds for it, a metric it does not have failing its constraint. Fed one success at a
 * time, so a run and a merge of shards count alike.
 */
final class GoodputTally {

  private static final SloKind[] KINDS = SloKind.values();

  private final Map<SloKind, Double> constraints;
  private final GoodputLimit limit;
  private final long[] attained = new long[KINDS.length];

  private long total;
  private long good;
  private long goodTokens;
  private final RequestSpan span = new RequestSpan();

  GoodputTally(RunConfig.Goodput goodput, GoodputLimit limit) {
    this.constraints = goodput.constraints();
    this.limit = limit;
  }

  /** Counts one successful request; failures never reach goodput. */
  void addSuccess(RequestFacts request) {
    if (constraints.isEmpty()) {
      return;
    }
    total++;
    span.add(request.startNanos(), request.endNanos());
    boolean meetsAll = true;
    for (Map.Entry<SloKind, Double> constraint : constraints.entrySet()) {
      Double value = value(constraint.getKey(), request.metrics());
      if (limit.meets(value, constraint.getValue())) {
        attained[constraint.getKey().ordinal()]++;
      } else {
        meetsAll = false;
      }
    }
    if (meetsAll) {
      good++;
      goodTokens += request.inputTokens() + (long) request.metrics().outputTokens();
    }
  }

  /**
   * The bucket's {@code goodput_metrics}, or {@code null} (no field) when no constraint is
   * configured or the bucket has no success, as in inference-perf.
   */
  GoodputMetrics metrics() {
    // Percentages as inference-perf writes them, good / total * 100, to the last bit.
    if (constraints.isEmpty() || total == 0) {
      return null;
    }
    double window = span.seconds();
    return new GoodputMetrics(
        (double) good / total * 100,
        window > 0 ? good / window : 0.0,
        window > 0 ? goodTokens / window : 0.0,
        good,
        total,
        attainment(SloKind.TTFT),
        attainment(SloKind.TPOT),
        attainment(SloKind.ITL),
        attainment(SloKind.NTPOT),
        attainment(SloKind.REQUEST_LATENCY));
  }

  private Double attainment(SloKind kind) {
    return constraints.containsKey(kind) ? (double) attained[kind.ordinal()] / total * 100 : null;
  }

  /**
   * The request's value of the bounded metric, {@code null} when it has none. ITL is one number per
   * request here: the mean of its ITL samples, as inference-perf judges it.
   */
  static Double value(SloKind kind, RequestMetrics m) {
    return switch (kind) {
      case TTFT -> m.timeToFirstToken();
      case TPOT -> m.timePerOutputToken();
      case ITL -> mean(m.interTokenLatencies());
      case NTPOT -> m.normalizedTimePerOutputToken();
      case REQUEST_LATENCY -> m.requestLatency();
    };
  }

  private static Double mean(double[] samples) {
    if (samples == null || samples.length == 0) {
      return null;
    }
    double sum = 0;
    for (double sample : samples) {
      sum += sample;
    }
    return sum / samples.length;
  }
}
