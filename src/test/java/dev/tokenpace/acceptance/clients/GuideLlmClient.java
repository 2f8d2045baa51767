package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
    return PeerSettings.launcher(COMMAND_PROPERTY, COMMAND_ENV)
        .map(
            launcher ->
                new GuideLlmClient(
                    List.of(launcher),
                    timeLimit(),
                    RecordedVersion.of(Path.of(launcher), "guidellm").orElse("(version unknown)")));
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
    return ClientUnderTest.firstReasonFor(GuideLlmClaims.CANNOT_PLAY, scenarioTags);
  }

  @Override
  public Optional<String> differsOn(String reportKey) {
    return Optional.ofNullable(GuideLlmClaims.DIFFERENCES.get(reportKey))
        .map(
            d ->
                GuideLlmClaims.DISTRIBUTIONS.contains(reportKey)
                    ? d + GuideLlmClaims.NEAREST_RANK
                    : d);
  }

  @Override
  public boolean reports(String reportKey) {
    return !GuideLlmClaims.NOT_REPORTED.contains(reportKey);
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
      // TimeoutError (httpcore/_backends/anyio.py:27), and GuideLLM keeps str(exc) (worker.py:365);
      // a connection reset mid-answer reads as httpx's ReadError, as bare (in-po-words:9 on
      // GuideLLM v0.3.1: "" for every reset), so the blank is its word for either
      return Set.of(FailureFamily.TIMEOUT, FailureFamily.CUT_SHORT);
    }
    for (Map.Entry<Pattern, Set<FailureFamily>> family : GuideLlmClaims.LABEL_FAMILIES.entrySet()) {
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

  @Override
  public Optional<String> startsOtherwise() {
    return Optional.of(
        "GuideLLM stamps a request's start (backend/openai.py:603) before it builds its HTTP"
            + " client, a worker's first time (l. 404-409: httpx.AsyncClient and its TLS"
            + " context), so that worker's first time to first token and latency include it");
  }

  @Override
  public Optional<String> promptsOtherwise(String dataType) {
    // random data is played as synthetic prompts too (GuideLlmInvocation.promptTokens)
    return Optional.of(
        "GuideLLM sends synthetic prompts of its own, cut from a source text to its tokenizer's"
            + " count (--data prompt_tokens=…, dataset/synthetic.py:196-219), after two"
            + " validation requests of its own, not the scenario's prompts");
  }

  /**
   * It checks the server with a request of its own before the run (benchmark/entrypoints.py:71),
   * and again from each worker process as it starts (scheduler/worker.py:289), which its result
   * leaves out: the suite waits for those timelines too.
   */
  @Override
  public int requestsBeforeTheRun(String configYaml) {
    try {
      return 1 + GuideLlmInvocation.workerProcesses(YAML.readTree(configYaml).path("load"));
    } catch (IOException e) {
      throw new UncheckedIOException("the scenario's config is not YAML", e);
    }
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
    int exit;
    try {
      exit = runToEnd(invocation, reportDir, output);
    } catch (ClientFailure stopped) {
      if (aCheckFailedBeforeItHung(output)) {
        throw new ConfigRefused(
            "GuideLLM checks the server from each worker process before the run"
                + " (scheduler/worker.py:289), and the model this scenario scripts left such a"
                + " check unanswered until it failed (backend/openai.py:386 logged it); GuideLLM"
                + " then waits on the worker it lost and never ends: "
                + stopped.getMessage());
      }
      throw stopped;
    }
    WallClockAnchor.Reading after = WallClockAnchor.Reading.now();
    List<String> lines = PythonOutput.lastLines(output);
    String last = "\n--- its last lines (" + output + ") ---\n" + String.join("\n", lines);
    if (exit != 0 && failedItsValidation(output)) {
      throw new ConfigRefused(
          "GuideLLM checks the server with requests of its own before the run and stops when one"
              + " fails (benchmark/entrypoints.py:71, backend/backend.py:122-148), as the model"
              + " this scenario scripts makes it: "
              + PythonOutput.uncaughtTraceback(output).orElse("(no exception line)"));
    }
    if (exit != 0 && aWorkersCheckWasRefused(output)) {
      throw new ConfigRefused(
          "GuideLLM checks the server again from each worker process before the run"
              + " (scheduler/worker.py:289), and the model this scenario scripts answers that"
              + " request with an HTTP error status; raised by raise_for_status"
              + " (backend/openai.py:608), the error cannot cross back to the main process, as"
              + " httpx's HTTPStatusError takes keyword-only arguments, so its process pool breaks"
              + " (scheduler/scheduler.py:156) and it dies without naming the status: "
              + PythonOutput.uncaughtTraceback(output).orElse("(no exception line)"));
    }
    if (exit != 0) {
      throw new ClientFailure(
          "GuideLLM exited with code "
              + exit
              + PythonOutput.uncaughtTraceback(output)
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
    return anyLine(output, line -> line.contains("backend.validate()"))
        && PythonOutput.uncaughtTraceback(output).isPresent();
  }

  /**
   * Whether it died of an HTTP error status raised in a worker process: the one request a worker
   * makes outside its per-request error handling is its check of the server
   * (scheduler/worker.py:289, 364-366 turn every other error into the request's error text).
   */
  static boolean aWorkersCheckWasRefused(Path output) {
    return anyLine(output, line -> line.contains(UNPICKLABLE_STATUS_ERROR))
        && PythonOutput.uncaughtTraceback(output).isPresent();
  }

  /**
   * Whether, stopped at the time limit, it had logged its check of the server failing: the request
   * it sends with "Test connection" (backend/backend.py:139), logged as failed by its backend
   * (backend/openai.py:386).
   */
  static boolean aCheckFailedBeforeItHung(Path output) {
    return anyLine(output, line -> line.contains(CHECK_REQUEST) && line.contains(" failed: "));
  }

  private static boolean anyLine(Path output, java.util.function.Predicate<String> said) {
    try {
      return Files.isRegularFile(output) && Files.readAllLines(output).stream().anyMatch(said);
    } catch (IOException e) {
      return false;
    }
  }

  private static final String CHECK_REQUEST = "'content': 'Test connection'";

  private static final String UNPICKLABLE_STATUS_ERROR =
      "HTTPStatusError.__init__() missing 2 required keyword-only arguments";

  /** Runs it to its end, or kills it and its children; returns its exit code. */
  private int runToEnd(GuideLlmInvocation invocation, Path reportDir, Path output) {
    List<String> argv = new ArrayList<>(command);
    argv.addAll(invocation.arguments());
    return PeerProcess.runToEnd(
        argv,
        reportDir,
        output,
        invocation.environment(),
        timeLimit,
        "GuideLLM",
        TIME_LIMIT_PROPERTY);
  }
}
