package dev.tokenpace.sensitivity.variants.glue.stampatreadarrival;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.StampAtReadArrival;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant stamp-at-read-arrival: clean seams but events stamped when the read
 * holding their first bytes arrived.
 */
@CucumberPicoProvider
public final class StampAtReadArrivalSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenStamping(StampAtReadArrival::new);
  }
}
