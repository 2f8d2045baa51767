package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.config.Shard;
import dev.tokenpace.records.RequestRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
    RunReports merged = mergeAndCompare(shards);

    assertThat(merged.summary().successes().goodputMetrics()).isNull();
  }

  @Test
  void theMergedGoodputIsTheUnionsGoodput() throws IOException {
    SyntheticShards shards =
        new SyntheticShards(
            3,
            600,
            new RunConfig.Goodput(
                Map.of(SloKind.TTFT, 0.2, SloKind.ITL, 0.03, SloKind.REQUEST_LATENCY, 0.5)));
    RunReports merged = mergeAndCompare(shards);

    SummaryReport.GoodputMetrics goodput = merged.summary().successes().goodputMetrics();
    assertThat(goodput.totalRequests()).isEqualTo(merged.summary().successes().count());
    assertThat(goodput.goodRequests()).isBetween(1L, goodput.totalRequests() - 1);
    assertThat(goodput.ttftAttainmentPercentage()).isBetween(1.0, 99.0);
    for (SummaryReport stage : merged.stages().values()) {
      assertThat(stage.successes().goodputMetrics()).isNotNull();
    }
    JsonNode manifest =
        ReportJson.mapper().readTree(dir.resolve("shard-1").resolve(ShardManifest.FILE).toFile());
    assertThat(manifest.path("goodput_constraints").toString())
        .isEqualTo("{\"ttft\":0.2,\"itl\":0.03,\"request_latency\":0.5}");
  }

  @Test
  void aShardManifestWithoutConstraintsHasNoGoodputKey() throws IOException {
    new SyntheticShards(1, 4).write(0, dir);

    JsonNode manifest = ReportJson.mapper().readTree(dir.resolve(ShardManifest.FILE).toFile());
    assertThat(manifest.has("goodput_constraints")).isFalse();
  }

  @Test
  void shardsOfDifferentConstraintsAreNotMerged() throws IOException {
    new SyntheticShards(2, 4, new RunConfig.Goodput(Map.of(SloKind.TTFT, 0.2)))
        .write(0, dir.resolve("a"));
    new SyntheticShards(2, 4).write(1, dir.resolve("b"));

    assertThatThrownBy(() -> ShardMerge.merge(List.of(dir.resolve("a"), dir.resolve("b"))))
        .isInstanceOf(ShardSetException.class)
        .hasMessageContaining("the shards counted goodput against different constraints: ")
        .hasMessageContaining("(shard 0/2) {ttft=0.2}, ")
        .hasMessageEndingWith("(shard 1/2) none");
  }

  @Test
  void aManifestNamingAnUnknownConstraintIsNotMerged() throws IOException {
    new SyntheticShards(1, 4, new RunConfig.Goodput(Map.of(SloKind.TTFT, 0.2))).write(0, dir);
    Path file = dir.resolve(ShardManifest.FILE);
    Files.writeString(file, Files.readString(file).replace("\"ttft\"", "\"e2el\""));

    assertThatThrownBy(() -> ShardMerge.merge(List.of(dir)))
        .isInstanceOf(ShardSetException.class)
        .hasMessageContaining("unknown goodput constraint 'e2el'");
  }

  /** Merges the shards and checks every report against the union summarized directly. */
  private RunReports mergeAndCompare(SyntheticShards shards) throws IOException {
    int count = 3;
    List<Path> dirs = new ArrayList<>();
    for (int i = count - 1; i >= 0; i--) {
      Path shardDir = dir.resolve("shard-" + i);
      shards.write(i, shardDir);
      dirs.add(shardDir);
    }

    RunReports merged = ShardMerge.merge(dirs);
    List<RequestRecord> union = shards.union();
    RunReports direct =
        RunReports.summarize(
            shards.config(),
            shards.info(new Shard(0, count)),
            union,
            SyntheticShards.metricsOf(union));

    assertThat(merged.summary().loadSummary().count()).isEqualTo(union.size());
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
    return merged;
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
