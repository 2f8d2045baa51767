package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.load.ClosedLoopSchedule;

/**
 * Bug: a closed-loop request stamped as scheduled when the loop turned to it, before it waited for
 * a free slot: the wait for the slot, the load's own shape, reads as schedule delay (304 ms where
 * the benchmark added none).
 */
public final class ScheduledBeforeTheSlot implements ClosedLoopSchedule {

  @Override
  public long scheduledNanos(long readyNanos, long slotNanos) {
    return readyNanos;
  }
}
