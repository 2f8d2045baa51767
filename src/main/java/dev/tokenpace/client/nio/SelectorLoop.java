package dev.tokenpace.client.nio;

import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.Failures;
import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.ResponseRouting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One thread, one selector, its own keep-alive pool: every connection it owns is read, written and
 * pooled on this thread only, so nothing on the read path takes a lock. Other threads hand it work
 * through {@link #execute}.
 */
final class SelectorLoop implements AutoCloseable {

  /** Bytes one wake-up's reads may gather before they are decoded: thousands of events. */
  private static final int READ_BATCH_BYTES = 1024 * 1024;

  private static final int TASKS_PER_TURN = 4;

  private final Selector selector;
  private final ResponseRouting routing;
  private final EventStamping stamping;
  private final Thread thread;
  private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean wakeupPending = new AtomicBoolean();
  private final ReadBatch reads = new ReadBatch(READ_BATCH_BYTES);
  private final Map<String, ArrayDeque<HttpConnection>> idle = new HashMap<>();
  private final Map<Exchange, HttpConnection> active = new IdentityHashMap<>();
  private final Consumer<SelectionKey> onReady = this::onReady;
  private volatile boolean closing;

  SelectorLoop(ResponseRouting routing, EventStamping stamping, String name) {
    this.routing = routing;
    this.stamping = stamping;
    try {
      this.selector = Selector.open();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open a selector", e);
    }
    this.thread = new Thread(this::run, name);
    thread.setDaemon(true);
    thread.start();
  }

  /** Runs {@code task} on the loop's thread, soon. */
  void execute(Runnable task) {
    tasks.add(task);
    if (wakeupPending.compareAndSet(false, true)) {
      selector.wakeup();
    }
  }

  /** Sends one request: on a pooled connection to its origin if there is one, else on a new one. */
  void submit(Exchange exchange, Origin origin, ByteBuffer request) {
    execute(() -> dispatch(exchange, origin, request));
  }

  /**
   * Opens connections to {@code origin} until {@code wanted} idle ones are in this loop's pool;
   * completes when each one tried has connected or failed.
   */
  CompletableFuture<Preconnected> preconnect(Origin origin, int wanted, ByteBuffer warmUp) {
    CompletableFuture<Preconnected> result = new CompletableFuture<>();
    execute(
        () -> {
          PreconnectBatch batch = new PreconnectBatch(origin.key(), wanted, idleOpen(origin));
          batch.done().thenAccept(result::complete);
          for (int i = 0; i < batch.toOpen(); i++) {
            try {
              HttpConnection.openAhead(this, origin, routing, batch, warmUp.duplicate());
            } catch (IOException | RuntimeException e) {
              // as in dispatch: a host that does not resolve fails this batch, not the loop
              batch.failed(e);
            }
          }
        });
    return result;
  }

  private int idleOpen(Origin origin) {
    ArrayDeque<HttpConnection> pool = idle.get(origin.key());
    return pool == null ? 0 : (int) pool.stream().filter(HttpConnection::isOpen).count();
  }

  /** Drops the connection serving {@code exchange}, if it still is. */
  void abandon(Exchange exchange) {
    execute(
        () -> {
          HttpConnection connection = active.remove(exchange);
          if (connection != null && connection.serving(exchange)) {
            connection.abandon();
          }
        });
  }

  /** The client's stamping, which decides each request's start once it is written. */
  EventStamping stamping() {
    return stamping;
  }

  ReadBatch reads() {
    return reads;
  }

  SelectionKey register(SelectableChannel channel, int ops, HttpConnection connection)
      throws IOException {
    return channel.register(selector, ops, connection);
  }

  void ended(Exchange exchange, HttpConnection connection) {
    active.remove(exchange, connection);
  }

  void release(HttpConnection connection) {
    idle.computeIfAbsent(connection.origin().key(), k -> new ArrayDeque<>()).addLast(connection);
  }

  void forget(HttpConnection connection) {
    ArrayDeque<HttpConnection> pool = idle.get(connection.origin().key());
    if (pool != null) {
      pool.remove(connection);
    }
  }

  private void dispatch(Exchange exchange, Origin origin, ByteBuffer request) {
    if (exchange.isFinished()) {
      return; // aborted (timeout, cancel) before it reached the wire
    }
    HttpConnection connection = pooled(origin);
    boolean reused = connection != null;
    if (connection == null) {
      try {
        connection = HttpConnection.connect(this, origin, routing);
      } catch (IOException | RuntimeException e) {
        // RuntimeException: a host name that does not resolve (UnresolvedAddressException) must
        // fail this request, not end the loop that serves every other.
        exchange.fail(System.nanoTime(), Failures.fromThrowable(e));
        return;
      }
    }
    active.put(exchange, connection);
    try {
      connection.assign(exchange, request, reused);
    } catch (RuntimeException | Error e) {
      connection.internalError(e);
    }
  }

  private HttpConnection pooled(Origin origin) {
    ArrayDeque<HttpConnection> pool = idle.get(origin.key());
    while (pool != null && !pool.isEmpty()) {
      HttpConnection connection = pool.pollLast();
      if (connection.isOpen()) {
        return connection;
      }
    }
    return null;
  }

  private void run() {
    try {
      while (!closing) {
        if (tasks.isEmpty()) {
          selector.select(onReady);
        } else {
          selector.selectNow(onReady);
        }
        reads.decodeAll(); // every ready connection read and stamped first: see ReadBatch
        wakeupPending.set(false);
        runTasks();
      }
    } catch (IOException | ClosedSelectorException e) {
      // the selector is gone: only close() does that
    } finally {
      shutdownConnections();
    }
  }

  /**
   * A few tasks a turn, then what became readable meanwhile: a closed loop's next round is written
   * while the last chunks of the one before still arrive, and 50 requests written in one go kept
   * those chunks' reads, and stamps, waiting a millisecond or more.
   */
  private void runTasks() {
    Runnable task;
    for (int i = 0; i < TASKS_PER_TURN && (task = tasks.poll()) != null; i++) {
      task.run();
    }
  }

  private void onReady(SelectionKey key) {
    HttpConnection connection = (HttpConnection) key.attachment();
    if (!key.isValid()) {
      return;
    }
    try {
      connection.ready(key);
    } catch (RuntimeException | Error e) {
      // Even an OutOfMemoryError ends only this connection's request: the loop serves the rest.
      connection.internalError(e);
    }
  }

  private void shutdownConnections() {
    List<HttpConnection> all = new ArrayList<>();
    try {
      for (SelectionKey key : selector.keys()) {
        all.add((HttpConnection) key.attachment());
      }
    } catch (ClosedSelectorException alreadyClosed) {
      // keys are gone with it
    }
    for (HttpConnection connection : all) {
      connection.shutdown();
    }
    try {
      selector.close();
    } catch (IOException ignored) {
      // closing anyway
    }
  }

  @Override
  public void close() {
    closing = true;
    selector.wakeup();
    try {
      thread.join(2_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
