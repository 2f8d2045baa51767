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
    ChunkFields chunk = ChunkFields.read(event.data());
    if (chunk.error != null) {
      return new ChunkEvent(
          event.arrivalNanos(), ChunkKind.ERROR, Json.errorMessage(chunk.error), chunk.usage, null);
    }
    return classifyChoice(event.arrivalNanos(), chunk);
  }

  private ChunkEvent classifyChoice(long arrival, ChunkFields chunk) {
    Usage usage = chunk.usage;
    if (!chunk.hasChoice) {
      ChunkKind kind = usage != null ? ChunkKind.USAGE : ChunkKind.OTHER;
      return new ChunkEvent(arrival, kind, "", usage, null);
    }
    String finish = chunk.finishReason;
    ChunkEvent text =
        api == ApiType.CHAT ? chatText(arrival, chunk) : completionText(arrival, chunk);
    if (text != null) {
      return text;
    }
    if (finish != null) {
      return new ChunkEvent(arrival, ChunkKind.FINISH, "", usage, finish);
    }
    if (api == ApiType.CHAT && chunk.deltaIsObject && chunk.role != null) {
      return new ChunkEvent(arrival, ChunkKind.ROLE, "", usage, null);
    }
    return new ChunkEvent(
        arrival, usage != null ? ChunkKind.USAGE : ChunkKind.OTHER, "", usage, null);
  }

  private static ChunkEvent chatText(long arrival, ChunkFields chunk) {
    if (!chunk.deltaIsObject) {
      return null;
    }
    if (chunk.content != null && !chunk.content.isEmpty()) {
      return new ChunkEvent(
          arrival, ChunkKind.CONTENT, chunk.content, chunk.usage, chunk.finishReason);
    }
    String reasoning = reasoning(chunk.reasoningContent, chunk.reasoning);
    if (reasoning != null) {
      return new ChunkEvent(
          arrival, ChunkKind.REASONING, reasoning, chunk.usage, chunk.finishReason);
    }
    return null;
  }

  private static ChunkEvent completionText(long arrival, ChunkFields chunk) {
    return chunk.text != null && !chunk.text.isEmpty()
        ? new ChunkEvent(arrival, ChunkKind.CONTENT, chunk.text, chunk.usage, chunk.finishReason)
        : null;
  }

  /** vLLM names it {@code reasoning_content}; newer servers {@code reasoning}. */
  static String reasoning(JsonNode delta) {
    return reasoning(Json.text(delta, "reasoning_content"), Json.text(delta, "reasoning"));
  }

  private static String reasoning(String reasoningContent, String reasoning) {
    String chosen =
        reasoningContent == null || reasoningContent.isEmpty() ? reasoning : reasoningContent;
    return chosen == null || chosen.isEmpty() ? null : chosen;
  }
}
