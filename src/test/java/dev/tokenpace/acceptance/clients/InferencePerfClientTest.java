package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tokenpace.acceptance.clients.ClientUnderTest.ClientFailure;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * InferencePerfClient against small shell scripts standing in for a misbehaving inference-perf. No
 * test sleeps: each waits on the process the client ran.
 */
class InferencePerfClientTest {

  private static final Path CAPTURED_REPORT =
      Path.of("src/test/resources/inference-perf/chat-streaming/report").toAbsolutePath();

  @TempDir Path temp;
  private Path config;
  private Path reportDir;

  @BeforeEach
  void scenario() throws IOException {
    config = Files.writeString(temp.resolve("bench.yaml"), "api:\n  type: chat\n");
    reportDir = Files.createDirectories(temp.resolve("report"));
  }

  @Test
  void aConfigItRefusesAsUnsupportedIsOneItCannotPlayNotACrash() {
    List<String> lastLines =
        List.of(
            "2026-12-01 09:24:39,502 - inference_perf.main - INFO - Using random data",
            "Exception: Unsupported API type type=<APIType.Chat: 'chat'> streaming=True");

    assertThat(InferencePerfClient.refusal(lastLines))
        .contains("Unsupported API type type=<APIType.Chat: 'chat'> streaming=True");
    assertThat(InferencePerfClient.refusal(List.of("Traceback (most recent call last):")))
        .isEmpty();
  }

  @Test
  void aValueItsConfigModelRefusesIsOneItCannotPlayWithTheFieldNamed() {
    // inference-perf 7de5ef2 on a scenario's prompts file (tokenpace's data.type file)
    List<String> lastLines =
        List.of(
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for Config",
            "data.type",
            "  Input should be 'mock', 'shareGPT' or 'random' [type=enum, input_value='file',"
                + " input_type=str]",
            "    For further information visit https://errors.pydantic.dev/2.13/v/enum");

    assertThat(InferencePerfClient.refusal(lastLines))
        .contains(
            "data.type: Input should be 'mock', 'shareGPT' or 'random' [input_value='file',"
                + " input_type=str]");
  }

  @Test
  void aRequestErrorItLoggedIsNoCrashEvenWithItsCauseChainedUnderIt() throws Exception {
    // Written by inference-perf 7de5ef2 against a port nobody listened on: it logs the error, then
    // Python prints the cause and the exception it raised, and the run goes on.
    Path output =
        Path.of(
            InferencePerfClientTest.class
                .getResource("/inference-perf/output/logged-connection-refused.txt")
                .toURI());

    assertThat(PythonOutput.uncaughtTraceback(output)).isEmpty();
  }

