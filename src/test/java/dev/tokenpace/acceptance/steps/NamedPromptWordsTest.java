package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.world.ScenarioPrompts;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class NamedPromptWordsTest {

  private final LoadParameterTypes load = new LoadParameterTypes();
  private final NumberParameterTypes numbers = new NumberParameterTypes();

  @Test
  void promptsNamedByLetterInTheOrderSent() {
    assertThat(load.promptNames("A, A, A and B")).containsExactly("A", "A", "A", "B");
    assertThat(load.promptNames("A A B")).containsExactly("A", "A", "B");
  }

  @Test
  void promptLengthsAsAList() {
    assertThat(numbers.counts("100, 500, 1000 and 2000")).containsExactly(100, 500, 1000, 2000);
    assertThat(numbers.counts("1000 and 4000")).containsExactly(1000, 4000);
  }

  @Test
  void aNamedPromptHasItsOwnWordsAndAsManyAsAsked() {
    String a = ScenarioPrompts.of("a", 3);
    assertThat(a).isEqualTo("aw1 aw2 aw3");
    assertThat(ScenarioPrompts.of("b", 3)).doesNotContain("aw1");
    assertThat(ScenarioPrompts.of("p1", 100).split(" ")).hasSize(100);
  }

  @Test
  void sendingAtStatedMomentsIsRefusedSayingWhatToWrite() {
    assertThatThrownBy(
            () ->
                new StatedDefaultsSteps()
                    .sendsAtMoments(
                        List.of(Duration.ZERO, Duration.ofMillis(20), Duration.ofMillis(40))))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("cannot send requests at stated moments (3 given)")
        .hasMessageContaining("'3 requests are sent at the same moment'");
  }
}
