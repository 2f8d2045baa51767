package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.wire.ChunkKind;

/** One event of a request as the per-request report lists it; {@code time} in monotonic seconds. */
public record ReportedEvent(double time, String kind, String text, int tokens) {

  /** Its kind, typed; empty for a kind the wire does not know. */
  public java.util.Optional<ChunkKind> chunkKind() {
    return ChunkKind.ofWireName(kind);
  }

  public boolean bearsTokens() {
    return carriesTokens(kind) && tokens > 0;
  }

  /** Content and reasoning are the chunk kinds whose words are tokens. */
  public static boolean carriesTokens(String wireName) {
    return ChunkKind.carriesTokens(wireName);
  }
}
