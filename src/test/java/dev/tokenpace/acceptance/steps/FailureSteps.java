package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.world.ReportedRequest;
import dev.tokenpace.acceptance.world.RunReport;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;

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
    assertThat(world.runs()).as("requests over every run")
        .flatExtracting(run -> run.report().requests())
        .hasSize(requests)
        .allSatisfy(r -> assertThat(r.success()).as("success of request %s (%s)", r.requestId(), r.errorLabel()).isTrue());
  }

  @Then("the failure is labelled {string}")
  public void failureLabelled(String label) {
    assertThat(world.onlyRun().report().failures()).as("failure labels").extracting(ReportedRequest::errorLabel).containsOnly(label);
  }

  @Then("the request to {string} failed, labelled {string}")
  public void requestToModelFailed(String model, String label) {
    assertThat(world.runOf(model).report().requests()).as("requests to %s", model)
        .singleElement().satisfies(r -> assertThat(r.errorLabel()).as("failure label").isEqualTo(label));
  }

  @Then("the request to {string} succeeded")
  public void requestToModelSucceeded(String model) {
    assertThat(world.runOf(model).report().requests()).as("requests to %s", model)
        .singleElement().satisfies(r -> assertThat(r.success()).as("success").isTrue());
  }
}
