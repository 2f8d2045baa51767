package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class RequestOrdinalsTest {

  @Test
  void tokenpacesIdsCountTheirSequenceFromZero() {
    assertThat(RequestOrdinals.of("a1b2-0-0")).isEqualTo(1);
    assertThat(RequestOrdinals.of("a1b2-1-11")).isEqualTo(12);
    assertThat(RequestOrdinals.matches(2)).accepts("a1b2-0-1").rejects("a1b2-0-2", "fake-1");
  }

  /** A client that sends no id is numbered by the fake in the order it received the requests. */
  @Test
  void theFakesOwnIdsCountFromOneInTheOrderItReceived() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.serveByDefault(
          Profile.builder().role().after(Duration.ofMillis(1)).content("hi").done().build());
      fake.serveRequests(
          RequestOrdinals.matches(2),
          Profile.builder().role().after(Duration.ofMillis(1)).content("second").done().build());
      HttpClient http = HttpClient.newHttpClient();
      for (int i = 0; i < 3; i++) {
        http.send(
            HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/v1/chat/completions"))
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        "{\"model\":\"m\",\"stream\":true,\"messages\":[{\"role\":\"user\","
                            + "\"content\":\"x\"}]}"))
                .header("Content-Type", "application/json")
                .build(),
            HttpResponse.BodyHandlers.ofString());
      }
      for (int k = 1; k <= 3; k++) {
        fake.awaitTimeline("fake-" + k, Duration.ofSeconds(10)); // recorded as each answer ends
      }
      List<Timeline> timelines =
          fake.timelines().stream()
              .sorted(Comparator.comparingLong(Timeline::receivedNanos))
              .toList();

      assertThat(timelines)
          .extracting(Timeline::requestId)
          .containsExactly("fake-1", "fake-2", "fake-3");
      assertThat(timelines)
          .extracting(t -> RequestOrdinals.of(t.requestId()))
          .containsExactly(1, 2, 3);
      assertThat(timelines.get(1).events())
          .anySatisfy(e -> assertThat(e.text()).contains("second"));
    }
  }
}
