package dev.tokenpace.client;

import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Reads a whole body (an error reply, a non-streamed answer, a stream of the wrong type) into a
 * string, but never more than {@code maxBytes}: past the cap the rest is not read, the connection
 * is dropped and the listener is told the body was cut. A misbehaving server cannot make the client
 * buffer without bound.
 */
final class CappedBodySubscriber implements BodySubscriber<Void> {

  interface Listener {
    /**
     * @param complete false when the body went past the cap and only its first bytes are here
     */
    void onBody(String body, boolean complete);
  }

  private final int maxBytes;
  private final Listener listener;
  private final GrowableBytes bytes = new GrowableBytes(1024);
  private final CompletableFuture<Void> body = new CompletableFuture<>();
  private Flow.Subscription subscription;
  private boolean done;

  CappedBodySubscriber(int maxBytes, Listener listener) {
    this.maxBytes = maxBytes;
    this.listener = listener;
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    subscription = s;
    s.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (done) {
      return;
    }
    for (ByteBuffer buffer : buffers) {
      int room = maxBytes - bytes.length();
      int take = Math.min(room, buffer.remaining());
      byte[] chunk = new byte[take];
      buffer.get(chunk);
      bytes.append(chunk, 0, take);
      if (buffer.hasRemaining()) {
        done = true;
        subscription.cancel();
        deliver(false);
        return;
      }
    }
  }

  @Override
  public void onComplete() {
    if (!done) {
      done = true;
      deliver(true);
    }
  }

  @Override
  public void onError(Throwable throwable) {
    if (!done) {
      done = true;
      body.completeExceptionally(throwable);
    }
  }

  @Override
  public CompletionStage<Void> getBody() {
    return body;
  }

  private void deliver(boolean complete) {
    try {
      listener.onBody(
          new String(bytes.array(), 0, bytes.length(), StandardCharsets.UTF_8), complete);
    } finally {
      body.complete(null);
    }
  }
}
