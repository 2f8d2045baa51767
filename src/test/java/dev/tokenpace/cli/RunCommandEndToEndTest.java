package dev.tokenpace.cli;

import static dev.tokenpace.cli.RunFiles.read;
import static dev.tokenpace.cli.RunFiles.writeConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code tokenpace run --config FILE --output DIR} as a user types it, against a local streaming
 * server: exit 0, the table on stdout, and the three report files with their fields.
 */
class RunCommandEndToEndTest {

  private final CapturedCli cli = new CapturedCli();

  /** Answers any model: the configs here name another one, or none and take the one it lists. */
  @RegisterExtension final FakePerTest fake = new FakePerTest();

  @Test
  void runWritesTheSummaryTheStageAndEveryRequest(@TempDir Path dir) throws IOException {
    Path config =
        config(
            dir,
            """
            load:
              type: concurrent
              stages: [{concurrency_level: 2, num_requests: 4}]
            data: {type: mock}
            report:
              request_lifecycle: {summary: true, per_stage: true, per_request: true, percentiles: [50, 90, 99]}
            """);
    Path reports = dir.resolve("reports");

    int exit = cli.execute("run", "--config", config.toString(), "--output", reports.toString());

    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out()).contains("TTFT").contains("successes 4").contains("reports: ");

    JsonNode summary = read(reports.resolve("summary_lifecycle_metrics.json"));
    assertThat(summary.at("/load_summary/count").asInt()).isEqualTo(4);
    assertThat(summary.at("/successes/count").asInt()).isEqualTo(4);
    assertThat(summary.at("/failures/count").asInt()).isZero();
    assertThat(summary.at("/successes/latency/time_to_first_token/median").asDouble())
        .isBetween(0.065, 1.0);
    assertThat(summary.at("/successes/latency/inter_token_latency").fieldNames())
        .toIterable()
        .containsExactly("mean", "min", "max", "median", "p90", "p99");
    assertThat(summary.at("/successes/output_tokens/total").asDouble()).isEqualTo(16.0);

    JsonNode stage = read(reports.resolve("stage_0_lifecycle_metrics.json"));
    assertThat(stage.at("/load_summary/count").asInt()).isEqualTo(4);
    assertThat(stage.at("/load_summary/concurrency").asInt()).isEqualTo(2);

    Path page = reports.resolve("report.html");
    assertThat(Files.readString(page)).contains("<svg").contains("tokenpace run report");
    Files.delete(page);
    assertThat(cli.execute("report", reports.toString())).as(cli.err()).isZero();
    assertThat(page).isRegularFile();

