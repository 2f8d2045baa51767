package dev.tokenpace.fake;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.tokenpace.fake.FakeServerExtension.body;
import static dev.tokenpace.fake.FakeServerExtension.ms;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import com.github.tomakehurst.wiremock.client.WireMock;
import com.github.tomakehurst.wiremock.common.Json;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import dev.tokenpace.fake.FakeServerExtension.Exchange;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import io.restassured.specification.RequestSender;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StreamingFakeBehaviourTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  /** "a b c", 10 ms apart, with {@code fault}, served and requested once as {@code scenario}. */
  private static Exchange threeWords(String scenario, UnaryOperator<Profile.Builder> fault)
      throws Exception {
    return server.serveAndRequest(
        scenario, fault.apply(Profile.words("a b c").after(ms(10)).gaps(ms(10), ms(10))).build());
  }

  private static RequestSender admin() {
    return given().baseUri(server.fake().baseUrl().toString()).when();
  }

  @Test
  void aPathNoStubServesIsAnsweredAsOpenAiAnswersAnUnknownUrl() {
    admin()
        .post("/v1/embeddings")
        .then()
        .statusCode(404)
        .contentType("application/json")
        .body("error.message", equalTo("Invalid URL (POST /v1/embeddings)"))
        .body("error.type", equalTo("invalid_request_error"));
    admin()
        .get("/nope")
        .then()
        .statusCode(404)
        .body("error.message", equalTo("Invalid URL (GET /nope)"));
  }

  @Test
  void closeAfterTwoEventsEndsTheConnectionWithoutTheChunkedTerminator() throws Exception {
    Exchange exchange = threeWords("close", words -> words.closeAfter(2));
    RawSseClient.Result result = exchange.result();
    Timeline timeline = exchange.timeline();

    assertThat(result.ending()).isEqualTo("eof");
    assertThat(result.events()).hasSize(2);
    assertThat(timeline.faults()).containsExactly(FaultKind.CLOSE);
    assertThat(timeline.events()).hasSize(2);
  }

  @Test
  void resetAfterTwoEventsResetsTheConnection() throws Exception {
    Exchange exchange = threeWords("reset", words -> words.resetAfter(2));
    RawSseClient.Result result = exchange.result();
    Timeline timeline = exchange.timeline();

    assertThat(result.ending()).isEqualTo("reset");
    assertThat(timeline.faults()).containsExactly(FaultKind.RESET);
    assertThat(timeline.events()).hasSize(2);
  }

  @Test
  void aStallHoldsBackEveryLaterEvent() throws Exception {
    Exchange exchange = threeWords("stall", words -> words.stallAfter(1, ms(300)));
    RawSseClient.Result result = exchange.result();
    Timeline timeline = exchange.timeline();

    assertThat(result.endedCleanly()).isTrue();
    assertThat(timeline.faults()).containsExactly(FaultKind.STALL);
    // The script moves every later event back by the stall, and nothing goes before its moment.
    // Gaps between sends are not the property: a busy machine may send the first word late and
    // the stalled one on time.
    assertThat(
            timeline.events().get(1).scheduledNanos() - timeline.events().get(0).scheduledNanos())
        .isEqualTo(ms(310).toNanos());
    assertThat(timeline.events().get(1).sentNanos())
        .isGreaterThanOrEqualTo(timeline.events().get(1).scheduledNanos());
    // sentNanos is stamped once the write returns, which can be after the client has read it
    assertThat(result.events().get(1).lastByteNanos())
        .isGreaterThanOrEqualTo(timeline.events().get(1).scheduledNanos());
  }

  @Test
  void theAdminRouteReturnsTheTimelineAsJson() throws Exception {
    server.fake().serve("admin", Profile.words("one two").after(ms(5)).gaps(ms(5)).build());
    Timeline timeline = server.request("admin").timeline();

    admin()
        .get("/__admin/tokenpace/timelines/admin-1")
        .then()
        .statusCode(200)
        .body("requestId", equalTo("admin-1"))
        .body("events", hasSize(2))
        .body("events[1].text", equalTo(" two"))
        .body("events[1].kind", equalTo("content")) // the wire name, as reports spell it
        .body("events[1].sentNanos", equalTo(timeline.events().get(1).sentNanos()));
    admin().get("/__admin/tokenpace/timelines").then().statusCode(200);
    admin().get("/__admin/tokenpace/timelines/nobody").then().statusCode(404);
  }

  @Test
  void aPlainWireMockStubBesideTheExtensionStillAnswers() throws Exception {
    server
        .fake()
        .wireMock()
        .stubFor(
            post(urlPathEqualTo("/v1/chat/completions"))
                .withHeader("X-Fail", WireMock.equalTo("yes"))
                .willReturn(
                    aResponse().withStatus(500).withBody("{\"error\":{\"message\":\"boom\"}}")));

    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/chat/completions"))
                .header("X-Fail", "yes")
                .POST(HttpRequest.BodyPublishers.ofString(body("any", true)))
                .build(),
            HttpResponse.BodyHandlers.ofString());

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(response.body()).contains("boom");
  }

  @Test
  void aJsonStubMappingPlaysItsOwnProfile() throws Exception {
    String mapping =
        """
        {"request": {"method": "POST", "urlPath": "/v1/completions", "headers": {"X-Scenario": {"equalTo": "json"}}},
         "response": {"status": 200, "transformers": ["tokenpace-stream"],
           "transformerParameters": {"events": [{"after": 20, "content": "The"}, {"after": 40, "content": " end"},
             {"finish": "stop"}, {"done": true}]}}}\
        """;
    server.fake().wireMock().addStubMapping(Json.read(mapping, StubMapping.class));

    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/completions"))
                .header("X-Scenario", "json")
                .header("X-Request-Id", "json-1")
                .POST(HttpRequest.BodyPublishers.ofString(body("m", true)))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    Timeline timeline = server.fake().awaitTimeline("json-1", ms(5000));

    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(v -> assertThat(v).startsWith("text/event-stream"));
    assertThat(response.body())
        .contains(
            "\"object\":\"text_completion\"",
            "\"text\":\"The\"",
            "\"text\":\" end\"",
            "data: [DONE]");
    assertThat(timeline.events())
        .extracting(e -> e.kind().wireName())
        .containsExactly("content", "content", "finish", "done");
    assertThat(timeline.events().get(1).scheduledNanos() - timeline.receivedNanos())
        .isEqualTo(ms(60).toNanos());
  }

  @Test
  void aUnaryRequestGetsOneBodyAfterTheSummedDelay() throws Exception {
    server.fake().serve("unary", Profile.words("Hello there").after(ms(50)).gaps(ms(70)).build());

    long sent = System.nanoTime();
    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/chat/completions"))
                .header("X-Request-Id", "unary-1")
                .POST(HttpRequest.BodyPublishers.ofString(body("unary", false)))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    long received = System.nanoTime();
    Timeline timeline = server.fake().awaitTimeline("unary-1", ms(5000));

    assertThat(response.body())
        .contains("\"object\":\"chat.completion\"", "\"content\":\"Hello there\"");
    assertThat(received - sent).isGreaterThanOrEqualTo(ms(120).toNanos());
    assertThat(timeline.events())
        .singleElement()
        .satisfies(
            body -> {
              assertThat(body.kind()).isEqualTo(dev.tokenpace.wire.ChunkKind.BODY);
              assertThat(body.sentNanos() - timeline.receivedNanos())
                  .isGreaterThanOrEqualTo(ms(120).toNanos());
            });
  }

  @Test
  void withoutAnIdTheFakeNamesTheRequestInAHeader() throws Exception {
    server.fake().serve("anon", Profile.words("x").build());

    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/chat/completions"))
                .POST(HttpRequest.BodyPublishers.ofString(body("anon", true)))
                .build(),
            HttpResponse.BodyHandlers.ofString());

    String id = response.headers().firstValue("X-Fake-Request-Id").orElseThrow();
    assertThat(server.fake().awaitTimeline(id, ms(5000)).events()).hasSize(1);
    // a client that keeps the answer but sends no id pairs it with its timeline by the chunk's id
    assertThat(response.body()).contains("\"id\":\"chatcmpl-" + id + "\"");
  }

  @Test
  void theAnswersIdNamesItsTimelineInEveryChunkAndInAUnaryBody() throws Exception {
    server.fake().serve("named", Profile.words("a b").build());

    String streamed = answer("/v1/completions", "named", true, "r\"1").body();
    String unary = answer("/v1/chat/completions", "named", false, "r-2").body();

    // every data line but [DONE] names the timeline; the id stays a valid JSON string
    java.util.List<String> chunks =
        streamed.lines().filter(l -> l.startsWith("data: {")).map(l -> l.substring(6)).toList();
    assertThat(chunks).isNotEmpty();
    for (String chunk : chunks) {
      assertThat(Json.read(chunk, java.util.Map.class)).containsEntry("id", "cmpl-r\"1");
    }
    assertThat(Json.read(unary, java.util.Map.class)).containsEntry("id", "chatcmpl-r-2");
    assertThat(server.fake().awaitTimeline("r\"1", ms(5000)).events()).isNotEmpty();
  }

  private static HttpResponse<String> answer(
      String path, String model, boolean stream, String requestId) throws Exception {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + path))
            .header("X-Request-Id", requestId)
            .POST(HttpRequest.BodyPublishers.ofString(body(model, stream)))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
