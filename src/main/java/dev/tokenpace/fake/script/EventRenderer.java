package dev.tokenpace.fake.script;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Renders scripted events as the SSE bytes an OpenAI-compatible server sends. A chunk begins with
 * the answer's own lead ({@code data: {"id":..., "created":..., "model":...,}}); what follows it,
 * the event's tail, depends on the event and the API alone, so a profile renders its tails once
 * ({@link RenderedEvents}) and each request adds only its lead.
 */
public final class EventRenderer {

  private final ApiShape shape;

  EventRenderer(ApiShape shape) {
    this.shape = shape;
  }

  /** What every chunk of one answer begins with. */
  public static byte[] lead(ApiShape shape, String model, String responseId, long createdSeconds) {
    return bytes(
        "data: {\"id\":"
            + quote(shape.idPrefix() + responseId)
            + ",\"object\":\""
            + shape.chunkObject()
            + "\",\"created\":"
            + createdSeconds
            + ",\"model\":"
            + quote(model)
            + ",");
  }

  /** Whether the event is a chunk: its bytes are the answer's lead, then its tail. */
  static boolean led(ScriptedEvent event) {
    return switch (event.kind()) {
      case CONTENT, REASONING, ROLE, USAGE, FINISH, MALFORMED -> true;
      default -> false;
    };
  }

  /** The event's bytes after the lead (all of them when it is not {@link #led}). */
  byte[] tail(ScriptedEvent event) {
    return tail(event, null);
  }

  /**
   * @param usageSoFar a {@code "usage":{...}} field every chunk with choices carries as well
   *     (vLLM's {@code continuous_usage_stats}), or {@code null}
   */
  byte[] tail(ScriptedEvent event, String usageSoFar) {
    String more = usageSoFar == null ? "" : "," + usageSoFar;
    return switch (event.kind()) {
      case CONTENT ->
          event.raw().length > 0
              ? contentWithRawBytes(event.raw(), more)
              : end(choice(contentField(event.text())), more);
      case REASONING -> end(choice(reasoningField(event.text())), more);
      case ROLE ->
          end(
              choice(
                  shape == ApiShape.CHAT
                      ? "\"delta\":{\"role\":\"assistant\",\"content\":\"\"}"
                      : "\"text\":\"\""),
              more);
      case USAGE ->
          end(
              "\"choices\":[],"
                  + usage(event.promptTokens(), event.completionTokens(), event.cachedTokens()),
              "");
      case FINISH ->
          end(
              "\"choices\":[{\"index\":0,"
                  + (shape == ApiShape.CHAT ? "\"delta\":{}" : "\"text\":\"\"")
                  + ",\"finish_reason\":"
                  + quote(event.text())
                  + "}]",
              more);
      case MALFORMED -> bytes("\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\n\n");
      case COMMENT -> bytes(": " + event.text() + "\n\n");
      case ERROR ->
          bytes(
              "data: {\"error\":{\"message\":"
                  + quote(event.text())
                  + ",\"type\":\"server_error\"}}\n\n");
      case RAW -> event.raw().clone();
      case DONE -> bytes("data: [DONE]\n\n");
      // a client's reading of unknown bytes and a unary body's one write: never scripted events
      case OTHER, BODY ->
          throw new IllegalArgumentException(
              "a profile cannot script a " + event.kind() + " event");
    };
  }

  public static String quote(String text) {
    return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
  }

  public static String usage(int prompt, int completion) {
    return usage(prompt, completion, -1);
  }

  /**
   * @param cached {@code prompt_tokens_details.cached_tokens} (OpenAI's field), left out when
   *     negative
   */
  public static String usage(int prompt, int completion, int cached) {
    return "\"usage\":{\"prompt_tokens\":"
        + prompt
        + ",\"completion_tokens\":"
        + completion
        + ",\"total_tokens\":"
        + (prompt + completion)
        + (cached < 0 ? "" : ",\"prompt_tokens_details\":{\"cached_tokens\":" + cached + "}")
        + "}";
  }

  /** The bytes go between the quotes untouched, so they may be invalid UTF-8. */
  private byte[] contentWithRawBytes(byte[] raw, String more) {
    String open = shape == ApiShape.CHAT ? "\"delta\":{\"content\":\"" : "\"text\":\"";
    String close = shape == ApiShape.CHAT ? "\"}" : "\"";
    byte[] before = bytes("\"choices\":[{\"index\":0," + open);
    byte[] after = bytes(close + ",\"finish_reason\":null}]" + more + "}\n\n");
    byte[] all = java.util.Arrays.copyOf(before, before.length + raw.length + after.length);
    System.arraycopy(raw, 0, all, before.length, raw.length);
    System.arraycopy(after, 0, all, before.length + raw.length, after.length);
    return all;
  }

  private String contentField(String text) {
    return shape == ApiShape.CHAT
        ? "\"delta\":{\"content\":" + quote(text) + "}"
        : "\"text\":" + quote(text);
  }

  private String reasoningField(String text) {
    return shape == ApiShape.CHAT
        ? "\"delta\":{\"reasoning_content\":" + quote(text) + "}"
        : "\"text\":\"\",\"reasoning_content\":" + quote(text);
  }

  private static String choice(String body) {
    return "\"choices\":[{\"index\":0," + body + ",\"finish_reason\":null}]";
  }

  /** A chunk's JSON after its lead, any further fields, the chunk's closing brace, a blank line. */
  private static byte[] end(String json, String more) {
    return bytes(json + more + "}\n\n");
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
