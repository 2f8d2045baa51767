package dev.tokenpace.sensitivity.variants.glue.usagetotalsaddedup;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.sensitivity.VariantSeams;
import dev.tokenpace.sensitivity.variants.SummedUsageReports;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/** The sensitivity variant: clean seams but a server's running usage totals added up. */
@CucumberPicoProvider
public final class UsageTotalsAddedUpSeams implements Provider {

  public PipelineSeams provide() {
    return VariantSeams.brokenUsageReports(new SummedUsageReports());
  }
}
