package dev.tokenpace.config;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.ServerType;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.TokenizerSpec;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Reads an inference-perf style YAML file into a validated {@link RunConfig}. Reading checks keys
 * and types here; the value rules live in {@link RunConfigValidator}, shared with the builder, and
 * their errors are placed back at the key's line. The first error stops the load: one message
 * naming the key and its position.
 */
public final class ConfigLoader {

  private static final KeyRules TOP =
      KeyRules.of("api", "server", "load", "data", "tokenizer", "report", "storage")
          .ignoring("metrics");
  private static final KeyRules API =
      KeyRules.of(
              "type",
              "streaming",
              "headers",
              "request_id_header",
              "max_response_events",
              "max_response_chars",
              "max_event_bytes")
          .ignoring("slo_unit", "slo_ttft_header", "slo_tpot_header")
          .rejecting(
              Map.of(
                  "response_format", "structured output changes what the server generates",
                  "session_id_header_key", "session replay is not implemented",
                  "session_token_header_key", "session replay is not implemented"));
  private static final KeyRules SERVER =
      KeyRules.of("type", "base_url", "model_name", "ignore_eos", "api_key", "cert_path")
          .rejecting(Map.of("key_path", "TLS client certificates are not implemented"));
  private static final KeyRules LOAD =
      KeyRules.of(
              "type",
              "stages",
              "interval",
              "base_seed",
              "request_timeout",
              "worker_max_concurrency",
              "preconnect")
          .ignoring("num_workers", "worker_max_tcp_connections")
          .rejecting(
              Map.of(
                  "sweep", "list the stages explicitly",
                  "lora_traffic_split", "LoRA adapters are not implemented",
                  "circuit_breakers", "a run always sends its whole schedule",
                  "trace", "trace replay is not implemented"));
  private static final KeyRules STAGE =
      KeyRules.of("rate", "duration", "concurrency_level", "num_requests");
  private static final KeyRules DATA =
      KeyRules.of("type", "path", "input_distribution", "output_distribution")
          .rejecting(
              Map.of(
                  "shared_prefix", "use data.type mock, random, shareGPT or file",
                  "corpus_file_path", "use data.type file with data.path",
                  "trace", "trace replay is not implemented"));
  private static final KeyRules DISTRIBUTION =
      KeyRules.of("min", "max", "mean", "std_dev", "type")
          .ignoring("total_count")
          .rejecting(
              Map.of(
                  "variance", "tokenpace supports only type: normal (set std_dev)",
                  "skew", "tokenpace supports only type: normal"));
  private static final KeyRules TOKENIZER =
      KeyRules.of("pretrained_model_name_or_path", "type").ignoring("trust_remote_code", "token");
  private static final KeyRules REPORT =
      KeyRules.of("request_lifecycle", "goodput").ignoring("prometheus");
  private static final KeyRules GOODPUT = KeyRules.of("constraints");
  private static final KeyRules CONSTRAINTS =
      KeyRules.of(Arrays.stream(SloKind.values()).map(SloKind::key).toArray(String[]::new));
  private static final KeyRules LIFECYCLE =
      KeyRules.of("summary", "per_stage", "per_request", "percentiles", "use_server_output_tokens")
          .ignoring("per_adapter", "per_adapter_stage", "max_error_messages");
  private static final KeyRules STORAGE =
      KeyRules.of("local_storage")
          .rejecting(
              Map.of(
                  "google_cloud_storage", "reports are written to local_storage.path only",
                  "simple_storage_service", "reports are written to local_storage.path only"));
  private static final KeyRules LOCAL_STORAGE =
      KeyRules.of("path")
          .rejecting(Map.of("report_file_prefix", "report files keep their fixed names"));

  private final Consumer<String> warnings;
  private final Function<String, String> environment;
  private final Clock clock;

  /**
   * @param warnings told one line per ignored key or diverging default
   */
  public ConfigLoader(Consumer<String> warnings) {
    this(warnings, System::getenv, Clock.systemDefaultZone());
  }

  /**
   * @param environment where {@code TOKENPACE_API_KEY} / {@code OPENAI_API_KEY} are looked up
   */
  public ConfigLoader(
      Consumer<String> warnings, Function<String, String> environment, Clock clock) {
    this.warnings = warnings;
    this.environment = environment;
    this.clock = clock;
  }

  /**
   * @throws ConfigException for an unreadable file or any invalid key, type or value
   */
  public RunConfig load(Path file) {
    if (Files.isDirectory(file)) {
      throw new ConfigException("", "config '" + file + "' is a directory, not a file");
    }
    if (!Files.exists(file)) {
      throw new ConfigException("", "config file not found: '" + file + "'");
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new ConfigException(
          "",
          "cannot read config file '"
              + file
              + "': "
              + e.getClass().getSimpleName()
              + (e.getMessage() == null ? "" : " " + e.getMessage()));
    }
    return parse(Utf8Text.decode(bytes, file.toString()), file.toString());
  }

