package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.evidence.RequestOrdinals;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Shares of a run's requests the reports give: the error rate ({@code failures.error_percentage})
 * and goodput ({@code successes.goodput_metrics}), each exact to its definition (docs/metrics.md,
 * "Goodput" and "Error percentage") fed with the per-request report, then the share the step
 * states; and whether one request met the service levels, by its reported numbers and, where those
 * disagree with the step, by the model's own timeline.
 */
public final class ShareChecks {

  /** The per-request metric each goodput constraint bounds, by inference-perf's key. */
  private static final Map<String, Metric> CONSTRAINTS =
      Map.of(
          "ttft", Metric.TIME_TO_FIRST_TOKEN,
          "tpot", Metric.TIME_PER_OUTPUT_TOKEN,
          "itl", Metric.INTER_TOKEN_LATENCY,
          "ntpot", Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN,
          "request_latency", Metric.REQUEST_LATENCY);

  private static final String PERCENT = "%";

  private final EvidenceSelection select;

  public ShareChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** The goodput constraint key of a metric; empty for a metric no service level can bound. */
  public static java.util.Optional<String> constraintKeyOf(Metric metric) {
    return CONSTRAINTS.entrySet().stream()
        .filter(e -> e.getValue() == metric)
        .map(Map.Entry::getKey)
        .findFirst();
  }

