package dev.tokenpace.api;

/** What a streamed event means to the metrics. Only CONTENT and REASONING carry tokens. */
public enum ChunkKind {
  CONTENT,
  REASONING,
  ROLE,
  USAGE,
  FINISH,
  ERROR,
  COMMENT,
  DONE,
  /** A data event that is none of the above (an unknown shape); kept, never timed. */
  OTHER;

  public boolean carriesTokens() {
    return this == CONTENT || this == REASONING;
  }
}
