package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.model.ServerWork;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.testing.Await;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * With a stream limit the fake saturates: a request past it waits for a slot, and its schedule
 * counts from the moment it got one.
 */
class StreamLimitTest {

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static final long TEN_MS = 10_000_000L;

  @Test
  void aRequestPastTheLimitWaitsForTheStreamAheadOfIt() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.limitConcurrentStreams(1);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(2)).build());
      fake.serve("short", Profile.words("b").after(Duration.ofMillis(10)).build());

      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());
      CompletableFuture<HttpResponse<String>> second =
          HTTP.sendAsync(stream(fake, "short", "second"), HttpResponse.BodyHandlers.ofString());
      awaitMetric(fake, "vllm:num_requests_waiting{model_name=\"short\"} 1");
      first.body().readAllBytes();
      second.join();

      Timeline ahead = fake.awaitTimeline("first", Duration.ofSeconds(10));
      Timeline behind = fake.awaitTimeline("second", Duration.ofSeconds(10));
      assertThat(behind.receivedNanos()).isLessThan(ahead.endNanos());
      long aheadScriptedEnd =
          ahead.events().stream().mapToLong(Timeline.SentEvent::scheduledNanos).max().orElseThrow();
      assertThat(behind.events().get(0).scheduledNanos())
          .as(
              "its schedule counts from when the stream ahead was scripted to end, not from when a"
                  + " late one did: lateness would otherwise add up down the queue")
          .isEqualTo(aheadScriptedEnd + TEN_MS);
      assertThat(metrics(fake))
          .contains("vllm:num_requests_waiting{model_name=\"short\"} 0")
          .contains("vllm:num_requests_running{model_name=\"short\"} 0");
    }
  }

  @Test
  void aFullServerRefusesARequestPastTheLimitAtOnceAndServesTheNextWhenFree() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.refuseStreamsBeyond(1, 429);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(1)).build());
      fake.serve("short", Profile.words("b").build());

      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());
      HttpResponse<String> refused =
          HTTP.send(stream(fake, "short", "refused"), HttpResponse.BodyHandlers.ofString());

      assertThat(refused.statusCode()).isEqualTo(429);
      assertThat(refused.body())
          .contains("\"type\":\"requests\"")
          .contains("\"code\":\"rate_limit_exceeded\"");
      Timeline timeline = fake.awaitTimeline("refused", Duration.ofSeconds(10));
      assertThat(timeline.events()).as("the model wrote nothing of an answer").isEmpty();
      first.body().readAllBytes();
      fake.awaitTimeline("first", Duration.ofSeconds(10));
      assertThat(
              HTTP.send(stream(fake, "short", "after"), HttpResponse.BodyHandlers.ofString())
                  .body())
          .as("the refused request held no slot; the freed one serves the next")
          .contains("\"b\"");
    }
  }

  @Test
  void aBoundedQueueTakesWhatItHasRoomForAndRefusesTheRest() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.queueStreamsBeyond(1, 1, 429);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(2)).build());
      fake.serve("short", Profile.words("b").build());

      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());
      CompletableFuture<HttpResponse<String>> queued =
          HTTP.sendAsync(stream(fake, "short", "queued"), HttpResponse.BodyHandlers.ofString());
      awaitMetric(fake, "vllm:num_requests_waiting{model_name=\"short\"} 1");
      HttpResponse<String> refused =
          HTTP.send(stream(fake, "short", "refused"), HttpResponse.BodyHandlers.ofString());

      assertThat(refused.statusCode()).as("the queue is full").isEqualTo(429);
      assertThat(refused.body()).contains("\"code\":\"rate_limit_exceeded\"");
      first.body().readAllBytes();
      assertThat(queued.join().body())
          .as("the queued request is served once a slot frees")
          .contains("\"b\"");
    }
  }

  /**
   * inference-perf on in-po-words:482 (2026-12-07): its pool sent the next request over the
   * connection a 429 came back on, and the fake never read it, so the request timed out after 30 s.
   * A refusal ends its exchange, so the connection serves the next request.
   */
  @Test
  void aConnectionARefusalCameBackOnServesTheNextRequest() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.queueStreamsBeyond(1, 1, 429);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(1)).build());
      fake.serve("short", Profile.words("b").build());
      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());
      CompletableFuture<HttpResponse<String>> queued =
          HTTP.sendAsync(stream(fake, "short", "queued"), HttpResponse.BodyHandlers.ofString());
      awaitMetric(fake, "vllm:num_requests_waiting{model_name=\"short\"} 1");

      try (java.net.Socket socket = new java.net.Socket("127.0.0.1", fake.port())) {
        socket.setSoTimeout(10_000);
        java.io.DataInputStream in = new java.io.DataInputStream(socket.getInputStream());
        socket.getOutputStream().write(rawStream("short", "refused"));
        assertThat(line(in)).endsWith("429 Too Many Requests");
        skipBody(in);
        first.body().readAllBytes();
        queued.join();

        socket.getOutputStream().write(rawStream("short", "next"));
        assertThat(line(in)).as("the same connection, after the refusal").endsWith("200 OK");
      }
    }
  }

  @Test
  void aFullServerMaySayItIsOverloadedInstead() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.refuseStreamsBeyond(1, 503);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(30)).build());
      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());

      HttpResponse<String> refused =
          HTTP.send(stream(fake, "long", "refused"), HttpResponse.BodyHandlers.ofString());

      assertThat(refused.statusCode()).isEqualTo(503);
      assertThat(refused.body()).contains("\"type\":\"server_error\"").contains("overloaded");
      first.body().close();
    }
  }

  @Test
  void anOverloadedServerTakesARequestPastTheLimitAndNeverAnswersIt() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.ignoreStreamsBeyond(1);
      fake.serve("long", Profile.words("a").after(Duration.ofMillis(300)).build());
      fake.serve("short", Profile.words("b").build());
      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());

      CompletableFuture<HttpResponse<String>> ignored =
          HTTP.sendAsync(stream(fake, "short", "ignored"), HttpResponse.BodyHandlers.ofString());
      Timeline timeline = fake.awaitTimeline("ignored", Duration.ofSeconds(10));
      first.body().readAllBytes();
      fake.awaitTimeline("first", Duration.ofSeconds(10));

      assertThat(timeline.events()).as("the model wrote nothing of an answer").isEmpty();
      assertThat(
              HTTP.send(stream(fake, "short", "after"), HttpResponse.BodyHandlers.ofString())
                  .body())
          .as("the ignored request held no slot; the freed one serves the next")
          .contains("\"b\"");
      assertThat(ignored).as("not a byte of an answer, even once a slot freed").isNotDone();
      ignored.cancel(true);
    }
  }

  @Test
  void liftingTheLimitLetsTheWaitingIn() throws Exception {
    try (StreamingFake fake = StreamingFake.start()) {
      fake.limitConcurrentStreams(1);
      fake.serve("long", Profile.words("a").after(Duration.ofSeconds(30)).build());
      fake.serve("short", Profile.words("b").build());
      HttpResponse<InputStream> first = HTTP.send(stream(fake, "long", "first"), ofStream());
      CompletableFuture<HttpResponse<String>> second =
          HTTP.sendAsync(stream(fake, "short", "second"), HttpResponse.BodyHandlers.ofString());
      awaitMetric(fake, "vllm:num_requests_waiting{model_name=\"short\"} 1");

      fake.limitConcurrentStreams(0);

      assertThat(second.join().body()).contains("\"b\"");
      first.body().close();
    }
  }

  @Test
  void aStreamAFaultEndedFreesItsSlotWhenItEnded() {
    Timeline cut =
        new Timeline(
            "cut",
            0,
            0,
            0,
            java.util.List.of(
                Timeline.SentEvent.unaryBody("x", 1, 5 * TEN_MS, 5 * TEN_MS, 5 * TEN_MS)),
            9 * TEN_MS,
            java.util.List.of(FaultKind.STALL),
            ServerWork.NONE,
            0);
    Timeline clean =
        new Timeline("clean", 0, 0, 0, cut.events(), 9 * TEN_MS, null, ServerWork.NONE, 0);

    assertThat(StreamDispatch.scriptedEnd(cut, 9 * TEN_MS)).isEqualTo(9 * TEN_MS);
    assertThat(StreamDispatch.scriptedEnd(clean, 9 * TEN_MS)).isEqualTo(5 * TEN_MS);
    assertThat(StreamDispatch.scriptedEnd(clean, 3 * TEN_MS))
        .as("never later than now")
        .isEqualTo(3 * TEN_MS);
  }

  private static HttpResponse.BodyHandler<InputStream> ofStream() {
    return HttpResponse.BodyHandlers.ofInputStream();
  }

  private static HttpRequest stream(StreamingFake fake, String model, String id) {
    return HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/v1/chat/completions"))
        .header("X-Request-Id", id)
        .POST(
            HttpRequest.BodyPublishers.ofString(
                "{\"model\":\""
                    + model
                    + "\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"prompt\":\"hi\"}"))
        .build();
  }

  private static byte[] rawStream(String model, String id) {
    String body =
        "{\"model\":\""
            + model
            + "\",\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}";
    return ("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: "
            + id
            + "\r\nContent-Type: application/json\r\nContent-Length: "
            + body.length()
            + "\r\n\r\n"
            + body)
        .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  }

  /** The headers and the body a Content-Length gives. */
  private static void skipBody(java.io.DataInputStream in) throws Exception {
    int length = 0;
    for (String header = line(in); !header.isEmpty(); header = line(in)) {
      if (header.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(header.substring("content-length:".length()).trim());
      }
    }
    in.readFully(new byte[length]);
  }

  private static String line(java.io.DataInputStream in) throws Exception {
    StringBuilder line = new StringBuilder();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) {
        throw new java.io.EOFException("the connection closed after: " + line);
      }
      if (c != '\r') {
        line.append((char) c);
      }
    }
    return line.toString();
  }

  /** Waits until the metrics page says {@code line}: no event announces a request's wait. */
  private static void awaitMetric(StreamingFake fake, String line) throws Exception {
    Await.until(
        "the metrics page to say " + line,
        Duration.ofSeconds(30),
        () -> Optional.of(metrics(fake)).filter(page -> page.contains(line)));
  }

  private static String metrics(StreamingFake fake) throws Exception {
    return HTTP.send(
            HttpRequest.newBuilder(URI.create(fake.baseUrl() + "/metrics")).build(),
            HttpResponse.BodyHandlers.ofString())
        .body();
  }
}
