package dev.tokenpace.sensitivity.variants;

import ai.djl.huggingface.tokenizers.Encoding;
import dev.tokenpace.tokens.HuggingFaceTokenizer;
import java.nio.file.Path;
import java.util.List;

/**
 * Bug: every count adds special tokens, so each streamed chunk gains a BOS (inference-perf #564).
 */
public final class BosPerChunkTokenizer extends HuggingFaceTokenizer {

  public BosPerChunkTokenizer(Path fileOrDirectory) {
    super(fileOrDirectory);
  }

  @Override
  protected Encoding encode(
      ai.djl.huggingface.tokenizers.HuggingFaceTokenizer tokenizer, String text) {
    return tokenizer.encode(text, true, false);
  }

  /** The bug as it ships: each streamed chunk encoded alone, so each gains its own BOS. */
  @Override
  public int[] countByPiece(List<String> pieces) {
    return pieces.stream().mapToInt(this::countTokens).toArray();
  }
}
