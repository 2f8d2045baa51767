package dev.tokenpace.fake;

import java.util.Arrays;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * One thread that wakes streams at their deadlines. Each waiting session sits once in a binary heap
 * keyed by its next deadline; the thread parks until the earliest, then plays every session due.
 * Replaces one {@code ScheduledFuture} per event (a task allocation, a locked queue shared by the
 * pool's threads and a signal per event): at 1000 streams that queue was the clock's top frame.
 *
 * <p>The heap belongs to the clock thread alone. Sessions re-armed from the clock thread go
 * straight into it; other threads (a stream's start, a write the container finished) hand theirs
 * over through a queue and an unpark.
 */
final class FakeClock implements AutoCloseable {

  /** What the clock wakes: called on the clock thread at or after the deadline it was armed for. */
  interface Wakeable {
    void wake();
  }

  private final Thread thread;
  private final Queue<Arming> handedOver = new ConcurrentLinkedQueue<>();
  private Wakeable[] sessions = new Wakeable[1024];
  private long[] deadlines = new long[1024];
  private int size;
  private volatile boolean running = true;

  private record Arming(Wakeable session, long deadlineNanos) {}

  FakeClock(String name) {
    thread = new Thread(this::run, name);
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Wakes {@code session} once, at {@code deadlineNanos} ({@code System.nanoTime()}) or as soon
   * after as possible.
   */
  void wakeAt(Wakeable session, long deadlineNanos) {
    if (Thread.currentThread() == thread) {
      push(session, deadlineNanos);
    } else {
      handedOver.add(new Arming(session, deadlineNanos));
      LockSupport.unpark(thread);
    }
  }

  private void run() {
    while (running) {
      takeHandedOver();
      long now = System.nanoTime();
      while (size > 0 && deadlines[0] - now <= 0) {
        wake(pop());
        if (size > 0 && deadlines[0] - now <= 0) {
          continue;
        }
        takeHandedOver();
        now = System.nanoTime();
      }
      if (handedOver.isEmpty()) {
        if (size == 0) {
          LockSupport.park(this);
        } else {
          LockSupport.parkNanos(this, deadlines[0] - now);
        }
      }
    }
  }

  /** One session's failure must not stop every other stream's clock. */
  private void wake(Wakeable due) {
    try {
      due.wake();
    } catch (RuntimeException e) {
      thread.getUncaughtExceptionHandler().uncaughtException(thread, e);
    }
  }

  private void takeHandedOver() {
    for (Arming arming = handedOver.poll(); arming != null; arming = handedOver.poll()) {
      push(arming.session(), arming.deadlineNanos());
    }
  }

  private void push(Wakeable session, long deadline) {
    if (size == sessions.length) {
      sessions = Arrays.copyOf(sessions, size * 2);
      deadlines = Arrays.copyOf(deadlines, size * 2);
    }
    int i = size++;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (deadlines[parent] - deadline <= 0) {
        break;
      }
      sessions[i] = sessions[parent];
      deadlines[i] = deadlines[parent];
      i = parent;
    }
    sessions[i] = session;
    deadlines[i] = deadline;
  }

  private Wakeable pop() {
    Wakeable top = sessions[0];
    int last = --size;
    Wakeable moved = sessions[last];
    long key = deadlines[last];
    sessions[last] = null;
    int i = 0;
    while (true) {
      int child = 2 * i + 1;
      if (child >= last) {
        break;
      }
      if (child + 1 < last && deadlines[child + 1] - deadlines[child] < 0) {
        child++;
      }
      if (key - deadlines[child] <= 0) {
        break;
      }
      sessions[i] = sessions[child];
      deadlines[i] = deadlines[child];
      i = child;
    }
    if (last > 0) {
      sessions[i] = moved;
      deadlines[i] = key;
    }
    return top;
  }

  @Override
  public void close() {
    running = false;
    LockSupport.unpark(thread);
    try {
      thread.join(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
