package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.wire.ChunkKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.opentest4j.TestAbortedException;

/**
 * Reads the result file GuideLLM v0.3.1 wrote ({@code --output-path FILE.json}) into the suite's
 * evidence, each request in tokenpace's per-request shape and its summary in inference-perf's keys,
 * so the judges read GuideLLM's numbers as they read every client's.
 *
 * <p>The file is {@code {"benchmarks": [...]}}, one benchmark per rate it ran (the suite asks for
 * one); each holds {@code requests.{successful, errored, incomplete}}, every request with its
 * {@code start_time}, {@code end_time}, {@code first_token_time}, {@code last_token_time}, token
 * counts and per-request numbers it derived from them, and {@code metrics}, its distributions over
 * requests.
 *
 * <p>Its stamps are the wall clock ({@code time.time()}, backend/openai.py:603, 611), the fake's
 * are monotonic: every stamp is moved onto the fake's clock with a {@link WallClockAnchor} the
 * suite read around the run, and a run whose anchor is not proved, or a stamp that lands outside
 * the run, leaves the scenario not judged rather than judged on a guessed offset. Then the suite
 * pairs the requests with the fake's timelines by time (GuideLLM sends no request id of its own and
 * the answer's id is not kept), and proves each start falls before the fake received it; the
 * validation requests GuideLLM sends before the run are not in the file and started before every
 * request of it, so none is paired with them.
 *
 * <p>What GuideLLM does not keep is listed in each request's {@code not_reported}: the request id,
 * the chunks (only the whole answer text and its first and last answer-bearing line are stamped),
 * the scheduled time, the response head, comments, the request's size and the server's usage.
 */
public final class GuideLlmReports {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Its lists of requests, and whether a request in each succeeded. */
  private static final Map<String, Boolean> LISTS =
      Map.of("successful", true, "errored", false, "incomplete", false);

  private static final List<String> LIST_ORDER = List.of("successful", "errored", "incomplete");

  /** httpx's status error: "Server error '503 Service Unavailable' for url …". */
  private static final Pattern HTTP_STATUS = Pattern.compile("'(\\d{3}) ([^']*)'");

  /** What an incomplete request (still in flight when its benchmark ended) is labelled. */
  static final String INCOMPLETE = "incomplete";

  private GuideLlmReports() {}

  /** The result file {@code file}, its stamps moved onto the fake's clock with {@code anchor}. */
  public static RunReport read(Path file, WallClockAnchor anchor) {
    anchor
        .unproved()
        .ifPresent(
            why -> {
              throw new TestAbortedException(why);
            });
    JsonNode benchmarks = readJson(file).path("benchmarks");
    if (!benchmarks.isArray() || benchmarks.isEmpty()) {
      throw new UnreadableReport(file + " holds no benchmarks (a list under \"benchmarks\")");
    }
    List<ReportedRequest> requests = new ArrayList<>();
    List<JsonNode> stages = new ArrayList<>();
    for (int stage = 0; stage < benchmarks.size(); stage++) {
      JsonNode benchmark = benchmarks.get(stage);
      int count = 0;
      for (String list : LIST_ORDER) {
        for (JsonNode record : benchmark.path("requests").path(list)) {
          ObjectNode entry = request(record, stage, LISTS.get(list), list, anchor);
          requests.add(new ReportedRequest(entry));
          count++;
        }
      }
      stages.add(summary(benchmark, count));
    }
    requests.sort(Comparator.comparingDouble(ReportedRequest::startTime));
    JsonNode summary = stages.size() == 1 ? stages.get(0) : runSummary(benchmarks, requests.size());
    return new RunReport(summary, requests, stages);
  }

