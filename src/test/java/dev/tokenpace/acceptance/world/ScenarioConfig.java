package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A scenario's benchmark as the YAML file a user would write: inference-perf's keys wherever the
 * scenario needs nothing else, tokenpace's own only where it asks for them. The suite hands this
 * file to the client under test exactly as a user would, and attaches it to the scenario's page.
 */
public final class ScenarioConfig {

  /** Every scenario's runs repeat: Poisson arrivals and random prompts are drawn from one seed. */
  static final int SEED = 42;

  /** Tokens each random prompt asks to be answered with, as the suite always asked. */
  private static final int OUTPUT_TOKENS = 64;

  private static final YAMLMapper YAML =
      new YAMLMapper(
          YAMLFactory.builder()
              .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
              .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
              .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
              .build());

  private final Map<String, Object> tree;

  private ScenarioConfig(Map<String, Object> tree) {
    this.tree = tree;
  }

  /** The config of one model's run: its load, the scenario's settings, reports into {@code dir}. */
  public static ScenarioConfig of(
      URI baseUrl, String model, RunSettings settings, ScenarioLoad load, Path reportDir) {
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("api", api(settings));
    tree.put("server", server(baseUrl, model, settings));
    tree.put("load", load(load, settings));
    tree.put("data", data(settings, reportDir));
    if (settings.tokenizer() != null) {
      tree.put("tokenizer", map("pretrained_model_name_or_path", settings.tokenizer().toString()));
    }
    Map<String, Object> lifecycle = new LinkedHashMap<>();
    lifecycle.put("summary", true);
    lifecycle.put("per_stage", true);
    lifecycle.put("per_request", true);
    if (settings.useServerOutputTokens()) {
      lifecycle.put("use_server_output_tokens", true);
    }
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("request_lifecycle", lifecycle);
    if (!settings.goodputConstraints().isEmpty()) {
      Map<String, Object> constraints = new LinkedHashMap<>();
      settings.goodputConstraints().forEach((key, limit) -> constraints.put(key, seconds(limit)));
      report.put("goodput", map("constraints", constraints));
    }
    tree.put("report", report);
    tree.put("storage", map("local_storage", map("path", reportDir.toAbsolutePath().toString())));
    return new ScenarioConfig(tree);
  }

  /** The {@code load.type} a written config names ("concurrent", "constant", "poisson"). */
  static String loadTypeOf(String yaml) {
    return keyOf(yaml, "load", "type", "");
  }

  /**
   * The {@code data.type} a written config names ("mock" when it names none, as the CLI reads it).
   */
  static String dataTypeOf(String yaml) {
    return keyOf(yaml, "data", "type", "mock");
  }

  /** The {@code load} section of a written config. */
  static JsonNode loadOf(String yaml) {
    try {
      return YAML.readTree(yaml).path("load");
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String keyOf(String yaml, String section, String key, String absent) {
    try {
      return YAML.readTree(yaml).path(section).path(key).asText(absent);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, Object> api(RunSettings settings) {
    Map<String, Object> api = new LinkedHashMap<>();
    api.put("type", settings.api().name().toLowerCase(Locale.ROOT));
    api.put("streaming", settings.streaming());
    if (settings.maxEventBytes() != null) {
      api.put("max_event_bytes", settings.maxEventBytes());
    }
    return api;
  }

  private static Map<String, Object> server(URI baseUrl, String model, RunSettings settings) {
    Map<String, Object> server = new LinkedHashMap<>();
    server.put("type", "vllm");
    server.put("base_url", baseUrl.toString());
    server.put("model_name", model);
    if (settings.trustedCertificates() != null) {
      server.put("cert_path", settings.trustedCertificates().toAbsolutePath().toString());
    }
    return server;
  }

  private static Map<String, Object> load(ScenarioLoad load, RunSettings settings) {
    Map<String, Object> tree = new LinkedHashMap<>();
    if (load instanceof ScenarioLoad.Closed closed) {
      tree.put("type", "concurrent");
      tree.put(
          "stages",
          List.of(
              map("concurrency_level", closed.concurrency(), "num_requests", closed.requests())));
    } else if (load instanceof ScenarioLoad.ClosedStages closed) {
      tree.put("type", "concurrent");
      tree.put(
          "stages",
          closed.stages().stream()
              .map(s -> map("concurrency_level", s.concurrency(), "num_requests", s.requests()))
              .toList());
    } else if (load instanceof ScenarioLoad.Open open) {
      tree.put("type", open.arrivals().name().toLowerCase(Locale.ROOT));
      tree.put(
          "stages",
          open.stages().stream()
              .map(s -> map("rate", number(s.rate()), "duration", seconds(s.duration())))
              .toList());
    }
    tree.put("interval", 0);
    tree.put("base_seed", SEED);
    tree.put("request_timeout", seconds(settings.requestTimeout()));
    if (settings.maxInFlight() != null) {
      tree.put("worker_max_concurrency", settings.maxInFlight());
    }
    if (settings.preconnect()) {
      tree.put("preconnect", true); // tokenpace only: such scenarios are tagged @tokenpace-only
    }
    // inference-perf starts this many worker processes; tokenpace is one worker and says so.
    tree.put("num_workers", 1);
    return tree;
  }

  private static Map<String, Object> data(RunSettings settings, Path reportDir) {
    Integer maxTokens = settings.maxTokens();
    if (settings.namedPromptWords() != null && settings.prompts() == null) {
      throw new IllegalStateException(
          "the model's timing was stated for prompts it has or has not seen, so the scenario must"
              + " say which prompts it sends: write 'the benchmark sends the same prompt 5 times,"
              + " one after the other' or 'tokenpace sends prompts A, A and B one after another'");
    }
    if (settings.prompts() != null) {
      Map<String, Object> data = new LinkedHashMap<>();
      data.put("type", "file");
      data.put("path", ScenarioPrompts.write(settings.prompts(), reportDir).toString());
      if (maxTokens != null) {
        data.put("output_distribution", fixed(maxTokens));
      }
      return data;
    }
    if (settings.promptWords() == null) {
      return maxTokens == null
          ? map("type", "mock")
          : map("type", "mock", "output_distribution", fixed(maxTokens));
    }
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("type", "random");
    data.put("input_distribution", fixed(settings.promptWords()));
    data.put("output_distribution", fixed(maxTokens == null ? OUTPUT_TOKENS : maxTokens));
    return data;
  }

  private static Map<String, Object> fixed(int tokens) {
    return map("min", tokens, "max", tokens, "mean", tokens, "std_dev", 0);
  }

  /** Seconds as the config writes them: a whole number where it is one. */
  private static Object seconds(Duration duration) {
    return number(duration.toNanos() / 1e9);
  }

  private static Object number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? (Object) (long) value
        : BigDecimal.valueOf(value).stripTrailingZeros();
  }

  private static Map<String, Object> map(Object... keysAndValues) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return map;
  }

  /** The YAML text, as the scenario's page shows it. */
  public String yaml() {
    try {
      return YAML.writeValueAsString(tree);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the scenario's config", e);
    }
  }

  /** Writes the file the client is handed. */
  public Path writeTo(Path file) {
    try {
      Files.createDirectories(file.getParent());
      return Files.writeString(file, yaml());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
