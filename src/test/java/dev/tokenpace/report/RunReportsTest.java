package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunReportsTest {

  private static final Offset<Double> EXACT = within(1e-9);
  private static final long WALL_START = ReportFixtures.WALL_START;

  @TempDir Path dir;

  private static RunConfig config(boolean perStage, boolean perRequest, List<Double> percentiles) {
    return ReportFixtures.reporting(perStage, perRequest, percentiles);
  }

  private static RunInfo info() {
    return ReportFixtures.twoStages();
  }

  /** Stage 0: example A and a 500; stage 1: example C (reasoning first). */
  private static RunReports summarize(RunConfig config, List<RequestRecord> records) {
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    return RunReports.summarize(config, info(), records, metrics);
  }

  private JsonNode read(String file) throws IOException {
    return ReportJson.mapper().readTree(dir.resolve(file).toFile());
  }

  @Test
  void summaryFieldTree() throws IOException {
    summarize(config(true, true, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    JsonNode s = read(RunReports.SUMMARY_FILE);

    assertThat(s.path("benchmark_time_seconds").asDouble()).isCloseTo(3.6, EXACT);
    assertThat(s.path("run").path("started_at").asText()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(s.path("run").path("tokenizer").asText()).isEqualTo("whitespace");
    assertThat(s.path("load_summary").path("count").asLong()).isEqualTo(3);
    assertThat(s.path("load_summary").has("send_duration")).isFalse();
    assertThat(s.path("successes").path("count").asLong()).isEqualTo(2);
    assertThat(s.path("failures").path("count").asLong()).isEqualTo(1);

    JsonNode latency = s.path("successes").path("latency");
    assertThat(latency.path("time_to_first_token").path("mean").asDouble()).isCloseTo(0.35, EXACT);
    assertThat(latency.path("time_to_first_output_token").path("max").asDouble())
        .isCloseTo(0.5, EXACT);
    assertThat(latency.path("inter_token_latency").path("max").asDouble()).isCloseTo(0.5, EXACT);
    assertThat(latency.path("inter_token_latency").path("min").asDouble())
        .isCloseTo(1.0 / 6, EXACT);
    assertThat(latency.path("inter_chunk_latency").path("mean").asDouble())
        .isCloseTo((0.5 + 0.5 + 0.3) / 3, EXACT);
    assertThat(latency.path("time_per_output_token").path("median").asDouble())
        .isCloseTo(0.15, EXACT);
    assertThat(latency.path("request_latency").path("max").asDouble()).isCloseTo(2.0, EXACT);
    assertThat(latency.path("request_latency_from_schedule").isObject()).isTrue();
    assertThat(latency.path("normalized_time_per_output_token").path("min").asDouble())
        .isCloseTo(0.15, EXACT);
    assertThat(fieldNames(latency.path("request_latency")))
        .containsExactly(
            "mean", "min", "max", "p0.1", "p1", "p5", "p10", "p25", "median", "p75", "p90", "p95",
            "p99", "p99.9");

    JsonNode throughput = s.path("successes").path("throughput");
    assertThat(throughput.path("requests_per_sec").asDouble()).isCloseTo(2 / 3.6, EXACT);
    assertThat(throughput.path("output_tokens_per_sec").asDouble()).isCloseTo(10 / 3.6, EXACT);
    assertThat(throughput.path("input_tokens_per_sec").asDouble()).isCloseTo(30 / 3.6, EXACT);
    assertThat(throughput.path("total_tokens_per_sec").asDouble()).isCloseTo(40 / 3.6, EXACT);
    assertThat(s.path("successes").path("output_tokens").path("total").asLong()).isEqualTo(10);
    assertThat(s.path("successes").path("output_tokens").path("max").asDouble()).isEqualTo(6.0);
    assertThat(s.path("successes").path("prompt_tokens").path("total").asLong()).isEqualTo(30);
    assertThat(s.path("successes").path("output_len").path("mean").asDouble()).isEqualTo(5.0);
    assertThat(s.path("successes").path("token_count_mismatches").asLong()).isZero();

    JsonNode failures = s.path("failures");
    assertThat(failures.path("request_latency").path("mean").asDouble()).isCloseTo(0.1, EXACT);
    JsonNode label = failures.path("by_label").path("500 - Internal Server Error");
    assertThat(label.path("count").asLong()).isEqualTo(1);
    assertThat(label.path("messages").get(0).path("message").asText()).isEqualTo("boom");
  }

  @Test
  void countIsSuccessesPlusFailuresInEveryFile() throws IOException {
    summarize(config(true, false, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    for (String file :
        List.of(RunReports.SUMMARY_FILE, RunReports.stageFile(0), RunReports.stageFile(1))) {
      JsonNode r = read(file);
      assertThat(r.path("load_summary").path("count").asLong())
          .as(file)
          .isEqualTo(
              r.path("successes").path("count").asLong()
                  + r.path("failures").path("count").asLong());
    }
  }

  @Test
  void stageFilesAddTheirLoadFields() throws IOException {
    summarize(config(true, false, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    JsonNode stage0 = read(RunReports.stageFile(0)).path("load_summary");
    assertThat(stage0.path("count").asLong()).isEqualTo(2);
    assertThat(stage0.path("send_duration").asDouble()).isCloseTo(0.5, EXACT);
    assertThat(stage0.path("requested_rate").asDouble()).isEqualTo(2.0);
    assertThat(stage0.path("achieved_rate").asDouble()).isCloseTo(4.0, EXACT);
    assertThat(stage0.path("concurrency").isNull()).isTrue();

    JsonNode stage1 = read(RunReports.stageFile(1));
    assertThat(stage1.path("benchmark_time_seconds").asDouble()).isCloseTo(0.6, EXACT);
    assertThat(stage1.path("load_summary").path("concurrency").asInt()).isEqualTo(4);
    assertThat(stage1.path("load_summary").path("requested_rate").isNull()).isTrue();
    assertThat(stage1.path("load_summary").path("achieved_rate").asDouble()).isEqualTo(0.0);
    assertThat(
            stage1
                .path("successes")
                .path("latency")
                .path("time_to_first_token")
                .path("mean")
                .asDouble())
        .isCloseTo(0.2, EXACT);
    assertThat(stage1.path("failures").path("request_latency").isNull()).isTrue();
    assertThat(stage1.path("failures").path("by_label").isEmpty()).isTrue();
  }

  @Test
  void emptyDistributionsAreWrittenAsNull() throws IOException {
    List<RequestRecord> onlyFailure = List.of(ReportFixtures.smallRun().get(1));
    summarize(config(false, false, Defaults.PERCENTILES), onlyFailure).writeTo(dir);
    JsonNode latency = read(RunReports.SUMMARY_FILE).path("successes").path("latency");
    for (String metric :
        List.of(
            "request_latency",
            "normalized_time_per_output_token",
            "time_per_output_token",
            "time_to_first_token",
            "inter_token_latency",
            "time_to_first_output_token",
            "inter_chunk_latency",
            "request_latency_from_schedule")) {
      assertThat(latency.has(metric)).as(metric).isTrue();
      assertThat(latency.path(metric).isNull()).as(metric).isTrue();
    }
    assertThat(read(RunReports.SUMMARY_FILE).path("successes").path("output_len").isNull())
        .isTrue();
  }

  @Test
  void perRequestFileListsEveryRequestInCompletionOrder() throws IOException {
    summarize(config(false, true, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    JsonNode list = read(RunReports.PER_REQUEST_FILE);
    assertThat(list.size()).isEqualTo(3);
    JsonNode a = list.get(0);
    assertThat(a.path("request_id").asText()).isEqualTo("a");
    assertThat(a.path("success").asBoolean()).isTrue();
    assertThat(a.path("end_time").asDouble() - a.path("start_time").asDouble())
        .isCloseTo(2.0, EXACT);
    assertThat(a.path("headers_time").isNumber()).isTrue();
    assertThat(a.path("output_len").asInt()).isEqualTo(6);
    assertThat(a.path("output_tokens").asInt()).isEqualTo(6);
    assertThat(a.path("server_usage").path("completion_tokens").asInt()).isEqualTo(6);
    assertThat(a.path("events").get(0).path("kind").asText()).isEqualTo("role");
    assertThat(a.path("events").get(1).path("text").asText()).isEqualTo("a b");
    assertThat(a.path("events").get(1).path("tokens").asInt()).isEqualTo(2);
    assertThat(a.path("metrics").path("time_to_first_token").asDouble()).isCloseTo(0.5, EXACT);
    assertThat(a.path("metrics").path("inter_token_latency").size()).isEqualTo(4);
    assertThat(a.path("metrics").path("inter_chunk_latency").size()).isEqualTo(2);
    assertThat(a.path("error").isNull()).isTrue();

    JsonNode f = list.get(1);
    assertThat(f.path("success").asBoolean()).isFalse();
    assertThat(f.path("error").path("label").asText()).isEqualTo("500 - Internal Server Error");
    assertThat(f.path("error").path("http_status").asInt()).isEqualTo(500);
    assertThat(f.path("metrics").path("time_to_first_token").isNull()).isTrue();
    assertThat(list.get(2).path("stage_id").asInt()).isEqualTo(1);
  }

  @Test
  void onlyTheAskedForFilesAreWritten() throws IOException {
    summarize(config(false, false, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .containsExactly(RunReports.SUMMARY_FILE);
    }
  }

  @Test
  void configuredPercentilesNameTheKeys() throws IOException {
    summarize(config(false, false, List.of(50.0, 90.0, 99.9)), ReportFixtures.smallRun())
        .writeTo(dir);
    JsonNode ttft =
        read(RunReports.SUMMARY_FILE).path("successes").path("latency").path("time_to_first_token");
    assertThat(fieldNames(ttft)).containsExactly("mean", "min", "max", "median", "p90", "p99.9");
  }

  @Test
  void failureLabelsAreOrderedByCountWithDistinctMessages() {
    List<RequestRecord> records =
        List.of(
            failure("1", Failure.of(FailureType.TIMEOUT, "read timed out")),
            failure("2", new Failure(FailureType.HTTP_STATUS, "busy", 503)),
            failure("3", new Failure(FailureType.HTTP_STATUS, "busy", 503)),
            failure("4", new Failure(FailureType.HTTP_STATUS, "overloaded", 503)));
    SummaryReport.Failures failures =
        summarize(config(false, false, Defaults.PERCENTILES), records).summary().failures();
    assertThat(failures.byLabel().keySet()).containsExactly("503 - Service Unavailable", "Timeout");
    assertThat(failures.byLabel().get("503 - Service Unavailable").count()).isEqualTo(3);
    assertThat(failures.byLabel().get("503 - Service Unavailable").messages())
        .extracting(SummaryReport.LabelMessage::message)
        .containsExactly("busy", "overloaded");
  }

  @Test
  void doublesAreWrittenShortest() throws IOException {
    summarize(config(false, false, List.of(50.0)), ReportFixtures.smallRun()).writeTo(dir);
    String json = Files.readString(dir.resolve(RunReports.SUMMARY_FILE));
    assertThat(json).contains("\"benchmark_time_seconds\" : 3.6,");
  }

  @Test
  void consoleTableShowsLatencyRowsCountsAndThroughput() {
    String table =
        summarize(config(false, false, Defaults.PERCENTILES), ReportFixtures.smallRun())
            .consoleTable();
    assertThat(table)
        .contains("TTFT", "TTFOT", "ITL", "TPOT", "NTPOT", "latency", "mean", "p50", "p90", "p99");
    assertThat(table).contains("successes 2", "failures 1", "500 - Internal Server Error", "req/s");
    assertThat(table.lines().filter(l -> l.startsWith("TTFT ")).findFirst().orElseThrow())
        .contains("350.000");
  }

  /** GuideLLM and vLLM's benchmark show a sweep as a row per rate; the whole run below them. */
  @Test
  void consoleTableOfTwoStagesHasARowPerStageCountedFromOneAndOneForTheRun() {
    String table =
        summarize(config(false, false, List.of(50.0, 99.0)), ReportFixtures.smallRun())
            .consoleTable();
    List<String> lines = table.lines().toList();

    assertThat(lines.get(0).split(" +"))
        .containsExactly(
            "stage",
            "asked",
            "achieved",
            "requests",
            "failed",
            "TTFT",
            "p50",
            "TTFT",
            "p99",
            "ITL",
            "p50",
            "ITL",
            "p99",
            "lat.",
            "p50",
            "out",
            "tok/s");
    assertThat(lines.get(1).split(" +"))
        .as("stage 0's file: example A (TTFT 0.5 s, latency 2 s) and a 500, 2 req/s asked")
        .startsWith("1", "2", "req/s", "4.00", "2", "1", "500.000", "500.000")
        .contains("2000.000");
    assertThat(lines.get(2)).startsWith("2 ");
    assertThat(lines.get(3).split(" +")).startsWith("all", "3", "1");
    assertThat(lines.get(4)).contains("stage N's file is stage_<N-1>_lifecycle_metrics.json");
    assertThat(lines.get(6)).startsWith("(ms) ");
  }

  @Test
  void consoleTableOfOneStageIsTheWholeRunsAlone() {
    RunReports run =
        summarize(config(false, false, Defaults.PERCENTILES), ReportFixtures.smallRun());
    java.util.SortedMap<Integer, SummaryReport> oneStage =
        new java.util.TreeMap<>(java.util.Map.of(0, run.stage(0).orElseThrow()));

    assertThat(StageTable.render(oneStage, run.summary())).isEmpty();
  }

  /**
   * docs/metrics.md, example F: a request on a new plain-http connection (start 0, connect 0.05,
   * written 0.051, head 0.3, first token 0.5), one reusing it (start 3.0, written 3.001, head 3.1,
   * first token 3.2) and one on a new https connection over the JDK client (start 5.0, handshake
   * from 5.002 to 5.03, head 5.25, first token 5.4; no connect, no written stamp).
   */
  private static List<RequestRecord> wayInRun() {
    RequestRecord fresh =
        Records.stream()
            .id("new")
            .start(0)
            .newConnection(0.05, 0.051)
            .headers(0.3)
            .content(0.5, "a")
            .end(0.6)
            .build();
    RequestRecord reused =
        Records.stream()
            .id("reused")
            .start(3.0)
            .reusedConnection(3.001)
            .headers(3.1)
            .content(3.2, "b")
            .end(3.3)
            .build();
    RequestRecord overTls =
        Records.stream()
            .id("tls")
            .start(5.0)
            .newTlsConnection(5.002, 5.03)
            .headers(5.25)
            .content(5.4, "c")
            .end(5.5)
            .build();
    return List.of(fresh, reused, overTls);
  }

  @Test
  void perRequestFileStampsTheWayInAndItsDurations() throws IOException {
    summarize(config(false, true, Defaults.PERCENTILES), wayInRun()).writeTo(dir);
    JsonNode list = read(RunReports.PER_REQUEST_FILE);

    JsonNode fresh = list.get(0);
    assertThat(fresh.path("connection").asText()).isEqualTo("new");
    double start = fresh.path("start_time").asDouble();
    assertThat(fresh.path("connect_time").asDouble() - start).isCloseTo(0.05, within(1e-9));
    assertThat(fresh.path("tls_start_time").isNull()).isTrue();
    assertThat(fresh.path("tls_time").isNull()).isTrue();
    assertThat(fresh.path("request_written_time").asDouble() - start)
        .isCloseTo(0.051, within(1e-9));
    assertThat(fresh.path("headers_time").asDouble() - start).isCloseTo(0.3, within(1e-9));
    JsonNode m = fresh.path("metrics");
    assertThat(m.path("connect_duration").asDouble()).isEqualTo(0.05);
    assertThat(m.path("tls_handshake_duration").isNull()).isTrue();
    assertThat(m.path("request_send_duration").asDouble()).isEqualTo(0.001);
    assertThat(m.path("time_to_response_head").asDouble()).isEqualTo(0.3);
    assertThat(m.path("time_to_first_token").asDouble()).isEqualTo(0.5);

    JsonNode reused = list.get(1);
    assertThat(reused.path("connection").asText()).isEqualTo("reused");
    for (String absent : List.of("connect_time", "tls_start_time", "tls_time")) {
      assertThat(reused.has(absent)).as(absent).isTrue();
      assertThat(reused.path(absent).isNull()).as(absent).isTrue();
    }
    assertThat(reused.path("metrics").path("connect_duration").isNull()).isTrue();
    assertThat(reused.path("metrics").path("tls_handshake_duration").isNull()).isTrue();
    assertThat(reused.path("metrics").path("request_send_duration").asDouble())
        .isCloseTo(0.001, within(1e-12));
    assertThat(reused.path("metrics").path("time_to_response_head").asDouble())
        .isCloseTo(0.1, within(1e-12));

    JsonNode overTls = list.get(2);
    double tlsStart = overTls.path("start_time").asDouble();
    assertThat(overTls.path("connection").asText()).isEqualTo("new");
    assertThat(overTls.path("connect_time").isNull()).isTrue();
    assertThat(overTls.path("request_written_time").isNull()).isTrue();
    assertThat(overTls.path("tls_start_time").asDouble() - tlsStart).isCloseTo(0.002, within(1e-9));
    assertThat(overTls.path("tls_time").asDouble() - tlsStart).isCloseTo(0.03, within(1e-9));
    JsonNode tm = overTls.path("metrics");
    assertThat(tm.path("connect_duration").isNull()).isTrue();
    assertThat(tm.path("tls_handshake_duration").asDouble()).isCloseTo(0.028, within(1e-12));
    assertThat(tm.path("request_send_duration").isNull()).isTrue();
    assertThat(tm.path("time_to_response_head").asDouble()).isCloseTo(0.25, within(1e-12));
  }

  @Test
  void aTransportThatSeesNoWayInWritesNulls() throws IOException {
    summarize(config(false, true, Defaults.PERCENTILES), ReportFixtures.smallRun()).writeTo(dir);
    JsonNode a = read(RunReports.PER_REQUEST_FILE).get(0);
    for (String field :
        List.of(
            "connection", "connect_time", "tls_start_time", "tls_time", "request_written_time")) {
      assertThat(a.has(field)).as(field).isTrue();
      assertThat(a.path(field).isNull()).as(field).isTrue();
    }
    JsonNode wayIn = read(RunReports.SUMMARY_FILE).path("successes").path("way_in");
    assertThat(wayIn.path("new_connections").asLong()).isZero();
    assertThat(wayIn.path("reused_connections").asLong()).isZero();
    assertThat(wayIn.path("connect_duration").isNull()).isTrue();
    assertThat(wayIn.path("tls_handshake_duration").isNull()).isTrue();
    assertThat(wayIn.path("request_send_duration").isNull()).isTrue();
    assertThat(wayIn.path("time_to_response_head").isObject())
        .as("every transport stamps the head")
        .isTrue();
  }

  @Test
  void summaryDistributesTheWayInAndAReusedConnectionGivesNoConnectSample() throws IOException {
    summarize(config(false, false, Defaults.PERCENTILES), wayInRun()).writeTo(dir);
    JsonNode wayIn = read(RunReports.SUMMARY_FILE).path("successes").path("way_in");

    assertThat(wayIn.path("new_connections").asLong()).isEqualTo(2);
    assertThat(wayIn.path("reused_connections").asLong()).isEqualTo(1);
    JsonNode connect = wayIn.path("connect_duration");
    assertThat(connect.path("min").asDouble()).isEqualTo(0.05);
    assertThat(connect.path("max").asDouble())
        .as("one sample: the reused and the https one have none")
        .isEqualTo(0.05);
    assertThat(wayIn.path("tls_handshake_duration").path("mean").asDouble())
        .isCloseTo(0.028, within(1e-12));
    assertThat(wayIn.path("request_send_duration").path("mean").asDouble())
        .isCloseTo(0.001, within(1e-12));
    JsonNode head = wayIn.path("time_to_response_head");
    assertThat(head.path("min").asDouble()).isCloseTo(0.1, within(1e-12));
    assertThat(head.path("median").asDouble()).isCloseTo(0.25, within(1e-12));
    assertThat(head.path("max").asDouble()).isEqualTo(0.3);
  }

  @Test
  void consoleTableShowsTheWayInBesideTtft() {
    String table = summarize(config(false, false, Defaults.PERCENTILES), wayInRun()).consoleTable();
    List<String> all = table.lines().toList();
    List<String> lines =
        all.subList(
            all.indexOf(all.stream().filter(l -> l.startsWith("(ms) ")).findFirst().orElseThrow()),
            all.size());
    List<String> names = lines.stream().map(l -> l.split(" +")[0]).toList();
    assertThat(names.subList(1, 6)).containsExactly("connect", "TLS", "send", "head", "TTFT");
    assertThat(lines.get(1)).contains("50.000");
    assertThat(table).contains("connections 2 new, 1 reused");
  }

  private static RequestRecord failure(String id, Failure failure) {
    return Records.stream().id(id).start(0).end(0.1).failed(failure).build();
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
