package dev.tokenpace.fake;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * An optional cap on streams at once, with a first-come queue behind it, so the fake saturates as a
 * real server does: past the cap, a request waits (holding no thread) until a stream ends.
 */
final class StreamAdmission {

  private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
  private int limit;
  private int running;

  /** Whether requests may have to wait: then they start their async context before asking. */
  synchronized boolean limited() {
    return limit > 0;
  }

  /** {@code 0} lifts the cap; a raised cap lets waiting requests in at once. */
  void limit(int streams) {
    if (streams < 0) {
      throw new IllegalArgumentException("a stream limit cannot be negative: " + streams);
    }
    List<Runnable> admitted = new ArrayList<>();
    synchronized (this) {
      limit = streams;
      while (!waiting.isEmpty() && (limit == 0 || running < limit)) {
        running++;
        admitted.add(waiting.poll());
      }
    }
    admitted.forEach(StreamAdmission::start);
  }

  /**
   * @return {@code true} when the caller may stream now (it holds a slot until {@link #leave()});
   *     otherwise {@code later} runs, holding the slot, when one is free
   */
  synchronized boolean enter(Runnable later) {
    if (limit == 0 || running < limit) {
      running++;
      return true;
    }
    waiting.add(later);
    return false;
  }

  /** A stream ended: its slot goes to the first waiting request, if any. */
  void leave() {
    Runnable next;
    synchronized (this) {
      next = waiting.poll();
      if (next == null) {
        running--;
      }
    }
    if (next != null) {
      start(next);
    }
  }

  synchronized int waitingCount() {
    return waiting.size();
  }

  /**
   * A waiting request starts on the thread that freed its slot (a clock thread); a failure to start
   * has already been recorded on its timeline ("client-gone") and must not stop that thread.
   */
  private static void start(Runnable request) {
    try {
      request.run();
    } catch (RuntimeException recordedOnItsTimeline) {
      // nothing else to tell: the client is gone
    }
  }
}
