package dev.tokenpace.testing;

import dev.tokenpace.tokens.Tokenizer;

/** A test tokenizer: one whitespace-separated word is one token. */
public final class WordCounter implements Tokenizer {

  @Override
  public int countTokens(String text) {
    String trimmed = text.strip();
    return trimmed.isEmpty() ? 0 : trimmed.split("\\s+").length;
  }

  @Override
  public String name() {
    return "test-words";
  }
}
