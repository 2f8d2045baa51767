package dev.tokenpace.cli;

import static dev.tokenpace.cli.RunFiles.read;
import static dev.tokenpace.cli.RunFiles.writeConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One process playing the whole schedule against the streaming fake, and three shard processes
 * (three CLI runs in this JVM, started together at an agreed instant) merged: the same requests
 * (ids, prompts, token counts) and, within timing noise, the same latencies. Prints the two side by
 * side; speed is shown, never asserted.
 */
class ShardedRunEndToEndTest {

  private static final Duration AGREEMENT_LEAD = Duration.ofMillis(2500);

  @RegisterExtension final FakePerTest fake = new FakePerTest();

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "type: poisson\n  stages: [{rate: 20, duration: 1}, {rate: 40, duration: 1}]",
        "type: concurrent\n  stages: [{concurrency_level: 6, num_requests: 45}]"
      })
  void threeShardsMergedMeasureWhatOneProcessMeasures(String load, @TempDir Path dir)
      throws Exception {
    Path config = config(dir, load);

    Path whole = dir.resolve("whole");
    assertThat(cli("run", "--config", config.toString(), "--output", whole.toString())).isZero();
    List<Path> shards = runShards(config, dir);
    Path merged = dir.resolve("merged");
    List<String> mergeArgs = new ArrayList<>(List.of("merge"));
    shards.forEach(shard -> mergeArgs.add(shard.toString()));
    mergeArgs.addAll(List.of("--output", merged.toString()));
    assertThat(cli(mergeArgs.toArray(String[]::new))).isZero();

    JsonNode one = read(whole.resolve("summary_lifecycle_metrics.json"));
    JsonNode three = read(merged.resolve("summary_lifecycle_metrics.json"));
    System.out.println(comparison(load, one, three));

    assertThat(count(three, "/load_summary/count")).isEqualTo(count(one, "/load_summary/count"));
    assertThat(count(three, "/successes/count")).isEqualTo(count(one, "/load_summary/count"));
    assertThat(count(three, "/successes/output_tokens/total"))
        .isEqualTo(count(one, "/successes/output_tokens/total"));
    assertThat(count(three, "/successes/prompt_tokens/total"))
        .isEqualTo(count(one, "/successes/prompt_tokens/total"));
    assertThat(requests(shards)).isEqualTo(requests(List.of(whole)));
    for (Path shard : shards) {
      assertThat(read(shard.resolve("shard.json")).get("transport").asText()).isEqualTo("nio");
    }
    for (String metric : List.of("time_to_first_token", "inter_token_latency")) {
      assertThat(seconds(three, metric, "median"))
          .as("%s median, shards merged vs one process", metric)
          .isCloseTo(seconds(one, metric, "median"), within(0.010));
    }
  }

  /** The transport a shard ran over is in its shard.json, for the merge to compare. */
  @Test
  void aShardRecordsItsTransport(@TempDir Path dir) throws IOException {
    Path config =
        config(dir, "type: concurrent\n  stages: [{concurrency_level: 1, num_requests: 1}]");
    Path shard = dir.resolve("shard");
    String soon = Instant.now().plusMillis(300).toString();

    int exit =
        cli(
            "run",
            "--config",
            config.toString(),
            "--output",
            shard.toString(),
            "--start-at",
            soon,
            "--transport",
            "jdk",
            "--no-warm-up");

    assertThat(exit).isZero();
    assertThat(read(shard.resolve("shard.json")).get("transport").asText()).isEqualTo("jdk");
  }

  private List<Path> runShards(Path config, Path dir) throws Exception {
    String startAt = Instant.now().plus(AGREEMENT_LEAD).toString();
    List<Path> shards = new ArrayList<>();
    List<CompletableFuture<Integer>> exits = new ArrayList<>();
    ExecutorService processes = Executors.newFixedThreadPool(3);
    try {
      for (int i = 0; i < 3; i++) {
        Path output = dir.resolve("shard-" + i);
        shards.add(output);
        String[] args = {
          "run",
          "--config",
          config.toString(),
          "--output",
          output.toString(),
          "--shard",
          i + "/3",
          "--start-at",
          startAt
        };
        exits.add(CompletableFuture.supplyAsync(() -> cli(args), processes));
      }
      for (CompletableFuture<Integer> exit : exits) {
        assertThat(exit.get()).isZero();
      }
    } finally {
      processes.shutdown();
    }
    return shards;
  }

  /**
   * Each request as the schedule names it (stage and sequence: the run tag differs between runs by
   * design) with its token counts: the prompt's shows that it is the same prompt.
   */
  private static Map<String, String> requests(List<Path> dirs) throws IOException {
    Map<String, String> requests = new TreeMap<>();
    Set<String> tags = new HashSet<>();
    for (Path dir : dirs) {
      for (JsonNode request : read(dir.resolve("per_request_lifecycle_metrics.json"))) {
        String id = request.get("request_id").asText();
        int dash = id.indexOf('-');
        tags.add(id.substring(0, dash));
        String previous =
            requests.put(
                id.substring(dash + 1),
                "input "
                    + request.get("input_tokens")
                    + ", output "
                    + request.get("output_tokens"));
        assertThat(previous).as("request %s sent once", id).isNull();
      }
    }
    assertThat(tags).as("one run tag across the shards").hasSize(1);
    return requests;
  }

  private static String comparison(String load, JsonNode one, JsonNode three) {
    StringBuilder table = new StringBuilder();
    table.append(String.format(Locale.ROOT, "%n%s%n", load.replace("\n ", ";")));
    table.append(String.format(Locale.ROOT, "%-34s %14s %14s%n", "", "one process", "3 shards"));
    row(table, "count", one, three, "/load_summary/count", "%14.0f");
    row(table, "successes", one, three, "/successes/count", "%14.0f");
    row(table, "output tokens", one, three, "/successes/output_tokens/total", "%14.0f");
    for (String metric : List.of("time_to_first_token", "inter_token_latency")) {
      for (String stat : List.of("median", "p99")) {
        String pointer = "/successes/latency/" + metric + "/" + stat;
        row(table, metric.replace("_", " ") + " " + stat + " (ms)", one, three, pointer, "ms");
      }
    }
    row(table, "requests/s", one, three, "/successes/throughput/requests_per_sec", "%14.2f");
    row(
        table,
        "output tokens/s",
        one,
        three,
        "/successes/throughput/output_tokens_per_sec",
        "%14.2f");
    row(table, "benchmark time (s)", one, three, "/benchmark_time_seconds", "%14.3f");
    return table.toString();
  }

  private static void row(
      StringBuilder table, String name, JsonNode one, JsonNode three, String at, String format) {
    double a = one.at(at).asDouble();
    double b = three.at(at).asDouble();
    String cell = format.equals("ms") ? "%14.2f" : format;
    double scale = format.equals("ms") ? 1000 : 1;
    table.append(
        String.format(
            Locale.ROOT, "%-34s " + cell + " " + cell + "%n", name, a * scale, b * scale));
  }

  private static long count(JsonNode report, String at) {
    return report.at(at).asLong();
  }

  private static double seconds(JsonNode report, String metric, String stat) {
    return report.at("/successes/latency/" + metric + "/" + stat).asDouble();
  }

  private Path config(Path dir, String load) throws IOException {
    return writeConfig(
        dir,
        """
        api: {type: chat, streaming: true}
        server: {type: vllm, base_url: "%s", model_name: demo-model}
        load:
          interval: 0.5
          base_seed: 11
          %s
        data:
          type: random
          input_distribution: {min: 3, max: 60, mean: 20, std_dev: 12}
          output_distribution: {min: 4, max: 40, mean: 8, std_dev: 4}
        report:
          request_lifecycle: {per_request: true, percentiles: [50, 90, 99]}
        """
            .formatted(fake.baseUrl(), load));
  }

  private int cli(String... args) {
    CapturedCli cli = new CapturedCli();
    int exit = cli.execute(args);
    if (exit != 0) {
      System.err.println(String.join(" ", args) + " → " + exit + ": " + cli.err());
    }
    return exit;
  }
}
