package dev.tokenpace.load;

import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.Sent;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.Shard;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the stages in order on the calling thread, which is the dispatcher: open-loop stages send at
 * their precomputed times whatever earlier requests are doing (sending never waits on a response,
 * so no coordinated omission), unless the user capped the requests in flight: then a request due
 * while the cap is reached is sent when one ends, late but still timed from its schedule.
 * Closed-loop stages keep N requests in flight. Each stage's requests all finish before the
 * interval and the next stage.
 *
 * <p>A sharded generator walks the same schedule and the same request sequence but sends only its
 * shard's share, and may wait for an agreed start so that every shard's first stage begins at one
 * instant. Concurrency levels and the cap on requests in flight are split like the requests, so the
 * shards together hold what the configured levels say.
 */
public final class LoadGenerator {

  private static final long POLL_MILLIS = 20;

  /**
   * A closed loop builds at most this many requests before a slot frees (their bodies are held).
   */
  private static final int MAX_PREPARED_AHEAD = 1024;

  /**
   * How long a stage waits for the connections it opens ahead: past it the stage starts with those
   * that opened (a server dropping SYNs retries them after 1, 3 and 7 s; a host that does not
   * answer at all would hold the run for minutes).
   */
  static final Duration PRECONNECT_PATIENCE = Duration.ofSeconds(10);

  private final RunConfig.Load load;
  private final RequestFactory factory;
  private final ModelServerClient client;
  private final LoadListener listener;
  private final Shard shard;
  private final OptionalLong agreedStartNanos;
  private final ClosedLoopSchedule closedLoopSchedule;
  private volatile boolean cancelled;

  /** The whole load, starting at once. */
  public LoadGenerator(
      RunConfig.Load load,
      RequestFactory factory,
      ModelServerClient client,
      LoadListener listener) {
    this(
        load,
        factory,
        client,
        listener,
        Shard.WHOLE,
        OptionalLong.empty(),
        ClosedLoopSchedule.WHEN_A_SLOT_FREES);
  }

  /**
   * @param shard the share of the schedule to send
   * @param agreedStartNanos when the first stage starts, on {@code System.nanoTime()}; empty for at
   *     once. Open-loop send times count from it even when it has just passed, so a shard that
   *     starts late catches up and its schedule delay shows it.
   * @param closedLoopSchedule when a closed-loop request is scheduled
   */
  public LoadGenerator(
      RunConfig.Load load,
      RequestFactory factory,
      ModelServerClient client,
      LoadListener listener,
      Shard shard,
      OptionalLong agreedStartNanos,
      ClosedLoopSchedule closedLoopSchedule) {
    this.load = load;
    this.factory = factory;
    this.client = client;
    this.listener = listener;
    this.shard = shard;
    this.agreedStartNanos = agreedStartNanos;
    this.closedLoopSchedule = closedLoopSchedule;
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
    if (stage instanceof Stage.Open open) {
      openLoop(id, open, pending);
    } else if (stage instanceof Stage.Closed closed) {
      closedLoop(id, closed, pending);
    }
    if (cancelled) {
      client.cancelAll();
    }
    CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
  }

  private void openLoop(int id, Stage.Open stage, List<CompletableFuture<?>> pending)
      throws InterruptedException {
    double seconds = stage.duration().toNanos() / 1e9;
    long[] offsets =
        load.type() == LoadType.POISSON
            ? Schedules.poisson(stage.rate(), seconds, load.seed() + id)
            : Schedules.constant(stage.rate(), seconds);
    int arrival = skipOtherShards(0, offsets.length);
    if (arrival == offsets.length) {
      awaitAgreedStart(id);
      return;
    }
    preconnect(id, ConnectionsAhead.openLoop(offsets, shard, load.maxInFlight()));
    Semaphore slots =
        load.maxInFlight() == null ? null : new Semaphore(shard.shareOf(load.maxInFlight()));
    // Prepared before the clock starts (and each next one while waiting), so the first send is not
    // late.
    PreparedRequest next = factory.create(id, 0);
    long stageStart =
        id == 0 && agreedStartNanos.isPresent() ? agreedStartNanos.getAsLong() : System.nanoTime();
    listener.stageStarted(id, stageStart, shard.shareOf(offsets.length));
    while (true) {
      PreparedRequest request = scheduledAt(next, stageStart + offsets[arrival]);
      if (!Deadlines.awaitDeadline(request.scheduledNanos(), this::isCancelled)) {
        return;
      }
      if (slots == null) {
        pending.add(send(request, null));
      } else if (acquire(slots)) {
        // Sent late when it had to wait: its schedule stays, so the wait counts in its latency.
        pending.add(send(request, slots));
      } else {
        return;
      }
      arrival = skipOtherShards(arrival + 1, offsets.length);
      if (arrival == offsets.length) {
        return;
      }
      next = factory.create(id, 0);
    }
  }

