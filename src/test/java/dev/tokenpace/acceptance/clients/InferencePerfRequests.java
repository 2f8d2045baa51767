package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One request of inference-perf's per-request file as tokenpace's per-request entry: its stamps,
 * chunks, token counts, metrics and failure.
 */
final class InferencePerfRequests {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** One inference-perf record in tokenpace's per-request shape (PerRequestEntry's names). */
  static ObjectNode request(JsonNode record, int stageId, boolean useServerOutputTokens) {
    double start = number(record, "start_time");
    double end = number(record, "end_time");
    JsonNode error = record.path("error");
    boolean success = error.isNull() || error.isMissingNode();
    JsonNode info = record.path("info");
    JsonNode response = info.path("response_metrics");
    JsonNode body = InferencePerfReports.parseOrNull(record.path("request").asText(""));

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
    entry.set("error", success ? NODES.nullNode() : InferencePerfErrors.error(error));
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
      JsonNode chunk = InferencePerfReports.parseOrNull(line.substring("data:".length()).strip());
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
      String id = idOf(InferencePerfReports.parseOrNull(chunk.asText()));
      if (id != null) {
        return id;
      }
    }
    String raw = record.path("response").asText("");
    for (String line : raw.split("\n")) {
      if (line.startsWith("data:")) {
        String id =
            idOf(InferencePerfReports.parseOrNull(line.substring("data:".length()).strip()));
        if (id != null) {
          return id;
        }
      }
    }
    return idOf(InferencePerfReports.parseOrNull(raw));
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
      JsonNode chunk = InferencePerfReports.parseOrNull(chunks.path(i).asText(""));
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

  private InferencePerfRequests() {}
}
