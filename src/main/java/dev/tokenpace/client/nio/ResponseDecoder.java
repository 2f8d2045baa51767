package dev.tokenpace.client.nio;

import java.util.Arrays;

/**
 * Splits the bytes of one HTTP/1.1 response into its head and its body (chunked, by length, or up
 * to the connection's close), handing body bytes over in place: no copy, no allocation per read.
 * Reused for every response on a connection; fed by one thread.
 */
final class ResponseDecoder {

  /** Where the decoded response goes. */
  interface Receiver {
    void head(ResponseHead head);

    void body(byte[] bytes, int offset, int length);

    /** The body is complete (the terminating chunk, the last counted byte, or the close). */
    void end();
  }

  private enum Phase {
    HEAD,
    LENGTH,
    CHUNK_SIZE,
    CHUNK_EXTENSION,
    CHUNK_DATA,
    CHUNK_DATA_END,
    TRAILER,
    CLOSE_DELIMITED,
    DONE
  }

  /**
   * The JDK client's cap ({@code jdk.http.maxHeaderSize}, 384 KiB), so a head is refused, or not,
   * alike on both transports.
   */
  static final int MAX_HEAD_BYTES = 384 * 1024;

  /** The JDK client's cap on 1xx heads before the final one ({@code maxNonFinalResponses}). */
  static final int MAX_INTERIM_RESPONSES = 8;

  private byte[] head = new byte[512];
  private int headLength;
  private int lineLength;
  private Phase phase = Phase.HEAD;
  private long remaining;
  private boolean sawSizeDigit;
  private ResponseHead current;
  private int interimResponses;

  void reset() {
    headLength = 0;
    lineLength = 0;
    phase = Phase.HEAD;
    remaining = 0;
    current = null;
    interimResponses = 0;
  }

  boolean done() {
    return phase == Phase.DONE;
  }

  boolean inHead() {
    return phase == Phase.HEAD;
  }

  ResponseHead head() {
    return current;
  }

  /**
   * Consumes bytes of this response.
   *
   * @return how many bytes belonged to it; fewer than {@code length} only when the response ended
   */
  int consume(byte[] bytes, int offset, int length, Receiver receiver)
      throws MalformedResponseException {
    int i = offset;
    int end = offset + length;
    while (i < end && phase != Phase.DONE) {
      i = step(bytes, i, end, receiver);
    }
    return i - offset;
  }

  /** The connection closed: ends a close-delimited body; anything else was cut short. */
  boolean closeEndsBody(Receiver receiver) {
    if (phase == Phase.CLOSE_DELIMITED) {
      phase = Phase.DONE;
      receiver.end();
      return true;
    }
    return phase == Phase.DONE;
  }

  private int step(byte[] bytes, int i, int end, Receiver receiver)
      throws MalformedResponseException {
    switch (phase) {
      case HEAD:
        headByte(bytes[i], receiver);
        return i + 1;
      case LENGTH:
      case CHUNK_DATA:
        {
          int n = (int) Math.min(remaining, end - i);
          receiver.body(bytes, i, n);
          remaining -= n;
          if (remaining == 0) {
            if (phase == Phase.LENGTH) {
              finish(receiver);
            } else {
              phase = Phase.CHUNK_DATA_END;
            }
          }
          return i + n;
        }
      case CLOSE_DELIMITED:
        receiver.body(bytes, i, end - i);
        return end;
      case CHUNK_SIZE:
        chunkSizeByte(bytes[i], receiver);
        return i + 1;
      case CHUNK_EXTENSION:
        if (bytes[i] == '\n') {
          endOfSizeLine();
        }
        return i + 1;
      case CHUNK_DATA_END:
        if (bytes[i] == '\n') {
          startChunkSize();
        } else if (bytes[i] != '\r') {
          throw new MalformedResponseException("chunk not followed by CRLF");
        }
        return i + 1;
      case TRAILER:
        trailerByte(bytes[i], receiver);
        return i + 1;
      default:
        return end;
    }
  }

  private void headByte(byte b, Receiver receiver) throws MalformedResponseException {
    if (headLength == head.length) {
      if (headLength >= MAX_HEAD_BYTES) {
        throw new MalformedResponseException(
            "response head larger than " + MAX_HEAD_BYTES + " bytes");
      }
      head = Arrays.copyOf(head, Math.min(head.length * 2, MAX_HEAD_BYTES));
    }
    head[headLength++] = b;
    if (endsBlankLine(b)) {
      headComplete(receiver);
    }
  }

  /** Counts one byte of a CRLF-separated block; true when it ends the block's blank line. */
  private boolean endsBlankLine(byte b) {
    if (b == '\r') {
      return false;
    }
    if (b != '\n') {
      lineLength++;
      return false;
    }
    boolean blankLine = lineLength == 0;
    lineLength = 0;
    return blankLine;
  }

  private void headComplete(Receiver receiver) throws MalformedResponseException {
    ResponseHead parsed = ResponseHead.parse(head, headLength);
    headLength = 0;
    if (parsed.informational()) {
      // 100 Continue and friends: the real head follows, unless the server never sends it.
      if (++interimResponses > MAX_INTERIM_RESPONSES) {
        throw new MalformedResponseException(
            "more than " + MAX_INTERIM_RESPONSES + " interim (1xx) responses");
      }
      return;
    }
    current = parsed;
    receiver.head(parsed);
    if (parsed.chunked()) {
      startChunkSize();
    } else if (parsed.contentLength() == 0) {
      finish(receiver);
    } else if (parsed.contentLength() > 0) {
      remaining = parsed.contentLength();
      phase = Phase.LENGTH;
    } else {
      phase = Phase.CLOSE_DELIMITED;
    }
  }

  private void startChunkSize() {
    phase = Phase.CHUNK_SIZE;
    remaining = 0;
    sawSizeDigit = false;
  }

  private void chunkSizeByte(byte b, Receiver receiver) throws MalformedResponseException {
    int digit = Character.digit(b, 16);
    if (digit >= 0) {
      if (remaining > (Long.MAX_VALUE >> 4)) {
        throw new MalformedResponseException("chunk size overflow");
      }
      remaining = (remaining << 4) | digit;
      sawSizeDigit = true;
    } else if (b == '\n') {
      endOfSizeLine();
    } else if (b == ';' || b == ' ' || b == '\t') {
      phase = Phase.CHUNK_EXTENSION;
    } else if (b != '\r') {
      throw new MalformedResponseException("bad chunk size byte " + (b & 0xff));
    }
  }

  private void endOfSizeLine() throws MalformedResponseException {
    if (!sawSizeDigit) {
      throw new MalformedResponseException("empty chunk size line");
    }
    if (remaining == 0) {
      phase = Phase.TRAILER;
      lineLength = 0;
    } else {
      phase = Phase.CHUNK_DATA;
    }
  }

  private void trailerByte(byte b, Receiver receiver) {
    if (endsBlankLine(b)) {
      finish(receiver);
    }
  }

  private void finish(Receiver receiver) {
    phase = Phase.DONE;
    receiver.end();
  }
}
