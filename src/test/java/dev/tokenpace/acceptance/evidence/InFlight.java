package dev.tokenpace.acceptance.evidence;

/**
 * How many requests the scenario let the benchmark have in flight, as the scenario wrote it (never
 * as the benchmark reports it).
 *
 * @param cap at most this many at once; {@code null}: no limit
 * @param closedLoop whether the cap is a closed loop's concurrency, whose waits for a slot are the
 *     load's own shape (the schedule is when a slot frees), not an open loop's cap, whose waits
 *     behind the schedule are schedule delay
 */
public record InFlight(Integer cap, boolean closedLoop) {

  public static InFlight openLoop(Integer cap) {
    return new InFlight(cap, false);
  }

  /** A closed loop of {@code concurrency}, under a further {@code cap} if one is set. */
  public static InFlight closedLoop(int concurrency, Integer cap) {
    return new InFlight(cap == null ? concurrency : Math.min(cap, concurrency), true);
  }

  /** The cap a punctual benchmark's schedule delay queues behind: none in a closed loop. */
  Integer delayingCap() {
    return closedLoop ? null : cap;
  }
}
