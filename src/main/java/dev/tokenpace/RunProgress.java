package dev.tokenpace;

import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.load.LoadListener;
import dev.tokenpace.records.RequestRecord;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** Collects every record in completion order and counts what the progress line shows. */
final class RunProgress implements LoadListener {

  private final long runStartNanos;
  private final Queue<RequestRecord> records = new ConcurrentLinkedQueue<>();
  private final AtomicLong sent = new AtomicLong();
  private final AtomicLong succeeded = new AtomicLong();
  private final AtomicLong failed = new AtomicLong();
  private final AtomicLong scheduled = new AtomicLong();
  private volatile int stageId;

  RunProgress(long runStartNanos) {
    this.runStartNanos = runStartNanos;
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
    records.add(record);
    (record.succeeded() ? succeeded : failed).incrementAndGet();
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

  List<RequestRecord> records() {
    return List.copyOf(records);
  }
}
