package dev.tokenpace.client;

/**
 * What a transport does with a response body once its status and content type are known: stream it
 * event by event, or collect it whole and hand it over at its end.
 */
public sealed interface BodyPlan {

  /** A 2xx event stream for a streamed request. */
  record Stream(SseStream stream) implements BodyPlan {}

  /**
   * Anything else: an error body, a unary response, or the wrong content type. At most {@code
   * maxBytes} are kept; a longer body goes to {@code overflow} with its first bytes instead.
   */
  record Whole(WholeBody body, int maxBytes, WholeBody overflow) implements BodyPlan {

    /** An error reply or a wrong-type body only feeds a one-line message: 64 KiB are plenty. */
    public static final int MAX_MESSAGE_BODY_BYTES = 64 * 1024;

    /** A body read for its message: past the cap its first bytes are the message. */
    public Whole(WholeBody body) {
      this(body, MAX_MESSAGE_BODY_BYTES, body);
    }
  }

  /** Receives a collected body, decoded as UTF-8, with the moment its last byte arrived. */
  @FunctionalInterface
  interface WholeBody {
    void complete(long endNanos, String body);
  }
}
