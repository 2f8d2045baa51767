package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.Meanwhile;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.fake.timeline.Timeline;
import java.time.Duration;
import java.util.ArrayList;
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
    Window run = window();
    List<RequestEvidence> answered = select.successesOfOnlyRun();
    return List.of(
        run.byDefinition(),
        StatedJudge.runTime(
            Counted.BENCHMARK_TIME,
            WHAT,
            run.reported(),
            boundSeconds,
            modelSpan(answered),
            select.heldOffSeconds(run.firstStart(), run.lastEnd()),
            answered.stream().mapToDouble(RequestEvidence::latestFakeLateness).max().orElse(0),
            failed(run.all(), run.firstStart())));
  }

  /** The run's requests, their first start and last end, and the benchmark time reported. */
  private record Window(
      List<ReportedRequest> all, double firstStart, double lastEnd, Double reported) {

    /** The reported benchmark time against its definition: first start to last end. */
    Check byDefinition() {
      return DefinitionJudge.value(Counted.BENCHMARK_TIME, WHAT, reported, lastEnd - firstStart);
    }
  }

  private Window window() {
    List<ReportedRequest> all = select.report().requests();
    return new Window(
        all,
        all.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0),
        all.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0),
        number(select.report().summary().path("benchmark_time_seconds")));
  }

  /**
   * The reported run time by its definition, then against the {@code stated} one: counted from the
   * model's receipt of the first request (the way there is not the script's), the model's own span
   * deciding whose a miss is. A run whose last request to end failed ends where the benchmark gave
   * up on it, which the model's timeline does not show: refused, saying so.
   */
  public List<Check> ofStated(Duration stated, Tolerance tolerance) {
    Window run = window();
    double lastAnswered =
        run.all().stream()
            .filter(ReportedRequest::success)
            .mapToDouble(ReportedRequest::endTime)
            .max()
            .orElse(Double.NEGATIVE_INFINITY);
    if (run.all().stream().anyMatch(r -> !r.success() && r.endTime() > lastAnswered)) {
      throw new IllegalStateException(
          "the run's duration is stated, but a failed request ends it: a failed request ends"
              + " where the benchmark gave up on it, which the model's timeline does not show;"
              + " state the duration of a run whose last request to end succeeded");
    }
    Double reported = run.reported();
    List<RequestEvidence> answered = select.successesOfOnlyRun();
    List<Check> checks = new ArrayList<>();
    checks.add(run.byDefinition());
    if (reported == null) {
      checks.add(
          Check.failed(
                  Judgement.STATED_NUMBER,
                  Counted.BENCHMARK_TIME,
                  WHAT,
                  new Value.Within(stated.toNanos() / 1e9, tolerance),
                  new Value.None(),
                  new Reason.NoValue(true))
              .with(new Check.Absent()));
      return checks;
    }
    RequestEvidence first =
        answered.stream()
            .min(java.util.Comparator.comparingDouble(r -> r.reported().startTime()))
            .orElseThrow();
    checks.add(
        StatedJudge.stated(
            Counted.BENCHMARK_TIME,
            WHAT + ", from the model's receipt of the first request",
            reported - first.wayToTheModel(),
            modelSpan(answered),
            stated.toNanos() / 1e9,
            tolerance,
            Meanwhile.behind(answered, java.util.OptionalDouble.empty())));
    return checks;
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
