package dev.tokenpace.sensitivity.variants.glue.nearestrankpercentiles;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenSummaryRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/** The sensitivity variant: clean seams but nearest-rank percentiles. */
@CucumberPicoProvider
public final class NearestRankPercentilesSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenSummaryRules(BrokenSummaryRules.nearestRankPercentiles());
  }
}
