package dev.tokenpace.acceptance.seams.clean;

import dev.tokenpace.acceptance.world.PipelineSeams;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * Hands every scenario's world the clean seams. Being the only {@link PipelineSeams} provider on
 * the glue path is what makes this the clean run; a sensitivity variant package brings its own
 * instead.
 */
@CucumberPicoProvider
public final class CleanSeamsProvider implements Provider {

  public PipelineSeams provide() {
    return new CleanSeams();
  }
}
