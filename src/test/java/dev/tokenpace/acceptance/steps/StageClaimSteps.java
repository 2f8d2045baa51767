package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.InFlightChecks;
import dev.tokenpace.acceptance.checks.StageComparisons;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.ParameterType;
import io.cucumber.java.en.Then;
import java.util.List;

/**
 * A statistic of one stage, the stage named as a scenario names it ({@link StageName}): "the median
 * time to first token of stage 2 is about 200 ms", "for the one-at-a-time run the median TTFT is
 * 100 ms within 10 ms and the median ITL is 10 ms within 1 ms", "the 16-at-a-time run shows a
 * median TTFT of about 400 ms", and one stage's statistic against another's. Each is judged as the
 * stage report's statistic exact to its definition on the stage's successes, then against the
 * stated number from the model's receipts.
 */
public class StageClaimSteps {

  private final World world;
  private final CheckAssertions checks;
  private final InFlightChecks judge;
  private final StageComparisons comparisons;
  private final FeatureTolerance tolerance;

  public StageClaimSteps(
      World world,
      CheckAssertions checks,
      InFlightChecks judge,
      StageComparisons comparisons,
      FeatureTolerance tolerance) {
    this.world = world;
    this.checks = checks;
    this.judge = judge;
    this.comparisons = comparisons;
    this.tolerance = tolerance;
  }

  @ParameterType(StageName.WORDS)
  public StageName stage(String words) {
    return new StageName(words);
  }

  @Then("the (reported ){statistic} {metric} of {stage} is {about}")
  public void stageStatistic(Statistic statistic, Metric metric, StageName stage, About about) {
    int n = number(stage);
    String named = named(stage, n);
    checks.holds(
        () -> judge.ofStage(statistic, metric, n, named, about.value(), tolerance.of(about)));
  }

  @Then("for/in/during {stage}(,) {copulaClaims}")
  public void claimsOfAStage(StageName stage, String sentence) {
    judgeAll(stage, sentence);
  }

  @Then("{stage} shows/reports/has/gives {claims}")
  public void stageShows(StageName stage, String sentence) {
    judgeAll(stage, sentence);
  }

  @Then("the (reported ){statistic} {metric} of {stage} is above/higher( than) {stage}'s")
  public void stageAbove(Statistic statistic, Metric metric, StageName higher, StageName lower) {
    int high = number(higher);
    int low = number(lower);
    checks.holds(() -> comparisons.ofAbove(statistic, metric, high, low));
  }

  @Then("the (reported ){statistic} {metric} of {stage} is below/lower( than) {stage}'s")
  public void stageBelow(Statistic statistic, Metric metric, StageName lower, StageName higher) {
    int high = number(higher);
    int low = number(lower);
    checks.holds(() -> comparisons.ofAbove(statistic, metric, high, low));
  }

  /** Every claim read before any is judged; a stage's claims can only be its statistics. */
  private void judgeAll(StageName stage, String sentence) {
    List<ReportClaim> claims = ReportClaims.parse(sentence);
    for (ReportClaim claim : claims) {
      if (!(claim instanceof StatisticOf s) || s.not() != null) {
        throw new IllegalArgumentException(
            "of "
                + stage
                + ", only its statistics are read ('the median time to first token is 100 ms"
                + " within 10 ms'); '"
                + sentence
                + "' says more: say that in a sentence of its own about the whole run");
      }
    }
    int n = number(stage);
    String named = named(stage, n);
    for (ReportClaim claim : claims) {
      StatisticOf s = (StatisticOf) claim;
      checks.holds(
          () ->
              judge.ofStage(
                  s.statistic(), s.metric(), n, named, s.value().value(), tolerance.of(s.value())));
    }
  }

  /** "stage 2", or "stage 2 (the 5-at-a-time run)": the message names it as the scenario did. */
  private static String named(StageName stage, int n) {
    String number = "stage " + n;
    return stage.words().equalsIgnoreCase(number) ? number : number + " (" + stage.words() + ")";
  }

  private int number(StageName stage) {
    return stage.in(world.stageConcurrencies());
  }
}
