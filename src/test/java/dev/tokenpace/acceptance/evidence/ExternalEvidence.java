package dev.tokenpace.acceptance.evidence;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.opentest4j.TestAbortedException;

/**
 * The evidence of a client that runs in its own process, made fit to judge. Such a client sends no
 * request id, so its requests are paired with the fake's timelines by the id the fake wrote into
 * every answer (its reader takes it from the chunks it kept); a request that got no chunk is
 * paired, in order of its start, with the earliest unclaimed timeline the fake received after that
 * start, which proves the pairing only while each such request starts after the fake received the
 * one before it: two on their way at once may arrive in either order, and leave the scenario not
 * judged. Then its clock is proved to be the fake's: every request must start after the fake
 * accepted its connection (a new one) and before the fake received it. A client whose stamps break
 * that is on another clock, and nothing it reports can be held to the fake's send times.
 */
public final class ExternalEvidence {

  private ExternalEvidence() {}

  public static RunReport paired(RunReport report, List<Timeline> timelines) {
    Set<String> known = new HashSet<>();
    timelines.forEach(t -> known.add(t.requestId()));
    // An id the fake never gave (a scripted raw answer names itself) pairs nothing: by time, then.
    for (ReportedRequest request : report.requests()) {
      if (!request.requestId().isEmpty() && !known.contains(request.requestId())) {
        ((ObjectNode) request.json()).remove("request_id");
      }
    }
    Set<String> claimed = new HashSet<>();
    report.requests().stream()
        .map(ReportedRequest::requestId)
        .filter(id -> !id.isEmpty())
        .forEach(claimed::add);
    List<Timeline> unclaimed =
        timelines.stream()
            .filter(t -> !claimed.contains(t.requestId()))
            .sorted(Comparator.comparingLong(Timeline::receivedNanos))
            .toList();
    List<ReportedRequest> unnamed =
        report.requests().stream()
            .filter(r -> r.requestId().isEmpty())
            .sorted(Comparator.comparingDouble(ReportedRequest::startTime))
            .toList();
    List<Timeline> left = new ArrayList<>(unclaimed);
    Timeline previous = null;
    for (ReportedRequest request : unnamed) {
      long start = nanos(request.startTime());
      if (previous != null && start <= previous.receivedNanos()) {
        // both were on their way at once: the fake may have received them in either order
        throw new TestAbortedException(
            "not judged: the report names no request by the fake's id, and two of its requests"
                + " were on their way to the fake at once (one started "
                + Ms.of((previous.receivedNanos() - start) / 1e9)
                + " before the fake received the other), so which of the fake's answers is which"
                + " request cannot be proved");
      }
      Optional<Timeline> match = left.stream().filter(t -> t.receivedNanos() >= start).findFirst();
      match.ifPresent(
          timeline -> {
            ((ObjectNode) request.json()).put("request_id", timeline.requestId());
            left.remove(timeline);
          });
      previous = match.orElse(null);
    }
    return report;
  }

  /**
   * Why the client's clock is not the fake's, or empty when every paired request started inside its
   * window: after the suite launched the client, no later than the fake's accept of its connection
   * (a request on a new connection cannot start after it was accepted), and no later than the
   * fake's receipt of it.
   */
  public static Optional<String> clockMismatch(
      RunReport report, Function<String, Timeline> timelines, long launchedNanos) {
    for (ReportedRequest request : report.requests()) {
      if (request.requestId().isEmpty()) {
        continue;
      }
      Timeline timeline = timelines.apply(request.requestId());
      long start = nanos(request.startTime());
      long latest =
          timeline.acceptedNanos() == 0
              ? timeline.receivedNanos()
              : Math.min(timeline.acceptedNanos(), timeline.receivedNanos());
      if (start < launchedNanos || start > latest) {
        return Optional.of(
            String.format(
                Locale.ROOT,
                "not judged: the client's clock is not the fake's. Request %s started at %.6f s on"
                    + " the client's clock, but on the fake's (System.nanoTime, CLOCK_MONOTONIC)"
                    + " the client was launched at %.6f s, the fake %s at %.6f s; a start must"
                    + " fall between the two",
                request.requestId(),
                request.startTime(),
                launchedNanos / 1e9,
                timeline.acceptedNanos() == 0 ? "received the request" : "accepted its connection",
                latest / 1e9));
      }
    }
    return Optional.empty();
  }

  private static long nanos(double seconds) {
    return Math.round(seconds * 1e9);
  }
}
