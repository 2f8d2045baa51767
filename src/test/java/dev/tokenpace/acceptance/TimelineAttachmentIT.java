package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * The HTML report reviewers open must show each timing scenario's timeline chart and check table:
 * runs one timing scenario through the Cucumber engine with the HTML and message plugins and looks
 * for the attachments in what they wrote — no screenshot needed.
 */
class TimelineAttachmentIT {

  private static final String TIMING_SCENARIO = "features/latency/ttft.feature";
  private static final int TIMING_SCENARIO_LINE = 6;

  @Test
  void theHtmlReportCarriesTheTimelineChartAndTheCheckTable(@TempDir Path dir) throws Exception {
    Path html = dir.resolve("report.html");
    Path messages = dir.resolve("report.ndjson");

    EngineExecutionResults results = EngineTestKit.engine("cucumber")
        .selectors(selectFile(TIMING_SCENARIO, FilePosition.from(TIMING_SCENARIO_LINE)))
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
}
