package dev.tokenpace.client.netty;

import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.ResponseRouting;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.FullHttpRequest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * One event loop's keep-alive connections, per origin: a connection serves one request at a time,
 * an idle one is reused, and a new one is opened when none is idle. Touched on its loop's thread
 * only, so nothing on the read path takes a lock; other threads hand it work through the loop.
 */
final class ConnectionPool {

  private final EventLoop loop;
  private final Bootstrap bootstrap;
  private final ResponseRouting routing;
  private final EventStamping stamping;
  private final Tls tls;
  private final Map<Origin, ArrayDeque<HttpConnection>> idle = new HashMap<>();
  private final Map<Exchange, HttpConnection> active = new IdentityHashMap<>();
  private boolean closing;

  /**
   * @param bootstrap channel type and options; the pool binds it to {@code loop}
   */
  ConnectionPool(
      EventLoop loop,
      Bootstrap bootstrap,
      ResponseRouting routing,
      EventStamping stamping,
      Tls tls) {
    this.loop = loop;
    this.bootstrap = bootstrap.clone(loop);
    this.routing = routing;
    this.stamping = stamping;
    this.tls = tls;
  }

  /** Sends one request: on an idle connection to its origin if there is one, else on a new one. */
  void submit(Exchange exchange, Origin origin, FullHttpRequest request) {
    try {
      loop.execute(() -> dispatch(exchange, origin, request));
    } catch (RejectedExecutionException e) {
      exchange.fail(System.nanoTime(), Failure.of(FailureType.CANCELLED, "client closed"));
    }
  }

  /** Drops the connection serving {@code exchange}, if it still is. */
  void abandon(Exchange exchange) {
    try {
      loop.execute(
          () -> {
            HttpConnection connection = active.remove(exchange);
            if (connection != null && connection.serving(exchange)) {
              connection.abandon();
            }
          });
    } catch (RejectedExecutionException e) {
      // the loop is gone, and its connections with it
    }
  }

  void ended(Exchange exchange, HttpConnection connection) {
    active.remove(exchange, connection);
  }

  void release(HttpConnection connection) {
    idle.computeIfAbsent(connection.origin(), o -> new ArrayDeque<>()).addLast(connection);
  }

  void forget(HttpConnection connection) {
    ArrayDeque<HttpConnection> pool = idle.get(connection.origin());
    if (pool != null) {
      pool.remove(connection);
    }
  }

  private void dispatch(Exchange exchange, Origin origin, FullHttpRequest request) {
    if (exchange.isFinished()) {
      return; // aborted (timeout, cancel) before it reached the wire
    }
    if (closing) {
      exchange.fail(System.nanoTime(), Failure.of(FailureType.CANCELLED, "client closed"));
      return;
    }
    HttpConnection connection = pooled(origin);
    boolean reused = connection != null;
    if (connection == null) {
      connection = new HttpConnection(this, origin, routing, stamping);
    }
    active.put(exchange, connection);
    try {
      connection.assign(exchange, request, reused);
      if (!reused) {
        connection.open(bootstrap, tls);
      }
    } catch (RuntimeException | Error e) {
      connection.internalError(e);
    }
  }

  private HttpConnection pooled(Origin origin) {
    ArrayDeque<HttpConnection> pool = idle.get(origin);
    while (pool != null && !pool.isEmpty()) {
      HttpConnection connection = pool.pollLast();
      if (connection.isOpen()) {
        return connection;
      }
    }
    return null;
  }

  /**
   * The client is closing: fails what is still in flight as cancelled and drops every connection,
   * on the loop, before the loop itself stops.
   */
  void close() {
    if (loop.inEventLoop()) {
      shutdown();
      return;
    }
    try {
      loop.submit(this::shutdown).awaitUninterruptibly(2, TimeUnit.SECONDS);
    } catch (RejectedExecutionException e) {
      // already stopped
    }
  }

  private void shutdown() {
    closing = true;
    for (HttpConnection connection : List.copyOf(active.values())) {
      connection.shutdown();
    }
    List<HttpConnection> idling = new ArrayList<>();
    idle.values().forEach(idling::addAll);
    idling.forEach(HttpConnection::close);
    idle.clear();
  }
}
