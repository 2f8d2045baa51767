package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.List;

/**
 * How long the whole run took ({@code benchmark_time_seconds}, docs/metrics.md "Throughput"): by
 * its definition, the last end less the first start over every request of the per-request report,
 * and against the most a scenario allows, with the model's own timeline and the machine deciding
 * whose an overrun is.
 */
public final class RunTimeChecks {

  private static final String WHAT = "the run's benchmark time";

  private final EvidenceSelection select;

  public RunTimeChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** The reported run time by its definition, then against {@code boundSeconds}. */
  public List<Check> ofBound(double boundSeconds) {
    List<ReportedRequest> all = select.report().requests();
    double firstStart = all.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    double lastEnd = all.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0);
    Double reported = number(select.report().summary().path("benchmark_time_seconds"));
    List<RequestEvidence> answered = select.successesOfOnlyRun();
    return List.of(
        DefinitionJudge.value(Counted.BENCHMARK_TIME, WHAT, reported, lastEnd - firstStart),
        StatedJudge.runTime(
            Counted.BENCHMARK_TIME,
            WHAT,
            reported,
            boundSeconds,
            modelSpan(answered),
            select.heldOffSeconds(firstStart, lastEnd),
            answered.stream().mapToDouble(RequestEvidence::latestFakeLateness).max().orElse(0),
            failed(all, firstStart)));
  }

  /**
   * From the first answered request's receipt to the last byte the model sent of any answer: the
   * least the run can take on this script. Failed requests are left out, since a request the model
   * never finished has no end of the model's own.
   */
  private static double modelSpan(List<RequestEvidence> answered) {
    double firstReceipt =
        answered.stream()
            .mapToDouble(r -> RequestEvidence.seconds(r.timeline().receivedNanos()))
            .min()
            .orElse(0);
    double lastSend =
        answered.stream()
            .map(RequestEvidence::timeline)
            .mapToDouble(RunTimeChecks::lastByte)
            .max()
            .orElse(0);
    return Math.max(0, lastSend - firstReceipt);
  }

  private static Reason.Failed failed(List<ReportedRequest> all, double firstStart) {
    List<ReportedRequest> failed = all.stream().filter(r -> !r.success()).toList();
    double lastEnd = failed.stream().mapToDouble(ReportedRequest::endTime).max().orElse(firstStart);
    return new Reason.Failed(failed.size(), lastEnd - firstStart);
  }

  private static double lastByte(Timeline timeline) {
    List<Timeline.SentEvent> events = timeline.events();
    long last = events.isEmpty() ? timeline.endNanos() : events.get(events.size() - 1).sentNanos();
    return RequestEvidence.seconds(last);
  }

  private static Double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : null;
  }
}
