package dev.tokenpace.sensitivity.variants.glue.trailingusagecountsastoken;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.TrailingUsageCountsAsToken;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant trailing-usage-counts-as-token: clean seams but usage chunks and [DONE]
 * bear a token.
 */
@CucumberPicoProvider
public final class TrailingUsageCountsAsTokenSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(TrailingUsageCountsAsToken::new);
  }
}
