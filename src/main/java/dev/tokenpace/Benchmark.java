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
import dev.tokenpace.config.Shard;
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
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
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
  private final Shard shard;
  private final Instant startAt;
  private final String configHash;
  private final Object lock = new Object();
  private LoadGenerator generator;
  private ModelServerClient client;
  private boolean cancelRequested;

  private Benchmark(Builder builder) {
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
    this.shard = builder.shard;
    this.startAt = builder.startAt;
    this.configHash = builder.configHash;
  }

  public static Builder with(RunConfig config) {
    return new Builder(config);
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
              shard,
              agreedStartNanos(anchor),
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
    if (!writeReports || !writesEntries(config, startAt)) {
      return null;
    }
    return config.storage().path().resolve(RunReports.PER_REQUEST_FILE);
  }

  /** The server as a warning names it: scheme, host and port, never a URL's credentials. */
  private static String serverName(RunConfig config) {
    java.net.URI url = config.server().baseUrl();
    return url.getScheme() + "://" + url.getHost() + (url.getPort() < 0 ? "" : ":" + url.getPort());
  }

  private static boolean writesEntries(RunConfig config, Instant startAt) {
    // a RunConfig is validated: it has a report section
    return startAt != null || config.report().perRequest();
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
   * The shards of one run name their requests alike: the run tag comes from what they agreed on
   * (config and start), so each request has the id the unsharded run would give it.
   */
  /**
   * @param withModel the config with the model the requests name (looked up when it named none)
   */
  private RequestFactory requestFactory(RunConfig withModel) {
    PromptSource prompts = PromptSources.fromConfig(config.data(), config.load().seed());
    return startAt == null
        ? new RequestFactory(withModel, prompts)
        : new RequestFactory(withModel, prompts, agreedRunTag());
  }

  private String agreedRunTag() {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest((configHash + "@" + startAt).getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 4);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  private OptionalLong agreedStartNanos(long anchor) {
    return startAt == null
        ? OptionalLong.empty()
        : OptionalLong.of(WallClockAnchor.epochNanos(startAt) - anchor);
  }

  private RunInfo.ShardInfo shardInfo(long anchor) {
    if (startAt == null) {
      return null;
    }
    String carrier = transport.carrying(config.server().baseUrl()).label();
    return new RunInfo.ShardInfo(shard, configHash, startAt, anchor, carrier);
  }

  private ClientSettings clientSettings() {
    ClientSettings settings = ClientSettings.from(config);
    if (responseCaps != null) {
      settings = settings.withResponseCaps(responseCaps);
    }
    return maxEventBytes > 0 ? settings.withMaxEventBytes(maxEventBytes) : settings;
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

  public static final class Builder {

    private final RunConfig config;
    private Tokenizer tokenizer;
    private EventStamping stamping;
    private MetricsCalculator calculator;
    private ProgressListener progress;
    private boolean writeReports = true;
    private boolean rehearseEntries;
    private int maxEventBytes;
    private ResponseCaps responseCaps;
    private Transport transport = Transport.DEFAULT;
    private JdkBodyDelivery jdkBodyDelivery = JdkBodyDelivery.asReceived();
    private UsageReports usageReports = UsageReports.NEWEST_WINS;
    private ClosedLoopSchedule closedLoopSchedule = ClosedLoopSchedule.WHEN_A_SLOT_FREES;
    private SummaryRules summaryRules = SummaryRules.STANDARD;
    private boolean keepRecords = true;
    private Shard shard = Shard.WHOLE;
    private Instant startAt;
    private String configHash;

    private Builder(RunConfig config) {
      this.config = config;
    }

    /** The validated config this benchmark runs. */
    public RunConfig config() {
      return config;
    }

    public Builder tokenizer(Tokenizer tokenizer) {
      this.tokenizer = tokenizer;
      return this;
    }

    public Builder stamping(EventStamping stamping) {
      this.stamping = stamping;
      return this;
    }

    public Builder metrics(MetricsCalculator calculator) {
      this.calculator = calculator;
      return this;
    }

    public Builder progress(ProgressListener listener) {
      this.progress = listener;
      return this;
    }

    /** Whether to write the report files to {@code storage.path}; default true. */
    public Builder writeReports(boolean write) {
      this.writeReports = write;
      return this;
    }

    /**
     * With {@code writeReports(false)}: still serializes each request's per-request entry, and
     * drops it, so a warm-up builds the serializer a run that writes entries as it goes will use.
     */
    public Builder rehearseEntries(boolean rehearse) {
      this.rehearseEntries = rehearse;
      return this;
    }

    /** Whether the run writes each request's per-request entry as it completes. */
    public boolean writesEntriesAsItGoes() {
      return writeReports && writesEntries(config, startAt);
    }

    /**
     * The largest SSE event (and non-streamed body) accepted, in bytes; a bigger one fails its
     * request as "Event Too Large" instead of being buffered without bound. Default: the config's
     * {@code api.max_event_bytes}.
     */
    public Builder maxEventBytes(int bytes) {
      this.maxEventBytes = bytes;
      return this;
    }

    /**
     * How much of one streamed response is kept: events and characters of text; past either the
     * request fails as "Response Too Large" with what it kept. Default: the config's {@code
     * api.max_response_events} and {@code api.max_response_chars}.
     */
    public Builder responseCaps(ResponseCaps caps) {
      this.responseCaps = caps;
      return this;
    }

    /**
     * The HTTP client for http:// URLs (https:// always uses the JDK's); default {@link
     * Transport#DEFAULT}.
     */
    public Builder transport(Transport chosen) {
      this.transport = chosen;
      return this;
    }

    /**
     * How the JDK client hands streamed bodies to the SSE reader; default {@link
     * JdkBodyDelivery#asReceived()}. A seam for the sensitivity gate, like {@link #stamping}.
     */
    public Builder jdkBodyDelivery(JdkBodyDelivery delivery) {
      this.jdkBodyDelivery = delivery;
      return this;
    }

    /**
     * How a response's usage reports combine into the request's usage; default {@link
     * UsageReports#NEWEST_WINS}. A seam for the sensitivity gate, like {@link #stamping}.
     */
    public Builder usageReports(UsageReports rule) {
      this.usageReports = rule;
      return this;
    }

    /**
     * When a closed-loop request is scheduled; default {@link
     * ClosedLoopSchedule#WHEN_A_SLOT_FREES}. A seam for the sensitivity gate, like {@link
     * #stamping}.
     */
    public Builder closedLoopSchedule(ClosedLoopSchedule rule) {
      this.closedLoopSchedule = rule;
      return this;
    }

    /**
     * The statistics the summaries are made with; default {@link SummaryRules#STANDARD}. A seam for
     * the sensitivity gate, like {@link #metrics}.
     */
    public Builder summaryRules(SummaryRules rules) {
      this.summaryRules = rules;
      return this;
    }

    /**
     * Plays one shard's share of the schedule, its first stage starting at {@code startAt}; the
     * reports then carry the shard, the config hash and the host's wall-clock anchor, and a {@code
     * shard.json} for {@code tokenpace merge}. {@link Shard#WHOLE} plays the whole schedule from
     * that instant.
     *
     * @param configHash names the config; every shard of one run must pass the same
     */
    public Builder shard(Shard shard, Instant startAt, String configHash) {
      this.shard = Objects.requireNonNull(shard);
      this.startAt = Objects.requireNonNull(startAt, "a shard needs an agreed start");
      this.configHash = Objects.requireNonNull(configHash);
      return this;
    }

    /**
     * Whether {@link RunResult#records()} and {@link RunResult#metrics()} hold every request
     * (default true). The reports never need them: a long run turns this off and keeps nothing of a
     * request once it is summarized and written.
     */
    public Builder keepRecords(boolean keep) {
      this.keepRecords = keep;
      return this;
    }

    public Benchmark build() {
      return new Benchmark(this);
    }
  }
}
