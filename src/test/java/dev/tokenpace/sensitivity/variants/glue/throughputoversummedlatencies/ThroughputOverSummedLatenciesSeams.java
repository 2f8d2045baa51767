package dev.tokenpace.sensitivity.variants.glue.throughputoversummedlatencies;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.BrokenSummaryRules;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The sensitivity variant: clean seams but throughput counted over the successes' latencies added
 * up.
 */
@CucumberPicoProvider
public final class ThroughputOverSummedLatenciesSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenSummaryRules(BrokenSummaryRules.throughputOverSummedLatencies());
  }
}
