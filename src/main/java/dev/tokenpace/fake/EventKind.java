package dev.tokenpace.fake;

import dev.tokenpace.wire.ChunkKind;

/**
 * What one scripted event is. Most are a well-formed chunk of a {@link ChunkKind}, the vocabulary
 * the fake shares with the client; two are the fake's own broken writes, which no client can
 * classify. {@link #wireName()} is the name timelines and JSON use.
 */
public enum EventKind {
  CONTENT(ChunkKind.CONTENT),
  REASONING(ChunkKind.REASONING),
  ROLE(ChunkKind.ROLE),
  USAGE(ChunkKind.USAGE),
  FINISH(ChunkKind.FINISH),
  COMMENT(ChunkKind.COMMENT),
  ERROR(ChunkKind.ERROR),
  DONE(ChunkKind.DONE),
  /** A data event whose JSON is cut off. */
  MALFORMED("malformed"),
  /** Bytes written exactly as scripted. */
  RAW("raw");

  private final ChunkKind chunk;
  private final String wireName;

  EventKind(ChunkKind chunk) {
    this.chunk = chunk;
    this.wireName = chunk.wireName();
  }

  EventKind(String wireName) {
    this.chunk = null;
    this.wireName = wireName;
  }

  public String wireName() {
    return wireName;
  }

  /** Whether the event's text is tokens a client counts (content and reasoning). */
  boolean carriesTokens() {
    return chunk != null && chunk.carriesTokens();
  }
}
