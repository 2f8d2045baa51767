package dev.tokenpace.acceptance.world;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.Timeline;
import java.time.Duration;

/** The scenario's own fake model server, started on a free port the first time it is needed. */
public final class FakeModelServer implements AutoCloseable {

  private static final Duration TIMELINE_WAIT = Duration.ofSeconds(10);

  private StreamingFake fake;

  public synchronized StreamingFake fake() {
    if (fake == null) {
      fake = StreamingFake.start();
    }
    return fake;
  }

  public Timeline timelineOf(String requestId) {
    return fake().awaitTimeline(requestId, TIMELINE_WAIT);
  }

  @Override
  public synchronized void close() {
    if (fake != null) {
      fake.close();
      fake = null;
    }
  }
}
