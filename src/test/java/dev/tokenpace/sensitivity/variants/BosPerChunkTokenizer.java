package dev.tokenpace.sensitivity.variants;

import ai.djl.huggingface.tokenizers.Encoding;
import dev.tokenpace.tokens.HuggingFaceTokenizer;
import java.nio.file.Path;

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
}
