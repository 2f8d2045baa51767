package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Parsing, help and exit codes; nothing here sends a request. */
class MainTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int execute(String... args) {
    return TypedCommand.execute(out, err, args);
  }

  @Test
  void unknownOptionIsBadInputOnOneLine() {
    assertThat(execute("run", "--config", "x.yaml", "--bogus")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "tokenpace run: Unknown option: '--bogus' (see 'tokenpace run --help')"
                + System.lineSeparator());
  }

  @Test
  void unknownCommandIsBadInput() {
    assertThat(execute("runn")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "tokenpace: Unmatched argument at index 0: 'runn' — did you mean 'run'? (see 'tokenpace"
                + " --help')"
                + System.lineSeparator());
  }

  /** Arguments a command refuses, each with what its one-line error must say. */
  static Stream<Arguments> badInputSaysWhy() {
    return Stream.of(
        badInput("Missing required option: '--config=FILE'", "run"),
        badInput("'25O ms' is not a duration; write e.g. 50ms, 2s", "calibrate", "--gap", "25O ms"),
        badInput(
            "--concurrency and --chunks must be >= 1, --gap and --rehearsals >= 0 and --duration >"
                + " 0",
            "calibrate",
            "--rehearsals",
            "-1"),
        badInput(
            "unknown transport 'carrier-pigeon' (expected jdk or nio)",
            "calibrate",
            "--transport",
            "carrier-pigeon"),
        badInput(
            "profile file not found: 'no/such/profile.json'",
            "fake",
            "--profile",
            "no/such/profile.json"),
        badInput(
            "no summary_lifecycle_metrics.json in 'no/such/dir': not a report folder",
            "report",
            "no/such/dir"));
  }

  private static Arguments badInput(String message, String... args) {
    return Arguments.of(Named.of(String.join(" ", args), args), message);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource
  void badInputSaysWhy(String[] args, String message) {
    assertThat(execute(args)).isEqualTo(2);
    assertThat(err.toString()).contains(message);
  }

  @Test
  void missingConfigFileIsBadInput() {
    assertThat(execute("run", "--config", "no/such/bench.yaml")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "tokenpace run: config file not found: 'no/such/bench.yaml'" + System.lineSeparator());
  }

  /** bench.yaml in {@code dir}: a server on 127.0.0.1:8000 (model m), then {@code load}. */
  private static Path benchYaml(Path dir, String load) throws IOException {
    return Files.writeString(
        dir.resolve("bench.yaml"),
        "server: {base_url: \"http://127.0.0.1:8000\", model_name: m}\n" + load);
  }

  @Test
  void configErrorIsBadInputNamingKeyAndLine(@TempDir Path dir) throws IOException {
    Path config =
        benchYaml(
            dir,
            """
            load:
              stages:
                - rat: 5
                  duration: 10
            """);

    assertThat(execute("run", "--config", config.toString())).isEqualTo(2);
    assertThat(err.toString())
        .contains(
            "tokenpace run: unknown key 'load.stages[0].rat' at "
                + config
                + ":4:7 — did you mean 'rate'?")
        .doesNotContain("\tat ");
  }

  /** Absurd values from issue 15: each exits 2 with one line, before any request. */
  static Stream<Arguments> absurdConfigValues() {
    return Stream.of(
        Arguments.of(
            "load: {stages: [{rate: 1e9, duration: 10}]}\n",
            "'load.stages[0].rate' × 'load.stages[0].duration' must be at most 1000000 requests"
                + " per stage, got 1.0E9/s × 10.0 s = 10000000000 at BENCH:2:24"),
        Arguments.of(
            "load: {stages: [{rate: 1e8, duration: 100}]}\n",
            "'load.stages[0].rate' × 'load.stages[0].duration' must be at most 1000000 requests"
                + " per stage, got 1.0E8/s × 100.0 s = 10000000000 at BENCH:2:24"),
        Arguments.of(
            "load: {stages: [{rate: 1, duration: 1}, {rate: 0.2, duration: 2}]}\n",
            "'load.stages[1].rate' × 'load.stages[1].duration' must make at least 1 request, got"
                + " 0.2/s × 2.0 s = 0.4, which rounds to 0 requests at BENCH:2:48"),
        Arguments.of(
            "api: {max_response_events: 0}\nload: {stages: [{rate: 1, duration: 1}]}\n",
            "'api.max_response_events' must be >= 1, got 0 at BENCH:2:28"),
        Arguments.of(
            "load: {stages: [{rate: 1, duration: 1e9}]}\n",
            "'load.stages[0].duration' must be at most 86400 s, got 1.0E9 s at BENCH:2:37"),
        Arguments.of(
            "load: {interval: 1e9, stages: [{rate: 1, duration: 1}]}\n",
            "'load.interval' must be at most 3600 s, got 1.0E9 s at BENCH:2:18"),
        Arguments.of(
            "load: {stages: [{concurrency_level: 2e9, num_requests: 10}]}\n",
            "'load.stages[0].concurrency_level' must be at most 10000 requests in flight, got"
                + " 2000000000 at BENCH:2:37"),
        Arguments.of(
            "load: {stages: [{rate: .nan, duration: 1}]}\n",
            "'load.stages[0].rate' must be a finite number, got '.nan' at BENCH:2:24"),
        Arguments.of(
            "load: {stages: [{rate: 1, duration: .inf}]}\n",
            "'load.stages[0].duration' must be a finite number, got '.inf' at BENCH:2:37"),
        Arguments.of(
            "api: {headers: {X-Tenant: \"a\\r\\nX-Evil: 1\"}}\n"
                + "load: {stages: [{rate: 1, duration: 1}]}\n",
            "'api.headers.X-Tenant' must not contain control characters, found CR (U+000D) at"
                + " character 2 at BENCH:2:27"));
  }

  @ParameterizedTest
  @MethodSource
  void absurdConfigValues(String load, String message, @TempDir Path dir) throws IOException {
    Path config = benchYaml(dir, load);

    assertThat(execute("run", "--config", config.toString())).isEqualTo(2);
    assertThat(err.toString().lines().filter(line -> !line.startsWith("warning: ")))
        .containsExactly("tokenpace run: " + message.replace("BENCH", config.toString()));
  }

  @Test
  void aConfigThatIsNotUtf8IsPlaced(@TempDir Path dir) throws IOException {
    Path config = benchYaml(dir, "load: {stages: [{rate: 1, duration: 1}]}\n");
    Files.write(
        config,
        "# caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1),
        java.nio.file.StandardOpenOption.APPEND);

    assertThat(execute("run", "--config", config.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "tokenpace run: config is not UTF-8 text: byte 0xE9 cannot be decoded at "
                + config
                + ":3:6 — save the file as UTF-8"
                + System.lineSeparator());
  }

  @Test
  void aDirectoryAsConfigIsNamedAsOne(@TempDir Path dir) {
    assertThat(execute("run", "--config", dir.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "tokenpace run: config '"
                + dir
                + "' is a directory, not a file"
                + System.lineSeparator());
  }

  @Test
  void unwritableOutputDirectoryIsBadInput(@TempDir Path dir) throws IOException {
    Path config =
        benchYaml(
            dir,
            """
            load: {stages: [{rate: 1, duration: 1}]}
            """);
    Path aFile = Files.writeString(dir.resolve("a-file"), "");

    assertThat(
            execute(
                "run",
                "--config",
                config.toString(),
                "--output",
                aFile.resolve("reports").toString()))
        .isEqualTo(2);
    assertThat(err.toString())
        .contains("cannot write reports to '" + aFile.resolve("reports") + "'");
  }

  @Test
  void noCommandShowsUsageAsBadInput() {
    assertThat(execute()).isEqualTo(2);
    assertThat(err.toString())
        .contains("Usage: tokenpace")
        .contains("run")
        .contains("demo")
        .contains("fake")
        .contains("calibrate");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "run", "demo", "fake", "report", "calibrate"})
  void everyCommandHasHelpAndVersion(String command) {
    String[] help = command.isEmpty() ? new String[] {"--help"} : new String[] {command, "--help"};
    String[] version =
        command.isEmpty() ? new String[] {"--version"} : new String[] {command, "--version"};

    assertThat(execute(help)).isZero();
    assertThat(out.toString())
        .startsWith("Usage: tokenpace" + (command.isEmpty() ? "" : " " + command));
    assertThat(execute(version)).isZero();
    assertThat(out.toString()).contains("tokenpace ").contains("Java 17");
  }

  @Test
  void rootHelpListsExitCodes() {
    execute("--help");

    assertThat(out.toString()).contains("Exit codes:").contains("130").contains("bad input");
  }

  @Test
  void runHelpNamesItsOptions() {
    execute("run", "--help");

    assertThat(out.toString()).contains("--config=FILE").contains("--output=DIR");
  }

  @Test
  void calibrateMeasuresAndPrintsOneRowPerLevel() {
    assertThat(
            execute(
                "calibrate",
                "--concurrency",
                "1,2",
                "--chunks",
                "3",
                "--gap",
                "5ms",
                "--duration",
                "100ms"))
        .isEqualTo(0);
    assertThat(out.toString()).contains("delivery");
  }

  @Test
  void portOutOfRangeIsBadInput() {
    assertThat(execute("fake", "--port", "70000")).isEqualTo(2);
  }

  @Test
  void aPortAnotherProcessHoldsIsOneLineAndBadInput() throws java.io.IOException {
    try (java.net.ServerSocket taken =
        new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();

      assertThat(execute("fake", "--port", Integer.toString(port))).isEqualTo(2);
      assertThat(err.toString().lines())
          .singleElement()
          .asString()
          .isEqualTo(
              "tokenpace fake: cannot listen on 127.0.0.1:"
                  + port
                  + ": another process holds the port (--port N picks another, --port 0 a free"
                  + " one)");
    }
  }
}
