package dev.tokenpace.fake.timeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SentEventsTest {

  @Test
  void givesBackEveryEventWithAllItsStampsAndACopyKeepsThemWhateverComesAfter() {
    List<SentEvent> written = new ArrayList<>();
    for (int i = 0; i < 70; i++) {
      written.add(
          new SentEvent(
              i,
              ChunkKind.CONTENT,
              " w" + i,
              150 + i,
              10L * i,
              10L * i + 1,
              10L * i + 2,
              i % 9 == 0 ? 10L * i + 3 : 0,
              10L * i + 4,
              10L * i + 5));
    }
    written.add(SentEvent.unaryBody("whole", 99, 1000, 1001, 1002));

    SentEvents events = new SentEvents(3);
    written.forEach(events::add);
    SentEvents copy = events.copy();
    events.add(SentEvent.unaryBody("later", 1, 2, 3, 4));

    assertThat(copy).hasSize(written.size()).containsExactlyElementsOf(written);
    assertThat(events).hasSize(written.size() + 1);
    assertThatThrownBy(() -> copy.get(written.size()))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