  /** The goodput constraint key of a metric, or an error naming the metrics a level can bound. */
  public static String constraintKey(Metric metric) {
    return constraintKeyOf(metric)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "a service level bounds time to first token, time per output token,"
                        + " inter-token latency (its mean per request), normalized time per output"
                        + " token or request latency, not "
                        + metric.label()));
  }

  /**
   * The error rate of the run ({@code stage} null) or of a stage: its definition, then the share.
   */
  public List<Check> ofErrorRate(Integer stage, Percent stated) {
    JsonNode report = report(stage);
    List<ReportedRequest> requests = requestsOf(stage);
    String where = where(stage);
    int sent = report.path("load_summary").path("count").asInt(-1);
    int failed = report.path("failures").path("count").asInt(-1);
    Double reported = number(report.path("failures").path("error_percentage"));
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "requests " + where + " sent, in the per-request report",
            sent,
            requests.size()));
    checks.add(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "failed requests of " + where + ", in the per-request report",
            failed,
            requests.stream().filter(r -> !r.success()).count()));
    checks.add(
        DefinitionJudge.rate(
            Counted.ERROR_RATE,
            "the error rate of " + where,
            reported,
            share(failed, sent),
            PERCENT,
            "failures.count / load_summary.count × 100"));
    checks.add(
        StatedJudge.share(Counted.ERROR_RATE, "the error rate of " + where, reported, stated));
    return checks;
  }

  /**
   * Goodput of the run ({@code stage} null) or of a stage: every field by its definition on the
   * per-request report's numbers, then the stated share and, when given, the good count.
   */
  public List<Check> ofGoodput(
      Integer stage, Percent stated, Integer good, Map<String, Duration> constraints) {
    String where = where(stage);
    if (constraints.isEmpty()) {
      throw new IllegalStateException(
          "goodput needs service levels: state them first, e.g. \"a request meets its service"
              + " level when its time to first token is at most 200 ms\"");
    }
    JsonNode metrics = report(stage).path("successes").path("goodput_metrics");
    List<ReportedRequest> successes =
        requestsOf(stage).stream().filter(ReportedRequest::success).toList();
    int goodCount = 0;
    Map<String, Integer> attained = new LinkedHashMap<>();
    constraints.keySet().forEach(k -> attained.put(k, 0));
    double tokens = 0;
    for (ReportedRequest request : successes) {
      boolean all = true;
      for (Map.Entry<String, Duration> c : constraints.entrySet()) {
        boolean met = within(perRequest(request, c.getKey()), c.getValue());
        all &= met;
        if (met) {
          attained.merge(c.getKey(), 1, Integer::sum);
        }
      }
      if (all) {
        goodCount++;
        tokens += request.inputTokens() + request.outputTokens();
      }
    }
    double window =
        successes.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0)
            - successes.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    int total = successes.size();
    Double percentage = number(metrics.path("goodput_percentage"));
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.GOODPUT,
            "goodput's total_requests of " + where + ", the successes",
            total,
            metrics.path("total_requests").asInt(-1)));
    checks.add(
        DefinitionJudge.count(
            Counted.GOODPUT,
            "goodput's good_requests of " + where + ", by the requests' reported numbers",
            goodCount,
            metrics.path("good_requests").asInt(-1)));
    checks.add(
        field(
            metrics, "goodput_percentage", where, share(goodCount, total), PERCENT, "good / all"));
    checks.add(
        field(
            metrics,
            "request_goodput",
            where,
            window > 0 ? goodCount / window : 0,
            "requests per second",
            "good requests over the successes' window"));
    checks.add(
        field(
            metrics,
            "token_goodput",
            where,
            window > 0 ? tokens / window : 0,
            "tokens per second",
            "the good requests' input and output tokens over the successes' window"));
    attained.forEach(
        (key, met) ->
            checks.add(
                field(
                    metrics,
                    key + "_attainment_percentage",
                    where,
                    share(met, total),
                    PERCENT,
                    "successes meeting " + key + " / all")));
    long flippable =
        successes.stream()
            .filter(r -> machineMayFlip(r, select.evidenceOf(r), constraints))
            .count();
    String busy =
        flippable
            + (flippable == 1 ? " request" : " requests")
            + " of "
            + total
            + " lay within the machine's lateness of a limit (the fake model behind its schedule"
            + " beyond its allowance, or the delivery against the model's own numbers): this"
            + " machine was too busy to judge";
    Check share = StatedJudge.share(Counted.GOODPUT, "the goodput of " + where, percentage, stated);
    boolean shareWithin =
        percentage != null
            && Math.abs(percentage - stated.value())
                <= 100.0 * flippable / Math.max(1, total) + stated.halfUnit() + 1e-9;
    checks.add(
        !share.passed() && flippable > 0 && shareWithin
            ? share.withVerdict(Verdict.INCONCLUSIVE).withReason(share.reason() + "; " + busy)
            : share);
    if (good != null) {
      int reportedGood = metrics.path("good_requests").asInt(-1);
      Check count =
          DefinitionJudge.count(Counted.GOODPUT, "good requests of " + where, good, reportedGood);
      checks.add(
          !count.passed() && flippable > 0 && Math.abs(good - reportedGood) <= flippable
              ? count.withVerdict(Verdict.INCONCLUSIVE).withReason(count.reason() + "; " + busy)
              : count);
    }
    return checks;
  }

  /**
   * "3 of the 4 requests met the service levels": the run sent {@code total}, and goodput counts
   * {@code good} of them good, its share of the successes stated to one decimal.
   */
  public List<Check> ofGoodOutOf(int good, int total, Map<String, Duration> constraints) {
    int successes = select.report().successCount();
    Percent share =
        new Percent(
            java.math.BigDecimal.valueOf(share(good, successes))
                .setScale(1, java.math.RoundingMode.HALF_UP));
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.REQUESTS, "requests sent, in the summary", total, select.report().sentCount()));
    checks.addAll(ofGoodput(null, share, good, constraints));
    return checks;
  }

  /**
   * Whether each request {@code which} names met every service level ({@code meets}) or missed one:
   * by its reported numbers, each exact to its definition; when those disagree with the step, the
   * model's own timeline decides: it agrees with the step (the miss is the delivery's on a busy
   * machine): inconclusive; it disagrees too: failed.
   */
  public List<Check> ofMeeting(RequestSet which, boolean meets, Map<String, Duration> constraints) {
    if (constraints.isEmpty()) {
      throw new IllegalStateException(
          "meeting the service levels needs them stated first, e.g. \"service limits of 200 ms"
              + " time to first token\"");
    }
    List<ReportedRequest> chosen = select.named(which);
    if (chosen.isEmpty()) {
      return List.of(
          DefinitionJudge.some(
              Counted.REQUESTS,
              "requests that are " + which,
              0,
              "the run sent no request that is " + which));
    }
    List<Check> checks = new ArrayList<>();
    for (ReportedRequest request : chosen) {
      String what =
          "request "
              + RequestOrdinals.of(request.requestId())
              + (meets ? " meets" : " misses")
              + " the service levels";
      if (!request.success()) {
        checks.add(
            Check.failed(
                Judgement.COUNT_OR_LABEL,
                Counted.GOODPUT,
                what,
                meets ? "met" : "missed",
                "failed",
                what + ": it failed (" + request.errorLabel() + "), and goodput counts successes"));
        continue;
      }
      RequestEvidence evidence = select.evidenceOf(request);
      boolean reportedGood = true;
      boolean modelGood = true;
      List<String> how = new ArrayList<>();
      for (Map.Entry<String, Duration> c : constraints.entrySet()) {
        Metric metric = CONSTRAINTS.get(c.getKey());
        checks.addAll(DefinitionJudge.definition(evidence, metric));
        Double value = perRequest(request, c.getKey());
        Double model = mean(evidence.modelDefinition().values(metric));
        reportedGood &= within(value, c.getValue());
        modelGood &= within(model, c.getValue());
        how.add(
            String.format(
                Locale.ROOT,
                "%s %s (the model's own %s) against at most %s",
                c.getKey(),
                value == null ? "none" : Ms.of(value),
                model == null ? "none" : Ms.of(model),
                Durations.format(c.getValue())));
      }
      String expected = meets ? "meets every limit" : "misses a limit";
      String reported = reportedGood ? "meets every limit" : "misses a limit";
      String numbers = String.join("; ", how);
      if (reportedGood == meets) {
        checks.add(Check.pass(Judgement.STATED_NUMBER, Counted.GOODPUT, what, expected, reported));
      } else if (modelGood == meets) {
        checks.add(
            Check.inconclusive(
                Judgement.STATED_NUMBER,
                Counted.GOODPUT,
                what,
                expected,
                reported,
                what
                    + ": by its reported numbers it "
                    + reported
                    + ", but the model kept the statement ("
                    + numbers
                    + "): the rest is the delivery on a busy machine, too busy to judge"));
      } else {
        // The model missed too: the script's, unless the fake's own lateness carried it across.
        boolean machine = lateAcrossALimit(request, evidence, constraints);
        checks.add(
            Check.failed(
                    Judgement.STATED_NUMBER,
                    Counted.GOODPUT,
                    what,
                    expected,
                    reported,
                    what
                        + ": it "
                        + reported
                        + " ("
                        + numbers
                        + (machine
                            ? "), but the fake model sent "
                                + Ms.of(evidence.latestFakeLateness())
                                + " behind its schedule (its allowance: "
                                + Ms.of(StatedJudge.FAKE_ALLOWANCE_SECONDS)
                                + "), enough to carry its own number across the limit: this machine"
                                + " was too busy to judge"
                            : "), and so does the model's own timeline: the script and the"
                                + " statement disagree"))
                .withVerdict(machine ? Verdict.INCONCLUSIVE : Verdict.FAIL));
      }
    }
    return checks;
  }

  /**
   * Whether the machine may have put this request on the other side of a limit: its reported
   * numbers and the model's own fall on different sides of one, or the fake sent behind its
   * schedule beyond its allowance by as much as the model's own number lies from a limit.
   */
  private static boolean machineMayFlip(
      ReportedRequest request, RequestEvidence evidence, Map<String, Duration> constraints) {
    for (Map.Entry<String, Duration> c : constraints.entrySet()) {
      Double model = mean(evidence.modelDefinition().values(CONSTRAINTS.get(c.getKey())));
      if (within(perRequest(request, c.getKey()), c.getValue()) != within(model, c.getValue())) {
        return true;
      }
    }
    return lateAcrossALimit(request, evidence, constraints);
  }

  /** The fake's lateness, beyond its allowance, is at least one model number's way to its limit. */
  private static boolean lateAcrossALimit(
      ReportedRequest request, RequestEvidence evidence, Map<String, Duration> constraints) {
    double late = evidence.latestFakeLateness();
    if (late <= StatedJudge.FAKE_ALLOWANCE_SECONDS) {
      return false;
    }
    for (Map.Entry<String, Duration> c : constraints.entrySet()) {
      Double model = mean(evidence.modelDefinition().values(CONSTRAINTS.get(c.getKey())));
      if (model != null
          && Math.abs(model - MetricChecks.seconds(c.getValue())) <= late + Check.ROUNDING) {
        return true;
      }
    }
    return false;
  }

  /** A field of {@code goodput_metrics} against its definition on the per-request report. */
  private static Check field(
      JsonNode metrics, String field, String where, double defined, String unit, String how) {
    return DefinitionJudge.rate(
        Counted.GOODPUT,
        field + " of " + where,
        number(metrics.path(field)),
        defined,
        unit,
        how + (unit.equals(PERCENT) ? " successes × 100" : ""));
  }

  private static double share(int part, int total) {
    return total > 0 ? 100.0 * part / total : 0;
  }

  /** The value a goodput constraint judges: ITL as the request's mean sample (docs/metrics.md). */
  private static Double perRequest(ReportedRequest request, String key) {
    Metric metric = CONSTRAINTS.get(key);
    return metric.sampled()
        ? mean(request.samples(metric.reportKey()))
        : request.metric(metric.reportKey());
  }

  private static Double mean(List<Double> values) {
    return values.isEmpty()
        ? null
        : values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
  }

  /** A constraint is met at or below its limit; a request without the metric misses it. */
  private static boolean within(Double value, Duration limit) {
    return value != null && value <= MetricChecks.seconds(limit);
  }

  private static String where(Integer stage) {
    return stage == null ? "the run" : "stage " + stage;
  }

  private JsonNode report(Integer stage) {
    return stage == null ? select.report().summary() : select.report().stage(stage);
  }

  private List<ReportedRequest> requestsOf(Integer stage) {
    return stage == null ? select.report().requests() : select.ofStage(stage);
  }

  private static Double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : null;
  }
}
