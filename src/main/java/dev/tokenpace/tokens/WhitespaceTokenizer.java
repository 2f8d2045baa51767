package dev.tokenpace.tokens;

import java.util.List;

/**
 * One whitespace-separated word is one token. Deterministic and model-free, for tests, the demo and
 * quick runs against servers whose exact tokenizer does not matter.
 *
 * <p>Streamed, a word counts in the piece holding its last character: "alpha ", "beta g", "amma d"
 * count 1, 1, 1 (alpha, beta, gamma), never the "g" and "d" that a later piece completes.
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

  /**
   * One pass over the pieces: a word ends where whitespace follows it or the text ends, and counts
   * in the piece holding that last character (the next piece's first character decides a word
   * running to a piece's end).
   */
  @Override
  public int[] countByPiece(List<String> pieces) {
    int[] counts = new int[pieces.size()];
    int openIn = -1; // the piece holding the last character of the word still open, if any
    for (int p = 0; p < pieces.size(); p++) {
      String piece = pieces.get(p);
      if (piece == null) {
        continue;
      }
      for (int i = 0; i < piece.length(); i++) {
        if (Character.isWhitespace(piece.charAt(i))) {
          if (openIn >= 0) {
            counts[openIn]++;
            openIn = -1;
          }
        } else {
          openIn = p;
        }
      }
    }
    if (openIn >= 0) {
      counts[openIn]++;
    }
    return counts;
  }

  @Override
  public String name() {
    return "whitespace";
  }
}
