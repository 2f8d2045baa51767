package dev.tokenpace.tokens;

import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;

/** Builds the tokenizer a config names. */
public final class Tokenizers {

  private Tokenizers() {}

  public static Tokenizer whitespace() {
    return new WhitespaceTokenizer();
  }

  /**
   * @param spec the config's tokenizer section; {@code null} means the whitespace tokenizer
   * @throws IllegalArgumentException naming the path when it cannot be read
   */
  public static Tokenizer fromSpec(TokenizerSpec spec) {
    if (spec == null || spec.type() == null || spec.type() == TokenizerType.WHITESPACE) {
      return whitespace();
    }
    return HuggingFaceTokenizer.load(spec.path());
  }
}
