package dev.tokenpace.acceptance.script;

import java.time.Duration;

/**
 * One chunk of a model's script.
 *
 * @param after the wait before it (the first: from receiving the request)
 * @param text the words for content/reasoning, the message for an error, empty otherwise
 * @param outputTokens the completion tokens a usage chunk reports, else 0
 * @param splitPause when non-null the chunk goes out in two writes this far apart
 * @param bytes when non-null, a content chunk whose JSON string holds exactly these UTF-8 bytes,
 *     which may begin or end inside a character
 */
public record ScriptedChunk(
    Duration after,
    ChunkKind kind,
    String text,
    int outputTokens,
    Duration splitPause,
    byte[] bytes) {

  public ScriptedChunk(
      Duration after, ChunkKind kind, String text, int outputTokens, Duration splitPause) {
    this(after, kind, text, outputTokens, splitPause, null);
  }

  public static ScriptedChunk of(Duration after, ChunkKind kind, String text) {
    return new ScriptedChunk(after, kind, text, 0, null);
  }

  /** A content chunk of raw UTF-8 bytes; its text is what they decode to alone. */
  public static ScriptedChunk ofBytes(byte[] bytes) {
    return new ScriptedChunk(
        Duration.ZERO,
        ChunkKind.CONTENT,
        new String(bytes, java.nio.charset.StandardCharsets.UTF_8),
        0,
        null,
        bytes.clone());
  }

  public ScriptedChunk splitInTwo(Duration pause) {
    return new ScriptedChunk(after, kind, text, outputTokens, pause, bytes);
  }

  public ScriptedChunk waiting(Duration wait) {
    return new ScriptedChunk(wait, kind, text, outputTokens, splitPause, bytes);
  }
}
