package dev.tokenpace.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.Sent;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.testing.TestConfigs;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LoadGeneratorTest {

  /** Records when each send happened and how many were in flight; answers as told. */
  static final class FakeClient implements ModelServerClient {
    final Queue<long[]> sends = new ConcurrentLinkedQueue<>();
    final Queue<CompletableFuture<RequestRecord>> open = new ConcurrentLinkedQueue<>();
    final AtomicInteger inFlight = new AtomicInteger();
    final AtomicInteger maxInFlight = new AtomicInteger();
    final Executor answerer;
    final java.util.concurrent.CountDownLatch twentySent =
        new java.util.concurrent.CountDownLatch(20);
    final java.util.concurrent.CountDownLatch threeSent =
        new java.util.concurrent.CountDownLatch(3);
    final java.util.concurrent.CountDownLatch twoSent = new java.util.concurrent.CountDownLatch(2);

    FakeClient(Executor answerer) {
      this.answerer = answerer;
    }

    @Override
    public Sent send(PreparedRequest request) {
      long now = System.nanoTime();
      sends.add(new long[] {request.scheduledNanos(), now});
      maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      CompletableFuture<RequestRecord> future = new CompletableFuture<>();
      open.add(future);
      // Counted only once the future is in `open`, so a test that completes them all misses none.
      twentySent.countDown();
      threeSent.countDown();
      twoSent.countDown();
      if (answerer != null) {
        answerer.execute(() -> answer(future, request));
      }
      return Sent.whenRecorded(future.thenApply(r -> r));
    }

    void answer(CompletableFuture<RequestRecord> future, PreparedRequest request) {
      inFlight.decrementAndGet();
      future.complete(succeeded(request));
    }

    /** A success with no events, ended now. */
    static RequestRecord succeeded(PreparedRequest request) {
      long now = System.nanoTime();
      return new RequestRecord(
          request.requestId(),
          request.stageId(),
          true,
          request.scheduledNanos(),
          now,
          now,
          now,
          List.of(),
          "",
          0,
          0,
          null,
          0,
          null,
          0,
          WayIn.UNKNOWN,
          0);
    }

    @Override
    public void cancelAll() {
      CompletableFuture<RequestRecord> f;
      while ((f = open.poll()) != null) {
        f.complete(null);
      }
    }

    @Override
    public void close() {}
  }

  private static RunConfig config(LoadType type, Stage... stages) {
    RunConfig base = TestConfigs.chat(URI.create("http://127.0.0.1:1"), type, List.of(stages));
    return TestConfigs.withLoad(
        base, new Load(type, List.of(stages), Duration.ZERO, 42, Duration.ofSeconds(5)));
  }

  private static LoadGenerator generator(RunConfig config, FakeClient client, LoadListener sink) {
    return new LoadGenerator(
        config.load(),
        new RequestFactory(config, PromptSources.fromConfig(config.data(), 1)),
        client,
        sink);
  }

  /** Runs the generator on a started thread of its own; an interrupt ends it. */
  private static Thread runInBackground(LoadGenerator generator) {
    Thread dispatcher =
        new Thread(
            () -> {
              try {
                generator.run();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    dispatcher.start();
    return dispatcher;
  }

  @Test
  void openLoopSendsOnScheduleWhileNoResponseHasCome() throws Exception {
    RunConfig config = config(LoadType.CONSTANT, Stage.open(50, Duration.ofMillis(400)));
    FakeClient client = new FakeClient(null);
    List<RequestRecord> recorded = new ArrayList<>();
    LoadGenerator generator = generator(config, client, recorded::add);
    Thread dispatcher = runInBackground(generator);
    assertThat(client.twentySent.await(10, TimeUnit.SECONDS)).isTrue();
    // All 20 were sent although not one response has come back: sending never waits on responses.
    assertThat(client.sends).hasSize(20);
    assertThat(client.maxInFlight.get()).isEqualTo(20);
    List<long[]> sends = List.copyOf(client.sends);
    for (int i = 1; i < sends.size(); i++) {
      assertThat(sends.get(i)[0] - sends.get(i - 1)[0]).isEqualTo(20_000_000L);
    }
    // Never early; on pace at the median. (How punctual a busy machine lets it be is calibrate's
    // business, not a unit test's.)
    long[] lags = sends.stream().mapToLong(send -> send[1] - send[0]).sorted().toArray();
    assertThat(lags[0]).as("earliest send lag").isNotNegative();
    assertThat(lags[lags.length / 2]).as("median send lag").isLessThan(20_000_000L);
    client.open.forEach(f -> f.complete(null));
    dispatcher.join(TimeUnit.SECONDS.toMillis(10));
    assertThat(dispatcher.isAlive()).isFalse();
  }

  @Test
  void openLoopHeldToTwoInFlightSendsLateButKeepsTheSchedule() throws Exception {
    RunConfig base = config(LoadType.CONSTANT, Stage.open(50, Duration.ofMillis(200)));
    Load capped =
        new Load(
            LoadType.CONSTANT, base.load().stages(), Duration.ZERO, 42, Duration.ofSeconds(5), 2);
    RunConfig config = TestConfigs.withLoad(base, capped);
    FakeClient client = new FakeClient(null);
    LoadGenerator generator = generator(config, client, r -> {});
    Thread dispatcher = runInBackground(generator);
    assertThat(client.twoSent.await(10, TimeUnit.SECONDS)).isTrue();
    // The third is due 40 ms in; with two out and none answered it must not go.
    assertThat(client.threeSent.await(300, TimeUnit.MILLISECONDS)).isFalse();

    CompletableFuture<RequestRecord> first = client.open.poll();
    client.inFlight.decrementAndGet();
    first.complete(null);
    assertThat(client.threeSent.await(10, TimeUnit.SECONDS)).isTrue();
    long[] third = List.copyOf(client.sends).get(2);
    long[] firstSend = List.copyOf(client.sends).get(0);
    assertThat(third[0] - firstSend[0]).as("the third keeps its schedule").isEqualTo(40_000_000L);
    assertThat(third[1] - third[0]).as("sent late, after the wait").isGreaterThan(250_000_000L);
    assertThat(client.maxInFlight.get()).isEqualTo(2);

    generator.cancel();
    client.cancelAll();
    dispatcher.join(TimeUnit.SECONDS.toMillis(10));
    assertThat(dispatcher.isAlive()).isFalse();
  }

  @Test
  void closedLoopNeverExceedsTheConcurrencyAndSendsAll() throws Exception {
    RunConfig config = config(LoadType.CONCURRENT, Stage.closed(3, 60));
    java.util.concurrent.ExecutorService answerers =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    FakeClient client =
        new FakeClient(
            task ->
                CompletableFuture.delayedExecutor(1, TimeUnit.MILLISECONDS, answerers)
                    .execute(task));
    Queue<RequestRecord> recorded = new ConcurrentLinkedQueue<>();
    generator(config, client, recorded::add).run();
    answerers.shutdown();

    assertThat(client.sends).hasSize(60);
    assertThat(recorded).hasSize(60);
    assertThat(client.maxInFlight.get()).isEqualTo(3);
    assertThat(new HashSet<>(recorded.stream().map(RequestRecord::requestId).toList())).hasSize(60);
  }

  /** Ends each response at once and holds its record until told: tokenizing that takes long. */
  static final class RecordsLater implements ModelServerClient {
    final Queue<CompletableFuture<RequestRecord>> records = new ConcurrentLinkedQueue<>();
    final List<PreparedRequest> sent = java.util.Collections.synchronizedList(new ArrayList<>());
    final CountDownLatch threeSent = new CountDownLatch(3);

    @Override
    public Sent send(PreparedRequest request) {
      sent.add(request);
      CompletableFuture<RequestRecord> record = new CompletableFuture<>();
      records.add(record);
      threeSent.countDown();
      return new Sent(CompletableFuture.completedFuture(null), record);
    }

    @Override
    public void cancelAll() {}

    @Override
    public void close() {}
  }

  @Test
  void closedLoopSendsTheNextRequestWhenAResponseEndsNotWhenItIsRecorded() throws Exception {
    RunConfig config = config(LoadType.CONCURRENT, Stage.closed(1, 3));
    RecordsLater client = new RecordsLater();
    Queue<RequestRecord> recorded = new ConcurrentLinkedQueue<>();
    LoadGenerator generator =
        new LoadGenerator(
            config.load(),
            new RequestFactory(config, PromptSources.fromConfig(config.data(), 1)),
            client,
            recorded::add);
    Thread dispatcher = runInBackground(generator);

    // One in flight at a time, yet all three go out while not one has been recorded.
    assertThat(client.threeSent.await(10, TimeUnit.SECONDS)).as("three requests sent").isTrue();
    assertThat(client.sent).hasSize(3);
    assertThat(recorded).isEmpty();
    dispatcher.join(200);
    assertThat(dispatcher.isAlive()).as("the stage waits for its records").isTrue();

    for (CompletableFuture<RequestRecord> record : client.records) {
      record.complete(null);
    }
    dispatcher.join(TimeUnit.SECONDS.toMillis(10));
    assertThat(dispatcher.isAlive()).isFalse();
  }

  @Test
  void stagesRunInOrderWithTheirOwnIds() throws Exception {
    RunConfig config = config(LoadType.CONCURRENT, Stage.closed(1, 2), Stage.closed(2, 3));
    FakeClient client = new FakeClient(Runnable::run);
    List<RequestRecord> recorded = new ArrayList<>();
    generator(config, client, recorded::add).run();

    assertThat(recorded).extracting(RequestRecord::stageId).containsExactly(0, 0, 1, 1, 1);
  }

  @Test
  void cancelStopsSendingAndEndsWhatIsInFlight() throws Exception {
    RunConfig config = config(LoadType.CONSTANT, Stage.open(100, Duration.ofSeconds(100)));
    FakeClient client = new FakeClient(null);
    LoadGenerator generator = generator(config, client, r -> {});
    Thread dispatcher = runInBackground(generator);
    assertThat(client.threeSent.await(10, TimeUnit.SECONDS)).isTrue();
    generator.cancel();
    client.cancelAll();
    dispatcher.join(TimeUnit.SECONDS.toMillis(10));

    assertThat(dispatcher.isAlive()).isFalse();
    assertThat(client.sends.size()).isLessThan(10_000);
  }
}
