package dev.tokenpace.client;

import static dev.tokenpace.testing.Script.content;
import static dev.tokenpace.testing.Script.role;
import static dev.tokenpace.testing.Script.usage;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.testing.Script;
import dev.tokenpace.testing.StreamingTestServer;
import dev.tokenpace.testing.TestClients;
import dev.tokenpace.testing.WordCounter;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongBinaryOperator;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What every transport must do the same way, run against the same raw-socket test server: one
 * subclass per {@link ModelServerClient} implementation.
 */
abstract class ModelServerClientContract {

  /** Opens the transport under test. */
  @FunctionalInterface
  protected interface Opening {
    ModelServerClient open(ClientSettings settings, Tokenizer tokenizer, EventStamping stamping);
  }

  private final Opening opening;
  private final ToIntFunction<ModelServerClient> inFlight;

  /**
   * @param inFlight how many requests the transport still holds
   */
  protected ModelServerClientContract(Opening opening, ToIntFunction<ModelServerClient> inFlight) {
    this.opening = opening;
    this.inFlight = inFlight;
  }

  private ModelServerClient newClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    return opening.open(settings, tokenizer, stamping);
  }

  private int inFlight(ModelServerClient client) {
    return inFlight.applyAsInt(client);
  }

  private static final long MS = 1_000_000L;

  private StreamingTestServer server;
  private ModelServerClient client;

  @AfterEach
  void tearDown() throws IOException {
    if (client != null) {
      client.close();
    }
    if (server != null) {
      server.close();
    }
  }

  private void serve(Function<StreamingTestServer.Served, Script> scripts) throws IOException {
    server = StreamingTestServer.start(scripts);
  }

  private ModelServerClient client(Duration timeout, String apiKey, Map<String, String> headers) {
    client =
        newClient(
            new ClientSettings(
                ApiType.CHAT,
                "X-Trace-Id",
                headers,
                apiKey,
                timeout,
                1 << 20,
                ResponseCaps.DEFAULT,
                4,
                1,
                null),
            new WordCounter(),
            EventStamping.atTerminator());
    return client;
  }

  private ModelServerClient client() {
    return client(Duration.ofSeconds(10), null, Map.of());
  }

  private ModelServerClient client(EventStamping stamping) {
    client =
        newClient(TestClients.chatSettings(Duration.ofSeconds(10)), new WordCounter(), stamping);
    return client;
  }

  /**
   * Stamps events at their blank line; records each {@code requestStart} question and answers with
   * {@code start}.
   */
  private static EventStamping decidingStart(List<long[]> asked, LongBinaryOperator start) {
    return new EventStamping() {
      @Override
      public long eventCompleted() {
        return System.nanoTime();
      }

      @Override
      public long requestStart(long handedOverNanos, long lastByteWrittenNanos) {
        asked.add(new long[] {handedOverNanos, lastByteWrittenNanos});
        return start.applyAsLong(handedOverNanos, lastByteWrittenNanos);
      }
    };
  }

  private PreparedRequest request(String id, boolean streamed) {
    return request(id, streamed, server.baseUri());
  }

  private static PreparedRequest request(String id, boolean streamed, URI base) {
    return TestClients.chatRequest(base, id, streamed, "two words");
  }

  private static RequestRecord await(CompletableFuture<RequestRecord> future) throws Exception {
    return future.get(20, TimeUnit.SECONDS);
  }

  @Test
  void anAnswerLongerThanItsMaxTokensIsKnownByTheServersCount() throws Exception {
    serve(r -> Script.sse(0, content("a b"), content(" c"), usage(5, 3), "[DONE]"));
    PreparedRequest asked = request("past-1", true);
    PreparedRequest askingTwo =
        new PreparedRequest(
            asked.requestId(),
            asked.stageId(),
            asked.scheduledNanos(),
            asked.uri(),
            asked.body(),
            asked.streamed(),
            asked.prompt(),
            2);

    RequestRecord past = await(client().send(askingTwo).record());
    RequestRecord unlimited = await(client().send(request("past-2", true)).record());

    assertThat(past.maxTokens()).isEqualTo(2);
    assertThat(past.answeredTokens()).isEqualTo(3);
    assertThat(past.ranPastMaxTokens()).isTrue();
    assertThat(unlimited.ranPastMaxTokens()).as("a request that set no limit").isFalse();
  }

  @Test
  void streamedChatRecordsEveryEventInOrderWithTokensAndUsage() throws Exception {
    serve(r -> Script.sse(20, role(), content("a b"), content(" c"), usage(5, 3), "[DONE]"));
    RequestRecord record = await(client().send(request("req-1", true)).record());

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    assertThat(record.requestId()).isEqualTo("req-1");
    assertThat(record.chunks())
        .extracting(TimedChunk::kind)
        .containsExactly(
            ChunkKind.ROLE, ChunkKind.CONTENT, ChunkKind.CONTENT, ChunkKind.USAGE, ChunkKind.DONE);
    assertThat(record.chunks()).extracting(TimedChunk::tokens).containsExactly(0, 2, 1, 0, 0);
    assertThat(record.outputText()).isEqualTo("a b c");
    assertThat(record.outputTokens()).isEqualTo(3);
    assertThat(record.inputTokens()).isEqualTo(5);
    assertThat(record.usage()).isEqualTo(new Usage(5, 3, 8, null));
    assertThat(record.requestBytes()).isPositive();
    assertThat(server.served())
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.path()).isEqualTo("/v1/chat/completions");
              assertThat(s.headers()).containsEntry("x-trace-id", "req-1");
            });
  }

  @Test
  void keepAliveCommentsAreCountedNotKept() throws Exception {
    serve(
        r ->
            Script.written(
                new Script.Piece(0, ":\n\n".repeat(5000) + ": ping\n\n"),
                new Script.Piece(0, "data: " + content("a") + "\n\ndata: [DONE]\n\n")));
    RequestRecord record = await(client().send(request("k", true)).record());

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    assertThat(record.comments()).isEqualTo(5001);
    assertThat(record.chunks())
        .extracting(TimedChunk::kind)
        .containsExactly(ChunkKind.CONTENT, ChunkKind.DONE);
  }

  @Test
  void stampsAreOrderedAndEventArrivalsFollowTheServersFlushes() throws Exception {
    // Events far apart, so a client that held one back until the next (or the end) is told from
    // a busy machine's delay: beside two CPU burners an event arrived 84 ms after its flush, where
    // the next came 400 ms later.
    serve(r -> Script.sse(400, content("a"), content("b"), content("c"), "[DONE]"));
    RequestRecord record = await(client().send(request("req-1", true)).record());
    List<Long> sent = server.served().get(0).sentNanos();

    assertThat(record.startNanos()).isLessThan(record.headersNanos());
    assertThat(record.headersNanos()).isLessThan(record.chunks().get(0).arrivalNanos());
    assertThat(record.chunks().get(3).arrivalNanos()).isLessThanOrEqualTo(record.endNanos());
    for (int i = 0; i + 1 < sent.size(); i++) {
      assertThat(record.chunks().get(i).arrivalNanos())
          .as("event %d arrived before the server flushed the next", i)
          .isLessThan(sent.get(i + 1));
    }
  }

  @Test
  void theStartIsTheHandOverStampThoughTheStampingIsAskedOnceTheRequestIsWritten()
      throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]"));
    List<long[]> asked = new CopyOnWriteArrayList<>();
    EventStamping production = EventStamping.atTerminator();
    long beforeSend = System.nanoTime();
    RequestRecord record =
        await(
            client(decidingStart(asked, production::requestStart))
                .send(request("s", true))
                .record());

    assertThat(record.succeeded()).as("%s", record.failure()).isTrue();
    assertThat(asked)
        .as("requestStart calls")
        .singleElement()
        .satisfies(
            question -> {
              assertThat(question[0]).as("hand-over stamp").isGreaterThanOrEqualTo(beforeSend);
              assertThat(question[1])
                  .as("last byte written")
                  .isBetween(question[0], record.headersNanos());
              assertThat(record.startNanos()).as("recorded start").isEqualTo(question[0]);
            });
  }

  @Test
  void theRecordedStartIsTheOneTheStampingDecides() throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]"));
    List<long[]> asked = new CopyOnWriteArrayList<>();
    EventStamping oneMsAfterTheWrite = decidingStart(asked, (handedOver, written) -> written + MS);
    RequestRecord record = await(client(oneMsAfterTheWrite).send(request("d", true)).record());

    assertThat(asked)
        .singleElement()
        .satisfies(question -> assertThat(record.startNanos()).isEqualTo(question[1] + MS));
  }

  @Test
  void eventSplitAcrossWritesIsStampedWhenItsBlankLineArrives() throws Exception {
    serve(
        r ->
            Script.written(
                new Script.Piece(0, "data: " + content("x")),
                new Script.Piece(60 * MS, "\n\n"),
                new Script.Piece(0, "data: [DONE]\n\n")));
    RequestRecord record = await(client().send(request("r", true)).record());
    List<Long> sent = server.served().get(0).sentNanos();

    // Stamped with the second write (60 ms later), not the first that carried most of its bytes.
    assertThat(record.chunks().get(0).arrivalNanos() - sent.get(0)).isGreaterThan(40 * MS);
  }

  @Test
  void unaryChatIsParsedFromTheBody() throws Exception {
    serve(
        r ->
            Script.body(
                200,
                "application/json",
                "{\"choices\":[{\"message\":{\"content\":\"hello"
                    + " there\"},\"finish_reason\":\"stop\"}],"
                    + "\"usage\":{\"prompt_tokens\":2,\"completion_tokens\":2,\"total_tokens\":4}}"));
    RequestRecord record =
        await(client(Duration.ofSeconds(10), null, Map.of()).send(request("u", false)).record());

    assertThat(record.succeeded()).isTrue();
    assertThat(record.streamed()).isFalse();
    assertThat(record.chunks()).isEmpty();
    assertThat(record.outputText()).isEqualTo("hello there");
    assertThat(record.outputTokens()).isEqualTo(2);
  }

  @Test
  void bearerTokenAndExtraHeadersAreSent() throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]"));
    await(
        client(Duration.ofSeconds(10), "sk-test", Map.of("X-Tenant", "t1"))
            .send(request("h", true))
            .record());

    assertThat(server.served().get(0).headers())
        .containsEntry("authorization", "Bearer sk-test")
        .containsEntry("x-tenant", "t1");
  }

  @Test
  void connectionsAreKeptAliveAcrossRequests() throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]"));
    client();
    for (int i = 0; i < 3; i++) {
      assertThat(await(client.send(request("k" + i, true)).record()).succeeded()).isTrue();
    }
    assertThat(server.connections()).isEqualTo(1);
  }

  @Test
  void non2xxStatusFailsWithTheServersMessageAndAConciseLabel() throws Exception {
    serve(
        r ->
            Script.body(
                503, "application/json", "{\"error\":{\"message\":\"engine overloaded\"}}"));
    RequestRecord record = await(client().send(request("e", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.HTTP_STATUS);
    assertThat(record.failure().httpStatus()).isEqualTo(503);
    assertThat(record.failure().message()).isEqualTo("engine overloaded");
    assertThat(record.headersNanos()).isGreaterThan(record.startNanos());
  }

  @Test
  void rateLimitWithAPlainTextBody() throws Exception {
    serve(r -> Script.body(429, "text/plain", "slow down"));
    RequestRecord record = await(client().send(request("e", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.HTTP_STATUS);
    assertThat(record.failure().httpStatus()).isEqualTo(429);
    assertThat(record.failure().message()).isEqualTo("slow down");
  }

  @Test
  void errorEventInsideA200StreamFailsAndKeepsWhatArrivedBefore() throws Exception {
    serve(
        r -> Script.sse(0, content("a"), "{\"error\":{\"message\":\"out of memory\"}}", "[DONE]"));
    RequestRecord record = await(client().send(request("e", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.ERROR_EVENT);
    assertThat(record.failure().message()).isEqualTo("out of memory");
    assertThat(record.chunks())
        .extracting(TimedChunk::kind)
        .containsExactly(ChunkKind.CONTENT, ChunkKind.ERROR);
    assertThat(record.outputText()).isEqualTo("a");
  }

  @Test
  void streamWithoutDoneIsIncompleteAndKeepsPartialChunks() throws Exception {
    serve(r -> Script.sse(0, content("a"), content("b")));
    RequestRecord record = await(client().send(request("i", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.INCOMPLETE_STREAM);
    assertThat(record.chunks()).hasSize(2);
    assertThat(record.outputTokens()).isEqualTo(1);
  }

  @Test
  void closeDelimitedStreamEndingWithDoneSucceeds() throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]").endingWith(Script.Ending.CLOSE));
    assertThat(await(client().send(request("c", true)).record()).succeeded()).isTrue();
  }

  @Test
  void malformedJsonEventFails() throws Exception {
    serve(r -> Script.sse(0, content("a"), "{\"choices\":[", "[DONE]"));
    RequestRecord record = await(client().send(request("m", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.MALFORMED_JSON);
    assertThat(record.chunks()).hasSize(1);
  }

  @Test
  void nonEventStreamResponseToAStreamingRequestFails() throws Exception {
    serve(r -> Script.body(200, "application/json", "{\"choices\":[]}"));
    RequestRecord record = await(client().send(request("t", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.UNEXPECTED_CONTENT_TYPE);
  }

  @Test
  void refusedConnectionFailsAsConnectionError() throws Exception {
    int port;
    try (ServerSocket closed = new ServerSocket(0)) {
      port = closed.getLocalPort();
    }
    RequestRecord record =
        await(client().send(request("x", true, URI.create("http://127.0.0.1:" + port))).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.CONNECTION_REFUSED);
    assertThat(record.headersNanos()).isEqualTo(-1);
    assertThat(record.endNanos()).isGreaterThanOrEqualTo(record.startNanos());
  }

  @Test
  void hostThatDoesNotResolveFailsOnlyItsRequest() throws Exception {
    serve(r -> Script.sse(0, content("a"), "[DONE]"));
    ModelServerClient client = client();
    // .invalid never resolves (RFC 2606)
    RequestRecord unresolved =
        await(
            client
                .send(request("x", true, URI.create("http://no-such-host.invalid:8000")))
                .record());
    RequestRecord next = await(client.send(request("y", true)).record());

    assertThat(unresolved.failure().type()).isEqualTo(FailureType.CONNECTION_REFUSED);
    assertThat(next.succeeded()).as("the request after it").isTrue();
  }

  @Test
  void resetMidStreamFailsAsAnIncompleteStreamNamingTheCause() throws Exception {
    serve(r -> Script.sse(0, content("a")).endingWith(Script.Ending.RESET));
    RequestRecord record = await(client().send(request("x", true)).record());

    // Once headers are in, a FIN before the body's end and a RST are one type (the JDK often
    // reports
    // a reset as a chunked-decoding EOF); the message keeps the cause.
    assertThat(record.failure().type()).isEqualTo(FailureType.INCOMPLETE_STREAM);
    assertThat(record.failure().message()).startsWith("connection ");
  }

  @Test
  void aStreamThatOutlivesTheTimeoutFailsAsTimeoutWithPartialChunks() throws Exception {
    serve(r -> Script.held("data: " + content("a") + "\n\n", 5_000));
    RequestRecord record =
        await(client(Duration.ofMillis(300), null, Map.of()).send(request("slow", true)).record());

    assertThat(record.failure().type()).isEqualTo(FailureType.TIMEOUT);
    assertThat(record.chunks()).hasSize(1);
    assertThat(record.endNanos() - record.startNanos()).isBetween(250 * MS, 3_000 * MS);
  }

  @Test
  void cancelAllEndsInFlightRequestsAsCancelled() throws Exception {
    // The second event's stamp is taken after the first event was recorded (one stream, one
    // thread).
    CountDownLatch firstEvent = new CountDownLatch(2);
    EventStamping signalling =
        () -> {
          firstEvent.countDown();
          return System.nanoTime();
        };
    serve(r -> Script.held("data: " + content("a") + "\n\n: ping\n\n", 5_000));
    client =
        newClient(TestClients.chatSettings(Duration.ofSeconds(30)), new WordCounter(), signalling);
    CompletableFuture<RequestRecord> future = client.send(request("c", true)).record();
    assertThat(firstEvent.await(10, TimeUnit.SECONDS)).isTrue();
    client.cancelAll();
    RequestRecord record = await(future);

    assertThat(record.failure().type()).isEqualTo(FailureType.CANCELLED);
    assertThat(record.chunks()).extracting(TimedChunk::kind).startsWith(ChunkKind.CONTENT);
    assertThat(inFlight(client)).isZero();
  }
}
