package dev.tokenpace.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.config.Defaults;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.wire.ChunkKind;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class StandardMetricsTest {

  private static final Offset<Double> EXACT = within(1e-12);
  private final StandardMetrics metrics = new StandardMetrics();

  @Test
  void exampleAMultiTokenEvents() {
    RequestMetrics m = metrics.calculate(WorkedExamples.exampleA(), false);
    assertThat(m.success()).isTrue();
    assertThat(m.timeToFirstToken()).isCloseTo(0.5, EXACT);
    assertThat(m.timeToFirstOutputToken()).isCloseTo(0.5, EXACT);
    assertThat(m.outputTokens()).isEqualTo(6);
    assertThat(m.timePerOutputToken()).isCloseTo(0.2, EXACT);
    assertThat(m.interTokenLatencies())
        .containsExactly(new double[] {0.5, 1.0 / 6, 1.0 / 6, 1.0 / 6}, EXACT);
    assertThat(sum(m.interTokenLatencies())).isCloseTo(1.0, EXACT);
    assertThat(m.interChunkLatencies()).containsExactly(new double[] {0.5, 0.5}, EXACT);
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(2.0 / 6, EXACT);
    assertThat(m.requestLatency()).isCloseTo(2.0, EXACT);
  }

  @Test
  void exampleBOneWordPerEventUnevenGaps() {
    RequestMetrics m = metrics.calculate(WorkedExamples.exampleB(), false);
    assertThat(m.timeToFirstToken()).isCloseTo(0.25, EXACT);
    assertThat(m.interTokenLatencies()).containsExactly(new double[] {0.4, 0.1, 0.4, 0.1}, EXACT);
    Distribution itl = Distribution.of(m.interTokenLatencies(), Defaults.PERCENTILES);
    assertThat(itl.min()).isCloseTo(0.1, EXACT);
    assertThat(itl.max()).isCloseTo(0.4, EXACT);
    assertThat(itl.mean()).isCloseTo(0.25, EXACT);
    assertThat(itl.at("median")).isCloseTo(0.25, EXACT);
    assertThat(m.timePerOutputToken()).isCloseTo(0.25, EXACT);
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(0.252, EXACT);
    assertThat(m.requestLatency()).isCloseTo(1.26, EXACT);
  }

  @Test
  void exampleCReasoningFirst() {
    RequestMetrics m = metrics.calculate(WorkedExamples.exampleC(), false);
    assertThat(m.timeToFirstToken()).isCloseTo(0.2, EXACT);
    assertThat(m.timeToFirstOutputToken()).isCloseTo(0.5, EXACT);
    assertThat(m.outputTokens()).isEqualTo(4);
    assertThat(m.timePerOutputToken()).isCloseTo(0.1, EXACT);
    assertThat(m.interTokenLatencies()).containsExactly(new double[] {0.3}, EXACT);
    assertThat(m.interChunkLatencies()).containsExactly(new double[] {0.3}, EXACT);
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(0.15, EXACT);
  }

  @Test
  void exampleDServerOutputTokens() {
    RequestMetrics m = metrics.calculate(WorkedExamples.exampleD(), true);
    assertThat(m.outputTokens()).isEqualTo(9);
    assertThat(m.timePerOutputToken()).isCloseTo(0.2 / 8, EXACT);
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(0.32 / 9, EXACT);
    assertThat(m.timeToFirstToken()).isCloseTo(0.1, EXACT);
    assertThat(m.interTokenLatencies()).containsExactly(new double[] {0.1, 0.05, 0.05}, EXACT);
    assertThat(m.interChunkLatencies()).containsExactly(new double[] {0.1, 0.1}, EXACT);
    assertThat(m.requestLatency()).isCloseTo(0.32, EXACT);
    RequestMetrics own = metrics.calculate(WorkedExamples.exampleD(), false);
    assertThat(own.timePerOutputToken()).isCloseTo(0.2 / 4, EXACT);
    assertThat(own.normalizedTimePerOutputToken()).isCloseTo(0.32 / 5, EXACT);
  }

  @Test
  void serverCountIgnoredWithoutTheFlagOrWithoutUsage() {
    assertThat(metrics.calculate(WorkedExamples.exampleD(), false).outputTokens()).isEqualTo(5);
    assertThat(metrics.calculate(WorkedExamples.exampleA(), true).outputTokens()).isEqualTo(6);
  }

  @Test
  void noTokensLeavesTokenMetricsUndefined() {
    RequestRecord record =
        Records.stream()
            .start(0)
            .event(0.1, ChunkKind.ROLE)
            .content(0.2, " ")
            .event(0.3, ChunkKind.FINISH)
            .event(0.4, ChunkKind.DONE)
            .end(0.5)
            .build();
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.success()).isTrue();
    assertThat(m.outputTokens()).isZero();
    assertThat(m.timeToFirstToken()).isNull();
    assertThat(m.timeToFirstOutputToken()).isNull();
    assertThat(m.timePerOutputToken()).isNull();
    assertThat(m.normalizedTimePerOutputToken()).isNull();
    assertThat(m.interTokenLatencies()).isEmpty();
    assertThat(m.interChunkLatencies()).isEmpty();
    assertThat(m.requestLatency()).isCloseTo(0.5, EXACT);
  }

  @Test
  void singleTokenHasTtftAndNtpotButNoTpotOrItl() {
    RequestMetrics m =
        metrics.calculate(Records.stream().start(0).content(0.3, "Paris").end(0.4).build(), false);
    assertThat(m.timeToFirstToken()).isCloseTo(0.3, EXACT);
    assertThat(m.outputTokens()).isEqualTo(1);
    assertThat(m.timePerOutputToken()).isNull();
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(0.4, EXACT);
    assertThat(m.interTokenLatencies()).isEmpty();
  }

  @Test
  void oneMultiTokenEventGivesZeroTpotAndNoItlSamples() {
    RequestMetrics m =
        metrics.calculate(Records.stream().start(0).content(0.3, "a b c").end(0.4).build(), false);
    assertThat(m.timePerOutputToken()).isCloseTo(0.0, EXACT);
    assertThat(m.interTokenLatencies()).isEmpty();
    assertThat(m.interChunkLatencies()).isEmpty();
  }

  @Test
  void zeroTokenChunkMergesItsGapIntoTheNextEvent() {
    RequestRecord record =
        Records.stream()
            .start(0)
            .content(0.2, "a")
            .content(0.3, " ")
            .content(0.5, "b")
            .end(0.6)
            .build();
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.interTokenLatencies()).containsExactly(new double[] {0.3}, EXACT);
    assertThat(m.interChunkLatencies()).containsExactly(new double[] {0.3}, EXACT);
    assertThat(m.timePerOutputToken()).isCloseTo(0.3, EXACT);
  }

  @Test
  void roleUsageFinishCommentAndDoneNeverMoveTokenTimes() {
    RequestRecord record = Records.chatStream();
    RequestMetrics plain = metrics.calculate(WorkedExamples.exampleA(), false);
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.timeToFirstToken()).isEqualTo(plain.timeToFirstToken());
    assertThat(m.timePerOutputToken()).isEqualTo(plain.timePerOutputToken());
    assertThat(m.interTokenLatencies()).isEqualTo(plain.interTokenLatencies());
  }

  @Test
  void scheduleDelayAndLatencyFromSchedule() {
    RequestRecord record =
        Records.stream().scheduled(1.0).start(1.25).content(1.5, "a").end(2.0).build();
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.scheduleDelay()).isCloseTo(0.25, EXACT);
    assertThat(m.requestLatencyFromSchedule()).isCloseTo(1.0, EXACT);
    assertThat(m.requestLatency()).isCloseTo(0.75, EXACT);
  }

  @Test
  void failureKeepsOnlyLatencyAndScheduleDelay() {
    RequestRecord record =
        Records.stream()
            .scheduled(0)
            .start(0.1)
            .content(0.3, "a b")
            .end(0.4)
            .failed(new Failure(FailureType.INCOMPLETE_STREAM, "ended early", 200))
            .build();
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.success()).isFalse();
    assertThat(m.requestLatency()).isCloseTo(0.3, EXACT);
    assertThat(m.scheduleDelay()).isCloseTo(0.1, EXACT);
    assertThat(m.timeToFirstToken()).isNull();
    assertThat(m.timePerOutputToken()).isNull();
    assertThat(m.normalizedTimePerOutputToken()).isNull();
    assertThat(m.interTokenLatencies()).isEmpty();
  }

  @Test
  void unstreamedSuccessHasOnlyLatencyAndNtpot() {
    RequestRecord streamed = Records.stream().start(0).end(1.0).build();
    RequestRecord unary =
        new RequestRecord(
            "u",
            0,
            false,
            streamed.scheduledNanos(),
            streamed.startNanos(),
            -1,
            streamed.endNanos(),
            java.util.List.of(),
            "a b c d",
            4,
            3,
            null,
            10,
            null,
            0,
            WayIn.UNKNOWN,
            0);
    RequestMetrics m = metrics.calculate(unary, false);
    assertThat(m.timeToFirstToken()).isNull();
    assertThat(m.timePerOutputToken()).isNull();
    assertThat(m.normalizedTimePerOutputToken()).isCloseTo(0.25, EXACT);
  }

  @Test
  void identityFieldsAreCopied() {
    RequestRecord record =
        Records.stream()
            .id("req-9")
            .stage(2)
            .inputTokens(42)
            .start(0)
            .content(0.1, "a")
            .end(0.2)
            .build();
    RequestMetrics m = metrics.calculate(record, false);
    assertThat(m.requestId()).isEqualTo("req-9");
    assertThat(m.stageId()).isEqualTo(2);
    assertThat(m.inputTokens()).isEqualTo(42);
  }

  private static double sum(double[] values) {
    double s = 0;
    for (double v : values) {
      s += v;
    }
    return s;
  }
}
