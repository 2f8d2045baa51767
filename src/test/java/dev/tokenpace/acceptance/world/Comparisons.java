package dev.tokenpace.acceptance.world;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.fake.Timeline.SentEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what a Then step asks into checks (see {@link Judge} for how each is judged) and logs them
 * for the scenario's table. Every check names its metric and its request, so a failing scenario
 * says which number was wrong and by how much.
 */
public final class Comparisons {

  private final World world;

  public Comparisons(World world) {
    this.world = world;
  }

  public List<Check> ofOnlyRequest(Metric metric, Tolerance tolerance) {
    return ofRequests(List.of(world.onlyRun().onlySuccessEvidence()), metric, tolerance);
  }

  /** Every successful request of every run, each against its own timeline; there must be one. */
  public List<Check> ofEverySuccess(Metric metric, Tolerance tolerance) {
    return ofRequests(evidence(false), metric, tolerance);
  }

  /**
   * Every request the model answered as scripted, each against its own timeline; there must be one.
   */
  public List<Check> ofEveryHealthySuccess(Metric metric, Tolerance tolerance) {
    return ofRequests(evidence(true), metric, tolerance);
  }

  /**
   * A statistic of the run summary's distribution against the same statistic of the definitions.
   */
  public List<Check> ofSummary(Statistic statistic, Metric metric, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests = run.successes().stream().map(run::evidenceOf).toList();
    requireSome(requests, metric);
    List<Check> checks = new ArrayList<>();
    List<Double> defined = new ArrayList<>();
    for (RequestEvidence request : requests) {
      checks.addAll(Judge.tokenCounts(request));
      defined.addAll(request.definition().values(metric));
    }
    Double reported = run.report().summaryStatistic(metric.reportKey(), statistic.reportKey());
    checks.add(
        Judge.value(
            "the " + statistic.word() + " " + metric.label() + " of the run",
            reported,
            defined.isEmpty() ? null : statistic.of(defined)));
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  /**
   * The shortest reported sample against the shortest the model's own send times give, floored by
   * what one late delivery can take off it: halved or zero-length samples fall far below.
   */
  public List<Check> ofShortestSample(Metric metric, Tolerance tolerance) {
    RequestEvidence request = world.onlyRun().onlySuccessEvidence();
    List<Check> checks =
        new ArrayList<>(
            Judge.definition(request, ReportedValue.of(request.reported(), metric), metric));
    double shortestSent =
        request.modelDefinition().samples(metric).stream()
            .mapToDouble(Double::doubleValue)
            .min()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the timeline has no " + metric.label() + " samples"));
    double floor = shortestSent - Judge.SINGLE_LATE_FACTOR * tolerance.seconds();
    double shortest =
        ReportedValue.of(request.reported(), metric).samples().stream()
            .mapToDouble(Double::doubleValue)
            .min()
            .orElse(Double.NaN);
    checks.add(
        Check.of(
            shortest >= floor,
            "delivery",
            "the shortest " + metric.label() + " sample of " + request.name(),
            "≥ " + Ms.of(floor),
            Ms.of(shortest),
            "the shortest "
                + metric.label()
                + " sample of "
                + request.name()
                + " is "
                + Ms.of(shortest)
                + ", where the shortest"
                + " wait the model left gives "
                + Ms.of(shortestSent)
                + "; no late delivery can take more than "
                + Ms.of(shortestSent - floor)
                + " off it"));
    checks.addAll(deliveryOf(List.of(request), metric, tolerance));
    return log(checks);
  }

  /**
   * The reported time to first token less the request's way to the model, against the script's
   * first wait.
   */
  public List<Check> ofFirstTokenAfterReceipt(Duration expected, Tolerance tolerance) {
    RequestEvidence request = world.onlyRun().onlySuccessEvidence();
    Metric ttft = Metric.TIME_TO_FIRST_TOKEN;
    List<Check> checks =
        new ArrayList<>(
            Judge.definition(request, ReportedValue.of(request.reported(), ttft), ttft));
    checks.add(firstTokenKept(request, expected, tolerance));
    checks.addAll(Judge.delivery(ttft.label(), request.deliveries(), tolerance));
    request.connection(tolerance).ifPresent(checks::add);
    return log(checks);
  }

  public List<Check> ofFirstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    return log(List.of(firstTokenKept(world.onlyRun().onlySuccessEvidence(), expected, tolerance)));
  }

