package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.InFlightChecks;
import dev.tokenpace.acceptance.checks.PromptLengthChecks;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.ParameterType;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.List;

/**
 * One number per stage in one line, in the order the stages ran: "the per-stage report shows a TTFT
 * of about 120 ms, 420 ms and 1,620 ms", "the median TTFT is 100, 200 and 400 ms for the three
 * stages", "a request latency of about 270 ms, 570 ms and 1,770 ms for the same three stages". A
 * metric said without a statistic is every request's of that stage: its lowest and its highest.
 * Where the load said its stages as runs of prompt lengths ("three stages of 5 requests each, with
 * prompts of 1,000, 4,000 and 16,000 tokens"), one run plays them, so each number is its length's.
 */
public class StageListSteps {

  private final World world;
  private final CheckAssertions checks;
  private final InFlightChecks stages;
  private final PromptLengthChecks lengths;
  private final FeatureTolerance tolerance;

  public StageListSteps(
      World world,
      CheckAssertions checks,
      InFlightChecks stages,
      PromptLengthChecks lengths,
      FeatureTolerance tolerance) {
    this.world = world;
    this.checks = checks;
    this.stages = stages;
    this.lengths = lengths;
    this.tolerance = tolerance;
  }

  /** The stages a list of numbers stands for: "for the three stages", "in the same two runs". */
  static final String THE_STAGES =
      "(?:for|in|across|of) the (?:same )?(?:\\w+ )?(?:stages|runs|loads|phases)(?: respectively)?";

  /** A line ending in {@link #THE_STAGES}, which only this class's steps read. */
  static final String NOT_OF_THE_STAGES = "(?!.* (?:" + THE_STAGES + ")$)";

  @ParameterType(THE_STAGES)
  public String theStages(String words) {
    return words;
  }

  @Then("the per-stage report/results show(s) a/an/the {metric} of (about ){durations}")
  public void perStageReport(Metric metric, List<Duration> stated) {
    judge(List.of(Statistic.MINIMUM, Statistic.MAXIMUM), metric, stated);
  }

  @Then("(the )(reported ){metric} is/are (about ){durations} {theStages}")
  @Then("a/an {metric} of (about ){durations} {theStages}")
  public void everyRequestOfEachStage(Metric metric, List<Duration> stated, String stagesWords) {
    perStageReport(metric, stated);
  }

  @Then("the (reported ){statistic} {metric} is/are (about ){durations} {theStages}")
  public void statisticOfEachStage(
      Statistic statistic, Metric metric, List<Duration> stated, String stagesWords) {
    judge(List.of(statistic), metric, stated);
  }

  private void judge(List<Statistic> statistics, Metric metric, List<Duration> stated) {
    List<Integer> concurrencies = world.stageConcurrencies();
    if (concurrencies.size() < 2) {
      for (Statistic statistic : statistics) {
        checks.holds(() -> lengths.ofEachLength(statistic, metric, stated, tolerance.of(stated)));
      }
      return;
    }
    if (stated.size() != concurrencies.size()) {
      throw new IllegalArgumentException(
          "the line gives "
              + stated.size()
              + " numbers and the run has "
              + concurrencies.size()
              + " stages: give one per stage, in the order they ran");
    }
    for (int i = 0; i < stated.size(); i++) {
      int stage = i + 1;
      Duration value = stated.get(i);
      for (Statistic statistic : statistics) {
        checks.holds(
            () ->
                stages.ofStage(
                    statistic,
                    metric,
                    stage,
                    "stage " + stage,
                    value,
                    tolerance.of(new About(value))));
      }
    }
  }
}
