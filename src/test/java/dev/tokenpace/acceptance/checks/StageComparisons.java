package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * One stage's statistic against another's ("the p99 time to first token of stage 2 is above stage
 * 1's", "… at least twice stage 1's"): each stage report's statistic exact to its definition on
 * that stage's successes, then the order the step states. When the reported order is not the stated
 * one, the model's own timeline decides, as for a request meeting its service levels: the model
 * keeps the stated order (the delivery on a busy machine turned it): inconclusive; the model turns
 * it too: failed.
 */
public final class StageComparisons {

  private final EvidenceSelection select;

  public StageComparisons(EvidenceSelection select) {
    this.select = select;
  }

  /**
   * The {@code statistic} of {@code metric} in stage {@code higher} above that of {@code lower}.
   */
  public List<Check> ofAbove(Statistic statistic, Metric metric, Stage higher, Stage lower) {
    return ofTimes(statistic, metric, higher, lower, 1);
  }

  /** A stage by its number, and as the scenario named it ("stage 2 (the 5-at-a-time run)"). */
  public record Stage(int number, String named) {}

  /**
   * The {@code statistic} of {@code metric} in stage {@code higher} at least {@code times} that of
   * {@code lower} ("at least twice"); for {@code times} 1, above it.
   */
  public List<Check> ofTimes(
      Statistic statistic, Metric metric, Stage higher, Stage lower, double times) {
    List<Check> checks = new ArrayList<>();
    Side high = side(statistic, metric, higher.number(), checks);
    Side low = side(statistic, metric, lower.number(), checks);
    String what =
        "the "
            + statistic.word()
            + " "
            + metric.label()
            + " of "
            + higher.named()
            + (times == 1 ? " above" : " at least " + Value.Times.factor(times) + " times")
            + " that of "
            + lower.named();
    Value lowValue = Value.orNone(low.reported, Value.Millis::new);
    Value expected = times == 1 ? new Value.Above(lowValue) : new Value.Times(times, lowValue);
    Value reported = Value.orNone(high.reported, Value.Millis::new);
    if (high.reported == null || low.reported == null) {
      checks.add(
          Check.failed(
              Judgement.STATED_NUMBER,
              metric,
              what,
              expected,
              reported,
              new Reason.StagesMissing(high.reported, low.reported)));
    } else if (holds(high.reported, low.reported, times)) {
      checks.add(Check.pass(Judgement.STATED_NUMBER, metric, what, expected, reported));
    } else {
      boolean modelKept =
          high.model != null && low.model != null && holds(high.model, low.model, times);
      Reason missed =
          new Reason.OrderMissed(
              high.reported, low.reported, times, high.model, low.model, modelKept);
      checks.add(
          modelKept
              ? Check.inconclusive(
                  Judgement.STATED_NUMBER, metric, what, expected, reported, missed)
              // the report says what the model's own timeline says: the script, or the load the
              // client played, is not what the step states
              : Check.failed(Judgement.STATED_NUMBER, metric, what, expected, reported, missed)
                  .with(new Check.Disagreement(true)));
    }
    return checks;
  }

  /** Above, or at least {@code times} as high. */
  private static boolean holds(double high, double low, double times) {
    return times == 1 ? high > low : high >= times * low;
  }

  private record Side(Double reported, Double model) {}

  /**
   * A stage's reported statistic, its definition check added to {@code checks}, and the model's.
   */
  private Side side(Statistic statistic, Metric metric, int stage, List<Check> checks) {
    JsonNode report = select.report().stage(stage);
    JsonNode distribution =
        "schedule_delay".equals(metric.reportKey())
            ? report.path("load_summary").path(metric.reportKey())
            : report.path("successes").path("latency").path(metric.reportKey());
    JsonNode value = distribution.path(statistic.reportKey());
    Double reported = value.isNumber() ? value.asDouble() : null;
    List<RequestEvidence> successes =
        select.ofStage(stage).stream()
            .filter(ReportedRequest::success)
            .map(select::evidenceOf)
            .toList();
    if (successes.isEmpty()) {
      checks.add(MetricChecks.noneSucceeded(metric));
      return new Side(reported, null);
    }
    List<Double> defined = new ArrayList<>();
    List<Double> model = new ArrayList<>();
    for (RequestEvidence request : successes) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
      defined.addAll(request.definition().values(metric));
      model.addAll(request.modelDefinition().values(metric));
    }
    checks.add(
        DefinitionJudge.value(
            metric,
            "the " + statistic.word() + " " + metric.label() + " of stage " + stage,
            reported,
            defined.isEmpty() ? null : statistic.of(defined)));
    checks.addAll(DefinitionJudge.samplesOfEach(successes, metric));
    return new Side(reported, model.isEmpty() ? null : statistic.of(model));
  }
}
