package dev.tokenpace.acceptance.seams.clean;

import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.tokens.Tokenizer;

/**
 * The production seams: the pipeline exactly as users get it; open so a glue that changes only the
 * transport keeps the rest as it is.
 */
public class CleanSeams implements PipelineSeams {

  @Override
  public Tokenizer tokenizer(TokenizerSpec spec) {
    return null;
  }

  @Override
  public EventStamping stamping() {
    return EventStamping.atTerminator();
  }

  @Override
  public MetricsCalculator metricsCalculator() {
    return new StandardMetrics();
  }
}
