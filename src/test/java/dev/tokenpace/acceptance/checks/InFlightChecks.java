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
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A server paced by the requests in flight (docs/fake.md, "Timing models"): that the model gave
 * each request its row of the table, by the streams it recorded in flight when the request could
 * start, and what a stage's report made of it.
 */
public final class InFlightChecks {

  private final EvidenceSelection select;

  public InFlightChecks(EvidenceSelection select) {
    this.select = select;
  }

  /**
   * Every success's scheduled first word and gaps between words against the pace for its recorded
   * streams in flight (a table's row, or the linear pace's base plus its growth), each part the
   * pace sets: the model's own schedule, exact (its sends are other steps').
   */
  public List<Check> ofRows(InFlightTiming table) {
    List<Check> checks = new ArrayList<>();
    for (RequestEvidence request : select.successes(false)) {
      int streams = request.timeline().work().streamsInFlight();
      InFlightTiming.Row row = table.rowFor(streams);
      String counted = " (" + streams + " in flight when it could start)";
      List<SentEvent> words = request.sentTokens();
      if (words.isEmpty()) {
        continue;
      }
      long start = request.timeline().receivedNanos() + request.timeline().work().addedNanos();
      if (row.pacesFirstToken()) {
        checks.add(
            kept(
                "the first word the model scheduled for " + request.name() + counted,
                words.get(0).scheduledNanos() - start,
                row.firstTokenNanos()));
      }
      for (int i = 1; row.pacesGaps() && i < words.size(); i++) {
        checks.add(
            kept(
                "the gap the model scheduled before word " + (i + 1) + " of " + request.name(),
                words.get(i).scheduledNanos() - words.get(i - 1).scheduledNanos(),
                row.gapNanos()));
      }
    }
    return checks;
  }

  private static Check kept(String what, long scheduledNanos, long rowNanos) {
    double scheduled = RequestEvidence.seconds(scheduledNanos);
    double row = RequestEvidence.seconds(rowNanos);
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
