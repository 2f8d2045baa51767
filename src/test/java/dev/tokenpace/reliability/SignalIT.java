package dev.tokenpace.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.http.HttpHeader;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.testing.Await;
import dev.tokenpace.testing.ProcessTree;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code tokenpace run} as a real process, interrupted mid-run by SIGINT / SIGTERM: exit 130 / 143,
 * every report file written and valid JSON, the requests in flight recorded as cancelled failures,
 * no stack trace for the user. The fake runs in this JVM; its slow streams keep requests in flight.
 * Started without JVM options, the run plays in a child JVM on ZGC, so the signal sent to the
 * process the user started is passed on.
 *
 * <p>Each case has a fake of its own, so it counts only its own run's requests, and stops its run's
 * whole process tree when it ends, passed or failed: a run left behind would go on sending.
 */
class SignalIT {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Until two of the run's requests reach the fake: two JVMs start, the second on ZGC, and load
   * their classes; on a crowded two-core runner that has taken over 30 s.
   */
  private static final Duration RUN_UNDER_WAY = Duration.ofSeconds(120);

  /** Until the signalled run has written its reports and exited. */
  private static final Duration EXIT_AFTER_SIGNAL = Duration.ofSeconds(60);

  private StreamingFake fake;
  private Process run;

  /** The run's child JVM, once seen: stopped too should the run it belongs to be gone first. */
  private final List<ProcessHandle> runChildren = new ArrayList<>();

  @BeforeEach
  void startFake() {
    fake = StreamingFake.start();
    Profile.Builder slow = Profile.builder().role();
    for (int i = 0; i < 40; i++) {
      slow.after(Duration.ofMillis(500)).content(" w" + i);
    }
    fake.serveByDefault(slow.finish("stop").done().build());
  }

  @AfterEach
  void stopRunAndFake() {
    try {
      if (run != null) {
        ProcessTree.kill(run.toHandle());
      }
      runChildren.forEach(ProcessTree::kill);
    } finally {
      fake.close();
    }
  }

  @ParameterizedTest(name = "SIG{0} → exit {1}")
  @CsvSource({"INT, 130", "TERM, 143"})
  void anInterruptedRunWritesEveryReportAndRecordsInFlightRequestsAsCancelled(
      String signal, int exitCode, @TempDir Path dir) throws Exception {
    assumeFalse(
        "INT".equals(signal) && inheritsIgnoredInterrupt(),
        "SIGINT is ignored in this process (a background job of a shell without job control),"
            + " and the run it starts inherits that: it cannot be interrupted by SIGINT here");
    Path reports = dir.resolve("reports");
    Path config =
        Files.writeString(
            dir.resolve("bench.yaml"),
            """
            api: {type: chat, streaming: true}
            server: {type: vllm, base_url: "%s", model_name: slow}
            load:
              type: concurrent
              stages:
                - {concurrency_level: 2, num_requests: 6}
            data: {type: mock}
            report:
              request_lifecycle: {summary: true, per_stage: true, per_request: true}
            storage:
              local_storage: {path: "%s"}
            """
                .formatted(fake.baseUrl(), reports));
    CompletableFuture<Void> twoInFlight = requestsReceived(2);
    String marker = "sig-" + signal; // names the case's processes in ps
    Path stderr = dir.resolve("stderr.txt");
    run =
        new ProcessBuilder(
                javaBinary(),
                "-cp",
                "target/classes" + File.pathSeparator + System.getProperty("java.class.path"),
                "-D" + marker,
                "dev.tokenpace.cli.Main",
                "run",
                // What is signalled is the run; the warm-up before it (against a fake of its own)
                // is not what this test is about and would only add seconds of CPU before it.
                "--no-warm-up",
                "--config",
                config.toString())
            .redirectOutput(dir.resolve("stdout.txt").toFile())
            .redirectError(stderr.toFile())
            .start();
    Await.event(
        "two of the run's requests at the fake (or the run's end)",
        RUN_UNDER_WAY,
        CompletableFuture.anyOf(twoInFlight, run.onExit()),
        () -> "the run's stderr so far:" + orNothing(read(stderr)));
    assertThat(run.isAlive())
        .as("still running with requests in flight (stderr: %s)", read(stderr))
        .isTrue();
    // Started without JVM options, the run plays in a child JVM on ZGC (cli.LowPauseJvm): the
    // signal reaches it through this process.
    runChildren.addAll(run.children().toList());
    assertThat(runChildren).as("the run's child JVM on ZGC").hasSize(1);

    Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(run.pid())).start();
    assertThat(kill.waitFor(30, TimeUnit.SECONDS)).as("kill -%s returned", signal).isTrue();
    assertThat(kill.exitValue()).as("kill -%s exit code", signal).isZero();
    if (!run.waitFor(EXIT_AFTER_SIGNAL.toSeconds(), TimeUnit.SECONDS)) {
      throw new AssertionError(
          "the run did not exit within "
              + EXIT_AFTER_SIGNAL.toSeconds()
              + " s of SIG"
              + signal
              + "; stderr:"
              + orNothing(read(stderr))
              + "\n"
              + threadsOf(Stream.concat(Stream.of(run.toHandle()), runChildren.stream()).toList()));
    }

