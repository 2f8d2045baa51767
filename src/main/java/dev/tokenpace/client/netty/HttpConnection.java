package dev.tokenpace.client.netty;

import dev.tokenpace.client.BodyPlan;
import dev.tokenpace.client.EventStamping;
import dev.tokenpace.client.Exchange;
import dev.tokenpace.client.Failures;
import dev.tokenpace.client.ResponseRouting;
import dev.tokenpace.client.ResponseStart;
import dev.tokenpace.client.SseStream;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.PrematureChannelClosureException;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequestEncoder;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.ssl.SslHandler;
import io.netty.util.ReferenceCountUtil;
import java.io.IOException;
import java.net.ProtocolException;
import java.nio.ByteBuffer;

/**
 * One keep-alive HTTP/1.1 connection, the last handler of its channel's pipeline and driven only by
 * its {@link ConnectionPool}'s event loop: writes one request at a time, and feeds a streamed body
 * straight into the exchange's {@link SseStream}, stamped with the socket read that carried it (the
 * {@link ReadStamp} at the pipeline's head). Between requests it idles in the pool, its channel
 * still read so a server-side close is noticed.
 */
final class HttpConnection extends ChannelInboundHandlerAdapter {

  /** The JDK client's cap on 1xx heads before the final one, as the NIO transport's. */
  static final int MAX_INTERIM_RESPONSES = 8;

  private static final String CLOSED_EARLY =
      "connection closed by the server before the response ended";

  private final ConnectionPool pool;
  private final Origin origin;
  private final ResponseRouting routing;
  private final EventStamping stamping;
  private final ReadStamp readStamp = new ReadStamp();
  private final ResponseDecoder decoder = new ResponseDecoder();
  private Channel channel;
  private boolean connected;
  private boolean closed;

  private Exchange exchange;
  private FullHttpRequest unsent;
  private boolean reused;
  private int interimResponses;
  private boolean keepAlive;
  private SseStream stream;
  private CappedBody whole;

  HttpConnection(
      ConnectionPool pool, Origin origin, ResponseRouting routing, EventStamping stamping) {
    this.pool = pool;
    this.origin = origin;
    this.routing = routing;
    this.stamping = stamping;
  }

  /**
   * Begins connecting on {@code bootstrap}'s event loop; the request already assigned is written
   * once the connection is up (for https, SslHandler holds it until the handshake is done).
   */
  void open(Bootstrap bootstrap, Tls tls) {
    SslHandler tlsHandler = origin.secure() ? tls.handler(origin) : null;
    ChannelFuture connecting =
        bootstrap
            .clone()
            .handler(
                new ChannelInitializer<Channel>() {
                  @Override
                  protected void initChannel(Channel ch) {
                    buildPipeline(ch.pipeline(), tlsHandler);
                  }
                })
            .connect(origin.address());
    channel = connecting.channel();
    connecting.addListener((ChannelFuture done) -> connectDone(done));
  }

  /** Raw bytes meet the read stamp first, then TLS, then the HTTP codec, then this connection. */
  private void buildPipeline(ChannelPipeline pipeline, SslHandler tlsHandler) {
    pipeline.addLast("read-stamp", readStamp);
    if (tlsHandler != null) {
      pipeline.addLast("tls", tlsHandler);
    }
    pipeline.addLast("response-decoder", decoder);
    pipeline.addLast("request-encoder", new HttpRequestEncoder());
    pipeline.addLast("connection", this);
  }