    JsonNode requests = read(reports.resolve("per_request_lifecycle_metrics.json"));
    assertThat(requests).hasSize(4);
    for (JsonNode request : requests) {
      assertThat(request.get("request_id").asText()).isNotBlank();
      assertThat(request.get("success").asBoolean()).isTrue();
      assertThat(request.at("/metrics/inter_chunk_latency")).hasSize(2);
      // Four tokens in three events: the 20 ms gap before " two three" is spread over its two
      // tokens.
      assertThat(request.at("/metrics/inter_token_latency")).hasSize(3);
      double latency = request.at("/metrics/request_latency").asDouble();
      assertThat(request.get("end_time").asDouble() - request.get("start_time").asDouble())
          .isCloseTo(latency, within(1e-9));
    }
  }

  @Test
  void noHtmlWritesTheJsonReportsAlone(@TempDir Path dir) throws IOException {
    Path config =
        config(
            dir,
            """
            load: {type: concurrent, stages: [{concurrency_level: 1, num_requests: 2}]}
            report: {request_lifecycle: {per_request: true}}
            """);
    Path reports = dir.resolve("reports");

    int exit =
        cli.execute(
            "run", "--config", config.toString(), "--output", reports.toString(), "--no-html");

    assertThat(exit).as(cli.err()).isZero();
    assertThat(reports.resolve("summary_lifecycle_metrics.json")).isRegularFile();
    assertThat(reports.resolve("per_request_lifecycle_metrics.json")).isRegularFile();
    assertThat(reports.resolve("report.html")).doesNotExist();
  }

  /** Constraints no response can miss (ttft) and none can meet (1 ms latency): exact counts. */
  @Test
  void goodputConstraintsFromTheConfigReachTheReportsAndTheTable(@TempDir Path dir)
      throws IOException {
    Path config =
        config(
            dir,
            """
            load: {type: concurrent, stages: [{concurrency_level: 2, num_requests: 4}]}
            report:
              goodput:
                constraints: {ttft: 30, request_latency: 0.001}
            """);
    Path reports = dir.resolve("reports");

    int exit = cli.execute("run", "--config", config.toString(), "--output", reports.toString());

    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out())
        .contains("failures 0 (0.0 %)")
        .contains("goodput 0.0 % of successes (0 of 4)")
        .contains("attainment ttft 100.0 %   request_latency 0.0 %");
    for (String file :
        new String[] {"summary_lifecycle_metrics.json", "stage_0_lifecycle_metrics.json"}) {
      JsonNode report = read(reports.resolve(file));
      assertThat(report.at("/successes/goodput_metrics/total_requests").asInt()).isEqualTo(4);
      assertThat(report.at("/successes/goodput_metrics/good_requests").asInt()).isZero();
      assertThat(report.at("/successes/goodput_metrics/ttft_attainment_percentage").asDouble())
          .isEqualTo(100.0);
      assertThat(report.at("/failures/error_percentage").asDouble()).isEqualTo(0.0);
    }
  }

  /** The config's response caps reach the client: past either, the request fails. */
  @ParameterizedTest
  @CsvSource({
    "max_response_events: 3, response has more than 3 events",
    "max_response_chars: 10, response text exceeds 10 characters"
  })
  void theConfigsResponseCapsFailAResponseThatGoesPastThem(
      String cap, String message, @TempDir Path dir) throws IOException {
    Path config =
        writeConfig(
            dir,
            """
            api: {type: chat, streaming: true, %s}
            server: {base_url: "%s", model_name: demo-model}
            load: {type: concurrent, stages: [{concurrency_level: 1, num_requests: 1}]}
            report: {request_lifecycle: {per_request: true}}
            """
                .formatted(cap, fake.baseUrl()));
    Path reports = dir.resolve("reports");

    int exit =
        cli.execute(
            "run", "--config", config.toString(), "--output", reports.toString(), "--no-warm-up");

    assertThat(exit).as(cli.err()).isEqualTo(ExitCodes.EVERY_REQUEST_FAILED);
    JsonNode error =
        read(reports.resolve("per_request_lifecycle_metrics.json")).get(0).get("error");
    assertThat(error.get("label").asText()).isEqualTo("Response Too Large");
    assertThat(error.get("message").asText()).contains(message);
  }

  /** A config against this test's fake (chat, streaming, vLLM's dialect) with {@code rest}. */
  private Path config(Path dir, String rest) throws IOException {
    return writeConfig(
        dir,
        """
        api: {type: chat, streaming: true}
        server: {type: vllm, base_url: "%s", model_name: demo-model}
        """
                .formatted(fake.baseUrl())
            + rest);
  }

  @Test
  void withoutModelNameTheRunAsksTheServer(@TempDir Path dir) throws IOException {
    Path config =
        writeConfig(
            dir,
            """
            server: {base_url: "%s"}
            load: {type: concurrent, stages: [{concurrency_level: 1, num_requests: 1}]}
            """
                .formatted(fake.baseUrl()));

    int exit = cli.execute("run", "-c", config.toString(), "-o", dir.resolve("r").toString());

    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out()).contains("model: listed-model (the first at /v1/models)");
    assertThat(fake.timelines()).isNotEmpty();
  }

  @Test
  void aServerThatCannotNameItsModelLeavesNoReportFolderBehind(@TempDir Path dir)
      throws IOException {
    int port;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
      port = free.getLocalPort();
    }
    Path config =
        writeConfig(
            dir,
            """
            server: {base_url: "http://127.0.0.1:%d"}
            load: {type: concurrent, stages: [{concurrency_level: 1, num_requests: 1}]}
            """
                .formatted(port));

    int exit = cli.execute("run", "-c", config.toString(), "-o", dir.resolve("r").toString());

    assertThat(exit).as(cli.err()).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(dir.resolve("r")).doesNotExist();
  }
}
