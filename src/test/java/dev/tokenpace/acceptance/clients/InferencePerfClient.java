package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tokenpace.acceptance.clients.ClientUnderTest.ConfigRefused;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.RunReport;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * inference-perf (kubernetes-sigs/inference-perf) as the client under test: its console script run
 * on the scenario's YAML ({@code inference-perf -c FILE}) in the report folder, its report read by
 * {@link InferencePerfReports}.
 *
 * <p>Where it is: the system property {@value #COMMAND_PROPERTY}, else the environment variable
 * {@value #COMMAND_ENV}, naming the console script (e.g. {@code INSTALL/bin/inference-perf}, where
 * {@code scripts/peers/install-inference-perf.sh INSTALL} put it); a relative path is taken from
 * the current directory.
 *
 * <p>Its version, for {@link #description()}, is read from the install: the commit or tag its
 * installer recorded ({@link RecordedVersion}), which names the code better than the package
 * version (7de5ef2 and its neighbours are all "0.5.0"); else the installed package's version, read
 * with {@code importlib.metadata} (the metadata {@code pip show inference-perf} prints) by the
 * Python interpreter the script's {@code #!} line names; else "version unknown".
 *
 * <p>The YAML must make it runnable here: {@code tokenizer.pretrained_model_name_or_path} a local
 * folder holding a {@code tokenizer.json} (it builds a Hugging Face tokenizer even for {@code data:
 * mock}, from the model name when none is given, and nothing may be downloaded: the run is given
 * {@code HF_HUB_OFFLINE=1}); {@code load.num_workers: 1} (0 cannot play a concurrent load at
 * 7de5ef2; more costs start-up seconds); {@code report.request_lifecycle.per_request: true}; {@code
 * storage.local_storage.path} relative (inside the report folder) or inside it.
 *
 * <p>Never leaves a process behind: past its time limit ({@value #TIME_LIMIT_PROPERTY} seconds,
 * default 120), on an interrupt, or when the JVM exits mid-run, the script and every process it
 * started are killed.
 */
public final class InferencePerfClient implements ClientUnderTest {

  public static final String COMMAND_ENV = "TOKENPACE_INFERENCE_PERF";
  public static final String COMMAND_PROPERTY = "tokenpace.inference-perf.command";
  public static final String TIME_LIMIT_PROPERTY = "tokenpace.inference-perf.time-limit-seconds";
  public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(120);

  /** Where its console output goes, in the report folder (it is not one of its report files). */
  public static final String OUTPUT_FILE = "inference-perf-output.txt";

  private static final YAMLMapper YAML = new YAMLMapper();

  private static final String TOKENIZER_FILE = "tokenizer.json";

  @Override
  public Optional<String> differsOn(String reportKey) {
    return Optional.ofNullable(InferencePerfClaims.DIFFERENCES.get(reportKey));
  }

  @Override
  public boolean reports(String reportKey) {
    return !InferencePerfClaims.NOT_REPORTED.contains(reportKey);
  }

  @Override
  public Optional<String> stampsOtherwise(String reportKey) {
    return "request_latency".equals(reportKey)
        ? Optional.of(InferencePerfClaims.DIFFERENCES.get(reportKey))
        : Optional.empty();
  }

  /** Schedule delay only as the run's distribution (reportgen/base.py:477): no scheduled time. */
  @Override
  public boolean reportsForEachRequest(String reportKey) {
    return reports(reportKey) && !"schedule_delay".equals(reportKey);
  }

  @Override
  public Set<FailureFamily> familiesOf(String label) {
    if (label == null) {
      return Set.of();
    }
    if (label.matches("\\d{3} - .*")) {
      return Set.of(FailureFamily.HTTP_STATUS);
    }
    return InferencePerfClaims.LABEL_FAMILIES.getOrDefault(
        label.toLowerCase(java.util.Locale.ROOT), Set.of());
  }

  @Override
  public Optional<String> playsOtherwise(String loadType) {
    return Optional.ofNullable(
        switch (loadType) {
          case "concurrent" ->
              "inference-perf plays a concurrent stage as a ramp, num_requests requests over one"
                  + " second, at most concurrency_level in flight (main.py:142-149,"
                  + " loadgen/load_generator.py:1044-1047)";
          case "constant" ->
              "inference-perf plays a constant rate with random exponential gaps between requests"
                  + " (loadgen/load_timer.py:54)";
          default -> null;
        });
  }

  @Override
  public Optional<String> promptsOtherwise(String dataType) {
    return dataType.equals("mock")
        ? Optional.of(
            "inference-perf's mock data is a prompt of its own per request, \"mock prompt 0\","
                + " \"mock prompt 1\", … (\"1 2 3 0\", … for completions;"
                + " datagen/synthetic/mock_datagen.py:39-43), not the scenario's four prompts")
        : Optional.empty();
  }

  /**
   * Its messages are aiohttp's and Python's own ("Cannot connect to host …", "Request timed out").
   */
  @Override
  public boolean wordsFailuresAsTokenpace() {
    return false;
  }

  private final List<String> command;
  private volatile String installed;
  private final Duration timeLimit;
  private final String version;

  /**
   * @param command the console script and any leading arguments; {@code -c CONFIG} is appended
   * @param version what {@link #description()} names, or null to ask the installation
   */
  public InferencePerfClient(List<String> command, Duration timeLimit, String version) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("no inference-perf command");
    }
    this.command = List.copyOf(command);
    this.timeLimit = timeLimit;
    this.version = version;
  }

  /**
   * inference-perf as this machine names it ({@value #COMMAND_PROPERTY}, else {@value
   * #COMMAND_ENV}), or empty when neither is set.
   */
  public static Optional<InferencePerfClient> fromEnvironment() {
    return PeerSettings.launcher(COMMAND_PROPERTY, COMMAND_ENV)
        .map(
            script ->
                new InferencePerfClient(
                    List.of(script),
                    PeerSettings.timeLimit(TIME_LIMIT_PROPERTY, DEFAULT_TIME_LIMIT),
                    null));
  }

  @Override
  public String description() {
    if (installed == null) {
      // Asked once: the console script's Python takes about a second to start, and every scenario
      // names its client twice.
      installed = version != null ? version : InferencePerfVersion.of(Path.of(command.get(0)));
    }
    return "inference-perf " + installed;
  }

  @Override
  public Optional<String> cannotPlay(Collection<String> scenarioTags) {
    return ClientUnderTest.firstReasonFor(InferencePerfClaims.CANNOT_PLAY, scenarioTags);
  }

  @Override
  public RunReport run(Path config, Path reportDir, List<String> options) {
    if (!options.isEmpty()) {
      throw new IllegalArgumentException(
          "inference-perf has no client options, asked for " + options);
    }
    if (!Files.isRegularFile(config)) {
      throw new IllegalArgumentException("no config file " + config);
    }
    Path runnable;
    try {
      Files.createDirectories(reportDir);
      runnable = withTokenizer(config);
    } catch (IOException e) {
      throw new ClientFailure("cannot prepare the config " + config + " for inference-perf", e);
    }
    Path output = reportDir.resolve(OUTPUT_FILE);
    int exit = runToEnd(runnable.toAbsolutePath(), reportDir, output, trustedCertificates(config));
    List<String> lines = PythonOutput.lastLines(output);
    String last = "\n--- its last lines (" + output + ") ---\n" + String.join("\n", lines);
    Optional<String> crash = PythonOutput.uncaughtTraceback(output);
    Optional<String> refusal = refusal(lines);
    if (exit != 0 && refusal.isPresent()) {
      throw new ConfigRefused("inference-perf refuses the config: " + refusal.get());
    }
    if (exit != 0) {
      throw new ClientFailure(
          "inference-perf exited with code "
              + exit
              + crash
                  .map(c -> " after an uncaught Python exception: " + c)
                  .orElse(lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1).strip())
              + last);
    }
    if (crash.isPresent()) {
      throw new ClientFailure(
          "inference-perf exited 0 but printed an uncaught Python exception: "
              + crash.get()
              + last);
    }
    try {
      return InferencePerfReports.read(reportDir);
    } catch (UnreadableReport e) {
      throw new ClientFailure(
          "inference-perf left no readable report: " + e.getMessage() + last, e);
    }
  }

  /**
   * Its own "not supported" checks, which stop it before any request: {@code Unsupported API type}
   * (random data with the chat API, datagen/random_datagen.py at 7de5ef2) and the like.
   */
  private static final Pattern REFUSAL = Pattern.compile("\\b(Unsupported|not supported)\\b.*");

  /**
   * Its config model's own refusal (pydantic, config.py): a key or value it has no such thing as,
   * e.g. {@code data.type: file}. The field's path and pydantic's words follow on the next lines.
   */
  private static final Pattern INVALID_CONFIG =
      Pattern.compile("ValidationError: \\d+ validation errors? for Config");

  private static final int MOST_WORDS = 160;

  static Optional<String> refusal(List<String> lastLines) {
    for (int i = 0; i < lastLines.size() - 2; i++) {
      if (INVALID_CONFIG.matcher(lastLines.get(i)).find()) {
        String why = lastLines.get(i + 2).strip().replaceFirst(" \\[type=[^,]*, ", " [");
        return Optional.of(shortened(lastLines.get(i + 1).strip() + ": " + why));
      }
    }
    // the last: a traceback quotes the raising source line before the exception's own message
    for (int i = lastLines.size() - 1; i >= 0; i--) {
      Matcher refused = REFUSAL.matcher(lastLines.get(i));
      if (refused.find()) {
        return Optional.of(shortened(refused.group().strip()));
      }
    }
    return Optional.empty();
  }

  private static String shortened(String why) {
    return why.length() > MOST_WORDS ? why.substring(0, MOST_WORDS - 3) + "…" : why;
  }

  /**
   * The config as inference-perf can run it. It always counts with a Hugging Face tokenizer (and
   * would download one named after the model without a path), so a scenario that names none, and
   * counts words, is given {@link WordLevelTokenizer}: one word, one token, no special tokens. The
   * scenario's own file is left as it was; this copy sits beside it.
   */
  static Path withTokenizer(Path config) throws IOException {
    ObjectNode tree = (ObjectNode) YAML.readTree(config.toFile());
    JsonNode named = tree.path("tokenizer").path("pretrained_model_name_or_path");
    if (named.isTextual() && !named.asText().endsWith(TOKENIZER_FILE)) {
      return config;
    }
    // tokenpace takes a tokenizer.json or its folder; inference-perf (transformers) only a folder.
    Path folder =
        named.isTextual() ? Path.of(named.asText()).getParent() : WordLevelTokenizer.folder();
    tree.putObject("tokenizer").put("pretrained_model_name_or_path", folder.toString());
    Path copy = config.resolveSibling("config.inference-perf.yaml");
    YAML.writeValue(copy.toFile(), tree);
    return copy;
  }

  /**
   * The certificates the scenario trusts ({@code server.cert_path}, tokenpace's meaning). In
   * inference-perf that key is a client certificate, used only with {@code key_path}; its client
   * trusts the system's store, so a user trusting a private CA points OpenSSL's {@code
   * SSL_CERT_FILE} at it, and so does the suite.
   */
  private static Optional<String> trustedCertificates(Path config) {
    try {
      JsonNode pem = YAML.readTree(config.toFile()).path("server").path("cert_path");
      return pem.isTextual() ? Optional.of(pem.asText()) : Optional.empty();
    } catch (IOException e) {
      throw new ClientFailure("cannot read the config " + config, e);
    }
  }

  /** Runs the script to its end, or kills it and its children; returns its exit code. */
  private int runToEnd(Path config, Path reportDir, Path output, Optional<String> trusted) {
    List<String> argv = new ArrayList<>(command);
    argv.add("-c");
    argv.add(config.toString());
    Map<String, String> env = PeerProcess.offlinePythonEnvironment();
    trusted.ifPresent(pem -> env.put("SSL_CERT_FILE", pem));
    return PeerProcess.runToEnd(
        argv, reportDir, output, env, timeLimit, "inference-perf", TIME_LIMIT_PROPERTY);
  }
}
