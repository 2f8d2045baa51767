package dev.tokenpace.client;

import dev.tokenpace.api.SseEvent;
import dev.tokenpace.config.Defaults;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * A push parser for a {@code text/event-stream} (WHATWG HTML, "Server-sent events", §9.2.6): fed
 * raw bytes as they arrive, it hands each complete event to a listener. The event is stamped
 * through {@link EventStamping} the moment its terminating blank line is scanned, before anything
 * is decoded, so the stamp is the wire arrival and not the cost of parsing.
 *
 * <p>Bytes are kept in reusable buffers and decoded (UTF-8) only when an event completes, so a
 * multi-byte character split across reads is never mangled. Not thread-safe: one reader per stream,
 * fed sequentially.
 */
public final class SseEventReader {

  private static final byte LF = '\n';
  private static final byte CR = '\r';
  private static final byte[] DATA = ascii("data");
  private static final byte[] EVENT = ascii("event");
  private static final byte[] ID = ascii("id");
  private static final byte[] RETRY = ascii("retry");

  private final EventStamping stamping;
  private final Consumer<SseEvent> listener;
  private final Runnable commentOnly;
  private final int maxEventBytes;

  private final GrowableBytes partialLine = new GrowableBytes(256);
  private final GrowableBytes data = new GrowableBytes(256);
  private final GrowableBytes comment = new GrowableBytes(64);
  private boolean hasData;
  private boolean hasComment;
  private String eventType;
  private String id;
  private long retryMillis = -1;
  private boolean inEvent;
  private boolean lastWasCr;
  private byte[] scratch;

  /** A reader capped at {@code api.max_event_bytes}' default ({@link Defaults#MAX_EVENT_BYTES}). */
  public SseEventReader(EventStamping stamping, Consumer<SseEvent> listener) {
    this(stamping, listener, Defaults.MAX_EVENT_BYTES);
  }

  public SseEventReader(EventStamping stamping, Consumer<SseEvent> listener, int maxEventBytes) {
    this(stamping, listener, null, maxEventBytes);
  }

  /**
   * @param commentOnly told of each block that holds only comments (keep-alives), which then never
   *     becomes an {@link SseEvent}: a server may send millions a second, and building none keeps
   *     such a flood from churning the heap; {@code null} hands them to {@code listener}
   */
  public SseEventReader(
      EventStamping stamping,
      Consumer<SseEvent> listener,
      Runnable commentOnly,
      int maxEventBytes) {
    this.stamping = stamping;
    this.listener = listener;
    this.commentOnly = commentOnly;
    this.maxEventBytes = maxEventBytes;
  }

  /** Feeds one read, stamped now. */
  public void feed(byte[] buf, int off, int len) {
    feed(buf, off, len, System.nanoTime());
  }

  /** Feeds one read whose bytes arrived at {@code arrivalNanos}. */
  public void feed(byte[] buf, int off, int len, long arrivalNanos) {
    stamping.readArrived(arrivalNanos);
    scan(buf, off, off + len);
  }

  /** Feeds one read, consuming the buffer's remaining bytes. */
  public void feed(ByteBuffer buf) {
    long arrivalNanos = System.nanoTime();
    stamping.readArrived(arrivalNanos);
    if (buf.hasArray()) {
      int from = buf.arrayOffset() + buf.position();
      scan(buf.array(), from, from + buf.remaining());
      buf.position(buf.limit());
      return;
    }
    while (buf.hasRemaining()) {
      int n = Math.min(buf.remaining(), 8192);
      if (scratch == null) {
        scratch = new byte[8192];
      }
      buf.get(scratch, 0, n);
      scan(scratch, 0, n);
    }
  }

  /**
   * The stream ended. An unterminated event is discarded, as the spec says.
   *
   * @return whether an event had begun and was never terminated
   */
  public boolean finish() {
    boolean pending = inEvent;
    resetEvent();
    partialLine.clear();
    return pending;
  }

  /** The last {@code retry:} value the server sent, or -1. */
  public long retryMillis() {
    return retryMillis;
  }

  private void scan(byte[] buf, int from, int to) {
    int lineStart = from;
    for (int i = from; i < to; i++) {
      byte b = buf[i];
      if (b != LF && b != CR) {
        if (!inEvent) {
          inEvent = true;
          stamping.eventStarted();
        }
        lastWasCr = false;
        continue;
      }
      boolean secondHalfOfCrLf = b == LF && lastWasCr;
      lastWasCr = b == CR;
      if (!secondHalfOfCrLf) {
        endLine(buf, lineStart, i);
      }
      lineStart = i + 1;
    }
    if (lineStart < to) {
      partialLine.append(buf, lineStart, to);
      checkSize();
    }
  }

