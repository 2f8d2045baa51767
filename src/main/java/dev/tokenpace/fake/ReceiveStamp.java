package dev.tokenpace.fake;

import jakarta.servlet.ServletRequest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;

/**
 * Stamps {@code System.nanoTime()} on each connection as Jetty takes it up (accepted, its
 * connection opened) and on each request as Jetty begins it (request line and headers parsed,
 * before any handler runs). The accept stamp goes with the first request of its connection only:
 * the later ones reuse a connection taken up long before. Registered as a connector bean; Jetty's
 * own {@code Request#getTimeStamp} is only in milliseconds of wall time.
 */
final class ReceiveStamp implements HttpChannel.Listener, Connection.Listener {

  static final String ATTRIBUTE = "dev.tokenpace.fake.receivedNanos";
  static final String ACCEPTED = "dev.tokenpace.fake.acceptedNanos";

  /** Connections opened and not yet carrying a request: when each was taken up. */
  private final Map<EndPoint, Long> fresh = new ConcurrentHashMap<>();

  private final AcceptLog accepts;

  ReceiveStamp(AcceptLog accepts) {
    this.accepts = accepts;
  }

  @Override
  public void onOpened(Connection connection) {
    long now = System.nanoTime();
    fresh.put(connection.getEndPoint(), now);
    accepts.accepted(now);
  }

  @Override
  public void onClosed(Connection connection) {
    fresh.remove(connection.getEndPoint());
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
