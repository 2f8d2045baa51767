package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.RunTimeChecks;
import io.cucumber.java.en.Then;
import java.time.Duration;

/** How long the whole run may take: "the run finishes in under 20 seconds". */
public class RunTimeSteps {

  private final RunTimeChecks runTime;
  private final CheckAssertions checks;

  public RunTimeSteps(RunTimeChecks runTime, CheckAssertions checks) {
    this.runTime = runTime;
    this.checks = checks;
  }

  @Then("{runEndsWithin} {duration}")
  public void endsWithin(String words, Duration bound) {
    checks.holds(() -> runTime.ofBound(bound.toNanos() / 1e9));
  }
}
