package dev.tokenpace.acceptance.world;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Shares of a run's requests the reports give: the error rate ({@code failures.error_percentage})
 * and goodput ({@code successes.goodput_metrics}), each exact to its definition (docs/metrics.md,
 * "Goodput" and "Error percentage") fed with the per-request report, and the number a step states;
 * whether one request met the service levels, by its reported numbers and by the model's own
 * timeline (so a request the fake sent in time but the busy machine delivered late is inconclusive,
 * not failed).
 */
public final class ShareJudge {

  /** The per-request metric each goodput constraint is judged on, by inference-perf's key. */
  public static final Map<String, Metric> CONSTRAINTS = new LinkedHashMap<>();

  static {
    CONSTRAINTS.put("ttft", Metric.TIME_TO_FIRST_TOKEN);
    CONSTRAINTS.put("tpot", Metric.TIME_PER_OUTPUT_TOKEN);
    CONSTRAINTS.put("itl", Metric.INTER_TOKEN_LATENCY);
    CONSTRAINTS.put("ntpot", Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN);
    CONSTRAINTS.put("request_latency", Metric.REQUEST_LATENCY);
  }

  private static final double EXACT = 1e-9;

  private final World world;

  public ShareJudge(World world) {
    this.world = world;
  }

  /** The goodput constraint key of a metric, or an error naming the ones there are. */
  public static String constraintKey(Metric metric) {
    return CONSTRAINTS.entrySet().stream()
        .filter(e -> e.getValue() == metric)
        .map(Map.Entry::getKey)
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "a service level bounds time to first token, time per output token,"
                        + " inter-token latency (its mean per request), normalized time per output"
                        + " token or request latency, not "
                        + metric.label()));
  }

  /**
   * The error rate of the run ({@code stage} null) or of a stage: its definition, and the stated
   * percentage as written (6.7 % holds 6.67 %: the report's number rounded to the stated digits).
   */
  public List<Check> ofErrorRate(Integer stage, double stated, String written) {
    JsonNode report = report(stage);
    List<ReportedRequest> requests = requestsOf(stage);
    String where = stage == null ? "the run" : "stage " + stage;
    List<Check> checks = new ArrayList<>();
    int sent = report.path("load_summary").path("count").asInt(-1);
    int failed = report.path("failures").path("count").asInt(-1);
    Double reported = number(report.path("failures").path("error_percentage"));
    checks.add(
        Judge.count(
            "requests " + where + " sent, in the per-request report", sent, requests.size()));
    checks.add(
        Judge.count(
            "failed requests of " + where + ", in the per-request report",
            failed,
            (int) requests.stream().filter(r -> !r.success()).count()));
    checks.add(
        exact(
            "the error rate of " + where + ", by its definition",
            reported,
            sent > 0 ? 100.0 * failed / sent : 0.0,
            "%",
            "failures.count / load_summary.count × 100"));
    checks.add(statedShare("the error rate of " + where, reported, stated, written));
    return log(checks);
  }

  /**
   * Goodput of the run ({@code stage} null) or of a stage: every field by its definition on the
   * per-request report's numbers, then the stated percentage and, when given, the good count.
   */
  public List<Check> ofGoodput(Integer stage, double stated, String written, Integer good) {
    JsonNode report = report(stage);
    Map<String, Duration> constraints = world.settings().goodputConstraints();
    String where = stage == null ? "the run" : "stage " + stage;
    List<Check> checks = new ArrayList<>();
    if (constraints.isEmpty()) {
      checks.add(
          Check.failed(
              "definition",
              "goodput of " + where,
              "service levels",
              "none",
              "goodput needs service levels: state them first, e.g. \"a request meets its service"
                  + " level when its time to first token is at most 200 ms\""));
      return log(checks);
    }
    JsonNode metrics = report.path("successes").path("goodput_metrics");
    List<ReportedRequest> successes =
        requestsOf(stage).stream().filter(ReportedRequest::success).toList();
    int goodCount = 0;
    Map<String, Integer> attained = new LinkedHashMap<>();
    constraints.keySet().forEach(k -> attained.put(k, 0));
    double tokens = 0;
    for (ReportedRequest request : successes) {
      boolean all = true;
      for (Map.Entry<String, Duration> c : constraints.entrySet()) {
        boolean met = meets(request, c.getKey(), c.getValue());
        all &= met;
        if (met) {
          attained.merge(c.getKey(), 1, Integer::sum);
        }
      }
      if (all) {
        goodCount++;
        tokens += request.inputTokens() + request.outputTokens();
      }
    }
    double window =
        successes.isEmpty()
            ? 0
            : successes.stream().mapToDouble(ReportedRequest::endTime).max().orElse(0)
                - successes.stream().mapToDouble(ReportedRequest::startTime).min().orElse(0);
    int total = successes.size();
    checks.add(
        Judge.count(
            "goodput's total_requests of " + where,
            total,
            metrics.path("total_requests").asInt(-1)));
    checks.add(
        Judge.count(
            "goodput's good_requests of " + where + ", by the requests' reported numbers",
            goodCount,
            metrics.path("good_requests").asInt(-1)));
    Double percentage = number(metrics.path("goodput_percentage"));
    checks.add(
        exact(
            "goodput_percentage of " + where + ", by its definition",
            percentage,
            total > 0 ? 100.0 * goodCount / total : 0,
            "%",
            "good requests / successes × 100"));
    checks.add(
        exact(
            "request_goodput of " + where + ", by its definition",
            number(metrics.path("request_goodput")),
            window > 0 ? goodCount / window : 0,
            "requests per second",
            "good requests over the successes' window"));
    checks.add(
        exact(
            "token_goodput of " + where + ", by its definition",
            number(metrics.path("token_goodput")),
            window > 0 ? tokens / window : 0,
            "tokens per second",
            "the good requests' input and output tokens over the successes' window"));
    attained.forEach(
        (key, met) ->
            checks.add(
                exact(
                    key + "_attainment_percentage of " + where + ", by its definition",
                    number(metrics.path(key + "_attainment_percentage")),
                    total > 0 ? 100.0 * met / total : 0,
                    "%",
                    "successes meeting " + key + " / successes × 100")));
    checks.add(statedShare("the goodput of " + where, percentage, stated, written));
    if (good != null) {
      checks.add(
          Judge.count("good requests of " + where, good, metrics.path("good_requests").asInt(-1)));
    }
    return log(checks);
  }

  /**
   * Whether each request {@code which} names met every service level ({@code meets}) or missed one:
   * by its reported numbers, each exact to its definition; when those disagree with the statement,
   * the model's own timeline decides: it agrees (the miss is the delivery's): inconclusive; it
   * disagrees too: failed.
   */
  public List<Check> ofMeeting(RequestSet which, boolean meets) {
    RunOutcome run = world.onlyRun();
    Map<String, Duration> constraints = world.settings().goodputConstraints();
    List<Check> checks = new ArrayList<>();
    List<ReportedRequest> chosen =
        run.report().requests().stream()
            .filter(r -> which.contains(RequestOrdinals.of(r.requestId())))
            .toList();
    if (chosen.isEmpty() || constraints.isEmpty()) {
      checks.add(
          Judge.count(
              constraints.isEmpty() ? "service levels stated" : "requests that are " + which,
              1,
              0));
      return log(checks);
    }
    for (ReportedRequest request : chosen) {
      if (!request.success()) {
        checks.add(
            Check.failed(
                "count",
                "service levels of request " + RequestOrdinals.of(request.requestId()),
                meets ? "met" : "missed",
                "failed",
                "request "
                    + RequestOrdinals.of(request.requestId())
                    + " failed, and goodput counts successes only"));
        continue;
      }
      RequestEvidence evidence = run.evidenceOf(request);
      boolean reportedGood = true;
      boolean modelGood = true;
      StringBuilder how = new StringBuilder();
      for (Map.Entry<String, Duration> c : constraints.entrySet()) {
        Metric metric = CONSTRAINTS.get(c.getKey());
        checks.addAll(Judge.definition(evidence, ReportedValue.of(request, metric), metric));
        double limit = c.getValue().toNanos() / 1e9;
        Double value = perRequest(request, c.getKey());
        reportedGood &= value != null && value <= limit;
        Double model = modelValue(evidence, metric);
        modelGood &= model != null && model <= limit;
        how.append(
            String.format(
                Locale.ROOT,
                "%s %s (the model's own %s) against at most %s; ",
                c.getKey(),
                value == null ? "none" : Ms.of(value),
                model == null ? "none" : Ms.of(model),
                Ms.of(limit)));
      }
      String what = evidence.name() + (meets ? " meets" : " misses") + " the service levels";
      String expected = meets ? "meets every limit" : "misses a limit";
      String reported = reportedGood ? "meets every limit" : "misses a limit";
      if (reportedGood == meets) {
        checks.add(Check.pass("stated", what, expected, reported));
      } else if (modelGood == meets) {
        checks.add(
            Check.inconclusive(
                "stated",
                what,
                expected,
                reported,
                what
                    + ": by its reported numbers it "
                    + (reportedGood ? "meets every limit" : "misses one")
                    + ", but the model kept the statement ("
                    + how
                    + "): the rest is the delivery on a busy machine, too busy to judge"));
      } else {
        checks.add(
            Check.failed(
                "stated",
                what,
                expected,
                reported,
                what
                    + ": it "
                    + (reportedGood ? "meets every limit" : "misses one")
                    + " ("
                    + how
                    + "), and so does the model's own timeline: the script and the statement"
                    + " disagree"));
      }
    }
    return log(checks);
  }

  /** The value a goodput constraint judges: ITL as the request's mean sample. */
  private static Double perRequest(ReportedRequest request, String key) {
    Metric metric = CONSTRAINTS.get(key);
    if (metric == Metric.INTER_TOKEN_LATENCY) {
      List<Double> samples = request.samples(metric.reportKey());
      return samples.isEmpty()
          ? null
          : samples.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }
    return request.metric(metric.reportKey());
  }

  private static Double modelValue(RequestEvidence evidence, Metric metric) {
    if (metric.sampled()) {
      List<Double> samples = evidence.modelDefinition().samples(metric);
      return samples.isEmpty()
          ? null
          : samples.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }
    return evidence.modelDefinition().value(metric);
  }

  private static boolean meets(ReportedRequest request, String key, Duration limit) {
    Double value = perRequest(request, key);
    return value != null && value <= limit.toNanos() / 1e9;
  }

  /** A stated share in percent: the report's, rounded to as many decimals as the statement has. */
  private static Check statedShare(String what, Double reported, double stated, String written) {
    int decimals = written.contains(".") ? written.length() - written.indexOf('.') - 1 : 0;
    double half = 0.5 * Math.pow(10, -decimals);
    String expected = written + " %";
    String got = reported == null ? "none" : String.format(Locale.ROOT, "%.3f %%", reported);
    return Check.of(
        reported != null && Math.abs(reported - stated) <= half + EXACT,
        "stated",
        what,
        expected,
        got,
        what + ": the report says " + got + ", where the scenario states " + expected);
  }

  private static Check exact(
      String what, Double reported, double defined, String unit, String definition) {
    boolean ok = reported != null && Math.abs(reported - defined) <= EXACT * Math.max(1, defined);
    String d = String.format(Locale.ROOT, "%.6f %s", defined, unit);
    String r = reported == null ? "none" : String.format(Locale.ROOT, "%.6f %s", reported, unit);
    return Check.of(
        ok,
        "definition",
        what,
        d,
        r,
        what
            + ": the report says "
            + r
            + ", but the per-request report gives "
            + d
            + " ("
            + definition
            + ", docs/metrics.md)");
  }

  private JsonNode report(Integer stage) {
    return stage == null
        ? world.onlyRun().report().summary()
        : world.onlyRun().report().stage(stage);
  }

  private List<ReportedRequest> requestsOf(Integer stage) {
    return world.onlyRun().report().requests().stream()
        .filter(r -> stage == null || r.stageId() == stage - 1)
        .toList();
  }

  private static Double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : null;
  }

  private List<Check> log(List<Check> checks) {
    checks.forEach(world.checks()::record);
    return checks;
  }
}
