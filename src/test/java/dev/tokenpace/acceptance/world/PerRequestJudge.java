package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Numbers a step states about requests one by one (a request's number, the requests' numbers from
 * the lowest, how a number moves from request to request, a difference of two metrics), judged as
 * every stated number is (docs/steps.md, "How a check is judged"): each reported value exact to its
 * definition on the benchmark's stamps, the deliveries robustly, the stated number against the
 * reported value counted from the model's receipt and against the model's own timeline ({@link
 * Judge#stated}), so a fake that missed its script makes the run inconclusive, never failed.
 */
public final class PerRequestJudge {

  private final World world;

  public PerRequestJudge(World world) {
    this.world = world;
  }

  /** The {@code metric} of each request {@code which} names, against one stated number. */
  public List<Check> ofRequests(
      RequestSet which, Metric metric, Duration stated, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<ReportedRequest> chosen =
        run.report().requests().stream()
            .filter(r -> which.contains(RequestOrdinals.of(r.requestId())))
            .sorted(Comparator.comparingInt(r -> RequestOrdinals.of(r.requestId())))
            .toList();
    List<Check> checks = new ArrayList<>();
    if (chosen.isEmpty()) {
      checks.add(Judge.count("requests the run sent that are " + which, 1, 0));
      return log(checks);
    }
    List<RequestEvidence> requests = new ArrayList<>();
    for (ReportedRequest request : chosen) {
      if (!request.success()) {
        checks.add(
            Check.failed(
                "count",
                metric.label() + " of request " + RequestOrdinals.of(request.requestId()),
                Ms.stated(seconds(stated)),
                "failed",
                "request "
                    + RequestOrdinals.of(request.requestId())
                    + " failed ("
                    + request.errorLabel()
                    + ": "
                    + request.errorMessage()
                    + "), so it reports no "
                    + metric.label()));
        continue;
      }
      RequestEvidence evidence = run.evidenceOf(request);
      requests.add(evidence);
      checks.addAll(statedOf(run, evidence, metric, seconds(stated), tolerance));
    }
    if (!requests.isEmpty()) {
      checks.addAll(deliveryOf(requests, metric, tolerance));
    }
    return log(checks);
  }

  /**
   * The successful requests' {@code metric}, sorted from the lowest, against the stated list: what
   * a product owner can say when which request waits is the server's choice (a queue).
   */
  public List<Check> ofSorted(Metric metric, List<Duration> stated, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests = run.successes().stream().map(run::evidenceOf).toList();
    List<Check> checks = new ArrayList<>();
    if (requests.size() != stated.size()) {
      checks.add(
          Judge.count(
              "successful requests, one per number the scenario states",
              stated.size(),
              requests.size()));
      return log(checks);
    }
    List<double[]> pairs = new ArrayList<>();
    double lateness = 0;
    for (RequestEvidence request : requests) {
      ReportedValue reported = ReportedValue.of(request.reported(), metric);
      checks.addAll(Judge.definition(request, reported, metric));
      Double value = reported.value();
      Double model = request.modelDefinition().value(metric);
      if (metric.sampled() || value == null || model == null) {
        checks.add(
            Check.failed(
                "definition",
                metric.label() + " of " + request.name(),
                "one value",
                value == null ? "none" : Ms.of(value),
                metric.label()
                    + " of "
                    + request.name()
                    + ": a sorted list needs one value per request"));
        return log(checks);
      }
      pairs.add(new double[] {request.fromReceipt(metric, value), model});
      lateness = Math.max(lateness, lateness(run, request));
    }
    List<Double> reportedSorted = pairs.stream().map(p -> p[0]).sorted().toList();
    List<Double> modelSorted = pairs.stream().map(p -> p[1]).sorted().toList();
    for (int i = 0; i < stated.size(); i++) {
      checks.add(
          Judge.stated(
              "the "
                  + ordinalWord(i + 1)
                  + " lowest "
                  + metric.label()
                  + " of the run"
                  + receipt(metric),
              reportedSorted.get(i),
              modelSorted.get(i),
              seconds(stated.get(i)),
              tolerance,
              lateness));
    }
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  /**
   * How the {@code metric} moves from one request to the next, in the order they were scheduled:
   * each step against the stated one, the reported values exact to their definitions.
   */
  public List<Check> ofSteps(Metric metric, Duration step, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests =
        run.successes().stream()
            .sorted(Comparator.comparingDouble(ReportedRequest::scheduledTime))
            .map(run::evidenceOf)
            .toList();
    List<Check> checks = new ArrayList<>();
    if (requests.size() < 2) {
      checks.add(Judge.count("successful requests to go from one to the next", 2, requests.size()));
      return log(checks);
    }
    RequestEvidence previous = null;
    for (RequestEvidence request : requests) {
      ReportedValue reported = ReportedValue.of(request.reported(), metric);
      checks.addAll(Judge.definition(request, reported, metric));
      if (previous != null) {
        Double now = reported.value();
        Double before = ReportedValue.of(previous.reported(), metric).value();
        Double modelNow = request.modelDefinition().value(metric);
        Double modelBefore = previous.modelDefinition().value(metric);
        if (now == null || before == null || modelNow == null || modelBefore == null) {
          checks.add(
              Check.failed(
                  "definition",
                  metric.label() + " of " + request.name(),
                  "one value",
                  "none",
                  metric.label() + " of " + request.name() + ": none to follow"));
          continue;
        }
        checks.add(
            Judge.stated(
                "the change in "
                    + metric.label()
                    + " from "
                    + previous.name()
                    + " to "
                    + request.name()
                    + receipt(metric),
                request.fromReceipt(metric, now) - previous.fromReceipt(metric, before),
                modelNow - modelBefore,
                seconds(step),
                tolerance,
                Math.max(request.latestFakeLateness(), previous.latestFakeLateness())
                    + Math.max(0, queueLateness(run, request) - queueLateness(run, previous))));
      }
      previous = request;
    }
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  /**
   * {@code minuend} − {@code subtrahend} of every successful request (thinking time: time to first
   * output token − time to first token), against the stated number. Both count from the same start,
   * so the request's way to the model cancels; each is exact to its definition.
   */
  public List<Check> ofDifference(
      Metric minuend, Metric subtrahend, Duration stated, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests = run.successes().stream().map(run::evidenceOf).toList();
    List<Check> checks = new ArrayList<>();
    if (requests.isEmpty()) {
      checks.add(Judge.count("successful requests", 1, 0));
      return log(checks);
    }
    String label = minuend.label() + " minus " + subtrahend.label();
    for (RequestEvidence request : requests) {
      ReportedValue a = ReportedValue.of(request.reported(), minuend);
      ReportedValue b = ReportedValue.of(request.reported(), subtrahend);
      checks.addAll(Judge.definition(request, a, minuend));
      checks.addAll(Judge.definition(request, b, subtrahend));
      Double modelA = request.modelDefinition().value(minuend);
      Double modelB = request.modelDefinition().value(subtrahend);
      if (minuend.sampled()
          || subtrahend.sampled()
          || a.value() == null
          || b.value() == null
          || modelA == null
          || modelB == null) {
        checks.add(
            Check.failed(
                "definition",
                label + " of " + request.name(),
                Ms.stated(seconds(stated)),
                "none",
                label + " of " + request.name() + ": the report gives no value for one of them"));
        continue;
      }
      checks.add(
          Judge.stated(
              label + " of " + request.name(),
              request.fromReceipt(minuend, a.value()) - request.fromReceipt(subtrahend, b.value()),
              modelA - modelB,
              seconds(stated),
              tolerance,
              lateness(run, request)));
    }
    checks.addAll(
        Judge.delivery(
            label, requests.stream().flatMap(r -> r.deliveries().stream()).toList(), tolerance));
    return log(checks);
  }

  /**
   * How late the fake was in its own queue, up to {@code request}: a server that serves only so
   * many at once should start a waiting request the moment a stream ends; each hand-over the fake
   * took longer delays that request and every one queued behind it, so the delays add up. Zero when
   * the server queues nothing. Counted as the fake's lateness, so a number missed by the fake's own
   * hand-overs on a busy machine is inconclusive, not failed.
   */
  private double queueLateness(RunOutcome run, RequestEvidence request) {
    if (world.settings().maxStreams() == null) {
      return 0;
    }
    record Served(double received, double admitted, double ended, double endLate) {}
    List<Served> served = new ArrayList<>();
    for (ReportedRequest r : run.report().requests()) {
      dev.tokenpace.fake.Timeline t = run.timelineOf(r);
      double admitted = admission(run, r, t);
      if (t.events().isEmpty() || Double.isNaN(admitted)) {
        continue;
      }
      dev.tokenpace.fake.Timeline.SentEvent last = t.events().get(t.events().size() - 1);
      double ended = RequestEvidence.seconds(Math.max(t.endNanos(), last.sentNanos()));
      double scripted =
          run.script().scriptOf(RequestOrdinals.of(r.requestId())).injectedTotal().toNanos() / 1e9;
      served.add(
          new Served(
              RequestEvidence.seconds(t.receivedNanos()),
              admitted,
              ended,
              Math.max(0, ended - admitted - scripted)));
    }
    double mine = admission(run, request.reported(), request.timeline());
    if (Double.isNaN(mine)) {
      return 0;
    }
    double total = 0;
    for (Served s : served) {
      if (s.admitted() > mine + 1e-9) {
        continue;
      }
      double freed =
          served.stream()
              .mapToDouble(Served::ended)
              .filter(end -> end <= s.admitted() + 1e-9)
              .max()
              .orElse(s.received());
      total += Math.max(0, s.admitted() - Math.max(s.received(), freed));
      // a stream that took longer than its script (it and every one before it in the queue)
      total += s.endLate();
    }
    return total;
  }

  /**
   * When the fake let the request in (its schedule's zero): its first token's deadline less the
   * script's waits up to that chunk; NaN when it sent no token.
   */
  private static double admission(
      RunOutcome run, ReportedRequest request, dev.tokenpace.fake.Timeline timeline) {
    ModelScript script = run.script().scriptOf(RequestOrdinals.of(request.requestId()));
    long waits = 0;
    for (ScriptedChunk chunk : script.chunks()) {
      waits += chunk.after().toNanos();
      if (chunk.kind().carriesTokens()) {
        break;
      }
    }
    for (dev.tokenpace.fake.Timeline.SentEvent event : timeline.events()) {
      if (event.kind().equals("content") || event.kind().equals("reasoning")) {
        return RequestEvidence.seconds(event.scheduledNanos() - waits);
      }
    }
    return Double.NaN;
  }

  /** The fake's lateness behind {@code request}'s numbers: its own sends and its queue's. */
  private double lateness(RunOutcome run, RequestEvidence request) {
    return request.latestFakeLateness() + queueLateness(run, request);
  }

  /** One request's value (its furthest sample, for a sampled metric) against a stated number. */
  private List<Check> statedOf(
      RunOutcome run, RequestEvidence request, Metric metric, double stated, Tolerance tolerance) {
    List<Check> checks =
        new ArrayList<>(
            Judge.definition(request, ReportedValue.of(request.reported(), metric), metric));
    List<Double> reported = ReportedValue.of(request.reported(), metric).values();
    List<Double> model = request.modelDefinition().values(metric);
    if (reported.isEmpty() || reported.size() != model.size()) {
      checks.add(
          Check.failed(
              "stated",
              metric.label() + " of " + request.name(),
              Ms.stated(stated),
              "none",
              metric.label()
                  + " of "
                  + request.name()
                  + ": the report gives "
                  + reported.size()
                  + " values where the model's timeline gives "
                  + model.size()));
      return checks;
    }
    int worst = 0;
    for (int i = 1; i < reported.size(); i++) {
      if (Math.abs(reported.get(i) - stated) > Math.abs(reported.get(worst) - stated)) {
        worst = i;
      }
    }
    checks.add(
        Judge.stated(
            metric.label()
                + " of "
                + request.name()
                + (metric.sampled() ? ", sample " + (worst + 1) + " (the furthest)" : "")
                + receipt(metric),
            request.fromReceipt(metric, reported.get(worst)),
            model.get(worst),
            stated,
            tolerance,
            lateness(run, request)));
    return checks;
  }

  /** As every stated metric's: the deliveries, the sends for schedule metrics, the connections. */
  private static List<Check> deliveryOf(
      List<RequestEvidence> requests, Metric metric, Tolerance tolerance) {
    List<Delivery> deliveries =
        new ArrayList<>(requests.stream().flatMap(r -> r.deliveries().stream()).toList());
    if (metric == Metric.SCHEDULE_DELAY || metric == Metric.REQUEST_LATENCY_FROM_SCHEDULE) {
      requests.forEach(request -> deliveries.add(request.send()));
    }
    int divisor = requests.stream().mapToInt(RequestEvidence::outputTokens).min().orElse(1);
    int scale =
        switch (metric) {
          case TIME_PER_OUTPUT_TOKEN -> divisor - 1;
          case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> divisor;
          default -> 1;
        };
    List<Check> checks =
        new ArrayList<>(
            Judge.delivery(
                metric.label(),
                deliveries,
                new Tolerance(tolerance.duration().multipliedBy(Math.max(1, scale)))));
    if (metric.countsFromStart()) {
      requests.forEach(request -> request.connection(tolerance).ifPresent(checks::add));
    }
    return checks;
  }

  private static String receipt(Metric metric) {
    return metric.countsFromStart() ? ", from the model's receipt" : "";
  }

  private static String ordinalWord(int n) {
    return n <= RequestSet.ORDINAL_WORDS.size() ? RequestSet.ORDINAL_WORDS.get(n - 1) : n + "th";
  }

  private List<Check> log(List<Check> checks) {
    checks.forEach(world.checks()::record);
    return checks;
  }

  private static double seconds(Duration duration) {
    return duration.toNanos() / 1e9;
  }
}
