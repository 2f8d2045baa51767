package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ConfigRefused;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * GuideLLM's command line for one scenario: the arguments after the launcher, and the environment
 * the run is given; what GuideLLM has no way to play is refused with why.
 */
record GuideLlmInvocation(List<String> arguments, Map<String, String> environment) {

  /** How many answer tokens every synthetic request asks for (the suite's scripts set the rest). */
  static final int OUTPUT_TOKENS = 5;

  /** The prompt length asked for when the scenario names none ({@code data: mock}). */
  static final int MOCK_PROMPT_TOKENS = 8;

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * The scenario's YAML as GuideLLM's command line, writing its result to {@code result}.
   *
   * @throws ConfigRefused for what GuideLLM has no way to play
   */
  static GuideLlmInvocation of(JsonNode scenario, Path result) {
    JsonNode api = scenario.path("api");
    if (!api.path("streaming").asBoolean(false)) {
      throw new ConfigRefused(
          "GuideLLM always streams (backend/openai.py:460); the scenario asks for unary answers");
    }
    String route =
        switch (api.path("type").asText("chat").toLowerCase(Locale.ROOT)) {
          case "chat" -> "chat_completions";
          case "completion" -> "text_completions";
          default ->
              throw new ConfigRefused(
                  "GuideLLM has no API '" + api.path("type").asText() + "' (chat or completion)");
        };
    JsonNode server = scenario.path("server");
    List<String> args = new ArrayList<>();
    args.add("benchmark");
    args.add("--target");
    args.add(stripSlash(server.path("base_url").asText()));
    args.add("--model");
    args.add(server.path("model_name").asText());
    args.add("--processor");
    args.add(tokenizerFolder(scenario).toString());
    args.add("--data");
    args.add("prompt_tokens=" + promptTokens(scenario) + ",output_tokens=" + OUTPUT_TOKENS);
    args.addAll(load(scenario.path("load")));
    args.add("--random-seed");
    args.add(String.valueOf(scenario.path("load").path("base_seed").asLong(42)));
    args.add("--backend-args");
    args.add(backendArgs(scenario).toString());
    args.add("--disable-progress");
    args.add("--output-path");
    args.add(result.toString());

    Map<String, String> env = PeerProcess.offlinePythonEnvironment();
    env.put("GUIDELLM__PREFERRED_ROUTE", route);
    JsonNode cap = scenario.path("load").path("worker_max_concurrency");
    if (cap.canConvertToInt() && cap.asInt() > 0) {
      // the cap on requests in flight for a rate (scheduler/strategy.py:96, config.py:138)
      env.put("GUIDELLM__MAX_CONCURRENCY", String.valueOf(cap.asInt()));
    }
    JsonNode pem = server.path("cert_path");
    if (pem.isTextual()) {
      env.put("SSL_CERT_FILE", pem.asText());
    }
    return new GuideLlmInvocation(List.copyOf(args), Map.copyOf(env));
  }

  /**
   * How many worker processes its scheduler starts for the scenario's load, each checking the
   * server first: one for a synchronous run; for a concurrent one, one per stream up to its limit;
   * for a rate, the limit (scheduler/scheduler.py:216-219, scheduler/strategy.py:146, 232, 74). The
   * limit is the machine's cores less one, at least 10 (config.py:139-141).
   */
  static int workerProcesses(JsonNode load) {
    int limit = Math.max(Runtime.getRuntime().availableProcessors() - 1, 10);
    JsonNode stage = load.path("stages").path(0);
    return switch (load.path("type").asText("")) {
      case "concurrent" -> Math.max(1, Math.min(stage.path("concurrency_level").asInt(1), limit));
      case "constant", "poisson" -> limit;
      default -> 1;
    };
  }

  /** {@code --rate-type}, {@code --rate} and {@code --max-requests} of the scenario's load. */
  private static List<String> load(JsonNode load) {
    String type = load.path("type").asText("");
    JsonNode stages = load.path("stages");
    if (stages.size() != 1) {
      throw new ConfigRefused(
          "GuideLLM runs one rate per benchmark and validates the server before each, so a load"
              + " of "
              + stages.size()
              + " stages is not one run it can play");
    }
    JsonNode stage = stages.get(0);
    return switch (type) {
      case "concurrent" -> {
        int streams = stage.path("concurrency_level").asInt(0);
        int requests = stage.path("num_requests").asInt(0);
        if (streams < 1 || requests < 1) {
          throw new ConfigRefused("a concurrent stage needs concurrency_level and num_requests");
        }
        yield streams == 1
            ? List.of("--rate-type", "synchronous", "--max-requests", String.valueOf(requests))
            : List.of(
                "--rate-type",
                "concurrent",
                "--rate",
                String.valueOf(streams),
                "--max-requests",
                String.valueOf(requests));
      }
      case "constant", "poisson" -> {
        double rate = stage.path("rate").asDouble(0);
        double duration = stage.path("duration").asDouble(0);
        long requests = Math.round(rate * duration);
        if (rate <= 0 || requests < 1) {
          throw new ConfigRefused("a " + type + " stage needs a rate and a duration");
        }
        yield List.of(
            "--rate-type",
            type,
            "--rate",
            BigDecimal.valueOf(rate).stripTrailingZeros().toPlainString(),
            "--max-requests",
            String.valueOf(requests));
      }
      default -> throw new ConfigRefused("GuideLLM has no load type '" + type + "'");
    };
  }

  /**
   * The request timeout in seconds, fractions kept, as its backend takes it (backend/openai.py:92);
   * its setting {@code GUIDELLM__REQUEST_TIMEOUT} is whole seconds (config.py:134).
   */
  private static ObjectNode backendArgs(JsonNode scenario) {
    ObjectNode args = JSON.createObjectNode();
    JsonNode timeout = scenario.path("load").path("request_timeout");
    if (timeout.isNumber()) {
      args.put("timeout", timeout.asDouble());
    }
    return args;
  }

  private static int promptTokens(JsonNode scenario) {
    JsonNode data = scenario.path("data");
    if (!"random".equals(data.path("type").asText())) {
      return MOCK_PROMPT_TOKENS;
    }
    int mean = data.path("input_distribution").path("mean").asInt(0);
    if (mean > LONGEST_PROMPT_TOKENS) {
      throw new ConfigRefused(
          "GuideLLM builds a synthetic prompt by a binary search that tokenizes up to four times"
              + " its length at every step (dataset/synthetic.py:196-219); a prompt of "
              + mean
              + " tokens had not been built after 4.5 minutes on the suite's machine");
    }
    return mean > 0 ? mean : MOCK_PROMPT_TOKENS;
  }

  /** Above this, its synthetic prompt takes minutes to build before any request is sent. */
  static final int LONGEST_PROMPT_TOKENS = 100_000;

  /** The scenario's tokenizer as a folder (transformers loads folders), else the word-level one. */
  static Path tokenizerFolder(JsonNode scenario) {
    JsonNode named = scenario.path("tokenizer").path("pretrained_model_name_or_path");
    if (named.isTextual() && !named.asText().isBlank()) {
      Path path = Path.of(named.asText()).toAbsolutePath();
      return path.getFileName().toString().equals("tokenizer.json") ? path.getParent() : path;
    }
    return WordLevelTokenizer.folder();
  }

  private static String stripSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
