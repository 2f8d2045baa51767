package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.judge.DefinitionJudge.count;
import static dev.tokenpace.acceptance.judge.DefinitionJudge.label;

import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The warm-up as users run it: every run plays it unless told not to, against a fake of its own, so
 * the user's server and reports must never see it.
 */
public class WarmUpSteps {

  private final World world;
  private final CheckAssertions checks;

  public WarmUpSteps(World world, CheckAssertions checks) {
    this.world = world;
    this.checks = checks;
  }

  @Given("the benchmark warms up first, as a user's run does")
  public void warmsUp() {
    world.settings().warmUp(true);
  }

  /** The model's own count of what reached it, against the requests the report holds. */
  @Then("the model received only the run's {count} requests")
  public void receivedOnlyTheRun(int requests) {
    checks.holds(
        () -> {
          List<String> received = world.requestsTheModelReceived();
          Set<String> reported =
              new TreeSet<>(world.everyRequest().stream().map(ReportedRequest::requestId).toList());
          return List.of(
              count(Counted.REQUESTS, "requests the model received", requests, received.size()),
              label(
                  Counted.REQUESTS,
                  "the requests the model received, by id",
                  reported,
                  new TreeSet<>(received)));
        });
  }
}
