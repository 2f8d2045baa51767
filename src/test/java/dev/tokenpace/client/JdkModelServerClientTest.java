package dev.tokenpace.client;

import static dev.tokenpace.testing.Script.content;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.Script;
import dev.tokenpace.testing.StreamingTestServer;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.WordCounter;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class JdkModelServerClientTest extends ModelServerClientContract {

  JdkModelServerClientTest() {
    super(JdkModelServerClient::new, client -> ((JdkModelServerClient) client).inFlight());
  }

  @Test
  void productionHandsTheStreamedBodyToTheReaderItself() {
    BodySubscriber<Void> reader = BodySubscribers.replacing(null);

    assertThat(JdkBodyDelivery.asReceived().around(reader)).isSameAs(reader);
  }

  @Test
  void theBodyDeliveryCarriesStreamedBodiesOnly() throws Exception {
    AtomicInteger wrapped = new AtomicInteger();
    JdkBodyDelivery counting =
        reader -> {
          wrapped.incrementAndGet();
          return reader;
        };
    try (StreamingTestServer server =
            StreamingTestServer.start(
                r ->
                    r.body().contains("\"stream\":true")
                        ? Script.sse(0, content("a"), "[DONE]")
                        : Script.body(
                            200,
                            "application/json",
                            "{\"choices\":[{\"message\":{\"content\":\"a\"}}]}"));
        JdkModelServerClient client =
            new JdkModelServerClient(
                settings(),
                new WordCounter(),
                EventStamping.atTerminator(),
                counting,
                UsageReports.NEWEST_WINS)) {
      RequestRecord streamed =
          client.send(request(server, "s", true)).record().get(20, TimeUnit.SECONDS);
      RequestRecord unary =
          client.send(request(server, "u", false)).record().get(20, TimeUnit.SECONDS);

      assertThat(streamed.succeeded()).as("%s", streamed.failure()).isTrue();
      assertThat(unary.succeeded()).as("%s", unary.failure()).isTrue();
      assertThat(wrapped).hasValue(1);
    }
  }

  private static ClientSettings settings() {
    return TestClients.chatSettings(Duration.ofSeconds(10));
  }

  private static PreparedRequest request(StreamingTestServer server, String id, boolean streamed) {
    return TestClients.chatRequest(server.baseUri(), id, streamed, "hi");
  }
}
