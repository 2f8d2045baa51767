package dev.tokenpace.sensitivity.variants.glue.stageloadslost;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenMergeRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/** The sensitivity variant: clean seams but the merged stages built without what each asked for. */
@CucumberPicoProvider
public final class StageLoadsLostSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMergeRules(BrokenMergeRules.stageLoadsLost());
  }
}
