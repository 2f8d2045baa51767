package dev.tokenpace.client.netty;

import dev.tokenpace.client.ClientCore;
import dev.tokenpace.client.ClientSettings;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.tokens.Tokenizer;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.EventExecutor;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link ModelServerClient} on Netty, for {@code http://} and {@code https://} (SslHandler on the
 * JDK's SSLEngine): one event loop by default, as the NIO transport has one selector thread,
 * reading each socket on Netty's pure-Java NIO transport and feeding decoded body bytes straight
 * into the SSE reader, stamped with the socket read that carried them. Built on the same core as
 * the other transports (ClientCore, ResponseRouting, SseStream, Failures), so records, failure
 * labels and stamps mean the same; it exists to be measured against them.
 */
public final class NettyModelServerClient implements ModelServerClient {

  private final ClientCore core;
  private final RequestEncoding encoding;
  private final EventLoopGroup group;
  private final ConnectionPool[] pools;
  private final AtomicInteger nextPool = new AtomicInteger();
  private final Map<String, Origin> origins = new ConcurrentHashMap<>();

  public NettyModelServerClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping) {
    this(settings, tokenizer, stamping, 1);
  }

  /**
   * @param eventLoopThreads event-loop threads, each with its own connections
   */
  public NettyModelServerClient(
      ClientSettings settings, Tokenizer tokenizer, EventStamping stamping, int eventLoopThreads) {
    this.core = new ClientCore(settings, tokenizer, stamping);
    this.encoding = new RequestEncoding(settings);
    this.group =
        new MultiThreadIoEventLoopGroup(
            Math.max(1, eventLoopThreads),
            new DefaultThreadFactory("tokenpace-netty", true),
            NioIoHandler.newFactory());
    Bootstrap bootstrap =
        new Bootstrap()
            .channel(NioSocketChannel.class)
            .option(ChannelOption.TCP_NODELAY, true)
            // No connect timeout of its own: the whole-request timeout covers the connect, as on
            // the NIO transport, so a server that never accepts is a Timeout there too.
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 0);
    Tls tls = new Tls(settings);
    List<ConnectionPool> perLoop = new ArrayList<>();
    for (EventExecutor loop : group) {
      perLoop.add(new ConnectionPool((EventLoop) loop, bootstrap, core.routing(), stamping, tls));
    }
    this.pools = perLoop.toArray(ConnectionPool[]::new);
  }

  @Override
  public CompletableFuture<RequestRecord> send(PreparedRequest request) {
    ClientCore.Opened opened = core.open(request);
    Exchange exchange = opened.exchange();
    Origin origin;
    FullHttpRequest http;
    try {
      origin = origin(request.uri());
      http = encoding.encode(request);
    } catch (RuntimeException e) {
      core.rejected(exchange, e);
      return opened.record();
    }
    ConnectionPool pool = pools[Math.floorMod(nextPool.getAndIncrement(), pools.length)];
    exchange.started(System.nanoTime());
    exchange.attach(() -> pool.abandon(exchange), core.timeout(exchange));
    pool.submit(exchange, origin, http);
    return opened.record();
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
    for (ConnectionPool pool : pools) {
      pool.close();
    }
    group.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(3, TimeUnit.SECONDS);
  }

  private Origin origin(URI uri) {
    if (uri.getRawAuthority() == null) {
      throw new IllegalArgumentException("no host in " + uri);
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    return origins.computeIfAbsent(scheme + "://" + uri.getRawAuthority(), k -> Origin.of(uri));
  }
}
