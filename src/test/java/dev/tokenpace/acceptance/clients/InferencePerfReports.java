package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the report folder inference-perf wrote into the suite's evidence ({@link RunReport}), each
 * request in tokenpace's per-request shape, so the judges read inference-perf's numbers as they
 * read tokenpace's.
 *
 * <p>Read from inference-perf at commit 7de5ef2 (line numbers below are of that commit's {@code
 * inference_perf/reportgen/base.py}; the captured files under {@code
 * src/test/resources/inference-perf} are what it writes). Its {@code
 * per_request_lifecycle_metrics.json} is a list of {@code {start_time, end_time, request, response,
 * info, error}}: times are {@code time.perf_counter()} seconds (CLOCK_MONOTONIC, the fake's clock),
 * {@code info.response_metrics.{chunk_times, response_chunks}} are the chunks whose content it kept
 * (role, finish, usage and {@code [DONE]} left out) and {@code output_token_times} is the per-token
 * expansion its summary made of them (l. 519-553: every token of a chunk at the chunk's time,
 * mutated into the record before the per-request file is written).
 *
 * <p>What inference-perf does not write is listed in each request's {@code not_reported}, with the
 * fallback used:
 *
 * <ul>
 *   <li>{@code request_id}: it names no request; the fake names each answer after its timeline
 *       ({@code "chatcmpl-" + timeline id}), so the id is the answer's {@code id} minus its prefix.
 *       A request without an answer (an HTTP error) has none: the caller pairs it by time.
 *   <li>{@code scheduled_time}: taken as {@code start_time} (so no per-request schedule delay; the
 *       summary's {@code load_summary.schedule_delay} is inference-perf's own).
 *   <li>{@code stage_id}: requests are listed stage after stage (a stage ends when its requests
 *       have), so the stage files' {@code load_summary.count} split the list; when they do not add
 *       up to the list, every request is put in stage 0.
 *   <li>{@code headers_time}: never written, so {@code receivedHeaders()} is false for every
 *       request.
 *   <li>{@code comments}: SSE comments are not counted; written as 0.
 * </ul>
 */
public final class InferencePerfReports {

  static final String SUMMARY = "summary_lifecycle_metrics.json";
  static final String PER_REQUEST = "per_request_lifecycle_metrics.json";
  static final String CONFIG = "config.yaml";
  private static final Pattern STAGE_FILE =
      Pattern.compile("stage_(\\d+)_lifecycle_metrics\\.json");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** How deep under the folder it was given inference-perf's files are looked for. */
  private static final int SEARCH_DEPTH = 4;

  private InferencePerfReports() {}

  /** The report inference-perf left somewhere under {@code dir}, or what is wrong with it. */
  public static RunReport read(Path dir) {
    Path folder = reportFolder(dir);
    JsonNode summary = readJson(folder.resolve(SUMMARY));
    JsonNode perRequest = readJson(folder.resolve(PER_REQUEST));
    if (!perRequest.isArray()) {
      throw new UnreadableReport(
          folder.resolve(PER_REQUEST)
              + " is not a JSON list of requests: "
              + perRequest.getNodeType());
    }
    List<JsonNode> stages = stages(folder);
    boolean useServerOutputTokens = useServerOutputTokens(folder);
    int[] stageOf = stageIds(perRequest.size(), stages);
    List<ReportedRequest> requests = new ArrayList<>();
    for (int i = 0; i < perRequest.size(); i++) {
      requests.add(
          new ReportedRequest(
              InferencePerfRequests.request(perRequest.get(i), stageOf[i], useServerOutputTokens)));
    }
    // summary and stage files already use inference-perf's field names, which tokenpace's share
    return new RunReport(summary, requests, stages);
  }

  /**
   * The one folder under {@code dir} holding inference-perf's per-request file: it writes to {@code
   * storage.local_storage.path}, with a timestamp where the path asks for one, so the folder is
   * found rather than assumed.
   */
  static Path reportFolder(Path dir) {
    if (dir == null || !Files.isDirectory(dir)) {
      throw new UnreadableReport("no report folder: " + dir);
    }
    TreeSet<Path> folders = new TreeSet<>();
    try (Stream<Path> files = Files.walk(dir, SEARCH_DEPTH)) {
      files
          .filter(f -> isReportFile(f.getFileName().toString()))
          .forEach(f -> folders.add(f.getParent()));
    } catch (IOException e) {
      throw new UnreadableReport("cannot look for reports under " + dir + ": " + e.getMessage());
    }
    if (folders.isEmpty()) {
      throw new UnreadableReport(
          "no report files (" + PER_REQUEST + ", " + SUMMARY + ") under " + dir);
    }
    if (folders.size() > 1) {
      throw new UnreadableReport("reports of more than one run under " + dir + ": " + folders);
    }
    Path folder = folders.first();
    for (String needed : List.of(SUMMARY, PER_REQUEST)) {
      if (!Files.isRegularFile(folder.resolve(needed))) {
        throw new UnreadableReport(
            "no "
                + needed
                + " in "
                + folder
                + (needed.equals(PER_REQUEST)
                    ? " (the run needs report.request_lifecycle.per_request: true)"
                    : " (inference-perf writes it only when at least one request was sent)"));
      }
    }
    return folder;
  }

  private static boolean isReportFile(String name) {
    return name.equals(SUMMARY) || name.equals(PER_REQUEST) || STAGE_FILE.matcher(name).matches();
  }

  private static List<JsonNode> stages(Path folder) {
    List<JsonNode> stages = new ArrayList<>();
    for (int id = 0;
        Files.exists(folder.resolve("stage_" + id + "_lifecycle_metrics.json"));
        id++) {
      stages.add(readJson(folder.resolve("stage_" + id + "_lifecycle_metrics.json")));
    }
    return stages;
  }

  /** report.request_lifecycle.use_server_output_tokens of the config.yaml it wrote beside. */
  private static boolean useServerOutputTokens(Path folder) {
    Path config = folder.resolve(CONFIG);
    if (!Files.isRegularFile(config)) {
      return false; // its default
    }
    try {
      return new YAMLMapper()
          .readTree(config.toFile())
          .path("report")
          .path("request_lifecycle")
          .path("use_server_output_tokens")
          .asBoolean(false);
    } catch (IOException e) {
      throw new UnreadableReport("cannot read " + config + ": " + e.getMessage());
    }
  }

  /** Stage of each request: the stage files' counts split the list, else all in stage 0. */
  private static int[] stageIds(int requests, List<JsonNode> stages) {
    int[] ids = new int[requests];
    int sum = 0;
    for (JsonNode stage : stages) {
      sum += stage.path("load_summary").path("count").asInt(0);
    }
    if (stages.isEmpty() || sum != requests) {
      return ids;
    }
    int next = 0;
    for (int stage = 0; stage < stages.size(); stage++) {
      int count = stages.get(stage).path("load_summary").path("count").asInt(0);
      for (int k = 0; k < count; k++) {
        ids[next++] = stage;
      }
    }
    return ids;
  }

  // --- inference-perf's failure labels: build_error_counts (l. 124) labels
  // make_concise_label(error_type, parse_error_message(error_msg)) ---

  static JsonNode parseOrNull(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return JSON.readTree(text);
    } catch (JsonProcessingException e) {
      return null;
    }
  }

  private static JsonNode readJson(Path file) {
    return ReportJson.read(file, UnreadableReport::new);
  }

  /** inference-perf's report folder is missing, partial or not what it writes. */
  public static final class UnreadableReport extends RuntimeException {
    UnreadableReport(String message) {
      super(message);
    }

    UnreadableReport(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
