package dev.tokenpace.fake;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * An optional cap on streams at once, so the fake saturates as a real server does: past the cap, a
 * request waits (holding no thread) in a first-come queue until a stream ends, or, as a server with
 * a bounded queue does, waits only while the queue has room and is refused once it is full, or, as
 * a gateway in front of a full server does, is refused at once, or, as an overloaded server whose
 * queue never drains, is accepted and never answered.
 */
final class StreamAdmission {

  /** What a request asking for a slot gets. */
  enum Entry {
    /** A slot, now. */
    NOW,
    /** A place in the queue: its {@code later} runs when a slot frees. */
    LATER,
    /** Nothing: the server is full and refuses what it cannot serve. */
    REFUSED,
    /** Nothing, ever: the server is full and leaves the request unanswered. */
    IGNORED
  }

  /** What the server does with a request past its cap. */
  sealed interface PastTheCap {}

  /** It waits in a first-come queue for a slot. */
  record Queue() implements PastTheCap {}

  /**
   * It waits in a first-come queue of at most {@code depth}; past that, refused with {@code
   * status}.
   */
  record BoundedQueue(int depth, int status) implements PastTheCap {}

  /** It is refused at once with {@code status}. */
  record Refuse(int status) implements PastTheCap {}

  /** It is accepted and never answered. */
  record Ignore() implements PastTheCap {}

  private final ArrayDeque<LongConsumer> waiting = new ArrayDeque<>();
  private int limit;
  private PastTheCap pastTheCap = new Queue();
  private int running;

  /** Whether requests may have to wait: then they start their async context before asking. */
  synchronized boolean mayQueue() {
    return limit > 0 && (pastTheCap instanceof Queue || pastTheCap instanceof BoundedQueue);
  }

  /** {@code 0} lifts the cap; a raised cap lets waiting requests in at once. */
  void limit(int streams) {
    limit(streams, 0);
  }

  /**
   * @param refusalStatus the HTTP status a request past the cap is refused with, or 0 to queue it;
   *     requests already waiting still get their slots
   */
  void limit(int streams, int refusalStatus) {
    limit(streams, refusalStatus == 0 ? new Queue() : new Refuse(refusalStatus));
  }

  /**
   * Past {@code streams}, a request waits while fewer than {@code depth} wait; past those, it is
   * refused with {@code status}.
   */
  void queueBeyond(int streams, int depth, int status) {
    limit(streams, new BoundedQueue(depth, status));
  }

  /** Past {@code streams}, a request is accepted and never answered; waiting requests still run. */
  void ignoreBeyond(int streams) {
    limit(streams, new Ignore());
  }

  private void limit(int streams, PastTheCap past) {
    if (streams < 0) {
      throw new IllegalArgumentException("a stream limit cannot be negative: " + streams);
    }
    List<LongConsumer> admitted = new ArrayList<>();
    synchronized (this) {
      limit = streams;
      pastTheCap = past;
      while (!waiting.isEmpty() && (limit == 0 || running < limit)) {
        running++;
        admitted.add(waiting.poll());
      }
    }
    long now = System.nanoTime();
    admitted.forEach(request -> start(request, now));
  }

  /**
   * @return {@link Entry#NOW} when the caller may stream now (it holds a slot until {@link
   *     #leave(long)}); {@link Entry#LATER} when {@code later} runs, holding the slot, when one is
   *     free, told when the slot freed ({@code System.nanoTime()}); {@link Entry#REFUSED} when the
   *     server is full and refuses (the caller holds nothing); {@link Entry#IGNORED} when it is
   *     full and never answers (the caller holds nothing)
   */
  synchronized Entry enter(LongConsumer later) {
    if (limit == 0 || running < limit) {
      running++;
      return Entry.NOW;
    }
    if (pastTheCap instanceof Refuse
        || pastTheCap instanceof BoundedQueue bounded && waiting.size() >= bounded.depth()) {
      return Entry.REFUSED;
    }
    if (pastTheCap instanceof Ignore) {
      return Entry.IGNORED;
    }
    waiting.add(later);
    return Entry.LATER;
  }

  /**
   * A stream ended: its slot goes to the first waiting request, if any.
   *
   * @param freedNanos when the slot freed: when the ended stream's script had it end, or earlier if
   *     it ended early. Not when this thread got here: a stream that ends late on a busy machine
   *     would then push every request queued behind it later, each by its own hand-over, and the
   *     queue would drift off the script by the sum (20 requests one at a time: 11 to 16 ms).
   */
  void leave(long freedNanos) {
    LongConsumer next;
    synchronized (this) {
      next = waiting.poll();
      if (next == null) {
        running--;
      }
    }
    if (next != null) {
      start(next, freedNanos);
    }
  }

  /** The status a request past the cap is refused with; 0 when it is not refused. */
  synchronized int refusalStatus() {
    if (pastTheCap instanceof BoundedQueue bounded) {
      return bounded.status();
    }
    return pastTheCap instanceof Refuse refuse ? refuse.status() : 0;
  }

  synchronized int waitingCount() {
    return waiting.size();
  }

  /**
   * A waiting request starts on the thread that freed its slot (a clock thread); a failure to start
   * has already been recorded on its timeline ("client-gone") and must not stop that thread.
   */
  private static void start(LongConsumer request, long freedNanos) {
    try {
      request.accept(freedNanos);
    } catch (RuntimeException recordedOnItsTimeline) {
      // nothing else to tell: the client is gone
    }
  }
}
