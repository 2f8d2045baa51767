package dev.tokenpace.acceptance.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.clients.ClientUnderTest.NotJudged;
import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pairing rule on real runs of vLLM's benchmark_serving.py against the fake
 * (src/test/resources/vllm-bench/README.md): proved where the run went one request at a time and
 * every stamp fits its timeline, refused otherwise.
 */
class VllmBenchPairingTest {

  static final Path RECORDED = Path.of("src/test/resources/vllm-bench");
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path temp;

  @ParameterizedTest
  @ValueSource(strings = {"chat-streaming", "completion-streaming"})
  void eachPromptIsTheFakesNextArrivalAfterTheTestRequest(String run) throws IOException {
    RunReport report = recorded(run);
    List<Timeline> timelines = timelines(RECORDED.resolve(run));

    RunReport placed = VllmBenchPairing.placed(report, timelines, 0);

    assertThat(placed.requests())
        .extracting(ReportedRequest::requestId)
        .containsExactly("fake-2", "fake-3", "fake-4");
    for (int i = 0; i < 3; i++) {
      ReportedRequest request = placed.requests().get(i);
      Timeline timeline = timelines.get(i + 1);
      // placed at the earliest its offsets allow, the width of its window before the accept
      double uncertainty = request.json().path("start_uncertainty").asDouble();
      assertThat(uncertainty).isBetween(0.0, 0.010); // milliseconds on a busy machine
      assertThat(request.startTime())
          .isCloseTo(timeline.acceptedNanos() / 1e9 - uncertainty, within(1e-9));
      assertThat(request.events())
          .extracting(ReportedEvent::kind)
          .containsExactly("role", "content", "content", "content", "content", "finish");
      assertThat(request.events())
          .extracting(ReportedEvent::text)
          .containsExactly("", "The", " quick brown", " fox", " jumps", "");
      List<SentEvent> withChoices = timeline.events().subList(0, 6);
      double tightest = Double.MAX_VALUE;
      for (int k = 0; k < 6; k++) {
        // never seen before the fake began the write that completed the chunk
        double margin =
            request.events().get(k).time()
                - Math.min(
                        withChoices.get(k).completingWriteStartNanos(),
                        withChoices.get(k).sentNanos())
                    / 1e9;
        assertThat(margin).isGreaterThan(-1e-6);
        tightest = Math.min(tightest, margin);
      }
      // and one chunk was seen as soon as it could have been: the start is no later than proved
      assertThat(tightest).isCloseTo(0, within(1e-6));
      // its own numbers are kept as it wrote them
      assertThat(request.events().get(0).time() - request.startTime())
          .isCloseTo(request.metric("time_to_first_token"), within(1e-9));
    }
  }

  @Test
  void aRunWithSeveralRequestsInFlightIsNotJudged() throws IOException {
    refusedWhenEdited("chat-streaming", r -> r.put("max_concurrency", 2))
        .hasMessageStartingWith("not judged: ")
        .hasMessageContaining("2 requests be in flight at once");
  }

  @Test
  void aRequestTheFakeNeverReceivedLeavesEveryPairUnproved() throws IOException {
    RunReport report = recorded("chat-streaming");
    List<Timeline> timelines = new ArrayList<>(timelines(RECORDED.resolve("chat-streaming")));
    timelines.remove(2);

    assertThatThrownBy(() -> VllmBenchPairing.placed(report, timelines, 0))
        .isInstanceOf(NotJudged.class)
        .hasMessageContaining("the fake received 3 requests")
        .hasMessageContaining("its result file lists 3 and it sends one test request first");
  }

  @Test
  void timelinesFromBeforeTheLaunchAreNotThisRunsRequests() throws IOException {
    RunReport report = recorded("chat-streaming");
    List<Timeline> timelines = timelines(RECORDED.resolve("chat-streaming"));
    long afterTheTestRequest = timelines.get(1).receivedNanos();

    assertThatThrownBy(() -> VllmBenchPairing.placed(report, timelines, afterTheTestRequest))
        .isInstanceOf(NotJudged.class)
        .hasMessageContaining("the fake received 3 requests");
  }

  @Test
  void stampsThatCannotBeOfTheirTimelineRefuteThePair() throws IOException {
    // a first chunk 10 ms after the start: it would have been seen 50 ms before the fake sent it
    refusedWhenEdited("completion-streaming", r -> ((ArrayNode) r.get("ttfts")).set(1, 0.010))
        .hasMessageContaining("prompt 2 and the fake's fake-3 do not pair")
        .hasMessageContaining("started no earlier than");
  }

  @Test
  void anotherAnswerThanTheFakesRefutesThePair() throws IOException {
    refusedWhenEdited(
            "chat-streaming",
            r -> ((ArrayNode) r.get("generated_texts")).set(0, "The quick brown fox"))
        .hasMessageContaining("prompt 1 and the fake's fake-2 do not pair")
        .hasMessageContaining("is not the fake's content \"The quick brown fox jumps\"");
  }

  @Test
  void aStampCountOtherThanTheChunksWithChoicesRefutesThePair() throws IOException {
    refusedWhenEdited("chat-streaming", r -> ((ArrayNode) r.get("itls").get(2)).remove(4))
        .hasMessageContaining("vLLM stamped 5 chunks with choices, the fake sent 6");
  }

  private static RunReport recorded(String run) throws IOException {
    return VllmBenchReports.read(RECORDED.resolve(run).resolve("result.json"));
  }

  /** Pairing the recorded run with one edit to its result file: refused as not judged. */
  private AbstractThrowableAssert<?, ? extends Throwable> refusedWhenEdited(
      String run, Consumer<ObjectNode> edit) throws IOException {
    RunReport report = VllmBenchReports.read(edited(run, edit));
    List<Timeline> timelines = timelines(RECORDED.resolve(run));
    return assertThatThrownBy(() -> VllmBenchPairing.placed(report, timelines, 0))
        .isInstanceOf(NotJudged.class);
  }

  private Path edited(String run, Consumer<ObjectNode> edit) throws IOException {
    ObjectNode result =
        (ObjectNode) JSON.readTree(RECORDED.resolve(run).resolve("result.json").toFile());
    edit.accept(result);
    Path file = temp.resolve(run + "-result.json");
    Files.writeString(file, result.toString());
    return file;
  }

  /** The fake's timelines as {@code GET /__admin/tokenpace/timelines} wrote them. */
  static List<Timeline> timelines(Path run) throws IOException {
    List<Timeline> timelines = new ArrayList<>();
    for (JsonNode t : JSON.readTree(run.resolve("timelines.json").toFile()).path("timelines")) {
      List<SentEvent> events = new ArrayList<>();
      for (JsonNode e : t.path("events")) {
        events.add(
            new SentEvent(
                e.path("index").asInt(),
                ChunkKind.ofWireName(e.path("kind").asText()).orElseThrow(),
                e.path("text").asText(""),
                e.path("bytes").asInt(),
                e.path("scheduledNanos").asLong(),
                e.path("writeStartNanos").asLong(),
                e.path("sentNanos").asLong(),
                e.path("firstPartSentNanos").asLong(),
                e.path("completingWriteStartNanos").asLong(),
                e.path("completingDeadlineNanos").asLong()));
      }
      timelines.add(
          new Timeline(
              t.path("requestId").asText(),
              t.path("receivedNanos").asLong(),
              t.path("acceptedNanos").asLong(),
              t.path("takeUpHoldNanos").asLong(),
              events,
              t.path("endNanos").asLong(),
              FaultKind.ofWireNames(t.path("fault").asText(null)),
              ServerWork.NONE,
              0));
    }
    return timelines;
  }
}
