package dev.tokenpace.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The edges the worked examples do not reach: zero-time events, empty inputs, tiny sums. */
class MetricsBoundaryTest {

  @Test
  void aContentTokenStampedAtNanoTimeZeroIsStillAFirstOutputToken() {
    // System.nanoTime() has an arbitrary origin: zero is a time like any other, not "no content".
    RequestRecord record =
        streamedAnswer(
            -500,
            -400,
            200_000_000,
            List.of(
                new TimedChunk(0, ChunkKind.CONTENT, "now", 1),
                new TimedChunk(100_000_000, ChunkKind.CONTENT, " later", 1)),
            "now later",
            2);

    RequestMetrics metrics = new StandardMetrics().calculate(record, false);

    assertThat(metrics.timeToFirstOutputToken()).isCloseTo(500e-9, within(1e-15));
  }

  @Test
  void aContentTokenStampedAtANegativeNanoTimeIsStillAFirstOutputToken() {
    // A negative reading is legal too (the JVM may pick any origin); no time may mean "none".
    RequestRecord record =
        streamedAnswer(
            -3_000_000_000L,
            -2_900_000_000L,
            -1_000_000_000L,
            List.of(new TimedChunk(-2_500_000_000L, ChunkKind.CONTENT, "early", 1)),
            "early",
            1);

    RequestMetrics metrics = new StandardMetrics().calculate(record, false);

    assertThat(metrics.timeToFirstOutputToken()).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aPercentileOfNoSamplesIsRefused() {
    assertThatThrownBy(() -> Percentiles.linear(new double[0], 0, 50))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theMeanKeepsGapsTooSmallForAPlainSum() {
    SampleAccumulator samples = new SampleAccumulator();
    samples.add(1.0);
    for (int i = 0; i < 1000; i++) {
      samples.add(1e-16);
    }

    Distribution distribution = samples.toDistribution(List.of(50.0));

    assertThat(samples.count()).isEqualTo(1001);
    assertThat(distribution.mean() * 1001 - 1.0).isCloseTo(1e-13, within(1e-15));
  }

  @Test
  void tokenSumCountsEveryEventIncludingTheFirst() {
    TokenEvents events =
        new StandardMetrics()
            .tokenEvents(
                Records.stream()
                    .start(0)
                    .content(0.1, "a b")
                    .content(0.2, "c")
                    .content(0.3, "d e f")
                    .end(0.4)
                    .build());

    assertThat(events.tokenSum()).isEqualTo(6);
    assertThat(
            new StandardMetrics()
                .tokenEvents(Records.stream().start(0).end(0.1).build())
                .tokenSum())
        .isZero();
  }

  /** A streamed answer to request "r", scheduled when it started, of 3 input tokens. */
  private static RequestRecord streamedAnswer(
      long startNanos,
      long headersNanos,
      long endNanos,
      List<TimedChunk> chunks,
      String outputText,
      int outputTokens) {
    return new RequestRecord(
        "r",
        0,
        true,
        startNanos,
        startNanos,
        headersNanos,
        endNanos,
        chunks,
        outputText,
        outputTokens,
        3,
        null,
        120,
        null,
        0,
        WayIn.UNKNOWN,
        0);
  }
}
