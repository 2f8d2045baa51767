package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.judge.StatedJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.RateDefinition;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The run's and each stage's counts and rates (docs/metrics.md, "Throughput" and "Stages"): by
 * their definitions from the per-request report, and a stated rate against the rate the model saw.
 * Stages are counted from 1, as a product owner counts them.
 */
public final class RateChecks {

  private static final String PER_SECOND = "requests per second";

  private final EvidenceSelection select;

  public RateChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** Every throughput of the summary against docs/metrics.md fed with the per-request report. */
  public List<Check> ofThroughputDefinitions() {
    RunReport report = select.report();
    List<ReportedRequest> all = report.requests();
    double window =
        all.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0)
            - all.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    List<Check> checks = new ArrayList<>();
    for (Throughput throughput : Throughput.values()) {
      double defined = throughput.of(report.successes(), window);
      checks.add(
          DefinitionJudge.rate(
              throughput,
              "the run's " + throughput.label(),
              report.throughput(throughput.reportKey()),
              defined,
              slack(defined, window),
              throughput.unit(),
              RateDefinition.Of.RUN_THROUGHPUT));
    }
    return checks;
  }

  /** A throughput against a stated rate; missed, the model's own window decides whose miss. */
  public List<Check> ofStatedThroughput(Throughput throughput, double stated, int percent) {
    List<Check> checks = new ArrayList<>(ofThroughputDefinitions());
    List<RequestEvidence> requests = select.successesOfOnlyRun();
    double modelWindow =
        requests.stream().mapToDouble(r -> r.modelDefinition().end()).max().orElse(0)
            - requests.stream().mapToDouble(r -> r.modelDefinition().start()).min().orElse(0);
    RunReport report = select.report();
    checks.add(
        StatedJudge.rate(
            throughput,
            "the run's " + throughput.label(),
            report.throughput(throughput.reportKey()),
            throughput.of(report.successes(), modelWindow),
            onScript(throughput, report.successes(), modelWindow, requests),
            stated,
            percent,
            throughput.unit(),
            null));
    return checks;
  }

  /**
   * A stage's throughput against a stated rate, beside its definitions; missed, the model's own
   * window over the stage's successes decides whose miss, as for the run's.
   *
   * @param named the stage as the scenario said it ("stage 1 (the concurrency 2 stage)")
   */
  public List<Check> ofStageStatedThroughput(
      int stage, String named, Throughput throughput, double stated, int percent) {
    List<Check> checks = new ArrayList<>(ofStageDefinitions(stage));
    List<ReportedRequest> successes =
        select.ofStage(stage).stream().filter(ReportedRequest::success).toList();
    if (successes.isEmpty()) {
      return checks;
    }
    List<RequestEvidence> answered = successes.stream().map(select::evidenceOf).toList();
    double modelWindow =
        answered.stream().mapToDouble(r -> r.modelDefinition().end()).max().orElse(0)
            - answered.stream().mapToDouble(r -> r.modelDefinition().start()).min().orElse(0);
    checks.add(
        StatedJudge.rate(
            throughput,
            "the " + throughput.label() + " of " + named,
            number(
                select
                    .report()
                    .stage(stage)
                    .path("successes")
                    .path("throughput")
                    .path(throughput.reportKey())),
            throughput.of(successes, modelWindow),
            onScript(throughput, successes, modelWindow, answered),
            stated,
            percent,
            throughput.unit(),
            null));
    return checks;
  }

  /**
   * The throughput over the model's window with the fake's own lateness behind its script taken
   * off, every answer's summed (one after another they add up; side by side this takes off more
   * than they stretched, which only widens what the machine is allowed): what the model would have
   * given on its script.
   */
  private static double onScript(
      Throughput throughput,
      List<ReportedRequest> successes,
      double modelWindow,
      List<RequestEvidence> answered) {
    double late = answered.stream().mapToDouble(RequestEvidence::latestFakeLateness).sum();
    return throughput.of(successes, Math.max(modelWindow - late, 1e-6));
  }

  /** The stage's count in its report and in the per-request report, against the stated count. */
  public List<Check> ofStageCount(int stage, int expected) {
    return List.of(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "requests stage " + stage + "'s report counts",
            expected,
            select.report().stage(stage).path("load_summary").path("count").asInt(-1)),
        DefinitionJudge.count(
            Counted.REQUESTS,
            "requests of stage " + stage + " in the per-request report",
            expected,
            select.ofStage(stage).size()));
  }

  /**
   * The stage's throughputs over its own window (first start to last end of its requests) and its
   * achieved rate (its requests over the time from the first send to the last), by definition.
   */
  public List<Check> ofStageDefinitions(int stage) {
    JsonNode report = select.report().stage(stage);
    List<ReportedRequest> requests = select.ofStage(stage);
    if (requests.isEmpty()) {
      return List.of(
          DefinitionJudge.some(
              Counted.REQUESTS, "requests of stage " + stage, 0, new Lack.StageSentNone(stage)));
    }
    double firstStart = requests.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    double lastEnd = requests.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0);
    List<ReportedRequest> successes = requests.stream().filter(ReportedRequest::success).toList();
    List<Check> checks = new ArrayList<>();
    for (Throughput throughput : Throughput.values()) {
      double defined = throughput.of(successes, lastEnd - firstStart);
      checks.add(
          DefinitionJudge.rate(
              throughput,
              "stage " + stage + "'s " + throughput.label(),
              number(report.path("successes").path("throughput").path(throughput.reportKey())),
              defined,
              slack(defined, lastEnd - firstStart),
              throughput.unit(),
              RateDefinition.Of.STAGE_THROUGHPUT));
    }
    double sendSpan = sendSpan(requests);
    double achieved = sendSpan > 0 ? requests.size() / sendSpan : 0;
    checks.add(
        DefinitionJudge.rate(
            Counted.ACHIEVED_RATE,
            "stage " + stage + "'s achieved rate",
            number(report.path("load_summary").path("achieved_rate")),
            achieved,
            slack(achieved, sendSpan),
            PER_SECOND,
            RateDefinition.Of.STAGE_ACHIEVED_RATE));
    return checks;
  }

  /** A stated achieved rate; missed, the rate the model received the requests at decides. */
  public List<Check> ofStatedStageRate(int stage, double stated, int percent) {
    List<Check> checks = new ArrayList<>(ofStageDefinitions(stage));
    List<ReportedRequest> requests = select.ofStage(stage);
    if (requests.isEmpty()) {
      return checks;
    }
    List<Double> receipts = select.receipts(requests);
    double first = receipts.stream().mapToDouble(Double::doubleValue).min().orElse(0);
    double last = receipts.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    double model = last > first ? requests.size() / (last - first) : 0;
    checks.add(
        StatedJudge.rate(
            Counted.ACHIEVED_RATE,
            "stage " + stage + "'s achieved rate",
            number(select.report().stage(stage).path("load_summary").path("achieved_rate")),
            model,
            stated,
            percent,
            PER_SECOND,
            new Reason.Sends(requests.size(), sendSpan(requests))));
    return checks;
  }

  /**
   * A stage's requested rate ({@code load_summary.requested_rate}): the rate the stage asked for,
   * echoed from its config, so the report gives it exactly.
   */
  public List<Check> ofRequestedRate(int stage, double stated) {
    JsonNode requested = select.report().stage(stage).path("load_summary").path("requested_rate");
    Value reported = Value.orNone(number(requested), rate -> new Value.Rate(rate, PER_SECOND));
    String what = "stage " + stage + "'s requested rate";
    Value expected = new Value.Rate(stated, PER_SECOND);
    return List.of(DefinitionJudge.shown(Counted.REQUESTED_RATE, what, expected, reported));
  }

  /**
   * The closed-loop level the stage report says the stage asked for, against the stated one: a
   * merged stage reports the whole run's level, not one load generator's share of its slots.
   */
  public List<Check> ofRequestedConcurrency(int stage, int stated) {
    JsonNode level = select.report().stage(stage).path("load_summary").path("concurrency");
    return List.of(
        DefinitionJudge.label(
            Counted.CONCURRENCY,
            "stage " + stage + "'s concurrency",
            stated + " requests in flight",
            level.isInt() ? level.asInt() + " requests in flight" : "none"));
  }

  /**
   * How far a rate over {@code window} may read when each end of the window may sit the merged
   * run's clock spread away (0 for one process): the rate over the window shrunk by both.
   */
  private double slack(double rate, double window) {
    double spread = select.clockSpreadSeconds();
    if (spread == 0 || rate == 0) {
      return 0;
    }
    double shrunk = window - 2 * spread;
    return shrunk > 0 ? rate * window / shrunk - rate : Double.POSITIVE_INFINITY;
  }

  private static double sendSpan(List<ReportedRequest> requests) {
    return requests.stream().mapToDouble(ReportedRequest::startTime).max().orElse(0)
        - requests.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
  }

  private static Double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : null;
  }
}
