package dev.tokenpace.sensitivity.variants;

import static dev.tokenpace.testing.Script.content;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.JdkModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.testing.Script;
import dev.tokenpace.testing.StreamingTestServer;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.WordCounter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Each broken transport substitution differs from the production one where its bug matters. */
class BrokenTransportVariantsTest {

  private static final long MS = 1_000_000L;

  @Test
  void startAfterWriteTakesTheEndOfTheWriteInsteadOfTheHandOver() {
    assertThat(EventStamping.atTerminator().requestStart(5 * MS, 9 * MS)).isEqualTo(5 * MS);
    assertThat(new StartAfterWrite().requestStart(5 * MS, 9 * MS)).isEqualTo(9 * MS);
  }

  @Test
  void connectStampedAfterWriteMakesTheRequestSendNegative() throws Exception {
    WayIn clean = wayInOfANewConnection(EventStamping.atTerminator());
    WayIn broken = wayInOfANewConnection(new ConnectStampedAfterWrite());

    assertThat(clean.connectNanos())
        .as("clean: connected, then written")
        .isLessThan(clean.writtenNanos());
    assertThat(broken.connectNanos())
        .as("broken: the connect stamped after the write")
        .isGreaterThan(broken.writtenNanos());
  }

  private static WayIn wayInOfANewConnection(EventStamping stamping) throws Exception {
    try (StreamingTestServer server =
            StreamingTestServer.start(r -> Script.sse(5, content("a"), "[DONE]"));
        NioModelServerClient client =
            new NioModelServerClient(
                TestClients.chatSettings(Duration.ofSeconds(10)), new WordCounter(), stamping)) {
      PreparedRequest request = TestClients.chatRequest(server.baseUri(), "r", true, "hi");
      RequestRecord record = client.send(request).record().get(20, TimeUnit.SECONDS);
      assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
      assertThat(record.wayIn().connection()).isEqualTo(WayIn.Connection.NEW);
      return record.wayIn();
    }
  }

  @Test
  void jdkStampsAtStreamEndStampsEveryEventWhenTheStreamEnds() throws Exception {
    List<Long> clean = arrivals(JdkBodyDelivery.asReceived());
    List<Long> broken = arrivals(new JdkStampsAtStreamEnd());

    assertThat(clean.get(2) - clean.get(0))
        .as("clean: the first and third event, 2 x 60 ms apart")
        .isGreaterThan(100 * MS);
    assertThat(broken.get(2) - broken.get(0))
        .as("broken: stamped together at the end")
        .isLessThan(10 * MS);
  }

  /**
   * Arrival stamps of three events sent 60 ms apart, through a JDK client with {@code delivery}.
   */
  private static List<Long> arrivals(JdkBodyDelivery delivery) throws Exception {
    ClientSettings settings = TestClients.chatSettings(Duration.ofSeconds(10));
    try (StreamingTestServer server =
            StreamingTestServer.start(
                r -> Script.sse(60, content("a"), content("b"), content("c"), "[DONE]"));
        JdkModelServerClient client =
            new JdkModelServerClient(
                settings,
                new WordCounter(),
                EventStamping.atTerminator(),
                delivery,
                UsageReports.NEWEST_WINS)) {
      PreparedRequest request = TestClients.chatRequest(server.baseUri(), "r", true, "hi");
      RequestRecord record = client.send(request).record().get(20, TimeUnit.SECONDS);
      assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
      return record.chunks().stream().map(TimedChunk::arrivalNanos).toList();
    }
  }
}
