package dev.tokenpace.load;

import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Runs the stages in order on the calling thread, which is the dispatcher: open-loop stages send at
 * their precomputed times whatever earlier requests are doing (sending never waits on a response,
 * so no coordinated omission), unless the user capped the requests in flight: then a request due
 * while the cap is reached is sent when one ends, late but still timed from its schedule.
 * Closed-loop stages keep N requests in flight. Each stage's requests all finish before the
 * interval and the next stage.
 */
public final class LoadGenerator {

  private static final long POLL_MILLIS = 20;

  private final RunConfig.Load load;
  private final RequestFactory factory;
  private final ModelServerClient client;
  private final LoadListener listener;
  private volatile boolean cancelled;

  public LoadGenerator(
      RunConfig.Load load,
      RequestFactory factory,
      ModelServerClient client,
      LoadListener listener) {
    this.load = load;
    this.factory = factory;
    this.client = client;
    this.listener = listener;
  }

  /**
   * Sends all the load; returns when every request sent has been recorded (or at once when
   * cancelled).
   */
  public void run() throws InterruptedException {
    List<Stage> stages = load.stages();
    for (int id = 0; id < stages.size() && !cancelled; id++) {
      if (id > 0 && !pauseBetweenStages()) {
        break;
      }
      runStage(id, stages.get(id));
    }
    if (cancelled) {
      // Only this thread sends, so once here no request can slip past this sweep.
      client.cancelAll();
    }
  }

  /** Stops sending; requests already in flight are ended by the client's cancelAll. */
  public void cancel() {
    cancelled = true;
  }

  public boolean isCancelled() {
    return cancelled;
  }

  private boolean pauseBetweenStages() {
    Duration interval = load.interval();
    if (interval == null || interval.isZero() || interval.isNegative()) {
      return true;
    }
    return Deadlines.awaitDeadline(System.nanoTime() + interval.toNanos(), this::isCancelled);
  }

  private void runStage(int id, Stage stage) throws InterruptedException {
    List<CompletableFuture<?>> pending = new ArrayList<>();
    if (stage.rate() != null) {
      openLoop(id, stage, pending);
    } else {
      closedLoop(id, stage, pending);
    }
    if (cancelled) {
      client.cancelAll();
    }
    CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
  }

  private void openLoop(int id, Stage stage, List<CompletableFuture<?>> pending)
      throws InterruptedException {
    double seconds = stage.duration().toNanos() / 1e9;
    long[] offsets =
        load.type() == LoadType.POISSON
            ? Schedules.poisson(stage.rate(), seconds, load.seed() + id)
            : Schedules.constant(stage.rate(), seconds);
    if (offsets.length == 0) {
      return;
    }
    Semaphore slots = load.maxInFlight() == null ? null : new Semaphore(load.maxInFlight());
    // Prepared before the clock starts (and each next one while waiting), so the first send is not
    // late.
    PreparedRequest next = factory.create(id, 0);
    long stageStart = System.nanoTime();
    listener.stageStarted(id, stageStart, offsets.length);
    for (int i = 0; i < offsets.length; i++) {
      PreparedRequest request = scheduledAt(next, stageStart + offsets[i]);
      if (!Deadlines.awaitDeadline(request.scheduledNanos(), this::isCancelled)) {
        return;
      }
      if (slots == null) {
        pending.add(send(request));
      } else if (acquire(slots)) {
        // Sent late when it had to wait: its schedule stays, so the wait counts in its latency.
        pending.add(send(request).whenComplete((r, t) -> slots.release()));
      } else {
        return;
      }
      if (i + 1 < offsets.length) {
        next = factory.create(id, 0);
      }
    }
  }

  private void closedLoop(int id, Stage stage, List<CompletableFuture<?>> pending)
      throws InterruptedException {
    Semaphore slots = new Semaphore(stage.concurrencyLevel());
    listener.stageStarted(id, System.nanoTime(), stage.numRequests());
    for (int i = 0; i < stage.numRequests(); i++) {
      PreparedRequest next = factory.create(id, 0);
      if (!acquire(slots)) {
        return;
      }
      PreparedRequest request = scheduledAt(next, System.nanoTime());
      pending.add(send(request).whenComplete((r, t) -> slots.release()));
    }
  }

  /** Waits for a free slot; false when cancelled first. */
  private boolean acquire(Semaphore slots) throws InterruptedException {
    while (!slots.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
      if (cancelled) {
        return false;
      }
    }
    return !cancelled;
  }

  private static PreparedRequest scheduledAt(PreparedRequest r, long scheduledNanos) {
    return new PreparedRequest(
        r.requestId(), r.stageId(), scheduledNanos, r.uri(), r.body(), r.streamed(), r.prompt());
  }

  private CompletableFuture<?> send(PreparedRequest request) {
    listener.sent(request);
    return client.send(request).thenAccept(listener::recorded);
  }
}
