package dev.tokenpace.client;

import dev.tokenpace.records.RequestRecord;
import java.util.concurrent.CompletableFuture;

/**
 * A request handed to a client, seen twice: {@code ended} completes when its response has ended
 * (every stamp taken, the request no longer in flight), {@code record} later, once what came back
 * has been counted. A closed loop sends its next request on the first, so the load it holds does
 * not wait for tokenizing; a run's results wait for the second. Both always complete normally.
 */
public record Sent(CompletableFuture<Void> ended, CompletableFuture<RequestRecord> record) {

  /** A client that has no earlier moment than its record: the request ends when it is recorded. */
  public static Sent whenRecorded(CompletableFuture<RequestRecord> record) {
    return new Sent(record.thenApply(r -> null), record);
  }
}
