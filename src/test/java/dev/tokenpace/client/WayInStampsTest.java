package dev.tokenpace.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.nio.NioModelServerClient;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.TestServerPerTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The way in (connect, written, head) per transport against the raw-socket test server: ordering
 * and presence only, never speed. The server's receipt stamp is causal: the client stamps its
 * connect before it writes, and the head cannot arrive before the server read the request.
 */
class WayInStampsTest {

  @RegisterExtension final TestServerPerTest server = TestServerPerTest.twoWords();

  @Test
  void nioStampsConnectWriteAndHeadInOrderOnANewConnection() throws Exception {
    try (NioModelServerClient client = TestClients.nio()) {
      RequestRecord first = send(client, "first");

      WayIn way = first.wayIn();
      long received = server.served().get(0).receivedNanos();
      assertThat(way.connection()).isEqualTo(WayIn.Connection.NEW);
      assertThat(way.tlsNanos()).as("plain http has no handshake").isEqualTo(-1);
      assertThat(first.startNanos()).isLessThanOrEqualTo(way.connectNanos());
      assertThat(way.connectNanos()).isLessThan(received);
      assertThat(way.connectNanos()).isLessThanOrEqualTo(way.writtenNanos());
      assertThat(way.writtenNanos()).isLessThanOrEqualTo(first.headersNanos());
      assertThat(received).isLessThan(first.headersNanos());
      assertThat(first.headersNanos()).isLessThanOrEqualTo(first.chunks().get(0).arrivalNanos());
    }
  }

  @Test
  void nioHasNoConnectOnAReusedConnection() throws Exception {
    try (NioModelServerClient client = TestClients.nio()) {
      send(client, "first");
      RequestRecord second = send(client, "second");

      assertThat(server.connections()).as("kept alive").isEqualTo(1);
      WayIn way = second.wayIn();
      assertThat(way.connection()).isEqualTo(WayIn.Connection.REUSED);
      assertThat(way.connectNanos()).isEqualTo(-1);
      assertThat(way.tlsNanos()).isEqualTo(-1);
      assertThat(second.startNanos()).isLessThanOrEqualTo(way.writtenNanos());
      assertThat(way.writtenNanos()).isLessThanOrEqualTo(second.headersNanos());
      assertThat(server.served().get(1).receivedNanos()).isLessThan(second.headersNanos());
    }
  }

  @Test
  void eachConnectionABurstOpensIsStampedOnTheRequestThatOpenedIt() throws Exception {
    int burst = 20;
    try (NioModelServerClient client = TestClients.nio()) {
      List<CompletableFuture<RequestRecord>> sent = new ArrayList<>();
      for (int i = 0; i < burst; i++) {
        sent.add(
            client.send(TestClients.chatRequest(server.baseUri(), "b-" + i, true, "hi")).record());
      }
      int opened = 0;
      for (CompletableFuture<RequestRecord> f : sent) {
        RequestRecord r = f.get(20, TimeUnit.SECONDS);
        assertThat(r.succeeded()).as("%s", r.failure()).isTrue();
        WayIn way = r.wayIn();
        if (way.connection() == WayIn.Connection.NEW) {
          opened++;
          assertThat(r.startNanos()).isLessThanOrEqualTo(way.connectNanos());
          assertThat(way.connectNanos()).isLessThanOrEqualTo(way.writtenNanos());
        } else {
          // a busy machine may let an early stream end before a late one is dispatched
          assertThat(way.connection()).isEqualTo(WayIn.Connection.REUSED);
          assertThat(way.connectNanos()).isEqualTo(-1);
        }
        assertThat(r.startNanos()).isLessThanOrEqualTo(way.writtenNanos());
        assertThat(way.writtenNanos()).isLessThanOrEqualTo(r.headersNanos());
      }
      assertThat(opened).as("one NEW per accepted connection").isEqualTo(server.connections());
    }
  }

  @Test
  void nioFailingConnectLeavesNoConnectStamp() throws Exception {
    int closedPort;
    try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
      closedPort = s.getLocalPort();
    }
    try (NioModelServerClient client = TestClients.nio()) {
      RequestRecord refused =
          client
              .send(
                  TestClients.chatRequest(
                      java.net.URI.create("http://127.0.0.1:" + closedPort), "refused", true, "hi"))
              .record()
              .get(20, TimeUnit.SECONDS);

      assertThat(refused.succeeded()).isFalse();
      assertThat(refused.wayIn().connection()).isEqualTo(WayIn.Connection.NEW);
      assertThat(refused.wayIn().connectNanos()).isEqualTo(-1);
      assertThat(refused.wayIn().writtenNanos()).isEqualTo(-1);
    }
  }

  @Test
  void jdkOverPlainHttpSaysNothingItCannotSee() throws Exception {
    try (JdkModelServerClient client = TestClients.jdk()) {
      RequestRecord first = send(client, "first");
      RequestRecord second = send(client, "second");

      for (RequestRecord r : new RequestRecord[] {first, second}) {
        assertThat(r.wayIn()).isEqualTo(WayIn.UNKNOWN);
        assertThat(r.startNanos()).isLessThan(r.headersNanos());
        assertThat(r.headersNanos()).isLessThanOrEqualTo(r.chunks().get(0).arrivalNanos());
      }
    }
  }

  private RequestRecord send(ModelServerClient client, String id) throws Exception {
    RequestRecord record =
        client
            .send(TestClients.chatRequest(server.baseUri(), id, true, "hi"))
            .record()
            .get(20, TimeUnit.SECONDS);
    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    return record;
  }
}
