package dev.tokenpace.tokens;

/**
 * Counts the tokens a model produced as text. Never adds special tokens (BOS/EOS) and never
 * truncates: adding a BOS per streamed chunk is the bug that halved a peer tool's ITL.
 */
public interface Tokenizer {

  int countTokens(String text);

  /** For reports and logs, e.g. "whitespace" or the tokenizer.json path. */
  String name();
}
