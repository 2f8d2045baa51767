package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/**
 * GuideLlmReports on the recorded run (src/test/resources/guidellm/README.md): GuideLLM v0.3.1's
 * result file and the fake's timelines of the same run, 3 streamed chat requests one at a time,
 * after its 2 validation requests (fake-1, fake-2).
 */
class GuideLlmReportsTest {

  private static final Path CASE = Path.of("src/test/resources/guidellm/chat-streaming");
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode result;
  private static List<JsonNode> recorded;
  private static List<JsonNode> timelines;

  @TempDir Path temp;

  @BeforeAll
  static void recordedRun() throws IOException {
    result = JSON.readTree(CASE.resolve("result.json").toFile());
    recorded = new ArrayList<>();
    result.path("benchmarks").get(0).path("requests").path("successful").forEach(recorded::add);
    recorded.sort(Comparator.comparingDouble(r -> r.path("start_time").asDouble()));
    timelines = new ArrayList<>();
    JSON.readTree(CASE.resolve("timelines.json").toFile())
        .path("timelines")
        .forEach(timelines::add);
  }

  /** The fake's monotonic receipt of its k-th request (1 = fake-1), in nanoseconds. */
  private static long received(int k) {
    return timelines.get(k - 1).path("receivedNanos").asLong();
  }

  /** When the fake's k-th request was answered to its end ([DONE] written), in nanoseconds. */
  private static long doneSent(int k) {
    JsonNode events = timelines.get(k - 1).path("events");
    return events.get(events.size() - 1).path("sentNanos").asLong();
  }

  private static long wallNanos(JsonNode request, String key) {
    return Math.round(request.path(key).asDouble() * 1e9);
  }

  /**
   * The wall-minus-monotonic differences the recorded run allows: every request started no later
   * than the fake received it (fake-3, -4, -5: the two validation requests came first) and ended no
   * earlier than the fake sent its [DONE]. {lowest, highest}.
   */
  private static long[] allowedOffsets() {
    long lowest = Long.MIN_VALUE;
    long highest = Long.MAX_VALUE;
    for (int i = 0; i < recorded.size(); i++) {
      lowest = Math.max(lowest, wallNanos(recorded.get(i), "start_time") - received(i + 3));
      highest = Math.min(highest, wallNanos(recorded.get(i), "end_time") - doneSent(i + 3));
    }
    return new long[] {lowest, highest};
  }

  /** An anchor as the suite would have read it around the recorded run, with this difference. */
  private static WallClockAnchor anchor(long offset, long stepAfter) {
    return new WallClockAnchor(
        offset,
        2_000,
        offset + stepAfter,
        2_000,
        received(1) - 3_000_000_000L,
        doneSent(timelines.size()) + 1_000_000_000L);
  }

  private static WallClockAnchor provedAnchor() {
    long[] allowed = allowedOffsets();
    return anchor(allowed[0] + (allowed[1] - allowed[0]) / 2, 0);
  }

  private RunReport read() {
    return GuideLlmReports.read(CASE.resolve("result.json"), provedAnchor());
  }

  @Test
  void oneWallClockOffsetFitsEveryRequestOfTheRecordedRunWhileReceiptMinusStartDoesNot() {
    long[] allowed = allowedOffsets();
    // One difference places all three starts before their receipts and all three ends after the
    // fake's last send: the recorded stamps are consistent with one clock, within 6.1 ms.
    assertThat(allowed[1] - allowed[0]).isBetween(0L, 6_100_000L);
    // Receipt minus start varies by 75 ms (the first request opened its connection), so an offset
    // taken from any one request's receipt would misplace the others; the suite reads the clocks.
    long spread =
        (received(3) - wallNanos(recorded.get(0), "start_time"))
            - (received(5) - wallNanos(recorded.get(2), "start_time"));
    assertThat(Math.abs(spread)).isGreaterThan(50_000_000L);
  }

  @Test
  void everyRequestIsReadOnTheFakesClockAfterTheValidationRequests() {
    RunReport report = read();

    assertThat(report.requests()).hasSize(3).allMatch(ReportedRequest::success);
    for (int i = 0; i < 3; i++) {
      ReportedRequest request = report.requests().get(i);
      assertThat(request.requestId()).isEmpty(); // it sends none: the suite pairs by time
      assertThat(request.startTime() * 1e9)
          .isGreaterThan(doneSent(2)) // after both validation requests ended
          .isLessThanOrEqualTo(received(i + 3) + 1_000.0);
      assertThat(request.endTime() * 1e9).isGreaterThanOrEqualTo(doneSent(i + 3) - 1_000.0);
      assertThat(request.json().path("not_reported").toString())
          .contains("request_id", "events", "scheduled_time", "headers_time");
      assertThat(request.events()).isEmpty();
      assertThat(request.countedKinds()).containsExactly("content"); // backend/openai.py:687-694
    }
  }

  @Test
  void itsSuccessesPromptTokensAreTheRunsPromptTokens() {
    // metrics.prompt_token_count.successful.total_sum: its own prompts, 3 of 3 tokens
    assertThat(read().summary().path("successes").path("prompt_tokens").path("total").asLong())
        .isEqualTo(9);
  }

