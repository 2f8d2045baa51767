package dev.tokenpace.sensitivity.variants.glue.missingsamplemeetslimit;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenSummaryRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but a success without the bounded metric meets its limit.
 */
@CucumberPicoProvider
public final class MissingSampleMeetsLimitSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenSummaryRules(BrokenSummaryRules.missingSampleMeetsLimit());
  }
}
