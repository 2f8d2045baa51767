package dev.tokenpace.sensitivity;

import dev.tokenpace.WarmUpServer;
import dev.tokenpace.acceptance.seams.clean.CleanSeams;
import dev.tokenpace.acceptance.world.PipelineSeams;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.load.ClosedLoopSchedule;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.report.MergeRules;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.tokens.Tokenizer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The clean seams with exactly one replaced. Each variant's glue package provides one of these, so
 * a variant differs from production by one substitution and nothing else.
 */
public final class VariantSeams implements PipelineSeams {

  private final PipelineSeams clean = new CleanSeams();
  private final Function<TokenizerSpec, Tokenizer> tokenizer;
  private final Supplier<EventStamping> stamping;
  private final Supplier<MetricsCalculator> metrics;
  private final Supplier<JdkBodyDelivery> jdkBodyDelivery;
  private final SummaryRules summaryRules;
  private final UsageReports usageReports;
  private final ClosedLoopSchedule closedLoopSchedule;
  private final MergeRules mergeRules;
  private final WarmUpServer warmUpServer;

  private VariantSeams(
      Function<TokenizerSpec, Tokenizer> tokenizer,
      Supplier<EventStamping> stamping,
      Supplier<MetricsCalculator> metrics,
      Supplier<JdkBodyDelivery> jdkBodyDelivery,
      SummaryRules summaryRules,
      UsageReports usageReports,
      ClosedLoopSchedule closedLoopSchedule,
      MergeRules mergeRules,
      WarmUpServer warmUpServer) {
    this.tokenizer = tokenizer;
    this.stamping = stamping;
    this.metrics = metrics;
    this.jdkBodyDelivery = jdkBodyDelivery;
    this.summaryRules = summaryRules;
    this.usageReports = usageReports;
    this.closedLoopSchedule = closedLoopSchedule;
    this.mergeRules = mergeRules;
    this.warmUpServer = warmUpServer;
  }

  public static VariantSeams brokenTokenizer(Function<TokenizerSpec, Tokenizer> tokenizer) {
    return new VariantSeams(tokenizer, null, null, null, null, null, null, null, null);
  }

  public static VariantSeams brokenStamping(Supplier<EventStamping> stamping) {
    return new VariantSeams(null, stamping, null, null, null, null, null, null, null);
  }

  public static VariantSeams brokenMetrics(Supplier<MetricsCalculator> metrics) {
    return new VariantSeams(null, null, metrics, null, null, null, null, null, null);
  }

  public static VariantSeams brokenJdkBodyDelivery(Supplier<JdkBodyDelivery> delivery) {
    return new VariantSeams(null, null, null, delivery, null, null, null, null, null);
  }

  public static VariantSeams brokenSummaryRules(SummaryRules rules) {
    return new VariantSeams(null, null, null, null, rules, null, null, null, null);
  }

  public static VariantSeams brokenUsageReports(UsageReports rule) {
    return new VariantSeams(null, null, null, null, null, rule, null, null, null);
  }

  public static VariantSeams brokenClosedLoopSchedule(ClosedLoopSchedule rule) {
    return new VariantSeams(null, null, null, null, null, null, rule, null, null);
  }

  public static VariantSeams brokenMergeRules(MergeRules rules) {
    return new VariantSeams(null, null, null, null, null, null, null, rules, null);
  }

  public static VariantSeams brokenWarmUp(WarmUpServer server) {
    return new VariantSeams(null, null, null, null, null, null, null, null, server);
  }

  @Override
  public Tokenizer tokenizer(TokenizerSpec spec) {
    return tokenizer == null ? clean.tokenizer(spec) : tokenizer.apply(spec);
  }

  @Override
  public EventStamping stamping() {
    return stamping == null ? clean.stamping() : stamping.get();
  }

  @Override
  public MetricsCalculator metricsCalculator() {
    return metrics == null ? clean.metricsCalculator() : metrics.get();
  }

  @Override
  public JdkBodyDelivery jdkBodyDelivery() {
    return jdkBodyDelivery == null ? clean.jdkBodyDelivery() : jdkBodyDelivery.get();
  }

  @Override
  public SummaryRules summaryRules() {
    return summaryRules == null ? clean.summaryRules() : summaryRules;
  }

  @Override
  public UsageReports usageReports() {
    return usageReports == null ? clean.usageReports() : usageReports;
  }

  @Override
  public ClosedLoopSchedule closedLoopSchedule() {
    return closedLoopSchedule == null ? clean.closedLoopSchedule() : closedLoopSchedule;
  }

  @Override
  public MergeRules mergeRules() {
    return mergeRules == null ? clean.mergeRules() : mergeRules;
  }

  @Override
  public WarmUpServer warmUpServer() {
    return warmUpServer == null ? clean.warmUpServer() : warmUpServer;
  }
}
