package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.acceptance.evidence.Definition.TokenChunk;
import dev.tokenpace.acceptance.verdict.Metric;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The suite's own reading of docs/metrics.md gives the worked examples' numbers. */
class DefinitionTest {

  /** Example A's chunks: "a b", "c", "d e f", half a second apart. Example D streams the same. */
  private static final List<TokenChunk> EXAMPLE_A_CHUNKS =
      List.of(
          new TokenChunk(0.5, true, 2), new TokenChunk(1.0, true, 1), new TokenChunk(1.5, true, 3));

  @Test
  void workedExampleAMultiTokenChunks() {
    Definition a = new Definition(0, 0, 2.0, EXAMPLE_A_CHUNKS, 6);

    assertThat(a.value(Metric.TIME_TO_FIRST_TOKEN)).isEqualTo(0.5);
    assertThat(a.value(Metric.TIME_PER_OUTPUT_TOKEN)).isCloseTo(0.2, within(1e-12));
    assertThat(a.value(Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN)).isCloseTo(2.0 / 6, within(1e-12));
    assertThat(a.value(Metric.REQUEST_LATENCY)).isEqualTo(2.0);
    assertThat(a.samples(Metric.INTER_TOKEN_LATENCY))
        .containsExactly(0.5, 0.5 / 3, 0.5 / 3, 0.5 / 3);
    assertThat(a.samples(Metric.INTER_CHUNK_LATENCY)).containsExactly(0.5, 0.5);
  }

  @Test
  void workedExampleCReasoningFirst() {
    Definition c =
        new Definition(
            0, 0, 0.6, List.of(new TokenChunk(0.2, false, 3), new TokenChunk(0.5, true, 1)), 4);

    assertThat(c.value(Metric.TIME_TO_FIRST_TOKEN)).isEqualTo(0.2);
    assertThat(c.value(Metric.TIME_TO_FIRST_OUTPUT_TOKEN)).isEqualTo(0.5);
    assertThat(c.value(Metric.TIME_PER_OUTPUT_TOKEN)).isCloseTo(0.1, within(1e-12));
    assertThat(c.samples(Metric.INTER_TOKEN_LATENCY))
        .singleElement()
        .satisfies(s -> assertThat(s).isCloseTo(0.3, within(1e-12)));
  }

  @Test
  void workedExampleDServerCountOnlyChangesTheDivisor() {
    Definition d = new Definition(0, 0, 2.0, EXAMPLE_A_CHUNKS, 11);

    assertThat(d.value(Metric.TIME_PER_OUTPUT_TOKEN)).isCloseTo(0.1, within(1e-12));
    assertThat(d.value(Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN)).isCloseTo(2.0 / 11, within(1e-12));
    assertThat(d.samples(Metric.INTER_TOKEN_LATENCY)).hasSize(4);
  }

  @Test
  void undefinedWithoutTokens() {
    Definition none = new Definition(0, 0, 1.0, List.of(), 0);

    assertThat(none.value(Metric.TIME_TO_FIRST_TOKEN)).isNull();
    assertThat(none.value(Metric.TIME_PER_OUTPUT_TOKEN)).isNull();
    assertThat(none.value(Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN)).isNull();
    assertThat(none.values(Metric.INTER_TOKEN_LATENCY)).isEmpty();
    assertThat(none.value(Metric.REQUEST_LATENCY)).isEqualTo(1.0);
  }

  @Test
  void fromScheduleCountsTheWaitForTheSend() {
    Definition late = new Definition(-0.5, 0, 2.0, EXAMPLE_A_CHUNKS, 6);

    assertThat(late.value(Metric.SCHEDULE_DELAY)).isEqualTo(0.5);
    assertThat(late.value(Metric.REQUEST_LATENCY_FROM_SCHEDULE)).isEqualTo(2.5);
    assertThat(late.value(Metric.REQUEST_LATENCY)).isEqualTo(2.0);
  }
}
