package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.acceptance.clients.VllmBenchReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** vLLM's result file, as benchmark_serving.py at e7ef74e26e wrote it, read into the evidence. */
class VllmBenchReportsTest {

  private static final Path CHAT = VllmBenchPairingTest.RECORDED.resolve("chat-streaming");

  @TempDir Path temp;

  @Test
  void everyPromptIsARequestOnItsOwnClock() {
    RunReport report = VllmBenchReports.read(CHAT.resolve("result.json"));

    assertThat(report.requests()).hasSize(3).allMatch(ReportedRequest::success);
    ReportedRequest first = report.requests().get(0);
    assertThat(first.requestId()).isEmpty(); // it names none: the pairing does
    assertThat(first.startTime()).isZero();
    assertThat(first.metric("time_to_first_token")).isCloseTo(0.06288882499939064, within(1e-15));
    assertThat(first.samples("inter_token_latency"))
        .hasSize(5)
        .first()
        .isEqualTo(0.019866470000124536);
    // a request's latency is not in the file: only the run's distribution of it
    assertThat(first.metric("request_latency")).isNull();
    assertThat(first.outputTokens()).isEqualTo(5);
    assertThat(first.inputTokens()).isEqualTo(8);
    List<Double> offsets =
        VllmBenchReports.offsets(
            first.json().path("metrics").path("time_to_first_token"),
            first.json().path("metrics").path("inter_token_latency"));
    assertThat(offsets).hasSize(6);
    assertThat(first.endTime()).isCloseTo(offsets.get(5), within(1e-12));
    assertThat(first.json().path("not_reported").toString())
        .contains("request_id", "request_latency", "time_per_output_token");
  }

  @Test
  void theRunsFiguresAreTheSummaryInSeconds() {
    RunReport report = VllmBenchReports.read(CHAT.resolve("result.json"));

    assertThat(report.sentCount()).isEqualTo(3);
    assertThat(report.successCount()).isEqualTo(3);
    assertThat(report.failureCount()).isZero();
    assertThat(report.summaryStatistic("time_to_first_token", "mean"))
        .isCloseTo(0.06289360633309116, within(1e-12));
    assertThat(report.summaryStatistic("inter_token_latency", "median"))
        .isCloseTo(0.03987855500054138, within(1e-12));
    assertThat(report.summaryStatistic("request_latency", "p99")).isNotNull();
    assertThat(report.throughput("requests_per_sec")).isCloseTo(4.673327906749749, within(1e-12));
    assertThat(report.summary().path("benchmark_time_seconds").asDouble())
        .isEqualTo(0.6419408310011931);
    assertThat(report.stages()).hasSize(1);
    assertThat(report.stage(1).path("load_summary").path("count").asInt()).isEqualTo(3);
    // "inf": no rate was asked for, so the stage states none
    assertThat(report.stage(1).path("load_summary").has("requested_rate")).isFalse();
    assertThat(report.summary().path("vllm_bench").path("max_concurrency").asInt()).isEqualTo(1);
  }

  @Test
  void aReasonPhraseIsItsLabelAndATracebackIsLabelledByItsException() {
    assertThat(VllmBenchReports.error("Service Unavailable").path("label").asText())
        .isEqualTo("Service Unavailable");
    String traceback =
        VllmBenchReports.TRACEBACK
            + "\n  File \"backend_request_func.py\", line 386, in async_request_openai_chat"
            + "\n    async for chunk_bytes in response.content:\n"
            + "aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed\n";
    assertThat(VllmBenchReports.error(traceback).path("label").asText())
        .isEqualTo("ClientPayloadError");
    assertThat(VllmBenchReports.error(traceback).path("message").asText())
        .isEqualTo(
            "aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed");
  }

  @Test
  void aFailedRequestHasItsErrorAndNoTimes() throws IOException {
    Path result =
        Files.writeString(
            temp.resolve("result.json"),
            """
            {"completed": 0, "max_concurrency": 1, "ttfts": [0.0], "itls": [[]],
             "input_lens": [8], "output_lens": [0], "generated_texts": [""],
             "errors": ["Service Unavailable"]}
            """);

    ReportedRequest failed = VllmBenchReports.read(result).requests().get(0);

    assertThat(failed.success()).isFalse();
    assertThat(failed.errorLabel()).isEqualTo("Service Unavailable");
    assertThat(failed.metric("time_to_first_token")).isNull();
    assertThat(failed.events()).isEmpty();
  }

  @Test
  void aFileWithoutItsListsIsUnreadable() throws IOException {
    Path result = Files.writeString(temp.resolve("result.json"), "{\"completed\": 3}");

    assertThatThrownBy(() -> VllmBenchReports.read(result))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageContaining("no ttfts");
    assertThatThrownBy(() -> VllmBenchReports.read(temp.resolve("none.json")))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageStartingWith("no result file");
  }
}
