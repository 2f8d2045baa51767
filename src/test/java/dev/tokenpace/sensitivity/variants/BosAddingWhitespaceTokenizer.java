package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.WhitespaceTokenizer;
import java.util.List;

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

  /** The bug as it ships: each streamed chunk encoded alone, so each gains its own BOS. */
  @Override
  public int[] countByPiece(List<String> pieces) {
    return pieces.stream().mapToInt(this::countTokens).toArray();
  }

  @Override
  public String name() {
    return "whitespace + BOS per count";
  }
}
