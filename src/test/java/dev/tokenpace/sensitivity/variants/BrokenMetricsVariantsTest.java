package dev.tokenpace.sensitivity.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;
import org.junit.jupiter.api.Test;

/** Each broken calculator differs from the standard one on a stream where its bug matters. */
class BrokenMetricsVariantsTest {

  private static final StandardMetrics CLEAN = new StandardMetrics();

  private static RequestMetrics clean(RequestRecord record) {
    return CLEAN.calculate(record, false);
  }

  @Test
  void ttftAtStreamEndReportsTheWholeLatency() {
    RequestMetrics broken = new TtftAtStreamEnd().calculate(Records.chatStream(), false);
    assertThat(clean(Records.chatStream()).timeToFirstToken()).isCloseTo(0.5, within(1e-12));
    assertThat(broken.timeToFirstToken()).isCloseTo(2.0, within(1e-12));
  }

  @Test
  void tpotIncludingTheFirstWaitIsLarger() {
    RequestMetrics broken = new TpotIncludesFirstTokenWait().calculate(Records.chatStream(), false);
    assertThat(clean(Records.chatStream()).timePerOutputToken()).isCloseTo(0.2, within(1e-12));
    assertThat(broken.timePerOutputToken()).isCloseTo(2.0 / 6, within(1e-12));
  }

  @Test
  void flatAverageItlHidesTheGaps() {
    RequestMetrics broken = new FlatAverageItl().calculate(Records.chatStream(), false);
    assertThat(clean(Records.chatStream()).interTokenLatencies()[0]).isCloseTo(0.5, within(1e-12));
    assertThat(broken.interTokenLatencies()).containsOnly(2.0 / 6);
  }

  @Test
  void roleDeltaBecomesTheFirstToken() {
    RequestMetrics broken = new RoleDeltaCountsAsToken().calculate(Records.chatStream(), false);
    assertThat(broken.timeToFirstToken()).isCloseTo(0.05, within(1e-12));
    assertThat(broken.timeToFirstToken())
        .isNotEqualTo(clean(Records.chatStream()).timeToFirstToken());
  }

  @Test
  void trailingUsageAndDoneMoveTheLastToken() {
    RequestMetrics broken = new TrailingUsageCountsAsToken().calculate(Records.chatStream(), false);
    assertThat(broken.timePerOutputToken()).isCloseTo((1.9 - 0.5) / 5, within(1e-12));
    assertThat(broken.interTokenLatencies())
        .hasSize(clean(Records.chatStream()).interTokenLatencies().length + 2);
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