  public List<Check> ofLatencyAgainstInjectedTotal() {
    RunOutcome run = world.onlyRun();
    RequestEvidence request = run.onlySuccessEvidence();
    Metric latency = Metric.REQUEST_LATENCY;
    List<Check> checks =
        new ArrayList<>(
            Judge.definition(request, ReportedValue.of(request.reported(), latency), latency));
    double injected = seconds(run.script().injectedTotal());
    Double reported = request.reported().metric(latency.reportKey());
    checks.add(
        Check.of(
            reported != null && reported >= injected - Delivery.ROUNDING,
            "definition",
            "request latency of " + request.name() + " against every wait the script injected",
            "≥ " + Ms.of(injected),
            reported == null ? "none" : Ms.of(reported),
            "request latency of "
                + request.name()
                + ": "
                + (reported == null ? "none" : Ms.of(reported))
                + ", shorter than the "
                + Ms.of(injected)
                + " the model waited in all"));
    return log(checks);
  }

  /**
   * The gaps between the chunks the model sent, against the script (one value: the same for all).
   */
  public List<Check> ofSentGaps(List<Duration> expected, Tolerance tolerance) {
    return log(sentGaps(world.onlyRun().onlySuccessEvidence(), expected, tolerance));
  }

  /**
   * The gaps the benchmark saw: the model kept the script and the benchmark saw each chunk when it
   * was sent.
   */
  public List<Check> ofReceivedGaps(List<Duration> expected, Tolerance tolerance) {
    RequestEvidence request = world.onlyRun().onlySuccessEvidence();
    List<Check> checks = new ArrayList<>();
    checks.add(
        Judge.count(
            "chunks with tokens the benchmark saw from " + request.name(),
            request.sentTokens().size(),
            request.seenTokens().size()));
    checks.addAll(sentGaps(request, expected, tolerance));
    checks.addAll(Judge.delivery("the gaps the benchmark saw", request.deliveries(), tolerance));
    return log(checks);
  }

  /** The only request's {@code metric} (every sample of a sampled one) against a stated number. */
  public List<Check> ofStated(Metric metric, Duration stated, Tolerance tolerance) {
    return ofStated(world.onlyRun().onlySuccessEvidence(), metric, stated, tolerance);
  }

  /**
   * The {@code metric} of the one request to the model named {@code model}, against a stated
   * number.
   */
  public List<Check> ofStatedFor(
      String model, Metric metric, Duration stated, Tolerance tolerance) {
    return ofStated(world.runOf(model).onlySuccessEvidence(), metric, stated, tolerance);
  }

  /** The one request to the model named {@code model} against its own timeline. */
  public List<Check> ofRequestTo(String model, Metric metric, Tolerance tolerance) {
    return ofRequests(List.of(world.runOf(model).onlySuccessEvidence()), metric, tolerance);
  }

