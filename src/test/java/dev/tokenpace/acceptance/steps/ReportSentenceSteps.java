package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import io.cucumber.java.en.Then;

/**
 * A sentence about the report, as product owners write a Then without the glossary open: "the
 * report shows a mean TTFT of 195 ms and 0 failed requests". {@link ReportClaims} reads its claims
 * and {@link ReportClaimJudge} judges each by the glossary step that says the same. Every claim is
 * read before any is judged: a part it cannot read fails the step at once.
 */
public class ReportSentenceSteps {

  private final ReportClaimJudge judge;

  private final WrittenLine line;

  public ReportSentenceSteps(ReportClaimJudge judge, WrittenLine line) {
    this.judge = judge;
    this.line = line;
  }

  @Then(
      "{reporter}"
          + " shows/reports/show/report/warns/warn/says/say/reads/read/lists/list/records/record"
          + "/notes/note/flags/flag/mentions/mention"
          + " {claims}")
  @Then("{reporter} should/must/will show/report/say {claims}")
  public void shows(String reporter, String sentence) {
    judge.judgeAll(
        ReportClaims.parse(
            ClaimSentence.namesEveryOne(reporter) ? ClaimSentence.eachOnes(sentence) : sentence));
  }

  /**
   * "its largest ITL is 1000 ms and its median ITL is 20 ms", "their TTFTs are 150 ms, 130 ms and
   * 110 ms": the same claims, said as what the run's numbers are.
   */
  @Then("{copulaClaims}")
  public void numbersAre(String sentence) {
    if (!line.afterTheRun()) {
      // "the gap between tokens is 20 ms with 1 request in flight and grows by 10 ms …": said
      // before the run, a line of this shape is about the model
      line.say(sentence);
      return;
    }
    shows("it", sentence);
  }

  /**
   * "14 requests succeed and 6 fail", "27 requests succeed and 3 fail with reason "timeout"", "the
   * failures are broken down as 10 "HTTP 500" and 10 "connection dropped"", "every request is
   * counted with 21 output tokens": claims about the whole run, said as what happened.
   */
  @Then("{runClaims}")
  public void runClaims(String sentence) {
    shows("it", sentence);
  }

  /** "over the whole run of 20 requests the mean TTFT is about 385 ms, …": the run's claims. */
  @Then("{wholeRun}(,) {copulaClaims}")
  public void numbersOfTheWholeRun(String wholeRun, String sentence) {
    numbersAre(sentence);
  }

  @Then("{wholeRun}(,) {reporter} shows/reports/show/report/gives/give {claims}")
  public void wholeRunShows(String wholeRun, String reporter, String sentence) {
    shows(reporter, sentence);
  }

  /**
   * "the ITL and the TPOT stay at about 15 ms in every stage": two metrics said bare, of every
   * request of every run.
   */
  @Then("(the ){metric} and (the ){metric} stay/remain/are (at ){stated} {everyRun}")
  public void bothEveryRun(Metric one, Metric other, Stated stated, String words) {
    everyRun(one, stated, words);
    everyRun(other, stated, words);
  }

  /** "TPOT is 25 ms in all three runs": a metric said bare, of every request of every run. */
  @Then("(the ){metric} is/stays/remains (at ){stated} {everyRun}")
  public void everyRun(Metric metric, Stated stated, String words) {
    judge.judge(new ReportClaim.MetricOf(metric, stated, new ReportClaim.Every(), null));
  }

  /** "the report counts 300 output tokens per request and 3000 in total". */
  @Then("{reporter} counts/count {countedClaims}")
  public void counts(String reporter, String sentence) {
    shows(reporter, sentence);
  }
}
