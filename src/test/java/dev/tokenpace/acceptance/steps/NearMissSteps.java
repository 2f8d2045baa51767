package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.FailureChecks;
import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.checks.ShareChecks;
import dev.tokenpace.acceptance.checks.TokenCountChecks;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.world.World;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;

/**
 * What product owners write every time and the glossary lacked (issue 39): "its median …", "at the
 * same time", "failed with a timeout", "3 of the 4 requests met the service level", one stage
 * against another ({@link StageClaimSteps}), the report's token-count disagreement and its cached
 * prompt tokens. Each is judged by the checks its neighbours make.
 */
public class NearMissSteps {

  private final World world;
  private final AboutSteps about;
  private final FailureChecks failures;
  private final ShareChecks shares;
  private final TokenCountChecks tokens;
  private final CheckAssertions checks;
  private final ScenarioEvidence evidence;

  public NearMissSteps(
      World world,
      AboutSteps about,
      FailureChecks failures,
      ShareChecks shares,
      TokenCountChecks tokens,
      CheckAssertions checks,
      ScenarioEvidence evidence) {
    this.world = world;
    this.about = about;
    this.failures = failures;
    this.shares = shares;
    this.tokens = tokens;
    this.checks = checks;
    this.evidence = evidence;
  }

  // "its" for the run's one request, or for its distribution.

  @Then("its {metric} is {about}")
  @Then("its {metric} should be {about}")
  public void its(Metric metric, About value) {
    about.stated(metric, value);
  }

  @Then("its {statistic} {metric} is {about}")
  @Then("its {statistic} {metric} should be {about}")
  @Then("the (reported ){statistic} {metric} should be {about}")
  public void itsStatistic(Statistic statistic, Metric metric, About value) {
    about.statedStatistic(statistic, metric, value);
  }

  /** Two numbers in one sentence: "the request latency is 2280 ms and the TPOT is about 114 ms". */
  @Then("the (reported ){metric} is {about} and the {metric} is {about}")
  public void twoMetrics(Metric first, About a, Metric second, About b) {
    about.stated(first, a);
    about.stated(second, b);
  }

  // Several requests at once.

  @When("{sender} send(s) {count} requests {together}")
  public void senderSendsAtTheSameTime(String sender, int requests, String together) {
    clientSendsAtTheSameTime(requests);
  }

  @When("{count} requests are sent (all )at once")
  @When("{count} requests are sent (all )at the same time/moment")
  public void clientSendsAtTheSameTime(int requests) {
    world.benchmarkCurrentModel(requests, requests);
    evidence.showTheRuns();
  }

  @When("{count} streaming {api} requests are benchmarked at the same time")
  public void benchmarkedAtTheSameTime(int requests, ApiType api) {
    world.settings().api(api);
    world.benchmarkCurrentModel(requests, requests);
    evidence.showTheRuns();
  }

  // How a request failed, in its family's words.

  @Then("the request failed with {failure}")
  @Then("the request should fail with {failure}")
  public void theRequestFailedWith(FailureWords how) {
    checks.holds(() -> failures.ofTheFailure(how));
  }

  @Then("{requests} failed with {failure}")
  @Then("{requests} should fail with {failure}")
  @Then("{requests} is/are/was/were reported as failed/failing with {failure}")
  @Then("{requests} is/are/was/were marked (as )failed with {failure}")
  public void requestsFailedWith(RequestSet requests, FailureWords how) {
    checks.holds(() -> failures.ofRequests(requests, how));
  }

  /** A failed request has none of these in any report: the words restate the failure. */
  @Then("{requests} is/are/was/were reported as failed/failing with {failure} and {noFigures}")
  @Then("{requests} is/are/was/were marked (as )failed with {failure} and {noFigures}")
  public void requestsFailedWithNone(RequestSet requests, FailureWords how, String none) {
    requestsFailedWith(requests, how);
  }

  /** "Timed out" is the timeout family's own verb. */
  @Then("the request timed out")
  public void theRequestTimedOut() {
    theRequestFailedWith(FailureWords.parse("a timeout"));
  }

  @Then("{requests} timed out")
  public void requestsTimedOut(RequestSet requests) {
    requestsFailedWith(requests, FailureWords.parse("a timeout"));
  }

  @Then("every request failed with {failure}")
  @Then("every request should fail with {failure}")
  public void everyRequestFailedWith(FailureWords how) {
    checks.holds(() -> failures.ofEvery(how));
  }

  // Service levels as a count.

  @Then("{count} (out )of (the ){count} requests met the service level(s)")
  @Then("{count} (out )of (the ){count} requests should meet the service level(s)")
  public void metTheServiceLevels(int good, int total) {
    checks.holds(() -> shares.ofGoodOutOf(good, total, world.settings().goodputConstraints()));
  }

  // The report's token-count disagreement.

  @Then("the report counts {count} token count mismatch(es)")
  @Then("{count} request(s) had a token count that disagrees with the server's usage")
  public void tokenCountMismatches(int mismatches) {
    checks.holds(() -> tokens.ofMismatches(mismatches));
  }

  // The prompt tokens the server's prefix cache held.

  /** Also said as a claim: "the report says 24 of the prompt tokens were cached". */
  @Then("the report's cached prompt tokens are {count}")
  public void cachedPromptTokens(int cached) {
    checks.holds(() -> tokens.ofCachedPromptTokens(cached));
  }

  /** Said as a claim only: "the second request shows 992 cached prompt tokens out of 1000". */
  void cachedPromptTokensOf(RequestSet requests, int cached, Integer ofPrompt) {
    checks.holds(() -> tokens.ofCachedPromptTokensOf(requests, cached, ofPrompt));
  }

  /** Also said as a claim: "the report shows 4000 prompt tokens, of which 2700 were cached". */
  @Then("the report's prompt tokens are {count} in total")
  public void promptTokensInTotal(int total) {
    checks.holds(() -> tokens.ofTotalPromptTokens(total));
  }
}
