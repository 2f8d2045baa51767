package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig.Goodput;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.records.WayIn;
import dev.tokenpace.report.SummaryReport.GoodputMetrics;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Goodput as inference-perf's calculate_goodput_metrics counts it: successes only, a constraint met
 * when the request's value is at most the threshold, a missing value failing it.
 */
class GoodputTallyTest {

  private static final long SECOND = 1_000_000_000L;

  /** A success of {@code 2.0} s from {@code startSeconds}, with every bounded metric given. */
  private static Success success(double startSeconds) {
    return new Success(startSeconds, 2.0, 0.2, 0.02, 0.04, 2.0, new double[] {0.02, 0.02}, 10, 30);
  }

  private record Success(
      double start,
      double latency,
      Double ttft,
      Double tpot,
      Double ntpot,
      double requestLatency,
      double[] itl,
      int inputTokens,
      int outputTokens) {

    Success with(SloKind kind, Double value) {
      return new Success(
          start,
          kind == SloKind.REQUEST_LATENCY ? value : latency,
          kind == SloKind.TTFT ? value : ttft,
          kind == SloKind.TPOT ? value : tpot,
          kind == SloKind.NTPOT ? value : ntpot,
          kind == SloKind.REQUEST_LATENCY ? value : requestLatency,
          kind == SloKind.ITL ? (value == null ? new double[0] : new double[] {value}) : itl,
          inputTokens,
          outputTokens);
    }

    RequestFacts facts() {
      long startNanos = Math.round(start * SECOND);
      long endNanos = startNanos + Math.round(latency * SECOND);
      return new RequestFacts(
          0,
          true,
          startNanos,
          endNanos,
          100,
          inputTokens,
          null,
          outputTokens,
          false,
          false,
          null,
          null,
          new RequestMetrics(
              "r",
              0,
              true,
              requestLatency,
              0,
              requestLatency,
              ttft,
              ttft,
              tpot,
              ntpot,
              itl,
              itl,
              outputTokens,
              inputTokens),
          new WayInDurations(WayIn.Connection.UNKNOWN, null, null, null, null));
    }
  }

  private static GoodputMetrics tally(Map<SloKind, Double> constraints, Success... requests) {
    GoodputTally tally = new GoodputTally(new Goodput(constraints), GoodputLimit.AT_MOST);
    for (Success request : requests) {
      tally.addSuccess(request.facts());
    }
    return tally.metrics();
  }

  static Stream<Arguments> constraints() {
    return Stream.of(
        Arguments.of(SloKind.TTFT, 0.25),
        Arguments.of(SloKind.TPOT, 0.03),
        Arguments.of(SloKind.ITL, 0.05),
        Arguments.of(SloKind.NTPOT, 0.04),
        Arguments.of(SloKind.REQUEST_LATENCY, 2.0));
  }

  @ParameterizedTest
  @MethodSource("constraints")
  void aValueAtTheThresholdMeetsItAndTheNextDoubleUpDoesNot(SloKind kind, double threshold) {
    GoodputMetrics m =
        tally(
            Map.of(kind, threshold),
            success(0).with(kind, threshold),
            success(1).with(kind, Math.nextUp(threshold)));

    assertThat(m.goodRequests()).isEqualTo(1);
    assertThat(m.totalRequests()).isEqualTo(2);
    assertThat(m.goodputPercentage()).isEqualTo(50.0);
    assertThat(m.attainment(kind)).isEqualTo(50.0);
  }

  @ParameterizedTest
  @MethodSource("constraints")
  void aRequestWithoutTheMetricFailsItsConstraint(SloKind kind, double threshold) {
    if (kind == SloKind.REQUEST_LATENCY) {
      return; // every success has a latency
    }
    GoodputMetrics m = tally(Map.of(kind, threshold), success(0).with(kind, null));

    assertThat(m.goodRequests()).isZero();
    assertThat(m.attainment(kind)).isEqualTo(0.0);
  }

  @Test
  void itlIsJudgedOnTheMeanOfTheRequestsSamplesNotOnEachOne() {
    // one sample of 1.0 s, twice the threshold; the mean (0.25 + 0.25 + 1.0) / 3 = 0.5 meets it
    Success spiky =
        new Success(0, 2.0, 0.2, 0.02, 0.04, 2.0, new double[] {0.25, 0.25, 1.0}, 10, 30);

    GoodputMetrics m = tally(Map.of(SloKind.ITL, 0.5), spiky);

    assertThat(m.goodRequests()).isEqualTo(1);
    assertThat(m.itlAttainmentPercentage()).isEqualTo(100.0);
  }

  @Test
  void aGoodRequestMeetsEveryConstraintWhileEachKindKeepsItsOwnAttainment() {
    // Example of docs/metrics.md, "Goodput": ttft ≤ 0.5 s, tpot ≤ 0.1 s, request_latency ≤ 2 s.
    Map<SloKind, Double> slo =
        Map.of(SloKind.TTFT, 0.5, SloKind.TPOT, 0.1, SloKind.REQUEST_LATENCY, 2.0);
    Success r1 = new Success(0.0, 1.2, 0.4, 0.08, 0.1, 1.2, new double[0], 10, 10);
    Success r2 = new Success(0.5, 1.5, 0.6, 0.05, 0.1, 1.5, new double[0], 10, 10);
    Success r3 = new Success(1.0, 2.5, 0.3, 0.12, 0.1, 2.5, new double[0], 10, 10);
    Success r4 = new Success(1.5, 1.5, 0.5, 0.1, 0.1, 1.5, new double[0], 10, 20);

    GoodputMetrics m = tally(slo, r1, r2, r3, r4);

    assertThat(m.goodRequests()).isEqualTo(2);
    assertThat(m.totalRequests()).isEqualTo(4);
    assertThat(m.goodputPercentage()).isEqualTo(50.0);
    // the successes' window: first start 0 to last end 3.5 (r3)
    assertThat(m.requestGoodput()).isEqualTo(2 / 3.5);
    assertThat(m.tokenGoodput()).isEqualTo((10 + 10 + 10 + 20) / 3.5);
    assertThat(m.ttftAttainmentPercentage()).isEqualTo(75.0);
    assertThat(m.tpotAttainmentPercentage()).isEqualTo(75.0);
    assertThat(m.requestLatencyAttainmentPercentage()).isEqualTo(75.0);
    assertThat(m.itlAttainmentPercentage()).isNull();
    assertThat(m.ntpotAttainmentPercentage()).isNull();
  }

  @Test
  void noSuccessOrNoConstraintMeansNoGoodputMetrics() {
    assertThat(tally(Map.of(SloKind.TTFT, 0.5))).isNull();
    assertThat(tally(Map.of(), success(0))).isNull();
  }

  @Test
  void oneRequestHasNoWindowSoItsRatesAreZero() {
    Success instant = new Success(0, 0, 0.0, 0.0, 0.0, 0.0, new double[] {0.0}, 10, 30);

    GoodputMetrics m = tally(Map.of(SloKind.TTFT, 0.5), instant);

    assertThat(m.goodputPercentage()).isEqualTo(100.0);
    assertThat(m.requestGoodput()).isEqualTo(0.0);
    assertThat(m.tokenGoodput()).isEqualTo(0.0);
  }
}
