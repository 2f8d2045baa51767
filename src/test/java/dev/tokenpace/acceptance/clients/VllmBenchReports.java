package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the result file vLLM's {@code benchmarks/benchmark_serving.py} wrote ({@code
 * --save-result}) into the suite's evidence, each request in tokenpace's per-request shape.
 *
 * <p>Read from vLLM at commit e7ef74e26e (line numbers below are of that commit; the recorded files
 * under {@code src/test/resources/vllm-bench} are what it writes). The file is one JSON object: the
 * run's figures ({@code completed}, {@code request_throughput}, {@code mean_ttft_ms}, {@code
 * p99_e2el_ms}, …) and per-request lists in the order of the prompts, not of completion ({@code
 * ttfts}, {@code itls}, {@code input_lens}, {@code output_lens}, {@code generated_texts}, {@code
 * errors}; benchmark_serving.py:736-741). It keeps no request id and no absolute stamp, only {@code
 * time.perf_counter()} differences from each request's own start, so each request is read here on
 * its own clock: start 0, each chunk with choices at its offset (the first at its {@code ttft},
 * each later one an {@code itls} gap further). {@link VllmBenchPairing} puts them on the fake's
 * clock.
 *
 * <p>What it does not write is listed in each request's {@code not_reported}: {@code request_id},
 * {@code scheduled_time}, {@code headers_time}, {@code comments}, the chunks' texts and kinds (only
 * the whole generated text is kept), and per request its latency and time per output token (only
 * their run distributions: mean, median, std and the asked percentiles).
 */
public final class VllmBenchReports {

  /** The file name the client asks it to write ({@code --result-filename}). */
  public static final String RESULT_FILE = "result.json";

  /** The run's own figures of the result file, kept in the summary under this key. */
  static final String OWN_FIGURES = "vllm_bench";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** {@code mean_ttft_ms}, {@code p99_e2el_ms}, …: a statistic of a metric, in milliseconds. */
  private static final Pattern STATISTIC =
      Pattern.compile("(mean|median|std|p\\d+(?:\\.\\d+)?)_(ttft|tpot|itl|e2el)_ms");

  private static final Map<String, String> METRICS =
      Map.of(
          "ttft", "time_to_first_token",
          "tpot", "time_per_output_token",
          "itl", "inter_token_latency",
          "e2el", "request_latency");

  private static final Map<String, String> THROUGHPUTS =
      Map.of(
          "request_throughput", "requests_per_sec",
          "output_throughput", "output_tokens_per_sec",
          "total_token_throughput", "total_tokens_per_sec");

  private VllmBenchReports() {}

