package dev.tokenpace.sensitivity.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.wire.ChunkKind;
import org.junit.jupiter.api.Test;

/** Each broken calculator differs from the standard one on a stream where its bug matters. */
class BrokenMetricsVariantsTest {

  private static final StandardMetrics CLEAN = new StandardMetrics();

  /** A chat stream as vLLM sends it: role delta, content, finish, usage, [DONE]. */
  private static RequestRecord chatStream() {
    return Records.stream()
        .start(0)
        .event(0.05, ChunkKind.ROLE)
        .content(0.5, "a b")
        .content(1.0, "c")
        .content(1.5, "d e f")
        .event(1.6, ChunkKind.FINISH)
        .usage(1.8, 6)
        .event(1.9, ChunkKind.DONE)
        .end(2.0)
        .build();
  }

  private static RequestMetrics clean(RequestRecord record) {
    return CLEAN.calculate(record, false);
  }

  @Test
  void ttftAtStreamEndReportsTheWholeLatency() {
    RequestMetrics broken = new TtftAtStreamEnd().calculate(chatStream(), false);
    assertThat(clean(chatStream()).timeToFirstToken()).isCloseTo(0.5, within(1e-12));
    assertThat(broken.timeToFirstToken()).isCloseTo(2.0, within(1e-12));
  }

  @Test
  void tpotIncludingTheFirstWaitIsLarger() {
    RequestMetrics broken = new TpotIncludesFirstTokenWait().calculate(chatStream(), false);
    assertThat(clean(chatStream()).timePerOutputToken()).isCloseTo(0.2, within(1e-12));
    assertThat(broken.timePerOutputToken()).isCloseTo(2.0 / 6, within(1e-12));
  }

  @Test
  void flatAverageItlHidesTheGaps() {
    RequestMetrics broken = new FlatAverageItl().calculate(chatStream(), false);
    assertThat(clean(chatStream()).interTokenLatencies()[0]).isCloseTo(0.5, within(1e-12));
    assertThat(broken.interTokenLatencies()).containsOnly(2.0 / 6);
  }

  @Test
  void roleDeltaBecomesTheFirstToken() {
    RequestMetrics broken = new RoleDeltaCountsAsToken().calculate(chatStream(), false);
    assertThat(broken.timeToFirstToken()).isCloseTo(0.05, within(1e-12));
    assertThat(broken.timeToFirstToken()).isNotEqualTo(clean(chatStream()).timeToFirstToken());
  }

  @Test
  void trailingUsageAndDoneMoveTheLastToken() {
    RequestMetrics broken = new TrailingUsageCountsAsToken().calculate(chatStream(), false);
    assertThat(broken.timePerOutputToken()).isCloseTo((1.9 - 0.5) / 5, within(1e-12));
    assertThat(broken.interTokenLatencies())
        .hasSize(clean(chatStream()).interTokenLatencies().length + 2);
  }

  @Test
  void ignoringReasoningDelaysTtftToTheAnswer() {
    RequestRecord reasoning =
        Records.stream()
            .start(0)
            .reasoning(0.2, "let me think")
            .content(0.5, "Paris")
            .end(0.6)
            .build();
    RequestMetrics broken = new ReasoningIgnoredForTtft().calculate(reasoning, false);
    assertThat(clean(reasoning).timeToFirstToken()).isCloseTo(0.2, within(1e-12));
    assertThat(broken.timeToFirstToken()).isCloseTo(0.5, within(1e-12));
  }
}
