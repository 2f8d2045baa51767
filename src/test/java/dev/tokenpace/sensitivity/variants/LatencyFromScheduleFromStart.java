package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;

/**
 * Bug: request latency from schedule counted from the actual send, so a request that queued in the
 * benchmark hides its wait (coordinated omission).
 */
public class LatencyFromScheduleFromStart extends StandardMetrics {

  @Override
  protected long latencyAnchor(RequestRecord record) {
    return record.startNanos();
  }
}
