package dev.tokenpace.client.netty;

import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpResponseDecoder;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import java.io.IOException;
import java.net.ProtocolException;

/**
 * Netty's HTTP/1.1 response decoder, set to the limits and leniency of the NIO transport (and the
 * JDK client) so a server's fault gets the same label on every transport: a response head up to 384
 * KiB, bare LF line ends, header lines it does not check (only four headers are read), chunked
 * framing over a stray Content-Length, and a status line that must be HTTP/1.x. Body bytes come out
 * as slices of the read, never aggregated.
 */
final class ResponseDecoder extends HttpResponseDecoder {

  /** The JDK client's cap ({@code jdk.http.maxHeaderSize}), as the NIO transport's. */
  static final int MAX_HEAD_BYTES = 384 * 1024;

  /** Body bytes per decoded content: one NIO read buffer's worth. */
  private static final int MAX_CONTENT_BYTES = 64 * 1024;

  ResponseDecoder() {
    super(
        new HttpDecoderConfig()
            .setMaxInitialLineLength(MAX_HEAD_BYTES)
            .setMaxHeaderSize(MAX_HEAD_BYTES)
            .setMaxChunkSize(MAX_CONTENT_BYTES)
            .setStrictLineParsing(false)
            .setValidateHeaders(false)
            // Chunked framing wins over a Content-Length beside it, as on NIO and the JDK client,
            // instead of RFC 9112's refusal; repeated equal Content-Lengths are one length.
            .setUseRfc9112TransferEncoding(false)
            .setAllowDuplicateContentLengths(true));
  }

  /**
   * Whether bytes past the response just decoded are waiting: a server that sent more than the
   * body's framing said has broken the connection for the next response, so it is not reused.
   */
  boolean hasLeftover() {
    return actualReadableBytes() > 0;
  }

  /**
   * Refuses a status line that is not HTTP/1.x with the line in the message (surplus body bytes of
   * the previous response show up here), as the NIO transport does. Netty's signature allows no
   * checked exception, so the {@link ProtocolException} travels inside a {@link DecoderException}.
   */
  @Override
  protected HttpMessage createMessage(String[] initialLine) {
    String line = String.join(" ", initialLine).strip();
    if (!initialLine[0].startsWith("HTTP/1.")) {
      throw new DecoderException(
          new ProtocolException("not an HTTP/1.x status line: '" + line + "'"));
    }
    try {
      return super.createMessage(initialLine);
    } catch (IllegalArgumentException e) {
      throw new DecoderException(new ProtocolException("bad status in '" + line + "'"));
    }
  }

  /**
   * A decoding failure as the {@link ProtocolException} the shared {@code Failures} labels {@code
   * Malformed Response} (or, once the head was in, a broken body).
   */
  static IOException malformed(Throwable cause) {
    if (cause instanceof DecoderException && cause.getCause() instanceof ProtocolException ours) {
      return ours;
    }
    if (cause instanceof TooLongHttpHeaderException) {
      return new ProtocolException("response head larger than " + MAX_HEAD_BYTES + " bytes");
    }
    String message = cause.getMessage() != null ? cause.getMessage() : cause.toString();
    ProtocolException protocol = new ProtocolException(message);
    protocol.initCause(cause);
    return protocol;
  }
}
