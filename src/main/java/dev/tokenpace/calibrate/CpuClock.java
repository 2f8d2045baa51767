package dev.tokenpace.calibrate;

import java.lang.management.ManagementFactory;

/** Process CPU time against wall time, as a share of all cores. */
final class CpuClock {

  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private final long cpuStart = os.getProcessCpuTime();
  private final long wallStart = System.nanoTime();

  double wallSeconds() {
    return (System.nanoTime() - wallStart) / 1e9;
  }

  /** 0–100: 100 means every core busy for the whole interval. */
  double percentOfMachine() {
    long wall = System.nanoTime() - wallStart;
    long cpu = os.getProcessCpuTime() - cpuStart;
    int cores = Runtime.getRuntime().availableProcessors();
    return wall <= 0 || cpu < 0 ? 0 : 100.0 * cpu / ((double) wall * cores);
  }
}
