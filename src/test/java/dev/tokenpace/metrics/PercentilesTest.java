package dev.tokenpace.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tokenpace.config.Defaults;
import java.util.List;
import org.junit.jupiter.api.Test;

class PercentilesTest {

  @Test
  void matchesNumpyLinearOnFourValues() {
    // np.percentile([1,2,3,4], [0, 25, 50, 90, 100]) -> 1.0, 1.75, 2.5, 3.7, 4.0
    double[] x = {1, 2, 3, 4};
    assertThat(Percentiles.linear(x, 4, 0)).isEqualTo(1.0);
    assertThat(Percentiles.linear(x, 4, 25)).isCloseTo(1.75, within(1e-12));
    assertThat(Percentiles.linear(x, 4, 50)).isCloseTo(2.5, within(1e-12));
    assertThat(Percentiles.linear(x, 4, 90)).isCloseTo(3.7, within(1e-12));
    assertThat(Percentiles.linear(x, 4, 100)).isEqualTo(4.0);
  }

  @Test
  void singleValueIsEveryPercentile() {
    Distribution d = Distribution.of(new double[] {0.042}, Defaults.PERCENTILES);
    assertThat(d.fields().values()).containsOnly(0.042);
  }

  @Test
  void twoValuesInterpolateAtTheTail() {
    // np.percentile([1, 2], 99.9) -> 1.999; np.percentile([1, 2], 0.1) -> 1.001
    Distribution d = Distribution.of(new double[] {2, 1}, Defaults.PERCENTILES);
    assertThat(d.at("p99.9")).isCloseTo(1.999, within(1e-12));
    assertThat(d.at("p0.1")).isCloseTo(1.001, within(1e-12));
    assertThat(d.mean()).isEqualTo(1.5);
  }

  @Test
  void tenValuesMatchNumpy() {
    // np.percentile([3,1,4,1,5,9,2,6,5,3], [5, 75, 95]) -> 1.0, 5.0, 7.65 (sorted
    // 1,1,2,3,3,4,5,5,6,9)
    Distribution d =
        Distribution.of(new double[] {3, 1, 4, 1, 5, 9, 2, 6, 5, 3}, List.of(5.0, 75.0, 95.0));
    assertThat(d.at("p5")).isCloseTo(1.0, within(1e-12));
    assertThat(d.at("p75")).isCloseTo(5.0, within(1e-12));
    assertThat(d.at("p95")).isCloseTo(7.65, within(1e-12));
    assertThat(d.min()).isEqualTo(1.0);
    assertThat(d.max()).isEqualTo(9.0);
    assertThat(d.mean()).isCloseTo(3.9, within(1e-12));
  }

  @Test
  void keysFollowTheReportNaming() {
    assertThat(Defaults.PERCENTILES.stream().map(Percentiles::key))
        .containsExactly(
            "p0.1", "p1", "p5", "p10", "p25", "median", "p75", "p90", "p95", "p99", "p99.9");
    assertThat(Percentiles.key(99.99)).isEqualTo("p99.99");
  }

  @Test
  void fieldsAreInReportOrder() {
    Distribution d = Distribution.of(new double[] {1, 2, 3, 4}, List.of(50.0, 90.0));
    assertThat(d.fields())
        .containsExactly(
            java.util.Map.entry("mean", 2.5),
            java.util.Map.entry("min", 1.0),
            java.util.Map.entry("max", 4.0),
            java.util.Map.entry("median", 2.5),
            java.util.Map.entry("p90", 3.7));
  }

  @Test
  void emptyHasNoDistribution() {
    assertThat(Distribution.of(new double[0], Defaults.PERCENTILES)).isNull();
  }

  @Test
  void beyondTheExactLimitTheHistogramStaysWithinAThousandthAndKeepsExactMeanMinMax() {
    SampleAccumulator exact = new SampleAccumulator();
    SampleAccumulator bounded = new SampleAccumulator(1000);
    for (int i = 1; i <= 100_000; i++) {
      double v = i * 1e-5;
      exact.add(v);
      bounded.add(v);
    }
    assertThat(bounded.isExact()).isFalse();
    Distribution e = exact.toDistribution(Defaults.PERCENTILES);
    Distribution b = bounded.toDistribution(Defaults.PERCENTILES);
    assertThat(b.mean()).isCloseTo(e.mean(), within(1e-12));
    assertThat(b.min()).isEqualTo(e.min());
    assertThat(b.max()).isEqualTo(e.max());
    for (Distribution.Percentile p : e.percentiles()) {
      assertThat(b.at(p.key())).as(p.key()).isCloseTo(p.value(), within(p.value() * 1e-3 + 1e-5));
    }
  }
}
