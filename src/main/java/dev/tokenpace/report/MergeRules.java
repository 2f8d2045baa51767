package dev.tokenpace.report;

/**
 * How {@code tokenpace merge} joins shards beyond the statistics ({@link SummaryRules}): which
 * clock each shard's stamps are read on, and what each merged stage asked for. {@link #STANDARD} is
 * docs/sharding.md; the record is a seam for the sensitivity gate, like the summary rules.
 */
public record MergeRules(ShardClocks clocks, MergedStageLoads stageLoads) {

  public static final MergeRules STANDARD =
      new MergeRules(ShardClocks.BY_WALL_CLOCK_ANCHORS, MergedStageLoads.AS_CONFIGURED);
}
