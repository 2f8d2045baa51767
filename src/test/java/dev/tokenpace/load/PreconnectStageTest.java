package dev.tokenpace.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.ModelServerClient;
import dev.tokenpace.client.Preconnected;
import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.client.Sent;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.Shard;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.TestConfigs;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@code load.preconnect}: each stage asks for its connections before its first send. */
class PreconnectStageTest {

  /** Answers every request at once; notes each preconnect and how many sends came before it. */
  static final class Client implements ModelServerClient {
    final Queue<int[]> preconnects = new ConcurrentLinkedQueue<>();
    final AtomicInteger sends = new AtomicInteger();
    final int failing;

    Client(int failing) {
      this.failing = failing;
    }

    @Override
    public CompletableFuture<Preconnected> preconnect(URI endpoint, int connections) {
      preconnects.add(new int[] {connections, sends.get()});
      int opened = Math.max(0, connections - failing);
      return CompletableFuture.completedFuture(
          new Preconnected(
              "h:1",
              connections,
              0,
              opened,
              connections - opened,
              failing > 0 ? "refused" : null,
              null));
    }

    @Override
    public Sent send(PreparedRequest request) {
      sends.incrementAndGet();
      return Sent.whenRecorded(
          CompletableFuture.completedFuture(LoadGeneratorTest.FakeClient.succeeded(request)));
    }

    @Override
    public void cancelAll() {}

    @Override
    public void close() {}
  }

  /** Notes every preconnect outcome and counts records. */
  static final class Listener implements LoadListener {
    final Queue<Preconnected> told = new ConcurrentLinkedQueue<>();
    final AtomicInteger recorded = new AtomicInteger();

    @Override
    public void preconnected(int stageId, Preconnected result) {
      told.add(result);
    }

    @Override
    public void recorded(RequestRecord record) {
      recorded.incrementAndGet();
    }
  }

  @Test
  void aClosedLoopStageAsksForItsConcurrencyBeforeItsFirstSend() throws Exception {
    Client client = new Client(0);
    Listener listener = new Listener();

    run(load(true, null, Stage.closed(4, 10), Stage.closed(6, 3)), client, listener);

    assertThat(client.preconnects)
        .extracting(p -> p[0])
        .as("the concurrency, or the requests where fewer")
        .containsExactly(4, 3);
    assertThat(client.preconnects).extracting(p -> p[1]).containsExactly(0, 10);
    assertThat(listener.told).hasSize(2).allMatch(Preconnected::complete);
  }

  @Test
  void anOpenLoopStageAsksForItsFirstSecondsArrivalsCappedByTheInFlightLimit() throws Exception {
    Client client = new Client(0);

    run(load(true, null, Stage.open(20, Duration.ofMillis(300))), client, new Listener());
    run(load(true, 2, Stage.open(20, Duration.ofMillis(300))), client, new Listener());

    assertThat(client.preconnects).extracting(p -> p[0]).containsExactly(6, 2);
    assertThat(client.preconnects).extracting(p -> p[1]).containsExactly(0, 6);
  }

  @Test
  void withTheKeyOffNothingIsOpenedAhead() throws Exception {
    Client client = new Client(0);

    run(load(false, null, Stage.closed(4, 4)), client, new Listener());

    assertThat(client.preconnects).isEmpty();
    assertThat(client.sends.get()).isEqualTo(4);
  }

  @Test
  void connectionsThatFailToOpenAreToldAndEveryRequestIsStillSentAndRecorded() throws Exception {
    Client client = new Client(3);
    Listener listener = new Listener();

    run(load(true, null, Stage.closed(5, 12)), client, listener);

    Preconnected told = listener.told.peek();
    assertThat(told.complete()).isFalse();
    assertThat(told.shortfall(0)).contains("opened 2 of 5", "3 failed: refused");
    assertThat(client.sends.get()).isEqualTo(12);
    assertThat(listener.recorded.get()).isEqualTo(12);
  }

  @Test
  void theOpenLoopBoundCountsOnlyThisShardsArrivalsInTheFirstSecond() {
    long[] offsets = {0, 200_000_000, 400_000_000, 999_999_999, 1_000_000_000, 1_500_000_000};

    assertThat(ConnectionsAhead.openLoop(offsets, Shard.WHOLE, null)).isEqualTo(4);
    assertThat(ConnectionsAhead.openLoop(offsets, new Shard(1, 2), null)).isEqualTo(2);
    assertThat(ConnectionsAhead.openLoop(offsets, Shard.WHOLE, 3)).isEqualTo(3);
  }

  private static Load load(boolean preconnect, Integer maxInFlight, Stage... stages) {
    LoadType type = stages[0] instanceof Stage.Closed ? LoadType.CONCURRENT : LoadType.CONSTANT;
    return new Load(
        type, List.of(stages), Duration.ZERO, 42, Duration.ofSeconds(5), maxInFlight, preconnect);
  }

  private static void run(Load load, Client client, LoadListener listener)
      throws InterruptedException {
    RunConfig config =
        TestConfigs.withLoad(
            TestConfigs.chat(URI.create("http://127.0.0.1:1"), load.type(), load.stages()), load);
    new LoadGenerator(
            config.load(),
            new RequestFactory(config, PromptSources.fromConfig(config.data(), 1)),
            client,
            listener)
        .run();
  }
}
