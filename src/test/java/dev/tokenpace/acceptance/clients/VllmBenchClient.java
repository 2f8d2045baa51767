package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.VllmBenchReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.Timeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * vLLM's serving benchmark ({@code benchmarks/benchmark_serving.py}, the script many repositories
 * copy) as the client under test: the scenario's YAML turned into its command line, run in the
 * report folder, its result file read by {@link VllmBenchReports} and its requests placed on the
 * fake's timelines by {@link VllmBenchPairing}.
 *
 * <p>Where it is: the system property {@value #COMMAND_PROPERTY}, else the environment variable
 * {@value #COMMAND_ENV}, naming a launcher that runs the script with the Python it was installed
 * for and passes its arguments through ({@code INSTALL/bin/vllm-bench-serving}, where {@code
 * scripts/peers/install-vllm-bench.sh INSTALL} put it); a relative path is taken from the current
 * directory. Its version is the commit its installer recorded ({@link RecordedVersion}).
 *
 * <p>Read from vLLM at commit e7ef74e26e (the last weeks the script ran without the vllm package);
 * every claim below names its source line there. The run is given {@code HF_HUB_OFFLINE=1} and a
 * local tokenizer folder (the scenario's, else the word-level one the tests ship: one word, one
 * token), because it builds a Hugging Face tokenizer for its random prompts and nothing may be
 * downloaded.
 */
public final class VllmBenchClient implements ClientUnderTest {

  public static final String COMMAND_ENV = "TOKENPACE_VLLM_BENCH";
  public static final String COMMAND_PROPERTY = "tokenpace.vllm-bench.command";
  public static final String TIME_LIMIT_PROPERTY = "tokenpace.vllm-bench.time-limit-seconds";
  public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(120);

  /** Where its console output goes, in the report folder. */
  public static final String OUTPUT_FILE = "vllm-bench-output.txt";

  static final String NAME = "vllm-bench";

  private static final YAMLMapper YAML = new YAMLMapper();

  /** What it prints when its test request fails, before it raises (benchmark_serving.py:601). */
  static final String TEST_FAILED = "Initial test run failed";

  /** Scenario tags it cannot play, each with why, in the product's words. */
  private static final Map<String, String> CANNOT_PLAY = new LinkedHashMap<>();

  static {
    CANNOT_PLAY.put(
        "fake-only",
        "the scenario checks the fake model alone and runs no benchmark client, so it says nothing"
            + " about vLLM's benchmark_serving.py: it is played on the tokenpace run");
    CANNOT_PLAY.put(
        "tokenpace-only",
        "the scenario sets a key only tokenpace has (api.max_event_bytes or load.preconnect),"
            + " which vLLM's benchmark_serving.py has no option for");
    CANNOT_PLAY.put(
        "needs-transport",
        "the scenario names tokenpace's HTTP client; vLLM's benchmark_serving.py has aiohttp");
    CANNOT_PLAY.put(
        "needs-shards",
        "vLLM's benchmark_serving.py cannot split one run across processes and merge the results");
  }

  /**
   * The fields its result file does not have at all (benchmark_serving.py:726-742 and 978-1003 list
   * every key it writes): no way in, no inter-chunk latency, no time to first output token, no
   * schedule (so no schedule delay or latency from schedule), no normalized time per output token,
   * no error percentage, no token-count mismatches, no response headers, no achieved rate, and no
   * goodput unless given its own {@code --goodput}, which the suite does not map.
   */
  private static final Set<String> NOT_REPORTED =
      Set.of(
          "error_percentage",
          "token_count_mismatches",
          "received_headers",
          "inter_chunk_latency",
          "time_to_first_output_token",
          "normalized_time_per_output_token",
          "schedule_delay",
          "request_latency_from_schedule",
          "achieved_rate",
          "goodput_metrics",
          "answers_past_max_tokens",
          "connection",
          "connect_duration",
          "tls_handshake_duration",
          "request_send_duration",
          "time_to_response_head");

  /**
   * Fields it gives only as the run's distribution (mean, median, std, percentiles): a request's
   * latency and time per output token are computed (benchmark_serving.py:478-486) but the file
   * keeps only {@code ttfts} and {@code itls} per request (l. 738-739).
   */
  private static final Set<String> RUN_LEVEL_ONLY =
      Set.of("request_latency", "time_per_output_token");

  /** Where it measures otherwise than docs/metrics.md, each read from its code at e7ef74e26e. */
  private static final Map<String, String> DIFFERENCES =
      Map.of(
          "time_to_first_token",
          "vLLM's benchmark_serving.py stamps its time to first token at the first chunk with"
              + " choices, whatever it carries (backend_request_func.py:394-398 chat, 290-298"
              + " completions), so the role chunk, which has no text, is its first token",
          "inter_token_latency",
          "vLLM's benchmark_serving.py takes one gap per chunk with choices after the first"
              + " (backend_request_func.py:401-403 chat, 302-304 completions): the gap to the"
              + " first text after the role chunk and the gap to the finish chunk are samples,"
              + " and a chunk of several tokens is one sample",
          "request_latency",
          "vLLM's benchmark_serving.py ends a chat request at its last data line before [DONE],"
              + " usage chunk included (backend_request_func.py:411-415), a completions request"
              + " at its last chunk with choices (l. 306, 319); it writes request latency only as"
              + " the run's mean, median, std and percentiles (e2el)",
          "time_per_output_token",
          "vLLM's benchmark_serving.py divides (latency - ttft) by (output tokens - 1)"
              + " (benchmark_serving.py:478-481), its ttft at the role chunk and its output"
              + " tokens the server's usage count; it writes it only as the run's distribution",
          "count",
          "vLLM's benchmark_serving.py calls any 200 answer it read to the end a success"
              + " (backend_request_func.py:414 chat; completions: any chunk with choices, l. 311):"
              + " it skips a line without choices, an error event among them (l. 394), and checks"
              + " neither the content type nor a finish reason or [DONE]; a byte that is not UTF-8"
              + " (l. 388) or a line past aiohttp's limit fails the whole request",
          "output_tokens",
          "vLLM's benchmark_serving.py counts no tokens in a chunk: a request's output tokens are"
              + " the server's usage.completion_tokens (backend_request_func.py:406-409), and 0"
              + " when the server sends no usage (output_tokens defaults to 0, l. 40, so its"
              + " tokenizer fallback at benchmark_serving.py:467 never runs)");

  /**
   * Its failure words (backend_request_func.py:417, 422): a status other than 200 gives the
   * response's reason phrase; anything raised gives the traceback, labelled by the exception's
   * class. aiohttp's classes name one family each, except an OS error, which a refused connect and
   * a reset mid-answer both raise.
   */
  private static final Map<String, Set<FailureFamily>> EXCEPTION_FAMILIES =
      Map.ofEntries(
          Map.entry("ClientPayloadError", Set.of(FailureFamily.CUT_SHORT)),
          Map.entry("ServerDisconnectedError", Set.of(FailureFamily.CUT_SHORT)),
          Map.entry("ClientOSError", Set.of(FailureFamily.CUT_SHORT, FailureFamily.REFUSED)),
          Map.entry("ClientConnectorError", Set.of(FailureFamily.REFUSED)),
          Map.entry("ClientConnectionError", Set.of(FailureFamily.REFUSED)),
          Map.entry("ClientConnectorCertificateError", Set.of(FailureFamily.TLS)),
          Map.entry("ClientConnectorSSLError", Set.of(FailureFamily.TLS)),
          Map.entry("ClientSSLError", Set.of(FailureFamily.TLS)),
          Map.entry("SSLCertVerificationError", Set.of(FailureFamily.TLS)),
          // a whole JSON answer or a web page read as lines of a stream fails to parse (l. 392)
          // or lacks the delta it indexes (l. 395): malformed to it, what the suite calls not a
          // stream
          Map.entry("JSONDecodeError", Set.of(FailureFamily.MALFORMED, FailureFamily.NOT_A_STREAM)),
          Map.entry("UnicodeDecodeError", Set.of(FailureFamily.MALFORMED)),
          // a chunk without the shape it indexes (choices[0]["delta"], l. 395)
          Map.entry("KeyError", Set.of(FailureFamily.MALFORMED, FailureFamily.NOT_A_STREAM)),
          Map.entry("TimeoutError", Set.of(FailureFamily.TIMEOUT)),
          Map.entry("ServerTimeoutError", Set.of(FailureFamily.TIMEOUT)));

  /**
   * Its completions backend's words for a 200 answer that brought no chunk with choices (l.
   * 315-317): a stream cut before its first chunk, one of error events only, or no stream.
   */
  static final String NO_VALID_CHUNK = "Never received a valid chunk to calculate TTFT.";

  private final List<String> command;
  private final Duration timeLimit;
  private volatile String installed;

  /**
   * @param command the launcher and any leading arguments; the run's arguments are appended
   */
  public VllmBenchClient(List<String> command, Duration timeLimit) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("no vllm-bench command");
    }
    this.command = List.copyOf(command);
    this.timeLimit = timeLimit;
  }

  /**
   * vLLM's benchmark as this machine names it ({@value #COMMAND_PROPERTY}, else {@value
   * #COMMAND_ENV}), or empty when neither is set.
   */
  public static Optional<VllmBenchClient> fromEnvironment() {
    // Absolute: the launcher runs in the report folder, where a relative path would name nothing.
    return configuredCommand()
        .map(
            launcher ->
                new VllmBenchClient(
                    List.of(
                        launcher.contains("/")
                            ? Path.of(launcher).toAbsolutePath().toString()
                            : launcher),
                    configuredTimeLimit()));
  }

  /** The launcher the property or environment names, if any. */
  public static Optional<String> configuredCommand() {
    return PeerSettings.command(COMMAND_PROPERTY, COMMAND_ENV);
  }

  static Duration configuredTimeLimit() {
    return PeerSettings.timeLimit(TIME_LIMIT_PROPERTY, DEFAULT_TIME_LIMIT);
  }

  @Override
  public String description() {
    if (installed == null) {
      installed = RecordedVersion.of(Path.of(command.get(0)), NAME).orElse("(version unknown)");
    }
    return NAME + " " + installed;
  }

  @Override
  public Optional<String> cannotPlay(Collection<String> scenarioTags) {
    for (String tag : scenarioTags) {
      String reason = CANNOT_PLAY.get(tag.startsWith("@") ? tag.substring(1) : tag);
      if (reason != null) {
        return Optional.of(reason);
      }
    }
    return Optional.empty();
  }

  @Override
  public boolean reports(String reportKey) {
    return !NOT_REPORTED.contains(reportKey);
  }

  @Override
  public boolean reportsForEachRequest(String reportKey) {
    return reports(reportKey) && !RUN_LEVEL_ONLY.contains(reportKey);
  }

  /**
   * Its summary gives each metric's mean, median, std and the percentiles asked for
   * (benchmark_serving.py:527-546, {@value VllmBenchArguments#PERCENTILES} here), no minimum or
   * maximum.
   */
  @Override
  public boolean reportsStatistic(String reportKey, String statistic) {
    return reports(reportKey)
        && (statistic.equals("mean")
            || statistic.equals("median")
            || List.of(VllmBenchArguments.PERCENTILES.split(",")).contains(statistic.substring(1)));
  }

  @Override
  public Optional<String> differsOn(String reportKey) {
    return Optional.ofNullable(DIFFERENCES.get(reportKey));
  }

  @Override
  public Set<FailureFamily> familiesOf(String label) {
    if (label == null || label.isBlank()) {
      return Set.of();
    }
    Set<FailureFamily> families = EXCEPTION_FAMILIES.get(label);
    if (families != null) {
      return families;
    }
    if (label.startsWith(NO_VALID_CHUNK)) {
      return Set.of(FailureFamily.CUT_SHORT, FailureFamily.ERROR_EVENT, FailureFamily.NOT_A_STREAM);
    }
    // any other label is a reason phrase ("Service Unavailable", "Internal Server Error"), unless
    // it is one word naming an exception class
    boolean exception = label.matches("[A-Za-z_][A-Za-z0-9_]*(Error|Exception|Warning)");
    return label.matches("[A-Za-z][A-Za-z' -]*") && !exception
        ? Set.of(FailureFamily.HTTP_STATUS)
        : Set.of();
  }

  @Override
  public Optional<String> playsOtherwise(String loadType) {
    return Optional.ofNullable(
        switch (loadType) {
          case "constant" ->
              "vLLM's benchmark_serving.py has no constant rate: it plays it with random gaps"
                  + " drawn from a gamma distribution (benchmark_serving.py:440), here of shape "
                  + VllmBenchArguments.CONSTANT_BURSTINESS
                  + " (--burstiness), so they spread by a tenth of the mean gap";
          default -> null;
        });
  }

  /** Its messages are aiohttp's reason phrases and Python's tracebacks. */
  @Override
  public boolean wordsFailuresAsTokenpace() {
    return false;
  }

  /** Its test request (benchmark_serving.py:579-605), which the result file leaves out. */
  @Override
  public int requestsBeforeTheRun() {
    return 1;
  }

  @Override
  public Optional<RunReport> placedOn(
      RunReport report, List<Timeline> timelines, long launchedNanos) {
    return Optional.of(VllmBenchPairing.placed(report, timelines, launchedNanos));
  }

  @Override
  public RunReport run(Path config, Path reportDir, List<String> options) {
    if (!options.isEmpty()) {
      throw new IllegalArgumentException(
          "vLLM's benchmark_serving.py has no client options, asked for " + options);
    }
    JsonNode tree;
    try {
      tree = YAML.readTree(config.toFile());
      Files.createDirectories(reportDir);
    } catch (IOException e) {
      throw new ClientFailure("cannot read the config " + config + " for vllm-bench", e);
    }
    Path resultDir = reportDir.toAbsolutePath();
    List<String> argv = new ArrayList<>(command);
    argv.addAll(VllmBenchArguments.arguments(tree, resultDir, VllmBenchArguments.wordTokenizer()));
    Map<String, String> env = new LinkedHashMap<>();
    env.put("HF_HUB_OFFLINE", "1"); // its tokenizer is a local folder: never fetch one
    env.put("TRANSFORMERS_OFFLINE", "1");
    env.put("HF_DATASETS_OFFLINE", "1");
    env.put("PYTHONUNBUFFERED", "1"); // its last lines are in the file when it is killed
    env.put("TERM", "dumb");
    // aiohttp trusts OpenSSL's default store, which SSL_CERT_FILE points at a private CA's file
    JsonNode pem = tree.path("server").path("cert_path");
    if (pem.isTextual()) {
      env.put("SSL_CERT_FILE", Path.of(pem.asText()).toAbsolutePath().toString());
    }
    Path output = reportDir.resolve(OUTPUT_FILE);
    int exit =
        PeerProcess.runToEnd(
            argv,
            reportDir,
            output,
            env,
            timeLimit,
            "vLLM's benchmark_serving.py",
            TIME_LIMIT_PROPERTY);
    List<String> lines = PeerProcess.lines(output);
    Optional<String> testFailed =
        lines.stream().filter(l -> l.contains(TEST_FAILED)).map(String::strip).findFirst();
    if (exit != 0 && testFailed.isPresent()) {
      throw new ConfigRefused(
          "vLLM's benchmark_serving.py stops when its test request, the first it sends, fails"
              + " (benchmark_serving.py:599-603): "
              + abbreviate(testFailed.get()));
    }
    if (exit != 0) {
      throw new ClientFailure(
          "vLLM's benchmark_serving.py exited with code "
              + exit
              + exceptionLine(lines).map(l -> ": " + l).orElse("")
              + PeerProcess.lastLinesOf(output));
    }
    try {
      return VllmBenchReports.read(resultDir.resolve(VllmBenchReports.RESULT_FILE));
    } catch (UnreadableReport e) {
      throw new ClientFailure(
          "vLLM's benchmark_serving.py left no readable result: "
              + e.getMessage()
              + PeerProcess.lastLinesOf(output),
          e);
    }
  }

  /** The exception line of the last traceback it printed, if any. */
  static Optional<String> exceptionLine(List<String> lines) {
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (lines.get(i).strip().equals(VllmBenchReports.TRACEBACK)) {
        for (int j = i + 1; j < lines.size(); j++) {
          String line = lines.get(j);
          if (!Character.isWhitespace(line.charAt(0))) {
            return Optional.of(abbreviate(line.strip()));
          }
        }
      }
    }
    return Optional.empty();
  }

  private static String abbreviate(String text) {
    return text.length() > 300 ? text.substring(0, 297) + "…" : text;
  }
}
