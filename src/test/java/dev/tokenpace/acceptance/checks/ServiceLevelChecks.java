package dev.tokenpace.acceptance.checks;

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
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
        Metric metric = ServiceLevels.metricOf(c.getKey());
        checks.addAll(DefinitionJudge.definition(evidence, metric));
        Double value = ServiceLevels.perRequest(request, c.getKey());
        Double model = ServiceLevels.mean(evidence.modelDefinition().values(metric));
        reportedGood &= ServiceLevels.within(value, c.getValue());
        modelGood &= ServiceLevels.within(model, c.getValue());
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
        boolean machine = ServiceLevels.lateAcrossALimit(request, evidence, constraints);
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
}
