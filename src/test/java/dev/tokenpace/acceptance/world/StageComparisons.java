package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A stage's report against its own requests and the model: the counts it gives, its rates by their
 * definitions (docs/metrics.md, "Throughput" and "Stages"), and a stated achieved rate against the
 * rate the model saw requests arrive at. Stages are counted from 1, as a product owner counts them.
 */
public final class StageComparisons {

  private final World world;

  public StageComparisons(World world) {
    this.world = world;
  }

  /** The stage's count in its report and in the per-request report, against the stated count. */
  public List<Check> ofCount(int stage, int expected) {
    RunReport report = world.onlyRun().report();
    List<Check> checks = new ArrayList<>();
    checks.add(
        Judge.count(
            "requests stage " + stage + "'s report counts",
            expected,
            report.stage(stage).path("load_summary").path("count").asInt(-1)));
    checks.add(
        Judge.count(
            "requests of stage " + stage + " in the per-request report",
            expected,
            requestsOf(stage).size()));
    return log(checks);
  }

  /**
   * The stage's throughputs over its own window (first start to last end of its requests) and its
   * achieved rate (its requests over the time from the first send to the last), each by its
   * definition.
   */
  public List<Check> ofDefinitions(int stage) {
    JsonNode report = world.onlyRun().report().stage(stage);
    List<ReportedRequest> requests = requestsOf(stage);
    if (requests.isEmpty()) {
      throw new AssertionError("stage " + stage + " sent no request, so it has no rates to check");
    }
    double firstStart = requests.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    double lastStart = requests.stream().mapToDouble(ReportedRequest::startTime).max().orElse(0);
    double lastEnd = requests.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0);
    List<ReportedRequest> successes = requests.stream().filter(ReportedRequest::success).toList();
    List<Check> checks = new ArrayList<>();
    for (Throughput throughput : Throughput.values()) {
      checks.add(
          exact(
              "stage " + stage + "'s " + throughput.label(),
              report.path("successes").path("throughput").path(throughput.reportKey()),
              throughput.of(successes, lastEnd - firstStart),
              throughput.unit(),
              "successes over the window from the stage's first start to its last end"));
    }
    double sendDuration = lastStart - firstStart;
    checks.add(
        exact(
            "stage " + stage + "'s achieved rate",
            report.path("load_summary").path("achieved_rate"),
            sendDuration > 0 ? requests.size() / sendDuration : 0,
            "requests per second",
            "its requests over the time from its first send to its last"));
    return log(checks);
  }

  /**
   * A stated achieved rate, within a percentage. Missed, the rate at which the model received the
   * stage's requests decides whose miss it is.
   */
  public List<Check> ofStatedRate(int stage, double stated, int percent) {
    List<Check> checks = new ArrayList<>(ofDefinitions(stage));
    RunOutcome run = world.onlyRun();
    List<ReportedRequest> requests = requestsOf(stage);
    double firstReceipt = Double.MAX_VALUE;
    double lastReceipt = -Double.MAX_VALUE;
    for (ReportedRequest request : requests) {
      double received = RequestEvidence.seconds(run.timelineOf(request).receivedNanos());
      firstReceipt = Math.min(firstReceipt, received);
      lastReceipt = Math.max(lastReceipt, received);
    }
    double model = lastReceipt > firstReceipt ? requests.size() / (lastReceipt - firstReceipt) : 0;
    JsonNode node = run.report().stage(stage).path("load_summary").path("achieved_rate");
    Double reported = node.isNumber() ? node.asDouble() : null;
    double allowed = stated * percent / 100.0;
    String what = "stage " + stage + "'s achieved rate";
    String expected = rate(stated) + " ± " + percent + " %";
    Check check;
    if (reported != null && Math.abs(reported - stated) <= allowed) {
      check = Check.pass("stated", what, expected, rate(reported));
    } else {
      String missed =
          what + ": reported " + rate(reported) + ", where the scenario states " + expected + ". ";
      check =
          Math.abs(model - stated) <= allowed
              ? Check.inconclusive(
                  "stated",
                  what,
                  expected,
                  rate(reported),
                  missed
                      + "The model received them at "
                      + rate(model)
                      + "; the rest is the requests' way to the model on a busy machine: too busy"
                      + " to judge the number")
              : Check.failed(
                  "stated",
                  what,
                  expected,
                  rate(reported),
                  missed
                      + "The model received them at "
                      + rate(model)
                      + ", so the schedule and the stated number disagree. The achieved rate counts"
                      + " the stage's "
                      + requests.size()
                      + " requests over the time from its first send to its last ("
                      + String.format(Locale.ROOT, "%.3f s", sendSpan(requests))
                      + "; docs/metrics.md, \"Stages\")");
    }
    checks.add(world.checks().recordAndReturn(check));
    return checks;
  }

  private static double sendSpan(List<ReportedRequest> requests) {
    return requests.stream().mapToDouble(ReportedRequest::startTime).max().orElse(0)
        - requests.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
  }

  private List<ReportedRequest> requestsOf(int stage) {
    return world.onlyRun().report().requests().stream()
        .filter(r -> r.stageId() == stage - 1)
        .toList();
  }

  private static Check exact(
      String what, JsonNode reportedNode, double defined, String unit, String definition) {
    Double reported = reportedNode.isNumber() ? reportedNode.asDouble() : null;
    boolean exact =
        reported != null && Math.abs(reported - defined) <= 1e-9 * Math.max(1, Math.abs(defined));
    return Check.of(
        exact,
        "definition",
        what + ", by its definition",
        format(defined, unit),
        format(reported, unit),
        what
            + ": the report says "
            + format(reported, unit)
            + ", but its requests' own stamps give "
            + format(defined, unit)
            + " ("
            + definition
            + ", docs/metrics.md): the formula or the stage's requests are wrong");
  }

  private static String rate(Double value) {
    return format(value, "requests per second");
  }

  private static String format(Double value, String unit) {
    return value == null ? "none" : String.format(Locale.ROOT, "%.3f %s", value, unit);
  }

  private List<Check> log(List<Check> checks) {
    checks.forEach(world.checks()::record);
    return checks;
  }
}
