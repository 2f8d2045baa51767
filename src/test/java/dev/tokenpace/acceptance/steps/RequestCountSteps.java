package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.CountChecks;
import dev.tokenpace.acceptance.checks.SummaryChecks;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;

/**
 * How many requests succeeded and failed, in the words product owners write, and that a metric's
 * figures count the successes only: counts exact in the summary and the per-request report, the
 * summary's statistics exact to the successes' definitions.
 */
public class RequestCountSteps {

  private final CountChecks counts;
  private final SummaryChecks summaries;
  private final CheckAssertions checks;

  public RequestCountSteps(CountChecks counts, SummaryChecks summaries, CheckAssertions checks) {
    this.counts = counts;
    this.summaries = summaries;
    this.checks = checks;
  }

  @Then("{count} request(s) succeeded")
  @Then("{count} request(s) should succeed")
  public void succeeded(int successes) {
    checks.holds(() -> counts.ofSuccesses(successes, null));
  }

  @Then("{count} request(s) succeeded and {count} failed")
  @Then("{count} request(s) succeeded and {count} request(s) failed")
  @Then("{count} request(s) should succeed and {count} should fail")
  public void succeededAndFailed(int successes, int failures) {
    checks.holds(() -> counts.ofSuccesses(successes, failures));
  }

  @Then("all {count} requests should succeed")
  public void allShouldSucceed(int requests) {
    succeededAndFailed(requests, 0);
  }

  @Then("all {count} failures should be labelled as HTTP {count}")
  public void failuresLabelledWithStatus(int failures, int status) {
    checks.holds(() -> counts.ofFailuresWithStatus(failures, status));
  }

  @Then("the reported {metric} figures count only the {count} successful requests")
  @Then("the (reported ){metric} figures should only count the {count} successful requests")
  public void figuresCountSuccesses(Metric metric, int successes) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(counts.ofSuccesses(successes, null));
          all.addAll(summaries.ofSummaryOfSuccesses(metric));
          return all;
        });
  }
}
