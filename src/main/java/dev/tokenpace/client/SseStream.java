package dev.tokenpace.client;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.MalformedChunkException;
import dev.tokenpace.api.SseEvent;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.wire.ChunkKind;
import java.nio.ByteBuffer;

/**
 * One streamed response body, whatever transport carries it: bytes go straight into an {@link
 * SseEventReader}, each completed event is classified (after its stamp) and kept on the {@link
 * Exchange}; the transport reports the body's end or its failure. Fed by one thread at a time.
 */
public final class SseStream {

  private final Exchange exchange;
  private final ChunkClassifier classifier;
  private final SseEventReader reader;
  private boolean sawDone;
  private boolean sawFinish;

  SseStream(
      Exchange exchange, ChunkClassifier classifier, EventStamping stamping, int maxEventBytes) {
    this.exchange = exchange;
    this.classifier = classifier;
    this.reader = new SseEventReader(stamping, this::onEvent, maxEventBytes);
  }

  /** Bytes of one read that arrived at {@code arrivalNanos}. */
  public void feed(byte[] bytes, int offset, int length, long arrivalNanos) {
    if (exchange.isFinished()) {
      return;
    }
    try {
      reader.feed(bytes, offset, length, arrivalNanos);
    } catch (RuntimeException e) {
      readerFailed(e);
    }
  }

  /** One buffer of a read, stamped now. */
  public void feed(ByteBuffer buffer) {
    if (exchange.isFinished()) {
      return;
    }
    try {
      reader.feed(buffer);
    } catch (RuntimeException e) {
      readerFailed(e);
    }
  }

  /**
   * The body ended normally at {@code endNanos}: a success if {@code [DONE]} was seen, or if it
   * ended cleanly (no event left open) after a {@code finish_reason} — a complete answer, as
   * inference-perf (which reads to EOF) counts it too; see docs/reliability.md.
   */
  public void ended(long endNanos) {
    boolean unterminated = reader.finish();
    if (sawDone || (sawFinish && !unterminated)) {
      exchange.succeed(endNanos, null);
    } else {
      String why =
          unterminated
              ? "stream ended inside an event, before [DONE]"
              : "stream ended before [DONE]";
      exchange.fail(endNanos, Failure.of(FailureType.INCOMPLETE_STREAM, why));
    }
  }

  /**
   * The transport failed after the headers: the body was cut off (see {@link Failures#midBody}).
   */
  public void failed(long endNanos, Throwable thrown) {
    exchange.fail(endNanos, Failures.midBody(thrown));
  }

  public boolean isFinished() {
    return exchange.isFinished();
  }

  private void readerFailed(RuntimeException e) {
    if (e instanceof MalformedChunkException) {
      exchange.abort(System.nanoTime(), Failure.of(FailureType.MALFORMED_JSON, e.getMessage()));
    } else if (e instanceof SseEventTooLargeException) {
      exchange.abort(System.nanoTime(), Failure.of(FailureType.EVENT_TOO_LARGE, e.getMessage()));
    } else {
      throw e;
    }
  }

  private void onEvent(SseEvent event) {
    ChunkEvent chunk = classifier.classify(event);
    if (!exchange.add(chunk)) {
      return;
    }
    if (chunk.kind() == ChunkKind.ERROR) {
      exchange.abort(event.arrivalNanos(), Failure.of(FailureType.ERROR_EVENT, chunk.text()));
    } else if (chunk.kind() == ChunkKind.DONE) {
      sawDone = true;
    }
    if (chunk.finishReason() != null) {
      sawFinish = true;
    }
  }
}
