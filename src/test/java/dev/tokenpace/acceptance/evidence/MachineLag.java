package dev.tokenpace.acceptance.evidence;

/**
 * When a {@link MachineProbe} was held off a core while a benchmark ran: spans on the monotonic
 * clock ({@code System.nanoTime()}, the clock of the fake's timelines), in order, not overlapping.
 */
public final class MachineLag {

  /** No record of the machine: every window was, as far as anyone knows, idle. */
  public static final MachineLag UNMEASURED = new MachineLag(new long[0], new long[0]);

  private final long[] from;
  private final long[] to;

  MachineLag(long[] from, long[] to) {
    this.from = from;
    this.to = to;
  }

  /** A record of these spans, {@code {from, to}} in nanoseconds, for tests. */
  public static MachineLag of(long[]... spans) {
    long[] from = new long[spans.length];
    long[] to = new long[spans.length];
    for (int i = 0; i < spans.length; i++) {
      from[i] = spans[i][0];
      to[i] = spans[i][1];
    }
    return new MachineLag(from, to);
  }

  /**
   * How long, between {@code fromSeconds} and {@code toSeconds} (the monotonic clock in seconds, as
   * the evidence reads it), the probe was ready to run and held off: a thread of the benchmark's
   * ready in that window could have been held off as long.
   */
  public double heldOffSeconds(double fromSeconds, double toSeconds) {
    long start = Math.round(fromSeconds * 1e9);
    long end = Math.round(toSeconds * 1e9);
    long held = 0;
    for (int i = firstEndingAfter(start); i < from.length && from[i] < end; i++) {
      held += Math.min(to[i], end) - Math.max(from[i], start);
    }
    return held / 1e9;
  }

  private int firstEndingAfter(long start) {
    int low = 0;
    int high = to.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (to[mid] <= start) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }
}
