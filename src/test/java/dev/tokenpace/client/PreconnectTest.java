package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.TestServerPerTest;
import java.net.ServerSocket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Connections opened ahead ({@code load.preconnect}): the requests take them up and report them
 * reused, with no connect; what cannot be opened is counted and said, and costs no request.
 */
class PreconnectTest {

  @RegisterExtension final TestServerPerTest server = TestServerPerTest.twoWords();

  @Test
  void aBurstTakesUpTheConnectionsOpenedAheadAndOpensNone() throws Exception {
    int burst = 8;
    try (NioModelServerClient client = TestClients.nio()) {
      Preconnected opened = client.preconnect(server.baseUri(), burst).get(20, TimeUnit.SECONDS);

      assertThat(opened.opened()).isEqualTo(burst);
      assertThat(opened.complete()).isTrue();
      assertThat(opened.shortfall(0)).isNull();
      List<CompletableFuture<RequestRecord>> sent = new ArrayList<>();
      for (int i = 0; i < burst; i++) {
        sent.add(
            client.send(TestClients.chatRequest(server.baseUri(), "p-" + i, true, "hi")).record());
      }
      for (CompletableFuture<RequestRecord> f : sent) {
        RequestRecord r = f.get(20, TimeUnit.SECONDS);
        assertThat(r.succeeded()).as("%s", r.failure()).isTrue();
        assertThat(r.wayIn().connection()).isEqualTo(WayIn.Connection.REUSED);
        assertThat(r.wayIn().connectNanos()).as("connected before the request").isEqualTo(-1);
        assertThat(r.startNanos()).isLessThanOrEqualTo(r.wayIn().writtenNanos());
      }
      assertThat(server.connections()).as("the ones opened ahead, and no other").isEqualTo(burst);
    }
  }

  @Test
  void connectionsStillIdleFromAnEarlierStageCountTowardTheNext() throws Exception {
    try (NioModelServerClient client = TestClients.nio()) {
      client.preconnect(server.baseUri(), 3).get(20, TimeUnit.SECONDS);

      Preconnected again = client.preconnect(server.baseUri(), 5).get(20, TimeUnit.SECONDS);

      assertThat(again.alreadyOpen()).isEqualTo(3);
      assertThat(again.opened()).isEqualTo(2);
      assertThat(again.complete()).isTrue();
    }
  }

  @Test
  void connectionsThatCannotOpenAreCountedAndSaidAndTheRequestsStillEndAsFailures()
      throws Exception {
    URI nobody = URI.create("http://127.0.0.1:" + closedPort());
    try (NioModelServerClient client = TestClients.nio()) {
      Preconnected opened = client.preconnect(nobody, 4).get(20, TimeUnit.SECONDS);

      assertThat(opened.opened()).isZero();
      assertThat(opened.failed()).isEqualTo(4);
      assertThat(opened.complete()).isFalse();
      assertThat(opened.shortfall(0))
          .contains("load.preconnect", "stage 0", "opened 0 of 4", "4 failed", "refused");
      RequestRecord r =
          client
              .send(TestClients.chatRequest(nobody, "after", true, "hi"))
              .record()
              .get(20, TimeUnit.SECONDS);
      assertThat(r.succeeded()).isFalse();
      assertThat(r.wayIn().connection()).isEqualTo(WayIn.Connection.NEW);
    }
  }

  @Test
  void theJdkClientSaysItCannotOpenConnectionsAhead() throws Exception {
    try (JdkModelServerClient client = TestClients.jdk()) {
      Preconnected opened = client.preconnect(server.baseUri(), 4).get(20, TimeUnit.SECONDS);

      assertThat(opened.opened()).isZero();
      assertThat(opened.unsupported()).contains("JDK HttpClient");
      assertThat(opened.shortfall(1))
          .contains("stage 1", "each request opens its connection when it needs one");
    }
  }

  @Test
  void httpsOverNioGoesToTheJdkClientAndSaysSo() throws Exception {
    try (NioModelServerClient client = TestClients.nio()) {
      Preconnected opened =
          client.preconnect(URI.create("https://127.0.0.1:1"), 2).get(20, TimeUnit.SECONDS);

      assertThat(opened.unsupported()).contains("https://");
    }
  }

  private static int closedPort() throws Exception {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }
}
