package dev.tokenpace.client;

import dev.tokenpace.records.RequestRecord;
import java.net.URI;
import java.util.concurrent.CompletableFuture;

/**
 * Sends requests to an OpenAI-compatible server and records each one. Its futures always complete
 * normally: every request sent ends and becomes a {@link RequestRecord}, success or failure.
 */
public interface ModelServerClient extends AutoCloseable {

  /** Stamps {@code startNanos} just before the request is handed to the transport. */
  Sent send(PreparedRequest request);

  /**
   * Opens connections to {@code warmUp}'s origin ahead of the requests that will use them, until
   * {@code connections} are open and idle, each warmed by one bodiless {@code GET warmUp} answered
   * in full (so the server has taken it up, not only the kernel); completes (normally, always) when
   * each one tried is warm or failed. A request then takes an idle one as it takes a kept-alive
   * one: it reports no connect time. The default opens none: a client that only opens a connection
   * to carry a request says so, rather than pretending.
   */
  default CompletableFuture<Preconnected> preconnect(URI warmUp, int connections) {
    return CompletableFuture.completedFuture(
        Preconnected.unsupported(
            warmUp.getRawAuthority(),
            connections,
            "this client opens a connection only to carry a request"));
  }

  /** Ends every request still in flight as a failure of type "cancelled". */
  void cancelAll();

  @Override
  void close();
}
