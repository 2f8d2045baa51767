package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** docs/metrics.md's examples, worked out from a fake's stamps instead of the benchmark's. */
class TimelineTruthTest {

  private static final Offset<Double> EXACT = within(1e-9);
  private static final long RECEIVED = 5_000_000_000L;

  private static SentEvent sent(int index, String kind, String text, double at) {
    long nanos = RECEIVED + Math.round(at * 1e9);
    return new SentEvent(
        index,
        dev.tokenpace.wire.ChunkKind.ofWireName(kind).orElseThrow(),
        text,
        1,
        nanos,
        nanos,
        nanos,
        0,
        nanos,
        nanos);
  }

  private static Timeline timeline(double end, Object... kindTextAt) {
    List<SentEvent> events = new ArrayList<>();
    for (int i = 0; i < kindTextAt.length; i += 3) {
      events.add(
          sent(
              i / 3,
              (String) kindTextAt[i],
              (String) kindTextAt[i + 1],
              (double) kindTextAt[i + 2]));
    }
    return new Timeline(
        "r1",
        RECEIVED,
        RECEIVED,
        0,
        events,
        RECEIVED + Math.round(end * 1e9),
        null,
        ServerWork.NONE,
        0);
  }

  @Test
  void exampleBUnevenGaps() {
    Timeline b =
        timeline(
            1.26, "role", "", 0.05, "content", "one", 0.25, "content", " two", 0.65, "content",
            " three", 0.75, "content", " four", 1.15, "content", " five", 1.25, "done", "", 1.255);

    TimelineTruth truth = TimelineTruth.of(b).orElseThrow();

    assertThat(truth.timeToFirstToken()).isCloseTo(0.25, EXACT);
    assertThat(truth.interTokenLatencies())
        .containsExactly(new double[] {0.4, 0.1, 0.4, 0.1}, EXACT);
    assertThat(truth.timePerOutputToken()).isCloseTo(0.25, EXACT);
    assertThat(truth.requestLatency()).isCloseTo(1.26, EXACT);
    assertThat(truth.normalizedTimePerOutputToken()).isCloseTo(0.252, EXACT);
  }

  @Test
  void exampleAWordsOfOneEventShareItsGap() {
    Timeline a =
        timeline(2.0, "content", "a b", 0.5, "content", " c", 1.0, "content", " d e f", 1.5);

    TimelineTruth truth = TimelineTruth.of(a).orElseThrow();

    assertThat(truth.interTokenLatencies())
        .containsExactly(new double[] {0.5, 1 / 6.0, 1 / 6.0, 1 / 6.0}, EXACT);
    assertThat(truth.timePerOutputToken()).isCloseTo(0.2, EXACT);
  }

  @Test
  void aTimelineWithoutWordsHasNoTruthToTell() {
    assertThat(TimelineTruth.of(timeline(0.1, "role", "", 0.05, "done", "", 0.1))).isEmpty();
  }
}
