package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.wire.ChunkKind;

/** One event of a request as the per-request report lists it; {@code time} in monotonic seconds. */
public record ReportedEvent(double time, String kind, String text, int tokens) {

  public boolean bearsTokens() {
    return carriesTokens(kind) && tokens > 0;
  }

  /** Content and reasoning are the chunk kinds whose words are tokens. */
  public static boolean carriesTokens(String wireName) {
    return ChunkKind.carriesTokens(wireName);
  }
}