  /** One GuideLLM request in tokenpace's per-request shape (PerRequestEntry's names). */
  static ObjectNode request(
      JsonNode record, int stageId, boolean success, String list, WallClockAnchor anchor) {
    double start = onFakeClock(record, "start_time", anchor);
    Double end = optionalOnFakeClock(record, "end_time", anchor);
    ArrayNode notReported = NODES.arrayNode();
    // A request that failed before its first line leaves end_time unset (-1,
    // scheduler/worker.py:441).
    if (end == null || end < start) {
      end = start;
      notReported.add("end_time");
    }
    Double first = optionalOnFakeClock(record, "first_token_time", anchor);
    Double last = optionalOnFakeClock(record, "last_token_time", anchor);
    int outputTokens = record.path("output_tokens").asInt(0);

    ObjectNode entry = NODES.objectNode();
    entry.put("stage_id", stageId);
    entry.put("success", success);
    entry.put("streamed", true); // it always streams (backend/openai.py:460)
    entry.put("scheduled_time", start);
    entry.put("start_time", start);
    entry.put("end_time", end);
    entry.put("input_tokens", record.path("prompt_tokens").asInt(0));
    entry.put("output_len", outputTokens);
    entry.put("output_tokens", outputTokens);
    entry.putNull("server_usage");
    entry.putArray("events");
    // its tokens are the lines with delta.content (chat) or text (completions), never a reasoning
    // or role chunk (backend/openai.py:626-628, 687-694)
    entry.putArray("counted_kinds").add(ChunkKind.CONTENT.wireName());
    entry.put("comments", 0);
    boolean endKnown = notReported.isEmpty();
    entry.set("metrics", metrics(start, end, endKnown, first, last, outputTokens, success));
    entry.set("error", success ? NODES.nullNode() : error(record, list));
    notReported
        .add("request_id")
        .add("events")
        .add("event_times")
        .add("scheduled_time")
        .add("headers_time")
        .add("comments")
        .add("request_size_bytes")
        .add("server_usage");
    entry.set("not_reported", notReported);
    return entry;
  }

  /**
   * Its own per-request numbers, recomputed from its stamps on the fake's clock by its own rules
   * (benchmark/benchmark.py:336-380): latency end − start; TTFT first answer line − start; its
   * "inter-token latency" (last − first) / (N − 1), which is tokenpace's TPOT; its own "time per
   * output token" divides by N and has no tokenpace field. It gives no gaps, only their mean.
   */
  private static ObjectNode metrics(
      double start,
      double end,
      boolean endKnown,
      Double first,
      Double last,
      int outputTokens,
      boolean success) {
    ObjectNode metrics = NODES.objectNode();
    if (endKnown) {
      metrics.put("request_latency", end - start);
    } else {
      metrics.putNull("request_latency");
    }
    if (!success) {
      return metrics;
    }
    if (first == null) {
      metrics.putNull("time_to_first_token");
      metrics.putNull("time_per_output_token");
      return metrics;
    }
    metrics.put("time_to_first_token", first - start);
    if (last != null && outputTokens > 1) {
      metrics.put("time_per_output_token", (last - first) / (outputTokens - 1));
    } else {
      metrics.putNull("time_per_output_token");
    }
    return metrics;
  }

  /**
   * Its error is the exception's own text (scheduler/worker.py:365) or its timeout sentence (l.
   * 361): shown as both label and message, its first line as the label; an incomplete request has
   * no error text and is labelled {@value #INCOMPLETE}.
   */
  private static ObjectNode error(JsonNode record, String list) {
    String message = record.path("error").asText("");
    if (message.isEmpty() && list.equals("incomplete")) {
      message = INCOMPLETE;
    }
    String label = message.lines().findFirst().orElse("").strip();
    ObjectNode out = NODES.objectNode();
    out.put("type", list);
    out.put("label", label);
    out.put("message", message);
    Matcher status = HTTP_STATUS.matcher(message);
    out.put("http_status", status.find() ? Integer.parseInt(status.group(1)) : 0);
    return out;
  }

