package dev.tokenpace.api;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;

/**
 * Gives each streamed event its meaning, once, so metrics consume typed events. Chat streams carry
 * text in {@code choices[0].delta.content} (answer) or {@code delta.reasoning_content} / {@code
 * delta.reasoning} (reasoning); completions in {@code choices[0].text}. An empty string is no text:
 * servers open with {@code {"role":"assistant","content":""}}, which bears no token. An error is
 * either a JSON {@code error} member or an event named {@code error}, whatever its data.
 */
public final class ChunkClassifier {

  private static final String DONE = "[DONE]";

  /** The SSE event name servers use for an error (TGI, some proxies): {@code event: error}. */
  private static final String ERROR_EVENT = "error";

  private final ApiType api;

  public ChunkClassifier(ApiType api) {
    this.api = api;
  }

  /**
   * @throws MalformedChunkException when a data event is neither {@code [DONE]} nor a JSON object
   */
  public ChunkEvent classify(SseEvent event) {
    if (event.isComment()) {
      return new ChunkEvent(event.arrivalNanos(), ChunkKind.COMMENT, event.comment(), null, null);
    }
    if (ERROR_EVENT.equals(event.event())) {
      return new ChunkEvent(
          event.arrivalNanos(), ChunkKind.ERROR, ErrorBodies.message(event.data()), null, null);
    }
    if (DONE.equals(event.data().strip())) {
      return new ChunkEvent(event.arrivalNanos(), ChunkKind.DONE, "", null, null);
    }
    JsonNode root = Json.object(event.data());
    Usage usage = Json.usage(root);
    JsonNode error = root.get("error");
    if (error != null && !error.isNull()) {
      return new ChunkEvent(
          event.arrivalNanos(), ChunkKind.ERROR, Json.errorMessage(error), usage, null);
    }
    return classifyChoice(event.arrivalNanos(), root, usage);
  }

  private ChunkEvent classifyChoice(long arrival, JsonNode root, Usage usage) {
    JsonNode choice = Json.firstChoice(root);
    String finish = choice == null ? null : Json.text(choice, "finish_reason");
    if (choice == null) {
      ChunkKind kind = usage != null ? ChunkKind.USAGE : ChunkKind.OTHER;
      return new ChunkEvent(arrival, kind, "", usage, null);
    }
    ChunkEvent text =
        api == ApiType.CHAT
            ? chatText(arrival, choice, usage, finish)
            : completionText(arrival, choice, usage, finish);
    if (text != null) {
      return text;
    }
    if (finish != null) {
      return new ChunkEvent(arrival, ChunkKind.FINISH, "", usage, finish);
    }
    if (api == ApiType.CHAT && isRoleOnly(choice)) {
      return new ChunkEvent(arrival, ChunkKind.ROLE, "", usage, null);
    }
    return new ChunkEvent(
        arrival, usage != null ? ChunkKind.USAGE : ChunkKind.OTHER, "", usage, null);
  }

  private static ChunkEvent chatText(long arrival, JsonNode choice, Usage usage, String finish) {
    JsonNode delta = choice.get("delta");
    if (delta == null || !delta.isObject()) {
      return null;
    }
    String content = Json.text(delta, "content");
    if (content != null && !content.isEmpty()) {
      return new ChunkEvent(arrival, ChunkKind.CONTENT, content, usage, finish);
    }
    String reasoning = reasoning(delta);
    if (reasoning != null) {
      return new ChunkEvent(arrival, ChunkKind.REASONING, reasoning, usage, finish);
    }
    return null;
  }

  private static ChunkEvent completionText(
      long arrival, JsonNode choice, Usage usage, String finish) {
    String text = Json.text(choice, "text");
    return text != null && !text.isEmpty()
        ? new ChunkEvent(arrival, ChunkKind.CONTENT, text, usage, finish)
        : null;
  }

  /** vLLM names it {@code reasoning_content}; newer servers {@code reasoning}. */
  static String reasoning(JsonNode delta) {
    String reasoning = Json.text(delta, "reasoning_content");
    if (reasoning == null || reasoning.isEmpty()) {
      reasoning = Json.text(delta, "reasoning");
    }
    return reasoning == null || reasoning.isEmpty() ? null : reasoning;
  }

  private static boolean isRoleOnly(JsonNode choice) {
    JsonNode delta = choice.get("delta");
    return delta != null && delta.isObject() && Json.text(delta, "role") != null;
  }
}
