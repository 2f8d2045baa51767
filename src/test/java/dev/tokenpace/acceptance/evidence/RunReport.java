package dev.tokenpace.acceptance.evidence;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report files of one run, parsed from disk exactly as a user would read them. */
public record RunReport(JsonNode summary, List<ReportedRequest> requests, List<JsonNode> stages) {

  private static final ObjectMapper JSON = new ObjectMapper();

  public static RunReport readFrom(Path dir) {
    if (dir == null) {
      throw new IllegalStateException("the benchmark wrote no report files");
    }
    JsonNode summary = read(dir.resolve("summary_lifecycle_metrics.json"));
    List<ReportedRequest> requests = new ArrayList<>();
    read(dir.resolve("per_request_lifecycle_metrics.json"))
        .forEach(node -> requests.add(new ReportedRequest(node)));
    List<JsonNode> stages = new ArrayList<>();
    for (int id = 0; Files.exists(stageFile(dir, id)); id++) {
      stages.add(read(stageFile(dir, id)));
    }
    return new RunReport(summary, requests, stages);
  }

  /** A folder of summary and stage reports with no per-request file: what a merge writes. */
  public static RunReport readSummaryFrom(Path dir) {
    JsonNode summary = read(dir.resolve("summary_lifecycle_metrics.json"));
    List<JsonNode> stages = new ArrayList<>();
    for (int id = 0; Files.exists(stageFile(dir, id)); id++) {
      stages.add(read(stageFile(dir, id)));
    }
    return new RunReport(summary, List.of(), stages);
  }

  private static Path stageFile(Path dir, int id) {
    return dir.resolve("stage_" + id + "_lifecycle_metrics.json");
  }

  /** The stage report of the {@code ordinal}-th stage (1 = first), as the user reads it. */
  public JsonNode stage(int ordinal) {
    if (ordinal < 1 || ordinal > stages.size()) {
      throw new IllegalStateException(
          "the run wrote " + stages.size() + " stage reports, so there is no stage " + ordinal);
    }
    return stages.get(ordinal - 1);
  }

  /**
   * A statistic of a summary distribution, e.g. ("time_to_first_token", "median"); null when
   * absent.
   */
  public Double summaryStatistic(String metricKey, String statisticKey) {
    // Schedule delay covers every request sent, so it sits with the load, not the successes.
    JsonNode distribution =
        "schedule_delay".equals(metricKey)
            ? summary.path("load_summary").path(metricKey)
            : summary.path("successes").path("latency").path(metricKey);
    JsonNode value = distribution.path(statisticKey);
    return value.isNumber() ? value.asDouble() : null;
  }

  /** A throughput of the run summary, e.g. "requests_per_sec"; null when absent. */
  public Double throughput(String key) {
    JsonNode value = summary.path("successes").path("throughput").path(key);
    return value.isNumber() ? value.asDouble() : null;
  }

  /** How many requests the summary says the run sent. */
  public int sentCount() {
    return summary.path("load_summary").path("count").asInt(-1);
  }

  public int successCount() {
    return summary.path("successes").path("count").asInt();
  }

  public int failureCount() {
    return summary.path("failures").path("count").asInt();
  }

  public List<ReportedRequest> successes() {
    return requests.stream().filter(ReportedRequest::success).toList();
  }

  public List<ReportedRequest> failures() {
    return requests.stream().filter(r -> !r.success()).toList();
  }

  private static JsonNode read(Path file) {
    try {
      return JSON.readTree(Files.readAllBytes(file));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read report " + file, e);
    }
  }
}