  @Test
  void aClientThatHangsIsKilledWithEveryProcessItStartedSoonAfterItsLimit() throws IOException {
    Path pids = temp.resolve("pids");
    Path script =
        script(
            "hangs",
            "echo $$ > " + pids,
            "sleep 600 & echo $! >> " + pids,
            "sh -c 'sleep 600 & echo $! >> " + pids + "; wait' &",
            "echo $! >> " + pids,
            "echo waiting for ever",
            "wait");
    Duration limit = Duration.ofMillis(1500);
    long started = System.nanoTime();

    ClientFailure failure =
        catchThrowableOfType(
            ClientFailure.class, () -> client(script, limit).run(config, reportDir, List.of()));

    Duration took = Duration.ofNanos(System.nanoTime() - started);
    assertThat(failure.getMessage())
        .contains("did not finish within 1.5 s", "killed it", "waiting for ever");
    assertThat(took).isGreaterThanOrEqualTo(limit).isLessThan(limit.plusSeconds(10));
    List<Long> started4 = Files.readAllLines(pids).stream().map(Long::parseLong).toList();
    assertThat(started4).hasSize(4); // the script, its sleep, its sh and that sh's sleep
    for (long pid : started4) {
      assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive))
          .as("process %d is gone", pid)
          .isEmpty();
    }
  }

  @Test
  void aTracebackAndExitOneIsAFailureNamingTheException() throws IOException {
    Path script =
        script(
            "crashes",
            "echo 'starting'",
            "echo 'Traceback (most recent call last):'",
            "echo '  File \"/venv/inference_perf/main.py\", line 3, in main'",
            "echo 'TypeError: Non-multiprocessing run() only supports StandardLoadStage'",
            "exit 1");

    assertThatThrownBy(() -> client(script).run(config, reportDir, List.of()))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("exited with code 1")
        .hasMessageContaining(
            "uncaught Python exception: TypeError: Non-multiprocessing run() only supports")
        .hasMessageContaining("starting");
  }

  @Test
  void anUncaughtTracebackIsAFailureEvenWhenItExitsZero() throws IOException {
    Path script =
        script(
            "crashes-quietly",
            "cp " + CAPTURED_REPORT + "/* .",
            "echo 'Process Process-1:'",
            "echo 'Traceback (most recent call last):'",
            "echo '  File \"worker.py\", line 9, in run'",
            "echo 'RuntimeError: worker died'");

    assertThatThrownBy(() -> client(script).run(config, reportDir, List.of()))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("exited 0 but printed an uncaught Python exception: RuntimeError");
  }

  @Test
  void aRequestErrorItLoggedWithItsTracebackIsNoCrash() throws IOException {
    // what inference-perf prints for a refused connection (logger.error(..., exc_info=True))
    Path script =
        script(
            "logs-a-request-error",
            "[ \"$1\" = -c ] && [ -f \"$2\" ] || exit 9",
            "cp " + CAPTURED_REPORT + "/* .",
            "echo '2026-12-01 09:24:39,502 - inference_perf.client.modelserver.openai_client -"
                + " ERROR - Client error during request:'",
            "echo 'Traceback (most recent call last):'",
            "echo '  File \"openai_client.py\", line 1, in process_request'",
            "echo 'aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host'");

    RunReport report = client(script).run(config, reportDir, List.of());

    assertThat(report.requests()).hasSize(3);
    assertThat(reportDir.resolve(InferencePerfClient.OUTPUT_FILE)).exists();
  }

  @Test
  void exitingZeroWithoutAReportIsAFailure() throws IOException {
    Path script = script("writes-nothing", "echo 'all done'");

    assertThatThrownBy(() -> client(script).run(config, reportDir, List.of()))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("left no readable report: no report files")
        .hasMessageContaining("all done");
  }

  @Test
  void aPartialReportFileIsAFailure() throws IOException {
    Path script =
        script(
            "writes-half",
            "mkdir -p reports-20261201-100000",
            "cp " + CAPTURED_REPORT + "/summary_lifecycle_metrics.json reports-20261201-100000/",
            "head -c 700 "
                + CAPTURED_REPORT
                + "/per_request_lifecycle_metrics.json > reports-20261201-100000/"
                + InferencePerfReports.PER_REQUEST);

    assertThatThrownBy(() -> client(script).run(config, reportDir, List.of()))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("left no readable report")
        .hasMessageContaining("per_request_lifecycle_metrics.json is not complete JSON");
  }

  @Test
  void aNonZeroExitWithoutATracebackSaysItsCode() throws IOException {
    Path script = script("exits-3", "echo 'bad config: load.stages'", "exit 3");

    assertThatThrownBy(() -> client(script).run(config, reportDir, List.of()))
        .isInstanceOf(ClientFailure.class)
        .hasMessageContaining("exited with code 3")
        .hasMessageContaining("bad config: load.stages");
  }

  @Test
  void anInterruptedRunKillsTheClient() throws IOException {
    Path script = script("hangs-too", "sleep 600");

    Thread.currentThread().interrupt();
    ClientFailure failure =
        catchThrowableOfType(
            ClientFailure.class,
            () -> client(script, Duration.ofMinutes(5)).run(config, reportDir, List.of()));

    assertThat(Thread.interrupted()).as("the interrupt is kept").isTrue();
    assertThat(failure.getMessage()).contains("interrupted");
    Matcher pid = Pattern.compile("pid (\\d+)").matcher(failure.getMessage());
    assertThat(pid.find()).isTrue();
    assertThat(ProcessHandle.of(Long.parseLong(pid.group(1))).filter(ProcessHandle::isAlive))
        .isEmpty();
  }

  @Test
  void scenariosItCannotPlayAreNamedWithAReason() {
    InferencePerfClient client = client(Path.of("/nonexistent"));

    assertThat(client.cannotPlay(List.of("@tokenpace-only")))
        .hasValueSatisfying(r -> assertThat(r).contains("load.preconnect", "api.max_event_bytes"));
    assertThat(client.cannotPlay(List.of("@smoke", "@needs-transport")))
        .hasValueSatisfying(r -> assertThat(r).contains("HTTP client"));
    assertThat(client.cannotPlay(List.of("needs-shards"))).isPresent();
    assertThat(client.cannotPlay(List.of("@fake", "@fake-only")))
        .hasValueSatisfying(r -> assertThat(r).contains("runs no benchmark client"));
    assertThat(client.cannotPlay(List.of("@smoke", "@timing"))).isEmpty();
  }

  @Test
  void itsDescriptionNamesTheVersionGivenElseTheInstalledOnesElseSaysUnknown() throws IOException {
    assertThat(
            new InferencePerfClient(List.of("x"), Duration.ofSeconds(1), "7de5ef2").description())
        .isEqualTo("inference-perf 7de5ef2");
    Path notPython = script("not-python", "true");
    assertThat(
            new InferencePerfClient(List.of(notPython.toString()), Duration.ofSeconds(1), null)
                .description())
        .isEqualTo("inference-perf (version unknown)");
    Path python = temp.resolve("venv/bin/python3.11");
    Path console = Files.writeString(temp.resolve("inference-perf"), "#!" + python + "\n");
    assertThat(InferencePerfVersion.interpreterOf(console)).hasValue(python);
  }

  @Test
  void itsDescriptionNamesTheVersionItsInstallerRecorded() throws IOException {
    Path bin = Files.createDirectories(temp.resolve("install/bin"));
    Path launcher = Files.writeString(bin.resolve("inference-perf"), "#!/bin/sh\n");
    Files.writeString(
        temp.resolve("install").resolve(RecordedVersion.FILE_NAME), "inference-perf 7de5ef2\n");

    assertThat(
            new InferencePerfClient(List.of(launcher.toString()), Duration.ofSeconds(1), null)
                .description())
        .isEqualTo("inference-perf 7de5ef2");
  }

  private InferencePerfClient client(Path script) {
    return client(script, Duration.ofSeconds(60));
  }

  private static InferencePerfClient client(Path script, Duration limit) {
    return new InferencePerfClient(List.of(script.toString()), limit, "test");
  }

  private Path script(String name, String... lines) throws IOException {
    Path script = temp.resolve(name + ".sh");
    Files.writeString(script, "#!/bin/sh\n" + String.join("\n", lines) + "\n");
    Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
    return script;
  }
}
