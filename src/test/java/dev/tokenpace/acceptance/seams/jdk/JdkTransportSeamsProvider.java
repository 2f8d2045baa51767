package dev.tokenpace.acceptance.seams.jdk;

import dev.tokenpace.acceptance.seams.clean.CleanSeams;
import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.client.Transport;
import io.cucumber.picocontainer.CucumberPicoProvider;
import org.picocontainer.injectors.Provider;

/**
 * The clean pipeline, talking to the model through the JDK HTTP client wherever a scenario names no
 * client: the glue of RunTimingFeaturesOverJdkIT, which runs the timing features a second time.
 */
@CucumberPicoProvider
public final class JdkTransportSeamsProvider implements Provider {

  public PipelineSeams provide() {
    return new JdkTransportSeams();
  }

  /** {@link CleanSeams}, with the JDK client as the suite's transport. */
  static final class JdkTransportSeams extends CleanSeams {

    @Override
    public Transport transport() {
      return Transport.JDK;
    }
  }
}
