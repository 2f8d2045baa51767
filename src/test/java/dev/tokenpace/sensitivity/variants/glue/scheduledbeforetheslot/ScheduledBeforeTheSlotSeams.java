package dev.tokenpace.sensitivity.variants.glue.scheduledbeforetheslot;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.ScheduledBeforeTheSlot;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but a closed loop's requests scheduled when the loop turned
 * to them, before they waited for a free slot.
 */
@CucumberPicoProvider
public final class ScheduledBeforeTheSlotSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenClosedLoopSchedule(new ScheduledBeforeTheSlot());
  }
}
