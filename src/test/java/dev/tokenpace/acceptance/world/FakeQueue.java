package dev.tokenpace.acceptance.world;

import dev.tokenpace.fake.Timeline;
import dev.tokenpace.fake.Timeline.SentEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How late the fake was in its own queue, for a model that serves only so many requests at once. A
 * waiting request should start the moment a stream ends; each hand-over the fake took longer delays
 * that request and every one queued behind it, so the delays add up, and a stream that took longer
 * than its script holds up every one behind it too. Counted as the fake's lateness (see {@link
 * RequestEvidence#latestFakeLateness}), so a number missed by the fake's own hand-overs on a busy
 * machine is inconclusive, not failed.
 */
final class FakeQueue {

  /**
   * One request as the queue served it (seconds on the fake's clock).
   *
   * @param admitted when the fake let it in: its schedule's zero
   * @param endLate how much longer than its script its stream took
   */
  record Served(String requestId, double received, double admitted, double ended, double endLate) {}

  private FakeQueue() {}

  /**
   * The request as the queue served it; empty when the fake sent it no token (it has no schedule to
   * be late on).
   */
  static Optional<Served> served(String requestId, Timeline timeline, ModelScript played) {
    List<SentEvent> events = timeline.events();
    Optional<Double> admitted = admission(timeline, played);
    if (events.isEmpty() || admitted.isEmpty()) {
      return Optional.empty();
    }
    double ended =
        RequestEvidence.seconds(
            Math.max(timeline.endNanos(), events.get(events.size() - 1).sentNanos()));
    double scripted = MetricChecks.seconds(played.injectedTotal());
    return Optional.of(
        new Served(
            requestId,
            RequestEvidence.seconds(timeline.receivedNanos()),
            admitted.get(),
            ended,
            Math.max(0, ended - admitted.get() - scripted)));
  }

  /** Each request's lateness in the queue: every late hand-over and stream up to its own. */
  static Map<String, Double> lateness(List<Served> served) {
    Map<String, Double> lateness = new HashMap<>();
    for (Served mine : served) {
      double total = 0;
      for (Served before : served) {
        if (before.admitted() > mine.admitted() + 1e-9) {
          continue;
        }
        double freed =
            served.stream()
                .mapToDouble(Served::ended)
                .filter(end -> end <= before.admitted() + 1e-9)
                .max()
                .orElse(before.received());
        total += Math.max(0, before.admitted() - Math.max(before.received(), freed));
        total += before.endLate();
      }
      lateness.put(mine.requestId(), total);
    }
    return lateness;
  }

  /**
   * When the fake let the request in: its first token's deadline less the script's waits up to that
   * chunk.
   */
  private static Optional<Double> admission(Timeline timeline, ModelScript played) {
    long waits = 0;
    for (ScriptedChunk chunk : played.chunks()) {
      waits += chunk.after().toNanos();
      if (chunk.kind().carriesTokens()) {
        break;
      }
    }
    for (SentEvent event : timeline.events()) {
      if (event.kind().carriesTokens()) {
        return Optional.of(RequestEvidence.seconds(event.scheduledNanos() - waits));
      }
    }
    return Optional.empty();
  }
}
