package dev.tokenpace.acceptance.checks;

import static dev.tokenpace.acceptance.verdict.RateDefinition.Of.GOODPUT_PERCENTAGE;
import static dev.tokenpace.acceptance.verdict.RateDefinition.Of.REQUEST_GOODPUT;
import static dev.tokenpace.acceptance.verdict.RateDefinition.Of.TOKEN_GOODPUT;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.RateDefinition;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Shares of a run's requests the reports give: the error rate ({@code failures.error_percentage})
 * and goodput ({@code successes.goodput_metrics}), each exact to its definition (docs/metrics.md,
 * "Goodput" and "Error percentage") fed with the per-request report, then the share the step
 * states.
 */
public final class ShareChecks {

  private static final String PERCENT = "%";

  private final EvidenceSelection select;

  public ShareChecks(EvidenceSelection select) {
    this.select = select;
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
            RateDefinition.Of.ERROR_RATE));
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
        boolean met =
            ServiceLevels.within(ServiceLevels.perRequest(request, c.getKey()), c.getValue());
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
    GoodputFields fields = new GoodputFields(metrics, where);
    double goodRate = window > 0 ? goodCount / window : 0;
    double tokenRate = window > 0 ? tokens / window : 0;
    checks.add(
        fields.of("goodput_percentage", share(goodCount, total), PERCENT, GOODPUT_PERCENTAGE));
    checks.add(fields.of("request_goodput", goodRate, "requests per second", REQUEST_GOODPUT));
    checks.add(fields.of("token_goodput", tokenRate, "tokens per second", TOKEN_GOODPUT));
    attained.forEach(
        (key, met) ->
            checks.add(
                fields.of(
                    key + "_attainment_percentage",
                    share(met, total),
                    PERCENT,
                    new RateDefinition.Attainment(key))));
    long flippable =
        successes.stream()
            .filter(r -> ServiceLevels.machineMayFlip(r, select.evidenceOf(r), constraints))
            .count();
    Check share = StatedJudge.share(Counted.GOODPUT, "the goodput of " + where, percentage, stated);
    boolean shareWithin =
        percentage != null
            && Math.abs(percentage - stated.value())
                <= 100.0 * flippable / Math.max(1, total) + stated.halfUnit() + 1e-9;
    checks.add(
        !share.passed() && flippable > 0 && shareWithin
            ? share
                .withVerdict(Verdict.INCONCLUSIVE)
                .withReason(new Reason.MachineMayFlip(share.reason(), flippable, total))
            : share);
    if (good != null) {
      int reportedGood = metrics.path("good_requests").asInt(-1);
      Check count =
          DefinitionJudge.count(Counted.GOODPUT, "good requests of " + where, good, reportedGood);
      checks.add(
          !count.passed() && flippable > 0 && Math.abs(good - reportedGood) <= flippable
              ? count
                  .withVerdict(Verdict.INCONCLUSIVE)
                  .withReason(new Reason.MachineMayFlip(count.reason(), flippable, total))
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

  /** The {@code goodput_metrics} of the run or a stage ({@code where}). */
  private record GoodputFields(JsonNode metrics, String where) {

    /** One field against its definition on the per-request report. */
    Check of(String field, double defined, String unit, RateDefinition how) {
      Double reported = number(metrics.path(field));
      return DefinitionJudge.rate(
          Counted.GOODPUT, field + " of " + where, reported, defined, unit, how);
    }
  }

  private static double share(int part, int total) {
    return total > 0 ? 100.0 * part / total : 0;
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
