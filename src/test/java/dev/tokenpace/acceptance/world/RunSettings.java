package dev.tokenpace.acceptance.world;

import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig.ApiType;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How the scenario's benchmark is set up beyond its load: which API, transport, tokenizer and token
 * source, how long a prompt it sends, and how slowly the scenario's model server reads it.
 */
public final class RunSettings {

  private static final String BOS_TOKENIZER = "/tokenizers/word-level-bos/tokenizer.json";

  private ApiType api = ApiType.CHAT;
  private boolean streaming = true;
  private Path tokenizer;
  private boolean useServerOutputTokens;
  private Duration requestTimeout = Duration.ofSeconds(30);
  private Integer maxEventBytes;
  private Transport transport;
  private Integer promptWords;
  private java.util.List<String> prompts;
  private Integer namedPromptWords;
  private Integer maxTokens;
  private Duration readRequestsAfter;
  private Duration takeUpConnectionsAfter;
  private Path trustedCertificates;
  private Integer maxInFlight;
  private Integer maxStreams;
  private Integer refusalStatus;
  private Integer queueDepth;
  private boolean ignoreBeyondMaxStreams;
  private final java.util.Map<String, Duration> goodputConstraints =
      new java.util.LinkedHashMap<>();
  private boolean preconnect;
  private final java.util.SortedMap<Integer, Duration> clocksAhead = new java.util.TreeMap<>();

  private boolean warmUp;

  /** Whether the run plays the warm-up first, as a user's run does (off unless a scenario asks). */
  public boolean warmsUp() {
    return warmUp;
  }

  public void warmUp(boolean warm) {
    this.warmUp = warm;
  }

  public ApiType api() {
    return api;
  }

  /** Whether the requests ask for a stream (the default) or for one whole answer. */
  public boolean streaming() {
    return streaming;
  }

  public void streaming(boolean streaming) {
    this.streaming = streaming;
  }

  public void api(ApiType api) {
    this.api = api;
  }

  /** The tokenizer.json the benchmark counts with; {@code null} counts words (the default). */
  public Path tokenizer() {
    return tokenizer;
  }

  public boolean useServerOutputTokens() {
    return useServerOutputTokens;
  }

  public void useServerOutputTokens(boolean use) {
    this.useServerOutputTokens = use;
  }

  /** How long the benchmark waits for a whole answer before recording the request as timed out. */
  public Duration requestTimeout() {
    return requestTimeout;
  }

  public void requestTimeout(Duration timeout) {
    this.requestTimeout = timeout;
  }

  /**
   * The largest chunk the benchmark accepts, in bytes; {@code null} keeps the pipeline's default.
   */
  public Integer maxEventBytes() {
    return maxEventBytes;
  }

  public void maxEventBytes(int bytes) {
    this.maxEventBytes = bytes;
  }

  /**
   * The HTTP client the scenario names; {@code null} when it names none, and then the suite's (see
   * {@link PipelineSeams#transport()}) carries it.
   */
  public Transport transport() {
    return transport;
  }

  public void transport(Transport chosen) {
    this.transport = chosen;
  }

  /** The {@code max_tokens} every request asks for; {@code null} keeps the config's default. */
  public Integer maxTokens() {
    return maxTokens;
  }

  public void maxTokens(int tokens) {
    if (tokens < 1) {
      throw new IllegalArgumentException("a request asks for at least one token: " + tokens);
    }
    this.maxTokens = tokens;
  }

  /** Words in every prompt; {@code null} keeps the short mock prompts. */
  public Integer promptWords() {
    return promptWords;
  }

  public void promptWords(int words) {
    if (words < 1) {
      throw new IllegalArgumentException("a prompt has at least one word: " + words);
    }
    this.promptWords = words;
  }

  /**
   * The prompts the run sends, one a request in this order, each as many times as listed; {@code
   * null} when the scenario names none (the mock or random prompts).
   */
  public java.util.List<String> prompts() {
    return prompts;
  }

  public void prompts(java.util.List<String> sent) {
    if (sent.isEmpty() || sent.stream().anyMatch(String::isBlank)) {
      throw new IllegalArgumentException("every prompt sent has at least one word: " + sent);
    }
    this.prompts = java.util.List.copyOf(sent);
  }

  /**
   * How many words every prompt must have, when a step's timing holds only for prompts of that
   * length (a prompt cache stated as two first waits); {@code null} when none does.
   */
  public Integer namedPromptWords() {
    return namedPromptWords;
  }

  public void namedPromptWords(int words) {
    this.namedPromptWords = words;
  }

  /**
   * How long the scenario's model server leaves each request unread after its headers arrived
   * ({@code StreamingFake#readRequestBodiesAfter}); {@code null} reads at once.
   */
  public Duration readRequestsAfter() {
    return readRequestsAfter;
  }

