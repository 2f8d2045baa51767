package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ConfigRefused;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A scenario's run YAML as vLLM's benchmark_serving.py command line: its backend, server, load and
 * data, each refused with why where the script has no way to play it.
 */
final class VllmBenchArguments {

  /** Tokens of a prompt when the scenario asks for no prompt length ({@code data: mock}). */
  static final int MOCK_PROMPT_TOKENS = 8;

  /** Tokens each prompt asks to be answered with, as the suite asks of every client. */
  static final int OUTPUT_TOKENS = 64;

  /**
   * The gamma shape a constant rate is played with: its gaps are random, but with this shape they
   * spread by a tenth of their mean (1/sqrt(shape)), the nearest to constant the script can play.
   */
  static final int CONSTANT_BURSTINESS = 100;

  /** Percentiles it writes of every metric ({@code --metric-percentiles}). */
  static final String PERCENTILES = "50,90,95,99";

  /**
   * Below this a scenario's {@code load.request_timeout} is one it needs (a stall, a silent model);
   * the suite's default, 30 s, only bounds a run.
   */
  static final double SETTABLE_TIMEOUT_SECONDS = 30;

  private static final String TOKENIZER_FILE = "tokenizer.json";

  /**
   * The script's arguments for the scenario's config, its result written to {@code
   * resultDir/result.json}; a config it has no way to play is refused with why.
   *
   * @param wordTokenizer the tokenizer folder used when the scenario names none
   */
  static List<String> arguments(JsonNode config, Path resultDir, Path wordTokenizer) {
    List<String> args = new ArrayList<>();
    JsonNode api = config.path("api");
    String type = api.path("type").asText("completion").toLowerCase(Locale.ROOT);
    switch (type) {
      case "chat" -> args.addAll(List.of("--backend", "openai-chat"));
      case "completion" -> args.addAll(List.of("--backend", "openai"));
      default ->
          throw new ConfigRefused(
              "vLLM's benchmark_serving.py has no backend for the " + type + " API");
    }
    if (!api.path("streaming").asBoolean(true)) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py always asks for a stream (\"stream\": True,"
              + " backend_request_func.py:253, 358); it cannot send a non-streamed request");
    }
    if (api.has("max_event_bytes")) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py has no limit on an event's size (api.max_event_bytes)");
    }
    JsonNode timeout = config.path("load").path("request_timeout");
    if (timeout.isNumber() && timeout.asDouble() < SETTABLE_TIMEOUT_SECONDS) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py has no request timeout to set: it waits up to 6 h"
              + " (AIOHTTP_TIMEOUT, backend_request_func.py:17), and the scenario needs one of "
              + timeout.asText()
              + " s");
    }
    JsonNode server = config.path("server");
    String baseUrl = server.path("base_url").asText("");
    if (baseUrl.isEmpty()) {
      throw new IllegalArgumentException("the config names no server.base_url");
    }
    args.addAll(List.of("--base-url", stripTrailingSlash(baseUrl)));
    args.addAll(
        List.of("--endpoint", type.equals("chat") ? "/v1/chat/completions" : "/v1/completions"));
    args.addAll(List.of("--model", server.path("model_name").asText("example")));
    args.addAll(List.of("--tokenizer", tokenizerFolder(config, wordTokenizer).toString()));
    args.addAll(load(config.path("load")));
    args.addAll(data(config.path("data")));
    args.addAll(
        List.of(
            "--percentile-metrics",
            "ttft,tpot,itl,e2el",
            "--metric-percentiles",
            PERCENTILES,
            "--disable-tqdm",
            "--save-result",
            "--result-dir",
            resultDir.toString(),
            "--result-filename",
            VllmBenchReports.RESULT_FILE));
    return args;
  }

  /** One stage, closed or open: it runs one load per run. */
  private static List<String> load(JsonNode load) {
    if (load.path("preconnect").asBoolean(false)) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py opens a new connection for every request"
              + " (backend_request_func.py:343); it cannot open them ahead (load.preconnect)");
    }
    JsonNode stages = load.path("stages");
    if (stages.size() != 1) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py plays one load per run; the scenario has "
              + stages.size()
              + " stages");
    }
    JsonNode stage = stages.get(0);
    String type = load.path("type").asText("constant").toLowerCase(Locale.ROOT);
    List<String> args = new ArrayList<>();
    switch (type) {
      case "concurrent" -> {
        args.addAll(List.of("--num-prompts", String.valueOf(stage.path("num_requests").asInt())));
        args.addAll(
            List.of("--max-concurrency", String.valueOf(stage.path("concurrency_level").asInt())));
      }
      case "poisson", "constant" -> {
        double rate = stage.path("rate").asDouble();
        double duration = stage.path("duration").asDouble();
        long requests = Math.round(rate * duration);
        if (rate <= 0 || requests < 1) {
          throw new ConfigRefused(
              "vLLM's benchmark_serving.py sends a number of prompts; a rate of "
                  + rate
                  + " a second for "
                  + duration
                  + " s is none");
        }
        args.addAll(List.of("--num-prompts", String.valueOf(requests)));
        args.addAll(List.of("--request-rate", plain(rate)));
        // burstiness 1 is exponential gaps: a Poisson process, as written (l. 438-440)
        args.addAll(
            List.of(
                "--burstiness",
                type.equals("poisson") ? "1" : String.valueOf(CONSTANT_BURSTINESS)));
        if (load.hasNonNull("worker_max_concurrency")) {
          args.addAll(
              List.of(
                  "--max-concurrency",
                  String.valueOf(load.path("worker_max_concurrency").asInt())));
        }
      }
      default -> throw new ConfigRefused("vLLM's benchmark_serving.py has no " + type + " load");
    }
    if (load.hasNonNull("base_seed")) {
      args.addAll(List.of("--seed", String.valueOf(load.path("base_seed").asLong())));
    }
    return args;
  }

  /** Random prompts of a fixed length: the only data it makes without a data set to download. */
  private static List<String> data(JsonNode data) {
    int input = MOCK_PROMPT_TOKENS;
    int output = OUTPUT_TOKENS;
    String type = data.path("type").asText("mock");
    if (type.equals("random")) {
      input = fixedLength(data.path("input_distribution"), "input");
      output = fixedLength(data.path("output_distribution"), "output");
    } else if (!type.equals("mock")) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py reads " + type + " data only from its own data sets");
    } else if (data.hasNonNull("output_distribution")) {
      // the answers' length a scenario asks of mock prompts ("at most 10 output tokens") is the
      // max_completion_tokens the script sends (backend_request_func.py:357)
      output = fixedLength(data.path("output_distribution"), "output");
    }
    return List.of(
        "--dataset-name",
        "random",
        "--random-input-len",
        String.valueOf(input),
        "--random-output-len",
        String.valueOf(output),
        "--random-range-ratio",
        "1.0");
  }

  private static int fixedLength(JsonNode distribution, String which) {
    int min = distribution.path("min").asInt(-1);
    int max = distribution.path("max").asInt(-1);
    if (min < 1 || min != max) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py draws random "
              + which
              + " lengths uniformly between a ratio of one length and that length"
              + " (benchmark_serving.py:378-387); the scenario asks for "
              + distribution);
    }
    return min;
  }

  /**
   * A folder holding a tokenizer.json, absolute (the script runs in the report folder): the
   * scenario's, or {@code wordTokenizer} when it names none.
   */
  static Path tokenizerFolder(JsonNode config, Path wordTokenizer) {
    JsonNode named = config.path("tokenizer").path("pretrained_model_name_or_path");
    if (!named.isTextual()) {
      return wordTokenizer.toAbsolutePath();
    }
    Path path = Path.of(named.asText());
    // tokenpace takes a tokenizer.json or its folder; transformers only a folder
    Path folder =
        path.getFileName() != null && path.getFileName().toString().equals(TOKENIZER_FILE)
            ? path.getParent()
            : path;
    return folder.toAbsolutePath();
  }

  /** The number {@code option} is given in {@code arguments}, 0 when it is not given. */
  static int numberOf(List<String> arguments, String option) {
    int at = arguments.indexOf(option);
    return at < 0 ? 0 : Integer.parseInt(arguments.get(at + 1));
  }

  private static String plain(double value) {
    return value == Math.rint(value)
        ? String.valueOf((long) value)
        : java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }

  private VllmBenchArguments() {}
}
