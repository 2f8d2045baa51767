package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.config.Shard;
import dev.tokenpace.records.RequestRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merging shards loses nothing: the merged summary and stage reports are exactly the reports of the
 * union of the shards' requests, on one time axis, however far apart the shards' clocks were.
 */
class ShardMergeTest {

  @TempDir Path dir;

  @Test
  void theMergeOfThreeShardsIsTheUnionSummarizedDirectly() throws IOException {
    SyntheticShards shards = new SyntheticShards(3, 1500);
    List<Path> dirs = new ArrayList<>();
    for (int i = 2; i >= 0; i--) {
      Path shardDir = dir.resolve("shard-" + i);
      shards.write(i, shardDir);
      dirs.add(shardDir);
    }

    RunReports merged = ShardMerge.merge(dirs);
    List<RequestRecord> union = shards.union();
    RunReports direct =
        RunReports.summarize(
            SyntheticShards.config(),
            shards.info(new Shard(0, 3)),
            union,
            SyntheticShards.metricsOf(union));

    assertThat(merged.summary().loadSummary().count()).isEqualTo(4500);
    SummaryReport.WayInSummary wayIn = merged.summary().successes().wayIn();
    assertThat(wayIn.newConnections()).isPositive();
    assertThat(wayIn.reusedConnections()).isPositive();
    assertThat(wayIn.tlsHandshakeDuration()).as("some shards' requests had TLS").isNotNull();
    assertThat(withoutRun(merged.summary())).isEqualTo(withoutRun(direct.summary()));
    assertThat(merged.stages().keySet()).containsExactly(0, 1);
    for (int stage : direct.stages().keySet()) {
      assertThat(withoutRun(merged.stages().get(stage)))
          .as("stage %d", stage)
          .isEqualTo(withoutRun(direct.stages().get(stage)));
    }
  }

  @Test
  void theMergedRunSectionNamesTheRunNotAShard() throws IOException {
    SyntheticShards shards = new SyntheticShards(2, 10);
    shards.write(0, dir.resolve("a"));
    shards.write(1, dir.resolve("b"));

    SummaryReport.RunSection run =
        ShardMerge.merge(List.of(dir.resolve("a"), dir.resolve("b"))).summary().run();

    assertThat(run.shard().index()).isNull();
    assertThat(run.shard().count()).isEqualTo(2);
    assertThat(run.shard().configHash()).isEqualTo(SyntheticShards.CONFIG_HASH);
    assertThat(run.shard().startAt()).isEqualTo(SyntheticShards.START_AT.toString());
    assertThat(run.startedAt()).isEqualTo(SyntheticShards.START_AT.toString());
  }

  private static JsonNode withoutRun(SummaryReport report) {
    ObjectNode tree = ReportJson.mapper().valueToTree(report);
    tree.remove("run");
    return tree;
  }
}
