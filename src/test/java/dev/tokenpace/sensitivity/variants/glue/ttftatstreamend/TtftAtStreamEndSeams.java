package dev.tokenpace.sensitivity.variants.glue.ttftatstreamend;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.TtftAtStreamEnd;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant ttft-at-stream-end: clean seams but TTFT anchored to the end of the
 * stream.
 */
@CucumberPicoProvider
public final class TtftAtStreamEndSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(TtftAtStreamEnd::new);
  }
}
