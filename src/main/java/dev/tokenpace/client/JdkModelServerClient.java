package dev.tokenpace.client;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.ErrorBodies;
import dev.tokenpace.api.MalformedChunkException;
import dev.tokenpace.api.UnaryResponse;
import dev.tokenpace.api.UnaryResponseParser;
import dev.tokenpace.metrics.RequestRecord;
import dev.tokenpace.tokens.Tokenizer;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ModelServerClient} on the JDK's {@link HttpClient} (HTTP/1.1, pooled keep-alive
 * connections). Streamed bodies go buffer by buffer into an {@link SseEventReader}; the JDK's own
 * timeout only covers the headers, so a scheduler enforces the whole-request timeout.
 */
public final class JdkModelServerClient implements ModelServerClient {

  /** An error reply or a wrong-type body only feeds a one-line message: its first 64 KiB are plenty. */
  static final int MAX_ERROR_BODY_BYTES = 64 * 1024;

  private final ClientSettings settings;
  private final EventStamping stamping;
  private final RecordAssembler assembler;
  private final ChunkClassifier classifier;
  private final UnaryResponseParser unaryParser;
  private final ExecutorService ioPool;
  private final ExecutorService assemblyPool;
  private final ScheduledExecutorService timers;
  private final HttpClient http;
  private final Set<Exchange> inFlight = ConcurrentHashMap.newKeySet();

  public JdkModelServerClient(ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    this.settings = settings;
    this.stamping = stamping;
    this.assembler = new RecordAssembler(tokenizer);
    this.classifier = new ChunkClassifier(settings.api());
    this.unaryParser = new UnaryResponseParser(settings.api());
    this.ioPool = Executors.newFixedThreadPool(settings.ioThreads(), new DaemonThreads("tokenpace-http"));
    this.assemblyPool = Executors.newFixedThreadPool(settings.assemblyThreads(), new DaemonThreads("tokenpace-assemble"));
    this.timers = Executors.newSingleThreadScheduledExecutor(new DaemonThreads("tokenpace-timeout"));
    this.http = HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .executor(ioPool)
        .connectTimeout(settings.requestTimeout())
        .build();
  }

  @Override
  public CompletableFuture<RequestRecord> send(PreparedRequest request) {
    Exchange exchange = new Exchange(request);
    CompletableFuture<RequestRecord> record = exchange.outcome()
        .thenApplyAsync(assembler::assemble, assemblyPool)
        .whenComplete((r, t) -> inFlight.remove(exchange));
    inFlight.add(exchange);
    HttpRequest httpRequest;
    try {
      httpRequest = httpRequest(request);
    } catch (RuntimeException e) {
      long now = System.nanoTime();
      exchange.started(now);
      exchange.fail(now, FailureTypes.failure(FailureTypes.CLIENT_ERROR, "invalid request: " + e.getMessage()));
      return record;
    }
    BodyHandler<Void> handler = info -> subscriberFor(exchange, info);
    exchange.started(System.nanoTime());
    CompletableFuture<HttpResponse<Void>> transport = http.sendAsync(httpRequest, handler);
    transport.whenComplete((response, thrown) -> {
      if (thrown != null) {
        exchange.fail(System.nanoTime(), exchange.hasHeaders() ? FailureTypes.midBody(thrown) : FailureTypes.fromThrowable(thrown));
      }
    });
    exchange.attach(transport, timers.schedule(
        () -> exchange.abort(System.nanoTime(), FailureTypes.failure(FailureTypes.TIMEOUT,
            "no end of response after " + settings.requestTimeout().toMillis() + " ms")),
        settings.requestTimeout().toNanos(), TimeUnit.NANOSECONDS));
    return record;
  }

  @Override
  public void cancelAll() {
    for (Exchange exchange : List.copyOf(inFlight)) {
      exchange.abort(System.nanoTime(), FailureTypes.failure(FailureTypes.CANCELLED, "cancelled"));
    }
  }

  /** How many requests have been sent and not yet recorded. */
  public int inFlight() {
    return inFlight.size();
  }

  @Override
  public void close() {
    cancelAll();
    timers.shutdownNow();
    assemblyPool.shutdown();
    ioPool.shutdown();
  }

  private HttpRequest httpRequest(PreparedRequest request) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(request.uri())
        .timeout(settings.requestTimeout())
        .header("Content-Type", "application/json")
        .header("Accept", request.streamed() ? "text/event-stream" : "application/json")
        .header(settings.requestIdHeader(), request.requestId())
        .POST(HttpRequest.BodyPublishers.ofByteArray(request.body()));
    if (settings.apiKey() != null && !settings.apiKey().isEmpty()) {
      builder.header("Authorization", "Bearer " + settings.apiKey());
    }
    settings.headers().forEach(builder::header);
    return builder.build();
  }

  private BodySubscriber<Void> subscriberFor(Exchange exchange, HttpResponse.ResponseInfo info) {
    exchange.headersArrived(System.nanoTime());
    int status = info.statusCode();
    if (status < 200 || status > 299) {
      return new CappedBodySubscriber(MAX_ERROR_BODY_BYTES, (body, complete) -> exchange.fail(System.nanoTime(),
          FailureTypes.failure(FailureTypes.HTTP_STATUS, ErrorBodies.message(body), status)));
    }
    if (!exchange.request().streamed()) {
      return new CappedBodySubscriber(settings.maxEventBytes(), (body, complete) -> {
        if (complete) {
          unary(exchange, System.nanoTime(), body);
        } else {
          exchange.fail(System.nanoTime(), FailureTypes.failure(FailureTypes.EVENT_TOO_LARGE,
              "response body exceeds " + settings.maxEventBytes() + " bytes"));
        }
      });
    }
    String contentType = info.headers().firstValue("Content-Type").orElse("");
    if (!contentType.toLowerCase(java.util.Locale.ROOT).startsWith("text/event-stream")) {
      return new CappedBodySubscriber(MAX_ERROR_BODY_BYTES, (body, complete) -> exchange.fail(System.nanoTime(),
          FailureTypes.failure(FailureTypes.UNEXPECTED_CONTENT_TYPE,
              ErrorBodies.oneLine("expected text/event-stream, got '" + contentType + "': " + ErrorBodies.message(body)), status)));
    }
    return new SseBodySubscriber(exchange, classifier, stamping.newStream(), settings.maxEventBytes());
  }

  private void unary(Exchange exchange, long end, String body) {
    UnaryResponse response;
    try {
      response = unaryParser.parse(body);
    } catch (MalformedChunkException e) {
      exchange.fail(end, FailureTypes.failure(FailureTypes.MALFORMED_JSON, e.getMessage()));
      return;
    }
    if (response.errorMessage() != null) {
      exchange.fail(end, FailureTypes.failure(FailureTypes.ERROR_EVENT, response.errorMessage()));
    } else {
      exchange.succeed(end, response);
    }
  }

}