  /** The result file {@code file}, its requests each on its own clock (start 0). */
  public static RunReport read(Path file) {
    JsonNode result = readJson(file);
    if (!result.isObject() || !result.path("ttfts").isArray()) {
      throw new UnreadableReport(file + " is not a result file of benchmark_serving.py (no ttfts)");
    }
    int n = result.path("ttfts").size();
    for (String list : List.of("itls", "errors", "output_lens", "input_lens", "generated_texts")) {
      if (result.path(list).size() != n) {
        throw new UnreadableReport(
            file + ": " + list + " lists " + result.path(list).size() + " requests, ttfts " + n);
      }
    }
    List<ReportedRequest> requests = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      requests.add(new ReportedRequest(request(result, i)));
    }
    ObjectNode summary = summary(result, requests);
    return new RunReport(summary, requests, List.of(stage(summary, result)));
  }

  /**
   * Its one load as the run's only stage: the summary's figures, with the rate it was asked for
   * ({@code request_rate}, "inf" when none) where it is a number.
   */
  static ObjectNode stage(ObjectNode summary, JsonNode result) {
    ObjectNode stage = summary.deepCopy();
    stage.remove(OWN_FIGURES);
    JsonNode rate = result.path("request_rate");
    if (rate.isNumber()) {
      ((ObjectNode) stage.get("load_summary")).put("requested_rate", rate.asDouble());
    }
    return stage;
  }

  /** The i-th prompt's request, on its own clock: start 0, chunks at their offsets. */
  static ObjectNode request(JsonNode result, int i) {
    String error = result.path("errors").path(i).asText("");
    // a non-200 with no reason phrase also writes "" (l. 417): such a request has no ttft either
    boolean success = error.isEmpty();
    List<Double> offsets = offsets(result.path("ttfts").path(i), result.path("itls").path(i));
    ObjectNode entry = NODES.objectNode();
    entry.put("stage_id", 0);
    entry.put("success", success);
    entry.put("streamed", true); // its openai backends always ask for a stream (l. 253, 358)
    entry.put("scheduled_time", 0.0);
    entry.put("start_time", 0.0);
    entry.put("end_time", offsets.isEmpty() ? 0.0 : offsets.get(offsets.size() - 1));
    entry.put("input_tokens", result.path("input_lens").path(i).asInt());
    entry.put("output_tokens", result.path("output_lens").path(i).asInt());
    entry.put("output_len", result.path("output_lens").path(i).asInt());
    entry.put("generated_text", result.path("generated_texts").path(i).asText(""));
    ArrayNode stamps = entry.putArray("chunk_offsets");
    offsets.forEach(stamps::add);
    entry.putArray("events"); // kinds and texts are the pairing's: it kept neither per chunk
    entry.put("comments", 0);
    ObjectNode metrics = entry.putObject("metrics");
    if (success && !offsets.isEmpty()) {
      metrics.put("time_to_first_token", result.path("ttfts").path(i).asDouble());
      ArrayNode itl = metrics.putArray("inter_token_latency");
      result.path("itls").path(i).forEach(gap -> itl.add(gap.asDouble()));
    }
    entry.set("error", success ? NODES.nullNode() : error(error));
    entry
        .putArray("not_reported")
        .add("request_id")
        .add("scheduled_time")
        .add("headers_time")
        .add("comments")
        .add("event_kinds")
        .add("request_latency")
        .add("time_per_output_token");
    return entry;
  }

  /**
   * The chunks' stamps from the request's start: {@code ttft}, then each {@code itls} gap added. A
   * request that got no chunk with choices has a ttft of 0 and no gaps: no stamp at all.
   */
  static List<Double> offsets(JsonNode ttft, JsonNode itls) {
    List<Double> offsets = new ArrayList<>();
    if (!ttft.isNumber() || ttft.asDouble() <= 0) {
      return offsets;
    }
    double at = ttft.asDouble();
    offsets.add(at);
    for (JsonNode gap : itls) {
      at += gap.asDouble();
      offsets.add(at);
    }
    return offsets;
  }

  /**
   * What it wrote for a failed request: the response's reason phrase for a status other than 200
   * (backend_request_func.py:417, e.g. "Service Unavailable"), else the whole traceback of the
   * exception that stopped it (l. 422), labelled here by the exception's class name.
   */
  static ObjectNode error(String written) {
    ObjectNode out = NODES.objectNode();
    boolean traceback = written.startsWith(TRACEBACK);
    // a 200 answer without a chunk with choices (completions backend, l. 315-317), or a status
    out.put(
        "type",
        traceback
            ? "exception"
            : written.startsWith(VllmBenchClaims.NO_VALID_CHUNK) ? "no valid chunk" : "http");
    out.put("label", traceback ? exceptionName(written) : written.strip());
    out.put("message", traceback ? exceptionLine(written) : written.strip());
    out.put("http_status", 0); // it keeps the reason phrase, not the code
    return out;
  }

  static final String TRACEBACK = "Traceback (most recent call last):";

  /** The last line of a traceback that names the exception: "module.Class: message". */
  static String exceptionLine(String traceback) {
    String[] lines = traceback.strip().split("\n");
    for (int i = lines.length - 1; i >= 0; i--) {
      String line = lines[i];
      if (!line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
        return line.strip();
      }
    }
    return traceback.strip();
  }

  /** The exception's class name without its module: "ClientPayloadError". */
  static String exceptionName(String traceback) {
    String line = exceptionLine(traceback);
    int colon = line.indexOf(':');
    String qualified = colon < 0 ? line : line.substring(0, colon);
    return qualified.substring(qualified.lastIndexOf('.') + 1).strip();
  }

  /** The run's figures in tokenpace's summary shape, seconds; its own kept beside them. */
  static ObjectNode summary(JsonNode result, List<ReportedRequest> requests) {
    ObjectNode summary = NODES.objectNode();
    long failed = requests.stream().filter(r -> !r.success()).count();
    summary.putObject("load_summary").put("count", requests.size());
    ObjectNode successes = summary.putObject("successes");
    successes.put("count", result.path("completed").asInt(requests.size() - (int) failed));
    ObjectNode latency = successes.putObject("latency");
    ObjectNode throughput = successes.putObject("throughput");
    summary.putObject("failures").put("count", failed);
    if (result.path("duration").isNumber()) {
      // its benchmark_duration: from before the first request to after the last is gathered
      // (benchmark_serving.py:654, 697), a window of its own, as no request's start is kept
      summary.put("benchmark_time_seconds", result.path("duration").asDouble());
    }
    ObjectNode own = summary.putObject(OWN_FIGURES);
    result
        .fields()
        .forEachRemaining(
            field -> {
              if (field.getValue().isContainerNode()) {
                return; // the per-request lists are the requests
              }
              own.set(field.getKey(), field.getValue());
              Matcher statistic = STATISTIC.matcher(field.getKey());
              if (statistic.matches() && field.getValue().isNumber()) {
                String metric = METRICS.get(statistic.group(2));
                String key = statistic.group(1).equals("std") ? "std_dev" : statistic.group(1);
                ObjectNode distribution =
                    latency.has(metric)
                        ? (ObjectNode) latency.get(metric)
                        : latency.putObject(metric);
                distribution.put(key, field.getValue().asDouble() / 1000);
              }
              String rate = THROUGHPUTS.get(field.getKey());
              if (rate != null && field.getValue().isNumber()) {
                throughput.put(rate, field.getValue().asDouble());
              }
            });
    return summary;
  }

  private static JsonNode readJson(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new UnreadableReport("no result file " + file);
    }
    return ReportJson.read(file, (message, cause) -> new UnreadableReport(message));
  }

  /** The result file is missing, partial or not what benchmark_serving.py writes. */
  public static final class UnreadableReport extends RuntimeException {
    UnreadableReport(String message) {
      super(message);
    }
  }
}
