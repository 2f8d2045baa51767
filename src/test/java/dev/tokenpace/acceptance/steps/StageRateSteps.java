package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.Check;
import dev.tokenpace.acceptance.world.RequestedRateJudge;
import dev.tokenpace.acceptance.world.StageComparisons;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;

/** A stage's requested rate, alone or beside its achieved rate. */
public class StageRateSteps {

  private final RequestedRateJudge requested;
  private final StageComparisons stages;
  private final CheckAssertions checks;

  public StageRateSteps(
      RequestedRateJudge requested, StageComparisons stages, CheckAssertions checks) {
    this.requested = requested;
    this.stages = stages;
    this.checks = checks;
  }

  @Then("stage {int} requested {double} requests per second")
  public void requested(int stage, double rate) {
    checks.holds(() -> requested.ofRequested(stage, rate));
  }

  @Then(
      "stage {int} requested {double} requests per second and achieved {double} requests per"
          + " second within {int} %")
  public void requestedAndAchieved(int stage, double asked, double achieved, int percent) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(requested.ofRequested(stage, asked));
          all.addAll(stages.ofStatedRate(stage, achieved, percent));
          return all;
        });
  }
}
