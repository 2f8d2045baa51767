package dev.tokenpace.wire;

import java.util.Locale;

/**
 * What one streamed event means: the vocabulary the fake scripts, the client classifies, the
 * metrics time and the reports and timelines name (by {@link #wireName()}). Only CONTENT and
 * REASONING carry tokens.
 */
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

  /** The lower-case name reports and timelines use, e.g. {@code "content"}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
