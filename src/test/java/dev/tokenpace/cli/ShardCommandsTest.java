package dev.tokenpace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.report.ShardManifest;
import dev.tokenpace.report.SyntheticShards;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@code run --shard/--start-at} and {@code merge} refuse, each with one line on stderr and
 * exit 2; nothing here sends a request.
 */
class ShardCommandsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  private final CapturedCli cli = new CapturedCli();

  private String theOneErrorLine() {
    assertThat(cli.err().lines()).hasSize(1);
    return cli.err().strip();
  }

  private Path config(String stages) throws IOException {
    return Files.writeString(
        dir.resolve("bench.yaml"),
        """
        api: {type: chat, streaming: true}
        server: {base_url: "http://127.0.0.1:9", model_name: m}
        load:
          stages: %s
        """
            .formatted(stages));
  }

  @Test
  void aShardOfSeveralNeedsAnAgreedStart() throws IOException {
    Path config = config("[{rate: 1, duration: 1}]");

    assertThat(cli.execute("run", "--config", config.toString(), "--shard", "1/3")).isEqualTo(2);
    assertThat(theOneErrorLine())
        .isEqualTo(
            "tokenpace run: --shard 1/3 needs --start-at: the shards must agree when to start");
  }

  @Test
  void aStartLongPastIsRefused() throws IOException {
    Path config = config("[{rate: 1, duration: 1}]");

    int exit =
        cli.execute(
            "run",
            "--config",
            config.toString(),
            "--shard",
            "0/2",
            "--start-at",
            "2020-01-01T00:00:00Z");

    assertThat(exit).isEqualTo(2);
    assertThat(theOneErrorLine())
        .startsWith("tokenpace run: --start-at 2020-01-01T00:00:00Z is ")
        .endsWith(" s in the past (more than 2 s): agree on a later instant");
  }

  @Test
  void aStartThatIsNoInstantIsRefused() throws IOException {
    Path config = config("[{rate: 1, duration: 1}]");

    assertThat(cli.execute("run", "--config", config.toString(), "--start-at", "tomorrow"))
        .isEqualTo(2);
    assertThat(theOneErrorLine())
        .contains("'tomorrow' is neither an ISO-8601 instant (2026-01-01T12:00:00Z) nor epoch");
  }

  @Test
  void aConcurrencyLevelBelowTheShardCountIsRefused() throws IOException {
    Path config = config("[{concurrency_level: 2, num_requests: 10}]");
    String soon = Instant.now().plusSeconds(60).toString();

    int exit =
        cli.execute("run", "--config", config.toString(), "--shard", "2/3", "--start-at", soon);

    assertThat(exit).isEqualTo(2);
    assertThat(theOneErrorLine())
        .isEqualTo(
            "tokenpace run: load.stages[0].concurrency_level 2 cannot be split across 3 shards:"
                + " each shard needs at least one slot");
  }

  @Test
  void shardsOfDifferentConfigsAreRefused() throws IOException {
    Path[] shards = threeShardsOneEdited(2, "config_hash", "sha256:another");

    assertThat(merge(shards)).isEqualTo(2);
    assertThat(theOneErrorLine())
        .startsWith("tokenpace merge: the shards ran different configs: ")
        .endsWith(" (shard 2/3) has sha256:another");
  }

  @Test
  void shardsOverDifferentTransportsAreRefused() throws IOException {
    Path[] shards = threeShardsOneEdited(1, "transport", "jdk");

    assertThat(merge(shards)).isEqualTo(2);
    assertThat(theOneErrorLine())
        .isEqualTo(
            "tokenpace merge: the shards ran over different transports: '"
                + shards[0]
                + "' (shard 0/3) used nio, '"
                + shards[1]
                + "' (shard 1/3) jdk (run --transport)");
  }

  /**
   * Each row: the shards given, as index/count (each written to a folder of its own), and the line
   * that refuses them, where {@code %1$s} and {@code %2$s} stand for the first and second folder.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          the same shard twice | 0/2 0/2 | shard 0/2 is given twice: '%1$s' and '%2$s'
          a missing shard      | 0/3 2/3 | shard 1/3 is missing: got shards [0, 2]
          mixed shard counts   | 0/3 1/2 | mixed shard counts: '%1$s' (shard 0/3) and '%2$s' (shard 1/2)
          """)
  void shardsThatAreNotOneWholeRunAreRefused(String name, String given, String line)
      throws IOException {
    String[] indexOfCount = given.split(" ");
    Path[] shards = new Path[indexOfCount.length];
    for (int i = 0; i < shards.length; i++) {
      String[] parts = indexOfCount[i].split("/");
      shards[i] = shard(Integer.parseInt(parts[1]), Integer.parseInt(parts[0]), "given-" + i);
    }

    assertThat(merge(shards)).isEqualTo(2);
    assertThat(theOneErrorLine())
        .isEqualTo("tokenpace merge: " + line.formatted((Object[]) shards));
  }

  @Test
  void aDirectoryThatIsNoShardIsRefused() throws IOException {
    Path plain = Files.createDirectories(dir.resolve("plain"));

    assertThat(merge(plain)).isEqualTo(2);
    assertThat(theOneErrorLine())
        .isEqualTo(
            "tokenpace merge: '"
                + plain
                + "' holds no shard.json: not the output of 'run --shard'");
  }

  @Test
  void mergeHasHelpAndVersion() {
    assertThat(cli.execute("merge", "--help")).isZero();
    assertThat(cli.out()).startsWith("Usage: tokenpace merge").contains("--output=DIR");
    assertThat(cli.execute("merge", "--version")).isZero();
  }

  @Test
  void mergeWritesTheSummaryAndStagesAndPrintsTheTable() throws IOException {
    Path a = shard(2, 0, "a");
    Path b = shard(2, 1, "b");

    assertThat(merge(b, a)).as(cli.err()).isZero();
    assertThat(cli.out()).contains("TTFT").contains("merged 2 shards");
    assertThat(dir.resolve("merged/summary_lifecycle_metrics.json")).exists();
    assertThat(dir.resolve("merged/stage_1_lifecycle_metrics.json")).exists();
  }

  @Test
  void mergeWritesReportHtmlAndReportDrawsTheSamePageFromTheMergedFolder() throws IOException {
    Path a = shard(2, 0, "a");
    Path b = shard(2, 1, "b");
    Path page = dir.resolve("merged/report.html");

    assertThat(merge(a, b)).as(cli.err()).isZero();
    String merged = Files.readString(page);
    assertThat(merged).contains("tokenpace run report").contains("<svg");
    Document html = Jsoup.parse(merged);
    assertThat(html.select("table.overview td").first().text()).isEqualTo("40");
    assertThat(html.select("#capacity-curve svg")).hasSize(1);
    assertThat(html.select("#over-time + p").text()).contains("merge writes none");

    Files.delete(page);
    assertThat(cli.execute("report", dir.resolve("merged").toString())).as(cli.err()).isZero();
    assertThat(Files.readString(page)).isEqualTo(merged);
  }

  private Path shard(int count, int index, String name) throws IOException {
    Path shardDir = dir.resolve(name);
    new SyntheticShards(count, 20).write(index, shardDir);
    return shardDir;
  }

  private int merge(Path... shards) {
    String[] args = new String[shards.length + 3];
    args[0] = "merge";
    for (int i = 0; i < shards.length; i++) {
      args[i + 1] = shards[i].toString();
    }
    args[shards.length + 1] = "--output";
    args[shards.length + 2] = dir.resolve("merged").toString();
    return cli.execute(args);
  }

  /**
   * The three shards of one run, shard {@code edited}'s manifest with another value for {@code
   * field}, as a mixed-up folder would have it.
   */
  private Path[] threeShardsOneEdited(int edited, String field, String value) throws IOException {
    Path[] shards = {shard(3, 0, "a"), shard(3, 1, "b"), shard(3, 2, "c")};
    editManifest(shards[edited], field, value);
    return shards;
  }

  /** Gives one shard's manifest another value for {@code field}, as a mixed-up folder would. */
  private static void editManifest(Path shard, String field, String value) throws IOException {
    File file = shard.resolve(ShardManifest.FILE).toFile();
    ObjectNode manifest = (ObjectNode) JSON.readTree(file);
    manifest.put(field, value);
    JSON.writeValue(file, manifest);
  }
}
