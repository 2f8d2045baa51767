package dev.tokenpace.config;

import dev.tokenpace.config.RunConfig.DataType;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.RunConfig.TokenizerType;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.time.Duration;
import java.util.List;

/**
 * The rules a {@link RunConfig} must satisfy before any request is sent, applied by its constructor
 * (so the YAML loader, the builder and every copy go through them); errors name keys as the YAML
 * spells them so the loader can add positions.
 */
final class RunConfigValidator {

  private RunConfigValidator() {}

  /** Called by {@link RunConfig}'s constructor, so no unvalidated config exists. */
  static void validate(
      RunConfig.Api api,
      RunConfig.Server server,
      RunConfig.Load load,
      RunConfig.Data data,
      RunConfig.TokenizerSpec tokenizer,
      RunConfig.Report report,
      RunConfig.Storage storage) {
    require(
        api != null
            && server != null
            && load != null
            && data != null
            && tokenizer != null
            && report != null
            && storage != null,
        "",
        "a config needs every section (api, server, load, data, tokenizer, report, storage)");
    server(server);
    api(api);
    load(load);
    data(data);
    tokenizer(tokenizer);
    report(report);
    require(
        storage.path() != null,
        "storage.local_storage.path",
        "'storage.local_storage.path' is required");
  }

  private static void server(RunConfig.Server server) {
    URI url = server.baseUrl();
    require(
        url != null,
        "server.base_url",
        "'server.base_url' is required, e.g. http://127.0.0.1:8000");
    boolean http =
        "http".equalsIgnoreCase(url.getScheme()) || "https".equalsIgnoreCase(url.getScheme());
    require(
        http && url.getHost() != null,
        "server.base_url",
        "'server.base_url' must be an http(s) URL with a host, got '"
            + Redactor.userInfoMasked(url.toString())
            + "'");
    require(
        url.getRawUserInfo() == null,
        "server.base_url",
        "'server.base_url' must not hold credentials, got '"
            + Redactor.userInfoMasked(url.toString())
            + "' (they would not be sent; use server.api_key or api.headers)");
    require(
        server.modelName() == null || !server.modelName().isBlank(),
        "server.model_name",
        "'server.model_name' is blank; leave it out to use the first model the server lists at"
            + " /v1/models");
    HeaderText.checkValue("server.api_key", server.apiKey());
    certPath(server.certPath());
  }

  private static void certPath(Path file) {
    if (file == null) {
      return;
    }
    String key = "server.cert_path";
    require(
        Files.isRegularFile(file) && Files.isReadable(file),
        key,
        "'" + key + "' is not a readable file: '" + file + "'");
    try {
      PemCertificates.read(file);
    } catch (IOException | CertificateException e) {
      throw new ConfigException(
          key,
          "'" + key + "' is not a PEM certificate file: '" + file + "' (" + e.getMessage() + ")");
    }
  }

  private static void api(RunConfig.Api api) {
    String header = api.requestIdHeader();
    require(
        HeaderText.isName(header),
        "api.request_id_header",
        "'api.request_id_header' must be a valid HTTP header name, got '" + header + "'");
    if (api.headers() != null) {
      api.headers().forEach(HeaderText::checkHeader);
    }
    between("api.max_response_events", api.maxResponseEvents(), Limits.RESPONSE_EVENTS, "events");
    between("api.max_response_chars", api.maxResponseChars(), Limits.RESPONSE_CHARS, "characters");
    between("api.max_event_bytes", api.maxEventBytes(), Limits.EVENT_BYTES, "bytes");
  }

  private static void between(String key, long value, long limit, String unit) {
    require(value >= 1, key, "'" + key + "' must be >= 1, got " + value);
    require(
        value <= limit,
        key,
        "'" + key + "' must be at most " + limit + " " + unit + ", got " + value);
  }

