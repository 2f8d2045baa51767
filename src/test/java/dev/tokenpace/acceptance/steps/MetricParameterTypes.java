package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import io.cucumber.java.ParameterType;

/** The report's fields a step names: a metric, a statistic of it, a throughput. */
public class MetricParameterTypes {

  @ParameterType(MetricWords.METRICS)
  public Metric metric(String label) {
    return MetricWords.metric(label);
  }

  @ParameterType(MetricWords.STATISTICS)
  public Statistic statistic(String word) {
    return MetricWords.statistic(word);
  }

  @ParameterType(
      "request throughput|output token throughput|input token throughput|total token throughput")
  public Throughput throughput(String label) {
    return Throughput.fromLabel(label);
  }
}
