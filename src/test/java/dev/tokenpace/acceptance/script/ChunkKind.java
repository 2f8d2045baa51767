package dev.tokenpace.acceptance.script;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The words a feature uses for the kinds of chunk a model streams: the product's own vocabulary
 * ({@link dev.tokenpace.wire.ChunkKind}), some of it said the way a product owner says it.
 */
public enum ChunkKind {
  CONTENT("content", dev.tokenpace.wire.ChunkKind.CONTENT),
  REASONING("reasoning", dev.tokenpace.wire.ChunkKind.REASONING),
  ROLE("role", dev.tokenpace.wire.ChunkKind.ROLE),
  USAGE("usage", dev.tokenpace.wire.ChunkKind.USAGE),
  FINISH("finish", dev.tokenpace.wire.ChunkKind.FINISH),
  KEEP_ALIVE("keep-alive", dev.tokenpace.wire.ChunkKind.COMMENT),
  END_OF_STREAM("end of stream", dev.tokenpace.wire.ChunkKind.DONE),
  ERROR("error", dev.tokenpace.wire.ChunkKind.ERROR);

  private final String word;
  private final dev.tokenpace.wire.ChunkKind kind;

  ChunkKind(String word, dev.tokenpace.wire.ChunkKind kind) {
    this.word = word;
    this.kind = kind;
  }

  public String word() {
    return word;
  }

  /** The kind as the product names it. */
  public dev.tokenpace.wire.ChunkKind kind() {
    return kind;
  }

  public boolean carriesTokens() {
    return kind.carriesTokens();
  }

  public static ChunkKind fromWord(String word) {
    for (ChunkKind kind : values()) {
      if (kind.word.equalsIgnoreCase(word.trim())) {
        return kind;
      }
    }
    throw new IllegalArgumentException(
        "'"
            + word
            + "' is not a chunk kind; use one of: "
            + Arrays.stream(values()).map(ChunkKind::word).collect(Collectors.joining(", ")));
  }
}
