package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The faults a misbehaving server or proxy produces, as the fake plays them on the wire. */
class FaultInjectionTest {

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static HttpRequest post(String model, String requestId) {
    return HttpRequest.newBuilder(server.fake().baseUrl().resolve("/v1/chat/completions"))
        .header("X-Request-Id", requestId)
        .POST(
            HttpRequest.BodyPublishers.ofString(
                "{\"model\":\"" + model + "\",\"stream\":true,\"messages\":[{\"role\":\"user\"}]}"))
        .build();
  }

  private static HttpResponse<byte[]> send(String model, String requestId) throws Exception {
    return HTTP.send(post(model, requestId), HttpResponse.BodyHandlers.ofByteArray());
  }

  private static int count(byte[] haystack, byte[] needle) {
    int n = 0;
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      n++;
    }
    return n;
  }

  @Test
  void aJsonErrorReplyCarriesItsStatusAndAnOpenAiErrorObject() throws Exception {
    server
        .fake()
        .serve("busy", Profile.jsonError(429, "rate limited, retry later").after(ms(20)).build());

    HttpResponse<byte[]> response = send("busy", "json-429");
    Timeline timeline = server.fake().awaitTimeline("json-429", ms(5000));

    assertThat(response.statusCode()).isEqualTo(429);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
    assertThat(new String(response.body(), StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"error\":{\"message\":\"rate limited, retry"
                + " later\",\"type\":\"server_error\",\"code\":429}}");
    assertThat(timeline.events())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.kind()).isEqualTo(dev.tokenpace.wire.ChunkKind.BODY);
              assertThat(e.scheduledNanos() - timeline.receivedNanos()).isEqualTo(ms(20).toNanos());
            });
  }

  @Test
  void anHtmlErrorPageLooksLikeAProxysPage() throws Exception {
    server.fake().serve("proxy", Profile.htmlError(502, "Bad Gateway").build());

    HttpResponse<byte[]> response = send("proxy", "html-502");

    assertThat(response.statusCode()).isEqualTo(502);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
    assertThat(new String(response.body(), StandardCharsets.UTF_8))
        .contains("<title>502 Bad Gateway</title>");
  }

  @Test
  void errorRepliesAreWrittenInJsonToo() throws Exception {
    server
        .fake()
        .serve(
            "json-spec",
            Profile.fromJson("{\"httpError\": {\"status\": 503, \"json\": \"overloaded\"}}"));
    server
        .fake()
        .serve(
            "html-spec",
            Profile.fromJson(
                "{\"httpError\": {\"status\": 500, \"html\": \"Internal Server Error\"}}"));

    assertThat(send("json-spec", "spec-503").statusCode()).isEqualTo(503);
    HttpResponse<byte[]> html = send("html-spec", "spec-500");
    assertThat(html.statusCode()).isEqualTo(500);
    assertThat(new String(html.body(), StandardCharsets.UTF_8))
        .contains("<h1>500 Internal Server Error</h1>");
  }

  @Test
  void aStreamCanDeclareAnotherContentType() throws Exception {
    server
        .fake()
        .serve(
            "typed", Profile.builder().contentType("application/json").content("a").done().build());

    HttpResponse<byte[]> response = send("typed", "typed-1");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
    assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("data: [DONE]");
  }

  @Test
  void headersHeldForTheFirstEventMeanNoByteArrivesDuringAStallBeforeIt() throws Exception {
    server
        .fake()
        .serve(
            "mute",
            Profile.builder()
                .headersWithFirstEvent()
                .content("late")
                .done()
                .stallAfter(0, ms(400))
                .build());
    server
        .fake()
        .serve("eager", Profile.builder().content("late").done().stallAfter(0, ms(400)).build());

    long sent = System.nanoTime();
    CompletableFuture<Long> muteHeaders =
        HTTP.sendAsync(post("mute", "mute-1"), HttpResponse.BodyHandlers.discarding())
            .thenApply(r -> System.nanoTime());
    CompletableFuture<Long> eagerHeaders =
        HTTP.sendAsync(post("eager", "eager-1"), HttpResponse.BodyHandlers.ofInputStream())
            .thenApply(r -> System.nanoTime());
    long eagerAt = eagerHeaders.get(5, java.util.concurrent.TimeUnit.SECONDS);
    long muteAt = muteHeaders.get(5, java.util.concurrent.TimeUnit.SECONDS);
    Timeline mute = server.fake().awaitTimeline("mute-1", ms(5000));

    assertThat(eagerAt - sent).as("eager headers leave at once").isLessThan(ms(300).toNanos());
    assertThat(muteAt)
        .as("held headers come with the first event")
        .isGreaterThanOrEqualTo(mute.events().get(0).writeStartNanos());
    assertThat(mute.faults()).containsExactly(FaultKind.STALL);
  }

  @Test
  void contentBytesPutInvalidUtf8InsideWellFormedEvents() throws Exception {
    byte[] euroHead = {'a', (byte) 0xE2, (byte) 0x82};
    byte[] euroTail = {(byte) 0xAC, 'b', (byte) 0xFF};
    server
        .fake()
        .serve(
            "bytes",
            Profile.builder().contentBytes(euroHead).contentBytes(euroTail).done().build());

    byte[] body = send("bytes", "bytes-1").body();

    assertThat(count(body, new byte[] {'"', 'a', (byte) 0xE2, (byte) 0x82, '"'})).isEqualTo(1);
    assertThat(count(body, new byte[] {'"', (byte) 0xAC, 'b', (byte) 0xFF, '"'})).isEqualTo(1);
    Profile fromJson =
        Profile.fromJson(
            "{\"events\": [{\"contentBase64\": \""
                + Base64.getEncoder().encodeToString(euroHead)
                + "\"}, {\"rawBase64\": \""
                + Base64.getEncoder().encodeToString(euroTail)
                + "\"}]}");
    assertThat(fromJson.events().get(0).raw()).isEqualTo(euroHead);
    assertThat(fromJson.events().get(1).raw()).isEqualTo(euroTail);
  }

  @Test
  void aTenMegabyteEventGoesOutWhole() throws Exception {
    String big = "x".repeat(10 * 1024 * 1024);
    server.fake().serve("big", Profile.builder().content(big).done().build());

    byte[] body = send("big", "big-1").body();
    Timeline timeline = server.fake().awaitTimeline("big-1", ms(5000));

    assertThat(body.length).isGreaterThan(10 * 1024 * 1024);
    assertThat(timeline.events().get(0).bytes()).isGreaterThan(10 * 1024 * 1024);
  }

  @Test
  void aHundredThousandTinyEventsInOneResponse() throws Exception {
    Profile.Builder tiny = Profile.builder();
    for (int i = 0; i < 100_000; i++) {
      tiny.content("t");
    }
    server.fake().serve("tiny", tiny.done().build());

    long start = System.nanoTime();
    byte[] body = send("tiny", "tiny-1").body();
    Timeline timeline = server.fake().awaitTimeline("tiny-1", ms(30_000));
    System.out.printf(
        "100,000 tiny events: %d bytes in %d ms%n",
        body.length, (System.nanoTime() - start) / 1_000_000);

    assertThat(count(body, "data: ".getBytes(StandardCharsets.US_ASCII))).isEqualTo(100_001);
    assertThat(timeline.events()).hasSize(100_001);
  }

  @Test
  void aStreamWithoutDoneEndsTheChunkedBodyCleanly() throws Exception {
    server.fake().serve("no-done", Profile.builder().content("a").finish("stop").build());

    RawSseClient.Result result =
        RawSseClient.post(
            server.fake().port(),
            "/v1/chat/completions",
            "{\"model\":\"no-done\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}",
            "no-done-1");

    assertThat(result.endedCleanly()).isTrue();
    assertThat(result.events()).hasSize(2).noneMatch(e -> e.text().contains("[DONE]"));
  }
}
