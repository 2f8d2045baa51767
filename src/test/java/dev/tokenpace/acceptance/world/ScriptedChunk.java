package dev.tokenpace.acceptance.world;

import java.time.Duration;

/**
 * One chunk of a model's script.
 *
 * @param after the wait before it (the first: from receiving the request)
 * @param text the words for content/reasoning, the message for an error, empty otherwise
 * @param outputTokens the completion tokens a usage chunk reports, else 0
 * @param splitPause when non-null the chunk goes out in two writes this far apart
 */
public record ScriptedChunk(
    Duration after, ChunkKind kind, String text, int outputTokens, Duration splitPause) {

  public static ScriptedChunk of(Duration after, ChunkKind kind, String text) {
    return new ScriptedChunk(after, kind, text, 0, null);
  }

  public ScriptedChunk splitInTwo(Duration pause) {
    return new ScriptedChunk(after, kind, text, outputTokens, pause);
  }

  public ScriptedChunk waiting(Duration wait) {
    return new ScriptedChunk(wait, kind, text, outputTokens, splitPause);
  }

  public int words() {
    return kind.carriesTokens() ? Words.count(text) : 0;
  }
}
