package dev.tokenpace.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.Load;
import dev.tokenpace.config.RunConfig.LoadType;
import dev.tokenpace.config.RunConfig.Stage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ShardTest {

  @Test
  void readsIndexOverCount() {
    assertThat(Shard.parse("2/3")).isEqualTo(new Shard(2, 3));
    assertThat(Shard.parse(" 0 / 1 ")).isEqualTo(Shard.WHOLE);
  }

  @ParameterizedTest
  @ValueSource(strings = {"3/3", "-1/3", "1/0", "1", "a/3", "1/2/3", ""})
  void refusesWhatIsNotAShard(String text) {
    assertThatThrownBy(() -> Shard.parse(text)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theSharesAddUpToTheWhole() {
    for (int total = 0; total < 12; total++) {
      int sum = 0;
      for (int i = 0; i < 3; i++) {
        Shard shard = new Shard(i, 3);
        sum += shard.shareOf(total);
        long played = java.util.stream.LongStream.range(0, total).filter(shard::plays).count();
        assertThat(shard.shareOf(total)).isEqualTo((int) played);
      }
      assertThat(sum).isEqualTo(total);
    }
  }

  @Test
  void aConcurrencyLevelBelowTheShardCountCannotBeSplit() {
    Load load =
        new Load(
            LoadType.CONCURRENT,
            List.of(Stage.closed(8, 100), Stage.closed(2, 10)),
            Duration.ZERO,
            0,
            Duration.ofSeconds(1));

    new Shard(0, 2).requireSplittable(load);
    assertThatThrownBy(() -> new Shard(0, 3).requireSplittable(load))
        .hasMessage(
            "load.stages[1].concurrency_level 2 cannot be split across 3 shards: each shard needs"
                + " at least one slot");
  }

  @Test
  void aCapOnRequestsInFlightBelowTheShardCountCannotBeSplit() {
    Load load =
        new Load(
            LoadType.CONSTANT,
            List.of(Stage.open(10, Duration.ofSeconds(1))),
            Duration.ZERO,
            0,
            Duration.ofSeconds(1),
            2);

    new Shard(1, 2).requireSplittable(load);
    assertThatThrownBy(() -> new Shard(1, 3).requireSplittable(load))
        .hasMessage(
            "load.worker_max_concurrency 2 cannot be split across 3 shards: each shard needs room"
                + " for at least one request");
  }
}
