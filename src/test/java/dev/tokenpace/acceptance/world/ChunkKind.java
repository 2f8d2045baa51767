package dev.tokenpace.acceptance.world;

import java.util.Arrays;
import java.util.stream.Collectors;

/** What a scripted chunk is, in the words a feature uses for it. */
public enum ChunkKind {
  CONTENT("content"),
  REASONING("reasoning"),
  ROLE("role"),
  USAGE("usage"),
  FINISH("finish"),
  KEEP_ALIVE("keep-alive"),
  END_OF_STREAM("end of stream"),
  ERROR("error");

  private final String word;

  ChunkKind(String word) {
    this.word = word;
  }

  public String word() {
    return word;
  }

  public boolean carriesTokens() {
    return this == CONTENT || this == REASONING;
  }

  public static ChunkKind fromWord(String word) {
    for (ChunkKind kind : values()) {
      if (kind.word.equalsIgnoreCase(word.trim())) {
        return kind;
      }
    }
    throw new IllegalArgumentException(
        "'" + word + "' is not a chunk kind; use one of: "
            + Arrays.stream(values()).map(ChunkKind::word).collect(Collectors.joining(", ")));
  }
}