  /**
   * Every successful (or every healthy) request's {@code metric} against the same stated number.
   */
  public List<Check> ofStatedForEvery(
      boolean healthyOnly, Metric metric, Duration stated, Tolerance tolerance) {
    List<RequestEvidence> requests = evidence(healthyOnly);
    requireSome(requests, metric);
    List<Check> checks = new ArrayList<>();
    requests.forEach(request -> checks.addAll(statedOf(request, metric, stated, tolerance)));
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  /**
   * Each successful request's {@code metric}, in the order the requests were scheduled, against the
   * stated list: one number per request.
   */
  public List<Check> ofStatedInOrder(Metric metric, List<Duration> stated, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests =
        run.successes().stream()
            .sorted(java.util.Comparator.comparingDouble(ReportedRequest::scheduledTime))
            .map(run::evidenceOf)
            .toList();
    requireSome(requests, metric);
    List<Check> checks = new ArrayList<>();
    if (stated.size() != requests.size()) {
      checks.add(
          Judge.count(
              metric.label() + " values the scenario states, one per successful request",
              requests.size(),
              stated.size()));
      return log(checks);
    }
    for (int i = 0; i < requests.size(); i++) {
      checks.addAll(statedOf(requests.get(i), metric, stated.get(i), tolerance));
    }
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  /** A statistic of the run summary against a stated number. */
  public List<Check> ofStatedStatistic(
      Statistic statistic, Metric metric, Duration stated, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>(ofSummary(statistic, metric, tolerance));
    RunOutcome run = world.onlyRun();
    List<RequestEvidence> requests = run.successes().stream().map(run::evidenceOf).toList();
    Double reported = run.report().summaryStatistic(metric.reportKey(), statistic.reportKey());
    List<Double> model =
        requests.stream().flatMap(r -> r.modelDefinition().values(metric).stream()).toList();
    if (reported == null || model.isEmpty()) {
      return checks;
    }
    List<Double> fromReceipt =
        requests.stream()
            .flatMap(
                r ->
                    ReportedValue.of(r.reported(), metric).values().stream()
                        .map(v -> r.fromReceipt(metric, v)))
            .toList();
    Check kept =
        Judge.stated(
            "the " + statistic.word() + " " + metric.label() + " of the run" + receipt(metric),
            statistic.of(fromReceipt),
            statistic.of(model),
            seconds(stated),
            tolerance,
            requests.stream().mapToDouble(RequestEvidence::latestFakeLateness).max().orElse(0));
    world.checks().record(kept);
    checks.add(kept);
    return checks;
  }

  /** Whether one reported metric sits below (or above) another, both exact to their definitions. */
  public List<Check> ofOrder(Metric lower, Metric higher) {
    RequestEvidence request = world.onlyRun().onlySuccessEvidence();
    List<Check> checks = new ArrayList<>();
    checks.addAll(Judge.definition(request, ReportedValue.of(request.reported(), lower), lower));
    checks.addAll(Judge.definition(request, ReportedValue.of(request.reported(), higher), higher));
    Double low = request.reported().metric(lower.reportKey());
    Double high = request.reported().metric(higher.reportKey());
    boolean below = low != null && high != null && low < high;
    checks.add(
        Check.of(
            below,
            "definition",
            lower.label() + " below " + higher.label() + " of " + request.name(),
            "< " + (high == null ? "none" : Ms.of(high)),
            low == null ? "none" : Ms.of(low),
            lower.label()
                + " of "
                + request.name()
                + " is "
                + (low == null ? "none" : Ms.of(low))
                + ", not below its "
                + higher.label()
                + " ("
                + (high == null ? "none" : Ms.of(high))
                + ")"));
    return log(checks);
  }

  private List<Check> ofStated(
      RequestEvidence request, Metric metric, Duration stated, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>(statedOf(request, metric, stated, tolerance));
    checks.addAll(deliveryOf(List.of(request), metric, tolerance));
    return log(checks);
  }

  /**
   * The definition of one request's {@code metric}, and its furthest value against the stated
   * number.
   */
  private static List<Check> statedOf(
      RequestEvidence request, Metric metric, Duration stated, Tolerance tolerance) {
    List<Check> checks =
        new ArrayList<>(
            Judge.definition(request, ReportedValue.of(request.reported(), metric), metric));
    List<Double> reported = ReportedValue.of(request.reported(), metric).values();
    List<Double> model = request.modelDefinition().values(metric);
    if (reported.isEmpty() || reported.size() != model.size()) {
      checks.add(
          Check.of(
              false,
              "stated",
              metric.label() + " of " + request.name(),
              Ms.stated(seconds(stated)),
              "none",
              metric.label()
                  + " of "
                  + request.name()
                  + ": the report gives "
                  + reported.size()
                  + " values where the model's timeline"
                  + " gives "
                  + model.size()));
      return checks;
    }
    int worst = 0;
    for (int i = 1; i < reported.size(); i++) {
      if (Math.abs(reported.get(i) - seconds(stated))
          > Math.abs(reported.get(worst) - seconds(stated))) {
        worst = i;
      }
    }
    String what =
        metric.label()
            + " of "
            + request.name()
            + (metric.sampled() ? ", sample " + (worst + 1) + " (the furthest)" : "")
            + receipt(metric);
    checks.add(
        Judge.stated(
            what,
            request.fromReceipt(metric, reported.get(worst)),
            model.get(worst),
            seconds(stated),
            tolerance,
            request.latestFakeLateness()));
    return checks;
  }

  private static String receipt(Metric metric) {
    return metric.countsFromStart() ? ", from the model's receipt" : "";
  }

  /** The only request gives no {@code metric}, and its definition agrees there is none. */
  public List<Check> ofAbsent(Metric metric) {
    RequestEvidence request = world.onlyRun().onlySuccessEvidence();
    ReportedValue reported = ReportedValue.of(request.reported(), metric);
    List<Check> checks = new ArrayList<>(Judge.definition(request, reported, metric));
    checks.add(
        Check.of(
            reported.values().isEmpty(),
            "definition",
            metric.label() + " of " + request.name(),
            "none",
            reported.values().isEmpty() ? "none" : Ms.of(reported.values().get(0)),
            metric.label()
                + " of "
                + request.name()
                + ": the report gives "
                + reported.values()
                + ", where a request without chunks has none"));
    return log(checks);
  }

  /** Every throughput of the summary against docs/metrics.md fed with the per-request report. */
  public List<Check> ofThroughputDefinitions() {
    RunReport report = world.onlyRun().report();
    List<ReportedRequest> all = report.requests();
    double window =
        all.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0)
            - all.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    List<Check> checks = new ArrayList<>();
    for (Throughput throughput : Throughput.values()) {
      checks.add(
          byDefinition(
              throughput,
              report.throughput(throughput.reportKey()),
              throughput.of(report.successes(), window)));
    }
    return log(checks);
  }

  /**
   * A throughput against a stated rate, within a percentage. Missed, the model's own window (first
   * receipt to last end, at its stamps) decides whose miss it is, as for stated times.
   */
  public List<Check> ofStatedThroughput(Throughput throughput, double stated, int percent) {
    RunOutcome run = world.onlyRun();
    List<Check> checks = new ArrayList<>(ofThroughputDefinitions());
    List<RequestEvidence> requests = run.successes().stream().map(run::evidenceOf).toList();
    double modelWindow =
        requests.stream().mapToDouble(r -> r.modelDefinition().end()).max().orElse(0)
            - requests.stream().mapToDouble(r -> r.modelDefinition().start()).min().orElse(0);
    double model = throughput.of(run.successes(), modelWindow);
    Double reported = run.report().throughput(throughput.reportKey());
    double allowed = stated * percent / 100.0;
    String what = "the run's " + throughput.label();
    String expected =
        String.format(java.util.Locale.ROOT, "%.2f %s ± %d %%", stated, throughput.unit(), percent);
    String missed =
        what
            + ": reported "
            + rate(reported, throughput)
            + ", where the scenario states "
            + expected
            + ". ";
    Check check;
    if (reported != null && Math.abs(reported - stated) <= allowed) {
      check = Check.pass("stated", what, expected, rate(reported, throughput));
    } else if (Math.abs(model - stated) <= allowed) {
      check =
          Check.inconclusive(
              "stated",
              what,
              expected,
              rate(reported, throughput),
              missed
                  + "The model kept the pace ("
                  + rate(model, throughput)
                  + " over its own window); the rest is the requests' way to the model and back on"
                  + " a busy machine: too busy to judge the number");
    } else {
      check =
          Check.failed(
              "stated",
              what,
              expected,
              rate(reported, throughput),
              missed
                  + "The model's own window gives "
                  + rate(model, throughput)
                  + ", so the script and the stated number disagree");
    }
    checks.add(world.checks().recordAndReturn(check));
    return checks;
  }

  private static Check byDefinition(Throughput throughput, Double reported, double defined) {
    String what = "the run's " + throughput.label() + ", by its definition";
    boolean exact =
        reported != null && Math.abs(reported - defined) <= 1e-9 * Math.max(1, Math.abs(defined));
    return Check.of(
        exact,
        "definition",
        what,
        rate(defined, throughput),
        rate(reported, throughput),
        what
            + ": the report says "
            + rate(reported, throughput)
            + ", but its requests' own stamps give "
            + rate(defined, throughput)
            + " (successes over the window from the first start to the last end,"
            + " docs/metrics.md): the formula is wrong");
  }

  private static String rate(Double value, Throughput throughput) {
    return value == null
        ? "none"
        : String.format(java.util.Locale.ROOT, "%.3f %s", value, throughput.unit());
  }

  public double reported(ReportedRequest request, Metric metric) {
    Double value = request.metric(metric.reportKey());
    if (value == null) {
      throw new IllegalStateException(
          "the report gives no " + metric.label() + " for request " + request.requestId());
    }
    return value;
  }

  private List<Check> ofRequests(
      List<RequestEvidence> requests, Metric metric, Tolerance tolerance) {
    requireSome(requests, metric);
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : requests) {
      checks.addAll(
          Judge.definition(request, ReportedValue.of(request.reported(), metric), metric));
    }
    checks.addAll(deliveryOf(requests, metric, tolerance));
    return log(checks);
  }

