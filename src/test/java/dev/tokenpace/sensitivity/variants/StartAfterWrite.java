package dev.tokenpace.sensitivity.variants;

/**
 * A deliberately broken stamping for the sensitivity gate: events are stamped correctly, but the
 * request's start is the moment its last byte was written, not the hand-over. Against a server slow
 * to read a long prompt the start lands after the server had already received the request, and the
 * wait vanishes from time to first token and request latency.
 */
public final class StartAfterWrite extends StampsEventsRight {

  @Override
  public long requestStart(long handedOverNanos, long lastByteWrittenNanos) {
    return lastByteWrittenNanos;
  }
}
