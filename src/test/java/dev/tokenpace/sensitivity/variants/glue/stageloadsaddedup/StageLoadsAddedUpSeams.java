package dev.tokenpace.sensitivity.variants.glue.stageloadsaddedup;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenMergeRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but the shards' stage loads added up, as if each were a
 * share.
 */
@CucumberPicoProvider
public final class StageLoadsAddedUpSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMergeRules(BrokenMergeRules.stageLoadsAddedUp());
  }
}
