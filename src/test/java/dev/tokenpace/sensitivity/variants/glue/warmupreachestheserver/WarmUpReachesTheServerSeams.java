package dev.tokenpace.sensitivity.variants.glue.warmupreachestheserver;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but the warm-up plays its requests against the user's
 * server, as a warm-up that simply reused the run's config would.
 */
@CucumberPicoProvider
public final class WarmUpReachesTheServerSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenWarmUp((users, fake) -> users);
  }
}
