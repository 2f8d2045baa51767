package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class ExternalEvidenceTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long LAUNCH = 1_000_000_000L;

  @Test
  void aRequestWithNoAnswerIsPairedWithTheNextTimelineReceivedAfterItsStart() {
    RunReport report = report(request("fake-1", 1.10), request("", 1.30), request("", 1.50));
    List<Timeline> timelines =
        List.of(
            timeline("fake-1", 1.101, 1.1005),
            timeline("fake-3", 1.501, 1.5005),
            timeline("fake-2", 1.301, 0));

    RunReport paired = ExternalEvidence.paired(report, timelines);

    assertThat(paired.requests().stream().map(ReportedRequest::requestId))
        .containsExactly("fake-1", "fake-2", "fake-3");
  }

  @Test
  void twoUnnamedRequestsOnTheirWayAtOnceCannotBeTold() {
    RunReport report = report(request("", 1.30), request("", 1.3001));
    List<Timeline> timelines = List.of(timeline("fake-1", 1.301, 0), timeline("fake-2", 1.3012, 0));

    assertThatThrownBy(() -> ExternalEvidence.paired(report, timelines))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageStartingWith("not judged: the report names no request by the fake's id")
        .hasMessageContaining("cannot be proved");
  }

  @Test
  void startsBetweenLaunchAndTheFakesAcceptProveOneClock() {
    RunReport report = report(request("fake-1", 1.10), request("fake-2", 1.30));
    Map<String, Timeline> timelines =
        Map.of(
            "fake-1", timeline("fake-1", 1.102, 1.101),
            "fake-2", timeline("fake-2", 1.301, 0)); // a reused connection: its receipt bounds it

    assertThat(ExternalEvidence.clockMismatch(report, timelines::get, LAUNCH)).isEmpty();
  }

  @Test
  void aStartAfterTheFakeReceivedTheRequestIsAnotherClock() {
    RunReport report = report(request("fake-1", 1.20));
    Optional<String> mismatch =
        ExternalEvidence.clockMismatch(
            report, Map.of("fake-1", timeline("fake-1", 1.102, 1.101))::get, LAUNCH);

    assertThat(mismatch)
        .get()
        .asString()
        .startsWith("not judged: the client's clock is not the fake's")
        .contains("Request fake-1 started at 1.200000 s")
        .contains("accepted its connection at 1.101000 s");
  }

  @Test
  void aStartBeforeTheClientWasLaunchedIsAnotherClock() {
    RunReport report = report(request("fake-1", 0.5));
    assertThat(
            ExternalEvidence.clockMismatch(
                report, Map.of("fake-1", timeline("fake-1", 1.102, 1.101))::get, LAUNCH))
        .get()
        .asString()
        .contains("launched at 1.000000 s");
  }

  private static RunReport report(ReportedRequest... requests) {
    return new RunReport(JSON.createObjectNode(), List.of(requests), List.of());
  }

  private static ReportedRequest request(String id, double start) {
    ObjectNode json = JSON.createObjectNode();
    if (!id.isEmpty()) {
      json.put("request_id", id);
    }
    json.put("start_time", start);
    json.put("end_time", start + 0.5);
    return new ReportedRequest(json);
  }

  private static Timeline timeline(String id, double received, double accepted) {
    return new Timeline(
        id,
        Math.round(received * 1e9),
        Math.round(accepted * 1e9),
        0,
        List.of(),
        Math.round((received + 0.4) * 1e9),
        null,
        ServerWork.NONE,
        0);
  }
}
