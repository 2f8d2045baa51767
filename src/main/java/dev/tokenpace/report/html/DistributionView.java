package dev.tokenpace.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One reported distribution as the page reads it back from its JSON object ({@code {mean, min, max,
 * p0.1, …, median, …}}), in seconds.
 *
 * @param percentiles the configured percentiles, in report order
 */
record DistributionView(double mean, double min, double max, List<Percentile> percentiles) {

  /**
   * @param key the report key ("p90", "median")
   * @param rank the percentile itself (90, 50)
   */
  record Percentile(String key, double rank, double value) {}

  /** {@code null} or a JSON {@code null} (no sample) gives none. */
  static Optional<DistributionView> of(JsonNode node) {
    if (node == null || !node.isObject()) {
      return Optional.empty();
    }
    List<Percentile> percentiles = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      rankOf(field.getKey())
          .ifPresent(
              rank ->
                  percentiles.add(
                      new Percentile(field.getKey(), rank, field.getValue().asDouble())));
    }
    return Optional.of(
        new DistributionView(
            node.path("mean").asDouble(),
            node.path("min").asDouble(),
            node.path("max").asDouble(),
            List.copyOf(percentiles)));
  }

  /** The value at the percentile nearest {@code rank} among those configured. */
  Optional<Percentile> nearest(double rank) {
    Percentile best = null;
    for (Percentile p : percentiles) {
      if (best == null || Math.abs(p.rank() - rank) < Math.abs(best.rank() - rank)) {
        best = p;
      }
    }
    return Optional.ofNullable(best);
  }

  private static Optional<Double> rankOf(String key) {
    if (key.equals("median")) {
      return Optional.of(50.0);
    }
    if (key.startsWith("p")) {
      try {
        return Optional.of(Double.parseDouble(key.substring(1)));
      } catch (NumberFormatException e) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }
}
