package dev.tokenpace.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One lifecycle report (the run or a stage) read from its JSON tree: the page draws from the same
 * fields the files hold, whether it got them from a file or from the run that just ended.
 */
final class SummaryView {

  /**
   * @param messages the distinct messages kept for the label, the first first
   */
  record FailureLabel(String label, long count, List<String> messages) {}

  private final JsonNode root;

  SummaryView(JsonNode root) {
    this.root = root;
  }

  Optional<DistributionView> latency(LatencyMetric metric) {
    return DistributionView.of(root.path("successes").path("latency").get(metric.reportKey()));
  }

  /** Empty where no success gave that step a sample (a reused connection, an unseen step). */
  Optional<DistributionView> wayIn(WayInMetric metric) {
    return DistributionView.of(root.path("successes").path("way_in").get(metric.reportKey()));
  }

  long newConnections() {
    return root.path("successes").path("way_in").path("new_connections").asLong();
  }

  long reusedConnections() {
    return root.path("successes").path("way_in").path("reused_connections").asLong();
  }

  Optional<DistributionView> scheduleDelay() {
    return DistributionView.of(root.path("load_summary").get("schedule_delay"));
  }

  long requests() {
    return root.path("load_summary").path("count").asLong();
  }

  long successes() {
    return root.path("successes").path("count").asLong();
  }

  long failures() {
    return root.path("failures").path("count").asLong();
  }

  /** {@code failures.error_percentage}; empty in a report written before it existed. */
  Optional<Double> errorPercentage() {
    return optionalDouble(root.path("failures").get("error_percentage"));
  }

  /** A field of {@code successes.goodput_metrics}; empty when no goodput was reported. */
  Optional<Double> goodput(String key) {
    return optionalDouble(root.path("successes").path("goodput_metrics").get(key));
  }

  double benchmarkSeconds() {
    return root.path("benchmark_time_seconds").asDouble();
  }

  double throughput(String key) {
    return root.path("successes").path("throughput").path(key).asDouble();
  }

  Optional<Double> requestedRate() {
    return optionalDouble(root.path("load_summary").get("requested_rate"));
  }

  Optional<Double> achievedRate() {
    return optionalDouble(root.path("load_summary").get("achieved_rate"));
  }

  Optional<Integer> concurrency() {
    JsonNode node = root.path("load_summary").get("concurrency");
    return node == null || node.isNull() ? Optional.empty() : Optional.of(node.asInt());
  }

  /** Labels by descending count, as the report orders them. */
  List<FailureLabel> failureLabels() {
    List<FailureLabel> labels = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = root.path("failures").path("by_label").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> label = it.next();
      List<String> messages = new ArrayList<>();
      label.getValue().path("messages").forEach(m -> messages.add(m.path("message").asText()));
      labels.add(
          new FailureLabel(label.getKey(), label.getValue().path("count").asLong(), messages));
    }
    return labels;
  }

  String startedAt() {
    return root.path("run").path("started_at").asText("");
  }

  /** The run's start on the monotonic clock, in seconds: time zero of every chart. */
  double startedAtMonotonic() {
    return root.path("run").path("started_at_monotonic").asDouble();
  }

  String tokenizer() {
    return root.path("run").path("tokenizer").asText("");
  }

  boolean cancelled() {
    return root.path("run").path("cancelled").asBoolean();
  }

  private static Optional<Double> optionalDouble(JsonNode node) {
    return node == null || node.isNull() ? Optional.empty() : Optional.of(node.asDouble());
  }
}
