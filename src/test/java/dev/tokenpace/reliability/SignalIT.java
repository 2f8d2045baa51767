package dev.tokenpace.reliability;

import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code tokenpace run} as a real process, interrupted mid-run by SIGINT / SIGTERM: exit 130 / 143,
 * every report file written and valid JSON, the requests in flight recorded as cancelled failures,
 * no stack trace for the user. The fake runs in this JVM; its slow streams keep requests in flight.
 * Started without JVM options, the run plays in a child JVM on ZGC, so the signal sent to the
 * process the user started is passed on.
 */
class SignalIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static StreamingFake fake;

  @BeforeAll
  static void start() {
    fake = StreamingFake.start();
    Profile.Builder slow = Profile.builder().role();
    for (int i = 0; i < 40; i++) {
      slow.after(Duration.ofMillis(500)).content(" w" + i);
    }
    fake.serveByDefault(slow.finish("stop").done().build());
  }

  @AfterAll
  static void stop() {
    fake.close();
  }

  @ParameterizedTest(name = "SIG{0} → exit {1}")
  @CsvSource({"INT, 130", "TERM, 143"})
  void anInterruptedRunWritesEveryReportAndRecordsInFlightRequestsAsCancelled(
      String signal, int exitCode, @TempDir Path dir) throws Exception {
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
    String marker = "sig-" + signal;
    Process process =
        new ProcessBuilder(
                javaBinary(),
                "-cp",
                "target/classes" + File.pathSeparator + System.getProperty("java.class.path"),
                "-D" + marker,
                "dev.tokenpace.cli.Main",
                "run",
                "--config",
                config.toString())
            .redirectOutput(dir.resolve("stdout.txt").toFile())
            .redirectError(dir.resolve("stderr.txt").toFile())
            .start();
    int before = inFlightSeen();
    awaitCondition(
        () -> inFlightSeen() >= before + 2 || !process.isAlive(), Duration.ofSeconds(30));
    assertThat(process.isAlive()).as("still running with requests in flight").isTrue();
    // Started without JVM options, the run plays in a child JVM on ZGC (cli.LowPauseJvm): the
    // signal reaches it through this process.
    assertThat(process.children().count()).as("the run's child JVM on ZGC").isEqualTo(1);

    int killed =
        new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
    assertThat(killed).isZero();
    assertThat(process.waitFor(40, TimeUnit.SECONDS)).as("exits after the signal").isTrue();

    String stderr = Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as("exit code (stderr: %s)", stderr).isEqualTo(exitCode);
    assertThat(stderr).doesNotContain("\tat ").doesNotContain("Exception");
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

  /** Requests the fake has received from a run (its warm-up sends none with a run's id). */
  private static int inFlightSeen() {
    return fake.wireMock()
        .findAll(
            postRequestedFor(urlPathEqualTo("/v1/chat/completions"))
                .withHeader("X-Request-Id", matching("[0-9a-f]{8}-0-[0-9]+")))
        .size();
  }

  private static void awaitCondition(
      java.util.function.BooleanSupplier condition, Duration deadline) throws InterruptedException {
    long end = System.nanoTime() + deadline.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("condition not met within " + deadline);
      }
      Thread.onSpinWait();
      Thread.yield();
    }
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
