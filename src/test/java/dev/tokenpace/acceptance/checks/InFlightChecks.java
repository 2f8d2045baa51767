package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.Meanwhile;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.fake.model.InFlightTiming;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;

/**
 * A server paced by the requests in flight (docs/fake.md, "Timing models"): that the model gave
 * each word the pace of the streams in flight (at its start for the first word, at each moment for
 * the gaps), and what a stage's report made of it.
 */
public final class InFlightChecks {

  private final EvidenceSelection select;

  public InFlightChecks(EvidenceSelection select) {
    this.select = select;
  }

  /**
   * Every success's scheduled words against its pace at each moment: with the streams in flight the
   * timelines show, the first word due when the pace's wait from the script's start is done (not
   * before the event ahead of it), each later word when its gap from the event before is done. The
   * model's own schedule, exact (its sends are other steps').
   */
  public List<Check> ofRows(InFlightTiming pace) {
    List<Check> checks = new ArrayList<>();
    List<List<RequestEvidence>> successes = select.successesByRun();
    List<NavigableMap<Long, Integer>> inFlight = select.streamsInFlightByRun();
    for (int run = 0; run < successes.size(); run++) {
      for (RequestEvidence request : successes.get(run)) {
        checks.addAll(ofWords(request, pace, inFlight.get(run)));
      }
    }
    return checks;
  }

  private static List<Check> ofWords(
      RequestEvidence request, InFlightTiming pace, NavigableMap<Long, Integer> inFlight) {
    List<Check> checks = new ArrayList<>();
    Timeline timeline = request.timeline();
    long start = timeline.scheduleBaseNanos();
    List<SentEvent> events = timeline.events();
    int word = 0;
    for (int i = 0; i < events.size(); i++) {
      SentEvent event = events.get(i);
      if (!RequestEvidence.bearsTokens(event)) {
        continue;
      }
      word++;
      long before = i == 0 ? start : events.get(i - 1).scheduledNanos();
      int joined = timeline.work().streamsInFlight();
      InFlightTiming.Row row = pace.rowFor(joined);
      if (word == 1 && row.pacesFirstToken()) {
        boolean atEachMoment = pace.firstWord() == InFlightTiming.FirstWord.AT_EACH_MOMENT;
        checks.add(
            kept(
                "the first word the model scheduled for "
                    + request.name()
                    + (atEachMoment
                        ? inFlightAt(inFlight, start, "as its wait began")
                        : " (" + joined + " in flight when it could start)"),
                event.scheduledNanos() - start,
                Math.max(
                        before,
                        atEachMoment
                            ? pace.firstWordDoneAfter(start, inFlight)
                            : start + row.firstTokenNanos())
                    - start));
      } else if (word > 1 && pace.rowFor(1).pacesGaps()) {
        checks.add(
            kept(
                "the gap the model scheduled before word "
                    + word
                    + " of "
                    + request.name()
                    + inFlightAt(inFlight, before, "as it began"),
                event.scheduledNanos() - before,
                pace.gapDoneAfter(before, inFlight) - before));
      }
    }
    return checks;
  }

  private static String inFlightAt(NavigableMap<Long, Integer> inFlight, long at, String when) {
    var count = inFlight.floorEntry(at);
    return " (" + (count == null ? 1 : count.getValue()) + " in flight " + when + ")";
  }

  private static Check kept(String what, long scheduledNanos, long dueNanos) {
    double scheduled = RequestEvidence.seconds(scheduledNanos);
    double row = RequestEvidence.seconds(dueNanos);
    double miss = Math.abs(scheduled - row);
    return Check.of(
        miss <= Check.ROUNDING,
        Judgement.FAKE_PUNCTUALITY,
        null,
        what,
        new Value.Millis(row),
        new Value.Millis(scheduled),
        new Reason.OffScript(miss, 0, false));
  }

  /**
   * A stage's reported {@code statistic} of {@code metric}, the stage {@code named} as the scenario
   * names it: exact to its definition on the stage's successes, then against the stated number
   * counted from the model's receipts, the model's own number deciding whose a miss is.
   */
  public List<Check> ofStage(
      Statistic statistic,
      Metric metric,
      int stage,
      String named,
      Duration stated,
      Tolerance tolerance) {
    List<Check> checks = new ArrayList<>();
    JsonNode value =
        select
            .report()
            .stage(stage)
            .path("successes")
            .path("latency")
            .path(metric.reportKey())
            .path(statistic.reportKey());
    Double reported = value.isNumber() ? value.asDouble() : null;
    List<RequestEvidence> successes =
        select.ofStage(stage).stream()
            .filter(ReportedRequest::success)
            .map(select::evidenceOf)
            .toList();
    if (successes.isEmpty()) {
      checks.add(MetricChecks.noneSucceeded(metric));
      return checks;
    }
    List<Double> defined = new ArrayList<>();
    List<Double> fromReceipt = new ArrayList<>();
    List<Double> model = new ArrayList<>();
    double fakeLateness = 0;
    double heldOff = 0;
    for (RequestEvidence request : successes) {
      checks.addAll(DefinitionJudge.tokenCounts(request));
      for (double one : request.definition().values(metric)) {
        defined.add(one);
        fromReceipt.add(request.fromReceipt(metric, one));
      }
      model.addAll(request.modelDefinition().values(metric));
      fakeLateness = Math.max(fakeLateness, request.latestFakeLateness());
      heldOff = Math.max(heldOff, request.heldOffWhileBehind());
    }
    String what = "the " + statistic.word() + " " + metric.label() + " of " + named;
    checks.add(
        DefinitionJudge.value(
            metric, what, reported, defined.isEmpty() ? null : statistic.of(defined)));
    checks.addAll(DefinitionJudge.samplesOfEach(successes, metric));
    if (fromReceipt.isEmpty() || model.isEmpty()) {
      return checks;
    }
    checks.add(
        StatedJudge.stated(
            metric,
            what,
            statistic.of(fromReceipt),
            statistic.of(model),
            RequestEvidence.seconds(stated.toNanos()),
            tolerance,
            new Meanwhile(fakeLateness, heldOff)));
    return checks;
  }
}
