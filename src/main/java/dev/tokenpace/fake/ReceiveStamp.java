package dev.tokenpace.fake;

import jakarta.servlet.ServletRequest;
import java.nio.channels.SelectableChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.SelectableChannelEndPoint;
import org.eclipse.jetty.io.SelectorManager;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;

/**
 * Stamps {@code System.nanoTime()} on each connection as Jetty accepts it (on the acceptor thread,
 * as {@code accept()} returned) and on each request as Jetty begins it (request line and headers
 * parsed, before any handler runs). The accept stamp goes with the first request of its connection
 * only: the later ones reuse a connection taken up long before. Registered as a connector bean and
 * as its selector manager's accept listener; Jetty's own {@code Request#getTimeStamp} is only in
 * milliseconds of wall time.
 *
 * <p>The accept is stamped on the acceptor thread, not when a selector thread opens the connection:
 * over https that thread also runs other connections' TLS handshakes, and with four connections at
 * once it opened the last one 20-38 ms after its accept, which read as the benchmark starting the
 * request that long before the model took it up.
 */
final class ReceiveStamp
    implements HttpChannel.Listener, Connection.Listener, SelectorManager.AcceptListener {

  static final String ATTRIBUTE = "dev.tokenpace.fake.receivedNanos";
  static final String ACCEPTED = "dev.tokenpace.fake.acceptedNanos";

  /** Connections opened and not yet carrying a request: when each was taken up. */
  private final Map<EndPoint, Long> fresh = new ConcurrentHashMap<>();

  /** Channels accepted and not yet opened as a connection: when each was accepted. */
  private final Map<SelectableChannel, Long> accepting = new ConcurrentHashMap<>();

  private final AcceptLog accepts;

  ReceiveStamp(AcceptLog accepts) {
    this.accepts = accepts;
  }

  @Override
  public void onAccepting(SelectableChannel channel) {
    accepting.put(channel, System.nanoTime());
  }

  @Override
  public void onAcceptFailed(SelectableChannel channel, Throwable cause) {
    accepting.remove(channel);
  }

  /**
   * Over https Jetty opens two connections on one channel, the TLS one and the HTTP one inside it:
   * the first takes the channel's accept stamp into the log, the HTTP one keeps it for its request.
   */
  @Override
  public void onOpened(Connection connection) {
    EndPoint endPoint = connection.getEndPoint();
    EndPoint socket = unwrapped(endPoint);
    Long acceptedAt =
        socket instanceof SelectableChannelEndPoint channel
            ? accepting.get(channel.getChannel())
            : null;
    long accepted = acceptedAt != null ? acceptedAt : System.nanoTime();
    fresh.put(endPoint, accepted);
    if (socket == endPoint) {
      accepts.accepted(accepted);
    }
  }

  /** The connection on the socket itself (over https, the TLS one) lets go of its accept stamp. */
  @Override
  public void onClosed(Connection connection) {
    EndPoint endPoint = connection.getEndPoint();
    fresh.remove(endPoint);
    if (endPoint instanceof SelectableChannelEndPoint socket) {
      accepting.remove(socket.getChannel());
    }
  }

  private static EndPoint unwrapped(EndPoint endPoint) {
    EndPoint inner = endPoint;
    while (inner instanceof EndPoint.Wrapper wrapper) {
      inner = wrapper.unwrap();
    }
    return inner;
  }

  @Override
  public void onRequestBegin(Request request) {
    request.setAttribute(ATTRIBUTE, System.nanoTime());
    Long accepted = fresh.remove(request.getHttpChannel().getEndPoint());
    if (accepted != null) {
      request.setAttribute(ACCEPTED, accepted);
    }
  }

  /** The stamp, or now when no connector stamped the request (then: the servlet's entry). */
  static long of(ServletRequest request) {
    Object stamp = request.getAttribute(ATTRIBUTE);
    if (stamp instanceof Long nanos) {
      return nanos;
    }
    long now = System.nanoTime();
    stamp(request, now);
    return now;
  }

  /** Stamps the request received at {@code nanos}. */
  static void stamp(ServletRequest request, long nanos) {
    request.setAttribute(ATTRIBUTE, nanos);
  }

  /**
   * When the connection this request came on was taken up, if it is the connection's first request;
   * else 0.
   */
  static long acceptedOf(ServletRequest request) {
    return request.getAttribute(ACCEPTED) instanceof Long nanos ? nanos : 0;
  }
}
