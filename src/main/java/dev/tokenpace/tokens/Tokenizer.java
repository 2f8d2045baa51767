package dev.tokenpace.tokens;

import java.util.List;

/**
 * Counts the tokens a model produced as text. Never adds special tokens (BOS/EOS) and never
 * truncates: adding a BOS per streamed chunk is the bug that halved a peer tool's ITL.
 */
public interface Tokenizer {

  int countTokens(String text);

  /**
   * The tokens of a streamed text, each attributed to the piece that completes it: the piece
   * holding the token's last character (docs/metrics.md, "Token count of an event"). A word split
   * across pieces counts once, in the piece where it ends; the counts are never negative and always
   * sum to {@link #countTokens} of the pieces joined.
   *
   * <p>This default is the definition written out with prefixes: the tokens of the text up to a
   * piece's end, less those still open there (the text's last token, unless the next piece starts a
   * new token), less what earlier pieces completed. It costs a count per piece over the growing
   * text; the shipped tokenizers override it with one linear pass.
   *
   * @param pieces the texts in stream order (nulls count as empty)
   * @return one count per piece
   */
  default int[] countByPiece(List<String> pieces) {
    int[] counts = new int[pieces.size()];
    StringBuilder text = new StringBuilder();
    int completedBefore = 0;
    for (int i = 0; i < pieces.size(); i++) {
      String piece = pieces.get(i) == null ? "" : pieces.get(i);
      text.append(piece);
      int soFar = countTokens(text.toString());
      int completed = soFar;
      if (i + 1 < pieces.size() && soFar > 0) {
        String next = pieces.get(i + 1) == null ? "" : pieces.get(i + 1);
        boolean merges = countTokens(text + next) < soFar + countTokens(next);
        completed = merges ? soFar - 1 : soFar;
      }
      counts[i] = Math.max(0, completed - completedBefore);
      completedBefore = Math.max(completedBefore, completed);
    }
    return counts;
  }

  /** For reports and logs, e.g. "whitespace" or the tokenizer.json path. */
  String name();
}
