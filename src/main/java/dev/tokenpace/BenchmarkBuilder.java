package dev.tokenpace;

import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.ResponseCaps;
import dev.tokenpace.client.Transport;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.Shard;
import dev.tokenpace.load.ClosedLoopSchedule;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.tokens.Tokenizer;
import java.time.Instant;
import java.util.Objects;

/**
 * What one {@link Benchmark} runs with: the config, and the seams (tokenizer, event stamping,
 * metrics, client parts, summary rules) a program or the sensitivity gate may replace; each unset
 * seam is the real one.
 */
public final class BenchmarkBuilder {

  final RunConfig config;
  Tokenizer tokenizer;
  EventStamping stamping;
  MetricsCalculator calculator;
  ProgressListener progress;
  boolean writeReports = true;
  boolean rehearseEntries;
  int maxEventBytes;
  ResponseCaps responseCaps;
  Transport transport = Transport.DEFAULT;
  JdkBodyDelivery jdkBodyDelivery = JdkBodyDelivery.asReceived();
  UsageReports usageReports = UsageReports.NEWEST_WINS;
  ClosedLoopSchedule closedLoopSchedule = ClosedLoopSchedule.WHEN_A_SLOT_FREES;
  SummaryRules summaryRules = SummaryRules.STANDARD;
  boolean keepRecords = true;
  ShardAgreement agreement = ShardAgreement.NONE;

  BenchmarkBuilder(RunConfig config) {
    this.config = config;
  }

  /** The validated config this benchmark runs. */
  public RunConfig config() {
    return config;
  }

  public BenchmarkBuilder tokenizer(Tokenizer tokenizer) {
    this.tokenizer = tokenizer;
    return this;
  }

  public BenchmarkBuilder stamping(EventStamping stamping) {
    this.stamping = stamping;
    return this;
  }

  public BenchmarkBuilder metrics(MetricsCalculator calculator) {
    this.calculator = calculator;
    return this;
  }

  public BenchmarkBuilder progress(ProgressListener listener) {
    this.progress = listener;
    return this;
  }

  /** Whether to write the report files to {@code storage.path}; default true. */
  public BenchmarkBuilder writeReports(boolean write) {
    this.writeReports = write;
    return this;
  }

  /**
   * With {@code writeReports(false)}: still serializes each request's per-request entry, and drops
   * it, so a warm-up builds the serializer a run that writes entries as it goes will use.
   */
  public BenchmarkBuilder rehearseEntries(boolean rehearse) {
    this.rehearseEntries = rehearse;
    return this;
  }

  /** Whether the run writes each request's per-request entry as it completes. */
  public boolean writesEntriesAsItGoes() {
    return writeReports && Benchmark.writesEntries(config, agreement);
  }

  /**
   * The largest SSE event (and non-streamed body) accepted, in bytes; a bigger one fails its
   * request as "Event Too Large" instead of being buffered without bound. Default: the config's
   * {@code api.max_event_bytes}.
   */
  public BenchmarkBuilder maxEventBytes(int bytes) {
    this.maxEventBytes = bytes;
    return this;
  }

  /**
   * How much of one streamed response is kept: events and characters of text; past either the
   * request fails as "Response Too Large" with what it kept. Default: the config's {@code
   * api.max_response_events} and {@code api.max_response_chars}.
   */
  public BenchmarkBuilder responseCaps(ResponseCaps caps) {
    this.responseCaps = caps;
    return this;
  }

  /**
   * The HTTP client for http:// URLs (https:// always uses the JDK's); default {@link
   * Transport#DEFAULT}.
   */
  public BenchmarkBuilder transport(Transport chosen) {
    this.transport = chosen;
    return this;
  }

  /**
   * How the JDK client hands streamed bodies to the SSE reader; default {@link
   * JdkBodyDelivery#asReceived()}. A seam for the sensitivity gate, like {@link #stamping}.
   */
  public BenchmarkBuilder jdkBodyDelivery(JdkBodyDelivery delivery) {
    this.jdkBodyDelivery = delivery;
    return this;
  }

  /**
   * How a response's usage reports combine into the request's usage; default {@link
   * UsageReports#NEWEST_WINS}. A seam for the sensitivity gate, like {@link #stamping}.
   */
  public BenchmarkBuilder usageReports(UsageReports rule) {
    this.usageReports = rule;
    return this;
  }

  /**
   * When a closed-loop request is scheduled; default {@link ClosedLoopSchedule#WHEN_A_SLOT_FREES}.
   * A seam for the sensitivity gate, like {@link #stamping}.
   */
  public BenchmarkBuilder closedLoopSchedule(ClosedLoopSchedule rule) {
    this.closedLoopSchedule = rule;
    return this;
  }

  /**
   * The statistics the summaries are made with; default {@link SummaryRules#STANDARD}. A seam for
   * the sensitivity gate, like {@link #metrics}.
   */
  public BenchmarkBuilder summaryRules(SummaryRules rules) {
    this.summaryRules = rules;
    return this;
  }

  /**
   * Plays one shard's share of the schedule, its first stage starting at {@code startAt}; the
   * reports then carry the shard, the config hash and the host's wall-clock anchor, and a {@code
   * shard.json} for {@code tokenpace merge}. {@link Shard#WHOLE} plays the whole schedule from that
   * instant.
   *
   * @param configHash names the config; every shard of one run must pass the same
   */
  public BenchmarkBuilder shard(Shard shard, Instant startAt, String configHash) {
    this.agreement =
        new ShardAgreement(
            Objects.requireNonNull(shard),
            Objects.requireNonNull(startAt, "a shard needs an agreed start"),
            Objects.requireNonNull(configHash));
    return this;
  }

  /**
   * Whether {@link RunResult#records()} and {@link RunResult#metrics()} hold every request (default
   * true). The reports never need them: a long run turns this off and keeps nothing of a request
   * once it is summarized and written.
   */
  public BenchmarkBuilder keepRecords(boolean keep) {
    this.keepRecords = keep;
    return this;
  }

  public Benchmark build() {
    return new Benchmark(this);
  }
}
