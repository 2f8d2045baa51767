package dev.tokenpace.tokens;

import java.util.List;

/** Attributes tokens to stream pieces by where each token ends. */
final class TokenEnds {

  private TokenEnds() {}

  /**
   * @param pieces the texts in stream order (nulls count as empty)
   * @param ends for each token, in text order, the index one past its last character, counted in
   *     Unicode code points (as the HuggingFace tokenizers' character offsets are)
   * @return per piece, the tokens whose last character lies in it; a token ending before the first
   *     piece's text counts in the first non-empty piece, one ending beyond the text in the last
   */
  static int[] attribute(List<String> pieces, int[] ends) {
    int[] counts = new int[pieces.size()];
    if (pieces.isEmpty()) {
      return counts;
    }
    int piece = 0;
    int pieceEnd = length(pieces.get(0));
    while (pieceEnd == 0 && piece + 1 < pieces.size()) {
      pieceEnd += length(pieces.get(++piece));
    }
    for (int end : ends) {
      // the token's last character is at end - 1: move on to the piece holding it
      while (end > pieceEnd && piece + 1 < pieces.size()) {
        pieceEnd += length(pieces.get(++piece));
      }
      counts[piece]++;
    }
    return counts;
  }

  private static int length(String piece) {
    return piece == null ? 0 : piece.codePointCount(0, piece.length());
  }
}
