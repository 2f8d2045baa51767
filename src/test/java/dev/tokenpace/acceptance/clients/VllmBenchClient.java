package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.VllmBenchReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.timeline.Timeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
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
    return PeerSettings.launcher(COMMAND_PROPERTY, COMMAND_ENV)
        .map(
            launcher ->
                new VllmBenchClient(
                    List.of(launcher),
                    PeerSettings.timeLimit(TIME_LIMIT_PROPERTY, DEFAULT_TIME_LIMIT)));
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
    return ClientUnderTest.firstReasonFor(VllmBenchClaims.CANNOT_PLAY, scenarioTags);
  }

  @Override
  public Optional<String> windowsTheRunOtherwise() {
    return Optional.of(
        "vLLM's benchmark_serving.py keeps no request's start; its benchmark_duration, by which it"
            + " also divides its throughputs, is a window of its own, from before it sends the"
            + " first request to after it has gathered the last (benchmark_serving.py:654, 697,"
            + " 523)");
  }

  @Override
  public boolean reports(String reportKey) {
    return !VllmBenchClaims.NOT_REPORTED.contains(reportKey);
  }

  @Override
  public boolean reportsForEachRequest(String reportKey) {
    return reports(reportKey) && !VllmBenchClaims.RUN_LEVEL_ONLY.contains(reportKey);
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
    return Optional.ofNullable(VllmBenchClaims.DIFFERENCES.get(reportKey));
  }

  @Override
  public Set<FailureFamily> familiesOf(String label) {
    if (label == null || label.isBlank()) {
      return Set.of();
    }
    Set<FailureFamily> families = VllmBenchClaims.EXCEPTION_FAMILIES.get(label);
    if (families != null) {
      return families;
    }
    if (label.startsWith(VllmBenchClaims.NO_VALID_CHUNK)) {
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

  @Override
  public Optional<String> promptsOtherwise(String dataType) {
    return dataType.equals("mock")
        ? Optional.of(
            "vLLM's benchmark_serving.py sends random prompts of "
                + VllmBenchArguments.MOCK_PROMPT_TOKENS
                + " tokens of its own (--dataset-name random), after a test request of its own,"
                + " not the scenario's four prompts")
        : Optional.empty();
  }

  /** Its messages are aiohttp's reason phrases and Python's tracebacks. */
  @Override
  public boolean wordsFailuresAsTokenpace() {
    return false;
  }

  /** Its test request (benchmark_serving.py:579-605), which the result file leaves out. */
  @Override
  public int requestsBeforeTheRun(String configYaml) {
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
    List<String> arguments =
        VllmBenchArguments.arguments(tree, resultDir, WordLevelTokenizer.folder());
    // its run would prove no pairing whatever it reports: not judged without the minute it takes
    VllmBenchPairing.requireProvable(
        VllmBenchArguments.numberOf(arguments, "--num-prompts"),
        VllmBenchArguments.numberOf(arguments, "--max-concurrency"));
    argv.addAll(arguments);
    Map<String, String> env = PeerProcess.offlinePythonEnvironment();
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
