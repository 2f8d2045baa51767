package dev.tokenpace.fake;

import jakarta.servlet.ServletRequest;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;

/**
 * Stamps {@code System.nanoTime()} on each request as Jetty begins it (request line and headers
 * parsed, before any handler runs). Registered as a connector bean; Jetty's own {@code
 * Request#getTimeStamp} is only in milliseconds of wall time.
 */
final class ReceiveStamp implements HttpChannel.Listener {

  static final String ATTRIBUTE = "dev.tokenpace.fake.receivedNanos";

  @Override
  public void onRequestBegin(Request request) {
    request.setAttribute(ATTRIBUTE, System.nanoTime());
  }

  /** The stamp, or now when no connector stamped the request (then: the servlet's entry). */
  static long of(ServletRequest request) {
    Object stamp = request.getAttribute(ATTRIBUTE);
    if (stamp instanceof Long nanos) {
      return nanos;
    }
    long now = System.nanoTime();
    request.setAttribute(ATTRIBUTE, now);
    return now;
  }
}
