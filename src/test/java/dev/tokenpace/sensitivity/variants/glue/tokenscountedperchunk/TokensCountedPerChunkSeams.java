package dev.tokenpace.sensitivity.variants.glue.tokenscountedperchunk;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.TokensCountedPerChunk;
import dev.tokenpace.tokens.Tokenizers;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant tokens-counted-per-chunk: the scenario's own tokenizer, but each streamed
 * chunk counted alone instead of each token in the chunk that completes it.
 */
@CucumberPicoProvider
public final class TokensCountedPerChunkSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenTokenizer(
        spec -> new TokensCountedPerChunk(Tokenizers.fromSpec(spec)));
  }
}
