package dev.tokenpace.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.client.PreparedRequest;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.LengthDistribution;
import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import dev.tokenpace.config.Shard;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.testing.TestConfigs;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Three shards of a schedule send exactly the requests of the whole schedule, each once: the same
 * ids, prompts and bodies, at the same offsets from their stage's start.
 */
class ShardedLoadTest {

  private static final String TAG = "agreed00";

  /** What one send was, with its time as an offset from its stage's start. */
  record Sent(String id, int stageId, long offsetNanos, String prompt, String body) {}

  @ParameterizedTest
  @EnumSource(
      value = LoadType.class,
      names = {"CONSTANT", "POISSON", "CONCURRENT"})
  void threeShardsSendTheWholeScheduleOnce(LoadType type) throws InterruptedException {
    RunConfig config = config(type);
    int stageZeroSize = type == LoadType.CONCURRENT ? 10 : 40;

    List<Sent> whole = play(config, Shard.WHOLE);
    List<Sent> shards = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      int index = i;
      List<Sent> share = play(config, new Shard(index, 3));
      assertThat(share)
          .as("shard %d/3 plays every third request of each stage, from its index", index)
          .allSatisfy(sent -> assertThat(ordinalInStage(sent, stageZeroSize) % 3).isEqualTo(index));
      shards.addAll(share);
    }

    assertThat(whole).hasSize(type == LoadType.CONCURRENT ? 10 + 7 : 40 + 25);
    if (type == LoadType.CONCURRENT) {
      // Closed-loop send times depend on when answers came back, so only what is sent is compared.
      assertThat(withoutTimes(shards)).containsExactlyInAnyOrderElementsOf(withoutTimes(whole));
    } else {
      assertThat(shards).containsExactlyInAnyOrderElementsOf(whole);
    }
  }

  /** Ids read tag-stage-sequence, the sequence counting across stages. */
  private static long ordinalInStage(Sent sent, int stageZeroSize) {
    long sequence = Long.parseLong(sent.id().substring(sent.id().lastIndexOf('-') + 1));
    return sent.stageId() == 0 ? sequence : sequence - stageZeroSize;
  }

  private static List<Sent> withoutTimes(List<Sent> sent) {
    return sent.stream().map(s -> new Sent(s.id(), s.stageId(), 0, s.prompt(), s.body())).toList();
  }

  private static RunConfig config(LoadType type) {
    List<Stage> stages =
        type == LoadType.CONCURRENT
            ? List.of(Stage.closed(4, 10), Stage.closed(3, 7))
            : List.of(
                Stage.open(2000, Duration.ofMillis(20)), Stage.open(2500, Duration.ofMillis(10)));
    RunConfig base = TestConfigs.chat(URI.create("http://127.0.0.1:9"), type, stages);
    RunConfig varied =
        new RunConfig(
            base.api(),
            base.server(),
            base.load(),
            new RunConfig.Data(
                RunConfig.DataType.RANDOM,
                null,
                new LengthDistribution(2, 40, 10, 8),
                new LengthDistribution(1, 200, 60, 40)),
            base.tokenizer(),
            base.report(),
            base.storage());
    Load load = varied.load();
    return TestConfigs.withLoad(
        varied, new Load(type, load.stages(), Duration.ZERO, 7, load.requestTimeout()));
  }

  private static List<Sent> play(RunConfig config, Shard shard) throws InterruptedException {
    Map<Integer, Long> stageStarts = new ConcurrentHashMap<>();
    List<PreparedRequest> sent = new ArrayList<>();
    LoadListener listener =
        new LoadListener() {
          @Override
          public void stageStarted(int stageId, long startNanos, int scheduled) {
            stageStarts.put(stageId, startNanos);
          }

          @Override
          public void sent(PreparedRequest request) {
            sent.add(request);
          }

          @Override
          public void recorded(RequestRecord record) {}
        };
    new LoadGenerator(
            config.load(),
            new RequestFactory(
                config, PromptSources.fromConfig(config.data(), config.load().seed()), TAG),
            new LoadGeneratorTest.FakeClient(Runnable::run),
            listener,
            shard,
            OptionalLong.of(System.nanoTime() + Duration.ofMillis(5).toNanos()),
            ClosedLoopSchedule.WHEN_A_SLOT_FREES)
        .run();
    return sent.stream()
        .map(
            r ->
                new Sent(
                    r.requestId(),
                    r.stageId(),
                    r.scheduledNanos() - stageStarts.get(r.stageId()),
                    r.prompt(),
                    new String(r.body(), StandardCharsets.UTF_8)))
        .toList();
  }
}
