package dev.tokenpace.report;

import java.util.List;

/**
 * What each stage of the merged run asked for: its requested rate (open loop) or concurrency
 * (closed loop). Every shard's manifest records the configured load of the whole run, not the
 * shard's share of it, and the config hash makes them all the same. A seam for the sensitivity
 * gate; {@link #AS_CONFIGURED} is docs/sharding.md's rule.
 */
@FunctionalInterface
public interface MergedStageLoads {

  /** The stages as the run's config set them, read from shard 0's manifest. */
  MergedStageLoads AS_CONFIGURED = shards -> shards.get(0).stages();

  /**
   * @param shards every shard's manifest, in index order
   * @return the merged run's stages, each with the load it asked for
   */
  List<ShardManifest.StageLoad> of(List<ShardManifest> shards);
}
