package dev.tokenpace.acceptance.evidence;

import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * The machine's own word on how busy it was while a benchmark ran. A thread of this JVM asks to
 * wake every {@link #PERIOD_NANOS} and notes how late it woke: a wake later than a timer's slack
 * means the thread was ready and got no core (other work held both), or the whole JVM was stopped
 * (a safepoint, a collection). Either holds up a benchmark's reader the same way, so a chunk seen
 * late while the probe was held off is the machine's doing, and one seen late while the probe woke
 * on time is the benchmark's. Only wakes are read: the probe never decides how late is too late.
 *
 * <p>Waking on a timer is this instrument's job, not a test waiting for something: it runs only
 * while the benchmark runs ({@link #start()} to {@link #stop()}), costs a few microseconds a wake,
 * and is stopped and joined before its record is read.
 *
 * <p>An external benchmark is another process: a probe started for one ({@link
 * #startWatchingChildProcesses()}) also reads, every {@link #CHILD_PERIOD_NANOS}, how long the
 * kernel kept that process's threads ready and off a core ({@link ClientRunQueue}), and counts that
 * as held off too. A busy machine slows a client's own work (a long prompt serialised before it
 * connects) more than it delays this sleeping thread's wake.
 */
public final class MachineProbe {

  /** Fine enough to see a hold-up of a millisecond, coarse enough to cost the machine nothing. */
  static final long PERIOD_NANOS = 1_000_000;

  /** A timer's own lateness on an idle machine (Linux's timer slack is 50 µs): not a hold-up. */
  static final long SLACK_NANOS = 150_000;

  /** The clients' counters are files to read: often enough to place a hold-up, cheap still. */
  static final long CHILD_PERIOD_NANOS = 5_000_000;

  private final Thread thread;

  /** The client's threads: its processes when it runs outside this JVM, else its readers here. */
  private final ClientRunQueue children;

  private volatile boolean stopped;
  // written by the probe thread only, read after it is joined
  private long[] from = new long[256];
  private long[] to = new long[256];
  private int count;

  private MachineProbe(ClientRunQueue children) {
    this.children = children;
    thread = new Thread(this::wakeOnTime, "tokenpace-machine-probe");
    thread.setDaemon(true);
  }

  /** The name tokenpace's client gives the threads that read its streams (SelectorLoop). */
  private static final String CLIENT_THREADS = "tokenpace-nio";

  /**
   * A probe of this JVM waking from now on, until {@link #stop()}: a client that runs inside it, on
   * the calling thread, whose run-queue wait counts too, as do its reader threads'.
   */
  public static MachineProbe start() {
    return started(new MachineProbe(ClientRunQueue.ofThreadsNamed(CLIENT_THREADS)));
  }

  /**
   * The same, also reading the run-queue wait of the processes this JVM starts: a client that runs
   * as a process of its own.
   */
  public static MachineProbe startWatchingChildProcesses() {
    return started(new MachineProbe(ClientRunQueue.ofChildProcesses()));
  }

  private static MachineProbe started(MachineProbe probe) {
    probe.thread.start();
    return probe;
  }

  /** Stops the probe, waits for its thread to end, and gives what it saw. */
  public MachineLag stop() {
    stopped = true;
    LockSupport.unpark(thread);
    boolean interrupted = false;
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return new MachineLag(Arrays.copyOf(from, count), Arrays.copyOf(to, count));
  }

  private void wakeOnTime() {
    long due = System.nanoTime() + PERIOD_NANOS;
    long childrenRead = System.nanoTime();
    if (children != null) {
      children.longestWaitSinceLast(childrenRead);
    }
    while (!stopped) {
      long now = System.nanoTime();
      if (now < due) {
        LockSupport.parkNanos(due - now);
        continue;
      }
      if (now - due > SLACK_NANOS) {
        heldOff(due + SLACK_NANOS, now);
      }
      if (children != null && now - childrenRead >= CHILD_PERIOD_NANOS) {
        long waited = Math.min(children.longestWaitSinceLast(now), now - childrenRead);
        if (waited > SLACK_NANOS) {
          heldOff(now - waited, now);
        }
        childrenRead = now;
      }
      // never catch up: after a hold-up the next wake is a period on, as an idle thread's would be;
      // counted from after the reads, so that their own time is never taken for a hold-up
      due = System.nanoTime() + PERIOD_NANOS;
    }
  }

  /** Adds a span, merged with those it overlaps, so that the record's spans never overlap. */
  private void heldOff(long start, long end) {
    long first = start;
    long last = end;
    while (count > 0 && first <= to[count - 1]) {
      count--;
      first = Math.min(first, from[count]);
      last = Math.max(last, to[count]);
    }
    if (count == from.length) {
      from = Arrays.copyOf(from, count * 2);
      to = Arrays.copyOf(to, count * 2);
    }
    from[count] = first;
    to[count] = last;
    count++;
  }
}
