package dev.tokenpace.client;

import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Adapts the JDK's body delivery to an {@link SseStream}: every buffer the JDK delivers is scanned
 * as it comes (no whole-body copy, no JDK line splitting). The stream's end is stamped when the
 * body completes.
 */
final class SseBodySubscriber implements BodySubscriber<Void> {

  private final Exchange exchange;
  private final SseStream stream;
  private final CompletableFuture<Void> body = new CompletableFuture<>();

  SseBodySubscriber(Exchange exchange, SseStream stream) {
    this.exchange = exchange;
    this.stream = stream;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    exchange.attach(subscription);
    subscription.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    for (ByteBuffer buffer : buffers) {
      stream.feed(buffer);
    }
  }

  @Override
  public void onComplete() {
    stream.ended(System.nanoTime());
    body.complete(null);
  }

  @Override
  public void onError(Throwable throwable) {
    stream.failed(System.nanoTime(), throwable);
    body.complete(null);
  }

  @Override
  public CompletionStage<Void> getBody() {
    return body;
  }
}
