package dev.tokenpace.client;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.ChunkKind;
import dev.tokenpace.api.MalformedChunkException;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * Streams a response body straight into an {@link SseEventReader}: every buffer the JDK delivers is
 * scanned as it comes (no whole-body copy, no JDK line splitting), each completed event classified
 * and kept on the {@link Exchange}. The stream's end is stamped when the body completes.
 */
final class SseBodySubscriber implements BodySubscriber<Void> {

  private final Exchange exchange;
  private final ChunkClassifier classifier;
  private final SseEventReader reader;
  private final CompletableFuture<Void> body = new CompletableFuture<>();
  private boolean sawDone;
  private boolean sawFinish;

  SseBodySubscriber(Exchange exchange, ChunkClassifier classifier, EventStamping stamping, int maxEventBytes) {
    this.exchange = exchange;
    this.classifier = classifier;
    this.reader = new SseEventReader(stamping, this::onEvent, maxEventBytes);
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    exchange.attach(subscription);
    subscription.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (exchange.isFinished()) {
      return;
    }
    try {
      for (ByteBuffer buffer : buffers) {
        reader.feed(buffer);
      }
    } catch (MalformedChunkException e) {
      exchange.abort(System.nanoTime(), FailureTypes.failure(FailureTypes.MALFORMED_JSON, e.getMessage()));
    } catch (SseEventTooLargeException e) {
      exchange.abort(System.nanoTime(), FailureTypes.failure(FailureTypes.EVENT_TOO_LARGE, e.getMessage()));
    }
  }

  @Override
  public void onComplete() {
    long end = System.nanoTime();
    boolean unterminated = reader.finish();
    // A body that ended cleanly after a finish_reason is a complete answer even without [DONE]
    // (inference-perf reads to EOF and counts it a success too); docs/reliability.md.
    if (sawDone || (sawFinish && !unterminated)) {
      exchange.succeed(end, null);
    } else {
      String why = unterminated ? "stream ended inside an event, before [DONE]" : "stream ended before [DONE]";
      exchange.fail(end, FailureTypes.failure(FailureTypes.INCOMPLETE_STREAM, why));
    }
    body.complete(null);
  }

  @Override
  public void onError(Throwable throwable) {
    exchange.fail(System.nanoTime(), FailureTypes.midBody(throwable));
    body.complete(null);
  }

  @Override
  public CompletionStage<Void> getBody() {
    return body;
  }

  private void onEvent(SseEvent event) {
    ChunkEvent chunk = classifier.classify(event);
    if (!exchange.add(chunk)) {
      return;
    }
    if (chunk.kind() == ChunkKind.ERROR) {
      exchange.abort(event.arrivalNanos(), FailureTypes.failure(FailureTypes.ERROR_EVENT, chunk.text()));
    } else if (chunk.kind() == ChunkKind.DONE) {
      sawDone = true;
    }
    if (chunk.finishReason() != null) {
      sawFinish = true;
    }
  }
}
