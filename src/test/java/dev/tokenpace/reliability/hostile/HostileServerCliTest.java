package dev.tokenpace.reliability.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.cli.CapturedCli;
import dev.tokenpace.cli.ExitCodes;
import dev.tokenpace.report.RunReports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code tokenpace run} as a user types it, on both transports, against a server that misbehaves in
 * one named way per case. Whatever the server does, the run ends with its reports and exit 0 (3
 * when not one request succeeded, with one line saying so); every request the server read is in the
 * report exactly once (no hidden retry, nothing lost); the failures carry the label the fault table
 * gives, the same on both transports.
 */
class HostileServerCliTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * One misbehaviour and what the report must say about it.
   *
   * @param requests how many requests the run sends, one at a time
   * @param successes how many of them succeed; the others fail with {@code label}
   * @param message a part of every failure's message, or {@code null}
   */
  record Case(
      Misbehaviour misbehaviour,
      int requests,
      int successes,
      String label,
      String message,
      Duration flood,
      Duration timeout) {

    static Case succeeds(Misbehaviour misbehaviour) {
      return new Case(misbehaviour, 4, 4, null, null, Duration.ZERO, Duration.ofSeconds(10));
    }

    static Case fails(Misbehaviour misbehaviour, int successes, String label, String message) {
      return new Case(
          misbehaviour, 4, successes, label, message, Duration.ZERO, Duration.ofSeconds(10));
    }

    Case flooding(Duration floodFor, int requestCount, Duration requestTimeout) {
      int succeeding = successes == requests ? requestCount : successes;
      return new Case(
          misbehaviour, requestCount, succeeding, label, message, floodFor, requestTimeout);
    }
  }

  static Stream<Arguments> cases() {
    List<Case> cases =
        List.of(
            Case.succeeds(Misbehaviour.HEALTHY),
            Case.succeeds(Misbehaviour.COMMENT_FLOOD)
                .flooding(Duration.ofSeconds(1), 2, Duration.ofSeconds(20)),
            Case.fails(Misbehaviour.CONTENT_FLOOD, 0, "Response Too Large", "events")
                .flooding(Duration.ofSeconds(30), 1, Duration.ofSeconds(60)),
            Case.fails(Misbehaviour.RESET_REUSED_CONNECTION, 2, "Connection Error", null),
            Case.fails(Misbehaviour.CLOSE_REUSED_CONNECTION, 2, "Connection Error", null),
            Case.fails(Misbehaviour.SSE_ERROR_EVENT, 0, "Error Event", "engine overloaded"),
            Case.succeeds(Misbehaviour.HEADERS_100_KIB),
            Case.fails(Misbehaviour.HEADERS_512_KIB, 0, "Malformed Response", "393216"),
            Case.succeeds(Misbehaviour.BODY_LONGER_THAN_CONTENT_LENGTH),
            Case.fails(
                Misbehaviour.BODY_LONGER_THAN_CONTENT_LENGTH_LATE,
                2,
                "Malformed Response",
                "surplus"),
            Case.fails(Misbehaviour.ENDLESS_CONTINUE, 0, "Malformed Response", "interim"),
            Case.fails(
                Misbehaviour.GZIP_STREAM,
                0,
                "Unexpected Content Encoding",
                "Content-Encoding: gzip"),
            Case.fails(
                Misbehaviour.HTML_AS_EVENT_STREAM,
                0,
                "Unexpected Content Type",
                "not an event stream"),
            Case.fails(
                Misbehaviour.REDIRECT_301, 0, "301 - Moved Permanently", Misbehaviour.LOCATION),
            Case.fails(Misbehaviour.REDIRECT_302, 0, "302 - Found", Misbehaviour.LOCATION));
    List<Arguments> rows = new ArrayList<>();
    for (Case c : cases) {
      for (String transport : List.of("nio", "jdk")) {
        rows.add(Arguments.of(Named.of(c.misbehaviour().cliName(), c), transport));
      }
    }
    return rows.stream();
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("cases")
  void theRunEndsWithItsReportsAndCountsEveryRequestTheServerSaw(
      Case c, String transport, @TempDir Path dir) throws Exception {
    CapturedCli cli = new CapturedCli();
    int exit;
    int seen;
    try (HostileServer server = HostileServer.start(c.misbehaviour(), c.flood())) {
      Path config = Files.writeString(dir.resolve("bench.yaml"), yaml(server, c));
      List<String> args =
          new ArrayList<>(
              List.of(
                  "run",
                  "--config",
                  config.toString(),
                  "--output",
                  dir.resolve("reports").toString(),
                  "--transport",
                  transport));
      if (c.misbehaviour() != Misbehaviour.HEALTHY) {
        // the warm-up plays against its own in-process fake, never this server: the healthy case
        // runs it as a user would, the others spend their seconds on the misbehaviour alone
        args.add("--no-warm-up");
      }
      exit = cli.execute(args.toArray(String[]::new));
      seen = server.requestsSeen();
    }

    assertThat(exit)
        .as("exit code (3: not one request succeeded); stderr: %s", cli.err())
        .isEqualTo(c.successes() == 0 ? ExitCodes.EVERY_REQUEST_FAILED : ExitCodes.OK);
    assertThat(cli.err()).doesNotContain("Exception").doesNotContain("\tat ");
    Path reports = dir.resolve("reports");
    JsonNode summary = read(reports.resolve(RunReports.SUMMARY_FILE));
    assertThat(reports.resolve(RunReports.stageFile(0))).exists();
    long count = summary.at("/load_summary/count").asLong();
    long successes = summary.at("/successes/count").asLong();
    long failures = summary.at("/failures/count").asLong();
    assertThat(count)
        .as("requests the server saw = the report's count = successes + failures")
        .isEqualTo(seen)
        .isEqualTo(c.requests())
        .isEqualTo(successes + failures);
    assertThat(successes).as("successes").isEqualTo(c.successes());
    List<JsonNode> perRequest =
        StreamSupport.stream(
                read(reports.resolve(RunReports.PER_REQUEST_FILE)).spliterator(), false)
            .toList();
    assertThat(perRequest)
        .as("comments are counted, never kept as events")
        .allSatisfy(
            r -> assertThat(r.get("events").findValuesAsText("kind")).doesNotContain("comment"));
    if (c.misbehaviour() == Misbehaviour.COMMENT_FLOOD) {
      assertThat(perRequest).allSatisfy(r -> assertThat(r.get("comments").asLong()).isPositive());
    }
    List<JsonNode> failed = perRequest.stream().filter(r -> !r.get("success").asBoolean()).toList();
    assertThat(failed).hasSize((int) failures);
    for (JsonNode r : failed) {
      JsonNode error = r.get("error");
      assertThat(error.get("label").asText()).as("label of %s", error).isEqualTo(c.label());
      assertThat(error.get("message").asText()).as("message").hasSizeLessThanOrEqualTo(501);
      if (c.message() != null) {
        assertThat(error.get("message").asText()).as("message").contains(c.message());
      }
    }
    if (failures > 0) {
      assertThat(summary.at("/failures/by_label").path(c.label()).path("count").asLong())
          .isEqualTo(failures);
    }
  }

  private static String yaml(HostileServer server, Case c) {
    return """
    api: {type: chat, streaming: true}
    server: {type: vllm, base_url: "%s", model_name: hostile}
    load:
      type: concurrent
      request_timeout: %d
      stages: [{concurrency_level: 1, num_requests: %d}]
    data: {type: mock}
    report:
      request_lifecycle: {summary: true, per_stage: true, per_request: true, percentiles: [50, 99]}
    """
        .formatted(server.baseUri(), c.timeout().toSeconds(), c.requests());
  }

  private static JsonNode read(Path file) throws IOException {
    assertThat(file).exists();
    return JSON.readTree(file.toFile());
  }
}
