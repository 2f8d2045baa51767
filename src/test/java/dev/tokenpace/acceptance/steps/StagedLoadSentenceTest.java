package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StagedLoadSentenceTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the benchmark sends 64 requests one at a time, and then 64 requests with 16 in flight at a"
            + " time",
        "the benchmark sends 64 requests one at a time, then another 64 requests with 16 running at"
            + " once",
        "we run 64 requests sequentially; then 64 requests, 16 at a time",
        "I run the benchmark with 64 requests at concurrency 1, and then again with 64 requests at"
            + " concurrency 16",
        "I run 64 requests one at a time and then a second run of 64 requests 16 at a time",
      })
  void closedLoopsOneAfterAnother(String sentence) {
    List<LoadSentence> stages = StagedLoadSentence.read(sentence).orElseThrow().stages();

    assertThat(stages).extracting(LoadSentence::requests).containsExactly(64, 64);
    assertThat(stages).extracting(LoadSentence::concurrency).containsExactly(1, 16);
  }

  @Test
  void stagesNamedAsTheyAreSaid() {
    StagedLoadSentence load =
        StagedLoadSentence.read(
                "I run a warm-up stage of 3 requests followed by a main stage of 17 requests, one"
                    + " request at a time")
            .orElseThrow();

    assertThat(load.stages()).extracting(LoadSentence::requests).containsExactly(3, 17);
    assertThat(load.stages()).extracting(LoadSentence::concurrency).containsExactly(1, 1);
    assertThat(load.names()).containsExactly("warm-up", "main");
  }

  @Test
  void stagesOfOneSizeSaidOnce() {
    List<LoadSentence> stages =
        StagedLoadSentence.read(
                "I run three stages of 40 requests each, at concurrency 2, then 4, then 8")
            .orElseThrow()
            .stages();

    assertThat(stages).extracting(LoadSentence::requests).containsExactly(40, 40, 40);
    assertThat(stages).extracting(LoadSentence::concurrency).containsExactly(2, 4, 8);
    assertThatThrownBy(
            () -> StagedLoadSentence.read("we run 2 stages of 10 requests at concurrency 1, 4, 8"))
        .hasMessageContaining("says 2 stages but gives 3 concurrencies");
  }

  @Test
  void ratesOneAfterAnother() {
    List<LoadSentence> stages =
        StagedLoadSentence.read(
                "the benchmark sends 2 requests per second for 3 seconds, then 8 per second for 3"
                    + " seconds")
            .orElseThrow()
            .stages();

    assertThat(stages).extracting(LoadSentence::rate).containsExactly(2.0, 8.0);
    assertThat(stages).extracting(LoadSentence::during).containsOnly(Duration.ofSeconds(3));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the benchmark sends 64 requests one at a time",
        "the benchmark sends 10 requests one at a time, then 2 requests per second for 3 seconds",
        "the benchmark sends 10 requests one at a time with 100-token prompts, then 10 requests 2"
            + " at a time with 200-token prompts",
        "the benchmark sends 10 requests one at a time, then waits",
      })
  void aLoadOneRunCannotPlayIsNotRead(String sentence) {
    assertThat(StagedLoadSentence.read(sentence)).isEmpty();
  }
}