  @Test
  void itsDurationIsTheRunsBenchmarkTime() {
    assertThat(read().summary().path("benchmark_time_seconds").asDouble())
        .isCloseTo(0.7409818172454834, within(1e-12));
  }

  @Test
  void itsOwnNumbersAreKeptAsItComputedThem() {
    RunReport report = read();

    for (int i = 0; i < 3; i++) {
      ReportedRequest request = report.requests().get(i);
      JsonNode its = recorded.get(i);
      assertThat(request.metric("request_latency"))
          .isCloseTo(its.path("request_latency").asDouble(), within(1e-6));
      assertThat(request.metric("time_to_first_token"))
          .isCloseTo(its.path("time_to_first_token_ms").asDouble() / 1000, within(1e-6));
      // its inter-token latency, (last - first) / (N - 1), is the definition's TPOT
      assertThat(request.metric("time_per_output_token"))
          .isCloseTo(its.path("inter_token_latency_ms").asDouble() / 1000, within(1e-6));
      assertThat(request.outputTokens()).isEqualTo(5);
      assertThat(request.inputTokens()).isEqualTo(3);
    }
    JsonNode summary = report.summary();
    assertThat(summary.path("load_summary").path("count").asInt()).isEqualTo(3);
    assertThat(summary.path("successes").path("count").asInt()).isEqualTo(3);
    assertThat(summary.path("failures").path("count").asInt()).isZero();
    assertThat(summary.at("/successes/latency/time_to_first_token/mean").asDouble())
        .isCloseTo(0.11403433, within(1e-7));
    assertThat(summary.at("/successes/latency/time_to_first_token/p99").asDouble())
        .isCloseTo(0.16334820, within(1e-7));
    assertThat(report.stages()).hasSize(1);
  }

  @Test
  void aWallClockThatMovedUnderTheRunIsNotJudged() {
    long[] allowed = allowedOffsets();
    WallClockAnchor stepped = anchor(allowed[0], 5_000_000);

    assertThat(stepped.unproved()).isPresent();
    assertThatThrownBy(() -> GuideLlmReports.read(CASE.resolve("result.json"), stepped))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageStartingWith("not judged: the client stamps the wall clock")
        .hasMessageContaining("5.000 ms");
  }

  @Test
  void aStepWithinTheBoundIsProved() {
    long[] allowed = allowedOffsets();
    assertThat(anchor(allowed[0], 900_000).unproved()).isEmpty();
  }

  @Test
  void aStampThatConvertsOutsideTheRunIsNotJudged() {
    long[] allowed = allowedOffsets();
    // an hour off: the stamps land before the launch
    WallClockAnchor elsewhere = anchor(allowed[0] + 3_600_000_000_000L, 0);

    assertThatThrownBy(() -> GuideLlmReports.read(CASE.resolve("result.json"), elsewhere))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageStartingWith("not judged: start_time of request ")
        .hasMessageContaining("outside the run");
  }

  @Test
  void aReadingOfBothClocksConvertsAStampBackToTheMonotonicTimeItWasTakenAt() {
    long[] monotonic = {100, 300};
    int[] reads = {0};
    WallClockAnchor.Reading reading =
        WallClockAnchor.Reading.take(() -> monotonic[reads[0]++], () -> 1_796_259_738_522_529_000L);
    WallClockAnchor anchor = WallClockAnchor.between(reading, reading);

    assertThat(reading.uncertainty()).isEqualTo(100);
    // the wall stamp read between monotonic 100 and 300 ns lands on their midpoint
    assertThat(anchor.toMonotonicSeconds(1_796_259_738.522529)).isCloseTo(200e-9, within(1e-6));
  }

  @Test
  void anErroredRequestKeepsItsTextAsLabelAndItsStatus() throws IOException {
    JsonNode its = recorded.get(0);
    String errored =
        """
        {"benchmarks": [{"request_totals": {"successful": 0, "errored": 1, "incomplete": 0},
          "requests": {"successful": [], "incomplete": [], "errored": [{
            "request_id": "x", "prompt_tokens": 3, "output_tokens": 0,
            "start_time": %s, "end_time": %s, "first_token_time": null, "last_token_time": null,
            "error": "Server error '503 Service Unavailable' for url 'http://127.0.0.1:1/v1/chat/completions'\\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/503"
          }]}}]}
        """
            .formatted(its.path("start_time").asText(), its.path("end_time").asText());
    Path file = Files.writeString(temp.resolve("result.json"), errored);

    ReportedRequest request = GuideLlmReports.read(file, provedAnchor()).requests().get(0);

    assertThat(request.success()).isFalse();
    assertThat(request.errorLabel())
        .isEqualTo(
            "Server error '503 Service Unavailable' for url"
                + " 'http://127.0.0.1:1/v1/chat/completions'");
    assertThat(request.json().at("/error/http_status").asInt()).isEqualTo(503);
    assertThat(request.metric("request_latency"))
        .isCloseTo(its.path("request_latency").asDouble(), within(1e-6));
    assertThat(request.metric("time_to_first_token")).isNull();
    assertThat(
            new GuideLlmClient(List.of("guidellm"), Duration.ofSeconds(1), "v")
                .familiesOf(request.errorLabel()))
        .containsExactly(FailureFamily.HTTP_STATUS);
  }
}
