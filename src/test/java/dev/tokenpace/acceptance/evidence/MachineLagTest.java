package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class MachineLagTest {

  private static final long MS = 1_000_000;

  private final MachineLag lag =
      MachineLag.of(
          new long[] {10 * MS, 13 * MS},
          new long[] {20 * MS, 21 * MS},
          new long[] {30 * MS, 36 * MS});

  @Test
  void aWindowCountsTheHoldUpsInsideIt() {
    assertThat(lag.heldOffSeconds(0.005, 0.025)).isCloseTo(0.004, within(1e-9));
  }

  @Test
  void aHoldUpAcrossTheWindowsEdgeCountsOnlyItsPartInside() {
    assertThat(lag.heldOffSeconds(0.012, 0.033)).isCloseTo(0.001 + 0.001 + 0.003, within(1e-9));
  }

  @Test
  void aWindowWithoutHoldUpsCountsNothing() {
    assertThat(lag.heldOffSeconds(0.022, 0.029)).isZero();
    assertThat(MachineLag.UNMEASURED.heldOffSeconds(0, 100)).isZero();
  }

  @Test
  void aStoppedProbeHasEndedItsThread() {
    MachineProbe probe = MachineProbe.start();
    MachineLag seen = probe.stop();

    assertThat(seen.heldOffSeconds(0, Double.MAX_VALUE / 2e9)).isNotNegative();
    assertThat(Thread.getAllStackTraces().keySet())
        .noneMatch(t -> t.getName().equals("tokenpace-machine-probe"));
  }
}
