package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.testing.Await;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The fake as a user runs it without tokenpace: WireMock's standalone jar (which relocates Jetty,
 * the servlet API and Jackson under {@code wiremock.}) plus {@code
 * target/tokenpace-fake-extension.jar}, serving {@code examples/fake/mappings}. Runs after {@code
 * package}; the jar paths come from Failsafe.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StandaloneExtensionIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String CHAT = "/v1/chat/completions";

  /**
   * Generous: this only shows events are not held back; the fake's accuracy is measured in-process
   * elsewhere.
   */
  private static final long LATE_BOUND_NANOS = Duration.ofMillis(250).toNanos();

  /** One step of the example mapping's script: what it sends, and when (from receipt). */
  record Step(String kind, String text, long offsetNanos) {}

  private final Path examples =
      Path.of(System.getProperty("tokenpace.fakeExamples", "examples/fake"));
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private StandaloneWireMock wireMock;

  @BeforeAll
  void startWireMockStandalone() throws IOException {
    wireMock =
        StandaloneWireMock.start(
            Path.of(
                System.getProperty(
                    "tokenpace.wiremockStandaloneJar",
                    "target/standalone/wiremock-standalone.jar")),
            Path.of(
                System.getProperty(
                    "tokenpace.fakeExtensionJar", "target/tokenpace-fake-extension.jar")),
            examples);
    // A cold JVM loads classes on its first stream (tens of ms late); the timing checks below are
    // about the fake.
    RawSseClient.post(
        wireMock.port(),
        CHAT,
        "{\"model\":\"example\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}",
        "warm-up");
  }

  @AfterAll
  void stopWireMockStandalone() {
    if (wireMock != null) {
      wireMock.close();
    }
  }

  @Test
  void streamsTheExampleMappingOnItsScheduleAndServesItsTimeline() throws Exception {
    List<Step> script = scriptOf(examples.resolve("mappings/chat-completions.json"));

    RawSseClient.Result result =
        RawSseClient.post(
            wireMock.port(),
            CHAT,
            // asks for the usage chunk the example scripts: unasked, a stream leaves it out
            "{\"model\":\"example\",\"stream\":true,\"stream_options\":{\"include_usage\":true},"
                + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}",
            "standalone-1");

    assertThat(result.head())
        .startsWith("HTTP/1.1 200")
        .containsIgnoringCase("content-type: text/event-stream");
    assertThat(result.endedCleanly()).isTrue();
    assertThat(result.events())
        .extracting(arrival -> kindOf(arrival.text()))
        .containsExactlyElementsOf(script.stream().map(Step::kind).toList());
    assertThat(result.events())
        .extracting(arrival -> textOf(arrival.text()))
        .containsExactlyElementsOf(script.stream().map(Step::text).toList());
    for (int i = 0; i < script.size(); i++) {
      long sinceSend = result.events().get(i).firstByteNanos() - result.sendNanos();
      assertThat(sinceSend)
          .as("event %d arrives no earlier than its scripted offset", i)
          .isGreaterThanOrEqualTo(script.get(i).offsetNanos());
      assertThat(sinceSend)
          .as("event %d is not held back", i)
          .isLessThan(script.get(i).offsetNanos() + LATE_BOUND_NANOS);
    }

    JsonNode timeline = awaitTimeline("standalone-1");
    JsonNode events = timeline.get("events");
    assertThat(events).hasSize(script.size());
    long received = timeline.get("receivedNanos").asLong();
    for (int i = 0; i < script.size(); i++) {
      JsonNode event = events.get(i);
      assertThat(event.get("kind").asText()).isEqualTo(script.get(i).kind());
      assertThat(event.get("scheduledNanos").asLong() - received)
          .as("event %d's deadline", i)
          .isEqualTo(script.get(i).offsetNanos());
      assertThat(event.get("sentNanos").asLong())
          .as("event %d sent at or after its deadline", i)
          .isGreaterThanOrEqualTo(event.get("scheduledNanos").asLong());
      // Both JVMs read the same monotonic clock (System.nanoTime is CLOCK_MONOTONIC on Linux and
      // macOS).
      assertThat(result.events().get(i).lastByteNanos())
          .as("event %d arrives after its write began", i)
          .isGreaterThanOrEqualTo(event.get("writeStartNanos").asLong());
    }
    assertThat(received).isGreaterThanOrEqualTo(result.sendNanos());
  }

  @Test
  void plainStubsInTheSameMappingsFolderStillWork() throws Exception {
    HttpResponse<String> models =
        http.send(
            HttpRequest.newBuilder(uri("/v1/models")).GET().build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(models.statusCode()).isEqualTo(200);
    assertThat(JSON.readTree(models.body()).at("/data/0/id").asText()).isEqualTo("example");

    HttpResponse<String> overloaded =
        post(
            CHAT,
            "{\"model\":\"example-overloaded\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}");
    assertThat(overloaded.statusCode()).isEqualTo(503);
    assertThat(JSON.readTree(overloaded.body()).at("/error/message").asText())
        .isEqualTo("the model is overloaded");
  }

  @Test
  void aNonStreamingRequestGetsOneBodyAfterTheWholeScript() throws Exception {
    List<Step> script = scriptOf(examples.resolve("mappings/chat-completions.json"));
    long sent = System.nanoTime();
    HttpResponse<String> unary =
        post(
            CHAT,
            "{\"model\":\"example\",\"stream\":false,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}");
    long elapsed = System.nanoTime() - sent;

    assertThat(unary.statusCode()).isEqualTo(200);
    assertThat(JSON.readTree(unary.body()).at("/choices/0/message/content").asText())
        .isEqualTo("The quick brown fox");
    assertThat(elapsed).isGreaterThanOrEqualTo(script.get(script.size() - 1).offsetNanos());
  }

  /**
   * The admin route lists a timeline once its response is complete, which can trail the client's
   * last read a little.
   */
  private JsonNode awaitTimeline(String requestId) throws Exception {
    JsonNode listed =
        Await.until(
            "timeline " + requestId + " listed by the admin route",
            Duration.ofSeconds(30),
            () -> listedTimeline(requestId));
    HttpResponse<String> one =
        http.send(
            HttpRequest.newBuilder(uri("/__admin/tokenpace/timelines/" + requestId)).GET().build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(one.statusCode()).isEqualTo(200);
    assertThat(JSON.readTree(one.body())).isEqualTo(listed);
    return listed;
  }

  private Optional<JsonNode> listedTimeline(String requestId) throws Exception {
    HttpResponse<String> all =
        http.send(
            HttpRequest.newBuilder(uri("/__admin/tokenpace/timelines")).GET().build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(all.statusCode()).isEqualTo(200);
    return StreamSupport.stream(JSON.readTree(all.body()).get("timelines").spliterator(), false)
        .filter(timeline -> requestId.equals(timeline.get("requestId").asText()))
        .findFirst();
  }

  private HttpResponse<String> post(String path, String body) throws Exception {
    return http.send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private URI uri(String path) {
    return URI.create("http://127.0.0.1:" + wireMock.port() + path);
  }

  /**
   * Reads the mapping's {@code transformerParameters.events}; supports the keys the example uses
   * (timing by {@code after} only).
   */
  private static List<Step> scriptOf(Path mapping) throws IOException {
    JsonNode parameters = JSON.readTree(mapping.toFile()).at("/response/transformerParameters");
    assertThat(parameters.has("faults")).as("this check knows no faults").isFalse();
    List<Step> steps = new ArrayList<>();
    long offset = 0;
    for (JsonNode event : parameters.get("events")) {
      offset += Math.round(event.path("after").asDouble(0) * 1_000_000);
      String kind =
          event.has("content")
              ? "content"
              : event.has("role")
                  ? "role"
                  : event.has("finish")
                      ? "finish"
                      : event.has("usage")
                          ? "usage"
                          : event.has("done") ? "done" : "unsupported: " + event;
      steps.add(new Step(kind, event.path("content").asText(""), offset));
    }
    return steps;
  }

  private static String kindOf(String sse) throws IOException {
    String data = sse.strip().substring("data:".length()).strip();
    if (data.equals("[DONE]")) {
      return "done";
    }
    JsonNode chunk = JSON.readTree(data);
    JsonNode choice = chunk.at("/choices/0");
    if (choice.isMissingNode()) {
      return chunk.has("usage") ? "usage" : "unknown";
    }
    if (!choice.path("finish_reason").isNull() && !choice.path("finish_reason").isMissingNode()) {
      return "finish";
    }
    return choice.at("/delta").has("role") ? "role" : "content";
  }

  private static String textOf(String sse) throws IOException {
    String data = sse.strip().substring("data:".length()).strip();
    if (data.equals("[DONE]")) {
      return "";
    }
    JsonNode delta = JSON.readTree(data).at("/choices/0/delta");
    return delta.has("role") ? "" : delta.path("content").asText("");
  }
}
