package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.acceptance.support.FailedCheckSteps;
import dev.tokenpace.acceptance.support.ProjectPathHtml;
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
   * A failing step carries its verdict, the chart and the checks itself, and says what went wrong
   * in milliseconds; the scenario fails after its last step.
   */
  @Test
  void aFailingStepCarriesItsEvidenceAndSaysByHowMuch(@TempDir Path dir) throws Exception {
    Report report = run("wrong-gap.feature", dir, 1);

    String step = "the model sent the chunks 100 and 60 ms apart, within 5 ms";
    assertThat(report.logsAt(step))
        .singleElement()
        .asString()
        .contains(
            "✗ FAILED",
            "the gap the model left before chunk 3 of request 1",
            "where the script says 60 ms ± 5 ms",
            "so the fake or the script is wrong")
        .doesNotContain("Expecting", " s,");
    assertThat(report.mediaTypesAt(step))
        .as("what the failing step itself carries")
        .contains("image/svg+xml", "text/plain");
    assertThat(report.textAttachedAs("checks"))
        .as(
            "the table of checks, as text the HTML report shows as written: a base64 body is"
                + " decoded there as Latin-1, and ± would read Â±")
        .singleElement()
        .asString()
        .contains("60 ms ± 5 ms");
    assertThat(report.failedHookMessages())
        .singleElement()
        .asString()
        .contains("1 check failed", "the gap the model left before chunk 3 of request 1");
  }

  /**
   * Two wrong stated numbers: each gets its verdict at its own step, the step after a failure is
   * still judged, and the scenario fails with both.
   */
  @Test
  void everyStatedNumberGetsItsVerdictAtItsOwnStep(@TempDir Path dir) throws Exception {
    Report report = run("two-wrong-numbers.feature", dir, 1);

    assertThat(report.logsAt("the reported time to first token is 230 ms within 5 ms"))
        .singleElement()
        .asString()
        .contains("✗ FAILED", "time to first token of request 1", "230 ms ± 5 ms")
        .doesNotContain("inter-token latency");
    assertThat(report.logsAt("the reported median inter-token latency is 300 ms within 5 ms"))
        .singleElement()
        .asString()
        .contains("✗ FAILED", "the median inter-token latency of the run", "300 ms ± 5 ms")
        .doesNotContain("time to first token");
    assertThat(report.statusOf("the benchmark counted 5 output tokens"))
        .as("the step after two failures is judged, not skipped")
        .isEqualTo("PASSED");
    assertThat(report.failedHookMessages())
        .singleElement()
        .asString()
        .contains("2 checks failed", "230 ms ± 5 ms", "300 ms ± 5 ms");
    String html = Files.readString(dir.resolve("report.html"), StandardCharsets.UTF_8);
    assertThat(html.split("\"status\":\"FAILED\"", -1).length - 1)
        .as("failed results in the HTML report: both wrong steps and the After hook, none ticked")
        .isEqualTo(3);
  }

  private static Report run(String feature, Path dir, int failed) throws Exception {
    Path messages = dir.resolve("report.ndjson");
    EngineExecutionResults results =
        EngineTestKit.engine("cucumber")
            .selectors(selectFile("src/test/resources/features-that-fail/" + feature))
            .configurationParameter("cucumber.junit-platform.discovery.as-root-engine", "true")
            .configurationParameter("cucumber.execution.parallel.enabled", "false")
            .configurationParameter("cucumber.glue", RunFeaturesIT.CLEAN_GLUE)
            .configurationParameter(
                "cucumber.plugin",
                "message:"
                    + messages
                    + ","
                    + ProjectPathHtml.class.getName()
                    + ":"
                    + dir.resolve("report.html"))
            .execute();
    results.testEvents().assertStatistics(stats -> stats.started(1).failed(failed));
    List<JsonNode> envelopes = new ArrayList<>();
    for (String line : Files.readAllLines(messages, StandardCharsets.UTF_8)) {
      envelopes.add(JSON.readTree(line));
    }
    return new Report(envelopes);
  }

  /** The Cucumber messages of one run, read step by step. */
  private record Report(List<JsonNode> envelopes) {

    private java.util.stream.Stream<JsonNode> all(String type) {
      return envelopes.stream().map(e -> e.path(type)).filter(n -> !n.isMissingNode());
    }

    /** The test step id of the pickle step written {@code text}. */
    private String stepId(String text) {
      String pickleStepId =
          all("pickle")
              .flatMap(
                  p -> java.util.stream.StreamSupport.stream(p.path("steps").spliterator(), false))
              .filter(s -> s.path("text").asText().equals(text))
              .map(s -> s.path("id").asText())
              .findFirst()
              .orElseThrow(() -> new AssertionError("no step \"" + text + "\""));
      return all("testCase")
          .flatMap(
              c -> java.util.stream.StreamSupport.stream(c.path("testSteps").spliterator(), false))
          .filter(s -> s.path("pickleStepId").asText().equals(pickleStepId))
          .map(s -> s.path("id").asText())
          .findFirst()
          .orElseThrow();
    }

    /** The failures a step marked under itself (its rerun notes, logged there, left out). */
    List<String> logsAt(String text) {
      String id = stepId(text);
      return all("attachment")
          .filter(a -> a.path("testStepId").asText().equals(id))
          .filter(a -> a.path("mediaType").asText().equals(FailedCheckSteps.MEDIA_TYPE))
          .map(a -> a.path("body").asText())
          .toList();
    }

    /** The bodies of the attachments named {@code fileName} that travel as text, not base64. */
    List<String> textAttachedAs(String fileName) {
      return all("attachment")
          .filter(a -> a.path("fileName").asText().equals(fileName))
          .filter(a -> a.path("contentEncoding").asText().equals("IDENTITY"))
          .map(a -> a.path("body").asText())
          .toList();
    }

    List<String> mediaTypesAt(String text) {
      String id = stepId(text);
      return all("attachment")
          .filter(a -> a.path("testStepId").asText().equals(id))
          .map(a -> a.path("mediaType").asText())
          .toList();
    }

    String statusOf(String text) {
      String id = stepId(text);
      return all("testStepFinished")
          .filter(f -> f.path("testStepId").asText().equals(id))
          .map(f -> f.path("testStepResult").path("status").asText())
          .findFirst()
          .orElseThrow();
    }

    /** The messages of the failed steps that are hooks, not steps a scenario wrote. */
    List<String> failedHookMessages() {
      java.util.Set<String> hookSteps = new java.util.HashSet<>();
      all("testCase")
          .flatMap(
              c -> java.util.stream.StreamSupport.stream(c.path("testSteps").spliterator(), false))
          .filter(s -> s.has("hookId"))
          .forEach(s -> hookSteps.add(s.path("id").asText()));
      return all("testStepFinished")
          .filter(f -> "FAILED".equals(f.path("testStepResult").path("status").asText()))
          .filter(f -> hookSteps.contains(f.path("testStepId").asText()))
          .map(f -> f.path("testStepResult").path("message").asText())
          .toList();
    }
  }
}
