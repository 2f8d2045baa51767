package dev.tokenpace.acceptance.checks;

import static dev.tokenpace.acceptance.checks.MetricChecks.seconds;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedValue;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.evidence.RunOutcome;
import dev.tokenpace.acceptance.evidence.ScenarioRuns;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.DeliveryJudge;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Steps about the model's own timeline against its script, and the reported numbers held to it: the
 * gaps it left, its first token after the receipt, the shortest sample, the waits it injected.
 */
public final class TimelineChecks {

  private final EvidenceSelection select;
  private final ScenarioRuns runs;

  public TimelineChecks(EvidenceSelection select, ScenarioRuns runs) {
    this.select = select;
    this.runs = runs;
  }

  /** The reported TTFT less the request's way to the model, against the script's first wait. */
  public List<Check> ofFirstTokenAfterReceipt(Duration expected, Tolerance tolerance) {
    RequestEvidence request = select.only();
    Metric ttft = Metric.TIME_TO_FIRST_TOKEN;
    List<Check> checks = new ArrayList<>(DefinitionJudge.definition(request, ttft));
    checks.add(firstTokenKept(ttft, request, expected, tolerance));
    checks.addAll(DeliveryJudge.delivery(ttft, request.deliveries(), tolerance));
    DeliveryJudge.connection(request, ttft, tolerance).ifPresent(checks::add);
    return checks;
  }

  public List<Check> ofFirstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    return List.of(firstTokenKept(null, select.only(), expected, tolerance));
  }

  /** The gaps between the chunks the model sent, against the script (one value: the same). */
  public List<Check> ofSentGaps(List<Duration> expected, Tolerance tolerance) {
    return sentGaps(select.only(), expected, tolerance);
  }

  /** The gaps the benchmark saw: the model kept the script and the benchmark saw each chunk. */
  public List<Check> ofReceivedGaps(List<Duration> expected, Tolerance tolerance) {
    RequestEvidence request = select.only();
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.CHUNKS,
            "chunks with tokens the benchmark saw from " + request.name(),
            request.sentTokens().size(),
            request.seenTokens().size()));
    checks.addAll(sentGaps(request, expected, tolerance));
    checks.addAll(
        DeliveryJudge.delivery(Metric.INTER_CHUNK_LATENCY, request.deliveries(), tolerance));
    return checks;
  }

  /**
   * The shortest reported sample against the shortest the model's own send times give, floored by
   * what one late delivery can take off it: halved or zero-length samples fall far below.
   */
  public List<Check> ofShortestSample(Metric metric, Tolerance tolerance) {
    RequestEvidence request = select.only();
    List<Check> checks = new ArrayList<>(DefinitionJudge.definition(request, metric));
    double shortestSent =
        request.modelDefinition().samples(metric).stream()
            .mapToDouble(Double::doubleValue)
            .min()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the timeline has no " + metric.label() + " samples"));
    double floor = shortestSent - DeliveryJudge.SINGLE_LATE_FACTOR * tolerance.seconds();
    java.util.OptionalDouble reported =
        ReportedValue.of(request.reported(), metric).samples().stream()
            .mapToDouble(Double::doubleValue)
            .min();
    checks.add(
        Check.of(
                reported.isPresent() && reported.getAsDouble() >= floor,
                Judgement.DELIVERY,
                metric,
                "the shortest " + metric.label() + " sample of " + request.name(),
                new Value.AtLeast(new Value.Millis(floor)),
                reported.isPresent() ? new Value.Millis(reported.getAsDouble()) : new Value.None(),
                new RequestMisses.ShorterThanTheModelLeft(shortestSent, floor))
            // a report with no samples gives nothing to judge here: a field it may not have
            .with(reported.isPresent() ? null : new Check.Absent()));
    checks.addAll(DeliveryJudge.of(List.of(request), metric, tolerance));
    return checks;
  }

  public List<Check> ofLatencyAgainstInjectedTotal() {
    RunOutcome run = runs.onlyRun();
    RequestEvidence request = run.onlySuccessEvidence();
    Metric latency = Metric.REQUEST_LATENCY;
    List<Check> checks = new ArrayList<>(DefinitionJudge.definition(request, latency));
    double injected = seconds(run.script().stream().injectedTotal());
    Double reported = request.reported().metric(latency.reportKey());
    checks.add(
        Check.of(
                reported != null && reported >= injected - Check.ROUNDING,
                Judgement.DEFINITION,
                latency,
                "request latency of " + request.name() + " against every wait the script injected",
                new Value.AtLeast(new Value.Millis(injected)),
                Value.orNone(reported, Value.Millis::new),
                new RequestMisses.ShorterThanInjected(request.name(), injected))
            .with(reported == null ? new Check.Absent() : null));
    return checks;
  }

  private static List<Check> sentGaps(
      RequestEvidence request, List<Duration> expected, Tolerance tolerance) {
    List<SentEvent> sent = request.sentTokens();
    int gaps = Math.max(0, sent.size() - 1);
    List<Check> checks = new ArrayList<>();
    if (expected.size() != 1) {
      checks.add(
          DefinitionJudge.count(
              Counted.CHUNKS,
              "gaps between the chunks the model sent to " + request.name(),
              expected.size(),
              gaps));
    }
    for (int i = 1; i < sent.size() && (expected.size() == 1 || i <= expected.size()); i++) {
      double stated = seconds(expected.get(expected.size() == 1 ? 0 : i - 1));
      double gap = RequestEvidence.seconds(sent.get(i).sentNanos() - sent.get(i - 1).sentNanos());
      double late =
          Math.max(
              RequestEvidence.fakeLateness(sent.get(i)),
              RequestEvidence.fakeLateness(sent.get(i - 1)));
      checks.add(
          StatedJudge.fake(
              null,
              "the gap the model left before chunk " + (i + 1) + " of " + request.name(),
              gap,
              stated,
              tolerance,
              late));
    }
    return checks;
  }

  private static Check firstTokenKept(
      Metric metric, RequestEvidence request, Duration expected, Tolerance tolerance) {
    SentEvent first =
        request.sentTokens().stream()
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the model sent no chunk with tokens to " + request.name()));
    return StatedJudge.fake(
        metric,
        "the first token the model sent to " + request.name() + ", after it received the request",
        request.sentAfterReceipt(first),
        seconds(expected),
        tolerance,
        RequestEvidence.fakeLateness(first));
  }
}
