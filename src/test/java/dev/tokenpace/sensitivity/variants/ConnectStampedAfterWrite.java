package dev.tokenpace.sensitivity.variants;

/**
 * A deliberately broken stamping for the sensitivity gate: events and the start are stamped
 * correctly, but a new connection's connect is stamped once the request was written, as if the
 * stamp sat below the first write: the connect duration swallows the request send, and the request
 * send goes negative.
 */
public final class ConnectStampedAfterWrite extends StampsEventsRight {

  @Override
  public long connectionOpened(long connectedNanos, long lastByteWrittenNanos) {
    return System.nanoTime(); // read after the write's own stamp
  }
}
