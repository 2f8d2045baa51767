package dev.tokenpace.sensitivity.variants.glue.startafterwrite;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.StartAfterWrite;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant start-after-write: clean seams but the start stamped once the request is
 * written.
 */
@CucumberPicoProvider
public final class StartAfterWriteSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenStamping(StartAfterWrite::new);
  }
}
