package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

  @ParameterizedTest(name = "{0}")
  @CsvSource({"stage 3, no stage 3", "the 8-at-once run, keeps 8", "the third stage, 2 stage"})
  void aStageTheRunDoesNotHaveSaysWhy(String words, String why) {
    assertThatThrownBy(() -> new StageName(words).in(ONE_THEN_SIXTEEN))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(why.split(" ")[0]);
  }
}
