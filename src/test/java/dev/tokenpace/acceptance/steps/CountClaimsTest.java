package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.AllSucceeded;
import dev.tokenpace.acceptance.steps.ReportClaim.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import org.junit.jupiter.api.Test;

/** Counts and shares of the whole run: successes, failures, output tokens, error rate, goodput. */
class CountClaimsTest {

  @Test
  void severalClaimsOfDifferentKinds() {
    assertThat(parse("a TPOT of about 12.5 ms, 6 output tokens and 0 failed requests"))
        .containsExactly(
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(12.5), new TheRun(), null),
            new OutputTokens(6),
            new Failures(0));
    assertThat(parse("3 successful requests and 1 failed request"))
        .containsExactly(new Successes(3), new Failures(1));
    assertThat(parse("4 successful requests and 0 failures"))
        .containsExactly(new Successes(4), new Failures(0));
    assertThat(parse("no failures")).containsExactly(new Failures(0));
    // "all": every request sent succeeded, so none failed
    assertThat(parse("all 4 requests succeeded")).containsExactly(new AllSucceeded(4));
    assertThat(parse("3 of 3 answers ran past the limit")).containsExactly(new PastLimit(3, 3));
  }

  @Test
  void sharesOfTheRun() {
    assertThat(parse("an error rate of 10%, a goodput of 75 % and 45 successful requests"))
        .containsExactly(
            new ErrorRate(Percent.parse("10%")),
            new Goodput(Percent.parse("75 %")),
            new Successes(45));
    assertThat(parse("the error rate is about 6.7 percent"))
        .containsExactly(new ErrorRate(Percent.parse("6.7 percent")));
  }

  @Test
  void succeededAndFailedAsAdjectives() {
    assertThat(parse("4 succeeded and 2 failed requests"))
        .containsExactly(new Successes(4), new Failures(2));
    assertThat(parse("5 succeeded requests and 1 failed"))
        .containsExactly(new Successes(5), new Failures(1));
  }

  @Test
  void theRunsTotalOutputTokensInTheWordsPeopleUse() {
    assertThat(parse("4 succeeded requests and 16 output tokens in total"))
        .containsExactly(new Successes(4), new TotalTokens(16));
    assertThat(parse("18 tokens in all")).containsExactly(new TotalTokens(18));
    assertThat(parse("a total of 20 output tokens")).containsExactly(new TotalTokens(20));
    assertThat(parse("an output total of 20 tokens")).containsExactly(new TotalTokens(20));
    assertThat(parse("6 output tokens")).containsExactly(new OutputTokens(6));
    assertThat(parse("2,920 output tokens in total")).containsExactly(new TotalTokens(2920));
  }
}
