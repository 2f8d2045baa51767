package dev.tokenpace.tokens;

/**
 * One whitespace-separated word is one token. Deterministic and model-free, for tests, the demo and
 * quick runs against servers whose exact tokenizer does not matter.
 */
public final class WhitespaceTokenizer implements Tokenizer {

  @Override
  public int countTokens(String text) {
    if (text == null) {
      return 0;
    }
    int words = 0;
    boolean inWord = false;
    for (int i = 0; i < text.length(); i++) {
      boolean space = Character.isWhitespace(text.charAt(i));
      if (!space && !inWord) {
        words++;
      }
      inWord = !space;
    }
    return words;
  }

  @Override
  public String name() {
    return "whitespace";
  }
}
