package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whether a request waited in the model's queue is read from where the fake's schedule began, not
 * rebuilt from the script's waits: a server paced by the streams in flight sends its first word
 * after its row's wait (100 ms here), whatever the script said, and a request read as queued had
 * its benchmark's late send counted as the model's time to first token (flake-check, two burners).
 */
class ModelQueueTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long MS = 1_000_000;

  @Test
  void aRequestStartedAtItsReceiptDidNotWaitWhateverPacedItsFirstWord() {
    RunQueueing queueing = queueing(answered("fake-1", 1_000 * MS, 1_000 * MS, 100 * MS));

    assertThat(queueing.queue("fake-1").waited()).isFalse();
  }

  @Test
  void aRequestWhoseScheduleBeganWhenASlotFreedWaited() {
    RunQueueing queueing = queueing(answered("fake-1", 1_000 * MS, 1_030 * MS, 20 * MS));

    assertThat(queueing.queue("fake-1").waited()).isTrue();
  }

  @Test
  void theServersOwnWorkIsNoWaitInTheQueue() {
    Timeline prefilled =
        new Timeline(
            "fake-1",
            1_000 * MS,
            1_000 * MS,
            0,
            List.of(token(1_080 * MS)),
            1_090 * MS,
            null,
            new ServerWork(-1, -1, 0, 50 * MS),
            1_050 * MS);

    assertThat(queueing(prefilled).queue("fake-1").waited()).isFalse();
  }

  private static RunQueueing queueing(Timeline timeline) {
    ObjectNode json = JSON.createObjectNode();
    json.put("request_id", timeline.requestId());
    json.put("success", true);
    json.put("scheduled_time", 0.99);
    RunReport report =
        new RunReport(JSON.createObjectNode(), List.of(new ReportedRequest(json)), List.of());
    Map<String, Timeline> byId = Map.of(timeline.requestId(), timeline);
    return new RunQueueing(report, r -> byId.get(r.requestId()), InFlight.closedLoop(1, null));
  }

  private static Timeline answered(String id, long received, long scheduleBase, long firstWord) {
    return new Timeline(
        id,
        received,
        received,
        0,
        List.of(token(scheduleBase + firstWord)),
        scheduleBase + firstWord,
        null,
        new ServerWork(-1, -1, 0, 0, 1),
        scheduleBase);
  }

  private static Timeline.SentEvent token(long at) {
    return new Timeline.SentEvent(0, ChunkKind.CONTENT, "word", 10, at, at, at, 0, at, at);
  }
}
