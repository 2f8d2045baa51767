package dev.tokenpace.acceptance.clients;

import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The wall clock (CLOCK_REALTIME, what Python's {@code time.time()} reads) against the fake's clock
 * (the suite JVM's {@code System.nanoTime()}, CLOCK_MONOTONIC), as the suite read both before it
 * launched a client and again after the client exited.
 *
 * <p>Why a client's wall-clock stamps can be put on the fake's clock at all: the kernel slews both
 * clocks together (NTP's frequency and offset corrections apply to both), so their difference
 * changes only when the wall clock is stepped. One difference read before the run and one after
 * that agree within {@link #MAX_STEP_NANOS} prove that no step larger than that happened while the
 * client stamped, and every stamp of the run converts with that difference. When they disagree, the
 * wall clock moved under the client and nothing it stamped can be placed on the fake's clock: the
 * run is not judged, never converted with a guessed offset. A stamp that converts outside the two
 * readings is likewise no stamp of this run.
 *
 * <p>Each reading is the wall clock between two monotonic reads; the difference is taken against
 * their midpoint and is uncertain by half their distance, which is added to the bound.
 *
 * @param before wall minus monotonic, in nanoseconds, read before the launch
 * @param beforeUncertainty half the time the reading before took, in nanoseconds
 * @param after the same, read after the exit
 * @param afterUncertainty half the time the reading after took
 * @param launchedNanos the monotonic time of the reading before
 * @param exitedNanos the monotonic time of the reading after
 */
public record WallClockAnchor(
    long before,
    long beforeUncertainty,
    long after,
    long afterUncertainty,
    long launchedNanos,
    long exitedNanos) {

  /**
   * The largest wall-clock step allowed between the two readings: 1 ms, a fifth of the suite's
   * tightest timing tolerance (5 ms), so a step the readings let through cannot move a verdict.
   */
  public static final long MAX_STEP_NANOS = 1_000_000;

  /** One reading of both clocks, with the monotonic time it was taken at. */
  public record Reading(long wallMinusMonotonic, long uncertainty, long monotonicNanos) {

    /** Both clocks, read now by this JVM. */
    public static Reading now() {
      return take(System::nanoTime, WallClockAnchor::wallNanos);
    }

    static Reading take(LongSupplier monotonic, LongSupplier wall) {
      long first = monotonic.getAsLong();
      long wallNow = wall.getAsLong();
      long second = monotonic.getAsLong();
      long midpoint = first + (second - first) / 2;
      return new Reading(wallNow - midpoint, (second - first + 1) / 2, midpoint);
    }
  }

  /** The anchor of a run read {@code before} the launch and {@code after} the exit. */
  public static WallClockAnchor between(Reading before, Reading after) {
    return new WallClockAnchor(
        before.wallMinusMonotonic(),
        before.uncertainty(),
        after.wallMinusMonotonic(),
        after.uncertainty(),
        before.monotonicNanos(),
        after.monotonicNanos());
  }

  /** Why the two readings do not prove one difference, or empty when they do. */
  public Optional<String> unproved() {
    long step = Math.abs(after - before);
    long allowed = MAX_STEP_NANOS + beforeUncertainty + afterUncertainty;
    if (step <= allowed) {
      return Optional.empty();
    }
    return Optional.of(
        String.format(
            Locale.ROOT,
            "not judged: the client stamps the wall clock, and the wall clock moved against the"
                + " fake's clock by %.3f ms while it ran (allowed: %.3f ms), so its stamps cannot"
                + " be placed on the fake's clock",
            step / 1e6,
            allowed / 1e6));
  }

  /** A wall-clock stamp in epoch seconds, on the fake's clock in seconds. */
  public double toMonotonicSeconds(double wallSeconds) {
    // The wall clock's whole seconds first: epoch seconds as a double keep ~0.2 µs, nanos would
    // not.
    long whole = (long) Math.floor(wallSeconds);
    long fraction = Math.round((wallSeconds - whole) * 1e9);
    long offset = before + (after - before) / 2;
    long monotonic =
        Math.subtractExact(Math.multiplyExact(whole, 1_000_000_000L), offset) + fraction;
    return monotonic / 1e9;
  }

  /**
   * Why a converted stamp is not one of this run (before the launch or after the exit, beyond the
   * readings' uncertainty), or empty when it is.
   */
  public Optional<String> outsideTheRun(String what, double monotonicSeconds) {
    long nanos = Math.round(monotonicSeconds * 1e9);
    long slack = MAX_STEP_NANOS + beforeUncertainty + afterUncertainty;
    if (nanos >= launchedNanos - slack && nanos <= exitedNanos + slack) {
      return Optional.empty();
    }
    return Optional.of(
        String.format(
            Locale.ROOT,
            "not judged: %s converts to %.6f s on the fake's clock, outside the run (launched at"
                + " %.6f s, exited at %.6f s), so the wall-clock offset does not hold for it",
            what,
            monotonicSeconds,
            launchedNanos / 1e9,
            exitedNanos / 1e9));
  }

  private static long wallNanos() {
    Instant now = Instant.now();
    return now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }
}
