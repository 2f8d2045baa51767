package dev.tokenpace.load;

/**
 * When a closed-loop request is scheduled. A closed loop sends a request when one of its slots
 * frees, so that is its schedule: the wait for the slot is the load's shape, not a delay the
 * benchmark added, and its schedule delay is only what came after (docs/metrics.md,
 * "schedule_delay"). A seam, not a setting: the sensitivity gate hands the load generator another
 * rule to prove the suite notices.
 */
@FunctionalInterface
public interface ClosedLoopSchedule {

  /** Scheduled when it has a slot. */
  ClosedLoopSchedule WHEN_A_SLOT_FREES = (readyNanos, slotNanos) -> slotNanos;

  /**
   * @param readyNanos when the loop turned to the request, before it looked for a free slot
   * @param slotNanos when the request had its slot (at once when one was free)
   */
  long scheduledNanos(long readyNanos, long slotNanos);
}