    String errors = read(stderr);
    assertThat(run.exitValue()).as("exit code (stderr: %s)", errors).isEqualTo(exitCode);
    assertThat(errors).doesNotContain("\tat ").doesNotContain("Exception");
    JsonNode summary = JSON.readTree(reports.resolve("summary_lifecycle_metrics.json").toFile());
    JSON.readTree(reports.resolve("stage_0_lifecycle_metrics.json").toFile());
    JsonNode perRequest =
        JSON.readTree(reports.resolve("per_request_lifecycle_metrics.json").toFile());
    assertThat(summary.path("load_summary").path("count").asLong())
        .isEqualTo(
            summary.path("successes").path("count").asLong()
                + summary.path("failures").path("count").asLong())
        .isEqualTo(perRequest.size());
    List<JsonNode> cancelled =
        StreamSupport.stream(perRequest.spliterator(), false)
            .filter(
                r ->
                    !r.get("error").isNull()
                        && "cancelled".equals(r.get("error").get("type").asText()))
            .toList();
    assertThat(cancelled)
        .hasSizeGreaterThanOrEqualTo(2)
        .allSatisfy(r -> assertThat(r.get("error").get("label").asText()).isEqualTo("Cancelled"));
    // The signal may come before the first byte (it follows the fake's receipt of the requests), so
    // partial events are not asserted here; BenchmarkTest's cancel test pins that cancelled records
    // keep them.
  }

  /**
   * Completes once the fake has received {@code count} distinct chat requests: WireMock tells its
   * request listeners as a request is matched, before its response plays.
   */
  private CompletableFuture<Void> requestsReceived(int count) {
    CompletableFuture<Void> received = new CompletableFuture<>();
    Set<String> ids = ConcurrentHashMap.newKeySet();
    fake.wireMock()
        .addMockServiceRequestListener(
            (request, response) -> {
              HttpHeader id = request.header("X-Request-Id");
              if (request.getUrl().startsWith("/v1/chat/completions")
                  && id.isPresent()
                  && ids.add(id.firstValue())
                  && ids.size() >= count) {
                received.complete(null);
              }
            });
    return received;
  }

  /** What each process's threads were doing, to tell a hung run from a slow one. */
  private static String threadsOf(List<ProcessHandle> processes) {
    StringBuilder dumps = new StringBuilder();
    for (ProcessHandle process : processes) {
      dumps.append("threads of pid ").append(process.pid()).append(":\n");
      try {
        Process jcmd =
            new ProcessBuilder(
                    Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                    Long.toString(process.pid()),
                    "Thread.print")
                .redirectErrorStream(true)
                .start();
        try {
          byte[] dump = jcmd.getInputStream().readAllBytes();
          jcmd.waitFor(30, TimeUnit.SECONDS);
          dumps.append(new String(dump, StandardCharsets.UTF_8));
        } finally {
          ProcessTree.kill(jcmd.toHandle());
        }
      } catch (IOException | InterruptedException e) {
        dumps.append("(no thread dump: ").append(e).append(")\n");
      }
    }
    return dumps.toString();
  }

  private static String orNothing(String text) {
    return text.isBlank() ? " (nothing)" : "\n" + text;
  }

  private static String read(Path file) {
    try {
      return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    } catch (IOException e) {
      return "(cannot read " + file + ": " + e.getMessage() + ")";
    }
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * Whether this JVM was started with SIGINT ignored, which every process it starts inherits and
   * which a JVM then leaves ignored: bit 2 (SIGINT) of the SigIgn mask in /proc/self/status.
   */
  private static boolean inheritsIgnoredInterrupt() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("SigIgn:")) {
          return (Long.parseLong(line.substring("SigIgn:".length()).strip(), 16) & 0x2) != 0;
        }
      }
    } catch (java.io.IOException | NumberFormatException e) {
      return false;
    }
    return false;
  }
}
