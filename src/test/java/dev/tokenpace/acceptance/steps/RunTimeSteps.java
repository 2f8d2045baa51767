package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.RunTimeChecks;
import io.cucumber.java.en.Then;
import java.time.Duration;

/** How long the whole run may take: "the run finishes in under 20 seconds". */
public class RunTimeSteps {

  private final RunTimeChecks runTime;
  private final CheckAssertions checks;
  private final ReportClaimJudge judge;

  public RunTimeSteps(RunTimeChecks runTime, CheckAssertions checks, ReportClaimJudge judge) {
    this.runTime = runTime;
    this.checks = checks;
    this.judge = judge;
  }

  @Then("{runEndsWithin} {duration}")
  public void endsWithin(String words, Duration bound) {
    checks.holds(() -> runTime.ofBound(bound.toNanos() / 1e9));
  }

  /**
   * "the run finishes within 20 seconds and reports 10 successful requests": the bound, then the
   * report's claims; every claim is read before anything is judged.
   */
  @Then("{runEndsWithin} {duration}(,) and reports/shows/has/gives {claims}")
  public void endsWithinAndReports(String words, Duration bound, String sentence) {
    var claims = ReportClaims.parse(sentence);
    endsWithin(words, bound);
    judge.judgeAll(claims);
  }
}
