package dev.tokenpace.fake;

import java.util.ArrayDeque;
import java.util.List;

/**
 * When the fake took up each connection, whether or not a stream came on it: a connection opened
 * ahead and warmed with a {@code GET /v1/models} gives its accept stamp to that request, not to the
 * stream, so a scenario asks here when the model took up the connections of a run. Bounded, so a
 * long-running fake keeps only the latest.
 */
public final class AcceptLog {

  static final int MAX_ENTRIES = 65_536;

  private final ArrayDeque<Long> accepted = new ArrayDeque<>();

  synchronized void accepted(long nanos) {
    if (accepted.size() == MAX_ENTRIES) {
      accepted.removeFirst();
    }
    accepted.addLast(nanos);
  }

  /** The accept stamps ({@code System.nanoTime()}) at or after {@code nanos}, oldest first. */
  public synchronized List<Long> since(long nanos) {
    return accepted.stream().filter(at -> at - nanos >= 0).toList();
  }
}
