package dev.tokenpace.acceptance.world;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Pairs each reported value with the bound its truth allows and logs the pair; the Then steps assert.
 * Every description names the metric, so a failing scenario says which number was wrong.
 */
public final class Comparisons {

  private final World world;

  public Comparisons(World world) {
    this.world = world;
  }

  /** A metric of one request against that request's own timeline (all samples, for ITL and ICL). */
  public List<Check> ofRequest(RunOutcome run, ReportedRequest request, Metric metric, Tolerance tolerance) {
    Truth truth = run.truthOf(request);
    String who = " of request " + request.requestId();
    if (!metric.sampled()) {
      return List.of(log(metric.label() + who, truth.bound(metric, tolerance), reported(request, metric)));
    }
    List<Bound> expected = truth.sampleBounds(metric, tolerance);
    List<Double> reported = request.samples(metric.reportKey());
    List<Check> checks = new ArrayList<>();
    checks.add(log(metric.label() + " sample count" + who, new Bound(expected.size(), expected.size()), reported.size()));
    for (int i = 0; i < Math.min(expected.size(), reported.size()); i++) {
      checks.add(log(metric.label() + " sample " + (i + 1) + who, expected.get(i), reported.get(i)));
    }
    return checks;
  }

  public List<Check> ofOnlyRequest(Metric metric, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    return ofRequest(run, run.onlySuccess(), metric, tolerance);
  }

  public List<Check> ofEverySuccess(Metric metric, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>();
    for (RunOutcome run : world.runs()) {
      for (ReportedRequest request : run.successes()) {
        checks.addAll(ofRequest(run, request, metric, tolerance));
      }
    }
    return checks;
  }

  /** Every request the model answered as scripted, each against its own timeline; there must be one. */
  public List<Check> ofEveryHealthySuccess(Metric metric, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>();
    for (RunOutcome run : world.runs()) {
      for (ReportedRequest request : run.healthySuccesses()) {
        checks.addAll(ofRequest(run, request, metric, tolerance));
      }
    }
    if (checks.isEmpty()) {
      throw new IllegalStateException("no healthy request succeeded, so there is no " + metric.label() + " to check");
    }
    return checks;
  }

  /**
   * The shortest reported sample of one request against the shortest true one, floored only (a
   * sample may be as long as it likes here; the per-sample checks bound the top). Zero-length or
   * halved samples fall below it.
   */
  public Check ofShortestSample(Metric metric, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    ReportedRequest request = run.onlySuccess();
    // The loosest floor any true sample allows: each sample's own bound already spans its two events'
    // write windows and the tolerance.
    double floor = run.truthOf(request).sampleBounds(metric, tolerance).stream().mapToDouble(Bound::lower).min()
        .orElseThrow(() -> new IllegalStateException("the timeline has no " + metric.label() + " samples"));
    double shortestReported = request.samples(metric.reportKey()).stream().mapToDouble(Double::doubleValue).min()
        .orElse(Double.NaN);
    return log("the shortest " + metric.label() + " sample",
        new Bound(floor, Double.POSITIVE_INFINITY), shortestReported);
  }

  /** A statistic of the run summary's distribution against the same statistic of the pooled truth. */
  public Check ofSummary(Statistic statistic, Metric metric, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    Double reported = run.report().summaryStatistic(metric.reportKey(), statistic.reportKey());
    if (reported == null) {
      throw new IllegalStateException("the summary reports no " + statistic.word() + " " + metric.label());
    }
    return log("the " + statistic.word() + " " + metric.label(), truthOfStatistic(run, statistic, metric, tolerance), reported);
  }

  public Check ofFirstTokenAfterReceipt(Duration expected, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    ReportedRequest request = run.onlySuccess();
    double fromReceipt = reported(request, Metric.TIME_TO_FIRST_TOKEN) - run.truthOf(request).receivedAfterStart();
    return log("time to first token counted from the model's receipt", Bound.around(seconds(expected), tolerance.seconds()), fromReceipt);
  }

  public Check ofLatencyAgainstInjectedTotal() {
    RunOutcome run = world.onlyRun();
    double injected = seconds(run.script().injectedTotal());
    return log("request latency against the injected total", new Bound(injected, Double.MAX_VALUE), reported(run.onlySuccess(), Metric.REQUEST_LATENCY));
  }

  public List<Check> ofSentGaps(List<Duration> expected, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    List<Double> sent = run.truthOf(run.onlySuccess()).tokenEvents().stream().map(e -> Truth.seconds(e.sentNanos())).toList();
    return gaps("gap the model left before chunk ", sent, expected, tolerance);
  }

  public List<Check> ofReceivedGaps(List<Duration> expected, Tolerance tolerance) {
    List<Double> arrived = world.onlyRun().onlySuccess().events().stream().filter(ReportedEvent::bearsTokens).map(ReportedEvent::time).toList();
    return gaps("gap the benchmark saw before chunk ", arrived, expected, tolerance);
  }

  public Check ofFirstChunkAfterReceipt(Duration expected, Tolerance tolerance) {
    RunOutcome run = world.onlyRun();
    return log("first chunk sent after the model received the request",
        Bound.around(seconds(expected), tolerance.seconds()), run.truthOf(run.onlySuccess()).firstTokenAfterReceipt());
  }

  public double reported(ReportedRequest request, Metric metric) {
    Double value = request.metric(metric.reportKey());
    if (value == null) {
      throw new IllegalStateException("the report gives no " + metric.label() + " for request " + request.requestId());
    }
    return value;
  }

  private Bound truthOfStatistic(RunOutcome run, Statistic statistic, Metric metric, Tolerance tolerance) {
    // Every statistic used here only grows when a value grows, so the bounds of the values bound it.
    List<Truth> truths = run.successes().stream().map(run::truthOf).toList();
    List<Bound> bounds = metric.sampled()
        ? truths.stream().flatMap(t -> t.sampleBounds(metric, tolerance).stream()).toList()
        : truths.stream().map(t -> t.bound(metric, tolerance)).toList();
    return new Bound(statistic.of(bounds.stream().map(Bound::lower).toList()), statistic.of(bounds.stream().map(Bound::upper).toList()));
  }

  private List<Check> gaps(String what, List<Double> times, List<Duration> expected, Tolerance tolerance) {
    List<Check> checks = new ArrayList<>();
    checks.add(log("number of " + what.replace(" before chunk ", "s"), new Bound(expected.size(), expected.size()), times.size() - 1));
    for (int i = 1; i < Math.min(times.size(), expected.size() + 1); i++) {
      checks.add(log(what + (i + 1), Bound.around(seconds(expected.get(i - 1)), tolerance.seconds()), times.get(i) - times.get(i - 1)));
    }
    return checks;
  }

  private Check log(String what, Bound expected, double reported) {
    return world.checks().record(what, expected, reported);
  }

  private static double seconds(Duration duration) {
    return duration.toNanos() / 1e9;
  }
}
