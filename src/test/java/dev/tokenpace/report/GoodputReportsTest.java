package dev.tokenpace.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Goodput;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.metrics.WorkedExamples;
import dev.tokenpace.records.RequestRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code successes.goodput_metrics} and {@code failures.error_percentage} in the summary and stage
 * files: the worked examples of docs/metrics.md, "Goodput" and "Error percentage".
 */
class GoodputReportsTest {

  private static final Offset<Double> EXACT = within(1e-9);

  /** ttft ≤ 0.5 s, tpot ≤ 0.1 s, request_latency ≤ 2 s. */
  private static final Goodput EXAMPLE_SLO =
      new Goodput(Map.of(SloKind.TTFT, 0.5, SloKind.TPOT, 0.1, SloKind.REQUEST_LATENCY, 2.0));

  @TempDir Path dir;

  private static List<RequestRecord> example() {
    return ReportFixtures.goodputExample();
  }

  private static RunConfig config(boolean useServerOutputTokens, Goodput goodput) {
    return ReportFixtures.reporting(
        true, false, Defaults.PERCENTILES, useServerOutputTokens, goodput);
  }

  private JsonNode write(RunConfig config, List<RequestRecord> records, String file)
      throws IOException {
    StandardMetrics calculator = new StandardMetrics();
    boolean server = config.report().useServerOutputTokens();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, server)).toList();
    RunReports.summarize(config, ReportFixtures.twoStages(), records, metrics).writeTo(dir);
    return ReportJson.mapper().readTree(dir.resolve(file).toFile());
  }

  @Test
  void theSummaryCountsGoodRequestsAmongTheSuccessesOverTheSuccessesWindow() throws IOException {
    JsonNode successes = write(config(false, EXAMPLE_SLO), example(), RunReports.SUMMARY_FILE);
    JsonNode goodput = successes.path("successes").path("goodput_metrics");

    assertThat(fieldNames(goodput))
        .containsExactly(
            "goodput_percentage",
            "request_goodput",
            "token_goodput",
            "good_requests",
            "total_requests",
            "ttft_attainment_percentage",
            "tpot_attainment_percentage",
            "request_latency_attainment_percentage");
    assertThat(goodput.path("good_requests").isIntegralNumber()).isTrue();
    assertThat(goodput.path("good_requests").asLong()).isEqualTo(2);
    assertThat(goodput.path("total_requests").asLong()).isEqualTo(4);
    assertThat(goodput.path("goodput_percentage").asDouble()).isEqualTo(50.0);
    assertThat(goodput.path("request_goodput").asDouble()).isCloseTo(2 / 3.5, EXACT);
    assertThat(goodput.path("token_goodput").asDouble()).isCloseTo((13 + 15) / 3.5, EXACT);
    assertThat(goodput.path("ttft_attainment_percentage").asDouble()).isEqualTo(75.0);
    assertThat(goodput.path("tpot_attainment_percentage").asDouble()).isEqualTo(75.0);
    assertThat(goodput.path("request_latency_attainment_percentage").asDouble()).isEqualTo(75.0);
    // throughput's window also takes the failure's end (4.0); goodput's only the successes' (3.5)
    assertThat(successes.path("benchmark_time_seconds").asDouble()).isCloseTo(4.0, EXACT);
  }

  @Test
  void goodputMetricsComeLastInSuccessesAsInInferencePerf() throws IOException {
    JsonNode summary = write(config(false, EXAMPLE_SLO), example(), RunReports.SUMMARY_FILE);

    List<String> names = fieldNames(summary.path("successes"));
    assertThat(names.subList(names.size() - 2, names.size()))
        .containsExactly("token_count_mismatches", "goodput_metrics");
  }

  @Test
  void eachStageCountsItsOwnSuccesses() throws IOException {
    write(config(false, EXAMPLE_SLO), example(), RunReports.SUMMARY_FILE);
    JsonNode stage0 = read(RunReports.stageFile(0)).path("successes").path("goodput_metrics");
    JsonNode stage1 = read(RunReports.stageFile(1)).path("successes").path("goodput_metrics");

    assertThat(stage0.path("good_requests").asLong()).isEqualTo(1);
    assertThat(stage0.path("total_requests").asLong()).isEqualTo(2);
    assertThat(stage0.path("request_goodput").asDouble()).isCloseTo(1 / 1.5, EXACT);
    assertThat(stage0.path("token_goodput").asDouble()).isCloseTo(13 / 1.5, EXACT);
    assertThat(stage0.path("ttft_attainment_percentage").asDouble()).isEqualTo(50.0);
    assertThat(stage1.path("good_requests").asLong()).isEqualTo(1);
    assertThat(stage1.path("total_requests").asLong()).isEqualTo(2);
    assertThat(stage1.path("request_goodput").asDouble()).isCloseTo(1 / 2.5, EXACT);
    assertThat(stage1.path("token_goodput").asDouble()).isCloseTo(15 / 2.5, EXACT);
    assertThat(stage1.path("tpot_attainment_percentage").asDouble()).isEqualTo(50.0);
  }

  @Test
  void withoutConstraintsNoFileHasGoodputMetrics() throws IOException {
    write(config(false, Goodput.NONE), example(), RunReports.SUMMARY_FILE);

    for (String file :
        List.of(RunReports.SUMMARY_FILE, RunReports.stageFile(0), RunReports.stageFile(1))) {
      assertThat(read(file).path("successes").has("goodput_metrics")).as(file).isFalse();
    }
  }

  @Test
  void aReportWithoutSuccessesHasNoGoodputMetrics() throws IOException {
    List<RequestRecord> onlyFailure = List.of(example().get(4));

    JsonNode summary = write(config(false, EXAMPLE_SLO), onlyFailure, RunReports.SUMMARY_FILE);

    assertThat(summary.path("successes").has("goodput_metrics")).isFalse();
    assertThat(read(RunReports.stageFile(0)).path("successes").has("goodput_metrics")).isFalse();
  }

  @Test
  void serverOutputTokensDecideTpotAndTokenGoodputWhenAsked() throws IOException {
    // Example D of docs/metrics.md: 5 words, the server counts 9; TPOT 0.05 s by the client's
    // count, 0.025 s by the server's
    RequestRecord d = WorkedExamples.exampleD();
    Goodput tpot = new Goodput(Map.of(SloKind.TPOT, 0.03));

    JsonNode client = goodputOf(write(config(false, tpot), List.of(d), RunReports.SUMMARY_FILE));
    JsonNode server = goodputOf(write(config(true, tpot), List.of(d), RunReports.SUMMARY_FILE));

    assertThat(client.path("good_requests").asLong()).isZero();
    assertThat(client.path("token_goodput").asDouble()).isEqualTo(0.0);
    assertThat(server.path("good_requests").asLong()).isEqualTo(1);
    assertThat(server.path("token_goodput").asDouble()).isCloseTo((10 + 9) / 0.32, EXACT);
  }

  @Test
  void errorPercentageIsFailuresOfEveryRequestSent() throws IOException {
    JsonNode summary = write(config(false, Goodput.NONE), example(), RunReports.SUMMARY_FILE);

    assertThat(summary.path("failures").path("error_percentage").asDouble()).isEqualTo(20.0);
    assertThat(read(RunReports.stageFile(0)).path("failures").path("error_percentage").asDouble())
        .isEqualTo(0.0);
    assertThat(read(RunReports.stageFile(1)).path("failures").path("error_percentage").asDouble())
        .isCloseTo(100.0 / 3, EXACT);
  }

  @Test
  void aStageThatSentNothingHasNoErrors() throws IOException {
    List<RequestRecord> stage0Only = example().subList(0, 2);

    write(config(false, Goodput.NONE), stage0Only, RunReports.SUMMARY_FILE);

    JsonNode stage1 = read(RunReports.stageFile(1));
    assertThat(stage1.path("load_summary").path("count").asLong()).isZero();
    assertThat(stage1.path("failures").path("error_percentage").asDouble()).isEqualTo(0.0);
  }

  @Test
  void consoleFooterShowsErrorPercentageAndGoodput() {
    List<RequestRecord> records = example();
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();

    String table =
        RunReports.summarize(
                config(false, EXAMPLE_SLO), ReportFixtures.twoStages(), records, metrics)
            .consoleTable();
    String withoutSlo =
        RunReports.summarize(
                config(false, Goodput.NONE), ReportFixtures.twoStages(), records, metrics)
            .consoleTable();

    assertThat(table).contains("failures 1 (20.0 %)");
    assertThat(table)
        .contains(
            "goodput 50.0 % of successes (2 of 4): 0.571 req/s   8.0 tok/s   attainment ttft 75.0"
                + " %   tpot 75.0 %   request_latency 75.0 %");
    assertThat(withoutSlo).contains("failures 1 (20.0 %)").doesNotContain("goodput");
  }

  private static JsonNode goodputOf(JsonNode report) {
    return report.path("successes").path("goodput_metrics");
  }

  private JsonNode read(String file) throws IOException {
    return ReportJson.mapper().readTree(dir.resolve(file).toFile());
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
