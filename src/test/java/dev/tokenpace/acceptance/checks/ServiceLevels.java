package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The rules of a service level (a goodput constraint): which per-request metric each of
 * inference-perf's keys bounds, when a request's value meets its limit, and when a busy machine may
 * have carried a request across one.
 */
public final class ServiceLevels {

  /** The per-request metric each goodput constraint bounds, by inference-perf's key. */
  private static final Map<String, Metric> CONSTRAINTS =
      Map.of(
          "ttft", Metric.TIME_TO_FIRST_TOKEN,
          "tpot", Metric.TIME_PER_OUTPUT_TOKEN,
          "itl", Metric.INTER_TOKEN_LATENCY,
          "ntpot", Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN,
          "request_latency", Metric.REQUEST_LATENCY);

  /** The goodput constraint key of a metric; empty for a metric no service level can bound. */
  public static java.util.Optional<String> constraintKeyOf(Metric metric) {
    return CONSTRAINTS.entrySet().stream()
        .filter(e -> e.getValue() == metric)
        .map(Map.Entry::getKey)
        .findFirst();
  }

  /** The goodput constraint key of a metric, or an error naming the metrics a level can bound. */
  public static String constraintKey(Metric metric) {
    return constraintKeyOf(metric)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "a service level bounds time to first token, time per output token,"
                        + " inter-token latency (its mean per request), normalized time per output"
                        + " token or request latency, not "
                        + metric.label()));
  }

  /**
   * Whether the machine may have put this request on the other side of a limit: its reported
   * numbers and the model's own fall on different sides of one, or the fake sent behind its
   * schedule beyond its allowance by as much as the model's own number lies from a limit.
   */
  static boolean machineMayFlip(
      ReportedRequest request, RequestEvidence evidence, Map<String, Duration> constraints) {
    for (Map.Entry<String, Duration> c : constraints.entrySet()) {
      Double model = mean(evidence.modelDefinition().values(CONSTRAINTS.get(c.getKey())));
      if (within(perRequest(request, c.getKey()), c.getValue()) != within(model, c.getValue())) {
        return true;
      }
    }
    return lateAcrossALimit(request, evidence, constraints);
  }

  /** The fake's lateness, beyond its allowance, is at least one model number's way to its limit. */
  static boolean lateAcrossALimit(
      ReportedRequest request, RequestEvidence evidence, Map<String, Duration> constraints) {
    double late = evidence.latestFakeLateness();
    if (late <= StatedJudge.FAKE_ALLOWANCE_SECONDS) {
      return false;
    }
    for (Map.Entry<String, Duration> c : constraints.entrySet()) {
      Double model = mean(evidence.modelDefinition().values(CONSTRAINTS.get(c.getKey())));
      if (model != null
          && Math.abs(model - MetricChecks.seconds(c.getValue())) <= late + Check.ROUNDING) {
        return true;
      }
    }
    return false;
  }

  /** The value a goodput constraint judges: ITL as the request's mean sample (docs/metrics.md). */
  static Double perRequest(ReportedRequest request, String key) {
    Metric metric = CONSTRAINTS.get(key);
    return metric.sampled()
        ? mean(request.samples(metric.reportKey()))
        : request.metric(metric.reportKey());
  }

  static Double mean(List<Double> values) {
    return values.isEmpty()
        ? null
        : values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
  }

  /** A constraint is met at or below its limit; a request without the metric misses it. */
  static boolean within(Double value, Duration limit) {
    return value != null && value <= MetricChecks.seconds(limit);
  }

  /** The per-request metric the constraint {@code key} bounds. */
  static Metric metricOf(String key) {
    return CONSTRAINTS.get(key);
  }

  private ServiceLevels() {}
}