  private void connectDone(ChannelFuture done) {
    if (!done.isSuccess()) {
      unsent = null;
      transportFailed(done.cause());
      return;
    }
    connected = true;
    if (exchange != null && unsent != null) {
      FullHttpRequest request = unsent;
      unsent = null;
      write(request);
    }
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
  void assign(Exchange next, FullHttpRequest request, boolean reusedConnection) {
    exchange = next;
    reused = reusedConnection;
    interimResponses = 0;
    keepAlive = false;
    stream = null;
    whole = null;
    if (connected) {
      write(request);
    } else {
      unsent = request;
    }
  }

  /**
   * The write's promise completes once the request's last byte went to the socket: that is when the
   * stamping is asked for the request's start, as on the NIO transport.
   */
  private void write(FullHttpRequest request) {
    Exchange writing = exchange;
    channel
        .writeAndFlush(request)
        .addListener(
            (ChannelFuture done) -> {
              if (writing != exchange) {
                return; // the exchange already ended (aborted, or answered early)
              }
              if (done.isSuccess()) {
                writing.requestWritten(stamping, System.nanoTime());
              } else {
                transportFailed(done.cause());
              }
            });
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (exchange == null) {
        close(); // bytes on an idle connection: the server broke framing or is closing; never reuse
        return;
      }
      read(msg);
    } catch (RuntimeException | Error e) {
      // Even an OutOfMemoryError ends only this connection's request: the loop serves the rest.
      internalError(e);
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  private void read(Object msg) {
    if (!(msg instanceof HttpObject http)) {
      transportFailed(new ProtocolException("bytes that are not HTTP/1.1 after a protocol switch"));
      return;
    }
    if (http.decoderResult().isFailure()) {
      Throwable cause = http.decoderResult().cause();
      transportFailed(
          cause instanceof PrematureChannelClosureException
              ? new IOException(CLOSED_EARLY)
              : ResponseDecoder.malformed(cause));
      return;
    }
    if (msg instanceof HttpResponse response && !head(response)) {
      return;
    }
    if (msg instanceof HttpContent content && (stream != null || whole != null)) {
      content(content);
    }
  }

  /**
   * @return whether this was the final head; a 1xx head (100 Continue and friends) is skipped, with
   *     its empty end, unless the server never stops sending them
   */
  private boolean head(HttpResponse response) {
    int status = response.status().code();
    if (status >= 100 && status < 200) {
      if (++interimResponses > MAX_INTERIM_RESPONSES) {
        transportFailed(
            new ProtocolException(
                "more than " + MAX_INTERIM_RESPONSES + " interim (1xx) responses"));
      }
      return false;
    }
    exchange.headersArrived(System.nanoTime());
    keepAlive = HttpUtil.isKeepAlive(response);
    HttpHeaders headers = response.headers();
    BodyPlan plan =
        routing.plan(
            exchange,
            new ResponseStart(
                status,
                headers.get(HttpHeaderNames.CONTENT_TYPE),
                headers.get(HttpHeaderNames.CONTENT_ENCODING),
                headers.get(HttpHeaderNames.LOCATION)));
    if (plan instanceof BodyPlan.Stream s) {
      stream = s.stream();
    } else {
      whole = new CappedBody((BodyPlan.Whole) plan, HttpUtil.getContentLength(response, -1L));
    }
    return true;
  }

  private void content(HttpContent content) {
    ByteBuf bytes = content.content();
    if (bytes.isReadable()) {
      if (stream != null) {
        feed(bytes);
      } else {
        whole.add(bytes);
      }
    }
    if (content instanceof LastHttpContent) {
      responseEnded();
    }
  }

  /**
   * The decoded bytes, in place: views of the read's memory (a heap buffer is scanned in its array,
   * a direct one through the reader's small scratch array), stamped with the read that carried
   * them.
   */
  private void feed(ByteBuf bytes) {
    long arrivalNanos = readStamp.nanos();
    for (ByteBuffer buffer : bytes.nioBuffers()) {
      stream.feed(buffer, arrivalNanos);
    }
  }

  /**
   * The body is complete. The connection goes back to the pool only when the server allows it and
   * sent nothing past the body's end.
   */
  private void responseEnded() {
    long endNanos = System.nanoTime();
    Exchange finished = exchange;
    SseStream endedStream = stream;
    CappedBody endedBody = whole;
    boolean reusable = keepAlive && !decoder.hasLeftover() && channel.isActive();
    exchange = null;
    stream = null;
    whole = null;
    if (endedStream != null) {
      endedStream.ended(endNanos);
    } else {
      endedBody.complete(endNanos);
    }
    pool.ended(finished, this);
    if (reusable && !closed) {
      pool.release(this);
    } else {
      close();
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    // SslHandler's failures come wrapped by the decoder base class: label the cause itself.
    Throwable t = cause;
    while (t instanceof DecoderException && t.getCause() != null) {
      t = t.getCause();
    }
    transportFailed(t);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    // A close-delimited body has already ended (the decoder ends it before passing this on).
    if (exchange != null) {
      transportFailed(new IOException(CLOSED_EARLY));
    }
    close();
  }

  /**
   * An I/O error fails the exchange, on a reused connection too: the request may have reached the
   * server, so sending it again could run it twice and hide the fault (docs/reliability.md, "No
   * hidden retries").
   */
  private void transportFailed(Throwable e) {
    Exchange failed = exchange;
    exchange = null;
    close();
    if (failed == null) {
      return;
    }
    pool.ended(failed, this);
    failed.fail(System.nanoTime(), failed.hasHeaders() ? Failures.midBody(e) : beforeHeaders(e));
  }

  private Failure beforeHeaders(Throwable e) {
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
    Exchange failed = exchange;
    exchange = null;
    close();
    if (failed != null) {
      pool.ended(failed, this);
      failed.fail(System.nanoTime(), Failure.of(FailureType.CLIENT_ERROR, e.toString()));
    }
  }

  /** The client is closing: fail what is still in flight. */
  void shutdown() {
    Exchange failed = exchange;
    exchange = null;
    close();
    if (failed != null) {
      pool.ended(failed, this);
      failed.fail(System.nanoTime(), Failure.of(FailureType.CANCELLED, "client closed"));
    }
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
    unsent = null;
    pool.forget(this);
    if (channel != null) {
      channel.close();
    }
  }
}
