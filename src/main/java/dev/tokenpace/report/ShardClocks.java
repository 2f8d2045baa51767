package dev.tokenpace.report;

/**
 * Where a shard's monotonic stamps land on the merged time axis, shard 0's clock. Shards on
 * separate hosts have monotonic clocks that read zero at unrelated moments; each manifest says
 * when, in wall-clock time ({@link ShardManifest#wallClockAnchorEpochNanos()}). A seam for the
 * sensitivity gate; {@link #BY_WALL_CLOCK_ANCHORS} is docs/sharding.md's rule.
 */
@FunctionalInterface
public interface ShardClocks {

  /** The difference of the two shards' anchors: as exact as the hosts' wall clocks agree. */
  ShardClocks BY_WALL_CLOCK_ANCHORS =
      (shard, first) -> shard.wallClockAnchorEpochNanos() - first.wallClockAnchorEpochNanos();

  /**
   * @return the nanoseconds to add to {@code shard}'s monotonic stamps to read them on {@code
   *     first}'s clock
   */
  long offsetNanos(ShardManifest shard, ShardManifest first);
}
