package dev.tokenpace.client.nio;

import dev.tokenpace.client.BodyPlan;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.Failures;
import dev.tokenpace.client.ResponseRouting;
import dev.tokenpace.client.SseStream;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * One keep-alive HTTP/1.1 connection, driven only by its {@link SelectorLoop}'s thread: writes a
 * request, decodes the response and feeds a streamed body straight into the exchange's {@link
 * SseStream}, stamped with the read's arrival. Between requests it idles in the loop's pool, still
 * watched so a server-side close is noticed.
 */
final class HttpConnection implements ResponseDecoder.Receiver {

  /** Reads the warm-up request's answer to its end, keeping none of it. */
  private static final ResponseDecoder.Receiver DISCARD =
      new ResponseDecoder.Receiver() {
        @Override
        public void head(ResponseHead head) {}

        @Override
        public void body(byte[] bytes, int offset, int length) {}

        @Override
        public void end() {}
      };

  private final SelectorLoop loop;
  private final Origin origin;
  private final SocketChannel channel;
  private final ResponseRouting routing;
  private final EventStamping stamping;
  private final ResponseDecoder decoder = new ResponseDecoder();
  private SelectionKey key;
  private Exchange exchange;
  private ByteBuffer request;
  private boolean reused;
  private SseStream stream;
  private BodyPlan.Whole whole;
  private boolean wholeOverflowed;
  private ByteArrayOutputStream wholeBytes;
  private long readNanos;
  private long connectedNanos = -1;
  private boolean closed;

  /** The batch this connection was opened ahead for, until it has connected or failed. */
  private PreconnectBatch openingAhead;

  private HttpConnection(
      SelectorLoop loop, Origin origin, SocketChannel channel, ResponseRouting routing) {
    this.loop = loop;
    this.origin = origin;
    this.channel = channel;
    this.routing = routing;
    this.stamping = loop.stamping();
  }

