package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.evidence.MachineLag;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Three words 10 ms apart: two gaps of inter-token latency. A benchmark that also takes the gap to
 * the finish chunk as a sample has the same median on a quiet machine and another on a busy one;
 * its samples tell it every time.
 */
class SamplesOfEachTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Metric ITL = Metric.INTER_TOKEN_LATENCY;

  @Test
  void samplesAsDefinedPassWithTheFurthestShown() {
    List<Check> checks =
        DefinitionJudge.samplesOfEach(
            List.of(request(1, 0.010, 0.010), request(2, 0.010, 0.010)), ITL);

    assertThat(checks).hasSize(2).allMatch(Check::passed);
    assertThat(checks.get(0).what()).isEqualTo(ITL.label() + " of the 2 requests, samples");
  }

  @Test
  void anExtraSampleFailsWhateverItDoesToTheMedian() {
    List<Check> checks =
        DefinitionJudge.samplesOfEach(
            List.of(request(1, 0.010, 0.010), request(2, 0.010, 0.010, 0.010)), ITL);

    assertThat(checks.get(0).passed()).isFalse();
    assertThat(checks.get(0).what()).isEqualTo(ITL.label() + " of request 2, samples");
  }

  @Test
  void aSampleOffItsDefinitionFails() {
    List<Check> checks = DefinitionJudge.samplesOfEach(List.of(request(1, 0.010, 0.004)), ITL);

    assertThat(checks.get(0).passed()).isTrue();
    assertThat(checks.get(1).passed()).isFalse();
    assertThat(checks.get(1).what()).isEqualTo(ITL.label() + " of request 1, sample 2");
  }

  @Test
  void aReportWithoutSamplesPerRequestIsNotJudgedHere() {
    assertThat(DefinitionJudge.samplesOfEach(List.of(request(1)), ITL)).isEmpty();
    assertThat(DefinitionJudge.samplesOfEach(List.of(request(1)), Metric.TIME_TO_FIRST_TOKEN))
        .isEmpty();
  }

  /** Words seen at 100, 110 and 120 ms; the report's samples as given. */
  private static RequestEvidence request(int number, double... samples) {
    List<Double> at = List.of(0.100, 0.110, 0.120);
    ObjectNode json = JSON.createObjectNode();
    json.put("request_id", "fake-" + number);
    json.put("success", true);
    json.put("start_time", 0.0);
    json.put("end_time", 0.121);
    var itl = json.putObject("metrics").putArray(ITL.reportKey());
    for (double sample : samples) {
      itl.add(sample);
    }
    var events = json.putArray("events");
    List<SentEvent> sent = new ArrayList<>();
    for (int i = 0; i < at.size(); i++) {
      ObjectNode event = events.addObject();
      event.put("time", at.get(i));
      event.put("kind", ChunkKind.CONTENT.wireName());
      event.put("text", " word");
      event.put("tokens", 1);
      long nanos = Math.round(at.get(i) * 1e9);
      sent.add(
          new SentEvent(i, ChunkKind.CONTENT, " word", 16, nanos, nanos, nanos, 0, nanos, nanos));
    }
    Timeline timeline =
        new Timeline("fake-" + number, 1, 1, 0, sent, Math.round(0.12e9), null, ServerWork.NONE, 0);
    return new RequestEvidence(
        "request " + number,
        new ReportedRequest(json),
        timeline,
        3,
        0,
        0,
        0,
        RequestEvidence.ModelQueue.NONE,
        MachineLag.UNMEASURED);
  }
}
