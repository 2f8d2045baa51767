package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.fake.timeline.Timeline;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How a run's requests queued, each read against all the others: its place in the model's queue,
 * the earliest the benchmark could have sent it, and the schedule delay a punctual benchmark held
 * to the same cap would have had. Worked out once per run, on first asking.
 */
final class RunQueueing {

  private final RunReport report;
  private final Function<ReportedRequest, Timeline> timelines;
  private final InFlight inFlight;
  private final java.util.Optional<dev.tokenpace.fake.model.InFlightTiming> pace;
  private Map<String, Double> punctualDelays;
  private Map<String, Double> earliestSends;
  private Map<String, Double> waysAhead;
  private Map<String, RequestEvidence.ModelQueue> queues;

  RunQueueing(RunReport report, Function<ReportedRequest, Timeline> timelines, InFlight inFlight) {
    this(report, timelines, inFlight, java.util.Optional.empty());
  }

  /**
   * @param pace the model's pace by the requests in flight, if its script gave one
   */
  RunQueueing(
      RunReport report,
      Function<ReportedRequest, Timeline> timelines,
      InFlight inFlight,
      java.util.Optional<dev.tokenpace.fake.model.InFlightTiming> pace) {
    this.report = report;
    this.timelines = timelines;
    this.inFlight = inFlight;
    this.pace = pace;
  }

  /**
   * Whether the request waited in the model's queue (a model that serves only so many at once), and
   * if so how late the request that opened that queue reached the model, against its schedule. The
   * queue carries that lateness, the benchmark's on a busy machine, to every request behind it; the
   * fake's own hand-overs keep the script (docs/fake.md).
   */
  synchronized RequestEvidence.ModelQueue queue(String requestId) {
    if (queues == null) {
      record Admitted(String requestId, double admitted, double received, double scheduled) {}
      List<Admitted> admitted = new java.util.ArrayList<>();
      for (ReportedRequest request : report.requests()) {
        Timeline timeline = timelines.apply(request);
        admission(timeline)
            .ifPresent(
                at ->
                    admitted.add(
                        new Admitted(
                            request.requestId(),
                            at,
                            RequestEvidence.seconds(timeline.receivedNanos()),
                            request.scheduledTime())));
      }
      admitted.sort(java.util.Comparator.comparingDouble(Admitted::admitted));
      queues = new java.util.HashMap<>();
      double opener = 0;
      for (Admitted a : admitted) {
        boolean waited = a.admitted() - a.received() > 1e-6;
        if (!waited) {
          opener = Math.max(0, a.received() - a.scheduled());
        }
        queues.put(
            a.requestId(),
            waited
                ? new RequestEvidence.ModelQueue(true, opener)
                : RequestEvidence.ModelQueue.NONE);
      }
      batchLags(report, timelines)
          .forEach(
              (id, lag) ->
                  queues.put(
                      id,
                      queues.getOrDefault(id, RequestEvidence.ModelQueue.NONE).withBatchLag(lag)));
      pace.ifPresent(
          timing ->
              PacedArrivals.moved(report, timelines, timing)
                  .forEach(
                      (id, moved) ->
                          queues.put(
                              id,
                              queues
                                  .getOrDefault(id, RequestEvidence.ModelQueue.NONE)
                                  .withPaceMoved(moved))));
    }
    return queues.getOrDefault(requestId, RequestEvidence.ModelQueue.NONE);
  }

  /**
   * For each request a batch held, how much later against its schedule it reached the model than
   * the earliest of the requests received before it: see {@link RequestEvidence.ModelQueue}. The
   * earliest, not the batch's own opener, because a batch waits on the batches ahead, and they on
   * the first.
   */
  static Map<String, Double> batchLags(
      RunReport report, Function<ReportedRequest, Timeline> timelines) {
    record Received(String requestId, long atNanos, double lateness, boolean batched) {}
    List<Received> received = new java.util.ArrayList<>();
    for (ReportedRequest request : report.requests()) {
      Timeline timeline = timelines.apply(request);
      if (timeline != null) {
        received.add(
            new Received(
                request.requestId(),
                timeline.receivedNanos(),
                RequestEvidence.seconds(timeline.receivedNanos()) - request.scheduledTime(),
                timeline.work().batchWaitNanos() > 0));
      }
    }
    received.sort(java.util.Comparator.comparingLong(Received::atNanos));
    Map<String, Double> lags = new java.util.HashMap<>();
    double earliest = Double.MAX_VALUE;
    for (Received r : received) {
      earliest = Math.min(earliest, r.lateness());
      if (r.batched()) {
        lags.put(r.requestId(), r.lateness() - earliest);
      }
    }
    return lags;
  }

