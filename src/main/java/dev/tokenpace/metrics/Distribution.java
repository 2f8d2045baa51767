package dev.tokenpace.metrics;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Summary of a set of samples, written as {@code {mean, min, max, p0.1, …, median, …, p99.9}}; an
 * empty set has no distribution (reports write {@code null}).
 *
 * @param percentiles in the configured order
 */
public record Distribution(
    @JsonIgnore double mean,
    @JsonIgnore double min,
    @JsonIgnore double max,
    @JsonIgnore List<Percentile> percentiles) {

  /**
   * @param key the report key ("p90", "median")
   */
  public record Percentile(String key, double percentile, double value) {}

  /** The value of one configured percentile by its key ("p90", "median"). */
  public double at(String key) {
    for (Percentile p : percentiles) {
      if (p.key().equals(key)) {
        return p.value();
      }
    }
    throw new IllegalArgumentException(
        "percentile " + key + " was not configured; have " + fields().keySet());
  }

  /** The JSON fields in report order. */
  @JsonAnyGetter
  public Map<String, Double> fields() {
    Map<String, Double> fields = new LinkedHashMap<>();
    fields.put("mean", mean);
    fields.put("min", min);
    fields.put("max", max);
    for (Percentile p : percentiles) {
      fields.put(p.key(), p.value());
    }
    return fields;
  }

  /** Exact distribution of the given samples ({@code null} when there are none). */
  public static Distribution of(double[] samples, List<Double> percentiles) {
    SampleAccumulator accumulator = new SampleAccumulator();
    accumulator.addAll(samples);
    return accumulator.toDistribution(percentiles);
  }
}
