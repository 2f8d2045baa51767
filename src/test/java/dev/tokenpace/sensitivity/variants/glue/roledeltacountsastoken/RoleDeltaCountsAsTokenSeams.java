package dev.tokenpace.sensitivity.variants.glue.roledeltacountsastoken;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.RoleDeltaCountsAsToken;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant role-delta-counts-as-token: clean seams but a role-only delta bears a
 * token.
 */
@CucumberPicoProvider
public final class RoleDeltaCountsAsTokenSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(RoleDeltaCountsAsToken::new);
  }
}
