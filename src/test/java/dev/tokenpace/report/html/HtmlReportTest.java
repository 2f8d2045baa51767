package dev.tokenpace.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.config.RunConfig;
import dev.tokenpace.metrics.Records;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.ReportFixtures;
import dev.tokenpace.report.RunAggregate;
import dev.tokenpace.report.RunInfo;
import dev.tokenpace.report.RunReports;
import dev.tokenpace.report.SummaryRules;
import dev.tokenpace.wire.ChunkKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html read back with an HTML parser: the tables hold the report's numbers and each chart is
 * one inline SVG drawn from the run's data. The run: metrics.md's example A (TTFT 0.5 s, latency 2
 * s) and an HTTP 500 in stage 0, example C (TTFT 0.2 s, latency 0.6 s) and a timeout in stage 1.
 */
class HtmlReportTest {

  private static final List<Double> PERCENTILES = List.of(50.0, 90.0, 99.0);
  private static final String ALL_CHARTS =
      "ttft-distribution, itl-distribution, tpot-distribution, request-latency-distribution,"
          + " request-timeline, capacity-curve, failure-timeline";

  @TempDir Path dir;

  @Test
  void theSummaryTableHoldsTheReportedLatenciesInMilliseconds() throws IOException {
    Document page = page(run(true, true));

    assertThat(row(page, "TTFT"))
        .containsExactly("350.0", "200.0", "350.0", "470.0", "497.0", "500.0");
    assertThat(row(page, "latency"))
        .containsExactly("1300", "600.0", "1300", "1860", "1986", "2000");
    assertThat(page.select("#latency-table tr:first-child th").eachText())
        .containsExactly("(ms)", "mean", "min", "median", "p90", "p99", "max");
    assertThat(page.select("table.overview").text())
        .contains("requests 4", "successes 2", "failures 2", "error percentage 50.0 %");
    assertThat(page.select("table.overview").text()).doesNotContain("goodput");
  }

  @Test
  void theOverviewShowsGoodputWhenConstraintsWereSet() throws IOException {
    List<RequestRecord> records = records(true);
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    RunConfig slo =
        ReportFixtures.reporting(
            true,
            false,
            PERCENTILES,
            false,
            new RunConfig.Goodput(Map.of(RunConfig.SloKind.TTFT, 0.4)));

    Document page = page(RunReports.summarize(slo, info(), records, metrics));

    assertThat(page.select("table.overview").text())
        .contains("goodput (of successes) 50.0 %", "good requests/s");
  }

  @Test
  void eachChartIsOneInlineSvgAndThePageFetchesNothing() throws IOException {
    Document page = page(run(true, true));

    for (String chart : ALL_CHARTS.split(", ")) {
      assertThat(page.select("figure#" + chart + " > svg")).as(chart).hasSize(1);
    }
    assertThat(page.select("svg")).hasSize(7);
    assertThat(page.select("script, link, img, iframe, object")).isEmpty();
    assertThat(page.select("[src], [href]")).isEmpty();
  }

  @Test
  void theChartsNameTheirAxes() throws IOException {
    Document page = page(run(true, true));

    assertThat(svgText(page, "ttft-distribution"))
        .contains("TTFT (ms)", "percentile (% of samples at or below)");
    assertThat(svgText(page, "itl-distribution")).contains("ITL (ms)");
    assertThat(svgText(page, "tpot-distribution")).contains("TPOT (ms)");
    assertThat(svgText(page, "request-latency-distribution")).contains("latency (ms)");
    assertThat(svgText(page, "request-timeline"))
        .contains("send time (s since the run started)", "time (ms)");
    assertThat(svgText(page, "capacity-curve"))
        .contains("achieved rate (requests/s)", "TTFT (ms)", "ITL (ms)", "stage 0", "stage 1");
  }

  @Test
  void theDistributionsMarkTheConfiguredPercentilesAtTheReportedValues() throws IOException {
    Document page = page(run(true, true));

    assertThat(svgText(page, "ttft-distribution"))
        .contains(
            "reported percentiles",
            "measured (2 samples)",
            "median 350.0 ms",
            "p90 470.0 ms",
            "p99 497.0 ms");
    assertThat(svgText(page, "itl-distribution"))
        .contains("measured (5 samples)", "median 166.7 ms");
  }

  @Test
  void failuresAreListedAndDrawnByLabel() throws IOException {
    Document page = page(run(true, true));

    assertThat(page.select("#failure-table tr").eachText())
        .contains("500 - Internal Server Error 1 <b>boom</b>", "Timeout 1 no end after 1 s");
    assertThat(svgText(page, "failure-timeline"))
        .contains("500 - Internal Server Error", "Timeout", "failed requests per");
    assertThat(page.select("#failure-table b")).as("messages are text, not markup").isEmpty();
  }

  @Test
  void theStageTableComparesRequestedAndAchievedRates() throws IOException {
    Document page = page(run(true, true));

    assertThat(page.select("#stage-table tr").eachText())
        .contains(
            "0 2.000 req/s 4.000 2 1 – – 500.0 500.0 166.7 490.0",
            "1 4 in flight 4.000 2 1 – – 200.0 200.0 300.0 300.0");
  }

  @Test
  void theWayInSitsAboveTtftWhereTheTransportStampedIt() throws IOException {
    Document page = page(wayInRun());

    List<String> rows = page.select("#latency-table tr th:first-child").eachText();
    assertThat(rows.subList(1, 5)).containsExactly("connect", "send", "head", "TTFT");
    assertThat(rows).doesNotContain("TLS"); // plain http: no handshake sample
    assertThat(row(page, "connect"))
        .containsExactly("40.00", "40.00", "40.00", "40.00", "40.00", "40.00");
    assertThat(page.select("table.overview").text())
        .contains("connections (successes) 1 new, 1 reused");
    assertThat(page.select("#stage-table tr").eachText())
        .anyMatch(r -> r.startsWith("0 2.000 req/s") && r.contains(" 40.00 40.00 "));
    assertThat(svgText(page, "request-timeline")).contains("connect (new connection)");
  }

