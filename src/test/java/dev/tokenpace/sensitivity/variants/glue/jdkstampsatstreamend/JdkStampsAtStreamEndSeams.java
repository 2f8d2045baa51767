package dev.tokenpace.sensitivity.variants.glue.jdkstampsatstreamend;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.JdkStampsAtStreamEnd;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant jdk-stamps-at-stream-end: clean seams but the JDK client buffers streamed
 * bodies.
 */
@CucumberPicoProvider
public final class JdkStampsAtStreamEndSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenJdkBodyDelivery(JdkStampsAtStreamEnd::new);
  }
}
