package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * The HTML report reviewers open must show each timing scenario's timeline chart and check table:
 * runs one timing scenario through the Cucumber engine with the HTML and message plugins and looks
 * for the attachments in what they wrote — no screenshot needed.
 */
class TimelineAttachmentIT {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static final String TIMING_SCENARIO = "features/latency/ttft.feature";
  private static final String TIMING_SCENARIO_NAME =
      "Time to first token follows the first-token delay";

  @Test
  void theHtmlReportCarriesTheTimelineChartAndTheCheckTable(@TempDir Path dir) throws Exception {
    Path html = dir.resolve("report.html");
    Path messages = dir.resolve("report.ndjson");

    EngineExecutionResults results =
        EngineTestKit.engine("cucumber")
            .selectors(selectFile(TIMING_SCENARIO))
            .configurationParameter("cucumber.filter.name", "^" + TIMING_SCENARIO_NAME + "$")
            .configurationParameter("cucumber.junit-platform.discovery.as-root-engine", "true")
            .configurationParameter("cucumber.execution.parallel.enabled", "false")
            .configurationParameter("cucumber.glue", RunFeaturesIT.CLEAN_GLUE)
            .configurationParameter("cucumber.plugin", "html:" + html + ",message:" + messages)
            .execute();

    results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(Files.readString(messages, StandardCharsets.UTF_8))
        .as("attachments in the message stream")
        .contains("\"mediaType\":\"image/svg+xml\"")
        .contains("\"mediaType\":\"text/plain\"");
    assertThat(Files.readString(html, StandardCharsets.UTF_8))
        .as("the self-contained HTML report")
        .contains("image/svg+xml");
  }

  /**
   * A failing step carries the chart and the checks itself, and says what went wrong in
   * milliseconds.
   */
  @Test
  void aFailingStepCarriesItsEvidenceAndSaysByHowMuch(@TempDir Path dir) throws Exception {
    Path messages = dir.resolve("report.ndjson");

    EngineExecutionResults results =
        EngineTestKit.engine("cucumber")
            .selectors(selectFile("src/test/resources/features-that-fail/wrong-gap.feature"))
            .configurationParameter("cucumber.junit-platform.discovery.as-root-engine", "true")
            .configurationParameter("cucumber.execution.parallel.enabled", "false")
            .configurationParameter("cucumber.glue", RunFeaturesIT.CLEAN_GLUE)
            .configurationParameter("cucumber.plugin", "message:" + messages)
            .execute();

    results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    List<JsonNode> envelopes = new ArrayList<>();
    for (String line : Files.readAllLines(messages, StandardCharsets.UTF_8)) {
      envelopes.add(JSON.readTree(line));
    }
    JsonNode failedStep =
        envelopes.stream()
            .map(e -> e.path("testStepFinished"))
            .filter(f -> "FAILED".equals(f.path("testStepResult").path("status").asText()))
            .findFirst()
            .orElseThrow();
    assertThat(failedStep.path("testStepResult").path("message").asText())
        .contains(
            "the gap the model left before chunk 3 of request 1",
            "where the script says 60 ms ± 5 ms",
            "so the fake or the script is wrong")
        .doesNotContain("Expecting", " s,");
    assertThat(
            envelopes.stream()
                .map(e -> e.path("attachment"))
                .filter(a -> !a.isMissingNode())
                .filter(
                    a ->
                        a.path("testStepId")
                            .asText()
                            .equals(failedStep.path("testStepId").asText()))
                .map(a -> a.path("mediaType").asText()))
        .as("what the failing step itself carries")
        .contains("image/svg+xml", "text/plain");
  }
}
