package dev.tokenpace.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * What the test server answers to one request: status, content type, and body pieces each written
 * after its pause and flushed on its own.
 *
 * @param ending how the response ends: a proper chunked terminator, closing the connection (body
 *     delimited by the close), or a hard reset in the middle
 */
public record Script(int status, String contentType, List<Piece> pieces, Ending ending) {

  public enum Ending {
    TERMINATED,
    CLOSE,
    RESET
  }

  /**
   * @param pauseNanos wait before writing {@code text}
   */
  public record Piece(long pauseNanos, String text) {}

  /** Each payload becomes a {@code data:} event written after {@code pauseMillis}. */
  public static Script sse(long pauseMillis, String... payloads) {
    List<Piece> pieces = new ArrayList<>();
    for (String payload : payloads) {
      pieces.add(new Piece(pauseMillis * 1_000_000L, "data: " + payload + "\n\n"));
    }
    return new Script(200, "text/event-stream", pieces, Ending.TERMINATED);
  }

  /** An event stream written in exactly these pieces, however they split its events. */
  public static Script written(Piece... pieces) {
    return new Script(200, "text/event-stream", List.of(pieces), Ending.TERMINATED);
  }

  /**
   * {@code first} written at once, then {@code [DONE]} only after {@code holdMillis}: a stream that
   * stays open long after its first events.
   */
  public static Script held(String first, long holdMillis) {
    return written(new Piece(0, first), new Piece(holdMillis * 1_000_000L, "data: [DONE]\n\n"));
  }

  public static Script body(int status, String contentType, String text) {
    return new Script(status, contentType, List.of(new Piece(0, text)), Ending.TERMINATED);
  }

  public Script endingWith(Ending newEnding) {
    return new Script(status, contentType, pieces, newEnding);
  }

  public static String content(String text) {
    return "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\""
        + text
        + "\"},\"finish_reason\":null}]}";
  }

  public static String role() {
    return "{\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}";
  }

  public static String usage(int prompt, int completion) {
    return "{\"choices\":[],\"usage\":{\"prompt_tokens\":"
        + prompt
        + ",\"completion_tokens\":"
        + completion
        + ",\"total_tokens\":"
        + (prompt + completion)
        + "}}";
  }
}
