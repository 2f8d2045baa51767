package dev.tokenpace.calibrate;

import java.util.List;

/**
 * What can be known against a real server, which sends no send timestamps: the load generator's own
 * lag and what reading costs per event. Delivery error is not knowable here.
 *
 * @param capturedEvents events in the one response captured for the replay
 * @param readerNanosPerEvent SSE reading + classification of the captured bytes, per event,
 *     in-process
 */
public record TargetMeasurement(
    String url,
    List<Level> levels,
    int capturedEvents,
    int capturedBytes,
    Double readerNanosPerEvent) {

  /** One closed-loop round against the target. */
  public record Level(
      int concurrency,
      int requests,
      int failed,
      Double scheduleDelayP50Ms,
      Double scheduleDelayP99Ms,
      Double scheduleDelayMaxMs,
      double cpuPercent) {}
}