  /**
   * When the fake let the request in: its schedule's zero, as the fake recorded it, less the
   * server's own work on it (a batch wait, prefill), which moves the schedule from the receipt and,
   * taken for a queue's wait, made a request on a slow new connection lose its way in. Not rebuilt
   * from the script's waits: an in-flight row paces the first word otherwise, and a request read as
   * queued had its benchmark's late send counted as the model's. Empty when it sent no token.
   */
  private static java.util.Optional<Double> admission(Timeline timeline) {
    if (timeline == null || timeline.events().stream().noneMatch(e -> e.kind().carriesTokens())) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        RequestEvidence.seconds(timeline.scheduleBaseNanos() - timeline.work().addedNanos()));
  }

  /** See {@link PunctualSends#earliestSends}. */
  synchronized double earliestSend(ReportedRequest request) {
    handOvers();
    return earliestSends.getOrDefault(request.requestId(), request.scheduledTime());
  }

  /** See {@link PunctualSends#waysAhead}. */
  synchronized double waysAhead(ReportedRequest request) {
    handOvers();
    return waysAhead.getOrDefault(request.requestId(), 0.0);
  }

  private void handOvers() {
    if (earliestSends != null) {
      return;
    }
    List<ReportedRequest> all =
        report.requests().stream()
            .sorted(java.util.Comparator.comparingDouble(ReportedRequest::startTime))
            .toList();
    List<PunctualSends.Sent> sent =
        all.stream()
            .map(
                r -> new PunctualSends.Sent(r.scheduledTime(), r.startTime(), r.endTime(), ways(r)))
            .toList();
    double[] earliest = PunctualSends.earliestSends(sent, inFlight.cap());
    double[] ahead = PunctualSends.waysAhead(sent, inFlight.delayingCap());
    earliestSends = new java.util.HashMap<>();
    waysAhead = new java.util.HashMap<>();
    for (int i = 0; i < all.size(); i++) {
      earliestSends.put(all.get(i).requestId(), earliest[i]);
      waysAhead.put(all.get(i).requestId(), ahead[i]);
    }
  }

  /**
   * The request's way to the model, from its start stamp to the model's receipt, and back, from the
   * model's end to the benchmark's arrival stamp of its last event (its end stamp where it kept
   * none: work a client does after the end, such as tokenizing, is its own hand-over, not a way);
   * none for a request that never reached the model.
   */
  private double ways(ReportedRequest request) {
    if (request.requestId().isEmpty()) {
      return 0;
    }
    Timeline timeline = timelines.apply(request);
    if (timeline == null
        || timeline.receivedNanos() == 0
        || modelEnd(timeline) == 0
        || request.endTime() == 0) {
      return 0;
    }
    return RequestEvidence.seconds(timeline.receivedNanos())
        - request.startTime()
        + endSeen(request)
        - RequestEvidence.seconds(modelEnd(timeline));
  }

  private static double endSeen(ReportedRequest request) {
    List<ReportedEvent> events = request.events();
    double last = events.isEmpty() ? Double.NaN : events.get(events.size() - 1).time();
    return Double.isFinite(last) && last <= request.endTime() ? last : request.endTime();
  }

  /**
   * The schedule delay a punctual benchmark held to the same cap would have had against this model:
   * the model's side of schedule delay (see {@link PunctualSends}).
   */
  synchronized double punctualDelay(String requestId) {
    if (punctualDelays == null) {
      // a request paired with no timeline never reached the model, so it held none of its slots
      // (inference-perf's request sent over a connection the fake had stopped reading, 2026-12-07)
      List<ReportedRequest> all =
          report.requests().stream()
              .filter(request -> !request.requestId().isEmpty())
              .sorted(java.util.Comparator.comparingDouble(ReportedRequest::scheduledTime))
              .toList();
      List<PunctualSends.Due> due = new java.util.ArrayList<>();
      for (ReportedRequest request : all) {
        Timeline timeline = timelines.apply(request);
        double service = RequestEvidence.seconds(modelEnd(timeline) - timeline.receivedNanos());
        due.add(new PunctualSends.Due(request.scheduledTime(), service));
      }
      double[] delays = PunctualSends.delays(due, inFlight.delayingCap());
      punctualDelays = new java.util.HashMap<>();
      for (int i = 0; i < all.size(); i++) {
        punctualDelays.put(all.get(i).requestId(), delays[i]);
      }
    }
    return punctualDelays.getOrDefault(requestId, 0.0);
  }

  private static long modelEnd(Timeline timeline) {
    List<Timeline.SentEvent> events = timeline.events();
    return events.isEmpty()
        ? timeline.endNanos()
        : Math.max(timeline.endNanos(), events.get(events.size() - 1).sentNanos());
  }
}