  /**
   * A benchmark's numbers in inference-perf's summary keys, in seconds: counts, and the
   * distributions GuideLLM computed itself over successful requests ({@code metrics.*.successful}).
   * Its "time per output token" (divisor N) and "inter-token latency" (a mean per request) are put
   * under the keys of the same name, where {@link GuideLlmClient#differsOn} says how they differ.
   */
  private static ObjectNode summary(JsonNode benchmark, int count) {
    ObjectNode summary = NODES.objectNode();
    JsonNode totals = benchmark.path("request_totals");
    ObjectNode load = summary.putObject("load_summary");
    load.put("count", count);
    JsonNode rate = benchmark.path("args").path("strategy").path("rate");
    if (rate.isNumber()) {
      load.put("requested_rate", rate.asDouble());
    }
    JsonNode metrics = benchmark.path("metrics");
    ObjectNode successes = summary.putObject("successes");
    successes.put("count", totals.path("successful").asInt(0));
    ObjectNode latency = successes.putObject("latency");
    latency.set("request_latency", distribution(metrics.path("request_latency"), 1));
    latency.set("time_to_first_token", distribution(metrics.path("time_to_first_token_ms"), 1e-3));
    latency.set(
        "time_per_output_token", distribution(metrics.path("time_per_output_token_ms"), 1e-3));
    latency.set("inter_token_latency", distribution(metrics.path("inter_token_latency_ms"), 1e-3));
    JsonNode promptTokens = metrics.path("prompt_token_count").path("successful").path("total_sum");
    if (promptTokens.isNumber()) {
      successes.putObject("prompt_tokens").put("total", promptTokens.asLong());
    }
    ObjectNode throughput = successes.putObject("throughput");
    putNumber(throughput, "requests_per_sec", metrics.path("requests_per_second"));
    putNumber(throughput, "output_tokens_per_sec", metrics.path("output_tokens_per_second"));
    ObjectNode failures = summary.putObject("failures");
    failures.put("count", totals.path("errored").asInt(0) + totals.path("incomplete").asInt(0));
    // its duration is the window from the first request's start to the last one's end, failures
    // too (benchmark/benchmark.py:571-576, 704-705), as benchmark_time_seconds is
    if (benchmark.path("duration").isNumber()) {
      summary.put("benchmark_time_seconds", benchmark.path("duration").asDouble());
    }
    return summary;
  }

  /** Several benchmarks: only their counts add up; GuideLLM has no distribution over them all. */
  private static ObjectNode runSummary(JsonNode benchmarks, int count) {
    ObjectNode summary = NODES.objectNode();
    summary.putObject("load_summary").put("count", count);
    int successful = 0;
    int failed = 0;
    for (JsonNode benchmark : benchmarks) {
      JsonNode totals = benchmark.path("request_totals");
      successful += totals.path("successful").asInt(0);
      failed += totals.path("errored").asInt(0) + totals.path("incomplete").asInt(0);
    }
    summary.putObject("successes").put("count", successful);
    summary.putObject("failures").put("count", failed);
    return summary;
  }

  /** Its distribution of successful requests, scaled to seconds, in inference-perf's keys. */
  private static JsonNode distribution(JsonNode metric, double scale) {
    JsonNode of = metric.path("successful");
    if (!of.isObject() || of.path("count").asInt(0) == 0) {
      return NODES.nullNode();
    }
    ObjectNode out = NODES.objectNode();
    for (String key : List.of("mean", "min", "max", "median")) {
      if (of.path(key).isNumber()) {
        out.put(key, of.path(key).asDouble() * scale);
      }
    }
    for (String key : List.of("p90", "p99")) {
      JsonNode value = of.path("percentiles").path(key);
      if (value.isNumber()) {
        out.put(key, value.asDouble() * scale);
      }
    }
    return out;
  }

  private static void putNumber(ObjectNode into, String key, JsonNode metric) {
    JsonNode mean = metric.path("successful").path("mean");
    if (mean.isNumber()) {
      into.put(key, mean.asDouble());
    }
  }

  private static double onFakeClock(JsonNode record, String key, WallClockAnchor anchor) {
    Double value = optionalOnFakeClock(record, key, anchor);
    if (value == null) {
      throw new UnreadableReport("a request without a numeric " + key + ": " + abbreviate(record));
    }
    return value;
  }

  /** A stamp on the fake's clock; null when GuideLLM left it unset (null or -1). */
  private static Double optionalOnFakeClock(JsonNode record, String key, WallClockAnchor anchor) {
    JsonNode value = record.path(key);
    if (!value.isNumber() || value.asDouble() <= 0) {
      return null;
    }
    double monotonic = anchor.toMonotonicSeconds(value.asDouble());
    anchor
        .outsideTheRun(key + " of request " + record.path("request_id").asText("?"), monotonic)
        .ifPresent(
            why -> {
              throw new TestAbortedException(why);
            });
    return monotonic;
  }

  private static String abbreviate(JsonNode node) {
    String text = node.toString();
    return text.length() > 200 ? text.substring(0, 200) + "…" : text;
  }

  private static JsonNode readJson(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new UnreadableReport("no result file " + file);
    }
    return ReportJson.read(file, UnreadableReport::new);
  }
}
