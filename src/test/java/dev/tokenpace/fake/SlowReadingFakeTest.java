package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link StreamingFake#readRequestBodiesAfter}: a long body stays unread, and the client's write
 * waits.
 */
class SlowReadingFakeTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final Duration READ_DELAY = ms(300);

  /**
   * With a 64 KiB send buffer, 2 MB is far more than the connection holds before the fake reads.
   */
  private static final int SEND_BUFFER = 64 * 1024;

  private static final int PROMPT_BYTES = 2 * 1024 * 1024;

  @AfterEach
  void readAtOnceAgain() {
    server.fake().readRequestBodiesAfter(Duration.ZERO);
  }

  @Test
  void aLongBodyIsReadOnlyAfterTheDelaySoTheClientsWriteWaits() throws Exception {
    server.fake().serve("slow-reader", Profile.words("a b").after(ms(10)).gaps(ms(10)).build());
    server.fake().readRequestBodiesAfter(READ_DELAY);

    RawSseClient.Result result = post("slow-reader", "slow-1");
    Timeline timeline = server.fake().awaitTimeline("slow-1", ms(5000));

    assertThat(result.endedCleanly()).isTrue();
    assertThat(timeline.receivedNanos() - result.sendNanos())
        .as("receipt, stamped when the headers arrived")
        .isLessThan(READ_DELAY.toNanos());
    assertThat(result.writtenNanos() - timeline.receivedNanos())
        .as("the client's write, done after the fake read")
        .isGreaterThanOrEqualTo(READ_DELAY.toNanos());
    assertThat(timeline.events().get(0).scheduledNanos())
        .as("deadlines still count from receipt")
        .isEqualTo(timeline.receivedNanos() + ms(10).toNanos());
    assertThat(timeline.events().get(0).sentNanos() - timeline.receivedNanos())
        .as("the first event, due during the wait")
        .isGreaterThanOrEqualTo(READ_DELAY.toNanos());
  }

  @Test
  void byDefaultTheSameBodyIsReadAtOnce() throws Exception {
    server.fake().serve("prompt-reader", Profile.words("a b").after(ms(10)).gaps(ms(10)).build());

    RawSseClient.Result result = post("prompt-reader", "quick-1");
    Timeline timeline = server.fake().awaitTimeline("quick-1", ms(5000));

    assertThat(result.endedCleanly()).isTrue();
    assertThat(result.writtenNanos() - timeline.receivedNanos())
        .as("the client's write after receipt")
        .isLessThan(READ_DELAY.toNanos());
  }

  @Test
  void aNegativeDelayIsRefused() {
    assertThatThrownBy(() -> server.fake().readRequestBodiesAfter(ms(-1)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static RawSseClient.Result post(String model, String requestId) throws Exception {
    String body =
        "{\"model\":\""
            + model
            + "\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\""
            + "word ".repeat(PROMPT_BYTES / 5)
            + "\"}]}";
    return RawSseClient.post(
        server.fake().port(), "/v1/chat/completions", body, requestId, SEND_BUFFER);
  }
}
