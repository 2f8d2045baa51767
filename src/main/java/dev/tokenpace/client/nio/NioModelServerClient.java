package dev.tokenpace.client.nio;

import dev.tokenpace.client.ClientCore;
import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.JdkBodyDelivery;
import dev.tokenpace.client.JdkModelServerClient;
import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.tokens.Tokenizer;
import java.nio.ByteBuffer;
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
    this(settings, tokenizer, stamping, selectorThreads, JdkBodyDelivery.asReceived());
  }

  /**
   * @param tlsBodyDelivery how the JDK client that carries {@code https://} requests delivers
   *     streamed bodies
   */
  public NioModelServerClient(
      ClientSettings settings,
      Tokenizer tokenizer,
      EventStamping stamping,
      int selectorThreads,
      JdkBodyDelivery tlsBodyDelivery) {
    this.openTlsFallback =
        () -> new JdkModelServerClient(settings, tokenizer, stamping, tlsBodyDelivery);
    this.core = new ClientCore(settings, tokenizer, stamping);
    this.encoder = new RequestEncoder(settings);
    this.loops = new SelectorLoop[Math.max(1, selectorThreads)];
    for (int i = 0; i < loops.length; i++) {
      loops[i] = new SelectorLoop(core.routing(), stamping, "tokenpace-nio-" + (i + 1));
    }
  }

  @Override
  public CompletableFuture<RequestRecord> send(PreparedRequest request) {
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
      return opened.record();
    }
    SelectorLoop loop = loops[Math.floorMod(nextLoop.getAndIncrement(), loops.length)];
    exchange.started(System.nanoTime());
    exchange.attach(() -> loop.abandon(exchange), core.timeout(exchange));
    loop.submit(exchange, origin, bytes);
    return opened.record();
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
    String authority = request.uri().getRawAuthority();
    if (authority == null) {
      throw new IllegalArgumentException("no host in " + request.uri());
    }
    return origins.computeIfAbsent(authority, a -> Origin.of(request.uri()));
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
