package dev.tokenpace.cli;

import dev.tokenpace.report.SyntheticShards;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine;

/**
 * Measures {@code tokenpace merge} on big synthetic shards: wall time and heap. Not a test (speed
 * is printed, never asserted); run it in two JVMs so the merge's heap is its own:
 *
 * <pre>
 * java -cp CP dev.tokenpace.cli.MergeFootprint write DIR 3 300000
 * java -Xmx1g -cp CP dev.tokenpace.cli.MergeFootprint merge DIR 3
 * </pre>
 */
public final class MergeFootprint {

  private static final long MIB = 1024 * 1024;

  private MergeFootprint() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[1]);
    int shards = Integer.parseInt(args[2]);
    if (args[0].equals("write")) {
      write(dir, shards, Integer.parseInt(args[3]));
    } else {
      merge(dir, shards);
    }
  }

  private static void write(Path dir, int shards, int perShard) throws Exception {
    SyntheticShards synthetic = new SyntheticShards(shards, perShard);
    for (int i = 0; i < shards; i++) {
      long start = System.nanoTime();
      synthetic.write(i, dir.resolve("shard-" + i));
      System.out.printf(
          Locale.ROOT, "wrote shard %d: %.1f s%n", i, (System.nanoTime() - start) / 1e9);
    }
  }

  private static void merge(Path dir, int shards) throws InterruptedException {
    List<String> args = new ArrayList<>(List.of("merge"));
    for (int i = 0; i < shards; i++) {
      args.add(dir.resolve("shard-" + i).toString());
    }
    args.addAll(List.of("--output", dir.resolve("merged").toString()));
    // Heap in use (garbage not yet collected included), polled while the merge runs.
    AtomicLong maxHeapUsed = new AtomicLong();
    ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
    sampler.scheduleAtFixedRate(
        () ->
            maxHeapUsed.accumulateAndGet(
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), Math::max),
        0,
        5,
        TimeUnit.MILLISECONDS);
    long start = System.nanoTime();
    int exit = new CommandLine(new Main()).execute(args.toArray(String[]::new));
    double seconds = (System.nanoTime() - start) / 1e9;
    sampler.shutdownNow();
    System.out.printf(
        Locale.ROOT,
        "merge exit %d: wall %.1f s; heap used, sampled every 5 ms: max %d MiB; sum of heap"
            + " pools' peaks %d MiB; max heap (-Xmx) %d MiB%n",
        exit,
        seconds,
        maxHeapUsed.get() / MIB,
        poolPeaks() / MIB,
        Runtime.getRuntime().maxMemory() / MIB);
  }

  /** An upper bound: each pool's own peak, which need not have happened at one moment. */
  private static long poolPeaks() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