  private List<Check> sentGaps(
      RequestEvidence request, List<Duration> expected, Tolerance tolerance) {
    List<SentEvent> sent = request.sentTokens();
    int gaps = Math.max(0, sent.size() - 1);
    List<Check> checks = new ArrayList<>();
    if (expected.size() != 1) {
      checks.add(
          Judge.count(
              "gaps between the chunks the model sent to " + request.name(),
              expected.size(),
              gaps));
    }
    for (int i = 1; i < sent.size() && (expected.size() == 1 || i <= expected.size()); i++) {
      double stated = seconds(expected.get(expected.size() == 1 ? 0 : i - 1));
      double gap = RequestEvidence.seconds(sent.get(i).sentNanos() - sent.get(i - 1).sentNanos());
      double late =
          Math.max(
              RequestEvidence.fakeLateness(sent.get(i)),
              RequestEvidence.fakeLateness(sent.get(i - 1)));
      checks.add(
          Judge.fake(
              "the gap the model left before chunk " + (i + 1) + " of " + request.name(),
              gap,
              stated,
              tolerance,
              late));
    }
    return checks;
  }

  private static Check firstTokenKept(
      RequestEvidence request, Duration expected, Tolerance tolerance) {
    SentEvent first =
        request.sentTokens().stream()
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the model sent no chunk with tokens to " + request.name()));
    return Judge.fake(
        "the first token the model sent to " + request.name() + ", after it received the request",
        request.sentAfterReceipt(first),
        seconds(expected),
        tolerance,
        RequestEvidence.fakeLateness(first));
  }

