package dev.tokenpace.acceptance.checks;

import static dev.tokenpace.acceptance.checks.MetricChecks.seconds;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.DeliveryJudge;
import dev.tokenpace.acceptance.judge.Meanwhile;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Numbers a step states about requests one by one: a request's own number, the requests' numbers
 * from the lowest, how a number moves from request to request, a difference of two metrics. Each is
 * a stated number like any other (docs/steps.md, "How a check is judged"): the reported values
 * exact to their definitions ({@link DefinitionJudge}), the deliveries robustly ({@link
 * DeliveryJudge}), the stated number against the value counted from the model's receipt and the
 * model's own timeline ({@link StatedJudge}), so a fake that missed its script makes the run
 * inconclusive, never failed.
 */
public final class PerRequestChecks {

  private final EvidenceSelection select;

  public PerRequestChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** The {@code metric} of each request {@code which} names, against one stated number. */
  public List<Check> ofStated(
      RequestSet which, Metric metric, Duration stated, Tolerance tolerance) {
    List<ReportedRequest> chosen = select.named(which);
    if (chosen.isEmpty()) {
      return List.of(
          DefinitionJudge.some(
              Counted.REQUESTS,
              "requests the run sent that are " + which,
              0,
              new Lack.NoneThatIs(which.words(), metric)));
    }
    List<Check> checks = new ArrayList<>();
    List<RequestEvidence> successes = new ArrayList<>();
    for (ReportedRequest request : chosen) {
      if (request.success()) {
        successes.add(select.evidenceOf(request));
      } else {
        checks.add(
            failedHasNone(request, select.ordinalOf(request), metric, Ms.stated(seconds(stated))));
      }
    }
    if (!successes.isEmpty()) {
      checks.addAll(MetricChecks.stated(successes, metric, List.of(stated), tolerance));
    }
    return checks;
  }

  /**
   * The successes' values counted from the model's receipt and the model's own, each sorted from
   * the lowest, with the fake's lateness and the machine's hold-ups behind them.
   */
  private record Ranked(List<Double> fromReceipt, List<Double> model, Meanwhile meanwhile) {

    /**
     * Adds each request's definition checks; {@code null} (and the reason added) if one has none.
     */
    static Ranked of(
        List<RequestEvidence> requests, Metric metric, String stated, List<Check> checks) {
      List<Double> fromReceipt = new ArrayList<>();
      List<Double> model = new ArrayList<>();
      for (RequestEvidence request : requests) {
        checks.addAll(DefinitionJudge.definition(request, metric));
        Double reported = request.reported().metric(metric.reportKey());
        Double modelValue = request.modelDefinition().value(metric);
        if (reported == null || modelValue == null) {
          checks.add(noValue(request, metric, stated, reported == null));
          return null;
        }
        fromReceipt.add(request.fromReceipt(metric, reported));
        model.add(modelValue);
      }
      fromReceipt.sort(null);
      model.sort(null);
      return new Ranked(fromReceipt, model, Meanwhile.behind(requests, OptionalDouble.empty()));
    }
  }

  /**
   * The successful requests' {@code metric}, sorted from the lowest, against the stated list: what
   * a product owner can say when the server, not the order sent, decides who waits (a queue). Each
   * rank is held to the model's own value of the same rank.
   */
  public List<Check> ofSorted(Metric metric, List<Duration> stated, Tolerance tolerance) {
    return ofSorted(metric, stated, java.util.Collections.nCopies(stated.size(), tolerance));
  }

