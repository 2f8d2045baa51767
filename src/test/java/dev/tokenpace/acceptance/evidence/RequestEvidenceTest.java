package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model that serves one request at a time, ten requests a second, 200 ms an answer (first chunk
 * after 100 ms): request 7 is due at 0.6 s and answered from 1.2 s, request 8 due at 0.7 s and
 * answered from 1.4 s, whenever each arrived before then. On a busy machine request 7 went out 20
 * ms late and took 18 ms to reach the model; request 8 was on time. Its numbers are still the
 * queue's.
 */
class RequestEvidenceTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double DELIVERY = 0.0005;

  private final RequestEvidence lateSeventh =
      queued("fake-7", 0.600, 0.620, 0.638, 1.2, new RequestEvidence.ModelQueue(true, 0));
  private final RequestEvidence punctualEighth =
      queued("fake-8", 0.700, 0.700, 0.7005, 1.4, new RequestEvidence.ModelQueue(true, 0));
  private final RequestEvidence servedAtOnce =
      queued("fake-1", 0.0, 0.020, 0.038, 0.038, RequestEvidence.ModelQueue.NONE);

  @Test
  void aQueuedRequestsLatencyFromScheduleIsTheQueuesWhateverItsWayIn() {
    Metric metric = Metric.REQUEST_LATENCY_FROM_SCHEDULE;

    assertThat(fromReceipt(punctualEighth, metric) - fromReceipt(lateSeventh, metric))
        .isCloseTo(0.100, within(1e-6));
    assertThat(model(punctualEighth, metric) - model(lateSeventh, metric))
        .isCloseTo(0.100, within(1e-6));
  }

  @Test
  void aQueuedRequestsTimeToFirstTokenCountsAsAPunctualBenchmarkWouldHaveCounted() {
    Metric metric = Metric.TIME_TO_FIRST_TOKEN;

    assertThat(lateSeventh.reported().metric(metric.reportKey())).isCloseTo(0.6805, within(1e-6));
    assertThat(fromReceipt(lateSeventh, metric)).isCloseTo(0.7005, within(1e-6));
    assertThat(model(lateSeventh, metric)).isCloseTo(0.700, within(1e-6));
  }

  @Test
  void aRequestServedAtOnceCountsFromItsReceipt() {
    Metric metric = Metric.TIME_TO_FIRST_TOKEN;

    assertThat(fromReceipt(servedAtOnce, metric)).isCloseTo(0.1005, within(1e-6));
    assertThat(model(servedAtOnce, metric)).isCloseTo(0.100, within(1e-6));
  }

  /**
   * vLLM's result has no end of a request, only offsets, so its reader ends a request at its last
   * chunk's stamp: that chunk is judged as a chunk, not as the end of a stream the model was still
   * writing ([DONE] after it), which would read as "seen before the model finished".
   */
  @Test
  void anEndThatIsTheLastChunksStampIsNoEndOfStreamToJudge() {
    RequestEvidence endsAtItsLastChunk = servedAtOnce;
    ObjectNode later = (ObjectNode) endsAtItsLastChunk.reported().json().deepCopy();
    later.put("end_time", later.path("end_time").asDouble() + 0.001);
    RequestEvidence endsAfter =
        new RequestEvidence(
            "request 1",
            new ReportedRequest(later),
            endsAtItsLastChunk.timeline(),
            2,
            0,
            0.0,
            0,
            RequestEvidence.ModelQueue.NONE,
            MachineLag.UNMEASURED);

    assertThat(endsAtItsLastChunk.deliveries()).noneMatch(d -> d.of() == Delivery.Of.END);
    assertThat(endsAfter.deliveries()).anyMatch(d -> d.of() == Delivery.Of.END);
  }

  /**
   * GuideLLM keeps no chunks, and its reader says it counts only content: a model that thinks for
   * two chunks before its answer gives its definition over the answer's chunks alone, so a time to
   * first token stamped at the first answer is its definition, not a late delivery.
   */
  @Test
  void aClientThatKeepsNoChunksCountsTheKindsItsReaderNames() {
    ObjectNode json = JSON.createObjectNode();
    json.put("request_id", "fake-1");
    json.put("success", true);
    json.putArray("events");
    json.putArray("counted_kinds").add(ChunkKind.CONTENT.wireName());
    Timeline thinksFirst =
        new Timeline(
            "fake-1",
            nanos(1.0),
            nanos(1.0),
            0,
            List.of(
                sent(0, ChunkKind.REASONING, 1.1),
                sent(1, ChunkKind.REASONING, 1.12),
                sent(2, ChunkKind.CONTENT, 1.14),
                sent(3, ChunkKind.CONTENT, 1.16)),
            nanos(1.17),
            null,
            ServerWork.NONE,
            0);
    RequestEvidence request =
        new RequestEvidence(
            "request 1",
            new ReportedRequest(json),
            thinksFirst,
            4,
            0,
            1.0,
            0,
            RequestEvidence.ModelQueue.NONE,
            MachineLag.UNMEASURED);

    assertThat(request.kept()).containsExactly(2, 3);
    assertThat(request.uncountedByKind()).containsExactly(java.util.Map.entry("reasoning", 2L));
    assertThat(request.modelDefinitionOfKept().value(Metric.TIME_TO_FIRST_TOKEN))
        .isCloseTo(0.140, within(1e-6));
    assertThat(request.modelDefinition().value(Metric.TIME_TO_FIRST_TOKEN))
        .isCloseTo(0.100, within(1e-6));
  }

  private static double fromReceipt(RequestEvidence request, Metric metric) {
    return request.fromReceipt(metric, request.reported().metric(metric.reportKey()));
  }

  private static double model(RequestEvidence request, Metric metric) {
    return request.modelDefinition().value(metric);
  }

  /** One answer: a word 100 ms after the model let it in, another 100 ms later, then the end. */
  private static RequestEvidence queued(
      String id,
      double scheduled,
      double start,
      double received,
      double admitted,
      RequestEvidence.ModelQueue queue) {
    double first = admitted + 0.1;
    double second = admitted + 0.2;
    double end = second + DELIVERY;
    ObjectNode json = JSON.createObjectNode();
    json.put("request_id", id);
    json.put("success", true);
    json.put("scheduled_time", scheduled);
    json.put("start_time", start);
    json.put("end_time", end);
    ObjectNode metrics = json.putObject("metrics");
    metrics.put(Metric.TIME_TO_FIRST_TOKEN.reportKey(), first + DELIVERY - start);
    metrics.put(Metric.REQUEST_LATENCY_FROM_SCHEDULE.reportKey(), end - scheduled);
    var events = json.putArray("events");
    for (double at : List.of(first, second)) {
      ObjectNode event = events.addObject();
      event.put("time", at + DELIVERY);
      event.put("kind", ChunkKind.CONTENT.wireName());
      event.put("text", " word");
      event.put("tokens", 1);
    }
    Timeline timeline =
        new Timeline(
            id,
            nanos(received),
            nanos(received),
            0,
            List.of(sent(0, first), sent(1, second)),
            nanos(second),
            null,
            ServerWork.NONE,
            0);
    return new RequestEvidence(
        "request " + id.substring(5),
        new ReportedRequest(json),
        timeline,
        2,
        0,
        scheduled,
        0,
        queue,
        MachineLag.UNMEASURED);
  }

  private static SentEvent sent(int index, double at) {
    return sent(index, ChunkKind.CONTENT, at);
  }

  private static SentEvent sent(int index, ChunkKind kind, double at) {
    long nanos = nanos(at);
    return new SentEvent(index, kind, " word", 16, nanos, nanos, nanos, 0, nanos, nanos);
  }

  private static long nanos(double seconds) {
    return Math.round(seconds * 1e9);
  }
}
