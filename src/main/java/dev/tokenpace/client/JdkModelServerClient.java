package dev.tokenpace.client;

import dev.tokenpace.tokens.Tokenizer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodySubscriber;
import java.security.NoSuchAlgorithmException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.SSLContext;

/**
 * A {@link ModelServerClient} on the JDK's {@link HttpClient} (HTTP/1.1, pooled keep-alive
 * connections). Streamed bodies go buffer by buffer into an {@link SseEventReader}; the JDK's own
 * timeout only covers the headers, so a scheduler enforces the whole-request timeout. Used for
 * https:// and where {@code --transport jdk} is chosen.
 *
 * <p>The JDK re-sends only idempotent requests on a dropped pooled connection (unless {@code
 * jdk.httpclient.enableAllMethodRetry} is set, which tokenpace never does), so each POST goes on
 * the wire once; HostileServerCliTest checks the server's count against the report's.
 *
 * <p>The way in: java.net.http shows neither the TCP connect nor when a request was written, so
 * both stay unstamped; over https its TLS engines say which request opened a connection and when
 * the handshake began and completed, and which requests reused one ({@link HandshakeStamping}).
 * Over plain http the connection stays unknown.
 */
public final class JdkModelServerClient implements ModelServerClient {

  private final ClientSettings settings;
  private final ClientCore core;
  private final EventStamping stamping;
  private final JdkBodyDelivery bodyDelivery;
  private final ExecutorService ioPool;
  private final HttpClient http;

  /** https requests in flight by id, for the TLS engines to report their way in to. */
  private final Map<String, Exchange> overTls = new ConcurrentHashMap<>();

  public JdkModelServerClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    this(settings, tokenizer, stamping, JdkBodyDelivery.asReceived(), UsageReports.NEWEST_WINS);
  }

  /**
   * @param usageReports how a response's usage reports combine into the request's usage
   */
  public JdkModelServerClient(
      ClientSettings settings,
      Tokenizer tokenizer,
      EventStamping stamping,
      JdkBodyDelivery bodyDelivery,
      UsageReports usageReports) {
    this.settings = settings;
    this.core = new ClientCore(settings, tokenizer, stamping, usageReports);
    this.stamping = stamping;
    this.bodyDelivery = bodyDelivery;
    this.ioPool =
        Executors.newFixedThreadPool(settings.ioThreads(), new DaemonThreads("tokenpace-http"));
    HttpClient.Builder builder =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .executor(ioPool)
            .connectTimeout(settings.requestTimeout());
    SSLContext tls =
        settings.trustedCertificates() != null
            ? TrustedServer.sslContext(settings.trustedCertificates())
            : defaultTls();
    builder.sslContext(HandshakeStamping.around(tls, settings.requestIdHeader(), wayInOverTls()));
    this.http = builder.build();
  }

  @Override
  public Sent send(PreparedRequest request) {
    ClientCore.Opened opened = core.open(request);
    Exchange exchange = opened.exchange();
    HttpRequest httpRequest;
    try {
      httpRequest = httpRequest(request);
    } catch (RuntimeException e) {
      core.rejected(exchange, e);
      return opened.sent();
    }
    if ("https".equalsIgnoreCase(request.uri().getScheme())) {
      overTls.put(request.requestId(), exchange);
      opened.record().whenComplete((r, t) -> overTls.remove(request.requestId(), exchange));
    }
    BodyHandler<Void> handler = info -> subscriberFor(exchange, info);
    long handedOver = System.nanoTime();
    exchange.started(
        stamping.requestStart(
            handedOver, handedOver)); // the JDK never says when the body was written
    CompletableFuture<HttpResponse<Void>> transport = http.sendAsync(httpRequest, handler);
    transport.whenComplete(
        (response, thrown) -> {
          if (thrown != null) {
            exchange.fail(
                System.nanoTime(),
                exchange.hasHeaders() ? Failures.midBody(thrown) : Failures.fromThrowable(thrown));
          }
        });
    exchange.attach(transport, core.timeout(exchange));
    return opened.sent();
  }

  /**
   * Opens nothing: {@code java.net.http.HttpClient} opens a connection only to carry a request and
   * has no call that opens one ahead. Filling its pool with warm-up requests would put requests on
   * the server that the benchmark did not schedule, so the run says it and goes on without.
   */
  @Override
  public CompletableFuture<Preconnected> preconnect(URI warmUp, int connections) {
    return CompletableFuture.completedFuture(
        Preconnected.unsupported(
            warmUp.getRawAuthority(),
            connections,
            "the JDK HttpClient (--transport jdk, and every https:// request) cannot open a"
                + " connection before a request needs it"));
  }

  @Override
  public void cancelAll() {
    core.cancelAll();
  }

  /** How many requests have been sent and not yet recorded. */
  public int inFlight() {
    return core.inFlight();
  }

  @Override
  public void close() {
    core.close();
    ioPool.shutdown();
  }

  private HandshakeStamping.Listener wayInOverTls() {
    return new HandshakeStamping.Listener() {
      @Override
      public void opened(String requestId, long tlsStartNanos, long tlsNanos) {
        Exchange exchange = overTls.get(requestId);
        if (exchange != null) {
          exchange.connectionChosen(false);
          exchange.tlsHandshaken(tlsStartNanos, tlsNanos);
        }
      }

      @Override
      public void reused(String requestId) {
        Exchange exchange = overTls.get(requestId);
        if (exchange != null) {
          exchange.connectionChosen(true);
        }
      }
    };
  }

  private static SSLContext defaultTls() {
    try {
      return SSLContext.getDefault();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("no default TLS context", e);
    }
  }

  private HttpRequest httpRequest(PreparedRequest request) {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(request.uri())
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
    ResponseStart head =
        new ResponseStart(
            info.statusCode(),
            info.headers().firstValue("Content-Type").orElse(""),
            info.headers().firstValue("Content-Encoding").orElse(""),
            info.headers().firstValue("Location").orElse(""));
    BodyPlan plan = core.routing().plan(exchange, head);
    if (plan instanceof BodyPlan.Stream stream) {
      return bodyDelivery.around(new SseBodySubscriber(exchange, stream.stream()));
    }
    BodyPlan.Whole whole = (BodyPlan.Whole) plan;
    return new CappedBodySubscriber(
        whole.maxBytes(),
        (body, complete) ->
            (complete ? whole.body() : whole.overflow()).complete(System.nanoTime(), body));
  }
}