  private static void load(RunConfig.Load load) {
    require(
        load.stages() != null && !load.stages().isEmpty(),
        "load.stages",
        "'load.stages' must list at least one stage");
    for (int i = 0; i < load.stages().size(); i++) {
      stage("load.stages[" + i + "]", load.stages().get(i), load.type());
    }
    require(
        !load.interval().isNegative(),
        "load.interval",
        "'load.interval' must be >= 0, got " + seconds(load.interval()));
    atMost("load.interval", load.interval(), Limits.INTERVAL);
    require(
        positive(load.requestTimeout()),
        "load.request_timeout",
        "'load.request_timeout' must be > 0, got " + seconds(load.requestTimeout()));
    atMost("load.request_timeout", load.requestTimeout(), Limits.REQUEST_TIMEOUT);
    if (load.maxInFlight() != null) {
      between(
          "load.worker_max_concurrency",
          load.maxInFlight(),
          Limits.CONCURRENCY,
          "requests in flight");
    }
  }

  private static void stage(String key, Stage stage, LoadType type) {
    if (stage instanceof Stage.Closed closed) {
      closedStage(key, closed, type);
    } else if (stage instanceof Stage.Open open) {
      openStage(key, open, type);
    }
  }

  private static void closedStage(String key, Stage.Closed stage, LoadType type) {
    if (type != LoadType.CONCURRENT) {
      throw StageKeys.closedUnderOpenLoad(key, type);
    }
    between(
        key + ".concurrency_level",
        stage.concurrencyLevel(),
        Limits.CONCURRENCY,
        "requests in flight");
    between(
        key + ".num_requests",
        stage.numRequests(),
        Limits.REQUESTS_PER_STAGE,
        "requests per stage");
  }

  private static void openStage(String key, Stage.Open stage, LoadType type) {
    if (type == LoadType.CONCURRENT) {
      throw StageKeys.openUnderClosedLoad(key);
    }
    require(
        stage.rate() > 0 && Double.isFinite(stage.rate()),
        key + ".rate",
        "'" + key + ".rate' must be > 0 requests/s, got " + stage.rate());
    require(
        positive(stage.duration()),
        key + ".duration",
        "'" + key + ".duration' must be > 0 s, got " + seconds(stage.duration()));
    atMost(key + ".duration", stage.duration(), Limits.STAGE_DURATION);
    double requests = stage.rate() * secondsOf(stage.duration());
    require(
        requests <= Limits.REQUESTS_PER_STAGE,
        key + ".rate",
        "'"
            + key
            + ".rate' × '"
            + key
            + ".duration' must be at most "
            + Limits.REQUESTS_PER_STAGE
            + " requests per stage, got "
            + stage.rate()
            + "/s × "
            + seconds(stage.duration())
            + " = "
            + Math.round(requests));
    // The schedule sends round(rate × duration) requests (load.Schedules): a stage of 0 would pass
    // in silence, its reports empty.
    require(
        Math.round(requests) >= 1,
        key + ".rate",
        "'"
            + key
            + ".rate' × '"
            + key
            + ".duration' must make at least 1 request, got "
            + stage.rate()
            + "/s × "
            + seconds(stage.duration())
            + " = "
            + new BigDecimal(requests)
                .round(new MathContext(6))
                .stripTrailingZeros()
                .toPlainString()
            + ", which rounds to 0 requests");
  }

  private static void data(RunConfig.Data data) {
    if (data.type() == DataType.FILE) {
      Path path = data.path();
      require(path != null, "data.path", "'data.path' is required for a prompts file");
      require(
          Files.isRegularFile(path) && Files.isReadable(path),
          "data.path",
          "'data.path' is not a readable file: '" + path + "'");
    }
    if (data.type() == DataType.RANDOM) {
      require(
          data.inputTokens() != null,
          "data.input_distribution",
          "'data.input_distribution' is required for random data");
      require(
          data.outputTokens() != null,
          "data.output_distribution",
          "'data.output_distribution' is required for random data");
    }
    distribution("data.input_distribution", data.inputTokens());
    distribution("data.output_distribution", data.outputTokens());
  }