  /**
   * @param source the file name errors are placed in
   */
  public RunConfig parse(String yaml, String source) {
    YamlNode root;
    try {
      root = new YamlTreeReader(source).read(new StringReader(yaml));
    } catch (IOException e) {
      throw new ConfigException("", "cannot read config '" + source + "': " + e.getMessage());
    }
    if (root == null) {
      throw new ConfigException(
          "", "config '" + source + "' is empty", null, new SourcePosition(source, 1, 1));
    }
    KeyPositions positions = new KeyPositions(root.position());
    RunConfigBuilder builder = RunConfig.builder().clock(clock);
    Reading reading = new Reading(Section.open("", root, TOP, positions, warnings), positions);
    reading.into(builder);
    try {
      // After every key is read, so a stage's shape is judged where its values are: with the rest.
      reading.stages().forEach(builder::stage);
      return builder.build();
    } catch (ConfigException e) {
      throw e.at(positions.nearest(e.key()));
    }
  }

  /** One pass over one document. */
  private final class Reading {

    private final Section top;
    private final KeyPositions positions;
    private final List<StageKeys> stages = new ArrayList<>();
    private LoadType loadType;

    Reading(Section top, KeyPositions positions) {
      this.top = top;
      this.positions = positions;
    }

    void into(RunConfigBuilder builder) {
      Section empty =
          Section.open(
              "", new YamlNode.Mapping(null, Map.of()), KeyRules.of(), positions, warnings);
      api(top.section("api", API, warnings).orElse(empty), builder);
      server(top.section("server", SERVER, warnings), builder);
      top.section("load", LOAD, warnings).ifPresent(load -> load(load, builder));
      top.section("data", DATA, warnings).ifPresent(data -> data(data, builder));
      top.section("tokenizer", TOKENIZER, warnings)
          .ifPresent(tokenizer -> tokenizer(tokenizer, builder));
      top.section("report", REPORT, warnings).ifPresent(report -> report(report, builder));
      top.section("storage", STORAGE, warnings)
          .flatMap(storage -> storage.section("local_storage", LOCAL_STORAGE, warnings))
          .flatMap(local -> local.string("path"))
          .ifPresent(builder::storagePath);
    }

    private void api(Section api, RunConfigBuilder builder) {
      Optional<ApiType> type =
          choice(api, "type", Map.of("chat", ApiType.CHAT, "completion", ApiType.COMPLETION));
      type.ifPresentOrElse(
          builder::api,
          () ->
              warnings.accept(
                  "api.type not set: tokenpace uses chat (inference-perf's default is"
                      + " completion)"));
      api.bool("streaming")
          .ifPresentOrElse(
              builder::streaming,
              () ->
                  warnings.accept(
                      "api.streaming not set: tokenpace streams (inference-perf's default is"
                          + " false)"));
      api.string("request_id_header").ifPresent(builder::requestIdHeader);
      api.integer("max_response_events")
          .ifPresent(n -> builder.maxResponseEvents(toInt(api, "max_response_events", n)));
      api.integer("max_response_chars").ifPresent(builder::maxResponseChars);
      api.integer("max_event_bytes")
          .ifPresent(n -> builder.maxEventBytes(toInt(api, "max_event_bytes", n)));
      api.mapping("headers").ifPresent(headers -> headers(api.child("headers"), headers, builder));
    }

    private void headers(String path, YamlNode.Mapping headers, RunConfigBuilder builder) {
      for (YamlNode.Entry entry : headers.entries().values()) {
        if (!(entry.value() instanceof YamlNode.Scalar value) || value.isNull()) {
          throw new ConfigException(
              path + "." + entry.key(),
              "'"
                  + path
                  + "."
                  + entry.key()
                  + "' must be a string, got "
                  + YamlNode.describe(entry.value()),
              null,
              entry.value().position());
        }
        // A bad name is shown where it is written, a bad value where the value is.
        positions.record(
            path + "." + entry.key(),
            HeaderText.isName(entry.key()) ? value.position() : entry.keyPosition());
        builder.header(entry.key(), value.text());
        warnIfSloHeader(path + "." + entry.key(), entry);
      }
    }