  public void readRequestsAfter(Duration delay) {
    this.readRequestsAfter = delay;
  }

  /**
   * How long the scenario's model server leaves a new connection's first request alone after
   * accepting it ({@code StreamingFake#takeUpConnectionsAfter}); {@code null} takes it up at once.
   */
  public Duration takeUpConnectionsAfter() {
    return takeUpConnectionsAfter;
  }

  public void takeUpConnectionsAfter(Duration delay) {
    this.takeUpConnectionsAfter = delay;
  }

  /**
   * The PEM file the benchmark trusts for https ({@code server.cert_path}); {@code null} trusts the
   * JDK's default certificates only.
   */
  /** At most this many requests of an open-loop run in flight; {@code null}: no limit. */
  public Integer maxInFlight() {
    return maxInFlight;
  }

  public void maxInFlight(int requests) {
    this.maxInFlight = requests;
  }

  /**
   * The scenario's model server serves at most this many streams at once and queues the rest, first
   * come first served ({@code StreamingFake#limitConcurrentStreams}); {@code null}: no limit.
   */
  public Integer maxStreams() {
    return maxStreams;
  }

  public void maxStreams(int streams) {
    if (streams < 1) {
      throw new IllegalArgumentException("a server serves at least one request at a time");
    }
    this.maxStreams = streams;
  }

  /**
   * The HTTP status the scenario's model server refuses a request past {@link #maxStreams()} with
   * ({@code StreamingFake#refuseStreamsBeyond}); {@code null}: it queues the request.
   */
  public Integer refusalStatus() {
    return refusalStatus;
  }

  /**
   * Whether the scenario's model server accepts a request past {@link #maxStreams()} and never
   * answers it ({@code StreamingFake#ignoreStreamsBeyond}).
   */
  public boolean ignoresBeyondMaxStreams() {
    return ignoreBeyondMaxStreams;
  }

  public void ignoreBeyondMaxStreams() {
    this.ignoreBeyondMaxStreams = true;
    this.refusalStatus = null;
    this.queueDepth = null;
  }

  /**
   * How many requests may wait past {@link #maxStreams()} before the next is refused with {@link
   * #refusalStatus()} ({@code StreamingFake#queueStreamsBeyond}); {@code null}: as many as come.
   */
  public Integer queueDepth() {
    return queueDepth;
  }

  public void queueUpTo(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException(
          "a queue holds 1 request or more, not " + depth + "; say 'refuses the rest' for none");
    }
    this.queueDepth = depth;
    this.ignoreBeyondMaxStreams = false;
  }

  public void refuseBeyondMaxStreams(int status) {
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "a full server refuses with an error status, 400 to 599, not " + status);
    }
    this.refusalStatus = status;
    this.ignoreBeyondMaxStreams = false;
  }

  /**
   * A goodput constraint ({@code report.goodput.constraints}): {@code key} is inference-perf's
   * ({@code ttft}, {@code tpot}, {@code itl}, {@code ntpot}, {@code request_latency}).
   */
  public void goodputConstraint(String key, Duration limit) {
    goodputConstraints.put(key, limit);
  }

  /** The goodput constraints in the order stated; empty: no goodput asked for. */
  public java.util.Map<String, Duration> goodputConstraints() {
    return java.util.Collections.unmodifiableMap(goodputConstraints);
  }

  /**
   * Whether each stage's connections are opened before its first request ({@code load.preconnect}).
   */
  public boolean preconnect() {
    return preconnect;
  }

  public void preconnect(boolean open) {
    this.preconnect = open;
  }

  /**
   * Load generator {@code generator} (counted from 1: {@code --shard generator-1/N}) runs on a
   * machine whose monotonic clock reads {@code ahead} more than the first one's, and its shard
   * manifest says so.
   */
  public void clockAhead(int generator, Duration ahead) {
    if (generator < 2) {
      throw new IllegalArgumentException(
          "load generator "
              + generator
              + ": the first one's clock is the one the others read against");
    }
    clocksAhead.put(generator, ahead);
  }

  /** The load generators on another machine's clock, by their number from 1, to how far ahead. */
  public java.util.SortedMap<Integer, Duration> clocksAhead() {
    return java.util.Collections.unmodifiableSortedMap(clocksAhead);
  }

  public Path trustedCertificates() {
    return trustedCertificates;
  }

  public void trustCertificates(Path pem) {
    this.trustedCertificates = pem;
  }

  /**
   * A real HuggingFace tokenizer.json (one word one token) whose post-processor adds a BOS token.
   */
  public void countWithBosAddingTokenizer() {
    URL resource = RunSettings.class.getResource(BOS_TOKENIZER);
    if (resource == null) {
      throw new IllegalStateException("test resource " + BOS_TOKENIZER + " is missing");
    }
    try {
      tokenizer = Path.of(resource.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
