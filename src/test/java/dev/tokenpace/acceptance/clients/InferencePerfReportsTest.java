package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.acceptance.clients.InferencePerfReports.UnreadableReport;
import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * InferencePerfReports on what inference-perf 7de5ef2 really wrote against the fake (see
 * src/test/resources/inference-perf/README.md), checked against the fake's timelines of the same
 * runs and against inference-perf's own summary.
 */
class InferencePerfReportsTest {

  private static final Path CAPTURED = Path.of("src/test/resources/inference-perf");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The fake's send stamp to inference-perf's arrival stamp, on one host: well under this. */
  private static final double WAY_BACK = 0.050;

  @TempDir Path temp;

  @Test
  void everyStreamedChatRequestIsReadAndPairedWithItsTimelineByTheAnswersId() throws IOException {
    RunReport report = InferencePerfReports.read(CAPTURED.resolve("chat-streaming"));
    Map<String, JsonNode> timelines = timelines("chat-streaming");

    assertThat(report.requests()).hasSize(3).allMatch(ReportedRequest::success);
    assertThat(report.requests())
        .extracting(ReportedRequest::requestId)
        .containsExactlyInAnyOrderElementsOf(timelines.keySet());
    for (ReportedRequest request : report.requests()) {
      JsonNode timeline = timelines.get(request.requestId());
      assertThat(request.events())
          .extracting(ReportedEvent::text)
          .containsExactly("The", " quick brown", " fox", " jumps");
      assertThat(request.events()).extracting(ReportedEvent::kind).containsOnly("content");
      // " quick brown" is two words of the word-level tokenizer: inference-perf gave it two tokens
      assertThat(request.events()).extracting(ReportedEvent::tokens).containsExactly(1, 2, 1, 1);
      arrivedAfterTheirSends(request, timeline);
      assertThat(request.startTime()).isLessThan(seconds(timeline.path("receivedNanos")));
      assertThat(request.endTime())
          .isGreaterThanOrEqualTo(seconds(timeline.path("endNanos")))
          .isLessThan(seconds(timeline.path("endNanos")) + WAY_BACK);
      assertThat(request.inputTokens()).isEqualTo(3);
      assertThat(request.outputTokens()).isEqualTo(5);
      assertThat(request.stageId()).isZero();
    }
  }

  @Test
  void perRequestMetricsFollowInferencePerfsOwnRulesSoTheyAddUpToItsSummary() {
    for (String run : List.of("chat-streaming", "completion-streaming")) {
      RunReport report = InferencePerfReports.read(CAPTURED.resolve(run));
      for (ReportedRequest request : report.requests()) {
        List<ReportedEvent> events = request.events();
        double first = events.get(0).time();
        double last = events.get(events.size() - 1).time();
        assertThat(request.metric("time_to_first_token"))
            .isCloseTo(first - request.startTime(), within(1e-12));
        assertThat(request.metric("time_per_output_token"))
            .isCloseTo((last - first) / (request.outputTokens() - 1), within(1e-12));
        assertThat(request.metric("request_latency"))
            .isCloseTo(request.endTime() - request.startTime(), within(1e-12));
        // one sample per token after the first: 0 between the two tokens of " quick brown"
        assertThat(request.samples("inter_token_latency"))
            .hasSize(4)
            .containsExactly(
                events.get(1).time() - events.get(0).time(),
                0.0,
                events.get(2).time() - events.get(1).time(),
                events.get(3).time() - events.get(2).time());
      }
      // the means of what we read are inference-perf's own summary means
      for (String metric :
          List.of(
              "time_to_first_token",
              "time_per_output_token",
              "request_latency",
              "normalized_time_per_output_token")) {
        double mean =
            report.successes().stream().mapToDouble(r -> r.metric(metric)).average().orElseThrow();
        assertThat(mean)
            .as(run + " " + metric)
            .isCloseTo(report.summaryStatistic(metric, "mean"), within(1e-12));
      }
      double itlMean =
          report.successes().stream()
              .flatMap(r -> r.samples("inter_token_latency").stream())
              .mapToDouble(Double::doubleValue)
              .average()
              .orElseThrow();
      assertThat(itlMean)
          .isCloseTo(report.summaryStatistic("inter_token_latency", "mean"), within(1e-12));
    }
  }

