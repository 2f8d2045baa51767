package dev.tokenpace.client.nio;

import dev.tokenpace.client.Preconnected;
import java.util.concurrent.CompletableFuture;

/**
 * The connections one selector loop opens ahead for a stage: counts each as it connects or fails
 * and completes when every one has. Touched only by the loop's thread.
 */
final class PreconnectBatch {

  private final String origin;
  private final int wanted;
  private final int alreadyOpen;
  private final int toOpen;
  private final CompletableFuture<Preconnected> done = new CompletableFuture<>();
  private int opened;
  private int failed;
  private String firstFailure;

  PreconnectBatch(String origin, int wanted, int alreadyOpen) {
    this.origin = origin;
    this.wanted = wanted;
    this.alreadyOpen = alreadyOpen;
    this.toOpen = Math.max(0, wanted - alreadyOpen);
    completeWhenAllTried();
  }

  int toOpen() {
    return toOpen;
  }

  CompletableFuture<Preconnected> done() {
    return done;
  }

  void connected() {
    opened++;
    completeWhenAllTried();
  }

  void failed(Throwable why) {
    failed++;
    if (firstFailure == null) {
      firstFailure = why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage();
    }
    completeWhenAllTried();
  }

  private void completeWhenAllTried() {
    if (opened + failed >= toOpen) {
      done.complete(
          new Preconnected(origin, wanted, alreadyOpen, opened, failed, firstFailure, null));
    }
  }
}
