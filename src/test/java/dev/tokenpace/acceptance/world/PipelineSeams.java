package dev.tokenpace.acceptance.world;

import dev.tokenpace.BenchmarkBuilder;
import dev.tokenpace.PipelineParts;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.Transport;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.load.ClosedLoopSchedule;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.tokens.Tokenizer;

/**
 * The pipeline seams a scenario's benchmark is built with. The clean suite gets the real ones from
 * {@code dev.tokenpace.acceptance.seams.clean}; the sensitivity gate swaps in a broken variant by
 * putting another package on the glue path instead, so the steps never know which they run against.
 * They reach the pipeline through the command line's own {@link PipelineParts}: a scenario's run is
 * {@code tokenpace run --config FILE}, and a broken variant breaks that path.
 */
public interface PipelineSeams extends PipelineParts {

  /**
   * The tokenizer to count with, or {@code null} to let the pipeline build the one {@code spec}
   * names.
   */
  Tokenizer tokenizer(TokenizerSpec spec);

  EventStamping stamping();

  MetricsCalculator metricsCalculator();

  /**
   * How the JDK client hands streamed bodies to the SSE reader: production's unless a variant
   * breaks it.
   */
  default JdkBodyDelivery jdkBodyDelivery() {
    return JdkBodyDelivery.asReceived();
  }

  /**
   * The HTTP client for {@code http://} when a scenario names none: production's default, unless
   * the suite runs its timing features over another client (RunTimingFeaturesOverJdkIT).
   */
  default Transport transport() {
    return Transport.DEFAULT;
  }

  /** How a response's usage reports combine: production's unless a variant breaks it. */
  default UsageReports usageReports() {
    return UsageReports.NEWEST_WINS;
  }

  /** When a closed-loop request is scheduled: production's unless a variant breaks it. */
  default ClosedLoopSchedule closedLoopSchedule() {
    return ClosedLoopSchedule.WHEN_A_SLOT_FREES;
  }

  /** The statistics of the summaries: docs/metrics.md's unless a variant breaks them. */
  @Override
  default SummaryRules summaryRules() {
    return SummaryRules.STANDARD;
  }

  /** Every seam above, put into the benchmark {@code tokenpace run} builds from the YAML file. */
  @Override
  default BenchmarkBuilder fit(BenchmarkBuilder benchmark) {
    benchmark
        .stamping(stamping())
        .metrics(metricsCalculator())
        .jdkBodyDelivery(jdkBodyDelivery())
        .usageReports(usageReports())
        .closedLoopSchedule(closedLoopSchedule())
        .summaryRules(summaryRules());
    Tokenizer tokenizer = tokenizer(benchmark.config().tokenizer());
    return tokenizer == null ? benchmark : benchmark.tokenizer(tokenizer);
  }
}
