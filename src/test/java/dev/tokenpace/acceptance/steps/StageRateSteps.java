package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.RateChecks;
import dev.tokenpace.acceptance.verdict.Check;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;

/** A stage's requested load: its rate, alone or beside its achieved rate, or its concurrency. */
public class StageRateSteps {

  private final RateChecks rates;
  private final CheckAssertions checks;

  public StageRateSteps(RateChecks rates, CheckAssertions checks) {
    this.rates = rates;
    this.checks = checks;
  }

  @Then("stage {count} requested {double} requests per second")
  public void requested(int stage, double rate) {
    checks.holds(() -> rates.ofRequestedRate(stage, rate));
  }

  @Then("stage {count} asked for {count} requests in flight")
  public void askedInFlight(int stage, int level) {
    checks.holds(() -> rates.ofRequestedConcurrency(stage, level));
  }

  @Then(
      "stage {count} requested {double} requests per second and achieved {double} requests per"
          + " second within {count} %")
  public void requestedAndAchieved(int stage, double asked, double achieved, int percent) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(rates.ofRequestedRate(stage, asked));
          all.addAll(rates.ofStatedStageRate(stage, achieved, percent));
          return all;
        });
  }
}
