package dev.tokenpace.sensitivity.variants.glue.latencyfromschedulefromstart;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.LatencyFromScheduleFromStart;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant latency-from-schedule-from-start: clean seams but request latency from
 * schedule counted from the actual send.
 */
@CucumberPicoProvider
public final class LatencyFromScheduleFromStartSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenMetrics(LatencyFromScheduleFromStart::new);
  }
}