  /** The same, each number within its own tolerance; deliveries within the smallest. */
  public List<Check> ofSorted(Metric metric, List<Duration> stated, List<Tolerance> tolerances) {
    oneValuePerRequest(metric, "a list from the lowest");
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.size() != stated.size()) {
      return List.of(MetricChecks.onePerSuccess(metric, requests, stated));
    }
    List<Check> checks = new ArrayList<>();
    Ranked ranked = Ranked.of(requests, metric, Ms.stated(seconds(stated.get(0))), checks);
    if (ranked == null) {
      return checks;
    }
    List<Double> fromReceipt = ranked.fromReceipt();
    List<Double> model = ranked.model();
    for (int i = 0; i < stated.size(); i++) {
      checks.add(
          StatedJudge.stated(
              metric,
              lowest(i, metric, ""),
              fromReceipt.get(i),
              model.get(i),
              seconds(stated.get(i)),
              tolerances.get(i),
              ranked.meanwhile()));
    }
    checks.addAll(DeliveryJudge.of(requests, metric, MetricChecks.smallest(tolerances)));
    return checks;
  }

  /**
   * "2 requests report a time to first token of 100 ms": of the successes' {@code metric}, sorted
   * as in {@link #ofSorted}, the {@code count} consecutive ranks whose model's own values lie
   * nearest the stated number, each held to it. Which requests the server made wait is its choice,
   * so the step names how many, not which; the run's other requests are other steps'.
   */
  public List<Check> ofSome(int count, Metric metric, Duration stated, Tolerance tolerance) {
    oneValuePerRequest(metric, "a number of requests reporting one value");
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.size() < count) {
      return List.of(
          DefinitionJudge.count(
              Counted.REQUESTS,
              "successful requests to find " + count + " reporting " + metric.label() + " among",
              count,
              requests.size()));
    }
    List<Check> checks = new ArrayList<>();
    Ranked ranked = Ranked.of(requests, metric, Ms.stated(seconds(stated)), checks);
    if (ranked == null) {
      return checks;
    }
    List<Double> fromReceipt = ranked.fromReceipt();
    List<Double> model = ranked.model();
    double target = seconds(stated);
    int from = 0;
    double nearest = Double.MAX_VALUE;
    for (int start = 0; start + count <= model.size(); start++) {
      double distance = 0;
      for (int i = start; i < start + count; i++) {
        distance += Math.abs(model.get(i) - target);
      }
      if (distance < nearest) {
        nearest = distance;
        from = start;
      }
    }
    for (int i = from; i < from + count; i++) {
      checks.add(
          StatedJudge.stated(
              metric,
              lowest(i, metric, ", one of the " + count + " requests stated at it"),
              fromReceipt.get(i),
              model.get(i),
              target,
              tolerance,
              ranked.meanwhile()));
    }
    checks.addAll(DeliveryJudge.of(requests, metric, tolerance));
    return checks;
  }

  /** "the second lowest time to first token of the run": rank {@code i} counted from 0. */
  private static String lowest(int i, Metric metric, String among) {
    return "the "
        + RequestSet.ordinalWord(i + 1)
        + " lowest "
        + metric.label()
        + " of the run"
        + among
        + MetricChecks.receipt(metric);
  }

  /**
   * How the {@code metric} moves from one request to the next, in the order they were scheduled:
   * each step (this one's number less the one before, from the model's receipt) against the stated
   * one and the model's own step.
   */
  public List<Check> ofSteps(Metric metric, Duration step, Tolerance tolerance) {
    oneValuePerRequest(metric, "a step from request to request");
    List<RequestEvidence> requests = select.inScheduleOrder();
    if (requests.size() < 2) {
      return List.of(
          Check.failed(
              Judgement.COUNT_OR_LABEL,
              Counted.REQUESTS,
              "successful requests to go from one to the next",
              new Value.AtLeast(new Value.Count(2)),
              new Value.Count(requests.size()),
              new RequestMisses.TooFew("a step from request to request")));
    }
    List<Check> checks = new ArrayList<>();
    RequestEvidence previous = null;
    for (RequestEvidence request : requests) {
      checks.addAll(DefinitionJudge.definition(request, metric));
      if (previous != null) {
        checks.add(stepOf(previous, request, metric, seconds(step), tolerance));
      }
      previous = request;
    }
    checks.addAll(DeliveryJudge.of(requests, metric, tolerance));
    return checks;
  }

  /**
   * {@code minuend} − {@code subtrahend} of every successful request (thinking time: time to first
   * output token − time to first token), against the stated number. Both count from the start, so
   * the request's way to the model cancels; each is exact to its definition.
   */
  public List<Check> ofDifference(
      Metric minuend, Metric subtrahend, Duration stated, Tolerance tolerance) {
    oneValuePerRequest(minuend, "a difference");
    oneValuePerRequest(subtrahend, "a difference");
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.isEmpty()) {
      return List.of(MetricChecks.noneSucceeded(minuend));
    }
    String label = minuend.label() + " minus " + subtrahend.label();
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : requests) {
      checks.addAll(DefinitionJudge.definition(request, minuend));
      checks.addAll(DefinitionJudge.definition(request, subtrahend));
      Double a = request.reported().metric(minuend.reportKey());
      Double b = request.reported().metric(subtrahend.reportKey());
      Double modelA = request.modelDefinition().value(minuend);
      Double modelB = request.modelDefinition().value(subtrahend);
      if (a == null || b == null || modelA == null || modelB == null) {
        checks.add(noValue(request, minuend, Ms.stated(seconds(stated)), a == null || b == null));
        continue;
      }
      checks.add(
          StatedJudge.stated(
              minuend,
              label + " of " + request.name(),
              request.fromReceipt(minuend, a) - request.fromReceipt(subtrahend, b),
              modelA - modelB,
              seconds(stated),
              tolerance,
              Meanwhile.behind(List.of(request), OptionalDouble.empty())));
    }
    checks.addAll(
        DeliveryJudge.delivery(
            minuend, requests.stream().flatMap(r -> r.deliveries().stream()).toList(), tolerance));
    return checks;
  }

  /**
   * One request's number less the one before it. The fake's lateness behind it: either request's
   * own sends (a queued request's schedule counts from when the script freed its slot).
   */
  private static Check stepOf(
      RequestEvidence previous, RequestEvidence request, Metric metric, double step, Tolerance t) {
    Double now = request.reported().metric(metric.reportKey());
    Double before = previous.reported().metric(metric.reportKey());
    Double modelNow = request.modelDefinition().value(metric);
    Double modelBefore = previous.modelDefinition().value(metric);
    if (now == null || before == null || modelNow == null || modelBefore == null) {
      return noValue(
          now == null ? request : previous, metric, Ms.stated(step), now == null || before == null);
    }
    return StatedJudge.stated(
        metric,
        "the change in "
            + metric.label()
            + " from "
            + previous.name()
            + " to "
            + request.name()
            + MetricChecks.receipt(metric),
        request.fromReceipt(metric, now) - previous.fromReceipt(metric, before),
        modelNow - modelBefore,
        step,
        t,
        Meanwhile.behind(List.of(previous, request), OptionalDouble.empty()));
  }

  /** A step that takes one number per request cannot take a sampled metric: refused at once. */
  private static void oneValuePerRequest(Metric metric, String what) {
    if (metric.sampled()) {
      throw new IllegalArgumentException(
          what
              + " takes one number per request, and "
              + metric.label()
              + " has one per gap; state it per request ('the "
              + metric.label()
              + " of request 4 is …') or as a statistic ('the reported median "
              + metric.label()
              + " is …')");
    }
  }

  private static Check failedHasNone(
      ReportedRequest request, int ordinal, Metric metric, String expected) {
    return Check.failed(
        Judgement.COUNT_OR_LABEL,
        Counted.REQUESTS,
        metric.label() + " of request " + ordinal,
        new Value.Label(expected),
        new Value.Label("failed"),
        new Reason.RequestFailed(ordinal, request.errorLabel(), request.errorMessage(), metric));
  }

  private static Check noValue(
      RequestEvidence request, Metric metric, String expected, boolean inTheReport) {
    Check none =
        Check.failed(
            Judgement.DEFINITION,
            metric,
            metric.label() + " of " + request.name(),
            new Value.Label(expected),
            new Value.None(),
            new Reason.NoValue(inTheReport));
    return inTheReport ? none.with(new Check.Absent()) : none;
  }
}