  @Test
  void completionsTwoAtATimeArePairedByTheirCmplIds() throws IOException {
    RunReport report = InferencePerfReports.read(CAPTURED.resolve("completion-streaming"));
    Map<String, JsonNode> timelines = timelines("completion-streaming");

    assertThat(report.requests()).hasSize(4);
    assertThat(report.requests())
        .extracting(ReportedRequest::requestId)
        .containsExactlyInAnyOrderElementsOf(timelines.keySet());
    for (ReportedRequest request : report.requests()) {
      assertThat(request.events()).extracting(ReportedEvent::tokens).containsExactly(1, 2, 1, 1);
      arrivedAfterTheirSends(request, timelines.get(request.requestId()));
    }
    assertThat(report.stages()).hasSize(1);
    assertThat(report.stage(1).path("load_summary").path("concurrency").asInt()).isEqualTo(2);
    assertThat(report.sentCount()).isEqualTo(4);
  }

  @Test
  void aStreamThatBrokeKeepsTheChunksThatArrivedWithoutTheirTimes() throws IOException {
    // the shape openai_client.py:497-506 (7de5ef2) leaves when a stream breaks: the raw bytes in
    // "response", no chunk_times
    JsonNode record =
        new ObjectMapper()
            .readTree(
                """
                {"start_time": 1.0, "end_time": 1.5, "request": "{\\"stream\\": true}",
                 "response": "data: {\\"id\\":\\"chatcmpl-fake-2\\",\\"choices\\":[{\\"delta\\":{\\"role\\":\\"assistant\\"}}]}\\n\\ndata: {\\"id\\":\\"chatcmpl-fake-2\\",\\"choices\\":[{\\"delta\\":{\\"content\\":\\"one\\"}}]}\\n\\ndata: {\\"id\\":\\"chatcmpl-fake-2\\",\\"choices\\":[{\\"delta\\":{\\"content\\":\\" two\\"}}]}\\n\\n",
                 "info": {"response_metrics": {}},
                 "error": {"error_type": "ClientPayloadError", "error_msg": "Response payload is not completed"}}
                """);

    ReportedRequest broken = new ReportedRequest(InferencePerfRequests.request(record, 0, false));

    assertThat(broken.success()).isFalse();
    assertThat(broken.requestId()).isEqualTo("fake-2");
    assertThat(broken.events()).extracting(ReportedEvent::text).containsExactly("one", " two");
    assertThat(broken.events()).allMatch(e -> Double.isNaN(e.time()));
    assertThat(broken.json().path("not_reported").toString()).contains("event_times");
  }

  @Test
  void aFailureIsLabelledAsInferencePerfsSummaryLabelsItAndHasNoIdButItsTime() throws IOException {
    RunReport report = InferencePerfReports.read(CAPTURED.resolve("failing-503"));
    List<JsonNode> timelines = new ArrayList<>(timelines("failing-503").values());

    assertThat(report.failures()).hasSize(2);
    assertThat(report.failureCount()).isEqualTo(2);
    List<String> summaryLabels = new ArrayList<>();
    report
        .summary()
        .path("failures")
        .path("by_label")
        .fieldNames()
        .forEachRemaining(summaryLabels::add);
    for (ReportedRequest failure : report.failures()) {
      assertThat(failure.errorLabel()).isEqualTo("503 - Service Unavailable").isIn(summaryLabels);
      assertThat(failure.errorMessage()).isEqualTo("the model is overloaded");
      assertThat(failure.json().path("error").path("http_status").asInt()).isEqualTo(503);
      assertThat(failure.json().has("request_id")).isFalse();
      assertThat(failure.requestId()).isEmpty();
      assertThat(failure.events()).isEmpty();
      assertThat(failure.metric("request_latency"))
          .isCloseTo(failure.endTime() - failure.startTime(), within(1e-12));
      assertThat(failure.metric("time_to_first_token")).isNull();
      // with no id, exactly one timeline's receipt lies inside the request's own span
      assertThat(timelines)
          .filteredOn(
              t ->
                  seconds(t.path("receivedNanos")) > failure.startTime()
                      && seconds(t.path("receivedNanos")) < failure.endTime())
          .hasSize(1);
    }
  }

