package dev.tokenpace.cli;

import static dev.tokenpace.cli.RunFiles.read;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a newcomer meets in a first hour (issue 38): a server that is not there, a server that
 * answers 404, a report folder used twice, a run of two stages. Each is one line and an exit code.
 */
class FirstHourCommandTest {

  private final CapturedCli cli = new CapturedCli();

  @RegisterExtension final FakePerTest fake = new FakePerTest();

  @Test
  void aServerThatIsNotThereIsNamedOnceAndTheRunExitsThreeWithItsReports(@TempDir Path dir)
      throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    Path config =
        config(dir, "http://127.0.0.1:" + closedPort, "[{concurrency_level: 1, num_requests: 3}]");
    Path reports = dir.resolve("reports");

    int exit = run("--config", config.toString(), "--output", reports.toString());

    assertThat(exit).as(cli.err()).isEqualTo(ExitCodes.EVERY_REQUEST_FAILED);
    assertThat(cli.out().lines().filter(line -> line.contains("cannot connect to")))
        .as("the unreachable server, named once")
        .singleElement()
        .asString()
        .startsWith("warning: cannot connect to http://127.0.0.1:" + closedPort + " (")
        .contains("is it up?");
    assertThat(cli.err().lines())
        .singleElement()
        .asString()
        .startsWith("tokenpace run: every request failed (3 of 3): Connection Error — ")
        .endsWith("reports written to " + reports.toAbsolutePath());
    assertThat(reports.resolve("summary_lifecycle_metrics.json")).isRegularFile();
    assertThat(reports.resolve("report.html")).isRegularFile();
  }

  @Test
  void aNotFoundStatusIsOneShortLineWithTheServersOwnWords(@TempDir Path dir) throws IOException {
    Path config =
        config(
            dir, fake.baseUrl() + "/no-such-prefix", "[{concurrency_level: 1, num_requests: 1}]");
    Path reports = dir.resolve("reports");

    int exit = run("--config", config.toString(), "--output", reports.toString());

    assertThat(exit).isEqualTo(ExitCodes.EVERY_REQUEST_FAILED);
    assertThat(cli.err().lines())
        .singleElement()
        .asString()
        .startsWith("tokenpace run: every request failed (1 of 1): 404 - ")
        .contains("Invalid URL (POST /no-such-prefix/v1/chat/completions)");
    JsonNode error =
        read(reports.resolve("per_request_lifecycle_metrics.json")).get(0).get("error");
    assertThat(error.get("http_status").asInt()).isEqualTo(404);
    assertThat(error.get("message").asText())
        .isEqualTo("Invalid URL (POST /no-such-prefix/v1/chat/completions)")
        .doesNotContain("\n");
  }

  @Test
  void aFolderHoldingAnotherRunsReportsIsRefusedWithTheWayOut(@TempDir Path dir)
      throws IOException {
    Path twoStages =
        config(
            dir,
            fake.baseUrl().toString(),
            "[{concurrency_level: 1, num_requests: 2}, {concurrency_level: 2, num_requests: 2}]");
    Path reports = dir.resolve("reports");
    assertThat(run("--config", twoStages.toString(), "--output", reports.toString()))
        .as(cli.err())
        .isZero();
    assertThat(reports.resolve("stage_1_lifecycle_metrics.json")).isRegularFile();
    String firstSummary = Files.readString(reports.resolve("summary_lifecycle_metrics.json"));
    Path oneStage =
        config(dir, fake.baseUrl().toString(), "[{concurrency_level: 1, num_requests: 1}]");
    int sentBefore = fake.timelines().size();

    int refused = run("--config", oneStage.toString(), "--output", reports.toString());

    assertThat(refused).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(cli.err().lines())
        .singleElement()
        .asString()
        .startsWith("tokenpace run: '" + reports + "' already holds another run's reports (")
        .contains("--output 'reports-{timestamp}'", "--replace-reports");
    assertThat(fake.timelines()).as("requests sent by the refused run").hasSize(sentBefore);
    assertThat(Files.readString(reports.resolve("summary_lifecycle_metrics.json")))
        .isEqualTo(firstSummary);

    cli.forget();
    int replaced =
        run("--config", oneStage.toString(), "--output", reports.toString(), "--replace-reports");

    assertThat(replaced).as(cli.err()).isZero();
    assertThat(reports.resolve("stage_1_lifecycle_metrics.json"))
        .as("the earlier run's second stage")
        .doesNotExist();
    assertThat(
            read(reports.resolve("summary_lifecycle_metrics.json"))
                .at("/load_summary/count")
                .asInt())
        .isEqualTo(1);
  }

  @Test
  void aTimestampInTheOutputMakesAFreshFolder(@TempDir Path dir) throws IOException {
    Path config =
        config(dir, fake.baseUrl().toString(), "[{concurrency_level: 1, num_requests: 1}]");

    int exit =
        run("--config", config.toString(), "--output", dir.resolve("r-{timestamp}").toString());

    assertThat(exit).as(cli.err()).isZero();
    try (Stream<Path> folders = Files.list(dir)) {
      assertThat(folders.map(p -> p.getFileName().toString()))
          .anyMatch(name -> name.matches("r-\\d{8}-\\d{6}"));
    }
  }

  @Test
  void aRunOfTwoStagesShowsARowPerStageAndOneForTheWholeRun(@TempDir Path dir) throws IOException {
    Path config =
        config(
            dir,
            fake.baseUrl().toString(),
            "[{concurrency_level: 1, num_requests: 2}, {concurrency_level: 2, num_requests: 4}]");

    int exit = run("--config", config.toString(), "--output", dir.resolve("r").toString());

    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out().lines())
        .anyMatch(line -> line.startsWith("stage ") && line.contains("TTFT p50"))
        .anyMatch(line -> line.matches("1 +1 conc\\. +\\S+ +2 +0 .*"))
        .anyMatch(line -> line.matches("2 +2 conc\\. +\\S+ +4 +0 .*"))
        .anyMatch(line -> line.matches("all +6 +0 .*"));
  }

  private static Path config(Path dir, String baseUrl, String stages) throws IOException {
    return Files.writeString(
        Files.createTempFile(dir, "bench", ".yaml"),
        """
        api: {type: chat, streaming: true}
        server: {type: vllm, base_url: "%s", model_name: demo-model}
        load: {type: concurrent, interval: 0, stages: %s}
        report: {request_lifecycle: {per_request: true, percentiles: [50, 99]}}
        """
            .formatted(baseUrl, stages));
  }

  private int run(String... args) {
    String[] all =
        Stream.concat(Stream.of("run", "--no-warm-up"), Stream.of(args)).toArray(String[]::new);
    return cli.execute(all);
  }
}
