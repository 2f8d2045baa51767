package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.clients.FailureFamily;
import dev.tokenpace.acceptance.steps.ReportClaim.AllSucceeded;
import dev.tokenpace.acceptance.steps.ReportClaim.FailedAs;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.FiguresFromSuccesses;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokensEach;
import dev.tokenpace.acceptance.steps.ReportClaim.SucceededOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.Metric;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Claims about the run said as what happened, as product owners write them blind: outcomes, a
 * failure's reason by its family, every request's output tokens and their total, a breakdown of the
 * failures, figures of the successes only.
 */
class RunOutcomeClaimsTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "all 4 requests succeed",
        "all 4 requests succeeded",
        "all of the 4 requests succeed",
        "all 4 requests are successful",
      })
  void allSucceededIsThatManySuccessesAndNoFailure(String sentence) {
    assertThat(parse(sentence)).containsExactly(new AllSucceeded(4));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "all requests succeed",
        "all the requests succeeded",
        "every request succeeds",
        "each request is successful",
        "no request fails",
        "no request is counted as failed",
        "not a single request failed",
        "none of the requests fail",
        "there are no failures"
      })
  void anOutcomeWithNoCountIsNoFailure(String sentence) {
    assertThat(parse(sentence)).containsExactly(new Failures(0));
  }

  @Test
  void failuresOfOneFamilyWithNoCount() {
    assertThat(parse("the failures are timeouts"))
        .containsExactly(new ReportClaim.FailuresAre(FailureWords.parse("timeout")));
    assertThat(parse("every failure is a timeout"))
        .containsExactly(new ReportClaim.FailuresAre(FailureWords.parse("timeout")));
    assertThat(parse("each failure is reported as an incomplete stream"))
        .containsExactly(new ReportClaim.FailuresAre(FailureWords.parse("an incomplete stream")));
  }

  @Test
  void aColonOpensTheFailuresBreakdown() {
    assertThat(
            parse(
                "14 successful requests and 6 failed: 3 HTTP errors, 2 incomplete streams and 1"
                    + " timeout"))
        .containsExactly(
            new Successes(14),
            new Failures(6),
            new FailedAs(3, FailureWords.parse("HTTP error")),
            new FailedAs(2, FailureWords.parse("incomplete stream")),
            new FailedAs(1, FailureWords.parse("timeout")));
    assertThat(FailureWords.parse("HTTP errors").expectedLabel("503 - Service Unavailable"))
        .isEqualTo("503 - Service Unavailable");
    assertThat(FailureWords.parse("HTTP errors").expectedLabel("Timeout")).isNotEqualTo("Timeout");
  }

  @Test
  void statusesInBracketsAfterTheirFamily() {
    assertThat(
            parse(
                "6 failed ones: 3 HTTP errors (2 with status 500, 1 with HTTP status 429) and 3"
                    + " timeouts"))
        .containsExactly(
            new Failures(6),
            new FailedAs(3, FailureWords.parse("HTTP error")),
            new ReportClaim.FailedWithStatus(2, FailureWords.parse("HTTP 500")),
            new ReportClaim.FailedWithStatus(1, FailureWords.parse("HTTP 429")),
            new FailedAs(3, FailureWords.parse("timeout")));
  }

  @Test
  void failuresAllOfOneFamilyAfterTheirCount() {
    assertThat(parse("4 successful requests and 4 failed ones, all with HTTP status 429"))
        .containsExactly(
            new Successes(4),
            new Failures(4),
            new FailedAs(4, FailureWords.parse("HTTP status 429")));
  }

  @Test
  void interTokenGapsAfterWhatEachRequestCounts() {
    assertThat(parse("each request counts 40 output tokens, 39 inter-token gaps"))
        .containsExactly(
            new OutputTokensEach(40), new ReportClaim.SamplesEach(Metric.INTER_TOKEN_LATENCY, 39));
  }

  @Test
  void successesAndFailuresInThePresentTense() {
    assertThat(parse("14 requests succeed and 6 fail"))
        .containsExactly(new Successes(14), new Failures(6));
    assertThat(parse("14 succeed, 6 requests fail"))
        .containsExactly(new Successes(14), new Failures(6));
    assertThat(parse("both requests succeed")).containsExactly(new AllSucceeded(2));
  }

  @Test
  void everySuccessesTokensAndTheirTotal() {
    assertThat(parse("all 4 requests succeed with 50 output tokens each"))
        .containsExactly(new AllSucceeded(4), new OutputTokensEach(50));
    assertThat(parse("300 output tokens per request and 3000 in total"))
        .containsExactly(new OutputTokensEach(300), new TotalTokens(3000));
    assertThat(
            parse(
                "each request is counted as 51 output tokens, with no tokens counted for the empty"
                    + " chunks"))
        .containsExactly(new OutputTokensEach(51));
    assertThat(parse("300 output tokens for every request, 3000 altogether"))
        .containsExactly(new OutputTokensEach(300), new TotalTokens(3000));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "every request is counted with 21 output tokens",
        "each request is counted with 21 output tokens",
        "every successful request was counted as having 21 output tokens",
        "each request counts 21 output tokens",
        "all requests are counted with 21 output tokens each",
        "21 output tokens apiece",
        "every request reports 21 output tokens",
      })
  void everyRequestsOutputTokens(String sentence) {
    assertThat(parse(sentence)).containsExactly(new OutputTokensEach(21));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the total output tokens is 6000",
        "the total number of output tokens is 6000",
        "the output token total comes to 6000",
        "the total output token count should be 6000",
        "the output tokens add up to 6000",
      })
  void theTotalSaidAsWhatItIs(String sentence) {
    assertThat(parse(sentence)).containsExactly(new TotalTokens(6000));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "27 requests succeed and 3 fail with reason \"timeout\" | TIMEOUT",
        "27 requests succeed and 3 fail with a timeout | TIMEOUT",
        "27 requests succeed and 3 time out | TIMEOUT",
        "27 succeeded and 3 failed due to timeouts | TIMEOUT",
        "27 requests succeed and 3 fail with the reason: HTTP 500 | HTTP_STATUS",
        "27 requests succeed and 3 fail because of a connection dropped mid-stream | CUT_SHORT",
        "27 requests succeed and 3 fail with reason \"connection dropped\" | CUT_SHORT",
      })
  void aReasonIsAFamilyNotALabel(String sentence, FailureFamily family) {
    List<ReportClaim> claims = parse(sentence);

    assertThat(claims).hasSize(2).first().isEqualTo(new Successes(27));
    assertThat(claims.get(1)).isInstanceOf(FailedAs.class);
    FailedAs failed = (FailedAs) claims.get(1);
    assertThat(failed.count()).isEqualTo(3);
    assertThat(failed.how().family()).isEqualTo(family);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the failures are reported as 4 \"HTTP 500\" and 2 \"connection dropped mid-answer\"",
        "the failures are broken down as 4 \"HTTP 500\" and 2 \"connection dropped mid-stream\"",
        "the failures were classified as 4 HTTP 500 and 2 dropped connections",
        "failures are split into 4 \"HTTP 500\", 2 \"connection dropped\"",
        "the failures are: 4 HTTP 500 and 2 connection dropped mid-stream",
        "the failures were 4 \"HTTP 500\" and 2 \"connection dropped\"",
      })
  void aBreakdownOfTheFailuresByFamily(String sentence) {
    assertThat(parse(sentence))
        .extracting(c -> ((FailedAs) c).count(), c -> ((FailedAs) c).how().family())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(4, FailureFamily.HTTP_STATUS),
            org.assertj.core.groups.Tuple.tuple(2, FailureFamily.CUT_SHORT));
    assertThat(((FailedAs) parse(sentence).get(0)).how().status()).isEqualTo(500);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "latency and token statistics are computed from the 14 successful requests only",
        "latency and throughput figures are computed from the 14 successful requests only",
        "the latency figures are calculated over the 14 successes",
        "all statistics are based only on the 14 successful requests",
      })
  void figuresOfTheSuccessesOnly(String sentence) {
    assertThat(parse(sentence)).containsExactly(new FiguresFromSuccesses(14));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the failures are broken down as 4 \"HTTP 500\" and 2 \"gremlins\"",
        "3000 in total",
      })
  void aReasonOrPartNoGrammarReadsIsRefused(String sentence) {
    assertThatThrownBy(() -> parse(sentence))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read");
  }

  @Test
  void theFailuresSaidAsWhatTheyAre() {
    FailedAs timeouts = (FailedAs) parse("the 3 failures are timeouts").get(0);
    assertThat(timeouts.count()).isEqualTo(3);
    assertThat(timeouts.how().family()).isEqualTo(FailureFamily.TIMEOUT);
    FailedAs statuses = (FailedAs) parse("all 6 failures were HTTP 500s").get(0);
    assertThat(statuses.how().status()).isEqualTo(500);
  }

  @Test
  void someOfThoseSentSucceedAndTheRestFailed() {
    assertThat(parse("14 of 20 requests succeed")).containsExactly(new SucceededOf(14, 20));
    assertThat(parse("14 out of the 20 requests succeeded"))
        .containsExactly(new SucceededOf(14, 20));
  }

  @Test
  void aReasonNoFamilyReadsNamesTheFamilies() {
    assertThatThrownBy(() -> parse("27 requests succeed and 3 fail with reason \"gremlins\""))
        .hasMessageContaining("'gremlins' is not a kind of failure")
        .hasMessageContaining("a timeout");
  }

  @Test
  void aFamilysWordsMayNameWhereTheStreamWasCut() {
    assertThat(FailureWords.parse("connection dropped mid-answer").label())
        .isEqualTo("Incomplete Stream");
    assertThat(FailureWords.parse("a stream dropped midway").family())
        .isEqualTo(FailureFamily.CUT_SHORT);
    assertThat(FailureWords.parse("timed out").label()).isEqualTo("Timeout");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "TTFT, ITL, latency and output tokens are computed from the 80 successful requests only",
        "TTFT, ITL, TPOT, latency and throughput are worked out from the 80 successful requests"
            + " only",
      })
  void figuresNamedWithTokensOrThroughputAreTheSuccesses(String sentence) {
    assertThat(parse(sentence)).containsExactly(new FiguresFromSuccesses(80));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the output throughput is calculated from the 6000 tokens actually received",
        "output token throughput is worked out from the 6,000 tokens actually received",
        "the output throughput is based on 6000 tokens, not 2000",
      })
  void throughputFromTheTokensReceivedIsTheirTotalAndTheDefinition(String sentence) {
    assertThat(parse(sentence)).containsExactly(new ReportClaim.ThroughputFromTokens(6000));
  }

  @Test
  void answersPastTheLimitSaidWithoutTheSentCount() {
    assertThat(parse("that 20 requests returned more tokens than the requested maximum of 100"))
        .containsExactly(new ReportClaim.PastLimit(20, 0));
    assertThat(parse("10 requests went over the requested maximum of 100 tokens"))
        .containsExactly(new ReportClaim.PastLimit(10, 0));
  }

  @Test
  void figuresThatUseOnlyTheSuccesses() {
    assertThat(parse("TTFT, ITL, TPOT and latency statistics use only the 40 successful requests"))
        .containsExactly(new FiguresFromSuccesses(40));
  }
}