  /** Begins a non-blocking connect; the exchange is written once it completes. */
  static HttpConnection connect(SelectorLoop loop, Origin origin, ResponseRouting routing)
      throws IOException {
    SocketChannel channel = SocketChannel.open();
    try {
      channel.configureBlocking(false);
      channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
      HttpConnection connection = new HttpConnection(loop, origin, channel, routing);
      boolean connected = channel.connect(origin.address());
      if (connected) {
        connection.connectedNanos = System.nanoTime();
      }
      connection.key = loop.register(channel, connected ? 0 : SelectionKey.OP_CONNECT, connection);
      return connection;
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  /**
   * Opens a connection before any request needs it ({@code load.preconnect}) and warms it with
   * {@code warmUp}, a bodiless GET: a completed handshake says only that the kernel queued the
   * connection, while an answer says the server has accepted it and read from it, so the stage's
   * first request waits in no accept queue. Once answered it idles in the loop's pool, and the
   * request that takes it up reports it reused, with no connect.
   */
  static void openAhead(
      SelectorLoop loop,
      Origin origin,
      ResponseRouting routing,
      PreconnectBatch batch,
      ByteBuffer warmUp)
      throws IOException {
    HttpConnection connection = connect(loop, origin, routing);
    connection.openingAhead = batch;
    connection.request = warmUp;
    if (connection.connectedNanos >= 0) {
      try {
        connection.write();
      } catch (IOException e) {
        connection.failedAhead(e);
      }
    }
  }

  private void warmedUp(boolean cleanEnd) {
    if (!cleanEnd || !decoder.head().keepAlive()) {
      failedAhead(
          new IOException(
              "the server closed the connection after answering the warm-up GET, so it cannot"
                  + " be kept open ahead"));
      return;
    }
    PreconnectBatch batch = openingAhead;
    openingAhead = null;
    loop.release(this); // idle and watched (OP_READ), as a kept-alive one: a close shows
    batch.connected();
  }

  Origin origin() {
    return origin;
  }

  boolean serving(Exchange candidate) {
    return exchange == candidate;
  }

  boolean isOpen() {
    return !closed;
  }

  /**
   * Takes on one request; {@code reusedConnection} marks a pooled connection the server may have
   * dropped, which a failure's message then says.
   */
  void assign(Exchange next, ByteBuffer requestBytes, boolean reusedConnection) {
    exchange = next;
    request = requestBytes;
    reused = reusedConnection;
    next.connectionChosen(reusedConnection);
    if (!reusedConnection && connectedNanos >= 0) {
      next.connected(connectedNanos); // connect() completed at once, as loopback may
    }
    decoder.reset();
    stream = null;
    whole = null;
    wholeBytes = null;
    if (channel.isConnected()) {
      request.rewind();
      try {
        write();
      } catch (IOException e) {
        transportFailed(e);
      }
    }
  }

  /** The selector found this connection ready. */
  void ready(SelectionKey readyKey) {
    try {
      int ops = readyKey.readyOps();
      if ((ops & SelectionKey.OP_CONNECT) != 0) {
        if (!channel.finishConnect()) {
          return; // not yet: the selector reports it again
        }
        connectedNanos = System.nanoTime();
        if (openingAhead == null) {
          exchange.connected(connectedNanos);
        }
        request.rewind();
        write();
        return;
      }
      if ((ops & SelectionKey.OP_WRITE) != 0) {
        write();
      }
      if ((ops & SelectionKey.OP_READ) != 0 && !closed) {
        read();
      }
    } catch (IOException e) {
      transportFailed(e);
    }
  }

  private void write() throws IOException {
    channel.write(request);
    if (request.hasRemaining()) {
      key.interestOps(SelectionKey.OP_WRITE);
      return;
    }
    if (exchange != null) { // null: the warm-up GET of a connection opened ahead
      exchange.requestWritten(stamping, System.nanoTime());
    }
    key.interestOps(SelectionKey.OP_READ);
  }

  /** Reads and stamps what arrived; it is decoded once every ready connection was read. */
  private void read() throws IOException {
    if (loop.reads().readFrom(channel, this) < 0) {
      closedByPeer();
    }
  }

  /**
   * Decodes bytes this connection read, in the loop's {@link ReadBatch}, at {@code arrivalNanos}:
   * the stamp every event completed in them carries.
   */
  void decode(byte[] bytes, int offset, int length, long arrivalNanos) {
    if (closed) {
      return; // dropped since the read (an abort, an error): its bytes serve nobody
    }
    try {
      if (openingAhead != null) {
        int used = decoder.consume(bytes, offset, length, DISCARD);
        if (decoder.done()) {
          warmedUp(used == length);
        }
        return;
      }
      if (exchange == null) {
        close(); // bytes on an idle connection: the server broke framing or is closing; never
        // reuse it
        return;
      }
      readNanos = arrivalNanos;
      int used = decoder.consume(bytes, offset, length, this);
      if (decoder.done()) {
        responseEnded(used == length);
      }
    } catch (IOException e) {
      transportFailed(e);
    } catch (RuntimeException | Error e) {
      // as the loop does for a ready key: even an Error ends only this connection's request
      internalError(e);
    }
  }

  private void closedByPeer() throws IOException {
    if (openingAhead != null) {
      throw new IOException("the server closed the connection before answering the warm-up GET");
    }
    if (exchange == null) {
      close();
      return;
    }
    if (decoder.closeEndsBody(this)) {
      responseEnded(false);
      return;
    }
    throw new IOException("connection closed by the server before the response ended");
  }

  @Override
  public void head(ResponseHead head) {
    exchange.headersArrived(System.nanoTime());
    BodyPlan plan = routing.plan(exchange, head.start());
    if (plan instanceof BodyPlan.Stream s) {
      stream = s.stream();
    } else {
      whole = (BodyPlan.Whole) plan;
      wholeOverflowed = false;
      wholeBytes =
          new ByteArrayOutputStream(
              head.contentLength() > 0 ? (int) Math.min(head.contentLength(), 1 << 20) : 256);
    }
  }

  @Override
  public void body(byte[] bytes, int offset, int length) {
    if (stream != null) {
      stream.feed(bytes, offset, length, readNanos);
    } else {
      // Past the cap the rest is read (to keep the framing) but not kept: memory stays bounded.
      int room = whole.maxBytes() - wholeBytes.size();
      wholeBytes.write(bytes, offset, Math.max(0, Math.min(room, length)));
      wholeOverflowed |= length > room;
    }
  }

  @Override
  public void end() {
    long endNanos = System.nanoTime();
    if (stream != null) {
      stream.ended(endNanos);
    } else {
      (wholeOverflowed ? whole.overflow() : whole.body())
          .complete(endNanos, wholeBytes.toString(StandardCharsets.UTF_8));
    }
  }

  private void responseEnded(boolean cleanEnd) {
    Exchange finished = exchange;
    exchange = null;
    stream = null;
    whole = null;
    wholeBytes = null;
    loop.ended(finished, this);
    if (cleanEnd && decoder.head().keepAlive() && !closed) {
      loop.release(this);
    } else {
      close();
    }
  }

  /**
   * An I/O error fails the exchange, on a reused connection too: the request may have reached the
   * server, so sending it again could run it twice and hide the fault (docs/reliability.md, "No
   * hidden retries").
   */
  private void transportFailed(IOException e) {
    failWith(e, failed -> failed.hasHeaders() ? Failures.midBody(e) : beforeHeaders(e));
  }

  /**
   * A fault drops the connection: one opened ahead counts in its batch, else the exchange it
   * carried, if any, ends with {@code failure}.
   */
  private void failWith(Throwable why, Function<Exchange, Failure> failure) {
    if (openingAhead != null) {
      failedAhead(why);
      return;
    }
    Exchange failed = exchange;
    exchange = null;
    close();
    if (failed != null) {
      loop.ended(failed, this);
      failed.fail(System.nanoTime(), failure.apply(failed));
    }
  }

  /** A connection opened ahead that did not connect costs no request: its batch counts it. */
  private void failedAhead(Throwable why) {
    PreconnectBatch batch = openingAhead;
    openingAhead = null;
    close();
    batch.failed(why);
  }

  private Failure beforeHeaders(IOException e) {
    Failure failure = Failures.fromThrowable(e);
    return reused
        ? new Failure(
            failure.type(),
            failure.message() + " (on a reused keep-alive connection; not sent again)",
            failure.httpStatus())
        : failure;
  }

  /** The exchange was aborted (timeout, cancel, error event): drop the connection mid-response. */
  void abandon() {
    exchange = null;
    close();
  }

  /** A bug in the client (or an Error) must still end the exchange, and never the loop. */
  void internalError(Throwable e) {
    failWith(e, failed -> Failure.of(FailureType.CLIENT_ERROR, e.toString()));
  }

  /**
   * Drops the connection; whatever it was serving has already ended (aborted) or is ended by the
   * caller.
   */
  void close() {
    if (closed) {
      return;
    }
    closed = true;
    loop.forget(this);
    if (key != null) {
      key.cancel();
    }
    try {
      channel.close();
    } catch (IOException ignored) {
      // nothing more to do with a connection we are dropping
    }
  }

  /** The client is closing: fail what is still in flight. */
  void shutdown() {
    if (openingAhead != null) {
      failedAhead(new IOException("client closed"));
      return;
    }
    Exchange failed = exchange;
    exchange = null;
    close();
    if (failed != null) {
      failed.fail(System.nanoTime(), Failure.of(FailureType.CANCELLED, "client closed"));
    }
  }
}
