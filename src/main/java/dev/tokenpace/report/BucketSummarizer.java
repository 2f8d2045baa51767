package dev.tokenpace.report;

import dev.tokenpace.config.Redactor;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.SampleAccumulator;
import dev.tokenpace.report.SummaryReport.Failures;
import dev.tokenpace.report.SummaryReport.LabelMessage;
import dev.tokenpace.report.SummaryReport.LabelSummary;
import dev.tokenpace.report.SummaryReport.Latency;
import dev.tokenpace.report.SummaryReport.LoadSummary;
import dev.tokenpace.report.SummaryReport.OutputTokens;
import dev.tokenpace.report.SummaryReport.PromptTokens;
import dev.tokenpace.report.SummaryReport.RunSection;
import dev.tokenpace.report.SummaryReport.StageLoad;
import dev.tokenpace.report.SummaryReport.Successes;
import dev.tokenpace.report.SummaryReport.Throughput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Summarizes one bucket of requests (the whole run, or one stage) in a single pass: every metric
 * streams into a primitive accumulator, so a million records never become boxed lists.
 */
final class BucketSummarizer {

  /** inference-perf's max_error_messages: distinct messages kept per failure label. */
  static final int MAX_MESSAGES_PER_LABEL = 100;

  private final List<Double> percentiles;
  private final SummaryRules rules;
  private final Redactor redactor;

  private final SampleAccumulator scheduleDelay = new SampleAccumulator();
  private final SampleAccumulator latency = new SampleAccumulator();
  private final SampleAccumulator ntpot = new SampleAccumulator();
  private final SampleAccumulator tpot = new SampleAccumulator();
  private final SampleAccumulator ttft = new SampleAccumulator();
  private final SampleAccumulator ttfot = new SampleAccumulator();
  private final SampleAccumulator itl = new SampleAccumulator();
  private final SampleAccumulator icl = new SampleAccumulator();
  private final SampleAccumulator fromSchedule = new SampleAccumulator();
  private final SampleAccumulator requestBytes = new SampleAccumulator();
  private final SampleAccumulator promptTokens = new SampleAccumulator();
  private final SampleAccumulator outputLen = new SampleAccumulator();
  private final SampleAccumulator outputTokens = new SampleAccumulator();
  private final SampleAccumulator failureLatency = new SampleAccumulator();
  private final SampleAccumulator connect = new SampleAccumulator();
  private final SampleAccumulator tlsHandshake = new SampleAccumulator();
  private final SampleAccumulator requestSend = new SampleAccumulator();
  private final SampleAccumulator toResponseHead = new SampleAccumulator();
  private final Map<String, LabelTally> labels = new LinkedHashMap<>();
  private final GoodputTally goodput;

  private long count;
  private long successes;
  private long failures;
  private long promptTotal;
  private long cachedTotal;
  private long outputTotal;
  private long mismatches;
  private long pastMaxTokens;
  private long newConnections;
  private long reusedConnections;
  private final RequestSpan span = new RequestSpan();

  private double summedSuccessLatency;

  /**
   * @param redactor masks secrets in the failure messages kept
   * @param goodput the constraints a good request meets; {@link RunConfig.Goodput#NONE} reports no
   *     goodput
   */
  BucketSummarizer(
      List<Double> percentiles, SummaryRules rules, Redactor redactor, RunConfig.Goodput goodput) {
    this.percentiles = percentiles;
    this.rules = rules;
    this.redactor = redactor;
    this.goodput = new GoodputTally(goodput, rules.goodputLimit());
  }

  void add(RequestFacts request) {
    count++;
    span.add(request.startNanos(), request.endNanos());
    scheduleDelay.add(request.metrics().scheduleDelay());
    if (request.success()) {
      addSuccess(request);
    } else {
      addFailure(request);
    }
  }

  SummaryReport report(RunSection run, StageLoadSource stage) {
    double throughputWindow =
        span.empty()
            ? 0
            : rules.throughputWindow().seconds(span.forThroughput(summedSuccessLatency));
    LoadSummary load =
        new LoadSummary(
            count,
            scheduleDelay.toDistribution(percentiles, rules.percentiles()),
            stage == null ? null : stageLoad(stage));
    return new SummaryReport(span.seconds(), run, load, successes(throughputWindow), failures());
  }

  /**
   * The configured rate/concurrency of a stage (what the stage file reports next to what was
   * achieved).
   */
  record StageLoadSource(Double requestedRate, Integer concurrency) {}

