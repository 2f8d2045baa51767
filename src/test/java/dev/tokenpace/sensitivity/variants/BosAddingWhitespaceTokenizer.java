package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.WhitespaceTokenizer;

/**
 * Bug #564 for scenarios that count words: every non-empty text counted gains one BOS, as if the
 * whitespace tokenizer were a model tokenizer asked to add special tokens to each streamed chunk.
 */
public final class BosAddingWhitespaceTokenizer implements Tokenizer {

  private final Tokenizer words = new WhitespaceTokenizer();

  @Override
  public int countTokens(String text) {
    return text == null || text.isEmpty() ? 0 : words.countTokens(text) + 1;
  }

  @Override
  public String name() {
    return "whitespace + BOS per count";
  }
}
