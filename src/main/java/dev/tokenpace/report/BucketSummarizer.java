package dev.tokenpace.report;

import dev.tokenpace.config.Redactor;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.SampleAccumulator;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
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
  private final Map<String, LabelTally> labels = new LinkedHashMap<>();

  private long count;
  private long successes;
  private long failures;
  private long promptTotal;
  private long cachedTotal;
  private long outputTotal;
  private long mismatches;
  private long minStart = Long.MAX_VALUE;
  private long maxStart = Long.MIN_VALUE;
  private long maxEnd = Long.MIN_VALUE;

  private double summedSuccessLatency;

  /**
   * @param redactor masks secrets in the failure messages kept
   */
  BucketSummarizer(List<Double> percentiles, SummaryRules rules, Redactor redactor) {
    this.percentiles = percentiles;
    this.rules = rules;
    this.redactor = redactor;
  }

  void add(RequestRecord record, RequestMetrics metrics) {
    count++;
    minStart = Math.min(minStart, record.startNanos());
    maxStart = Math.max(maxStart, record.startNanos());
    maxEnd = Math.max(maxEnd, record.endNanos());
    scheduleDelay.add(metrics.scheduleDelay());
    if (record.succeeded()) {
      addSuccess(record, metrics);
    } else {
      addFailure(record.failure(), metrics);
    }
  }

  SummaryReport report(RunSection run, StageLoadSource stage) {
    double window = count == 0 ? 0 : (maxEnd - minStart) / 1e9;
    double throughputWindow =
        count == 0
            ? 0
            : rules
                .throughputWindow()
                .seconds(
                    new ThroughputWindow.Span(minStart / 1e9, maxEnd / 1e9, summedSuccessLatency));
    LoadSummary load =
        new LoadSummary(
            count,
            scheduleDelay.toDistribution(percentiles, rules.percentiles()),
            stage == null ? null : stageLoad(stage));
    return new SummaryReport(window, run, load, successes(throughputWindow), failures());
  }

  /**
   * The configured rate/concurrency of a stage (what the stage file reports next to what was
   * achieved).
   */
  record StageLoadSource(Double requestedRate, Integer concurrency) {}

  private void addSuccess(RequestRecord record, RequestMetrics m) {
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
    requestBytes.add(record.requestBytes());
    promptTokens.add(record.inputTokens());
    promptTotal += record.inputTokens();
    if (record.usage() != null && record.usage().cachedTokens() != null) {
      cachedTotal += record.usage().cachedTokens();
    }
    outputLen.add(record.outputTokens());
    outputTokens.add(m.outputTokens());
    outputTotal += m.outputTokens();
    if (perEventCountDisagreesWithServer(record)) {
      mismatches++;
    }
  }

  private void addFailure(Failure failure, RequestMetrics m) {
    failures++;
    failureLatency.add(m.requestLatency());
    String label = FailureLabels.label(failure);
    labels.computeIfAbsent(label, l -> new LabelTally()).add(redactor.redact(failure.message()));
  }

  /** The per-event counts the timing rests on, checked against the server's completion_tokens. */
  private static boolean perEventCountDisagreesWithServer(RequestRecord record) {
    if (!record.streamed() || record.usage() == null || record.usage().completionTokens() == null) {
      return false;
    }
    long sum = 0;
    for (TimedChunk chunk : record.chunks()) {
      if (chunk.kind().carriesTokens()) {
        sum += chunk.tokens();
      }
    }
    return sum != record.usage().completionTokens();
  }

  private StageLoad stageLoad(StageLoadSource stage) {
    double sendDuration = count == 0 ? 0 : (maxStart - minStart) / 1e9;
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
        mismatches);
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
        failures, failureLatency.toDistribution(percentiles, rules.percentiles()), byLabel);
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
