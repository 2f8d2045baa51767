package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class StageNameTest {

  private static final List<Integer> ONE_THEN_SIXTEEN = List.of(1, 16);

  @ParameterizedTest(name = "{0} is stage {1}")
  @CsvSource({
    "stage 2, 2",
    "the first stage, 1",
    "the last run, 2",
    "the one-at-a-time run, 1",
    "the 16-at-a-time run, 2",
    "the 16 at once stage, 2",
    "the run with 16 in flight, 2",
    "the requests with one at a time, 1",
    "the concurrency 16 stage, 2",
    "the concurrency-1 run, 1",
    "the run at concurrency 16, 2",
  })
  void aStageByNumberPlaceOrRequestsInFlight(String words, int stage) {
    assertThat(words).matches(StageName.WORDS);
    assertThat(new StageName(words).in(ONE_THEN_SIXTEEN)).isEqualTo(stage);
  }

  @ParameterizedTest(name = "{0} is stage {1}")
  @CsvSource({
    "the light load, 1",
    "the heavier load, 2",
    "the busiest run, 2",
    "the warm-up stage, 1",
    "the main stage, 2",
    "the first stage, 1",
    "the one-at-a-time run, 1",
  })
  void aStageByHowBusyItKeepsTheServerOrByItsName(String words, int stage) {
    assertThat(words).matches(StageName.WORDS);
    assertThat(new StageName(words).in(ONE_THEN_SIXTEEN, List.of("warm-up", "main")))
        .isEqualTo(stage);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "the cool-down stage, no stage of the run is named 'cool-down' (the load named [warm-up]",
    "the heavier load, two stages keep 4 in flight",
  })
  void aNameTheLoadDidNotGiveOrAStageTooLikeAnotherSaysWhy(String words, String why) {
    assertThatThrownBy(() -> new StageName(words).in(List.of(4, 4), List.of("warm-up", "")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(why);
  }

  @ParameterizedTest(name = "{0} is no stage's name")
  @ValueSource(strings = {"the whole run", "the benchmark run", "the same stage"})
  void wordsThatSayTheWholeRunNameNoStage(String words) {
    assertThat(words).doesNotMatch(StageName.WORDS);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"stage 3, no stage 3", "the 8-at-once run, keeps 8", "the third stage, 2 stage"})
  void aStageTheRunDoesNotHaveSaysWhy(String words, String why) {
    assertThatThrownBy(() -> new StageName(words).in(ONE_THEN_SIXTEEN))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(why.split(" ")[0]);
  }
}
