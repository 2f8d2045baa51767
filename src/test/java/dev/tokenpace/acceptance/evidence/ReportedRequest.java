package dev.tokenpace.acceptance.evidence;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** One request of {@code per_request_lifecycle_metrics.json}, read as a user would read it. */
public record ReportedRequest(JsonNode json) {

  public String requestId() {
    return json.path("request_id").asText();
  }

  /** The stage it was sent in, counted from 0 as the report files count. */
  public int stageId() {
    return json.path("stage_id").asInt();
  }

  public boolean success() {
    return json.path("success").asBoolean();
  }

  public double scheduledTime() {
    return json.path("scheduled_time").asDouble();
  }

  public double startTime() {
    return json.path("start_time").asDouble();
  }

  public double endTime() {
    return json.path("end_time").asDouble();
  }

  public int inputTokens() {
    return json.path("input_tokens").asInt();
  }

  public int outputTokens() {
    return json.path("output_tokens").asInt();
  }

  public String errorLabel() {
    return json.path("error").path("label").asText(null);
  }

  public String errorMessage() {
    return json.path("error").path("message").asText(null);
  }

  /** "new", "reused", or {@code null} when the client could not tell (docs/metrics.md). */
  public String connection() {
    return json.path("connection").asText(null);
  }

  /** A monotonic stamp of the request in seconds ("connect_time", …), {@code null} when absent. */
  public Double stamp(String key) {
    JsonNode value = json.path(key);
    return value.isNumber() ? value.asDouble() : null;
  }

  /** Whether the response's status line and headers arrived before the request ended. */
  public boolean receivedHeaders() {
    return json.path("headers_time").isNumber();
  }

  /** The chunks that carried tokens, in arrival order: what a failed request kept of its answer. */
  public List<ReportedEvent> tokenChunks() {
    return events().stream().filter(ReportedEvent::bearsTokens).toList();
  }

  /** A single-valued metric in seconds, or {@code null} when the report gives none. */
  public Double metric(String key) {
    JsonNode value = json.path("metrics").path(key);
    return value.isNumber() ? value.asDouble() : null;
  }

  public List<Double> samples(String key) {
    List<Double> samples = new ArrayList<>();
    json.path("metrics").path(key).forEach(node -> samples.add(node.asDouble()));
    return samples;
  }

  /**
   * The chunk kinds, as the wire names them, that a client which keeps no chunks counts as tokens
   * (its reader says so from the client's code); empty for a client that keeps its chunks, whose
   * kept chunks say it.
   */
  public java.util.Set<String> countedKinds() {
    java.util.Set<String> kinds = new java.util.LinkedHashSet<>();
    json.path("counted_kinds").forEach(kind -> kinds.add(kind.asText()));
    return kinds;
  }

  public List<ReportedEvent> events() {
    List<ReportedEvent> events = new ArrayList<>();
    for (JsonNode event : json.path("events")) {
      events.add(
          new ReportedEvent(
              // a client that keeps a failure's chunks without their arrival (not_reported)
              event.path("time").isNumber() ? event.path("time").asDouble() : Double.NaN,
              event.path("kind").asText(),
              event.path("text").asText(""),
              event.path("tokens").asInt()));
    }
    return events;
  }
}