  private static void distribution(String key, LengthDistribution d) {
    if (d == null) {
      return;
    }
    require(d.min() >= 1, key + ".min", "'" + key + ".min' must be >= 1 token, got " + d.min());
    require(
        d.max() >= d.min(),
        key + ".max",
        "'" + key + ".max' must be >= min (" + d.min() + "), got " + d.max());
    require(
        d.mean() >= d.min() && d.mean() <= d.max(),
        key + ".mean",
        "'"
            + key
            + ".mean' must lie within [min, max] = ["
            + d.min()
            + ", "
            + d.max()
            + "], got "
            + d.mean());
    require(
        d.stdDev() >= 0, key + ".std_dev", "'" + key + ".std_dev' must be >= 0, got " + d.stdDev());
    require(
        d.max() <= Limits.TOKENS,
        key + ".max",
        "'" + key + ".max' must be at most " + Limits.TOKENS + " tokens, got " + d.max());
    require(
        d.stdDev() <= Limits.TOKENS,
        key + ".std_dev",
        "'" + key + ".std_dev' must be at most " + Limits.TOKENS + " tokens, got " + d.stdDev());
  }

  private static void tokenizer(RunConfig.TokenizerSpec spec) {
    if (spec.type() != TokenizerType.HUGGINGFACE) {
      return;
    }
    String key = "tokenizer.pretrained_model_name_or_path";
    require(spec.path() != null, key, "'" + key + "' is required for a HuggingFace tokenizer");
    Path file =
        Files.isDirectory(spec.path()) ? spec.path().resolve("tokenizer.json") : spec.path();
    require(
        Files.isRegularFile(file) && Files.isReadable(file),
        key,
        "'"
            + key
            + "' is not a readable tokenizer.json or a directory holding one: '"
            + spec.path()
            + "' (tokenpace reads local files only, it downloads nothing)");
  }

  private static void report(RunConfig.Report report) {
    String key = "report.request_lifecycle.percentiles";
    List<Double> percentiles = report.percentiles();
    require(
        percentiles != null && !percentiles.isEmpty(),
        key,
        "'" + key + "' must list at least one percentile");
    for (int i = 0; i < percentiles.size(); i++) {
      double p = percentiles.get(i);
      require(
          p > 0 && p < 100,
          key + "[" + i + "]",
          "'" + key + "[" + i + "]' must lie in (0, 100), got " + p);
    }
    goodput(report.goodput());
  }

  /** Each constraint a positive, finite number of seconds: 0 would leave no request good. */
  private static void goodput(RunConfig.Goodput goodput) {
    double limit = Limits.GOODPUT_CONSTRAINT.toSeconds();
    goodput
        .constraints()
        .forEach(
            (kind, seconds) -> {
              String key = "report.goodput.constraints." + kind.key();
              require(
                  seconds != null && Double.isFinite(seconds) && seconds > 0,
                  key,
                  "'" + key + "' must be > 0 s, got " + seconds);
              require(
                  seconds <= limit,
                  key,
                  "'" + key + "' must be at most " + (long) limit + " s, got " + seconds + " s");
            });
  }

  private static boolean positive(Duration duration) {
    return duration != null && !duration.isNegative() && !duration.isZero();
  }

  private static void atMost(String key, Duration value, Duration limit) {
    require(
        value.compareTo(limit) <= 0,
        key,
        "'" + key + "' must be at most " + limit.toSeconds() + " s, got " + seconds(value));
  }

  /** Exact for durations far beyond {@code Long.MAX_VALUE} nanoseconds (a typo of 1e12 s). */
  private static double secondsOf(Duration duration) {
    return duration.getSeconds() + duration.getNano() / 1e9;
  }

  private static String seconds(Duration duration) {
    return duration == null ? "nothing" : secondsOf(duration) + " s";
  }

  private static void require(boolean ok, String key, String problem) {
    if (!ok) {
      throw new ConfigException(key, problem);
    }
  }
}