  private List<RequestEvidence> evidence(boolean healthyOnly) {
    List<RequestEvidence> requests = new ArrayList<>();
    for (RunOutcome run : world.runs()) {
      for (ReportedRequest request : healthyOnly ? run.healthySuccesses() : run.successes()) {
        requests.add(run.evidenceOf(request));
      }
    }
    return requests;
  }

  private static void requireSome(List<RequestEvidence> requests, Metric metric) {
    if (requests.isEmpty()) {
      throw new AssertionError(
          "no request succeeded, so there is no " + metric.label() + " to check");
    }
  }

  /**
   * What the stated tolerance allows each delivery, for a metric that divides its span: TPOT moves
   * by a delivery's lateness over N - 1, NTPOT over N; the others by the lateness itself.
   */
  private static Tolerance perDelivery(
      Metric metric, List<RequestEvidence> requests, Tolerance tolerance) {
    int divisor = requests.stream().mapToInt(RequestEvidence::outputTokens).min().orElse(1);
    int scale =
        switch (metric) {
          case TIME_PER_OUTPUT_TOKEN -> divisor - 1;
          case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> divisor;
          default -> 1;
        };
    return new Tolerance(tolerance.duration().multipliedBy(Math.max(1, scale)));
  }

  /**
   * How the benchmark delivered what the model did in {@code requests}, held to the metric's
   * tolerance.
   */
  private static List<Check> deliveryOf(
      List<RequestEvidence> requests, Metric metric, Tolerance tolerance) {
    List<Delivery> deliveries = new ArrayList<>(deliveries(requests));
    if (metric == Metric.SCHEDULE_DELAY || metric == Metric.REQUEST_LATENCY_FROM_SCHEDULE) {
      // The benchmark's punctuality is judged as its deliveries are: most sends late is its doing.
      requests.forEach(request -> deliveries.add(request.send()));
    }
    List<Check> checks =
        new ArrayList<>(
            Judge.delivery(metric.label(), deliveries, perDelivery(metric, requests, tolerance)));
    if (metric.countsFromStart()) {
      requests.forEach(request -> request.connection(tolerance).ifPresent(checks::add));
    }
    return checks;
  }

  private static List<Delivery> deliveries(List<RequestEvidence> requests) {
    return requests.stream().flatMap(r -> r.deliveries().stream()).toList();
  }

  private List<Check> log(List<Check> checks) {
    checks.forEach(world.checks()::record);
    return checks;
  }

  private static double seconds(Duration duration) {
    return duration.toNanos() / 1e9;
  }
}
