package dev.tokenpace.sensitivity.variants.glue.tpotincludesfirsttokenwait;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.TpotIncludesFirstTokenWait;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant tpot-includes-first-token-wait: clean seams but TPOT = (end − start) / N.
 */
@CucumberPicoProvider
public final class TpotIncludesFirstTokenWaitSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(TpotIncludesFirstTokenWait::new);
  }
}
