package dev.tokenpace.sensitivity.variants.glue.connectstampedafterwrite;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.ConnectStampedAfterWrite;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but a new connection's connect stamped after the request was
 * written.
 */
@CucumberPicoProvider
public final class ConnectStampedAfterWriteSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenStamping(ConnectStampedAfterWrite::new);
  }
}
