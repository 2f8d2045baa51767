package dev.tokenpace.sensitivity.variants.glue.bosperchunk;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BosAddingWhitespaceTokenizer;
import dev.tokenpace.sensitivity.variants.BosPerChunkTokenizer;
import dev.tokenpace.tokens.Tokenizer;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant bos-per-chunk (inference-perf #564): every count adds special tokens. A
 * scenario naming a tokenizer.json gets that very file loaded with special tokens switched on; a
 * scenario counting words gets one BOS per counted text, the same bug in word units.
 */
@CucumberPicoProvider
public final class BosPerChunkSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenTokenizer(BosPerChunkSeams::bosAdding);
  }

  private static Tokenizer bosAdding(TokenizerSpec spec) {
    if (spec != null && spec.type() == TokenizerType.HUGGINGFACE) {
      return new BosPerChunkTokenizer(spec.path());
    }
    return new BosAddingWhitespaceTokenizer();
  }
}