  @Test
  void aUnaryAnswerIsPairedByItsBodysIdAndHasNoStreamedMetrics() {
    RunReport report = InferencePerfReports.read(CAPTURED.resolve("chat-unary"));

    ReportedRequest request = report.requests().get(0);
    assertThat(report.requests()).hasSize(1);
    assertThat(request.requestId()).isEqualTo("fake-1");
    assertThat(request.json().path("streamed").asBoolean()).isFalse();
    assertThat(request.events()).isEmpty();
    assertThat(request.metric("time_to_first_token")).isNull();
    assertThat(request.samples("inter_token_latency")).isEmpty();
    assertThat(request.metric("normalized_time_per_output_token"))
        .isCloseTo((request.endTime() - request.startTime()) / 5, within(1e-12));
    assertThat(report.summaryStatistic("time_to_first_token", "mean")).isNull();
  }

  @Test
  void whatInferencePerfDoesNotReportIsSaidAndFallsBackToTheRequestsStart() {
    ReportedRequest request =
        InferencePerfReports.read(CAPTURED.resolve("chat-streaming")).requests().get(0);

    List<String> notReported = new ArrayList<>();
    request.json().path("not_reported").forEach(n -> notReported.add(n.asText()));
    assertThat(notReported).contains("scheduled_time", "stage_id", "headers_time");
    assertThat(request.scheduledTime()).isEqualTo(request.startTime());
    assertThat(request.receivedHeaders()).isFalse();
    assertThat(request.metric("schedule_delay")).isNull();
  }

  @Test
  void theReportIsFoundInATimestampedSubFolder() throws IOException {
    Path nested = temp.resolve("reports-20261201-092439");
    copy(CAPTURED.resolve("chat-streaming/report"), nested);

    assertThat(InferencePerfReports.read(temp).requests()).hasSize(3);
  }

  @Test
  void noReportTwoReportsAndAPartialFileAreEachSaidPlainly() throws IOException {
    assertThatThrownBy(() -> InferencePerfReports.read(temp))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageContaining("no report files");

    copy(CAPTURED.resolve("chat-streaming/report"), temp.resolve("one"));
    copy(CAPTURED.resolve("chat-streaming/report"), temp.resolve("two"));
    assertThatThrownBy(() -> InferencePerfReports.read(temp))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageContaining("more than one run");

    Path partial = temp.resolve("partial");
    copy(CAPTURED.resolve("chat-streaming/report"), partial);
    String whole = Files.readString(partial.resolve(InferencePerfReports.PER_REQUEST));
    Files.writeString(partial.resolve(InferencePerfReports.PER_REQUEST), whole.substring(0, 500));
    assertThatThrownBy(() -> InferencePerfReports.read(partial))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageContaining("per_request_lifecycle_metrics.json is not complete JSON");

    Path noPerRequest = temp.resolve("no-per-request");
    copy(CAPTURED.resolve("chat-streaming/report"), noPerRequest);
    Files.delete(noPerRequest.resolve(InferencePerfReports.PER_REQUEST));
    assertThatThrownBy(() -> InferencePerfReports.read(noPerRequest))
        .isInstanceOf(UnreadableReport.class)
        .hasMessageContaining("per_request: true");
  }

