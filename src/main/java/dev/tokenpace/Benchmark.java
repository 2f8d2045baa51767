package dev.tokenpace;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.DaemonThreads;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.ResponseCaps;
import dev.tokenpace.client.ServerModels;
import dev.tokenpace.client.Transport;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.load.ClosedLoopSchedule;
import dev.tokenpace.load.LoadGenerator;
import dev.tokenpace.load.PromptSource;
import dev.tokenpace.load.PromptSources;
import dev.tokenpace.load.RequestFactory;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.report.RunAggregate;
import dev.tokenpace.report.RunInfo;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.tokens.Tokenizers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline's one entry for programs (CLI, acceptance suite, calibrate, demo): given a {@link
 * RunConfig}, send the load, record every request, compute the metrics and write the reports. The
 * seams (tokenizer, event stamping, metrics calculator, the JDK client's body delivery) default to
 * the real ones.
 */
public final class Benchmark {

  private final RunConfig config;
  private final Tokenizer tokenizer;
  private final EventStamping stamping;
  private final MetricsCalculator calculator;
  private final ProgressListener progressListener;
  private final boolean writeReports;
  private final boolean rehearseEntries;
  private final int maxEventBytes;
  private final ResponseCaps responseCaps;
  private final Transport transport;
  private final JdkBodyDelivery jdkBodyDelivery;
  private final UsageReports usageReports;
  private final ClosedLoopSchedule closedLoopSchedule;
  private final SummaryRules summaryRules;
  private final boolean keepRecords;
  private final ShardAgreement agreement;
  private final Object lock = new Object();
  private LoadGenerator generator;
  private ModelServerClient client;
  private boolean cancelRequested;

  Benchmark(BenchmarkBuilder builder) {
    this.config = builder.config;
    this.tokenizer =
        builder.tokenizer != null ? builder.tokenizer : Tokenizers.fromSpec(config.tokenizer());
    this.stamping = builder.stamping != null ? builder.stamping : EventStamping.atTerminator();
    this.calculator = builder.calculator != null ? builder.calculator : new StandardMetrics();
    this.progressListener = builder.progress != null ? builder.progress : ProgressListener.NONE;
    this.writeReports = builder.writeReports;
    this.rehearseEntries = builder.rehearseEntries;
    this.maxEventBytes = builder.maxEventBytes;
    this.responseCaps = builder.responseCaps;
    this.transport = builder.transport;
    this.jdkBodyDelivery = builder.jdkBodyDelivery;
    this.usageReports = builder.usageReports;
    this.closedLoopSchedule = builder.closedLoopSchedule;
    this.summaryRules = builder.summaryRules;
    this.keepRecords = builder.keepRecords;
    this.agreement = builder.agreement;
  }

  public static BenchmarkBuilder with(RunConfig config) {
    return new BenchmarkBuilder(config);
  }

  /**
   * Runs the whole load once; a cancelled run still returns (and reports) every request it sent. A
   * config without {@code server.model_name} asks the server's {@code /v1/models} first.
   *
   * @throws ServerModels.ModelLookupException when that lookup finds no model (nothing is sent)
   */
  public RunResult run() throws InterruptedException {
    RunConfig withModel = ServerModels.resolve(config);
    long wallClockStart = System.currentTimeMillis();
    long startNanos = System.nanoTime();
    long anchor = WallClockAnchor.epochNanosOfMonotonicZero();
    RunAggregate aggregate =
        rehearseEntries && !writeReports
            ? RunAggregate.discardingEntries(config, summaryRules)
            : RunAggregate.open(config, summaryRules, perRequestFile());
    SummaryWorker summaries =
        new SummaryWorker(aggregate, calculator, useServerOutputTokens(), keepRecords);
    RunProgress progress =
        new RunProgress(
            startNanos,
            config.load().stages(),
            serverName(config),
            summaries,
            progressListener::onWarning);
    boolean cancelled;
    ScheduledExecutorService ticker =
        Executors.newSingleThreadScheduledExecutor(new DaemonThreads("tokenpace-progress"));
    try (ModelServerClient http =
        ModelServerClients.create(
            transport, clientSettings(), tokenizer, stamping, jdkBodyDelivery, usageReports)) {
      LoadGenerator load =
          new LoadGenerator(
              config.load(),
              requestFactory(withModel),
              http,
              progress,
              agreement.shard(),
              agreement.startNanos(anchor),
              closedLoopSchedule);
      if (!start(load, http)) {
        load.cancel();
      }
      ticker.scheduleAtFixedRate(
          () -> progressListener.onProgress(progress.snapshot()), 1, 1, TimeUnit.SECONDS);
      load.run();
      cancelled = load.isCancelled();
    } catch (InterruptedException | RuntimeException | Error e) {
      summaries.abandon();
      aggregate.close();
      throw e;
    } finally {
      ticker.shutdownNow();
    }
    summaries.finish();
    progressListener.onProgress(progress.snapshot());
    RunReports reports =
        aggregate.finish(
            new RunInfo(wallClockStart, startNanos, stages(), cancelled, shardInfo(anchor)),
            summaries.records(),
            summaries.metrics());
    Path reportDir = writeReports ? write(reports) : null;
    return new RunResult(summaries.records(), summaries.metrics(), reports, reportDir, cancelled);
  }

  /**
   * Where each request's entry is written as it completes: the per-request report, when it is asked
   * for (a shard always writes one, for the merge).
   */
  private Path perRequestFile() {
    if (!writeReports || !writesEntries(config, agreement)) {
      return null;
    }
    return config.storage().path().resolve(RunReports.PER_REQUEST_FILE);
  }

  /** The server as a warning names it: scheme, host and port, never a URL's credentials. */
  private static String serverName(RunConfig config) {
    java.net.URI url = config.server().baseUrl();
    return url.getScheme() + "://" + url.getHost() + (url.getPort() < 0 ? "" : ":" + url.getPort());
  }

  /**
   * Whether a run writes each request's entry: when asked, and always as a shard, for the merge.
   */
  static boolean writesEntries(RunConfig config, ShardAgreement agreement) {
    // a RunConfig is validated: it has a report section
    return agreement.agreed() || config.report().perRequest();
  }

  private boolean useServerOutputTokens() {
    return config.report() != null && config.report().useServerOutputTokens();
  }

  /**
   * Stops sending and ends in-flight requests as "cancelled" failures; {@link #run()} then returns.
   */
  public void cancel() {
    synchronized (lock) {
      cancelRequested = true;
      if (generator != null) {
        generator.cancel();
        client.cancelAll();
      }
    }
  }

  /**
   * @param withModel the config with the model the requests name (looked up when it named none)
   */
  private RequestFactory requestFactory(RunConfig withModel) {
    PromptSource prompts = PromptSources.fromConfig(config.data(), config.load().seed());
    return agreement.agreed()
        ? new RequestFactory(withModel, prompts, agreement.runTag())
        : new RequestFactory(withModel, prompts);
  }

  private RunInfo.ShardInfo shardInfo(long anchor) {
    return agreement.info(anchor, transport.carrying(config.server().baseUrl()).label());
  }

  /** The config's client settings, with the response limits this benchmark was built with. */
  private ClientSettings clientSettings() {
    ClientSettings settings = ClientSettings.from(config);
    return settings.withResponseLimits(
        maxEventBytes > 0 ? maxEventBytes : settings.maxEventBytes(),
        responseCaps != null ? responseCaps : settings.responseCaps());
  }

  private boolean start(LoadGenerator load, ModelServerClient http) {
    synchronized (lock) {
      generator = load;
      client = http;
      return !cancelRequested;
    }
  }

  private Path write(RunReports reports) {
    Path dir = config.storage().path();
    try {
      reports.writeTo(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write reports to " + dir, e);
    }
    return dir;
  }

  private List<RunInfo.StageInfo> stages() {
    List<RunInfo.StageInfo> stages = new ArrayList<>();
    for (int i = 0; i < config.load().stages().size(); i++) {
      stages.add(RunInfo.StageInfo.of(i, config.load().type(), config.load().stages().get(i)));
    }
    return stages;
  }
}
