package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedValue;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.DeliveryJudge;
import dev.tokenpace.acceptance.judge.Meanwhile;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What a metric step asks, as checks: "matches the timeline" makes the definition and delivery
 * checks of the requests it is about; a stated number adds the stated check (docs/steps.md, "How a
 * check is judged"). The requests come from {@link EvidenceSelection}, the verdicts from the
 * judges.
 */
public final class MetricChecks {

  private final EvidenceSelection select;

  public MetricChecks(EvidenceSelection select) {
    this.select = select;
  }

  public List<Check> ofOnlyRequest(Metric metric, Tolerance tolerance) {
    return matchTimeline(List.of(select.only()), metric, tolerance);
  }

  /** Every successful (or every healthy) request of every run, each against its own timeline. */
  public List<Check> ofEverySuccess(boolean healthyOnly, Metric metric, Tolerance tolerance) {
    return matchTimeline(select.successes(healthyOnly), metric, tolerance);
  }

  /** The one request to the model named {@code model} against its own timeline. */
  public List<Check> ofRequestTo(String model, Metric metric, Tolerance tolerance) {
    return matchTimeline(List.of(select.toModel(model)), metric, tolerance);
  }

  /** The only request's {@code metric} (every sample of a sampled one) against a stated number. */
  public List<Check> ofStated(Metric metric, Duration stated, Tolerance tolerance) {
    return stated(List.of(select.only()), metric, List.of(stated), tolerance);
  }

  /**
   * The one request's {@code metric} against a number; of a run of several, every successful
   * request's, as a claim said bare means it ("the time between tokens should be 35 ms").
   */
  public List<Check> ofStatedForOneOrEvery(Metric metric, Duration stated, Tolerance tolerance) {
    return select.report().requests().size() > 1
        ? ofStatedForEvery(false, metric, stated, tolerance)
        : ofStated(metric, stated, tolerance);
  }

  /** The {@code metric} of the one request to the model named {@code model}, against a number. */
  public List<Check> ofStatedFor(
      String model, Metric metric, Duration stated, Tolerance tolerance) {
    return stated(List.of(select.toModel(model)), metric, List.of(stated), tolerance);
  }

  /** Every successful (or every healthy) request's {@code metric} against the same number. */
  public List<Check> ofStatedForEvery(
      boolean healthyOnly, Metric metric, Duration stated, Tolerance tolerance) {
    return stated(select.successes(healthyOnly), metric, List.of(stated), tolerance);
  }

  /** Each successful request's {@code metric}, in schedule order, against one number each. */
  public List<Check> ofStatedInOrder(Metric metric, List<Duration> stated, Tolerance tolerance) {
    return ofStatedInOrder(metric, stated, java.util.Collections.nCopies(stated.size(), tolerance));
  }

  /** The same, each number within its own tolerance; deliveries within the smallest. */
  public List<Check> ofStatedInOrder(
      Metric metric, List<Duration> stated, List<Tolerance> tolerances) {
    List<RequestEvidence> requests = select.inScheduleOrder();
    if (!requests.isEmpty() && stated.size() != requests.size()) {
      return List.of(onePerSuccess(metric, requests, stated));
    }
    if (requests.isEmpty()) {
      return List.of(noneSucceeded(metric));
    }
    List<Check> checks = new ArrayList<>();
    for (int i = 0; i < requests.size(); i++) {
      checks.addAll(statedOf(requests.get(i), metric, seconds(stated.get(i)), tolerances.get(i)));
    }
    checks.addAll(DeliveryJudge.of(requests, metric, smallest(tolerances)));
    return checks;
  }

  /** The strictest of {@code tolerances}: what a delivery of any of their numbers is held to. */
  static Tolerance smallest(List<Tolerance> tolerances) {
    return tolerances.stream()
        .min(java.util.Comparator.comparing(Tolerance::duration))
        .orElseThrow();
  }

  /** Whether one reported metric sits below another, both exact to their definitions. */
  public List<Check> ofOrder(Metric lower, Metric higher) {
    RequestEvidence request = select.only();
    List<Check> checks = new ArrayList<>();
    checks.addAll(DefinitionJudge.definition(request, lower));
    checks.addAll(DefinitionJudge.definition(request, higher));
    Double low = request.reported().metric(lower.reportKey());
    Double high = request.reported().metric(higher.reportKey());
    checks.add(
        Check.of(
                low != null && high != null && low < high,
                Judgement.DEFINITION,
                low != null && high == null ? higher : lower,
                lower.label() + " below " + higher.label() + " of " + request.name(),
                new Value.Below(Value.orNone(high, Value.Millis::new)),
                Value.orNone(low, Value.Millis::new),
                new RequestMisses.NotBelow(lower, higher, request.name(), low, high))
            .with(low == null || high == null ? new Check.Absent() : null));
    return checks;
  }

  /** The only request gives no {@code metric}, and its definition agrees there is none. */
  public List<Check> ofAbsent(Metric metric) {
    RequestEvidence request = select.only();
    ReportedValue reported = ReportedValue.of(request.reported(), metric);
    List<Check> checks = new ArrayList<>(DefinitionJudge.definition(request, metric));
    checks.add(
        Check.of(
            reported.values().isEmpty(),
            Judgement.DEFINITION,
            metric,
            metric.label() + " of " + request.name(),
            new Value.None(),
            reported.values().isEmpty()
                ? new Value.None()
                : new Value.Millis(reported.values().get(0)),
            new Reason.ValuesWithoutChunks(reported.values())));
    return checks;
  }

  private static List<Check> matchTimeline(
      List<RequestEvidence> requests, Metric metric, Tolerance tolerance) {
    if (requests.isEmpty()) {
      return List.of(noneSucceeded(metric));
    }
    List<Check> checks = new ArrayList<>();
    requests.forEach(request -> checks.addAll(DefinitionJudge.definition(request, metric)));
    checks.addAll(DeliveryJudge.of(requests, metric, tolerance));
    return checks;
  }

  /** Each request's definition and furthest value against its stated number, then delivery. */
  static List<Check> stated(
      List<RequestEvidence> requests, Metric metric, List<Duration> stated, Tolerance tolerance) {
    if (requests.isEmpty()) {
      return List.of(noneSucceeded(metric));
    }
    List<Check> checks = new ArrayList<>();
    for (int i = 0; i < requests.size(); i++) {
      Duration number = stated.get(stated.size() == 1 ? 0 : i);
      checks.addAll(statedOf(requests.get(i), metric, seconds(number), tolerance));
    }
    checks.addAll(DeliveryJudge.of(requests, metric, tolerance));
    return checks;
  }

  private static List<Check> statedOf(
      RequestEvidence request, Metric metric, double stated, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>(DefinitionJudge.definition(request, metric));
    List<Double> reported = ReportedValue.of(request.reported(), metric).values();
    List<Double> model = request.modelDefinition().values(metric);
    if (reported.isEmpty() || reported.size() != model.size()) {
      checks.add(
          Check.failed(
                  Judgement.STATED_NUMBER,
                  metric,
                  metric.label() + " of " + request.name(),
                  new Value.Label(Ms.stated(stated)),
                  new Value.Label("none"),
                  new Reason.ValueCount(reported, model))
              .with(reported.isEmpty() ? new Check.Absent() : null));
      return checks;
    }
    int worst = 0;
    for (int i = 1; i < reported.size(); i++) {
      if (Math.abs(reported.get(i) - stated) > Math.abs(reported.get(worst) - stated)) {
        worst = i;
      }
    }
    String what =
        metric.label()
            + " of "
            + request.name()
            + (metric.sampled() ? ", sample " + (worst + 1) + " (the furthest)" : "")
            + receipt(metric)
            + waysAhead(request, metric);
    double fromReceipt = request.fromReceipt(metric, reported.get(worst));
    double modelValue = model.get(worst);
    checks.add(
        droppedChunks(request, metric, what, fromReceipt, modelValue, stated, tolerance)
            .orElseGet(
                () ->
                    StatedJudge.stated(
                        metric,
                        what,
                        fromReceipt,
                        modelValue,
                        stated,
                        tolerance,
                        meanwhile(request, metric, fromReceipt - modelValue))));
    return checks;
  }

  /**
   * What else happened behind {@code request}'s number; for a number counted from the schedule,
   * also how long the machine held the suite's threads off a core before the request was sent, and
   * in the last {@code lateBy} before it (the number's lead over the model's).
   */
  private static Meanwhile meanwhile(RequestEvidence request, Metric metric, double lateBy) {
    Meanwhile meanwhile = Meanwhile.behind(List.of(request), request.deliveredLateAtMost());
    if (metric != Metric.SCHEDULE_DELAY && metric != Metric.REQUEST_LATENCY_FROM_SCHEDULE) {
      return meanwhile;
    }
    double scheduled = request.reported().scheduledTime();
    double sent = request.reported().startTime();
    return meanwhile.withSendsHeldOff(
        request.machine().heldOffSeconds(scheduled, sent),
        lateBy <= 0
            ? 0
            : request.machine().heldOffSeconds(Math.max(scheduled, sent - lateBy), sent));
  }

  /** The miss of a benchmark that dropped some of the model's chunks, when those explain it. */
  private static java.util.Optional<Check> droppedChunks(
      RequestEvidence request,
      Metric metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance) {
    List<Integer> counted = request.kept();
    if (metric.sampled() || counted.isEmpty() || counted.size() == request.sentTokens().size()) {
      return java.util.Optional.empty();
    }
    List<Double> kept = request.modelDefinitionOfKept().values(metric);
    if (kept.size() != 1) {
      return java.util.Optional.empty();
    }
    return StatedJudge.droppedChunks(
        metric,
        what,
        fromReceipt,
        model,
        kept.get(0),
        stated,
        tolerance,
        request.uncountedByKind());
  }

  /** The stated numbers, one per successful request: a count, refused when they differ. */
  static Check onePerSuccess(Metric metric, List<RequestEvidence> requests, List<Duration> stated) {
    return DefinitionJudge.count(
        metric,
        metric.label() + " values the scenario states, one per successful request",
        requests.size(),
        stated.size());
  }

  static Check noneSucceeded(ReportField metric) {
    return DefinitionJudge.some(
        metric,
        "successful requests to judge " + metric.label() + " by",
        0,
        new Lack.NoneSucceeded(metric));
  }

  /** What a number counted from the schedule had taken out besides its own way, if anything. */
  private static String waysAhead(RequestEvidence request, Metric metric) {
    double ways = request.waysAhead(metric);
    return ways > 0
        ? ", less the ways to the model and back of the requests it queued behind ("
            + Ms.of(ways)
            + ")"
        : "";
  }

  static String receipt(Metric metric) {
    return metric.countsFromStart() ? ", from the model's receipt" : "";
  }

  static double seconds(Duration duration) {
    return duration.toNanos() / 1e9;
  }
}
