package dev.tokenpace.sensitivity.variants.glue.flataverageitl;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.FlatAverageItl;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant flat-average-itl: clean seams but every ITL sample = request latency / N.
 */
@CucumberPicoProvider
public final class FlatAverageItlSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(FlatAverageItl::new);
  }
}
