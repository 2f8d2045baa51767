package dev.tokenpace.client;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.UnaryResponse;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.WayIn;
import java.util.Collections;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.Future;

/**
 * One request in flight. The transport, the timeout and cancellation race to end it; whichever
 * comes first wins and the others find it already finished, so every request ends exactly once.
 */
public final class Exchange {

  private final PreparedRequest request;
  private final ArrivalPause arrivals;
  private long startNanos;
  private final CompletableFuture<ExchangeOutcome> outcome = new CompletableFuture<>();
  private final ChunkLog chunks = new ChunkLog();
  private long headersNanos = -1;
  private WayIn.Connection connection = WayIn.Connection.UNKNOWN;
  private long connectNanos = -1;
  private long tlsStartNanos = -1;
  private long tlsNanos = -1;
  private long writtenNanos = -1;
  private int comments;
  private boolean finished;
  private Flow.Subscription subscription;
  private Future<?> transport;
  private Future<?> timer;
  private Runnable stopper;

  Exchange(PreparedRequest request, ArrivalPause arrivals) {
    this.request = request;
    this.arrivals = arrivals;
  }

  /** Stamped by the caller immediately before the request is handed to the transport. */
  public synchronized void started(long nanos) {
    startNanos = nanos;
  }

  /**
   * The request's last byte was written at {@code nanos}: {@code stamping} decides the start from
   * the hand-over stamp and this one, and the connect of a connection opened for the request from
   * its connect stamp and this one (production keeps the hand-over and connect stamps).
   */
  public synchronized void requestWritten(EventStamping stamping, long nanos) {
    startNanos = stamping.requestStart(startNanos, nanos);
    if (connectNanos >= 0) {
      connectNanos = stamping.connectionOpened(connectNanos, nanos);
    }
    writtenNanos = nanos;
  }

  /**
   * The transport chose the connection that carries this request: {@code reused} when it came from
   * the keep-alive pool (then there is no connect and no TLS stamp), else a new one.
   */
  public synchronized void connectionChosen(boolean reused) {
    connection = reused ? WayIn.Connection.REUSED : WayIn.Connection.NEW;
  }

  /** The new connection carrying this request finished its TCP connect at {@code nanos}. */
  public synchronized void connected(long nanos) {
    connectNanos = nanos;
  }

  /**
   * The new connection carrying this request began its TLS handshake at {@code startNanos} (the
   * ClientHello was produced) and completed it at {@code nanos}.
   */
  public synchronized void tlsHandshaken(long startNanos, long nanos) {
    tlsStartNanos = startNanos;
    tlsNanos = nanos;
  }

  public PreparedRequest request() {
    return request;
  }

  CompletableFuture<ExchangeOutcome> outcome() {
    return outcome;
  }

  /** Completes when the exchange has ended, however it ended. */
  public CompletableFuture<Void> ended() {
    return outcome.thenApply(o -> null);
  }

  public synchronized void headersArrived(long nanos) {
    headersNanos = nanos;
    arrivals.arrived(nanos);
  }

  public synchronized boolean hasHeaders() {
    return headersNanos >= 0;
  }

  synchronized boolean add(ChunkEvent chunk) {
    arrivals.arrived(chunk.arrivalNanos());
    if (!finished) {
      chunks.add(chunk);
    }
    return !finished;
  }

  /** A keep-alive comment arrived: counted, not kept. */
  synchronized void commentArrived() {
    comments++;
  }

  public synchronized boolean isFinished() {
    return finished;
  }

  synchronized void attach(Flow.Subscription subscription) {
    this.subscription = subscription;
    if (finished) {
      subscription.cancel();
    }
  }

  /**
   * A transport that is not a JDK future: {@code stopper} drops its connection when the exchange is
   * aborted.
   */
  public synchronized void attach(Runnable stopper, Future<?> timer) {
    this.stopper = stopper;
    this.timer = timer;
    if (finished) {
      timer.cancel(false);
    }
  }

  synchronized void attach(Future<?> transport, Future<?> timer) {
    this.transport = transport;
    this.timer = timer;
    if (finished) {
      timer.cancel(false);
    }
  }

  public void succeed(long endNanos, UnaryResponse unary) {
    finish(endNanos, unary, null);
  }

  public void fail(long endNanos, Failure failure) {
    finish(endNanos, null, failure);
  }

  /** Fails it and stops the transport: the connection is dropped rather than read to its end. */
  public void abort(long endNanos, Failure failure) {
    if (finish(endNanos, null, failure)) {
      stopTransport();
    }
  }

  private boolean finish(long endNanos, UnaryResponse unary, Failure failure) {
    ExchangeOutcome result;
    synchronized (this) {
      if (finished) {
        return false;
      }
      finished = true;
      if (timer != null) {
        timer.cancel(false);
      }
      result =
          new ExchangeOutcome(
              request,
              startNanos,
              headersNanos,
              endNanos,
              Collections.unmodifiableList(chunks),
              unary,
              failure,
              comments,
              wayIn());
    }
    outcome.complete(result);
    return true;
  }

  private WayIn wayIn() {
    if (connection == WayIn.Connection.UNKNOWN
        && connectNanos < 0
        && tlsStartNanos < 0
        && tlsNanos < 0
        && writtenNanos < 0) {
      return WayIn.UNKNOWN;
    }
    return new WayIn(connection, connectNanos, tlsStartNanos, tlsNanos, writtenNanos);
  }

  private void stopTransport() {
    Flow.Subscription s;
    Future<?> t;
    Runnable r;
    synchronized (this) {
      s = subscription;
      t = transport;
      r = stopper;
    }
    if (r != null) {
      r.run();
    }
    if (s != null) {
      s.cancel();
    }
    if (t != null) {
      t.cancel(true);
    }
  }
}
