package dev.tokenpace.config;

import dev.tokenpace.config.RunConfig.Api;
import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.Data;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.Goodput;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Report;
import dev.tokenpace.config.RunConfig.Server;
import dev.tokenpace.config.RunConfig.ServerType;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.Storage;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Builds a {@link RunConfig} in code with the same defaults ({@link Defaults}) and validation as
 * the YAML loader, e.g. {@code
 * RunConfig.builder().baseUrl(uri).api(CHAT).streaming(true).concurrent(1, 1).build()}. The
 * defaults are listed in the README; {@link #build()} throws {@link ConfigException} naming the
 * YAML key of the first invalid value.
 */
public final class RunConfigBuilder {

  private ApiType apiType = Defaults.API_TYPE;
  private boolean streaming = Defaults.STREAMING;
  private String requestIdHeader = Defaults.REQUEST_ID_HEADER;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private int maxResponseEvents = Defaults.MAX_RESPONSE_EVENTS;
  private long maxResponseChars = Defaults.MAX_RESPONSE_CHARS;
  private int maxEventBytes = Defaults.MAX_EVENT_BYTES;

  private ServerType serverType = Defaults.SERVER_TYPE;
  private Path certPath;
  private URI baseUrl;
  private String modelName;
  private boolean ignoreEos = Defaults.IGNORE_EOS;
  private String apiKey;

  private LoadType loadType;
  private final List<Stage> stages = new ArrayList<>();
  private Duration interval = Defaults.INTERVAL;
  private long seed = Defaults.SEED;
  private Duration requestTimeout = Defaults.REQUEST_TIMEOUT;
  private Integer maxInFlight;
  private boolean preconnect = Defaults.PRECONNECT;

  private DataType dataType = Defaults.DATA_TYPE;
  private Path dataPath;
  private LengthDistribution inputTokens;
  private LengthDistribution outputTokens;

  private TokenizerSpec tokenizer = Defaults.TOKENIZER;

  private boolean summary = Defaults.SUMMARY;
  private boolean perStage = Defaults.PER_STAGE;
  private boolean perRequest = Defaults.PER_REQUEST;
  private List<Double> percentiles = Defaults.PERCENTILES;
  private boolean useServerOutputTokens = Defaults.USE_SERVER_OUTPUT_TOKENS;
  private final Map<SloKind, Double> goodput = new EnumMap<>(SloKind.class);

  private String storagePath = Defaults.STORAGE_PATH;
  private Clock clock = Clock.systemDefaultZone();

  RunConfigBuilder() {}

  public RunConfigBuilder api(ApiType type) {
    this.apiType = type;
    return this;
  }

  public RunConfigBuilder streaming(boolean streaming) {
    this.streaming = streaming;
    return this;
  }

  public RunConfigBuilder requestIdHeader(String name) {
    this.requestIdHeader = name;
    return this;
  }

  public RunConfigBuilder header(String name, String value) {
    headers.put(name, value);
    return this;
  }

  /** Events kept of one streamed response ({@code api.max_response_events}). */
  public RunConfigBuilder maxResponseEvents(int events) {
    this.maxResponseEvents = events;
    return this;
  }

  /** Characters of event text kept of one streamed response ({@code api.max_response_chars}). */
  public RunConfigBuilder maxResponseChars(long chars) {
    this.maxResponseChars = chars;
    return this;
  }

  /** The largest single event read ({@code api.max_event_bytes}). */
  public RunConfigBuilder maxEventBytes(int bytes) {
    this.maxEventBytes = bytes;
    return this;
  }

  public RunConfigBuilder serverType(ServerType type) {
    this.serverType = type;
    return this;
  }

  public RunConfigBuilder baseUrl(URI url) {
    this.baseUrl = url;
    return this;
  }

  public RunConfigBuilder baseUrl(String url) {
    return baseUrl(URI.create(url));
  }

  /** A PEM file of the certificates trusted for https:// ({@code server.cert_path}). */
  public RunConfigBuilder certPath(Path path) {
    this.certPath = path;
    return this;
  }

  public RunConfigBuilder modelName(String name) {
    this.modelName = name;
    return this;
  }

  public RunConfigBuilder ignoreEos(boolean ignore) {
    this.ignoreEos = ignore;
    return this;
  }

  public RunConfigBuilder apiKey(String key) {
    this.apiKey = key;
    return this;
  }

  /**
   * Unset, it follows the stages: concurrent for closed-loop stages, constant for open-loop ones.
   */
  public RunConfigBuilder load(LoadType type) {
    this.loadType = type;
    return this;
  }

  /** Adds an open-loop stage: {@code rate} requests/s for {@code duration}. */
  public RunConfigBuilder open(double rate, Duration duration) {
    return stage(Stage.open(rate, duration));
  }

  /** Adds a Poisson stage and makes the load Poisson. */
  public RunConfigBuilder poisson(double rate, Duration duration) {
    return load(LoadType.POISSON).open(rate, duration);
  }

  /** Adds a closed-loop stage: {@code level} requests in flight until {@code requests} are done. */
  public RunConfigBuilder concurrent(int level, int requests) {
    return stage(Stage.closed(level, requests));
  }

  public RunConfigBuilder stage(Stage stage) {
    stages.add(stage);
    return this;
  }

  public RunConfigBuilder interval(Duration pause) {
    this.interval = pause;
    return this;
  }

  public RunConfigBuilder seed(long seed) {
    this.seed = seed;
    return this;
  }

  public RunConfigBuilder requestTimeout(Duration timeout) {
    this.requestTimeout = timeout;
    return this;
  }

  /** At most {@code requests} of an open-loop stage in flight; {@code null}: no limit. */
  public RunConfigBuilder maxInFlight(Integer requests) {
    this.maxInFlight = requests;
    return this;
  }

  /**
   * Whether each stage's connections are opened before its first request ({@code load.preconnect}).
   */
  public RunConfigBuilder preconnect(boolean open) {
    this.preconnect = open;
    return this;
  }

  public RunConfigBuilder data(DataType type) {
    this.dataType = type;
    return this;
  }

  /** A JSONL / ShareGPT prompts file; makes the data type {@code FILE}. */
  public RunConfigBuilder dataFile(Path path) {
    this.dataPath = path;
    return data(DataType.FILE);
  }

  public RunConfigBuilder dataPath(Path path) {
    this.dataPath = path;
    return this;
  }

  public RunConfigBuilder inputTokens(LengthDistribution lengths) {
    this.inputTokens = lengths;
    return this;
  }

  public RunConfigBuilder outputTokens(LengthDistribution lengths) {
    this.outputTokens = lengths;
    return this;
  }

  /** A fixed {@code max_tokens} for every request. */
  public RunConfigBuilder maxTokens(int tokens) {
    return outputTokens(LengthDistribution.fixed(tokens));
  }

  public RunConfigBuilder tokenizer(TokenizerSpec spec) {
    this.tokenizer = spec;
    return this;
  }

  public RunConfigBuilder whitespaceTokenizer() {
    return tokenizer(new TokenizerSpec(TokenizerType.WHITESPACE, null));
  }

  public RunConfigBuilder huggingFaceTokenizer(Path path) {
    return tokenizer(new TokenizerSpec(TokenizerType.HUGGINGFACE, path));
  }

  public RunConfigBuilder summary(boolean write) {
    this.summary = write;
    return this;
  }

  public RunConfigBuilder perStage(boolean write) {
    this.perStage = write;
    return this;
  }

  public RunConfigBuilder perRequest(boolean write) {
    this.perRequest = write;
    return this;
  }

  public RunConfigBuilder percentiles(List<Double> values) {
    this.percentiles = values == null ? null : List.copyOf(values);
    return this;
  }

  public RunConfigBuilder useServerOutputTokens(boolean use) {
    this.useServerOutputTokens = use;
    return this;
  }

  /**
   * A goodput constraint ({@code report.goodput.constraints.<kind>}): a good request's {@code kind}
   * is at most {@code seconds}. With none, no goodput is reported.
   */
  public RunConfigBuilder goodput(SloKind kind, double seconds) {
    goodput.put(kind, seconds);
    return this;
  }

  /** May contain {@code {timestamp}}, replaced at {@link #build()}. */
  public RunConfigBuilder storagePath(String template) {
    this.storagePath = template;
    return this;
  }

  public RunConfigBuilder storagePath(Path path) {
    return storagePath(path.toString());
  }

  /** The clock {@code {timestamp}} reads; for tests. */
  public RunConfigBuilder clock(Clock clock) {
    this.clock = clock;
    return this;
  }

  /**
   * @throws ConfigException naming the YAML key of the first invalid value
   */
  public RunConfig build() {
    return new RunConfig(
        new Api(
            apiType,
            streaming,
            requestIdHeader,
            Map.copyOf(headers),
            maxResponseEvents,
            maxResponseChars,
            maxEventBytes),
        new Server(serverType, baseUrl, modelName, ignoreEos, apiKey, certPath),
        new Load(
            loadType(),
            List.copyOf(stages),
            interval,
            seed,
            requestTimeout,
            maxInFlight,
            preconnect),
        new Data(dataType, dataPath, inputTokens, outputTokens),
        tokenizer,
        new Report(
            summary,
            perStage,
            perRequest,
            percentiles,
            useServerOutputTokens,
            new Goodput(goodput)),
        new Storage(storagePath == null ? null : StoragePaths.resolve(storagePath, clock)));
  }

  private LoadType loadType() {
    if (loadType != null) {
      return loadType;
    }
    return impliedLoadType(stages, Stage.Closed.class::isInstance);
  }

  /** An unset load type: concurrent when every stage is closed-loop, constant otherwise. */
  static <T> LoadType impliedLoadType(List<T> stages, Predicate<T> closedLoop) {
    return !stages.isEmpty() && stages.stream().allMatch(closedLoop)
        ? LoadType.CONCURRENT
        : LoadType.CONSTANT;
  }
}
