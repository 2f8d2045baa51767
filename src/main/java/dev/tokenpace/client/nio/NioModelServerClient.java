package dev.tokenpace.client.nio;

import dev.tokenpace.client.ClientCore;
import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.JdkModelServerClient;
import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.Sent;
import dev.tokenpace.client.UsageReports;
import dev.tokenpace.tokens.Tokenizer;
import java.net.URI;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * A {@link ModelServerClient} for plain {@code http://} on java.nio: one selector thread (by
 * default) owns every connection, reads each socket as soon as it is readable and feeds the bytes
 * straight into the SSE reader, so an event's stamp waits for no thread pool hand-off. Record
 * assembly (tokenizing) still runs on its own threads. {@code https://} requests go to a {@link
 * JdkModelServerClient}.
 *
 * <p>Measured against the JDK client in docs/performance.md: at 1000 concurrent streams on 2 cores
 * the JDK client's hand-offs between its selector and executor threads dominate the delivery error.
 */
public final class NioModelServerClient implements ModelServerClient {

  /** Opens the JDK client for {@code https://} requests, the first time one comes. */
  private final Supplier<JdkModelServerClient> openTlsFallback;

  private final ClientCore core;
  private final RequestEncoder encoder;
  private final SelectorLoop[] loops;
  private final AtomicInteger nextLoop = new AtomicInteger();
  private final Map<String, Origin> origins = new ConcurrentHashMap<>();
  private final Object fallbackLock = new Object();
  private JdkModelServerClient tlsFallback;

  public NioModelServerClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    this(settings, tokenizer, stamping, 1);
  }

  public NioModelServerClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping, int selectorThreads) {
    this(
        settings,
        tokenizer,
        stamping,
        selectorThreads,
        JdkBodyDelivery.asReceived(),
        UsageReports.NEWEST_WINS);
  }

  /**
   * @param tlsBodyDelivery how the JDK client that carries {@code https://} requests delivers
   *     streamed bodies
   * @param usageReports how a response's usage reports combine into the request's usage
   */
  public NioModelServerClient(
      ClientSettings settings,
      Tokenizer tokenizer,
      EventStamping stamping,
      int selectorThreads,
      JdkBodyDelivery tlsBodyDelivery,
      UsageReports usageReports) {
    this.openTlsFallback =
        () ->
            new JdkModelServerClient(settings, tokenizer, stamping, tlsBodyDelivery, usageReports);
    this.core = new ClientCore(settings, tokenizer, stamping, usageReports);
    this.encoder = new RequestEncoder(settings);
    this.loops = new SelectorLoop[Math.max(1, selectorThreads)];
    for (int i = 0; i < loops.length; i++) {
      loops[i] = new SelectorLoop(core.routing(), stamping, "tokenpace-nio-" + (i + 1));
    }
  }

  @Override
  public Sent send(PreparedRequest request) {
    if (!"http".equalsIgnoreCase(request.uri().getScheme())) {
      return tlsFallback().send(request);
    }
    ClientCore.Opened opened = core.open(request);
    Exchange exchange = opened.exchange();
    ByteBuffer bytes;
    Origin origin;
    try {
      bytes = encoder.encode(request);
      origin = origin(request);
    } catch (RuntimeException e) {
      core.rejected(exchange, e);
      return opened.sent();
    }
    SelectorLoop loop = loops[Math.floorMod(nextLoop.getAndIncrement(), loops.length)];
    exchange.started(System.nanoTime());
    exchange.attach(() -> loop.abandon(exchange), core.timeout(exchange));
    loop.submit(exchange, origin, bytes);
    return opened.sent();
  }

  /**
   * Opens the connections on the selector loops the requests will be dealt to, each its share, so
   * every request finds one idle in its own loop's pool. {@code https://} goes to the JDK client,
   * which cannot.
   */
  @Override
  public CompletableFuture<Preconnected> preconnect(URI warmUp, int connections) {
    if (!"http".equalsIgnoreCase(warmUp.getScheme())) {
      return tlsFallback().preconnect(warmUp, connections);
    }
    Origin origin;
    ByteBuffer get;
    try {
      origin = origin(warmUp);
      get = encoder.encodeGet(warmUp);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(
          new Preconnected(
              warmUp.getRawAuthority(), connections, 0, 0, connections, e.getMessage(), null));
    }
    List<CompletableFuture<Preconnected>> shares = new ArrayList<>();
    for (int i = 0; i < loops.length; i++) {
      int share = connections / loops.length + (i < connections % loops.length ? 1 : 0);
      if (share > 0) {
        shares.add(loops[i].preconnect(origin, share, get));
      }
    }
    return CompletableFuture.allOf(shares.toArray(CompletableFuture[]::new))
        .thenApply(all -> sum(origin.key(), connections, shares));
  }

  private static Preconnected sum(
      String origin, int wanted, List<CompletableFuture<Preconnected>> shares) {
    int alreadyOpen = 0;
    int opened = 0;
    int failed = 0;
    String firstFailure = null;
    for (CompletableFuture<Preconnected> share : shares) {
      Preconnected one = share.join();
      alreadyOpen += one.alreadyOpen();
      opened += one.opened();
      failed += one.failed();
      firstFailure = firstFailure == null ? one.firstFailure() : firstFailure;
    }
    return new Preconnected(origin, wanted, alreadyOpen, opened, failed, firstFailure, null);
  }

  @Override
  public void cancelAll() {
    core.cancelAll();
    JdkModelServerClient fallback;
    synchronized (fallbackLock) {
      fallback = tlsFallback;
    }
    if (fallback != null) {
      fallback.cancelAll();
    }
  }

  /** How many requests have been sent and not yet recorded. */
  public int inFlight() {
    return core.inFlight();
  }

  @Override
  public void close() {
    core.close();
    for (SelectorLoop loop : loops) {
      loop.close();
    }
    synchronized (fallbackLock) {
      if (tlsFallback != null) {
        tlsFallback.close();
      }
    }
  }

  private Origin origin(PreparedRequest request) {
    return origin(request.uri());
  }

  private Origin origin(URI uri) {
    String authority = uri.getRawAuthority();
    if (authority == null) {
      throw new IllegalArgumentException("no host in " + uri);
    }
    return origins.computeIfAbsent(authority, a -> Origin.of(uri));
  }

  private JdkModelServerClient tlsFallback() {
    synchronized (fallbackLock) {
      if (tlsFallback == null) {
        tlsFallback = openTlsFallback.get();
      }
      return tlsFallback;
    }
  }
}