    /**
     * inference-perf reads {@code x-slo-ttft-<unit>} / {@code x-slo-tpot-<unit>} headers as
     * per-request goodput SLOs; tokenpace only sends them, so a run relying on them says so.
     */
    private void warnIfSloHeader(String key, YamlNode.Entry entry) {
      String name = entry.key().toLowerCase(Locale.ROOT);
      for (String kind : List.of("ttft", "tpot")) {
        if (name.startsWith("x-slo-" + kind + "-")) {
          warnings.accept(
              "'"
                  + key
                  + "' at "
                  + entry.keyPosition()
                  + " is only sent: tokenpace takes no per-request SLO from headers (inference-perf"
                  + " does, for goodput); set report.goodput.constraints."
                  + kind
                  + " instead");
        }
      }
    }

    private void server(Optional<Section> maybeServer, RunConfigBuilder builder) {
      maybeServer.ifPresent(
          server -> {
            choice(
                    server,
                    "type",
                    Map.of(
                        "vllm",
                        ServerType.VLLM,
                        "sglang",
                        ServerType.SGLANG,
                        "tgi",
                        ServerType.TGI,
                        "openai",
                        ServerType.OPENAI))
                .ifPresent(builder::serverType);
            server.string("base_url").ifPresent(url -> builder.baseUrl(uri(server, url)));
            server.string("model_name").ifPresent(builder::modelName);
            server.bool("ignore_eos").ifPresent(builder::ignoreEos);
            server.string("api_key").ifPresent(builder::apiKey);
            server.string("cert_path").map(Path::of).ifPresent(builder::certPath);
          });
      if (maybeServer.flatMap(server -> server.string("api_key")).isEmpty()) {
        builder.apiKey(
            Optional.ofNullable(environment.apply("TOKENPACE_API_KEY"))
                .orElse(environment.apply("OPENAI_API_KEY")));
      }
    }

    private URI uri(Section server, String url) {
      try {
        return new URI(url);
      } catch (URISyntaxException e) {
        throw new ConfigException(
            "server.base_url",
            "'server.base_url' is not a URL: " + e.getMessage(),
            null,
            server.value("base_url").get().position());
      }
    }

    /** The stages read, each the kind the load's type (set or implied) asks for. */
    List<Stage> stages() {
      LoadType type =
          loadType != null
              ? loadType
              : RunConfigBuilder.impliedLoadType(stages, StageKeys::closedLoop);
      List<Stage> read = new ArrayList<>();
      for (int i = 0; i < stages.size(); i++) {
        read.add(stages.get(i).stage("load.stages[" + i + "]", type));
      }
      return read;
    }

    private void load(Section load, RunConfigBuilder builder) {
      choice(
              load,
              "type",
              Map.of(
                  "constant",
                  LoadType.CONSTANT,
                  "poisson",
                  LoadType.POISSON,
                  "concurrent",
                  LoadType.CONCURRENT))
          .ifPresent(
              type -> {
                loadType = type;
                builder.load(type);
              });
      load.list("stages")
          .ifPresent(
              items ->
                  Section.items(load.child("stages"), items, STAGE, positions, warnings)
                      .forEach(stage -> stages.add(stage(stage))));
      load.number("interval").ifPresent(seconds -> builder.interval(seconds(seconds)));
      load.integer("base_seed").ifPresent(builder::seed);
      load.number("request_timeout").ifPresent(seconds -> builder.requestTimeout(seconds(seconds)));
      load.integer("worker_max_concurrency")
          .ifPresent(n -> builder.maxInFlight(toInt(load, "worker_max_concurrency", n)));
      load.bool("preconnect").ifPresent(builder::preconnect);
    }

    private StageKeys stage(Section stage) {
      return new StageKeys(
          stage.number("rate").orElse(null),
          stage.number("duration").map(ConfigLoader::seconds).orElse(null),
          stage
              .integer("concurrency_level")
              .map(n -> toInt(stage, "concurrency_level", n))
              .orElse(null),
          stage.integer("num_requests").map(n -> toInt(stage, "num_requests", n)).orElse(null));
    }

    private void data(Section data, RunConfigBuilder builder) {
      choice(
              data,
              "type",
              Map.of(
                  "mock",
                  DataType.MOCK,
                  "random",
                  DataType.RANDOM,
                  "shareGPT",
                  DataType.FILE,
                  "file",
                  DataType.FILE))
          .ifPresent(builder::data);
      data.string("path").map(Path::of).ifPresent(builder::dataPath);
      data.section("input_distribution", DISTRIBUTION, warnings)
          .map(this::distribution)
          .ifPresent(builder::inputTokens);
      data.section("output_distribution", DISTRIBUTION, warnings)
          .map(this::distribution)
          .ifPresent(builder::outputTokens);
    }

