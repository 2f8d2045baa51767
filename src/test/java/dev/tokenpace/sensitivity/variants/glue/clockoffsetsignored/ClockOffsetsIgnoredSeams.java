package dev.tokenpace.sensitivity.variants.glue.clockoffsetsignored;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenMergeRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but the shards' stamps merged without their manifests' clock
 * offsets.
 */
@CucumberPicoProvider
public final class ClockOffsetsIgnoredSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMergeRules(BrokenMergeRules.clockOffsetsIgnored());
  }
}
