package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.world.Check;
import dev.tokenpace.acceptance.world.Judge;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.RequestEvidence;
import dev.tokenpace.acceptance.world.RunOutcome;
import dev.tokenpace.acceptance.world.Statistic;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;

/**
 * How many requests succeeded and failed, in the words product owners write, and that a metric's
 * figures count the successes only: counts exact in the summary and the per-request report, the
 * summary's statistics exact to the successes' definitions.
 */
public class RequestCountSteps {

  private final World world;
  private final CheckAssertions checks;

  public RequestCountSteps(World world, CheckAssertions checks) {
    this.world = world;
    this.checks = checks;
  }

  @Then("{int} request(s) succeeded")
  public void succeeded(int successes) {
    checks.holds(() -> counts(successes, null));
  }

  @Then("{int} request(s) succeeded and {int} failed")
  public void succeededAndFailed(int successes, int failures) {
    checks.holds(() -> counts(successes, failures));
  }

  @Then("the reported {metric} figures count only the {int} successful requests")
  public void figuresCountSuccesses(Metric metric, int successes) {
    checks.holds(
        () -> {
          List<Check> all = new ArrayList<>(counts(successes, null));
          RunOutcome run = world.onlyRun();
          List<Double> defined = new ArrayList<>();
          for (RequestEvidence request : run.successes().stream().map(run::evidenceOf).toList()) {
            all.addAll(Judge.tokenCounts(request));
            defined.addAll(request.definition().values(metric));
          }
          for (Statistic statistic :
              List.of(Statistic.MINIMUM, Statistic.MEDIAN, Statistic.MEAN, Statistic.MAXIMUM)) {
            all.add(
                Judge.value(
                    "the "
                        + statistic.word()
                        + " "
                        + metric.label()
                        + " of the run, over the successes only",
                    run.report().summaryStatistic(metric.reportKey(), statistic.reportKey()),
                    defined.isEmpty() ? null : statistic.of(defined)));
          }
          all.forEach(world.checks()::record);
          return all;
        });
  }

  private List<Check> counts(int successes, Integer failures) {
    RunReport report = world.onlyRun().report();
    List<Check> all = new ArrayList<>();
    all.add(Judge.count("successful requests in the summary", successes, report.successCount()));
    all.add(
        Judge.count(
            "successful requests in the per-request report", successes, report.successes().size()));
    if (failures != null) {
      all.add(Judge.count("failed requests in the summary", failures, report.failureCount()));
      all.add(
          Judge.count(
              "failed requests in the per-request report", failures, report.failures().size()));
    }
    all.forEach(world.checks()::record);
    return all;
  }
}
