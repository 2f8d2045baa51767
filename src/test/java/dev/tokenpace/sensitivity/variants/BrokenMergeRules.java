package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.report.MergeRules;
import dev.tokenpace.report.MergedStageLoads;
import dev.tokenpace.report.ShardClocks;
import dev.tokenpace.report.ShardManifest;
import java.util.ArrayList;
import java.util.List;

/** Merges that join the shards other than docs/sharding.md says. */
public final class BrokenMergeRules {

  private BrokenMergeRules() {}

  /**
   * Bug: every shard's stamps read as if on shard 0's clock, the manifests' anchors ignored: a
   * shard whose host's monotonic clock reads 5 s ahead lands 5 s late, and the merged window (so
   * throughput and achieved rate) stretches by 5 s. Harmless while every shard runs on one host.
   */
  public static MergeRules clockOffsetsIgnored() {
    return new MergeRules((shard, first) -> 0, MergedStageLoads.AS_CONFIGURED);
  }

  /**
   * Bug: the merged stages built from the requests alone, the manifests' stages never read: each
   * stage report loses what it asked for (no requested rate, no concurrency).
   */
  public static MergeRules stageLoadsLost() {
    return new MergeRules(ShardClocks.BY_WALL_CLOCK_ANCHORS, shards -> List.of());
  }

  /**
   * Bug: the shards' stage loads added up, as if each manifest held its shard's share: three shards
   * of a stage asking 5 a second report 15, and a level of 3 reads 9.
   */
  public static MergeRules stageLoadsAddedUp() {
    return new MergeRules(ShardClocks.BY_WALL_CLOCK_ANCHORS, BrokenMergeRules::addedUp);
  }

  private static List<ShardManifest.StageLoad> addedUp(List<ShardManifest> shards) {
    List<ShardManifest.StageLoad> sums = new ArrayList<>(shards.get(0).stages());
    for (ShardManifest shard : shards.subList(1, shards.size())) {
      for (int i = 0; i < sums.size(); i++) {
        ShardManifest.StageLoad sum = sums.get(i);
        ShardManifest.StageLoad more = shard.stages().get(i);
        sums.set(
            i,
            new ShardManifest.StageLoad(
                sum.stageId(),
                sum.requestedRate() == null ? null : sum.requestedRate() + more.requestedRate(),
                sum.concurrency() == null ? null : sum.concurrency() + more.concurrency()));
      }
    }
    return sums;
  }
}
