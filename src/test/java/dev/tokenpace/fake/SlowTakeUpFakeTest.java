package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The accept stamp, and {@link StreamingFake#takeUpConnectionsAfter}: a new connection's request
 * waits, and its receipt with it.
 */
class SlowTakeUpFakeTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final Duration HOLD = ms(300);

  @AfterEach
  void takeUpAtOnceAgain() {
    server.fake().takeUpConnectionsAfter(Duration.ZERO);
  }

  @Test
  void aNewConnectionsFirstRequestCarriesItsAcceptStampAndAReusedOneDoesNot() throws Exception {
    server.fake().serve("acceptor", Profile.words("a b").after(ms(10)).gaps(ms(10)).build());
    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    long sent = System.nanoTime();
    send(client, "acceptor", "take-1");
    send(client, "acceptor", "take-2");

    Timeline first = server.fake().awaitTimeline("take-1", ms(5000));
    Timeline second = server.fake().awaitTimeline("take-2", ms(5000));
    assertThat(first.acceptedNanos()).as("accepted").isBetween(sent, first.receivedNanos());
    assertThat(first.takeUpHoldNanos()).isZero();
    assertThat(second.acceptedNanos()).as("a reused connection's request").isZero();
  }

  @Test
  void aHeldConnectionsRequestIsReceivedOnlyAfterTheHold() throws Exception {
    server.fake().serve("slow-acceptor", Profile.words("a b").after(ms(10)).gaps(ms(10)).build());
    server.fake().takeUpConnectionsAfter(HOLD);

    send(HttpClient.newHttpClient(), "slow-acceptor", "held-1");
    Timeline timeline = server.fake().awaitTimeline("held-1", ms(5000));

    assertThat(timeline.takeUpHoldNanos()).isEqualTo(HOLD.toNanos());
    assertThat(timeline.receivedNanos() - timeline.acceptedNanos())
        .as("received when the hold was meant to end")
        .isEqualTo(HOLD.toNanos());
    assertThat(timeline.events().get(0).sentNanos() - timeline.acceptedNanos())
        .as("the first event, after the hold")
        .isGreaterThanOrEqualTo(HOLD.plus(ms(10)).toNanos());
    assertThat(timeline.events().get(0).scheduledNanos())
        .as("deadlines count from the receipt")
        .isEqualTo(timeline.receivedNanos() + ms(10).toNanos());
  }

  @Test
  void aNegativeHoldIsRefused() {
    assertThatThrownBy(() -> server.fake().takeUpConnectionsAfter(ms(-1)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static void send(HttpClient client, String model, String requestId) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.fake().port() + "/v1/chat/completions"))
            .header("Content-Type", "application/json")
            .header(FakeEngine.REQUEST_ID_HEADER, requestId)
            .POST(
                HttpRequest.BodyPublishers.ofString(
                    "{\"model\":\""
                        + model
                        + "\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}"))
            .build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(200);
  }
}
