package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How far requests reaching a model paced by the requests in flight at other moments than their
 * schedule can have moved each one's numbers. The script's numbers count the streams in flight as
 * the schedule has them; four requests sent at once that a busy machine delivered 10 ms apart left
 * the first one alone for those 10 ms, at the pace for one. While a stream runs at a pace {@code k}
 * times as fast as the script's, it gains {@code k − 1} of each moment; so a spread of arrivals
 * moves a number by at most the spread times one less than the slowest pace over the fastest (the
 * pace for one stream). A first word paced as it joins is not bounded so (it takes one row or
 * another whole): its count is the fake's record, checked apart ({@code InFlightChecks}).
 */
final class PacedArrivals {

  private PacedArrivals() {}

  /**
   * For each request {@code pace} paced, the most the run's arrival spread can have moved its
   * numbers, in seconds.
   */
  static Map<String, Double> moved(
      RunReport report, Function<ReportedRequest, Timeline> timelines, InFlightTiming pace) {
    record Received(String requestId, double lateness) {}
    List<Received> paced = new java.util.ArrayList<>();
    for (ReportedRequest request : report.requests()) {
      Timeline timeline = timelines.apply(request);
      if (timeline != null && timeline.work().streamsInFlight() > 0) {
        paced.add(
            new Received(
                request.requestId(),
                RequestEvidence.seconds(timeline.receivedNanos()) - request.scheduledTime()));
      }
    }
    double spread =
        paced.stream().mapToDouble(Received::lateness).max().orElse(0)
            - paced.stream().mapToDouble(Received::lateness).min().orElse(0);
    double bound = spread * (slowdown(pace, paced.size()) - 1);
    Map<String, Double> moved = new HashMap<>();
    paced.forEach(r -> moved.put(r.requestId(), bound));
    return moved;
  }

  /** How many times slower than alone the pace runs with {@code streams} in flight, at most. */
  private static double slowdown(InFlightTiming pace, int streams) {
    InFlightTiming.Row alone = pace.rowFor(1);
    InFlightTiming.Row busiest = pace.rowFor(Math.max(1, streams));
    double first =
        pace.firstWord() == InFlightTiming.FirstWord.AT_EACH_MOMENT
                && alone.pacesFirstToken()
                && alone.firstTokenNanos() > 0
            ? (double) busiest.firstTokenNanos() / alone.firstTokenNanos()
            : 1;
    double gap =
        alone.pacesGaps() && alone.gapNanos() > 0
            ? (double) busiest.gapNanos() / alone.gapNanos()
            : 1;
    return Math.max(1, Math.max(first, gap));
  }
}
