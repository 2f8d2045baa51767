package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.world.RunOutcome;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.nio.file.Files;

/** Failures: requests the model broke, and how the report labels and separates them. */
public class FailureSteps {

  private final World world;

  public FailureSteps(World world) {
    this.world = world;
  }

  @Then("{int} request(s) succeeded and {int} request(s) failed")
  public void successesAndFailures(int successes, int failures) {
    RunReport report = world.onlyRun().report();
    assertThat(report.successCount()).as("successful requests in the summary").isEqualTo(successes);
    assertThat(report.failureCount()).as("failed requests in the summary").isEqualTo(failures);
    assertThat(report.failures()).as("failed requests in the per-request report").hasSize(failures);
  }

  @Then("all {int} requests succeeded")
  public void allSucceeded(int requests) {
    assertThat(world.everyRequest())
        .as("requests over every run")
        .hasSize(requests)
        .allSatisfy(
            r ->
                assertThat(r.success())
                    .as("success of request %s (%s)", r.requestId(), r.errorLabel())
                    .isTrue());
  }

  @Then("the failure is labelled {string}")
  public void failureLabelled(String label) {
    assertThat(world.onlyRun().report().failures())
        .as("failure labels")
        .extracting(ReportedRequest::errorLabel)
        .containsOnly(label);
  }

  @Then("the request to {string} failed, labelled {string}")
  public void requestToModelFailed(String model, String label) {
    assertThat(world.runOf(model).report().requests())
        .as("requests to %s", model)
        .singleElement()
        .satisfies(r -> assertThat(r.errorLabel()).as("failure label").isEqualTo(label));
  }

  @Then("the request to {string} succeeded")
  public void requestToModelSucceeded(String model) {
    assertThat(world.runOf(model).report().requests())
        .as("requests to %s", model)
        .singleElement()
        .satisfies(r -> assertThat(r.success()).as("success").isTrue());
  }

  @Then("every request sent is accounted for: successes plus failures equal the requests sent")
  public void everyRequestAccountedFor() {
    assertThat(world.runs()).as("benchmark runs").isNotEmpty();
    for (RunOutcome run : world.runs()) {
      RunReport report = run.report();
      assertThat(report.sentCount())
          .as("requests sent in the summary of model %s", run.script().model())
          .isEqualTo(report.successCount() + report.failureCount())
          .isEqualTo(run.requestsSent());
      assertThat(report.requests())
          .as("requests in the per-request report of model %s", run.script().model())
          .hasSize(run.requestsSent());
    }
  }

  @Then("every request failed, labelled {string}, with a message containing {string}")
  public void everyRequestFailed(String label, String message) {
    assertThat(world.everyRequest())
        .as("requests over every run")
        .isNotEmpty()
        .allSatisfy(
            r -> {
              assertThat(r.errorLabel())
                  .as("failure label of request %s", r.requestId())
                  .isEqualTo(label);
              assertThat(r.errorMessage())
                  .as("failure message of request %s", r.requestId())
                  .contains(message);
            });
  }

  @Then("the report files were written")
  public void reportFilesWritten() {
    for (RunOutcome run : world.runs()) {
      assertThat(run.reportDir()).as("report directory").isNotNull();
      assertThat(run.reportDir().resolve("summary_lifecycle_metrics.json"))
          .as("summary file")
          .satisfies(f -> assertThat(Files.size(f)).isPositive());
      assertThat(run.reportDir().resolve("per_request_lifecycle_metrics.json"))
          .as("per-request file")
          .satisfies(f -> assertThat(Files.size(f)).isPositive());
    }
  }

  @Then("the {ordinal} request failed, labelled {string}")
  public void requestFailed(int request, String label) {
    ReportedRequest failed = world.onlyRun().request(request);
    assertThat(failed.success()).as("success of request %d", request).isFalse();
    assertThat(failed.errorLabel())
        .as("failure label of request %d (message: %s)", request, failed.errorMessage())
        .isEqualTo(label);
  }

  @Then("the {ordinal} request failed, labelled {string}, with a message containing {string}")
  public void requestFailedWithMessage(int request, String label, String message) {
    requestFailed(request, label);
    assertThat(world.onlyRun().request(request).errorMessage())
        .as("failure message of request %d", request)
        .contains(message);
  }

  @Then("the {ordinal} request succeeded")
  public void requestSucceeded(int request) {
    ReportedRequest succeeded = world.onlyRun().request(request);
    assertThat(succeeded.success())
        .as(
            "success of request %d (%s: %s)",
            request, succeeded.errorLabel(), succeeded.errorMessage())
        .isTrue();
  }

  @Then("the {ordinal} request succeeded with {int} output tokens")
  public void requestSucceededWithTokens(int request, int tokens) {
    requestSucceeded(request);
    assertThat(world.onlyRun().request(request).outputTokens())
        .as("output tokens of request %d", request)
        .isEqualTo(tokens);
  }

  @Then("the {ordinal} request kept the {int} chunks that arrived before the fault")
  public void keptChunks(int request, int chunks) {
    RunOutcome run = world.onlyRun();
    assertThat(run.keptChunkTexts(request))
        .as("chunks kept in the report of request %d", request)
        .containsExactlyElementsOf(run.script().firstChunkTexts(chunks));
  }

  @Then("the {ordinal} request got no answer at all, not even the response headers")
  public void noHeaders(int request) {
    ReportedRequest silent = world.onlyRun().request(request);
    assertThat(silent.receivedHeaders()).as("response headers of request %d", request).isFalse();
    assertThat(silent.events()).as("chunks of request %d", request).isEmpty();
  }

  @Then("the {ordinal} request got the response headers but no chunk")
  public void headersButNoChunk(int request) {
    ReportedRequest silent = world.onlyRun().request(request);
    assertThat(silent.receivedHeaders()).as("response headers of request %d", request).isTrue();
    assertThat(silent.tokenChunks()).as("chunks of request %d", request).isEmpty();
  }

  @Then("every other request succeeded")
  public void everyOtherSucceeded() {
    assertThat(world.onlyRun().answeredAsScripted())
        .as("requests the model answered as scripted")
        .isNotEmpty()
        .allSatisfy(
            r ->
                assertThat(r.success())
                    .as(
                        "success of request %s (%s: %s)",
                        r.requestId(), r.errorLabel(), r.errorMessage())
                    .isTrue());
  }

  @Then("the benchmark sent {int} requests")
  public void sent(int requests) {
    assertThat(world.onlyRun().report().sentCount())
        .as("requests sent, in the summary")
        .isEqualTo(requests);
    assertThat(world.everyRequest()).as("requests in the per-request report").hasSize(requests);
  }
}
