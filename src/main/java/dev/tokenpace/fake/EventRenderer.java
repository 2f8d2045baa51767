package dev.tokenpace.fake;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.nio.charset.StandardCharsets;

/** Renders scripted events as the SSE bytes an OpenAI-compatible server sends, for one request. */
final class EventRenderer {

  private final ApiShape shape;
  private final String header;

  EventRenderer(ApiShape shape, String model, String responseId, long createdSeconds) {
    this.shape = shape;
    this.header =
        "{\"id\":"
            + quote(shape.idPrefix() + responseId)
            + ",\"object\":\""
            + shape.chunkObject()
            + "\",\"created\":"
            + createdSeconds
            + ",\"model\":"
            + quote(model)
            + ",";
  }

  byte[] render(ScriptedEvent event) {
    return switch (event.kind()) {
      case CONTENT ->
          event.raw().length > 0
              ? contentWithRawBytes(event.raw())
              : data(choice(contentField(event.text())));
      case REASONING -> data(choice(reasoningField(event.text())));
      case ROLE ->
          data(
              choice(
                  shape == ApiShape.CHAT
                      ? "\"delta\":{\"role\":\"assistant\",\"content\":\"\"}"
                      : "\"text\":\"\""));
      case USAGE ->
          data(
              header
                  + "\"choices\":[],"
                  + usage(event.promptTokens(), event.completionTokens())
                  + "}");
      case FINISH ->
          data(
              header
                  + "\"choices\":[{\"index\":0,"
                  + (shape == ApiShape.CHAT ? "\"delta\":{}" : "\"text\":\"\"")
                  + ",\"finish_reason\":"
                  + quote(event.text())
                  + "}]}");
      case COMMENT -> bytes(": " + event.text() + "\n\n");
      case ERROR ->
          data("{\"error\":{\"message\":" + quote(event.text()) + ",\"type\":\"server_error\"}}");
      case MALFORMED -> data(header + "\"choices\":[{\"index\":0,\"delta\":{\"content\":\"");
      case RAW -> event.raw().clone();
      case DONE -> bytes("data: [DONE]\n\n");
      // a client's reading of unknown bytes and a unary body's one write: never scripted events
      case OTHER, BODY ->
          throw new IllegalArgumentException(
              "a profile cannot script a " + event.kind() + " event");
    };
  }

  static String quote(String text) {
    return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
  }

  static String usage(int prompt, int completion) {
    return "\"usage\":{\"prompt_tokens\":"
        + prompt
        + ",\"completion_tokens\":"
        + completion
        + ",\"total_tokens\":"
        + (prompt + completion)
        + "}";
  }

  /** The bytes go between the quotes untouched, so they may be invalid UTF-8. */
  private byte[] contentWithRawBytes(byte[] raw) {
    String open = shape == ApiShape.CHAT ? "\"delta\":{\"content\":\"" : "\"text\":\"";
    String close = shape == ApiShape.CHAT ? "\"}" : "\"";
    byte[] before = bytes("data: " + header + "\"choices\":[{\"index\":0," + open);
    byte[] after = bytes(close + ",\"finish_reason\":null}]}\n\n");
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

  private String choice(String body) {
    return header + "\"choices\":[{\"index\":0," + body + ",\"finish_reason\":null}]}";
  }

  private static byte[] data(String json) {
    return bytes("data: " + json + "\n\n");
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
