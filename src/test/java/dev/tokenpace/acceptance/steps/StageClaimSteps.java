package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.InFlightChecks;
import dev.tokenpace.acceptance.checks.RateChecks;
import dev.tokenpace.acceptance.checks.StageComparisons;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.ParameterType;
import io.cucumber.java.en.Then;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
  private final RateChecks rates;

  public StageClaimSteps(
      World world,
      CheckAssertions checks,
      InFlightChecks judge,
      StageComparisons comparisons,
      FeatureTolerance tolerance,
      RateChecks rates) {
    this.world = world;
    this.checks = checks;
    this.judge = judge;
    this.comparisons = comparisons;
    this.tolerance = tolerance;
    this.rates = rates;
  }

  @ParameterType(StageName.WORDS)
  public StageName stage(String words) {
    return new StageName(words);
  }

  /** A stage said where its statistic was taken: "at 8 at a time", "with 16 in flight". */
  @ParameterType(StageName.AT)
  public StageName atStage(String words) {
    return new StageName(words.replaceFirst("^in (?=stage)", ""));
  }

  /** How many times as high at least: "at least twice", "at least 3 times", "more than double". */
  @ParameterType(
      "(?:at least|more than|over) (?:twice|double|(?:\\d+(?:\\.\\d+)?|"
          + NumberWords.CARDINALS
          + ") times)")
  public Double timesAsHigh(String words) {
    String factor = words.replaceFirst("^(?:at least|more than|over) ", "");
    if (factor.equals("twice") || factor.equals("double")) {
      return 2.0;
    }
    String number = factor.replace(" times", "");
    return number.matches("\\d.*")
        ? Double.parseDouble(number)
        : (double) NumberWords.cardinal(number);
  }

  @Then("the (reported ){statistic} {metric} of {stage} is {timesAsHigh} {stage}'s")
  public void stageTimes(
      Statistic statistic, Metric metric, StageName higher, Double times, StageName lower) {
    StageComparisons.Stage high = stage(higher);
    StageComparisons.Stage low = stage(lower);
    checks.holds(() -> comparisons.ofTimes(statistic, metric, high, low, times));
  }

  /** "the mean TTFT at 8 at a time is at least twice the mean TTFT at one at a time". */
  @Then(
      "the (reported ){statistic} {metric} {atStage} is {timesAsHigh} the {statistic} {metric}"
          + " {atStage}")
  public void stageTimesSaidTwice(
      Statistic statistic,
      Metric metric,
      StageName higher,
      Double times,
      Statistic again,
      Metric same,
      StageName lower) {
    if (!again.equals(statistic) || same != metric) {
      throw new IllegalArgumentException(
          "a comparison of two stages compares one statistic: '"
              + statistic.word()
              + " "
              + metric.label()
              + "' against '"
              + again.word()
              + " "
              + same.label()
              + "'");
    }
    stageTimes(statistic, metric, higher, times, lower);
  }

  /** "the median TTFT with 8 in flight is more than 3 times what it is one at a time". */
  @Then("the (reported ){statistic} {metric} {atStage} is {timesAsHigh} that/what it is {atStage}")
  public void stageTimesSaidOnce(
      Statistic statistic, Metric metric, StageName higher, Double times, StageName lower) {
    stageTimes(statistic, metric, higher, times, lower);
  }

  @Then("the (reported ){statistic} {metric} of {stage} is {stated}")
  @Then("the (reported ){statistic} {metric} {atStage} is {stated}")
  public void stageStatistic(Statistic statistic, Metric metric, StageName stage, Stated stated) {
    int n = number(stage);
    String named = named(stage, n);
    checks.holds(
        () -> judge.ofStage(statistic, metric, n, named, stated.value(), tolerance.of(stated)));
  }

  @Then("for/in/during {stage}(,) {copulaClaims}")
  @Then("{atStage}(,) {copulaClaims}")
  public void claimsOfAStage(StageName stage, String sentence) {
    judgeAll(stage, sentence);
  }

  /**
   * "the one-at-a-time run reports 25 output tokens per second, while the all-at-once run reports
   * 40": a second stage's claims after its own subject, each stage's read before any is judged.
   */
  @Then("{stage} shows/reports/has/gives {claims}")
  public void stageShows(StageName stage, String sentence) {
    Matcher second = SECOND_STAGE.matcher(sentence);
    if (!second.matches()) {
      judgeAll(stage, sentence);
      return;
    }
    StageName other = new StageName(second.group(2));
    List<ReportClaim> first = read(stage, second.group(1));
    List<ReportClaim> then = read(other, second.group(3));
    judge(stage, first);
    judge(other, then);
  }

  /**
   * The claims of each stage a sentence after "{stage} shows" is about: its own, then a second
   * stage's after "while the all-at-once run reports".
   */
  public static List<String> claimsOfEachStage(String sentence) {
    Matcher second = SECOND_STAGE.matcher(sentence);
    return second.matches() ? List.of(second.group(1), second.group(3)) : List.of(sentence);
  }

  /** ", while the all-at-once run reports …": a second stage, its subject, then its claims. */
  private static final Pattern SECOND_STAGE =
      Pattern.compile(
          "(.+?),? (?:while|whereas|and|but) ("
              + StageName.WORDS
              + ") (?:shows|reports|has|gives) (.+)",
          Pattern.CASE_INSENSITIVE);

  @Then("{atStage}(,) {reporter} shows/reports/gives {claims}")
  @Then("for/in/during {stage}(,) {reporter} shows/reports/gives {claims}")
  public void reportedAtAStage(StageName stage, String reporter, String sentence) {
    judgeAll(stage, sentence);
  }

  @Then("the (reported ){statistic} {metric} of {stage} is above/higher( than) {stage}'s")
  public void stageAbove(Statistic statistic, Metric metric, StageName higher, StageName lower) {
    StageComparisons.Stage high = stage(higher);
    StageComparisons.Stage low = stage(lower);
    checks.holds(() -> comparisons.ofAbove(statistic, metric, high, low));
  }

  @Then("the (reported ){statistic} {metric} of {stage} is below/lower( than) {stage}'s")
  public void stageBelow(Statistic statistic, Metric metric, StageName lower, StageName higher) {
    stageAbove(statistic, metric, higher, lower);
  }

  /**
   * Every claim read before any is judged; a stage's claims can only be its statistics, and a
   * metric said bare ("TTFT of 100 ms") its every request's: its lowest and its highest.
   */
  private void judgeAll(StageName stage, String sentence) {
    judge(stage, read(stage, sentence));
  }

  /** A stage's claims, each one it can have, or a refusal naming what it cannot. */
  private static List<ReportClaim> read(StageName stage, String sentence) {
    List<ReportClaim> claims = new ArrayList<>();
    for (ReportClaim claim : ReportClaims.parse(sentence)) {
      if (claim instanceof ReportClaim.MetricOf m
          && m.not() == null
          && (m.who() instanceof ReportClaim.TheRun || m.who() instanceof ReportClaim.Every)) {
        claims.add(new StatisticOf(Statistic.MINIMUM, m.metric(), m.value(), null));
        claims.add(new StatisticOf(Statistic.MAXIMUM, m.metric(), m.value(), null));
      } else {
        claims.add(claim);
      }
    }
    for (ReportClaim claim : claims) {
      if (claim instanceof ReportClaim.RateOf) {
        continue;
      }
      if (!(claim instanceof StatisticOf s) || s.not() != null) {
        throw new IllegalArgumentException(
            "of "
                + stage
                + ", only its statistics are read ('the median time to first token is 100 ms"
                + " within 10 ms'), a metric of its every request ('a TTFT of 100 ms') and its"
                + " throughputs ('about 76 output tokens per second'); '"
                + sentence
                + "' says more: say that in a sentence of its own about the whole run");
      }
    }
    return claims;
  }

  private void judge(StageName stage, List<ReportClaim> claims) {
    int n = number(stage);
    String named = named(stage, n);
    for (ReportClaim claim : claims) {
      if (claim instanceof ReportClaim.RateOf r) {
        int percent = tolerance.percentOf(r);
        checks.holds(
            () -> rates.ofStageStatedThroughput(n, named, r.throughput(), r.value(), percent));
        continue;
      }
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

  private StageComparisons.Stage stage(StageName stage) {
    int n = number(stage);
    return new StageComparisons.Stage(n, named(stage, n));
  }

  private int number(StageName stage) {
    return stage.in(world.stageConcurrencies(), world.stageNames());
  }
}
