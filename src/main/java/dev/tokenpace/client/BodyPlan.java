package dev.tokenpace.client;

/**
 * What a transport does with a response body once its status and content type are known: stream it
 * event by event, or collect it whole and hand it over at its end.
 */
public sealed interface BodyPlan {

  /** A 2xx event stream for a streamed request. */
  record Stream(SseStream stream) implements BodyPlan {}

  /** Anything else: an error body, a unary response, or the wrong content type. */
  record Whole(WholeBody body) implements BodyPlan {}

  /** Receives a collected body, decoded as UTF-8, with the moment its last byte arrived. */
  @FunctionalInterface
  interface WholeBody {
    void complete(long endNanos, String body);
  }
}
