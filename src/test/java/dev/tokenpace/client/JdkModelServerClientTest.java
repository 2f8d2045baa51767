package dev.tokenpace.client;

import static dev.tokenpace.testing.Script.content;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.api.RequestBodies;
import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.Script;
import dev.tokenpace.testing.StreamingTestServer;
import dev.tokenpace.testing.WordCounter;
import dev.tokenpace.tokens.Tokenizer;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class JdkModelServerClientTest extends ModelServerClientContract {

  @Override
  protected ModelServerClient newClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    return new JdkModelServerClient(settings, tokenizer, stamping);
  }

  @Override
  protected int inFlight(ModelServerClient client) {
    return ((JdkModelServerClient) client).inFlight();
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
                settings(), new WordCounter(), EventStamping.atTerminator(), counting)) {
      RequestRecord streamed = client.send(request(server, "s", true)).get(20, TimeUnit.SECONDS);
      RequestRecord unary = client.send(request(server, "u", false)).get(20, TimeUnit.SECONDS);

      assertThat(streamed.succeeded()).as("%s", streamed.failure()).isTrue();
      assertThat(unary.succeeded()).as("%s", unary.failure()).isTrue();
      assertThat(wrapped).hasValue(1);
    }
  }

  private static ClientSettings settings() {
    return new ClientSettings(
        ApiType.CHAT, true, "X-Request-Id", Map.of(), null, Duration.ofSeconds(10), 1 << 20, 4, 1);
  }

  private static PreparedRequest request(StreamingTestServer server, String id, boolean streamed) {
    RequestBodies bodies = new RequestBodies(ApiType.CHAT, "m", false, streamed);
    return new PreparedRequest(
        id,
        0,
        System.nanoTime(),
        bodies.endpoint(server.baseUri()),
        bodies.body("hi", 8),
        streamed,
        "hi");
  }
}
