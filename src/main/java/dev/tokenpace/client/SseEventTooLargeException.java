package dev.tokenpace.client;

/**
 * An SSE event grew past the reader's cap: the stream is refused rather than buffered without
 * bound.
 */
public final class SseEventTooLargeException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public SseEventTooLargeException(int maxEventBytes) {
    super("SSE event exceeds " + maxEventBytes + " bytes");
  }
}