  private void closedLoop(int id, Stage.Closed stage, List<CompletableFuture<?>> pending)
      throws InterruptedException {
    Semaphore slots = new Semaphore(shard.shareOf(stage.concurrencyLevel()));
    preconnect(
        id,
        ConnectionsAhead.closedLoop(
            Math.min(stage.concurrencyLevel(), stage.numRequests()), shard));
    if (!awaitAgreedStart(id)) {
      return;
    }
    listener.stageStarted(id, System.nanoTime(), shard.shareOf(stage.numRequests()));
    int ahead = Math.min(shard.shareOf(stage.concurrencyLevel()), MAX_PREPARED_AHEAD);
    Deque<PreparedRequest> prepared = new ArrayDeque<>();
    int ordinal = skipOtherShards(0, stage.numRequests());
    while (ordinal < stage.numRequests() || !prepared.isEmpty()) {
      // Both moments go to the schedule rule: the one docs/metrics.md takes is the slot's, below.
      long ready = System.nanoTime();
      boolean slotFree = slots.tryAcquire();
      // Every slot taken: build the requests the next ends will send now, while the streams flow,
      // rather than one by one in the millisecond a round ends together.
      int wanted = slotFree ? 1 : ahead;
      while (prepared.size() < wanted && ordinal < stage.numRequests()) {
        prepared.add(factory.create(id, 0));
        ordinal = skipOtherShards(ordinal + 1, stage.numRequests());
      }
      if (!slotFree && !acquire(slots)) {
        return;
      }
      if (cancelled) {
        // a slot a cancelled request freed before this loop came round: nothing more is sent
        return;
      }
      PreparedRequest next = prepared.poll();
      long scheduled = closedLoopSchedule.scheduledNanos(ready, System.nanoTime());
      pending.add(send(scheduledAt(next, scheduled), slots));
    }
  }

  /**
   * Opens the stage's connections before its clock starts, when {@code load.preconnect} asks: the
   * wait is before the first scheduled send, so it delays no request. Whatever did not open is told
   * to the listener; the requests that find no idle connection open their own.
   */
  private void preconnect(int stageId, int connections) throws InterruptedException {
    if (!load.preconnect() || connections <= 0 || cancelled) {
      return;
    }
    CompletableFuture<Preconnected> opening = client.preconnect(factory.warmUp(), connections);
    long deadline = System.nanoTime() + PRECONNECT_PATIENCE.toNanos();
    while (!cancelled) {
      try {
        listener.preconnected(stageId, opening.get(POLL_MILLIS, TimeUnit.MILLISECONDS));
        return;
      } catch (TimeoutException stillOpening) {
        if (System.nanoTime() - deadline > 0) {
          listener.preconnected(stageId, notInTime(connections));
          return;
        }
      } catch (ExecutionException e) {
        // the contract is a normal completion; a client bug must not stop the run
        listener.preconnected(
            stageId,
            new Preconnected(
                factory.warmUp().getRawAuthority(),
                connections,
                0,
                0,
                connections,
                String.valueOf(e.getCause()),
                null));
        return;
      }
    }
  }

  private Preconnected notInTime(int connections) {
    return Preconnected.unfinished(
        factory.warmUp().getRawAuthority(),
        connections,
        "waited " + PRECONNECT_PATIENCE.toSeconds() + " s");
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

  /** The first stage of a run with an agreed start begins then, not before. */
  private boolean awaitAgreedStart(int stageId) {
    return stageId != 0
        || agreedStartNanos.isEmpty()
        || Deadlines.awaitDeadline(agreedStartNanos.getAsLong(), this::isCancelled);
  }

  /**
   * Draws (and drops) the requests of other shards from {@code from} on, so this shard's requests
   * keep the ids and prompts of the whole schedule.
   *
   * @return the next ordinal this shard plays, or {@code end}
   */
  private int skipOtherShards(int from, int end) {
    int ordinal = from;
    while (ordinal < end && !shard.plays(ordinal)) {
      factory.skip();
      ordinal++;
    }
    return ordinal;
  }

  private static PreparedRequest scheduledAt(PreparedRequest r, long scheduledNanos) {
    return new PreparedRequest(
        r.requestId(),
        r.stageId(),
        scheduledNanos,
        r.uri(),
        r.body(),
        r.streamed(),
        r.prompt(),
        r.maxTokens());
  }

  /**
   * @param slots released when the response ends, not when it is recorded: the next request does
   *     not wait for this one to be tokenized; {@code null} when the stage holds none
   * @return completes when the request is recorded
   */
  private CompletableFuture<?> send(PreparedRequest request, Semaphore slots) {
    listener.sent(request);
    Sent sent = client.send(request);
    if (slots != null) {
      sent.ended().whenComplete((r, t) -> slots.release());
    }
    return sent.record().thenAccept(listener::recorded);
  }
}