  @Test
  void labelsFollowMakeConciseLabel() {
    // the reference's worked 404 (docs: inference-perf-metrics.md 4.6) and the non-HTTP kinds
    assertThat(
            InferencePerfErrors.conciseLabel(
                "HTTP Error 404",
                InferencePerfErrors.parseErrorMessage(
                    "{\"object\":\"error\",\"message\":\"The model `llama` does not exist.\"}")))
        .isEqualTo("404 - other");
    assertThat(InferencePerfErrors.conciseLabel("HTTP Error 400", "max_tokens is too large"))
        .isEqualTo("400 - Context Window");
    assertThat(InferencePerfErrors.conciseLabel("HTTP Error 500", "anything"))
        .isEqualTo("500 - Internal Server Error");
    assertThat(InferencePerfErrors.conciseLabel("TimeoutError", "Request timed out"))
        .isEqualTo("Timeout");
    assertThat(
            InferencePerfErrors.conciseLabel(
                "ClientConnectorError", "Cannot connect to host 127.0.0.1:1"))
        .isEqualTo("Connection Error");
    assertThat(
            InferencePerfErrors.conciseLabel(
                "ClientPayloadError", "Response payload is not completed"))
        .isEqualTo("clientpayloaderror");
    assertThat(InferencePerfErrors.parseErrorMessage("{\"error\":\"plain\"}"))
        .isEqualTo("{\"error\":\"plain\"}");
    assertThat(InferencePerfErrors.parseErrorMessage("not json")).isEqualTo("not json");
  }

  @Test
  void aChunkCarryingReasoningIsAReasoningEventAndAChunkWithoutTokensGetsNone() throws IOException {
    JsonNode response =
        JSON.readTree(
            """
            {"output_tokens": 2,
             "response_chunks": [
               "{\\"id\\":\\"chatcmpl-r1\\",\\"choices\\":[{\\"delta\\":{\\"reasoning_content\\":\\"hm\\",\\"content\\":\\"a\\"}}]}",
               "{\\"id\\":\\"chatcmpl-r1\\",\\"choices\\":[{\\"delta\\":{\\"content\\":\\" \\"}}]}",
               "{\\"id\\":\\"chatcmpl-r1\\",\\"choices\\":[{\\"delta\\":{\\"content\\":\\"b\\"}}]}"],
             "chunk_times": [1.0, 2.0, 3.0],
             "output_token_times": [1.0, 3.0]}
            """);

    JsonNode events = InferencePerfRequests.events(response);

    assertThat(events.get(0).path("kind").asText()).isEqualTo("reasoning");
    assertThat(events.get(1).path("kind").asText()).isEqualTo("content");
    assertThat(List.of(tokens(events, 0), tokens(events, 1), tokens(events, 2)))
        .containsExactly(1, 0, 1);
  }

  private static int tokens(JsonNode events, int i) {
    return events.get(i).path("tokens").asInt();
  }

  /** Each kept chunk arrived while or after the fake sent its content event, and soon after. */
  private static void arrivedAfterTheirSends(ReportedRequest request, JsonNode timeline) {
    List<JsonNode> contentSends = new ArrayList<>();
    timeline
        .path("events")
        .forEach(
            e -> {
              if ("content".equals(e.path("kind").asText())) {
                contentSends.add(e);
              }
            });
    List<ReportedEvent> events = request.events();
    assertThat(events).hasSameSizeAs(contentSends);
    for (int i = 0; i < events.size(); i++) {
      // a whole event never arrives before the write that completes it began (docs/fake.md)
      double writing = seconds(contentSends.get(i).path("completingWriteStartNanos"));
      double sent = seconds(contentSends.get(i).path("sentNanos"));
      assertThat(events.get(i).text()).isEqualTo(contentSends.get(i).path("text").asText());
      assertThat(events.get(i).time()).isGreaterThan(writing).isLessThan(sent + WAY_BACK);
    }
  }

  private static Map<String, JsonNode> timelines(String run) throws IOException {
    Map<String, JsonNode> byId = new HashMap<>();
    JSON.readTree(CAPTURED.resolve(run).resolve("timelines.json").toFile())
        .path("timelines")
        .forEach(t -> byId.put(t.path("requestId").asText(), t));
    return byId;
  }

  private static double seconds(JsonNode nanos) {
    return nanos.asLong() / 1e9;
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> files = Files.list(from)) {
      for (Path file : files.toList()) {
        Files.copy(file, to.resolve(file.getFileName()));
      }
    }
  }
}
