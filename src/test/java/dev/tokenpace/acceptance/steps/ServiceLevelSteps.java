package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.RequestSet;
import dev.tokenpace.acceptance.world.ShareJudge;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.time.Duration;

/**
 * Service levels: goodput constraints ({@code report.goodput.constraints} in the run's YAML), the
 * goodput the reports give ({@code successes.goodput_metrics}), and which requests met them.
 */
public class ServiceLevelSteps {

  private final World world;
  private final ShareJudge judge;
  private final CheckAssertions checks;

  public ServiceLevelSteps(World world, ShareJudge judge, CheckAssertions checks) {
    this.world = world;
    this.judge = judge;
    this.checks = checks;
  }

  @Given("a request meets its service level when its {metric} is at most {duration}")
  public void constraint(Metric metric, Duration limit) {
    world.settings().goodputConstraint(ShareJudge.constraintKey(metric), limit);
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

  @Given("service limits of {duration} {metric}, {duration} {metric} and {duration} {metric}")
  public void threeLimits(Duration a, Metric ma, Duration b, Metric mb, Duration c, Metric mc) {
    constraint(ma, a);
    constraint(mb, b);
    constraint(mc, c);
  }

  @Then("the goodput is {percent}")
  public void goodput(Double percent) {
    checks.holds(() -> judge.ofGoodput(null, percent, written(percent), null));
  }

  @Then("the goodput is {percent}, that is {int} (out )of {int} requests")
  public void goodputOf(Double percent, int good, int total) {
    checks.holds(
        () -> {
          var all =
              new java.util.ArrayList<>(judge.ofGoodput(null, percent, written(percent), good));
          all.add(
              world
                  .checks()
                  .recordAndReturn(
                      dev.tokenpace.acceptance.world.Judge.count(
                          "successful requests goodput counts",
                          total,
                          world.onlyRun().report().successCount())));
          return all;
        });
  }

  @Then("stage {int}'s goodput is {percent}")
  public void stageGoodput(int stage, Double percent) {
    checks.holds(() -> judge.ofGoodput(stage, percent, written(percent), null));
  }

  @Then("{requests} meet(s) the service levels")
  public void meets(RequestSet requests) {
    checks.holds(() -> judge.ofMeeting(requests, true));
  }

  @Then("{requests} miss(es) the service levels")
  public void misses(RequestSet requests) {
    checks.holds(() -> judge.ofMeeting(requests, false));
  }

  /** The percentage as the step wrote it, so "6.7" is held to one decimal. */
  static String written(Double percent) {
    String text = java.math.BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
    return text;
  }
}
