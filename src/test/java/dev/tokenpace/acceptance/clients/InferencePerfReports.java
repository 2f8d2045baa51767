package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
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
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

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
          new ReportedRequest(request(perRequest.get(i), stageOf[i], useServerOutputTokens)));
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

  /** One inference-perf record in tokenpace's per-request shape (PerRequestEntry's names). */
  static ObjectNode request(JsonNode record, int stageId, boolean useServerOutputTokens) {
    double start = number(record, "start_time");
    double end = number(record, "end_time");
    JsonNode error = record.path("error");
    boolean success = error.isNull() || error.isMissingNode();
    JsonNode info = record.path("info");
    JsonNode response = info.path("response_metrics");
    JsonNode body = parseOrNull(record.path("request").asText(""));

    ObjectNode entry = NODES.objectNode();
    String id = answerId(record);
    if (id != null) {
      entry.put("request_id", id);
    }
    entry.put("stage_id", stageId);
    entry.put("success", success);
    entry.put("streamed", body != null && body.path("stream").asBoolean(false));
    entry.put("scheduled_time", start); // not reported: see the class comment
    entry.put("start_time", start);
    entry.put("end_time", end);
    entry.put(
        "input_tokens", info.path("request_metrics").path("text").path("input_tokens").asInt());
    int outputLen = response.path("output_tokens").asInt(0);
    int n = effectiveOutputTokens(response, useServerOutputTokens);
    entry.put("output_len", outputLen);
    entry.put("output_tokens", n);
    // l. 615: len(x.request_data.encode("utf-8"))
    entry.put(
        "request_size_bytes",
        record.path("request").asText("").getBytes(StandardCharsets.UTF_8).length);
    entry.set("server_usage", serverUsage(response.path("server_usage")));
    boolean timed = response.path("chunk_times").size() > 0;
    entry.set("events", !success && !timed ? arrivedUntimed(record) : events(response));
    entry.put("comments", 0);
    entry.set("metrics", metrics(start, end, success, response, n));
    entry.set("error", success ? NODES.nullNode() : error(error));
    ArrayNode notReported = entry.putArray("not_reported");
    notReported.add("scheduled_time").add("stage_id").add("headers_time").add("comments");
    if (id == null) {
      notReported.add("request_id");
    }
    if (!success && !timed) {
      notReported.add("event_times");
    }
    return entry;
  }

  /**
   * The chunks with text that arrived before a request failed, read from the raw bytes
   * inference-perf keeps in its {@code response} field when a stream breaks
   * (client/modelserver/openai_client.py: 497-506 at 7de5ef2): their texts and kinds, but no
   * arrival times, which it does not record for a failure ({@code not_reported} says so).
   */
  static ArrayNode arrivedUntimed(JsonNode record) {
    ArrayNode events = NODES.arrayNode();
    for (String line : record.path("response").asText("").split("\n")) {
      if (!line.startsWith("data:")) {
        continue;
      }
      JsonNode chunk = parseOrNull(line.substring("data:".length()).strip());
      JsonNode choice = chunk == null ? NODES.missingNode() : chunk.path("choices").path(0);
      JsonNode delta = choice.path("delta");
      String reasoning = delta.path("reasoning_content").asText(delta.path("reasoning").asText(""));
      String text =
          choice.path("text").isTextual()
              ? choice.path("text").asText()
              : delta.path("content").asText("");
      boolean isReasoning = text.isEmpty() && !reasoning.isEmpty();
      if (text.isEmpty() && reasoning.isEmpty()) {
        continue;
      }
      ObjectNode event = events.addObject();
      event.putNull("time");
      event.put("kind", isReasoning ? "reasoning" : "content");
      event.put("text", isReasoning ? reasoning : text);
      event.put("tokens", 1);
    }
    return events;
  }

  /**
   * The answer's id minus "chatcmpl-"/"cmpl-": the fake's timeline id. From the first kept chunk,
   * else the first JSON data line of the raw stream, else a unary body; none for an error body.
   */
  static String answerId(JsonNode record) {
    for (JsonNode chunk : record.path("info").path("response_metrics").path("response_chunks")) {
      String id = idOf(parseOrNull(chunk.asText()));
      if (id != null) {
        return id;
      }
    }
    String raw = record.path("response").asText("");
    for (String line : raw.split("\n")) {
      if (line.startsWith("data:")) {
        String id = idOf(parseOrNull(line.substring("data:".length()).strip()));
        if (id != null) {
          return id;
        }
      }
    }
    return idOf(parseOrNull(raw));
  }

  private static String idOf(JsonNode answer) {
    if (answer == null || !answer.path("id").isTextual()) {
      return null;
    }
    String id = answer.path("id").asText();
    for (String prefix : List.of("chatcmpl-", "cmpl-")) {
      if (id.startsWith(prefix)) {
        return id.substring(prefix.length());
      }
    }
    return id;
  }

  /**
   * One event per kept chunk at its {@code chunk_times} entry; its tokens are how many entries of
   * {@code output_token_times} (the per-token expansion) carry that chunk's time, walking both in
   * order; a chunk whose text counted no token is skipped by the expansion and gets 0. When there
   * is no expansion every chunk counts 1.
   */
  static ArrayNode events(JsonNode response) {
    ArrayNode events = NODES.arrayNode();
    JsonNode chunks = response.path("response_chunks");
    JsonNode times = response.path("chunk_times");
    JsonNode tokenTimes = response.path("output_token_times");
    boolean expanded = tokenTimes.isArray() && !tokenTimes.isEmpty();
    int cursor = 0;
    for (int i = 0; i < times.size(); i++) {
      double time = times.get(i).asDouble();
      JsonNode chunk = parseOrNull(chunks.path(i).asText(""));
      JsonNode choice = chunk == null ? NODES.missingNode() : chunk.path("choices").path(0);
      JsonNode delta = choice.path("delta");
      // the text inference-perf took: delta.content (chat) or text (completions), l. 533
      String text =
          choice.path("text").isTextual()
              ? choice.path("text").asText()
              : delta.path("content").asText("");
      boolean reasoning =
          !delta.path("reasoning_content").asText("").isEmpty()
              || !delta.path("reasoning").asText("").isEmpty();
      int tokens = 1;
      if (expanded) {
        tokens = 0;
        while (cursor < tokenTimes.size() && tokenTimes.get(cursor).asDouble() == time) {
          tokens++;
          cursor++;
        }
      }
      ObjectNode event = events.addObject();
      event.put("time", time);
      event.put("kind", reasoning ? "reasoning" : "content");
      event.put("text", text);
      event.put("tokens", tokens);
    }
    return events;
  }

  /**
   * What inference-perf reports of one request, from its own recorded times by its own rules in
   * {@code summarize_requests} (reportgen/base.py at 7de5ef2). It has no per-request TTFOT,
   * inter-chunk latency or schedule delay, so those are absent.
   */
  static ObjectNode metrics(
      double start, double end, boolean success, JsonNode response, int outputTokens) {
    ObjectNode metrics = NODES.objectNode();
    // l. 511 (successes) and l. 713 (failures): end_time - start_time
    metrics.put("request_latency", end - start);
    if (!success) {
      return metrics; // failures: only their latency (l. 713)
    }
    // l. 561-565: (end - start) / N when N > 0, else 0.0 (inference-perf counts the 0.0)
    metrics.put(
        "normalized_time_per_output_token", outputTokens > 0 ? (end - start) / outputTokens : 0.0);
    JsonNode times = response.path("output_token_times");
    // l. 569: only a streamed answer with more than one token time has TTFT, TPOT and ITL
    if (times.isArray() && times.size() > 1) {
      double first = times.get(0).asDouble();
      double last = times.get(times.size() - 1).asDouble();
      // l. 571: output_token_times[0] - start_time
      metrics.put("time_to_first_token", first - start);
      // l. 575-580: (last - first) / (N - 1) when N > 1, else None
      if (outputTokens > 1) {
        metrics.put("time_per_output_token", (last - first) / (outputTokens - 1));
      } else {
        metrics.putNull("time_per_output_token");
      }
      // l. 585-587: every difference of consecutive output_token_times (0 inside a chunk)
      ArrayNode itl = metrics.putArray("inter_token_latency");
      for (int i = 1; i < times.size(); i++) {
        itl.add(times.get(i).asDouble() - times.get(i - 1).asDouble());
      }
    } else {
      metrics.putNull("time_to_first_token");
      metrics.putNull("time_per_output_token");
      metrics.putArray("inter_token_latency");
    }
    return metrics;
  }

  /**
   * l. 278-291 {@code effective_output_tokens}: the client count, or the server's non-zero
   * completion_tokens when use_server_output_tokens is set.
   */
  static int effectiveOutputTokens(JsonNode response, boolean useServerOutputTokens) {
    if (response.isNull() || response.isMissingNode()) {
      return 0;
    }
    if (useServerOutputTokens) {
      int server = response.path("server_usage").path("completion_tokens").asInt(0);
      if (server != 0) {
        return server;
      }
    }
    return response.path("output_tokens").asInt(0);
  }

  private static JsonNode serverUsage(JsonNode usage) {
    if (!usage.isObject()) {
      return NODES.nullNode();
    }
    ObjectNode out = NODES.objectNode();
    for (String key : List.of("prompt_tokens", "completion_tokens", "total_tokens")) {
      out.set(key, usage.path(key).isNumber() ? usage.get(key) : NODES.nullNode());
    }
    JsonNode cached = usage.path("prompt_tokens_details").path("cached_tokens");
    out.set("cached_tokens", cached.isNumber() ? cached : NODES.nullNode());
    return out;
  }

  private static ObjectNode error(JsonNode error) {
    String type = error.path("error_type").asText("");
    String message = parseErrorMessage(error.path("error_msg").asText(""));
    ObjectNode out = NODES.objectNode();
    out.put("type", type);
    out.put("label", conciseLabel(type, message));
    out.put("message", message);
    Matcher status = HTTP_ERROR.matcher(type);
    out.put("http_status", status.matches() ? Integer.parseInt(status.group(1)) : 0);
    return out;
  }

  // --- inference-perf's failure labels: build_error_counts (l. 124) labels
  // make_concise_label(error_type, parse_error_message(error_msg)) ---

  private static final Pattern HTTP_ERROR = Pattern.compile("HTTP Error (\\d+)");

  /** l. 49-55 _HTTP_CODE_LABELS. */
  private static final Map<String, String> HTTP_CODE_LABELS =
      Map.of(
          "429", "Rate Limit",
          "500", "Internal Server Error",
          "502", "Bad Gateway",
          "503", "Service Unavailable",
          "504", "Gateway Timeout");

  private static Pattern ci(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
  }

  /** l. 59-70 _HTTP_ERROR_LABELS, in order. */
  private static final List<Map.Entry<Pattern, String>> HTTP_ERROR_LABELS =
      List.of(
          Map.entry(
              ci("context.window|context length|maximum context|max.?tokens|token.?limit"),
              "Context Window"),
          Map.entry(
              ci(
                  "invalid.?json|json.?parse|malformed.?json|unexpected.?token|expecting value"
                      + "|unterminated string|expecting ',' delimiter"),
              "Invalid JSON"),
          Map.entry(ci("timeout|timed.?out"), "Timeout"),
          Map.entry(ci("model.?not.?found|no such model"), "Model Not Found"));

  /** l. 72-75 _NON_HTTP_ERROR_LABELS, in order. */
  private static final List<Map.Entry<Pattern, String>> NON_HTTP_ERROR_LABELS =
      List.of(
          Map.entry(ci("timeout|timed.?out"), "Timeout"),
          Map.entry(ci("connection.?refused|connect"), "Connection Error"));

  /** l. 96-121 make_concise_label. */
  static String conciseLabel(String errorType, String errorMessage) {
    if (errorType.startsWith("HTTP Error ")) {
      String[] words = errorType.strip().split("\\s+");
      String code = words.length == 0 ? "?" : words[words.length - 1];
      String codeLabel = HTTP_CODE_LABELS.get(code);
      if (codeLabel != null) {
        return code + " - " + codeLabel;
      }
      for (Map.Entry<Pattern, String> label : HTTP_ERROR_LABELS) {
        if (label.getKey().matcher(errorMessage).find()) {
          return code + " - " + label.getValue();
        }
      }
      return code + " - other";
    }
    for (Map.Entry<Pattern, String> label : NON_HTTP_ERROR_LABELS) {
      if (label.getKey().matcher(errorMessage).find()) {
        return label.getValue();
      }
    }
    return errorType.toLowerCase(Locale.ROOT).strip();
  }

  /**
   * l. 78-93 parse_error_message: the {@code error.message} (or top-level {@code message}) of a
   * JSON body, else the text as it is.
   */
  static String parseErrorMessage(String raw) {
    JsonNode body = parseOrNull(raw);
    if (body != null && body.isObject()) {
      JsonNode error = body.path("error");
      // Python: body.get("error") or body -- a missing, null, empty or false "error" falls back
      if (!truthy(error)) {
        error = body;
      }
      if (error.isObject() && error.has("message")) {
        JsonNode message = error.get("message");
        return message.isTextual() ? message.asText() : message.toString();
      }
    }
    return raw;
  }

  private static boolean truthy(JsonNode node) {
    if (node == null || node.isMissingNode() || node.isNull()) {
      return false;
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    if (node.isNumber()) {
      return node.asDouble() != 0;
    }
    if (node.isTextual()) {
      return !node.asText().isEmpty();
    }
    return !node.isEmpty();
  }

  private static double number(JsonNode record, String key) {
    JsonNode value = record.path(key);
    if (!value.isNumber()) {
      throw new UnreadableReport("a request without a numeric " + key + ": " + abbreviate(record));
    }
    return value.asDouble();
  }

  private static String abbreviate(JsonNode node) {
    String text = node.toString();
    return text.length() > 200 ? text.substring(0, 200) + "…" : text;
  }

  private static JsonNode parseOrNull(String text) {
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
    try {
      JsonNode node = JSON.readTree(Files.readAllBytes(file));
      if (node == null || node.isMissingNode()) {
        throw new UnreadableReport(file + " is empty");
      }
      return node;
    } catch (JsonProcessingException e) {
      throw new UnreadableReport(
          file + " is not complete JSON (" + e.getOriginalMessage() + ")", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
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
