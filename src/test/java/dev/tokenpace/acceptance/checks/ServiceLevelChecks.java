package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Whether one request met the service levels: by its reported numbers, each exact to its
 * definition, and where those disagree with the step, by the model's own timeline.
 */
public final class ServiceLevelChecks {

  private final EvidenceSelection select;

  public ServiceLevelChecks(EvidenceSelection select) {
    this.select = select;
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
              new Lack.NoneThatIs(which.words(), null)));
    }
    List<Check> checks = new ArrayList<>();
    for (ReportedRequest request : chosen) {
      String what = select.nameOf(request) + (meets ? " meets" : " misses") + " the service levels";
      if (!request.success()) {
        checks.add(
            Check.failed(
                Judgement.COUNT_OR_LABEL,
                Counted.GOODPUT,
                what,
                Value.Levels.of(meets),
                Value.Levels.FAILED,
                new RequestMisses.FailedForGoodput(request.errorLabel())));
        continue;
      }
      RequestEvidence evidence = select.evidenceOf(request);
      boolean reportedGood = true;
      boolean modelGood = true;
      List<RequestMisses.Limit> limits = new ArrayList<>();
      for (Map.Entry<String, Duration> c : constraints.entrySet()) {
        Metric metric = ServiceLevels.metricOf(c.getKey());
        checks.addAll(DefinitionJudge.definition(evidence, metric));
        Double value = ServiceLevels.perRequest(request, c.getKey());
        Double model = ServiceLevels.mean(evidence.modelDefinition().values(metric));
        reportedGood &= ServiceLevels.within(value, c.getValue());
        modelGood &= ServiceLevels.within(model, c.getValue());
        limits.add(new RequestMisses.Limit(c.getKey(), value, model, c.getValue()));
      }
      Value expected = Value.Levels.of(meets);
      Value reported = Value.Levels.of(reportedGood);
      if (reportedGood == meets) {
        checks.add(Check.pass(Judgement.STATED_NUMBER, Counted.GOODPUT, what, expected, reported));
        continue;
      }
      // The model kept the statement: the delivery's; it missed too: the script's, unless the
      // fake's own lateness carried it across a limit.
      Reason.Whose whose =
          modelGood == meets
              ? Reason.Whose.ONE_LATE_DELIVERY
              : ServiceLevels.lateAcrossALimit(request, evidence, constraints)
                  ? Reason.Whose.FAKE_LATE
                  : Reason.Whose.SCRIPT_DISAGREES;
      checks.add(
          Check.failed(
                  Judgement.STATED_NUMBER,
                  Counted.GOODPUT,
                  what,
                  expected,
                  reported,
                  new RequestMisses.LevelsMissed(limits, whose, evidence.latestFakeLateness()))
              .withVerdict(
                  whose == Reason.Whose.SCRIPT_DISAGREES ? Verdict.FAIL : Verdict.INCONCLUSIVE));
    }
    return checks;
  }
}
