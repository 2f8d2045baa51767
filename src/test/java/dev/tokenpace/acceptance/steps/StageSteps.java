package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.RateChecks;
import io.cucumber.java.en.Then;

/** What the report of one stage of a multi-stage run says, stage by stage. */
public class StageSteps {

  private final RateChecks stages;
  private final CheckAssertions checks;

  public StageSteps(RateChecks stages, CheckAssertions checks) {
    this.stages = stages;
    this.checks = checks;
  }

  @Then("stage {count} sent {count} requests")
  public void sent(int stage, int requests) {
    checks.holds(() -> stages.ofStageCount(stage, requests));
  }

  @Then("the report of stage {count} matches its definitions")
  public void byDefinition(int stage) {
    checks.holds(() -> stages.ofStageDefinitions(stage));
  }

  @Then("stage {count} achieved {double} requests per second within {count} %")
  public void achieved(int stage, double rate, int percent) {
    checks.holds(() -> stages.ofStatedStageRate(stage, rate, percent));
  }
}
