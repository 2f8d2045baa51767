package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.testing.ProcessTree;
import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * GuideLLM v0.3.1 (vllm-project/guidellm) as the client under test: the scenario's YAML, in
 * inference-perf's keys as the suite writes it for every client, turned into {@code guidellm
 * benchmark} arguments, run in the report folder, and its result file read by {@link
 * GuideLlmReports}.
 *
 * <p>Where it is: the system property {@value #COMMAND_PROPERTY}, else the environment variable
 * {@value #COMMAND_ENV}, naming the launcher {@code scripts/peers/install-guidellm.sh INSTALL}
 * wrote ({@code INSTALL/bin/guidellm}); a relative path is taken from the current directory. Its
 * version is the tag the installer recorded ({@link RecordedVersion}).
 *
 * <p>Its clock is the wall clock, not the fake's: the suite reads both clocks itself just before
 * the launch and just after the exit ({@link WallClockAnchor}), because only a difference the suite
 * measured, and measured twice to the same value, says where a wall-clock stamp lies on the fake's
 * clock; an offset read off the stamps themselves would absorb the very delays the judges are there
 * to see (in the recorded run, receipt minus start is 75 ms longer for the first request, which
 * opened the connection, than for the others). Every request is then paired with the fake's
 * timelines by its converted start, which must fall after the launch and before the fake received
 * it (the suite's check for every external client). A run whose readings disagree, or a stamp that
 * converts outside the run, is not judged.
 *
 * <p>What it plays: {@code load.type: concurrent} with one stage as {@code --rate-type concurrent
 * --rate C} ({@code synchronous} for one at a time) and {@code --max-requests} the stage's count;
 * {@code constant} and {@code poisson} with one stage as that rate type with {@code --rate R} and
 * {@code --max-requests} rate × duration. It always streams, so a unary scenario, and a load of
 * several stages (one rate per benchmark, each validated anew), are refused as configs it cannot
 * play; so is a scenario whose model fails the requests GuideLLM sends to check the server before
 * its run, since it stops there. The API is chosen by {@code GUIDELLM__PREFERRED_ROUTE}; the
 * tokenizer is the scenario's (a {@code tokenizer.json}'s folder), else the word-level one the test
 * resources ship, given as {@code --processor}; nothing is downloaded ({@code HF_HUB_OFFLINE=1}).
 *
 * <p>Never leaves a process behind: past its time limit ({@value #TIME_LIMIT_PROPERTY} seconds,
 * default 120), on an interrupt, or when the JVM exits mid-run, it and every process it started are
 * killed.
 */
public final class GuideLlmClient implements ClientUnderTest {

  public static final String COMMAND_ENV = "TOKENPACE_GUIDELLM";
  public static final String COMMAND_PROPERTY = "tokenpace.guidellm.command";
  public static final String TIME_LIMIT_PROPERTY = "tokenpace.guidellm.time-limit-seconds";
  public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(120);

  /** Where its console output goes, in the report folder. */
  public static final String OUTPUT_FILE = "guidellm-output.txt";

  /** Its result file, in the report folder. */
  public static final String RESULT_FILE = "guidellm-result.json";

  private static final YAMLMapper YAML = new YAMLMapper();

  /** Scenario tags it cannot play, each with why. */
  private static final Map<String, String> CANNOT_PLAY = new LinkedHashMap<>();

  static {
    CANNOT_PLAY.put(
        "fake-only",
        "the scenario checks the fake model alone and runs no benchmark client, so it says nothing"
            + " about GuideLLM: it is played on the tokenpace run");
    CANNOT_PLAY.put(
        "tokenpace-only",
        "the scenario sets a key only tokenpace has (api.max_event_bytes or load.preconnect),"
            + " which GuideLLM has no option for");
    CANNOT_PLAY.put(
        "needs-transport", "the scenario names tokenpace's HTTP client; GuideLLM has one (httpx)");
    CANNOT_PLAY.put(
        "needs-shards", "GuideLLM cannot split one run across processes and merge their reports");
  }

  /**
   * Fields GuideLLM v0.3.1 does not report: its result keeps per request only the start, the first
   * and last answer-bearing line, the end and token counts (benchmark/benchmark.py:292-333), so no
   * chunks, gaps, way in, schedule or response head; its summary has no error percentage, goodput,
   * token-count mismatches or NTPOT.
   */
  private static final Set<String> NOT_REPORTED =
      Set.of(
          "error_percentage",
          "goodput_metrics",
          "answers_past_max_tokens",
          "token_count_mismatches",
          "normalized_time_per_output_token",
          "events",
          "received_headers",
          "inter_chunk_latency",
          "time_to_first_output_token",
          "schedule_delay",
          "request_latency_from_schedule",
          "achieved_rate",
          "connection",
          "connect_duration",
          "tls_handshake_duration",
          "request_send_duration",
          "time_to_response_head");

  /** Where GuideLLM v0.3.1 defines or stamps a field otherwise (paths under src/guidellm/). */
  private static final Map<String, String> DIFFERENCES =
      Map.of(
          "time_to_first_token",
          "GuideLLM's first token is the first line whose delta.content (chat) or text"
              + " (completions) is not empty (backend/openai.py:626-628, 687-694): the role chunk"
              + " is not a token, and neither is a reasoning chunk, so a reasoning model's time to"
              + " first token is its time to first answer token",
          "time_per_output_token",
          "GuideLLM's time per output token divides the span from the first to the last"
              + " answer-bearing line by N, not N − 1 (benchmark/benchmark.py:354-363); its"
              + " inter-token latency (l. 368-379) is the definition's TPOT",
          "inter_token_latency",
          "GuideLLM keeps no gaps: its inter-token latency is one mean per request,"
              + " (last − first answer-bearing line) / (N − 1) (benchmark/benchmark.py:368-379),"
              + " and its distribution is over those means, not over gaps",
          "request_latency",
          "GuideLLM ends a request at the stamp of the last line it read, the [DONE] line"
              + " included (backend/openai.py:611, 622, 672); a stream that ends without [DONE]"
              + " ends at its last line",
          "output_tokens",
          "GuideLLM takes the server's usage.completion_tokens, else the count it asked for"
              + " (benchmark/aggregator.py:741-753, config.py:153-155), not the answer it read",
          "requests_per_sec",
          "GuideLLM's requests per second is the mean of a rate distribution over its requests'"
              + " start and end times (benchmark/benchmark.py:751-755), not the successes over the"
              + " window from the first start to the last end",
          "output_tokens_per_sec",
          "GuideLLM's output tokens per second is the mean of a rate distribution over its"
              + " requests' token times (benchmark/benchmark.py:796-806), not the successes' tokens"
              + " over the window from the first start to the last end");

  /**
   * Its failure texts are the exception's own words (scheduler/worker.py:365; httpx's for the
   * network) or its timeout sentence (l. 361), matched here by the words each family's exceptions
   * use. A server's error event in the stream is no failure to it: a line without choices is
   * skipped (backend/openai.py:687).
   */
  private static final Map<Pattern, Set<FailureFamily>> LABEL_FAMILIES = new LinkedHashMap<>();

  static {
    LABEL_FAMILIES.put(
        Pattern.compile("^(Server|Client) error '\\d{3}"), Set.of(FailureFamily.HTTP_STATUS));
    LABEL_FAMILIES.put(
        Pattern.compile("timed out|timeout", Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.TIMEOUT));
    LABEL_FAMILIES.put(
        Pattern.compile("incomplete chunked read|peer closed connection", Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.CUT_SHORT));
    LABEL_FAMILIES.put(
        Pattern.compile("Server disconnected without sending a response"),
        Set.of(FailureFamily.REFUSED, FailureFamily.CUT_SHORT));
    LABEL_FAMILIES.put(
        Pattern.compile(
            "All connection attempts failed|Connection refused|Connection reset",
            Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.REFUSED));
    LABEL_FAMILIES.put(
        Pattern.compile("SSL|CERTIFICATE_VERIFY_FAILED|certificate"), Set.of(FailureFamily.TLS));
    LABEL_FAMILIES.put(
        Pattern.compile("Expecting value|Unterminated string|Expecting ',' delimiter|Invalid"),
        Set.of(FailureFamily.MALFORMED));
    LABEL_FAMILIES.put(
        Pattern.compile("^" + GuideLlmReports.INCOMPLETE + "$"), Set.of(FailureFamily.CANCELLED));
  }

  private final List<String> command;
  private final Duration timeLimit;
  private final String version;

  /**
   * @param command the launcher and any leading arguments; {@code benchmark …} is appended
   * @param version what {@link #description()} names
   */
  public GuideLlmClient(List<String> command, Duration timeLimit, String version) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("no GuideLLM command");
    }
    this.command = List.copyOf(command);
    this.timeLimit = timeLimit;
    this.version = version;
  }

  /** GuideLLM as this machine names it, or empty when neither property nor variable is set. */
  public static Optional<GuideLlmClient> fromEnvironment() {
    String launcher = PeerSettings.command(COMMAND_PROPERTY, COMMAND_ENV).orElse(null);
    if (launcher == null) {
      return Optional.empty();
    }
    // Absolute: it runs in the report folder, where a relative path would name nothing.
    String absolute =
        launcher.contains("/") ? Path.of(launcher).toAbsolutePath().toString() : launcher;
    return Optional.of(
        new GuideLlmClient(
            List.of(absolute),
            timeLimit(),
            RecordedVersion.of(Path.of(absolute), "guidellm").orElse("(version unknown)")));
  }

  private static Duration timeLimit() {
    return PeerSettings.timeLimit(TIME_LIMIT_PROPERTY, DEFAULT_TIME_LIMIT);
  }

  @Override
  public String description() {
    return "GuideLLM " + version;
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

  /**
   * Its medians and percentiles are the first value whose cumulative share reaches the rank
   * (objects/statistics.py:139, 158-168), not numpy's linear interpolation the definitions use.
   */
  static final String NEAREST_RANK =
      "; its median and percentiles are the first value whose cumulative share reaches the rank"
          + " (objects/statistics.py:139, 158-168), not an interpolation between the two nearest";

  private static final Set<String> DISTRIBUTIONS =
      Set.of(
          "time_to_first_token",
          "time_per_output_token",
          "inter_token_latency",
          "request_latency",
          "output_tokens_per_sec");

  @Override
  public Optional<String> differsOn(String reportKey) {
    return Optional.ofNullable(DIFFERENCES.get(reportKey))
        .map(d -> DISTRIBUTIONS.contains(reportKey) ? d + NEAREST_RANK : d);
  }

  @Override
  public boolean reports(String reportKey) {
    return !NOT_REPORTED.contains(reportKey);
  }

  /** Per request it gives no gaps at all, only their mean (benchmark/benchmark.py:368-379). */
  @Override
  public boolean reportsForEachRequest(String reportKey) {
    return reports(reportKey) && !"inter_token_latency".equals(reportKey);
  }

  @Override
  public Set<FailureFamily> familiesOf(String label) {
    if (label == null) {
      return Set.of();
    }
    if (label.isBlank()) {
      // httpx's read, write and connect timeouts carry no words: httpcore maps anyio's bare
      // TimeoutError (httpcore/_backends/anyio.py:27), and GuideLLM keeps str(exc) (worker.py:365)
      return Set.of(FailureFamily.TIMEOUT);
    }
    for (Map.Entry<Pattern, Set<FailureFamily>> family : LABEL_FAMILIES.entrySet()) {
      if (family.getKey().matcher(label).find()) {
        return family.getValue();
      }
    }
    return Set.of();
  }

  @Override
  public Optional<String> playsOtherwise(String loadType) {
    return Optional.ofNullable(
        switch (loadType) {
          case "constant" ->
              "GuideLLM plays a constant rate R as floor(R) requests at once, then one every 1/R"
                  + " seconds from 1/R on (scheduler/strategy.py:398-412)";
          case "poisson" ->
              "GuideLLM plays a Poisson rate R as floor(R) requests at once, then exponential gaps"
                  + " (scheduler/strategy.py:466-481)";
          default -> null;
        });
  }

  /**
   * It checks the server with two requests of its own before the run (benchmark/entrypoints.py:71,
   * scheduler/worker.py:289), which its result leaves out: the suite waits for those timelines too.
   */
  @Override
  public int requestsBeforeTheRun() {
    return 2;
  }

  /** Its failure texts are httpx's and Python's own. */
  @Override
  public boolean wordsFailuresAsTokenpace() {
    return false;
  }

  @Override
  public RunReport run(Path config, Path reportDir, List<String> options) {
    if (!options.isEmpty()) {
      throw new IllegalArgumentException("GuideLLM has no client options, asked for " + options);
    }
    JsonNode scenario;
    try {
      scenario = YAML.readTree(config.toFile());
      Files.createDirectories(reportDir);
    } catch (IOException e) {
      throw new ClientFailure("cannot read the config " + config + " for GuideLLM", e);
    }
    Path result = reportDir.toAbsolutePath().resolve(RESULT_FILE);
    GuideLlmInvocation invocation = GuideLlmInvocation.of(scenario, result);
    Path output = reportDir.resolve(OUTPUT_FILE);
    WallClockAnchor.Reading before = WallClockAnchor.Reading.now();
    int exit = runToEnd(invocation, reportDir, output);
    WallClockAnchor.Reading after = WallClockAnchor.Reading.now();
    List<String> lines = InferencePerfClient.lastLines(output);
    String last = "\n--- its last lines (" + output + ") ---\n" + String.join("\n", lines);
    if (exit != 0 && failedItsValidation(output)) {
      throw new ConfigRefused(
          "GuideLLM checks the server with requests of its own before the run and stops when one"
              + " fails (benchmark/entrypoints.py:71, backend/backend.py:122-148), as the model"
              + " this scenario scripts makes it: "
              + InferencePerfClient.uncaughtTraceback(output).orElse("(no exception line)"));
    }
    if (exit != 0) {
      throw new ClientFailure(
          "GuideLLM exited with code "
              + exit
              + InferencePerfClient.uncaughtTraceback(output)
                  .map(c -> " after an uncaught Python exception: " + c)
                  .orElse(lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1).strip())
              + last);
    }
    try {
      return GuideLlmReports.read(result, WallClockAnchor.between(before, after));
    } catch (UnreadableReport e) {
      throw new ClientFailure("GuideLLM left no readable result: " + e.getMessage() + last, e);
    }
  }

  /** Whether its traceback passes through its check of the server ({@code backend.validate()}). */
  static boolean failedItsValidation(Path output) {
    try {
      return Files.isRegularFile(output)
          && Files.readString(output).contains("backend.validate()")
          && InferencePerfClient.uncaughtTraceback(output).isPresent();
    } catch (IOException e) {
      return false;
    }
  }

  /** Runs it to its end, or kills it and its children; returns its exit code. */
  private int runToEnd(GuideLlmInvocation invocation, Path reportDir, Path output) {
    List<String> argv = new ArrayList<>(command);
    argv.addAll(invocation.arguments());
    ProcessBuilder builder =
        new ProcessBuilder(argv)
            .directory(reportDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile());
    builder.environment().putAll(invocation.environment());
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new ClientFailure("cannot start GuideLLM " + argv + ": " + e.getMessage(), e);
    }
    Thread reaper = new Thread(() -> ProcessTree.kill(process.toHandle()), "guidellm-reaper");
    Runtime.getRuntime().addShutdownHook(reaper);
    try {
      process.getOutputStream().close(); // it reads nothing
      if (!process.waitFor(timeLimit.toMillis(), TimeUnit.MILLISECONDS)) {
        int killed = ProcessTree.kill(process.toHandle());
        throw new ClientFailure(
            "GuideLLM did not finish within "
                + timeLimit.toMillis() / 1000.0
                + " s ("
                + TIME_LIMIT_PROPERTY
                + "); killed it (pid "
                + process.pid()
                + ") and "
                + killed
                + " process(es) it started\n--- its last lines ("
                + output
                + ") ---\n"
                + String.join("\n", InferencePerfClient.lastLines(output)));
      }
      return process.exitValue();
    } catch (InterruptedException e) {
      ProcessTree.kill(process.toHandle());
      Thread.currentThread().interrupt();
      throw new ClientFailure(
          "interrupted while GuideLLM ran; killed it (pid " + process.pid() + ")", e);
    } catch (IOException e) {
      ProcessTree.kill(process.toHandle());
      throw new UncheckedIOException(e);
    } catch (RuntimeException | Error e) {
      ProcessTree.kill(process.toHandle());
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(reaper);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or about to: it kills the tree
      }
    }
  }
}
