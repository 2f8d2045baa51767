package dev.tokenpace.fake;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.common.Slf4jNotifier;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import dev.tokenpace.fake.admin.AdminAccess;
import dev.tokenpace.fake.admin.AdminGuard;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * An OpenAI-compatible streaming model server on WireMock that plays {@link Profile}s and records
 * when each event's bytes left ({@link Timeline}), in the client's clock.
 *
 * <p>Binds 127.0.0.1, HTTP/1.1 only (no h2c: its default stream limit would cap concurrency), no
 * gzip (event streams must leave as written). With {@link FakeSettings#tls()} it also serves https,
 * HTTP/1.1 only as well, on its own port ({@link #baseUrl()}); the streams, stamps and timelines
 * are the same on both.
 *
 * <p>Its admin API over HTTP serves only the timelines unless {@link FakeSettings#admin()} opens it
 * to a token ({@link AdminAccess}); the Java methods here are not affected.
 */
public final class StreamingFake implements AutoCloseable {

  /**
   * Java-registered profiles sit below plain stubs, so a test's own stub (e.g. an HTTP 500) wins.
   */
  static final int ROUTER_STUB_PRIORITY = 10;

  /** Below every stub: only what nothing else serves gets OpenAI's answer to an unknown URL. */
  static final int UNKNOWN_URL_PRIORITY = Integer.MAX_VALUE;

  /**
   * Jetty's default leaves the JDK's listen backlog of 50: a burst of 1000 connects overflows it
   * and the kernel makes the rest retry their SYN a second later. (The kernel caps it at
   * somaxconn.)
   */
  private static final int ACCEPT_BACKLOG = 4096;

  /** One stub, replaced whenever the profiles change, answers {@code GET /v1/models}. */
  private static final UUID MODELS_STUB = UUID.fromString("6d6f6465-6c73-4c69-7374-746f6b656e70");

  private final WireMockServer server;
  private final FakeEngine engine;
  private final boolean https;
  private final long startedSeconds = System.currentTimeMillis() / 1000;

  private StreamingFake(WireMockServer server, FakeEngine engine, boolean https) {
    this.server = server;
    this.engine = engine;
    this.https = https;
  }

  /** Starts on a free loopback port. */
  public static StreamingFake start() {
    return start(FakeSettings.defaults());
  }

  public static StreamingFake start(int port) {
    return start(FakeSettings.defaults().onPort(port));
  }

  /**
   * Serves https on a free loopback port with the keystore's key and certificate (and plain http,
   * used for its warm-up, on another).
   */
  public static StreamingFake startHttps(Path keystore, String password) {
    return start(FakeSettings.https(keystore, password));
  }

  public static StreamingFake start(FakeSettings settings) {
    FakeEngine engine = new FakeEngine(settings.maxTimelines(), settings.schedulerThreads());
    FakeSettings.Tls tls = settings.tls();
    WireMockConfiguration options =
        WireMockConfiguration.options()
            .bindAddress("127.0.0.1")
            .port(tls == null ? settings.port() : 0)
            .http2PlainDisabled(true)
            .gzipDisabled(true)
            .jettyAcceptQueueSize(ACCEPT_BACKLOG)
            .jettyAcceptors(1)
            .containerThreads(settings.jettyThreads())
            .stubRequestLoggingDisabled(true)
            .notifier(new Slf4jNotifier(false))
            .extensionFactories(new StreamingFakeExtension(engine))
            .extensions(new AdminGuard(settings.admin()));
    if (tls != null) {
      options
          .httpsPort(settings.port())
          .http2TlsDisabled(true)
          .keystorePath(tls.keystore().toString())
          .keystorePassword(tls.password())
          .keyManagerPassword(tls.password())
          .keystoreType("PKCS12");
    }
    if (settings.maxJournalEntries() > 0) {
      options.maxRequestJournalEntries(settings.maxJournalEntries());
    } else {
      options.disableRequestJournal();
    }
    WireMockServer server = new WireMockServer(options);
    try {
      server.start();
    } catch (RuntimeException e) {
      engine.close();
      throw e;
    }
    server.stubFor(
        post(urlPathMatching("/v1/(chat/)?completions"))
            .atPriority(ROUTER_STUB_PRIORITY)
            .willReturn(
                aResponse()
                    .withTransformers(StreamingTransformer.NAME)
                    .withTransformerParameter("router", true)));
    server.stubFor(
        get(urlPathEqualTo("/metrics"))
            .atPriority(ROUTER_STUB_PRIORITY)
            .willReturn(
                aResponse()
                    .withTransformers(StreamingTransformer.NAME)
                    .withTransformerParameter("metrics", true)));
    // as OpenAI answers a path it does not serve, instead of WireMock's page of near-misses (and
    // its log of them, 14 lines per stray request on `tokenpace fake`'s terminal)
    server.stubFor(
        any(anyUrl())
            .atPriority(UNKNOWN_URL_PRIORITY)
            .willReturn(
                aResponse()
                    .withTransformers(StreamingTransformer.NAME)
                    .withTransformerParameter(StreamDispatch.UNKNOWN_URL, true)));
    WarmUp.run(server, engine.timelines());
    engine.metrics().clear(); // the fake's own warm-up is no traffic a dashboard should see
    StreamingFake fake = new StreamingFake(server, engine, tls != null);
    fake.publishModels();
    return fake;
  }

  /**
   * e.g. http://127.0.0.1:PORT, or https://127.0.0.1:PORT for a TLS fake — append
   * /v1/chat/completions or /v1/completions.
   */
  public URI baseUrl() {
    return URI.create((https ? "https" : "http") + "://127.0.0.1:" + port());
  }

  /** The port of {@link #baseUrl()}. */
  public int port() {
    return https ? server.httpsPort() : server.port();
  }

  /** Requests whose body's {@code model} equals {@code model} get this profile (both APIs). */
  public void serve(String model, Profile profile) {
    engine.router().serve(model, profile);
    publishModels();
  }

  /**
   * Requests whose X-Request-Id matches get this profile, before any by-model one: lets one request
   * of a run hit a fault while the others stream normally.
   */
  public void serveRequests(java.util.function.Predicate<String> requestId, Profile profile) {
    engine.router().serveRequests(requestId, profile);
  }

  /**
   * From now on, every request to the stub servlet (not the admin API) waits {@code delay} after
   * its request line and headers arrived (its {@link Timeline#receivedNanos()}) before its body is
   * read: a server too busy to read a long prompt. Meanwhile the body fills the socket buffers and
   * a client writing more than they hold waits in its write. The events' deadlines still count from
   * receipt, so an event due during the wait goes out late, as soon as the body was read. {@link
   * Duration#ZERO} (the default) reads at once; may be changed while the fake runs. Holds a
   * container thread per waiting request: for a few requests at a time.
   */
  public void readRequestBodiesAfter(Duration delay) {
    engine.slowServer().readRequestBodiesAfter(delay);
  }

  /**
   * From now on, the first request of every new connection to the stub servlet waits until {@code
   * delay} after the connection was accepted before the fake takes it up and stamps it received: a
   * server slow to take up new connections (a full accept queue, a busy event loop). The client's
   * connect succeeds at once (the kernel completes it) and its request waits unread. {@link
   * Duration#ZERO} (the default) takes requests up at once; may be changed while the fake runs.
   * Holds a container thread per waiting request: for a few requests at a time.
   */
  public void takeUpConnectionsAfter(Duration delay) {
    engine.slowServer().takeUpConnectionsAfter(delay);
  }

  /**
   * At most {@code streams} responses at once (0, the default, for no limit); past it a request
   * waits, first come first served and holding no thread, until a stream ends, and its profile's
   * schedule then counts from that moment — so the wait adds to its TTFT as a saturated server's
   * queue does. The timeline's {@code receivedNanos} stays the receipt; {@code GET /metrics} counts
   * the waiting requests. May be changed while the fake runs.
   */
  public void limitConcurrentStreams(int streams) {
    engine.admission().limit(streams);
  }

  /**
   * At most {@code streams} responses at once; past it a request is refused at once with {@code
   * status}, as a gateway in front of a full server or OpenAI's rate limit does: 429 with OpenAI's
   * {@code rate_limit_exceeded} error, another status with a server error saying it is overloaded.
   * The refused request's timeline has no event. May be changed while the fake runs.
   */
  public void refuseStreamsBeyond(int streams, int status) {
    if (streams < 1 || status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "refusing past a cap needs a cap of 1 or more and an error status (4xx or 5xx), got "
              + streams
              + " and "
              + status);
    }
    engine.admission().limit(streams, status);
  }

  /**
   * At most {@code streams} responses at once; past it a request waits as {@link
   * #limitConcurrentStreams(int)} says while fewer than {@code depth} wait, and is refused at once
   * with {@code status} once {@code depth} do, as a server with a bounded queue does (TGI's {@code
   * --max-concurrent-requests}, a gateway's queue limit). May be changed while the fake runs.
   */
  public void queueStreamsBeyond(int streams, int depth, int status) {
    if (streams < 1 || depth < 1 || status < 400 || status > 599) {
      throw new IllegalArgumentException(
          "a bounded queue needs a cap of 1 or more, a queue of 1 or more and an error status (4xx"
              + " or 5xx) for requests past both, got "
              + streams
              + ", "
              + depth
              + " and "
              + status);
    }
    engine.admission().queueBeyond(streams, depth, status);
  }

  /**
   * At most {@code streams} responses at once; past it a request is accepted and never answered,
   * not a byte written, as an overloaded server whose queue never drains: the client's own timeout
   * is all that ends it. The ignored request's timeline has no event. May be changed while the fake
   * runs.
   */
  public void ignoreStreamsBeyond(int streams) {
    if (streams < 1) {
      throw new IllegalArgumentException(
          "ignoring requests past a cap needs a cap of 1 or more, got " + streams);
    }
    engine.admission().ignoreBeyond(streams);
  }

  /** Forgets every profile registered from Java. */
  public void clearProfiles() {
    engine.router().clear();
    publishModels();
  }

  /**
   * Requests matching no model-specific profile get this one; its {@link Profile#model()}, if
   * named, comes first at {@code GET /v1/models}.
   */
  public void serveByDefault(Profile profile) {
    engine.router().serveByDefault(profile);
    publishModels();
  }

  /**
   * The model list clients look up (inference-perf, OpenAI SDKs): every model named by {@link
   * #serve} or by the default profile, in OpenAI's list shape. A test's own stub of the path wins.
   */
  private synchronized void publishModels() {
    MappingBuilder models =
        get(urlPathEqualTo("/v1/models"))
            .withId(MODELS_STUB)
            .atPriority(ROUTER_STUB_PRIORITY)
            .willReturn(okJson(ModelList.json(engine.router().models(), startedSeconds)));
    boolean published =
        server.getStubMappings().stream().anyMatch(stub -> MODELS_STUB.equals(stub.getId()));
    if (published) {
      server.editStub(models);
    } else {
      server.stubFor(models);
    }
  }

  /**
   * Waits until the request's response has ended (or a fault ended it) and returns its timeline.
   */
  public Timeline awaitTimeline(String requestId, Duration timeout) {
    return engine.timelines().await(requestId, timeout);
  }

  public List<Timeline> timelines() {
    return engine.timelines().all();
  }

  /**
   * When the fake took up each connection at or after {@code nanos} ({@code System.nanoTime()}),
   * oldest first: connections that carried no stream too (one opened ahead and warmed).
   */
  public List<Long> acceptedSince(long nanos) {
    return engine.accepts().since(nanos);
  }

  public void clearTimelines() {
    engine.timelines().clear();
  }

  /** For plain stubs beside the extension (e.g. an HTTP 500 with a body). */
  public WireMockServer wireMock() {
    return server;
  }

  @Override
  public void close() {
    server.stop();
    engine.close();
  }
}