  private void endLine(byte[] buf, int from, int to) {
    if (partialLine.length() > 0) {
      partialLine.append(buf, from, to);
      checkSize();
      processLine(partialLine.array(), 0, partialLine.length());
      partialLine.clear();
    } else {
      processLine(buf, from, to);
    }
  }

  private void processLine(byte[] line, int from, int to) {
    if (from == to) {
      dispatch();
      return;
    }
    if (line[from] == ':') {
      appendLine(comment, hasComment, line, valueStart(line, from + 1, to), to);
      hasComment = true;
      checkEventSize();
      return;
    }
    int colon = indexOf(line, from, to, (byte) ':');
    int nameEnd = colon < 0 ? to : colon;
    int valueFrom = colon < 0 ? to : valueStart(line, colon + 1, to);
    if (nameIs(DATA, line, from, nameEnd)) {
      appendLine(data, hasData, line, valueFrom, to);
      hasData = true;
      checkEventSize();
    } else if (nameIs(EVENT, line, from, nameEnd)) {
      eventType = utf8(line, valueFrom, to);
    } else if (nameIs(ID, line, from, nameEnd)) {
      String value = utf8(line, valueFrom, to);
      if (value.indexOf('\0') < 0) {
        id = value;
      }
    } else if (nameIs(RETRY, line, from, nameEnd)) {
      retryMillis = parseDigits(line, valueFrom, to, retryMillis);
    }
    // Any other field name is ignored, as the spec says.
  }

  private void dispatch() {
    if (!hasData && !hasComment) {
      resetEvent();
      return;
    }
    long arrival = stamping.eventCompleted();
    if (!hasData && commentOnly != null) {
      resetEvent();
      commentOnly.run();
      return;
    }
    SseEvent event =
        new SseEvent(
            arrival,
            eventType,
            hasData ? data.decode() : null,
            id,
            hasComment ? comment.decode() : null);
    resetEvent();
    listener.accept(event);
  }

  private void resetEvent() {
    data.clear();
    comment.clear();
    hasData = false;
    hasComment = false;
    eventType = null;
    id = null;
    inEvent = false;
  }

  /** While a line is still being read: the event so far plus the line's bytes. */
  private void checkSize() {
    if (data.length() + comment.length() + partialLine.length() > maxEventBytes) {
      throw new SseEventTooLargeException(maxEventBytes);
    }
  }

  /**
   * Once a line is processed its bytes live in the event (the partial line is cleared right after):
   * counting both would refuse an event of half the cap.
   */
  private void checkEventSize() {
    if (data.length() + comment.length() > maxEventBytes) {
      throw new SseEventTooLargeException(maxEventBytes);
    }
  }

  /** Bytes held in the reader's buffers (their capacity): for tests that bound memory. */
  int retainedBytes() {
    return partialLine.capacity() + data.capacity() + comment.capacity();
  }

  private static void appendLine(
      GrowableBytes target, boolean notFirst, byte[] line, int from, int to) {
    if (notFirst) {
      target.append(LF);
    }
    target.append(line, from, to);
  }

  /** A field value starts after the colon, minus one optional space. */
  private static int valueStart(byte[] line, int afterColon, int to) {
    return afterColon < to && line[afterColon] == ' ' ? afterColon + 1 : afterColon;
  }

  private static int indexOf(byte[] line, int from, int to, byte wanted) {
    for (int i = from; i < to; i++) {
      if (line[i] == wanted) {
        return i;
      }
    }
    return -1;
  }

  private static boolean nameIs(byte[] name, byte[] line, int from, int to) {
    if (to - from != name.length) {
      return false;
    }
    for (int i = 0; i < name.length; i++) {
      if (line[from + i] != name[i]) {
        return false;
      }
    }
    return true;
  }

  private static long parseDigits(byte[] line, int from, int to, long otherwise) {
    if (from == to || to - from > 18) {
      return otherwise;
    }
    long value = 0;
    for (int i = from; i < to; i++) {
      if (line[i] < '0' || line[i] > '9') {
        return otherwise;
      }
      value = value * 10 + (line[i] - '0');
    }
    return value;
  }

  private static String utf8(byte[] line, int from, int to) {
    return new String(line, from, to - from, StandardCharsets.UTF_8);
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }
}