  private void addSuccess(RequestFacts request) {
    RequestMetrics m = request.metrics();
    successes++;
    latency.add(m.requestLatency());
    summedSuccessLatency += m.requestLatency();
    fromSchedule.add(m.requestLatencyFromSchedule());
    addIfDefined(ntpot, m.normalizedTimePerOutputToken());
    addIfDefined(tpot, m.timePerOutputToken());
    addIfDefined(ttft, m.timeToFirstToken());
    addIfDefined(ttfot, m.timeToFirstOutputToken());
    itl.addAll(m.interTokenLatencies());
    icl.addAll(m.interChunkLatencies());
    requestBytes.add(request.requestBytes());
    promptTokens.add(request.inputTokens());
    promptTotal += request.inputTokens();
    if (request.cachedTokens() != null) {
      cachedTotal += request.cachedTokens();
    }
    outputLen.add(request.outputLen());
    outputTokens.add(m.outputTokens());
    outputTotal += m.outputTokens();
    if (request.tokenCountMismatch()) {
      mismatches++;
    }
    if (request.ranPastMaxTokens()) {
      pastMaxTokens++;
    }
    goodput.addSuccess(request);
    addWayIn(request.wayIn());
  }

  private void addWayIn(WayInDurations w) {
    switch (w.connection()) {
      case NEW -> newConnections++;
      case REUSED -> reusedConnections++;
      default -> {}
    }
    addIfDefined(connect, w.connect());
    addIfDefined(tlsHandshake, w.tlsHandshake());
    addIfDefined(requestSend, w.requestSend());
    addIfDefined(toResponseHead, w.toResponseHead());
  }

  private void addFailure(RequestFacts request) {
    failures++;
    failureLatency.add(request.metrics().requestLatency());
    labels
        .computeIfAbsent(request.failureLabel(), l -> new LabelTally())
        .add(redactor.redact(request.failureMessage()));
  }

  private StageLoad stageLoad(StageLoadSource stage) {
    double sendDuration = span.sendSeconds();
    double achieved = sendDuration > 0 ? count / sendDuration : 0.0;
    return new StageLoad(sendDuration, stage.requestedRate(), achieved, stage.concurrency());
  }

  private Successes successes(double window) {
    Latency latencies =
        new Latency(
            latency.toDistribution(percentiles, rules.percentiles()),
            ntpot.toDistribution(percentiles, rules.percentiles()),
            tpot.toDistribution(percentiles, rules.percentiles()),
            ttft.toDistribution(percentiles, rules.percentiles()),
            itl.toDistribution(percentiles, rules.percentiles()),
            ttfot.toDistribution(percentiles, rules.percentiles()),
            icl.toDistribution(percentiles, rules.percentiles()),
            fromSchedule.toDistribution(percentiles, rules.percentiles()));
    return new Successes(
        successes,
        latencies,
        throughput(window),
        requestBytes.toDistribution(percentiles, rules.percentiles()),
        new PromptTokens(
            promptTotal,
            cachedTotal,
            Math.max(promptTotal - cachedTotal, 0),
            promptTokens.toDistribution(percentiles, rules.percentiles())),
        outputLen.toDistribution(percentiles, rules.percentiles()),
        new OutputTokens(
            outputTotal, outputTokens.toDistribution(percentiles, rules.percentiles())),
        new SummaryReport.WayInSummary(
            newConnections,
            reusedConnections,
            connect.toDistribution(percentiles, rules.percentiles()),
            tlsHandshake.toDistribution(percentiles, rules.percentiles()),
            requestSend.toDistribution(percentiles, rules.percentiles()),
            toResponseHead.toDistribution(percentiles, rules.percentiles())),
        pastMaxTokens,
        mismatches,
        goodput.metrics());
  }

  private Throughput throughput(double window) {
    if (window <= 0) {
      return new Throughput(0.0, 0.0, 0.0, 0.0);
    }
    return new Throughput(
        promptTotal / window,
        outputTotal / window,
        (promptTotal + outputTotal) / window,
        successes / window);
  }

  private Failures failures() {
    List<Map.Entry<String, LabelTally>> byCount = new ArrayList<>(labels.entrySet());
    byCount.sort((a, b) -> Long.compare(b.getValue().count, a.getValue().count));
    Map<String, LabelSummary> byLabel = new LinkedHashMap<>();
    for (Map.Entry<String, LabelTally> entry : byCount) {
      byLabel.put(entry.getKey(), entry.getValue().summary());
    }
    return new Failures(
        failures,
        failureLatency.toDistribution(percentiles, rules.percentiles()),
        byLabel,
        count == 0 ? 0.0 : (double) failures / count * 100);
  }

  private static void addIfDefined(SampleAccumulator accumulator, Double value) {
    if (value != null) {
      accumulator.add(value);
    }
  }

  private static final class LabelTally {
    private long count;
    private final Set<String> messages = new LinkedHashSet<>();

    void add(String message) {
      count++;
      if (messages.size() < MAX_MESSAGES_PER_LABEL) {
        messages.add(message == null ? "" : message);
      }
    }

    LabelSummary summary() {
      return new LabelSummary(count, messages.stream().map(LabelMessage::new).toList());
    }
  }
}
