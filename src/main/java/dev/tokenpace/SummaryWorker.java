package dev.tokenpace;

import dev.tokenpace.client.DaemonThreads;
import dev.tokenpace.metrics.MetricsCalculator;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.RunAggregate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Folds each completed request into the run's aggregate on a thread of its own, so no client thread
 * (the NIO selector above all, which stamps every stream's events) spends its time on metrics or
 * JSON. Keeps the records only when asked: a long run keeps none.
 */
final class SummaryWorker implements Consumer<RequestRecord> {

  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(new DaemonThreads("tokenpace-summary"));
  private final RunAggregate aggregate;
  private final MetricsCalculator calculator;
  private final boolean serverTokens;
  private final List<RequestRecord> records;
  private final List<RequestMetrics> metrics;
  private volatile RuntimeException failure;

  SummaryWorker(
      RunAggregate aggregate,
      MetricsCalculator calculator,
      boolean serverTokens,
      boolean keepRecords) {
    this.aggregate = aggregate;
    this.calculator = calculator;
    this.serverTokens = serverTokens;
    this.records = keepRecords ? new ArrayList<>() : null;
    this.metrics = keepRecords ? new ArrayList<>() : null;
  }

  /** Called by whichever thread completed the request: hands it over and returns at once. */
  @Override
  public void accept(RequestRecord record) {
    thread.execute(() -> fold(record));
  }

  private void fold(RequestRecord record) {
    if (failure != null) {
      return;
    }
    try {
      RequestMetrics computed = calculator.calculate(record, serverTokens);
      aggregate.add(record, computed);
      if (records != null) {
        records.add(record);
        metrics.add(computed);
      }
    } catch (RuntimeException e) {
      failure = e;
    }
  }

  /**
   * Waits until every request handed over is folded in.
   *
   * @throws RuntimeException the first failure to fold a request (a report that cannot be written)
   */
  void finish() throws InterruptedException {
    thread.shutdown();
    while (!thread.awaitTermination(1, TimeUnit.SECONDS)) {
      // Folding is bounded work per request; a long queue at the end of a big run drains here.
    }
    if (failure != null) {
      throw failure;
    }
  }

  /** Stops folding without waiting: the run failed before it could finish. */
  void abandon() {
    thread.shutdownNow();
  }

  List<RequestRecord> records() {
    return records == null ? List.of() : records;
  }

  List<RequestMetrics> metrics() {
    return metrics == null ? List.of() : metrics;
  }
}
