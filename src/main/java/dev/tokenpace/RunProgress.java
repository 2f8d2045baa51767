package dev.tokenpace;

import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.load.LoadListener;
import dev.tokenpace.records.RequestRecord;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/** Counts what the progress line shows and hands every record on, in completion order. */
final class RunProgress implements LoadListener {

  private final long runStartNanos;
  private final Consumer<RequestRecord> records;
  private final AtomicLong sent = new AtomicLong();
  private final AtomicLong succeeded = new AtomicLong();
  private final AtomicLong failed = new AtomicLong();
  private final AtomicLong scheduled = new AtomicLong();
  private volatile int stageId;

  RunProgress(long runStartNanos, Consumer<RequestRecord> records) {
    this.runStartNanos = runStartNanos;
    this.records = records;
  }

  @Override
  public void stageStarted(int stageId, long startNanos, int scheduledInStage) {
    this.stageId = stageId;
    scheduled.addAndGet(scheduledInStage);
  }

  @Override
  public void sent(PreparedRequest request) {
    sent.incrementAndGet();
  }

  @Override
  public void recorded(RequestRecord record) {
    (record.succeeded() ? succeeded : failed).incrementAndGet();
    records.accept(record);
  }

  ProgressListener.Progress snapshot() {
    return new ProgressListener.Progress(
        stageId,
        sent.get(),
        succeeded.get(),
        failed.get(),
        scheduled.get(),
        System.nanoTime() - runStartNanos);
  }
}
