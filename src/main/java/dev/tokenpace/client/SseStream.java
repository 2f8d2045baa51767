package dev.tokenpace.client;

import dev.tokenpace.api.ChunkClassifier;
import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.ErrorBodies;
import dev.tokenpace.api.MalformedChunkException;
import dev.tokenpace.api.SseEvent;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.wire.ChunkKind;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One streamed response body, whatever transport carries it: bytes go straight into an {@link
 * SseEventReader}, each completed event is classified (after its stamp) and kept on the {@link
 * Exchange} up to the {@link ResponseCaps}; keep-alive comments are only counted. The transport
 * reports the body's end or its failure. Fed by one thread at a time.
 */
public final class SseStream {

  /** Enough of a body that held no event to say what it was instead (an HTML page's title). */
  private static final int OPENING_BYTES = 1024;

  private final Exchange exchange;
  private final ChunkClassifier classifier;
  private final SseEventReader reader;
  private final ResponseCaps caps;
  private final GrowableBytes opening = new GrowableBytes(0);
  private boolean sawDone;
  private boolean sawFinish;
  private boolean sawAnyEvent;
  private int eventsKept;
  private long textCharsKept;

  SseStream(
      Exchange exchange,
      ChunkClassifier classifier,
      EventStamping stamping,
      int maxEventBytes,
      ResponseCaps caps) {
    this.exchange = exchange;
    this.classifier = classifier;
    this.reader = new SseEventReader(stamping, this::onEvent, this::onComment, maxEventBytes);
    this.caps = caps;
  }

  /** Bytes of one read that arrived at {@code arrivalNanos}. */
  public void feed(byte[] bytes, int offset, int length, long arrivalNanos) {
    if (exchange.isFinished()) {
      return;
    }
    try {
      reader.feed(bytes, offset, length, arrivalNanos);
      keepOpening(bytes, offset, length);
    } catch (RuntimeException | Error e) {
      readerFailed(e);
    }
  }

  /** One buffer of a read, stamped now. */
  public void feed(ByteBuffer buffer) {
    if (exchange.isFinished()) {
      return;
    }
    try {
      int from = buffer.position();
      int to = buffer.limit();
      reader.feed(buffer);
      keepOpening(buffer, from, to);
    } catch (RuntimeException | Error e) {
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
    } else if (!sawAnyEvent && !isBlank(opening)) {
      exchange.fail(
          endNanos,
          Failure.of(
              FailureType.UNEXPECTED_CONTENT_TYPE,
              ErrorBodies.oneLine(
                  "labelled text/event-stream, but the body is not an event stream: "
                      + ErrorBodies.message(
                          new String(
                              opening.array(), 0, opening.length(), StandardCharsets.UTF_8)))));
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

  private static boolean isBlank(GrowableBytes bytes) {
    for (int i = 0; i < bytes.length(); i++) {
      byte b = bytes.array()[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return false;
      }
    }
    return true;
  }

  /**
   * Until the first event, the body's opening bytes are kept to name what came instead. Called
   * after the reader, so nothing stands before the events' stamps, and a read that held an event is
   * not copied.
   */
  private void keepOpening(byte[] bytes, int offset, int length) {
    if (!sawAnyEvent && opening.length() < OPENING_BYTES) {
      opening.append(bytes, offset, offset + Math.min(length, OPENING_BYTES - opening.length()));
    }
  }

  /** As above, for the bytes {@code from} to {@code to} of a buffer the reader has consumed. */
  private void keepOpening(ByteBuffer buffer, int from, int to) {
    for (int i = from; i < to && !sawAnyEvent && opening.length() < OPENING_BYTES; i++) {
      opening.append(buffer.get(i));
    }
  }

  /**
   * Whatever the reader or classifier throws ends this request, never the thread that reads (the
   * NIO selector serves every other request too): even an Error such as running out of memory.
   */
  private void readerFailed(Throwable e) {
    long now = System.nanoTime();
    if (e instanceof MalformedChunkException) {
      exchange.abort(now, Failure.of(FailureType.MALFORMED_JSON, e.getMessage()));
    } else if (e instanceof SseEventTooLargeException) {
      exchange.abort(now, Failure.of(FailureType.EVENT_TOO_LARGE, e.getMessage()));
    } else {
      exchange.abort(now, Failure.of(FailureType.CLIENT_ERROR, "reading the stream: " + e));
    }
  }

  private void onComment() {
    sawAnyEvent = true;
    exchange.commentArrived();
  }

  private void onEvent(SseEvent event) {
    sawAnyEvent = true;
    ChunkEvent chunk = classifier.classify(event);
    if (!keep(chunk)) {
      return;
    }
    if (chunk.kind() == ChunkKind.ERROR) {
      exchange.abort(
          event.arrivalNanos(),
          Failure.of(FailureType.ERROR_EVENT, ErrorBodies.oneLine(chunk.text())));
    } else if (chunk.kind() == ChunkKind.DONE) {
      sawDone = true;
    }
    if (chunk.finishReason() != null) {
      sawFinish = true;
    }
  }

  /** Keeps the event within the caps; past them the request fails with what it kept. */
  private boolean keep(ChunkEvent chunk) {
    int chars = chunk.text() == null ? 0 : chunk.text().length();
    if (eventsKept >= caps.maxEvents() || textCharsKept + chars > caps.maxTextChars()) {
      exchange.abort(
          chunk.arrivalNanos(),
          Failure.of(
              FailureType.RESPONSE_TOO_LARGE,
              eventsKept >= caps.maxEvents()
                  ? "response has more than " + caps.maxEvents() + " events"
                  : "response text exceeds " + caps.maxTextChars() + " characters"));
      return false;
    }
    eventsKept++;
    textCharsKept += chars;
    return exchange.add(chunk);
  }
}
