package dev.tokenpace.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A validated, immutable benchmark configuration. The YAML keys are inference-perf's, so one file
 * runs in both tools; {@link ConfigLoader} reads it, {@link RunConfigBuilder} builds it in code
 * (tests, demo, calibrate). The constructor applies {@link RunConfigValidator}, so every instance,
 * a copy included, is a valid one: an invalid one throws {@link ConfigException} naming the YAML
 * key.
 */
public record RunConfig(
    Api api,
    Server server,
    Load load,
    Data data,
    TokenizerSpec tokenizer,
    Report report,
    Storage storage) {

  public RunConfig {
    RunConfigValidator.validate(api, server, load, data, tokenizer, report, storage);
  }

  /** A config in code, with the loader's defaults and validation. */
  public static RunConfigBuilder builder() {
    return new RunConfigBuilder();
  }

  /** The same run against the same server, asking for this model (one looked up at run time). */
  public RunConfig withModelName(String modelName) {
    Server s = server;
    return new RunConfig(
        api,
        new Server(s.type(), s.baseUrl(), modelName, s.ignoreEos(), s.apiKey(), s.certPath()),
        load,
        data,
        tokenizer,
        report,
        storage);
  }

  /** The same run against another server. */
  public RunConfig withServer(Server other) {
    return new RunConfig(api, other, load, data, tokenizer, report, storage);
  }

  /** The same run under another load. */
  public RunConfig withLoad(Load other) {
    return new RunConfig(api, server, other, data, tokenizer, report, storage);
  }

  /** The same run, its reports written to {@code path} (e.g. {@code --output}). */
  public RunConfig withStoragePath(Path path) {
    return new RunConfig(api, server, load, data, tokenizer, report, new Storage(path));
  }

  public enum ApiType {
    CHAT,
    COMPLETION
  }

  public enum ServerType {
    VLLM,
    SGLANG,
    TGI,
    OPENAI
  }

  public enum LoadType {
    CONSTANT,
    POISSON,
    CONCURRENT
  }

  public enum DataType {
    MOCK,
    RANDOM,
    FILE
  }

  public enum TokenizerType {
    WHITESPACE,
    HUGGINGFACE
  }

  /**
   * @param requestIdHeader name of the header that carries each request's unique id
   * @param headers extra headers sent with every request
   * @param maxResponseEvents events kept of one streamed response; past it the request fails as
   *     Response Too Large ({@code api.max_response_events})
   * @param maxResponseChars characters of event text kept of one streamed response; past it the
   *     same ({@code api.max_response_chars})
   */
  public record Api(
      ApiType type,
      boolean streaming,
      String requestIdHeader,
      Map<String, String> headers,
      int maxResponseEvents,
      long maxResponseChars,
      int maxEventBytes) {

    public Api {
      headers = headers == null ? Map.of() : Map.copyOf(headers);
    }

    /** An API whose responses are kept up to the default caps. */
    public Api(
        ApiType type, boolean streaming, String requestIdHeader, Map<String, String> headers) {
      this(
          type,
          streaming,
          requestIdHeader,
          headers,
          Defaults.MAX_RESPONSE_EVENTS,
          Defaults.MAX_RESPONSE_CHARS,
          Defaults.MAX_EVENT_BYTES);
    }
  }

  /**
   * @param modelName {@code null} when the config leaves it to the server's {@code /v1/models}
   * @param apiKey sent as a bearer token; {@code null} for none
   * @param certPath a PEM file of the certificates trusted for an https:// server, instead of the
   *     JDK's default trust store (inference-perf's {@code server.cert_path}); {@code null} trusts
   *     the default ones
   */
  public record Server(
      ServerType type,
      URI baseUrl,
      String modelName,
      boolean ignoreEos,
      String apiKey,
      Path certPath) {

    /** A server trusted through the JDK's default trust store. */
    public Server(
        ServerType type, URI baseUrl, String modelName, boolean ignoreEos, String apiKey) {
      this(type, baseUrl, modelName, ignoreEos, apiKey, null);
    }
  }

  /**
   * @param interval pause between stages
   * @param seed seed of every random draw (Poisson arrivals, random data)
   * @param requestTimeout a request that has not ended by then fails as a timeout
   * @param maxInFlight at most this many requests of an open-loop stage in flight ({@code
   *     load.worker_max_concurrency}); one due while they are all out waits for one to end, and its
   *     schedule delay shows the wait. {@code null}: no limit
   * @param preconnect whether each stage's connections are opened before its first scheduled
   *     request ({@code load.preconnect}, tokenpace only), so a burst's TTFT holds the server's
   *     time and not a storm of connects
   */
  public record Load(
      LoadType type,
      List<Stage> stages,
      Duration interval,
      long seed,
      Duration requestTimeout,
      Integer maxInFlight,
      boolean preconnect) {

    public Load(
        LoadType type, List<Stage> stages, Duration interval, long seed, Duration requestTimeout) {
      this(type, stages, interval, seed, requestTimeout, null);
    }

    public Load(
        LoadType type,
        List<Stage> stages,
        Duration interval,
        long seed,
        Duration requestTimeout,
        Integer maxInFlight) {
      this(type, stages, interval, seed, requestTimeout, maxInFlight, Defaults.PRECONNECT);
    }
  }

  /**
   * One stage of load: open loop (requests sent on a schedule whatever the answers do) or closed
   * loop (a fixed number in flight). Which one is the type, so every reader switches on it once.
   */
  public sealed interface Stage {

    static Stage open(double rate, Duration duration) {
      return new Open(rate, duration);
    }

    static Stage closed(int concurrencyLevel, int numRequests) {
      return new Closed(concurrencyLevel, numRequests);
    }

    /** {@code rate} requests/s for {@code duration} ({@code load.type} constant or poisson). */
    record Open(double rate, Duration duration) implements Stage {}

    /**
     * {@code concurrencyLevel} in flight until {@code numRequests} are done ({@code load.type}
     * concurrent).
     */
    record Closed(int concurrencyLevel, int numRequests) implements Stage {}
  }

  /**
   * @param path the JSONL / ShareGPT prompts file for {@code FILE}
   * @param inputTokens prompt length in tokens for {@code RANDOM}
   * @param outputTokens {@code max_tokens} sent with each request
   */
  public record Data(
      DataType type, Path path, LengthDistribution inputTokens, LengthDistribution outputTokens) {

    /** Applies {@link Defaults#OUTPUT_TOKENS} when unset (random data must state it). */
    public Data {
      if (outputTokens == null && type != DataType.RANDOM) {
        outputTokens = Defaults.OUTPUT_TOKENS;
      }
    }
  }

  /** A token-length distribution; {@code min == max} makes it fixed. */
  public record LengthDistribution(int min, int max, double mean, double stdDev) {

    public static LengthDistribution fixed(int tokens) {
      return new LengthDistribution(tokens, tokens, tokens, 0);
    }
  }

  /**
   * @param path a tokenizer.json file or a directory holding one; {@code null} for WHITESPACE
   */
  public record TokenizerSpec(TokenizerType type, Path path) {}

  /**
   * {@code report.request_lifecycle.*}; percentiles in (0, 100).
   *
   * @param goodput {@code report.goodput.constraints}; never {@code null}, {@link Goodput#NONE}
   *     when unset
   */
  public record Report(
      boolean summary,
      boolean perStage,
      boolean perRequest,
      List<Double> percentiles,
      boolean useServerOutputTokens,
      Goodput goodput) {

    public Report {
      goodput = goodput == null ? Goodput.NONE : goodput;
    }

    /** Reports without goodput constraints. */
    public Report(
        boolean summary,
        boolean perStage,
        boolean perRequest,
        List<Double> percentiles,
        boolean useServerOutputTokens) {
      this(summary, perStage, perRequest, percentiles, useServerOutputTokens, Goodput.NONE);
    }
  }

  /**
   * A metric a goodput constraint bounds, under inference-perf's key for it in {@code
   * report.goodput.constraints}. The order is inference-perf's: its {@code
   * <kind>_attainment_percentage} fields come in this order.
   */
  public enum SloKind {
    TTFT("ttft"),
    TPOT("tpot"),
    ITL("itl"),
    NTPOT("ntpot"),
    REQUEST_LATENCY("request_latency");

    private final String key;

    SloKind(String key) {
      this.key = key;
    }

    /** inference-perf's key, e.g. {@code request_latency}. */
    public String key() {
      return key;
    }
  }

  /**
   * {@code report.goodput.constraints}: the most, in seconds, each bounded metric of a good request
   * may be (docs/metrics.md, "Goodput").
   *
   * @param constraints kind → seconds, in {@link SloKind} order; empty: no goodput is reported
   */
  public record Goodput(Map<SloKind, Double> constraints) {

    public static final Goodput NONE = new Goodput(Map.of());

    public Goodput {
      EnumMap<SloKind, Double> ordered = new EnumMap<>(SloKind.class);
      ordered.putAll(constraints);
      constraints = Collections.unmodifiableMap(ordered);
    }

    public boolean isEmpty() {
      return constraints.isEmpty();
    }
  }

  public record Storage(Path path) {}
}
