package dev.tokenpace.tokens;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.jni.CharSpan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Counts tokens with a HuggingFace {@code tokenizer.json} (through DJL's native binding). DJL
 * truncates to 512 tokens and adds special tokens by default; counting must do neither, otherwise
 * long outputs are capped and every streamed chunk gains a phantom BOS (inference-perf #564).
 *
 * <p>The native tokenizer is safe to call from several threads at once.
 */
public class HuggingFaceTokenizer implements Tokenizer, AutoCloseable {

  private static final String FILE_NAME = "tokenizer.json";

  private final ai.djl.huggingface.tokenizers.HuggingFaceTokenizer djl;
  private final Path file;

  protected HuggingFaceTokenizer(Path fileOrDirectory) {
    this.file = tokenizerFile(fileOrDirectory);
    this.djl = loadNative(file);
  }

  /**
   * @param fileOrDirectory a {@code tokenizer.json} or a directory holding one
   * @throws IllegalArgumentException naming the path when it cannot be read
   */
  public static HuggingFaceTokenizer load(Path fileOrDirectory) {
    return new HuggingFaceTokenizer(fileOrDirectory);
  }

  @Override
  public int countTokens(String text) {
    if (text == null || text.isEmpty()) {
      return 0;
    }
    return encode(djl, text).getIds().length;
  }

  /**
   * Encodes the whole text once and attributes each token to the piece holding its last character,
   * by the token's character span: linear in the text, and the counts sum to {@link #countTokens}
   * of the whole text by construction. A token without a span (none for the text's own tokens)
   * counts where the token before it ended.
   */
  @Override
  public int[] countByPiece(List<String> pieces) {
    StringBuilder text = new StringBuilder();
    for (String piece : pieces) {
      if (piece != null) {
        text.append(piece);
      }
    }
    if (text.length() == 0) {
      return new int[pieces.size()];
    }
    Encoding encoding = encode(djl, text.toString());
    int tokens = encoding.getIds().length;
    CharSpan[] spans = encoding.getCharTokenSpans();
    int[] ends = new int[tokens];
    int lastEnd = 0;
    for (int i = 0; i < tokens; i++) {
      CharSpan span = spans != null && i < spans.length ? spans[i] : null;
      if (span != null && span.getEnd() > 0) {
        lastEnd = Math.max(lastEnd, span.getEnd());
      }
      ends[i] = lastEnd;
    }
    return TokenEnds.attribute(pieces, ends);
  }

  /** Encodes one text; never with special tokens, never truncated (see the class comment). */
  protected Encoding encode(
      ai.djl.huggingface.tokenizers.HuggingFaceTokenizer tokenizer, String text) {
    return tokenizer.encode(text, false, false);
  }

  @Override
  public String name() {
    return file.toString();
  }

  @Override
  public void close() {
    djl.close();
  }

  private static Path tokenizerFile(Path fileOrDirectory) {
    if (fileOrDirectory == null) {
      throw new IllegalArgumentException(
          "tokenizer path is missing: give a tokenizer.json file or a directory holding one");
    }
    Path file =
        Files.isDirectory(fileOrDirectory) ? fileOrDirectory.resolve(FILE_NAME) : fileOrDirectory;
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw new IllegalArgumentException(
          "cannot read tokenizer "
              + file.toAbsolutePath()
              + (file.equals(fileOrDirectory)
                  ? ""
                  : " (looked for " + FILE_NAME + " in " + fileOrDirectory + ")"));
    }
    return file;
  }

  private static ai.djl.huggingface.tokenizers.HuggingFaceTokenizer loadNative(Path file) {
    try {
      return ai.djl.huggingface.tokenizers.HuggingFaceTokenizer.builder()
          .optTokenizerPath(file)
          .optAddSpecialTokens(false)
          .optTruncation(false)
          .optPadding(false)
          .build();
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot load tokenizer " + file.toAbsolutePath() + ": " + e.getMessage(), e);
    }
  }
}
