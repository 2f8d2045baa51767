package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.verdict.Metric;
import java.util.List;

/** What the report gives for one metric of one request: a value, or samples for ITL and ICL. */
public record ReportedValue(Double value, List<Double> samples) {

  public static ReportedValue of(ReportedRequest request, Metric metric) {
    return metric.sampled()
        ? new ReportedValue(null, request.samples(metric.reportKey()))
        : new ReportedValue(request.metric(metric.reportKey()), List.of());
  }

  /** Every value it adds to a distribution: the samples, or the one value when there is one. */
  public List<Double> values() {
    return value != null ? List.of(value) : samples;
  }
}
