package dev.tokenpace.acceptance.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** "It answers 3 requests with HTTP 503": 3 of however many the run sends, known at its When. */
class CountsOfTheRunTest {

  @Test
  void aCountOfTheRunIsPlacedAsAShareOfTheRequestsTheRunSends() {
    ModelScript script = new ModelScript("m");
    script.spoilOfTheRun(3, AnswerFault.errorMessage(503, "overloaded"));

    assertThat(script.isFaulty(12)).isFalse();
    script.settleCountsOf(12);

    assertThat(IntStream.rangeClosed(1, 12).filter(script::isFaulty).boxed())
        .containsExactly(4, 8, 12);
  }

  @Test
  void moreSpoiledThanTheRunSendsIsRefusedWithBothCounts() {
    ModelScript script = new ModelScript("m");
    script.spoilOfTheRun(2, AnswerFault.errorMessage(500, "boom"));
    script.spoilOfTheRun(1, AnswerFault.dropAfter(2));

    assertThatThrownBy(() -> script.settleCountsOf(2))
        .hasMessage(
            "the server spoils 3 requests in all, but the run sends 2: say fewer, or send more");
  }
}
