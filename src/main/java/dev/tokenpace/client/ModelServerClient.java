package dev.tokenpace.client;

import dev.tokenpace.records.RequestRecord;
import java.util.concurrent.CompletableFuture;

/**
 * Sends requests to an OpenAI-compatible server and records each one. The future always completes
 * normally: every request sent becomes a {@link RequestRecord}, success or failure.
 */
public interface ModelServerClient extends AutoCloseable {

  /** Stamps {@code startNanos} just before the request is handed to the transport. */
  CompletableFuture<RequestRecord> send(PreparedRequest request);

  /** Ends every request still in flight as a failure of type "cancelled". */
  void cancelAll();

  @Override
  void close();
}
