package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.CountChecks;
import dev.tokenpace.acceptance.checks.ServiceLevelChecks;
import dev.tokenpace.acceptance.checks.ServiceLevels;
import dev.tokenpace.acceptance.checks.ShareChecks;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Service levels: goodput constraints ({@code report.goodput.constraints} in the run's YAML), the
 * goodput the reports give ({@code successes.goodput_metrics}), and which requests met them.
 */
public class ServiceLevelSteps {

  private final World world;
  private final ShareChecks shares;
  private final ServiceLevelChecks levels;
  private final CountChecks counts;
  private final CheckAssertions checks;

  public ServiceLevelSteps(
      World world,
      ShareChecks shares,
      ServiceLevelChecks levels,
      CountChecks counts,
      CheckAssertions checks) {
    this.world = world;
    this.shares = shares;
    this.levels = levels;
    this.counts = counts;
    this.checks = checks;
  }

  @Given("a request meets its service level when its {metric} is at most {duration}")
  public void constraint(Metric metric, Duration limit) {
    world.settings().goodputConstraint(ServiceLevels.constraintKey(metric), limit);
  }

  @Given("service limits of {duration} {metric}")
  public void oneLimit(Duration limit, Metric metric) {
    constraint(metric, limit);
  }

  @Given("service limits of {duration} {metric} and {duration} {metric}")
  public void twoLimits(Duration a, Metric ma, Duration b, Metric mb) {
    constraint(ma, a);
    constraint(mb, b);
  }

  @Given("service limits of {duration} {metric}(,) {duration} {metric} and {duration} {metric}")
  public void threeLimits(Duration a, Metric ma, Duration b, Metric mb, Duration c, Metric mc) {
    constraint(ma, a);
    constraint(mb, b);
    constraint(mc, c);
  }

  @Then("the (reported )goodput is {percent}")
  public void goodput(Percent percent) {
    checks.holds(() -> shares.ofGoodput(null, percent, null, serviceLevels()));
  }

  @Then("the (reported )goodput is {percent}(,) that is {count} (out )of {count} requests")
  @Then("(the )goodput should be {percent}(,) that is {count} (out )of {count} requests")
  public void goodputOf(Percent percent, int good, int total) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(shares.ofGoodput(null, percent, good, serviceLevels()));
          all.addAll(counts.ofSuccesses(total, null));
          return all;
        });
  }

  @Then("stage {count}'s goodput is {percent}")
  public void stageGoodput(int stage, Percent percent) {
    checks.holds(() -> shares.ofGoodput(stage, percent, null, serviceLevels()));
  }

  @Then("{requests} meet(s) the service levels")
  public void meets(RequestSet requests) {
    checks.holds(() -> levels.ofMeeting(requests, true, serviceLevels()));
  }

  @Then("{requests} miss(es) the service levels")
  public void misses(RequestSet requests) {
    checks.holds(() -> levels.ofMeeting(requests, false, serviceLevels()));
  }

  @Then("{requests} should count as meeting the limits and {requests} should not")
  public void meetingAndNot(RequestSet meeting, RequestSet missing) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(levels.ofMeeting(meeting, true, serviceLevels()));
          all.addAll(levels.ofMeeting(missing, false, serviceLevels()));
          return all;
        });
  }

  /** The service levels the scenario stated, by inference-perf's constraint key. */
  private Map<String, Duration> serviceLevels() {
    return world.settings().goodputConstraints();
  }
}