  @Test
  void withoutAnyWayInTheTableAndTimelineShowNone() throws IOException {
    Document page = page(run(true, true));

    List<String> rows = page.select("#latency-table tr th:first-child").eachText();
    assertThat(rows).doesNotContain("connect", "TLS", "send");
    assertThat(rows).contains("head");
    assertThat(page.select("table.overview").text()).doesNotContain("connections");
    assertThat(svgText(page, "request-timeline")).doesNotContain("connect");
  }

  /** Stage 0: a request on a new connection (connect 40 ms, written 41 ms) then one reusing it. */
  private static RunReports wayInRun() {
    List<RequestRecord> records =
        List.of(
            Records.stream()
                .id("new")
                .stage(0)
                .start(0)
                .newConnection(0.04, 0.041)
                .headers(0.2)
                .content(0.5, "a")
                .end(0.6)
                .build(),
            Records.stream()
                .id("reused")
                .stage(0)
                .start(1.0)
                .reusedConnection(1.001)
                .headers(1.1)
                .content(1.2, "b")
                .end(1.3)
                .build());
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    return RunReports.summarize(config(true), info(), records, metrics);
  }

  @Test
  void aFolderGivesTheSamePageAsTheRunThatWroteIt() throws IOException {
    RunReports reports = run(true, true);
    reports.writeTo(dir);
    String fromRun = Files.readString(HtmlReport.write(reports, dir.resolve("from-run")));

    String fromFolder = Files.readString(HtmlReport.regenerate(dir));

    assertThat(fromFolder).isEqualTo(fromRun);
  }

  @Test
  void aRunThatKeptNoRecordsIsDrawnFromThePerRequestFileItWrote() throws IOException {
    RunAggregate aggregate =
        RunAggregate.open(
            config(true), SummaryRules.STANDARD, dir.resolve(RunReports.PER_REQUEST_FILE));
    List<RequestRecord> records = records(true);
    StandardMetrics calculator = new StandardMetrics();
    records.forEach(r -> aggregate.add(r, calculator.calculate(r, false)));
    RunReports reports = aggregate.finish(info(), List.of(), List.of());
    reports.writeTo(dir);

    Document page = Jsoup.parse(Files.readString(HtmlReport.write(reports, dir)));

    assertThat(svgText(page, "ttft-distribution")).contains("measured (2 samples)");
    assertThat(page.select("figure#request-timeline > svg, figure#failure-timeline > svg"))
        .hasSize(2);
  }

  @Test
  void withoutThePerRequestFileTheDistributionsJoinTheReportedPercentiles() throws IOException {
    RunReports reports = run(true, false);
    reports.writeTo(dir);

    Document page = Jsoup.parse(Files.readString(HtmlReport.regenerate(dir)));

    assertThat(svgText(page, "ttft-distribution"))
        .contains("reported percentiles (no per-request file)", "median 350.0 ms")
        .doesNotContain("measured");
    assertThat(page.select("figure#request-timeline, figure#failure-timeline")).isEmpty();
    assertThat(page.select("#over-time + p").text()).contains("per_request: true");
  }

  @Test
  void aRunWithoutFailuresSaysSo() throws IOException {
    Document page = page(run(false, true));

    assertThat(page.select("#failures + p").text()).isEqualTo("No request failed.");
    assertThat(page.select("figure#failure-timeline")).isEmpty();
  }

  private Document page(RunReports reports) throws IOException {
    return Jsoup.parse(Files.readString(HtmlReport.write(reports, dir)));
  }

  private static List<String> row(Document page, String metric) {
    Element header = page.select("#latency-table th:containsOwn(" + metric + ")").first();
    assertThat(header).as(metric + " row").isNotNull();
    return header.parent().select("td").eachText();
  }

  private static String svgText(Document page, String figure) {
    Elements texts = page.select("figure#" + figure + " svg text");
    return String.join("\n", texts.eachText());
  }

  private static RunReports run(boolean withFailures, boolean perRequest) {
    List<RequestRecord> records = records(withFailures);
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    return RunReports.summarize(config(perRequest), info(), records, metrics);
  }

  private static RunConfig config(boolean perRequest) {
    return ReportFixtures.reporting(true, perRequest, PERCENTILES);
  }

  private static RunInfo info() {
    return ReportFixtures.twoStages();
  }

  private static List<RequestRecord> records(boolean withFailures) {
    RequestRecord a =
        Records.stream()
            .id("a")
            .stage(0)
            .start(0)
            .content(0.5, "a b")
            .content(1.0, "c")
            .content(1.5, "d e f")
            .event(1.95, ChunkKind.DONE)
            .end(2.0)
            .build();
    RequestRecord c =
        Records.stream()
            .id("c")
            .stage(1)
            .start(3.0)
            .reasoning(3.2, "let me think")
            .content(3.5, "Paris")
            .end(3.6)
            .build();
    RequestRecord http500 =
        Records.stream()
            .id("f")
            .stage(0)
            .start(0.5)
            .end(0.6)
            .failed(new Failure(FailureType.HTTP_STATUS, "<b>boom</b>", 500))
            .build();
    RequestRecord timeout =
        Records.stream()
            .id("t")
            .stage(1)
            .start(3.5)
            .end(4.5)
            .failed(new Failure(FailureType.TIMEOUT, "no end after 1 s", 0))
            .build();
    return withFailures ? List.of(a, http500, c, timeout) : List.of(a, c);
  }
}
