package dev.tokenpace.fake.script;

import dev.tokenpace.wire.ChunkKind;

/**
 * One event of a profile.
 *
 * @param text content/reasoning words, the finish reason, the comment or the error message
 * @param cachedTokens a usage event's {@code prompt_tokens_details.cached_tokens}, or -1 when its
 *     usage has no details (a server that does not cache prompts)
 * @param raw the bytes of a {@link ChunkKind#RAW} event, else empty
 * @param gapNanos the gap before this event (for the first: from the request's receipt)
 * @param sameWrite goes out in the same write as the event before it (its own gap is ignored)
 * @param splitAt if positive, the event is written in two writes, the first with this many bytes
 * @param splitPauseNanos the pause between the two writes of a split event
 */
public record ScriptedEvent(
    ChunkKind kind,
    String text,
    int promptTokens,
    int completionTokens,
    int cachedTokens,
    byte[] raw,
    long gapNanos,
    boolean sameWrite,
    int splitAt,
    long splitPauseNanos) {

  static ScriptedEvent of(ChunkKind kind, String text) {
    return new ScriptedEvent(kind, text, 0, 0, -1, new byte[0], 0, false, 0, 0);
  }

  /** This event with other text, its split kept only inside it. */
  ScriptedEvent withText(String other) {
    return new ScriptedEvent(
        kind,
        other,
        promptTokens,
        completionTokens,
        cachedTokens,
        raw,
        gapNanos,
        sameWrite,
        splitAt < other.length() ? splitAt : 0,
        splitAt < other.length() ? splitPauseNanos : 0);
  }

  ScriptedEvent withGap(long nanos) {
    return paced(nanos, sameWrite, splitAt, splitPauseNanos);
  }

  ScriptedEvent inSameWrite() {
    return paced(0, true, splitAt, splitPauseNanos);
  }

  /** This event in a write of its own, {@code nanos} after the event before it. */
  ScriptedEvent startingWrite(long nanos) {
    return paced(nanos, false, splitAt, splitPauseNanos);
  }

  ScriptedEvent split(int atByte, long pauseNanos) {
    return paced(gapNanos, sameWrite, atByte, pauseNanos);
  }

  ScriptedEvent withUsage(int prompt, int completion) {
    return counted(prompt, completion, cachedTokens, raw);
  }

  /** This usage event reporting the prompt as the server read it, and how much of it was cached. */
  ScriptedEvent withPrompt(int prompt, int cached) {
    return counted(prompt, completionTokens, cached, raw);
  }

  ScriptedEvent withRaw(byte[] bytes) {
    return counted(promptTokens, completionTokens, cachedTokens, bytes.clone());
  }

  /** This event's content with other write timing. */
  ScriptedEvent paced(long gap, boolean joined, int atByte, long pause) {
    return new ScriptedEvent(
        kind, text, promptTokens, completionTokens, cachedTokens, raw, gap, joined, atByte, pause);
  }

  /** This event's timing with other token counts or raw bytes. */
  private ScriptedEvent counted(int prompt, int output, int cached, byte[] bytes) {
    return new ScriptedEvent(
        kind, text, prompt, output, cached, bytes, gapNanos, sameWrite, splitAt, splitPauseNanos);
  }

  public boolean isSplit() {
    return splitAt > 0;
  }
}
