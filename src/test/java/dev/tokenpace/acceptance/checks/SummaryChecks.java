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
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The run summary's statistics of a metric: against the same statistics of the successes'
 * definitions (the summary counts the successes and nothing else), and against a stated number.
 */
public final class SummaryChecks {

  private final EvidenceSelection select;

  public SummaryChecks(EvidenceSelection select) {
    this.select = select;
  }

  /**
   * A statistic of the run summary's distribution against the same statistic of the definitions.
   */
  public List<Check> ofSummary(Statistic statistic, Metric metric, Tolerance tolerance) {
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.isEmpty()) {
      return List.of(MetricChecks.noneSucceeded(metric));
    }
    List<Check> checks = new ArrayList<>(summaryDefinitions(requests, List.of(statistic), metric));
    checks.addAll(DeliveryJudge.of(requests, metric, tolerance));
    return checks;
  }

  /**
   * The run summary's minimum, median, mean and maximum of {@code metric} against the same
   * statistics of the successes' definitions: the summary counts the successes and nothing else.
   */
  public List<Check> ofSummaryOfSuccesses(Metric metric) {
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.isEmpty()) {
      return List.of(MetricChecks.noneSucceeded(metric));
    }
    return summaryDefinitions(
        requests,
        List.of(Statistic.MINIMUM, Statistic.MEDIAN, Statistic.MEAN, Statistic.MAXIMUM),
        metric);
  }

  private List<Check> summaryDefinitions(
      List<RequestEvidence> requests, List<Statistic> statistics, Metric metric) {
    List<Check> checks = new ArrayList<>();
    List<Double> defined = new ArrayList<>();
    for (RequestEvidence request : requests) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
      defined.addAll(request.definition().values(metric));
    }
    for (Statistic statistic : statistics) {
      Double reported = select.report().summaryStatistic(metric.reportKey(), statistic.reportKey());
      checks.add(
          DefinitionJudge.value(
                  metric,
                  "the " + statistic.word() + " " + metric.label() + " of the run",
                  reported,
                  defined.isEmpty() ? null : statistic.of(defined))
              .ofTheRun(statistic));
    }
    checks.addAll(DefinitionJudge.samplesOfEach(requests, metric));
    return checks;
  }

  /** A statistic of the run summary against a stated number. */
  public List<Check> ofStatedStatistic(
      Statistic statistic, Metric metric, Duration stated, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>(ofSummary(statistic, metric, tolerance));
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    if (requests.isEmpty()) {
      return checks;
    }
    Double reported = select.report().summaryStatistic(metric.reportKey(), statistic.reportKey());
    List<Double> model =
        requests.stream().flatMap(r -> r.modelDefinition().values(metric).stream()).toList();
    if (reported == null || model.isEmpty()) {
      return checks;
    }
    List<Double> fromReceipt = fromReceipt(requests, metric);
    if (fromReceipt.isEmpty()) {
      checks.add(
          Check.failed(
                  Judgement.COUNT_OR_LABEL,
                  metric,
                  metric.label() + " of the successful requests",
                  new Value.Count(requests.size()),
                  new Value.Count(0),
                  new RequestMisses.Untraceable(statistic, metric, reported))
              .with(new Check.Absent()));
      return checks;
    }
    checks.add(statedStatistic(requests, statistic, metric, "the run", stated, tolerance));
    return checks;
  }

  /** Each request's reported values of {@code metric}, counted from the model's receipt. */
  static List<Double> fromReceipt(List<RequestEvidence> requests, Metric metric) {
    return requests.stream()
        .flatMap(
            r ->
                ReportedValue.of(r.reported(), metric).values().stream()
                    .map(v -> r.fromReceipt(metric, v)))
        .toList();
  }

  /**
   * The {@code statistic} of {@code requests}' reported values, from the model's receipt, against
   * the stated number and the model's own: "the median time to first token of {@code of}".
   */
  static Check statedStatistic(
      List<RequestEvidence> requests,
      Statistic statistic,
      Metric metric,
      String of,
      Duration stated,
      Tolerance tolerance) {
    List<Double> model =
        requests.stream().flatMap(r -> r.modelDefinition().values(metric).stream()).toList();
    return StatedJudge.stated(
        metric,
        "the "
            + statistic.word()
            + " "
            + metric.label()
            + " of "
            + of
            + MetricChecks.receipt(metric),
        statistic.of(fromReceipt(requests, metric)),
        statistic.of(model),
        MetricChecks.seconds(stated),
        tolerance,
        Meanwhile.behind(requests, deliveredLateAtMost(requests)),
        offEachRequest(requests, metric));
  }

  /**
   * The median of each request's reported values less the model's own, paired value by value within
   * a request: empty when no request's values pair with the model's one to one.
   */
  static java.util.OptionalDouble offEachRequest(List<RequestEvidence> requests, Metric metric) {
    List<Double> offsets = new ArrayList<>();
    for (RequestEvidence request : requests) {
      List<Double> reported = ReportedValue.of(request.reported(), metric).values();
      List<Double> model = request.modelDefinition().values(metric);
      if (reported.size() != model.size()) {
        continue;
      }
      for (int i = 0; i < reported.size(); i++) {
        offsets.add(request.fromReceipt(metric, reported.get(i)) - model.get(i));
      }
    }
    return offsets.isEmpty()
        ? java.util.OptionalDouble.empty()
        : java.util.OptionalDouble.of(Statistic.MEDIAN.of(offsets));
  }

  /** Over every request behind a statistic: known only when known for each. */
  static java.util.OptionalDouble deliveredLateAtMost(List<RequestEvidence> requests) {
    double most = 0;
    for (RequestEvidence request : requests) {
      java.util.OptionalDouble one = request.deliveredLateAtMost();
      if (one.isEmpty()) {
        return one;
      }
      most = Math.max(most, one.getAsDouble());
    }
    return java.util.OptionalDouble.of(most);
  }
}