    private LengthDistribution distribution(Section d) {
      choice(d, "type", Map.of("normal", "normal"));
      LengthDistribution defaults = Defaults.DISTRIBUTION_FIELDS;
      return new LengthDistribution(
          d.integer("min").map(n -> toInt(d, "min", n)).orElse(defaults.min()),
          d.integer("max").map(n -> toInt(d, "max", n)).orElse(defaults.max()),
          d.number("mean").orElse(defaults.mean()),
          d.number("std_dev").orElse(defaults.stdDev()));
    }

    private void tokenizer(Section tokenizer, RunConfigBuilder builder) {
      Optional<Path> path = tokenizer.string("pretrained_model_name_or_path").map(Path::of);
      TokenizerType type =
          choice(
                  tokenizer,
                  "type",
                  Map.of(
                      "whitespace",
                      TokenizerType.WHITESPACE,
                      "huggingface",
                      TokenizerType.HUGGINGFACE))
              .orElse(path.isPresent() ? TokenizerType.HUGGINGFACE : TokenizerType.WHITESPACE);
      if (type == TokenizerType.WHITESPACE && path.isPresent()) {
        throw new ConfigException(
            "tokenizer.type",
            "'tokenizer.type' is whitespace but "
                + "'tokenizer.pretrained_model_name_or_path' is set",
            "remove one of them",
            tokenizer.value("type").get().position());
      }
      builder.tokenizer(new TokenizerSpec(type, path.orElse(null)));
    }

    private void report(Section report, RunConfigBuilder builder) {
      report
          .section("request_lifecycle", LIFECYCLE, warnings)
          .ifPresent(lifecycle -> lifecycle(lifecycle, builder));
      report
          .section("goodput", GOODPUT, warnings)
          .flatMap(goodput -> goodput.section("constraints", CONSTRAINTS, warnings))
          .ifPresent(
              constraints -> {
                for (SloKind kind : SloKind.values()) {
                  constraints.number(kind.key()).ifPresent(s -> builder.goodput(kind, s));
                }
              });
    }

    private void lifecycle(Section lifecycle, RunConfigBuilder builder) {
      lifecycle.bool("summary").ifPresent(builder::summary);
      lifecycle.bool("per_stage").ifPresent(builder::perStage);
      lifecycle.bool("per_request").ifPresent(builder::perRequest);
      lifecycle.bool("use_server_output_tokens").ifPresent(builder::useServerOutputTokens);
      lifecycle
          .list("percentiles")
          .ifPresent(
              items -> builder.percentiles(percentiles(lifecycle.child("percentiles"), items)));
    }

    private List<Double> percentiles(String path, List<YamlNode> items) {
      List<Double> values = new ArrayList<>();
      for (int i = 0; i < items.size(); i++) {
        YamlNode item = items.get(i);
        positions.record(path + "[" + i + "]", item.position());
        double value =
            item instanceof YamlNode.Scalar scalar && scalar.isNumber()
                ? YamlNumbers.toDouble(scalar.text())
                : Double.NaN;
        if (!Double.isFinite(value)) {
          throw new ConfigException(
              path + "[" + i + "]",
              "'" + path + "[" + i + "]' must be a finite number, got " + YamlNode.describe(item),
              null,
              item.position());
        }
        values.add(value);
      }
      return values;
    }

    /** One of {@code values}, matched ignoring case; the error lists them as written. */
    private <T> Optional<T> choice(Section section, String key, Map<String, T> values) {
      return section
          .string(key)
          .map(
              typed ->
                  values.entrySet().stream()
                      .filter(value -> value.getKey().equalsIgnoreCase(typed))
                      .map(Map.Entry::getValue)
                      .findFirst()
                      .orElseThrow(
                          () -> {
                            String full = section.child(key);
                            return new ConfigException(
                                full,
                                "'"
                                    + full
                                    + "' must be one of "
                                    + String.join(
                                        ", ",
                                        values.keySet().stream()
                                            .sorted(String.CASE_INSENSITIVE_ORDER)
                                            .toList())
                                    + ", got '"
                                    + typed
                                    + "'",
                                Suggestions.hint(typed, values.keySet()),
                                section.value(key).get().position());
                          }));
    }
  }

  private static int toInt(Section section, String key, long value) {
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw section.typeError(key, "a whole number below 2^31");
    }
    return (int) value;
  }

  /**
   * Whole seconds kept apart from the fraction: a typo such as {@code 1e12} (beyond the 292 years
   * of {@code Long.MAX_VALUE} nanoseconds) must reach the validator as written, not clamped.
   */
  private static Duration seconds(double seconds) {
    double whole = Math.floor(seconds);
    return Duration.ofSeconds((long) whole).plusNanos(Math.round((seconds - whole) * 1e9));
  }
}
