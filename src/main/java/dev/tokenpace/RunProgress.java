package dev.tokenpace;

import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.load.LoadListener;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.FailureLabels;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/** Counts what the progress line shows and hands every record on, in completion order. */
final class RunProgress implements LoadListener {

  private final long runStartNanos;
  private final Consumer<RequestRecord> records;
  private final Consumer<String> warnings;
  private final AtomicLong sent = new AtomicLong();
  private final AtomicLong succeeded = new AtomicLong();
  private final AtomicLong failed = new AtomicLong();
  private final AtomicLong scheduled = new AtomicLong();
  private final List<RunConfig.Stage> stages;
  private final String server;
  private boolean unreachableSaid;
  private boolean pastMaxTokensSaid;
  private volatile int stageId;
  private volatile long stageStartNanos;
  private volatile long sentAtStageStart;
  private long lastAnswerNanos;
  private boolean failedSinceAnswer;
  private String lastFailure;

  RunProgress(long runStartNanos, List<RunConfig.Stage> stages, Consumer<RequestRecord> records) {
    this(runStartNanos, stages, "the server", records, line -> {});
  }

  /**
   * @param server how the warnings name the server (its host and port: never its credentials)
   * @param warnings told, in one line, whatever the user must know while the run goes on
   */
  RunProgress(
      long runStartNanos,
      List<RunConfig.Stage> stages,
      String server,
      Consumer<RequestRecord> records,
      Consumer<String> warnings) {
    this.runStartNanos = runStartNanos;
    this.stages = stages;
    this.server = server;
    this.records = records;
    this.warnings = warnings;
    this.lastAnswerNanos = runStartNanos;
  }

  @Override
  public void stageStarted(int stageId, long startNanos, int scheduledInStage) {
    this.stageStartNanos = startNanos;
    this.sentAtStageStart = sent.get();
    this.stageId = stageId;
    scheduled.addAndGet(scheduledInStage);
  }

  @Override
  public void preconnected(int stageId, Preconnected result) {
    String shortfall = result.shortfall(stageId);
    if (shortfall != null) {
      warnings.accept(shortfall);
    }
  }

  @Override
  public void sent(PreparedRequest request) {
    sent.incrementAndGet();
  }

  @Override
  public void recorded(RequestRecord record) {
    (record.succeeded() ? succeeded : failed).incrementAndGet();
    noteAnswer(record);
    if (firstUnreachable(record)) {
      warnings.accept(
          "cannot connect to "
              + server
              + " ("
              + record.failure().message()
              + "): is it up? The run goes on, its requests failing until it answers; Ctrl-C ends"
              + " it with its reports");
    }
    if (firstPastMaxTokens(record)) {
      warnings.accept(
          "request "
              + record.requestId()
              + " asked for at most "
              + record.maxTokens()
              + " tokens and got "
              + record.answeredTokens()
              + ": the server does not hold to max_tokens; the summary counts such answers"
              + " (successes.answers_past_max_tokens)");
    }
    records.accept(record);
  }

  /**
   * Whether this is the run's first answer past its max_tokens: said once, while the run goes on.
   */
  private boolean firstPastMaxTokens(RequestRecord record) {
    if (!record.ranPastMaxTokens()) {
      return false;
    }
    synchronized (this) {
      boolean first = !pastMaxTokensSaid;
      pastMaxTokensSaid = true;
      return first;
    }
  }

  /**
   * Whether this is the run's first request that could not connect: said at once and once, not
   * after the 10 s of silence the progress line waits for, nor 180 times. A success returns before
   * the lock: a run against a live server pays nothing for it.
   */
  private boolean firstUnreachable(RequestRecord record) {
    if (record.succeeded()
        || record.failure() == null
        || record.failure().type() != FailureType.CONNECTION_REFUSED) {
      return false;
    }
    synchronized (this) {
      boolean first = !unreachableSaid;
      unreachableSaid = true;
      return first;
    }
  }

  /** Whether the server answered at all: a dead one only ever fails without headers. */
  private synchronized void noteAnswer(RequestRecord record) {
    if (record.headersNanos() >= 0) {
      lastAnswerNanos = Math.max(lastAnswerNanos, record.endNanos());
      failedSinceAnswer = false;
    } else if (!record.succeeded()) {
      failedSinceAnswer = true;
    }
    if (!record.succeeded()) {
      lastFailure = FailureLabels.label(record.failure());
    }
  }

  synchronized ProgressListener.Progress snapshot() {
    long now = System.nanoTime();
    int current = stageId;
    ProgressListener.Stage stage =
        current < stages.size()
            ? ProgressListener.Stage.of(
                stages.size(),
                stages.get(current),
                sent.get() - sentAtStageStart,
                now - stageStartNanos)
            : null;
    return new ProgressListener.Progress(
        current,
        sent.get(),
        succeeded.get(),
        failed.get(),
        scheduled.get(),
        now - runStartNanos,
        stage,
        lastFailure,
        failedSinceAnswer ? now - lastAnswerNanos : 0);
  }
}
