package dev.tokenpace.sensitivity.variants.glue.reasoningignoredforttft;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.ReasoningIgnoredForTtft;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant reasoning-ignored-for-ttft: clean seams but reasoning deltas bear no
 * tokens.
 */
@CucumberPicoProvider
public final class ReasoningIgnoredForTtftSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(ReasoningIgnoredForTtft::new);
  }
}
