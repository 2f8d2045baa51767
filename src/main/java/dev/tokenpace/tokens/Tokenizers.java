package dev.tokenpace.tokens;

import dev.tokenpace.config.RunConfig.TokenizerSpec;

/** Builds the tokenizer a config names. */
public final class Tokenizers {

  // CONTRACT STUB — implemented by the metrics/report work.
  private Tokenizers() {}

  public static Tokenizer whitespace() { throw new UnsupportedOperationException("not yet"); }

  /** @throws IllegalArgumentException naming the path when it cannot be read */
  public static Tokenizer fromSpec(TokenizerSpec spec) { throw new UnsupportedOperationException("not yet"); }
}
