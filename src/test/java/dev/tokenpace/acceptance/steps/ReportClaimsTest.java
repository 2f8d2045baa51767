package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.steps.ReportClaims.Claim;
import dev.tokenpace.acceptance.steps.ReportClaims.Each;
import dev.tokenpace.acceptance.steps.ReportClaims.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaims.Every;
import dev.tokenpace.acceptance.steps.ReportClaims.Failures;
import dev.tokenpace.acceptance.steps.ReportClaims.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaims.Listed;
import dev.tokenpace.acceptance.steps.ReportClaims.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaims.Others;
import dev.tokenpace.acceptance.steps.ReportClaims.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaims.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaims.Requests;
import dev.tokenpace.acceptance.steps.ReportClaims.Some;
import dev.tokenpace.acceptance.steps.ReportClaims.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaims.Successes;
import dev.tokenpace.acceptance.steps.ReportClaims.TheRun;
import dev.tokenpace.acceptance.steps.ReportClaims.TotalTokens;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReportClaimsTest {

  private static final Metric TTFT = Metric.TIME_TO_FIRST_TOKEN;

  private static Duration ms(double millis) {
    return Duration.ofNanos(Math.round(millis * 1e6));
  }

  private static Stated about(double millis) {
    return new Stated(ms(millis), null);
  }

  private static List<Claim> parse(String sentence) {
    return ReportClaims.parse(sentence);
  }

  @Test
  void aMetricOfTheRunBySpelledOutNameOrShortName() {
    assertThat(parse("a time to first token of 120 ms"))
        .containsExactly(new MetricOf(TTFT, about(120), new TheRun(), null));
    assertThat(parse("an ITL of about 10 ms"))
        .containsExactly(new MetricOf(Metric.INTER_TOKEN_LATENCY, about(10), new TheRun(), null));
    assertThat(parse("a request latency of 2,100 ms within 20 ms"))
        .containsExactly(
            new MetricOf(
                Metric.REQUEST_LATENCY,
                new Stated(ms(2100), new Tolerance(ms(20))),
                new TheRun(),
                null));
    assertThat(parse("an end-to-end latency of 1.5 s"))
        .containsExactly(new MetricOf(Metric.REQUEST_LATENCY, about(1500), new TheRun(), null));
  }

  @Test
  void statisticsOfTheRunTwoInOneSentence() {
    assertThat(parse("a mean TTFT of 195 ms and a maximum request latency of 380 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(195), null),
            new StatisticOf(Statistic.MAXIMUM, Metric.REQUEST_LATENCY, about(380), null));
    assertThat(parse("a p99 ITL of 40 ms"))
        .containsExactly(
            new StatisticOf(
                Statistic.fromWord("p99"), Metric.INTER_TOKEN_LATENCY, about(40), null));
    assertThat(parse("a 90th percentile TTFT of about 50 ms, an average TPOT of 12.5 ms"))
        .containsExactly(
            new StatisticOf(Statistic.fromWord("p90"), TTFT, about(50), null),
            new StatisticOf(Statistic.MEAN, Metric.TIME_PER_OUTPUT_TOKEN, about(12.5), null));
    assertThat(parse("the fastest TTFT of 10 ms and the slowest TTFT of 200 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MINIMUM, TTFT, about(10), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(200), null));
    assertThat(parse("a median time to first token of 100 ms"))
        .containsExactly(new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null));
  }

  @Test
  void howManyRequestsReportANumber() {
    assertThat(parse("2 requests with a TTFT of 100 ms and 2 requests with a TTFT of 290 ms"))
        .containsExactly(new Some(2, TTFT, about(100)), new Some(2, TTFT, about(290)));
  }

  @Test
  void forEveryRequest() {
    assertThat(parse("an inter-token latency of 10 ms for every request"))
        .containsExactly(new MetricOf(Metric.INTER_TOKEN_LATENCY, about(10), new Every(), null));
    assertThat(parse("a TPOT of 20 ms per request"))
        .containsExactly(new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(20), new Every(), null));
    assertThat(parse("a TTFT of 20 ms for all requests"))
        .containsExactly(new MetricOf(TTFT, about(20), new Every(), null));
  }

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
    assertThat(parse("all 4 requests succeeded")).containsExactly(new Successes(4));
    assertThat(parse("3 of 3 answers ran past the limit")).containsExactly(new PastLimit(3, 3));
  }

  @Test
  void numbersInTheOrderTheRequestsWereSentAreOneClaim() {
    List<Duration> values = List.of(ms(300), ms(200), ms(100));
    assertThat(parse("TTFTs of 300 ms, 200 ms and 100 ms, in the order the requests were sent"))
        .containsExactly(new Each(TTFT, values, null, true));
    assertThat(parse("TTFTs of 300, 200 and 100 ms in the order sent"))
        .containsExactly(new Each(TTFT, values, null, true));
    assertThat(parse("TTFTs of about 300, 200 and 100 ms within 10 ms, in order"))
        .containsExactly(new Each(TTFT, values, ms(10), true));
    assertThat(parse("request latencies of 100, 200 and 300 ms from the lowest"))
        .containsExactly(
            new Each(Metric.REQUEST_LATENCY, List.of(ms(100), ms(200), ms(300)), null, false));
    assertThat(
            parse(
                "TTFTs of 300 ms, 200 ms and 100 ms in the order the requests were sent and no"
                    + " failures"))
        .containsExactly(new Each(TTFT, values, null, true), new Failures(0));
  }

  @Test
  void oneRequestThenTheOthers() {
    List<Claim> claims = parse("a TTFT of 300 ms for the first request and 30 ms for the other 4");
    assertThat(claims).hasSize(2);
    MetricOf first = (MetricOf) claims.get(0);
    assertThat(first.metric()).isEqualTo(TTFT);
    assertThat(((Requests) first.who()).requests().contains(1)).isTrue();
    assertThat(((Requests) first.who()).requests().contains(2)).isFalse();
    MetricOf others = (MetricOf) claims.get(1);
    assertThat(others.metric()).isEqualTo(TTFT);
    assertThat(others.value()).isEqualTo(about(30));
    Others who = (Others) others.who();
    assertThat(who.count()).isEqualTo(4);
    assertThat(who.requests().contains(1)).isFalse();
    assertThat(who.requests().contains(5)).isTrue();
  }

  @Test
  void requestsNamedByNumbersKeepTheirAnd() {
    List<Claim> claims = parse("a TTFT of 100 ms for requests 1 and 4 and 190 ms for request 2");
    assertThat(claims).hasSize(2);
    Requests first = (Requests) ((MetricOf) claims.get(0)).who();
    assertThat(first.requests().contains(1)).isTrue();
    assertThat(first.requests().contains(4)).isTrue();
    assertThat(first.requests().contains(2)).isFalse();
    MetricOf second = (MetricOf) claims.get(1);
    assertThat(second.value()).isEqualTo(about(190));
    assertThat(((Requests) second.who()).requests().contains(2)).isTrue();
  }

  @Test
  void notANumberStaysWithItsClaim() {
    assertThat(parse("a TTFT of 250 ms, not 50 ms"))
        .containsExactly(new MetricOf(TTFT, about(250), new TheRun(), ms(50)));
    assertThat(parse("a mean TTFT of 250 ms and not 50 ms, and 0 failures"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(250), ms(50)), new Failures(0));
  }

  @Test
  void aStatisticSaidAloneTakesTheMetricBeforeIt() {
    assertThat(parse("a median TTFT of 100 ms and a p99 of 300 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p99"), TTFT, about(300), null));
    assertThat(parse("the fastest TTFT of 10 ms and the slowest one at 200 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MINIMUM, TTFT, about(10), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(200), null));
    assertThat(parse("a 99th-percentile ITL of 40 ms"))
        .containsExactly(
            new StatisticOf(
                Statistic.fromWord("p99"), Metric.INTER_TOKEN_LATENCY, about(40), null));
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
  void theOthersInOtherWords() {
    List<Claim> claims =
        parse("a TTFT of 1 s for the first request and about 100 ms for each of the others");
    assertThat(((MetricOf) claims.get(1)).who()).isInstanceOf(Others.class);
    assertThat(((Others) ((MetricOf) claims.get(1)).who()).count()).isNull();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a TTFT that is fast",
        "a TTFT of 120",
        "a mean TTFT of 195 ms and a throughput of 5 requests per second",
        "a time to last token of 300 ms",
        "a TTFT of 25O ms",
        "30 ms for the other 4",
        "a TTFT of 300 ms and 30 ms for the other 4",
        "6 output tokens, 0 failed requests and everything fine",
        "a TTFT of 250 ms, not fast",
        "a p99 of 300 ms",
        "an error rate of 10"
      })
  void refusesWhatItCannotReadNamingTheClaim(String sentence) {
    assertThatThrownBy(() -> parse(sentence))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read \"")
        .hasMessageContaining("in \"" + sentence + "\"")
        .hasMessageContaining("'N failed requests'");
  }

  @Test
  void theRefusalNamesThePartItCannotRead() {
    assertThatThrownBy(
            () -> parse("a mean TTFT of 195 ms and a throughput of 5 requests per second"))
        .hasMessageStartingWith("cannot read \"a throughput of 5 requests per second\"");
    assertThatThrownBy(() -> parse("6 output tokens, 0 failed requests and everything fine"))
        .hasMessageStartingWith("cannot read \"everything fine\"");
  }

  @Test
  void whatANumberIsReadsAsTheSameClaims() {
    assertThat(parse("its TTFT is 100 ms"))
        .containsExactly(new MetricOf(TTFT, about(100), new TheRun(), null));
    assertThat(parse("its largest ITL is 1000 ms and its median ITL is 20 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MAXIMUM, Metric.INTER_TOKEN_LATENCY, about(1000), null),
            new StatisticOf(Statistic.MEDIAN, Metric.INTER_TOKEN_LATENCY, about(20), null));
    assertThat(parse("the median TTFT is 100 ms and the p99 TTFT is 300 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEDIAN, TTFT, about(100), null),
            new StatisticOf(Statistic.fromWord("p99"), TTFT, about(300), null));
  }

  @Test
  void theirNumbersAreInTheOrderSent() {
    Each inOrder = new Each(TTFT, List.of(ms(150), ms(130), ms(110)), null, true);
    assertThat(parse("their TTFTs are 150 ms, 130 ms and 110 ms")).containsExactly(inOrder);
    assertThat(parse("the TTFTs are 150, 130 and 110 ms")).containsExactly(inOrder);
    assertThat(parse("their TTFTs are 150 ms, 130 ms and 110 ms, in the order sent"))
        .containsExactly(inOrder);
    assertThat(parse("their TTFTs were 150 ms, 130 ms and 110 ms within 5 ms"))
        .containsExactly(new Each(TTFT, List.of(ms(150), ms(130), ms(110)), ms(5), true));
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
  }

  @Test
  void aListWithNoOrderSaidIsOneClaimPerRequest() {
    assertThat(
            parse(
                "TTFT of 100, 100, 380 and 380 ms and request latency of 280, 280, 560 and 560"
                    + " ms"))
        .containsExactly(
            new Listed(TTFT, List.of(ms(100), ms(100), ms(380), ms(380)), null),
            new Listed(Metric.REQUEST_LATENCY, List.of(ms(280), ms(280), ms(560), ms(560)), null));
    assertThat(parse("TTFTs of 300 ms, 200 ms and 100 ms within 5 ms"))
        .containsExactly(new Listed(TTFT, List.of(ms(300), ms(200), ms(100)), ms(5)));
    assertThat(parse("request latencies of 550, 230 ms"))
        .containsExactly(new Listed(Metric.REQUEST_LATENCY, List.of(ms(550), ms(230)), null));
  }

  @Test
  void aClaimMayStartWithWith() {
    assertThat(parse("TTFT of 400, 80 and 400 ms, with mean TTFT 240 ms and TPOT 30 ms"))
        .containsExactly(
            new Listed(TTFT, List.of(ms(400), ms(80), ms(400)), null),
            new StatisticOf(Statistic.MEAN, TTFT, about(240), null),
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(30), new TheRun(), null));
  }

  @Test
  void aCompactClaimIsTheMetricsNameThenItsNumber() {
    assertThat(parse("TTFT 150 ms and latency 190 ms"))
        .containsExactly(
            new MetricOf(TTFT, about(150), new TheRun(), null),
            new MetricOf(Metric.REQUEST_LATENCY, about(190), new TheRun(), null));
    assertThat(parse("TPOT 10 ms, 5 output tokens"))
        .containsExactly(
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(10), new TheRun(), null),
            new OutputTokens(5));
    assertThat(parse("TTFT 200 ms, not 50 ms"))
        .containsExactly(new MetricOf(TTFT, about(200), new TheRun(), ms(50)));
  }

  @Test
  void aCompactStatisticIsItsNameTheMetricThenTheNumber() {
    assertThat(parse("median ITL 20 ms, maximum ITL 500 ms and TPOT 68 ms"))
        .containsExactly(
            new StatisticOf(
                ParameterTypes.statisticOf("median"), Metric.INTER_TOKEN_LATENCY, about(20), null),
            new StatisticOf(
                ParameterTypes.statisticOf("maximum"),
                Metric.INTER_TOKEN_LATENCY,
                about(500),
                null),
            new MetricOf(Metric.TIME_PER_OUTPUT_TOKEN, about(68), new TheRun(), null));
    assertThat(parse("mean TTFT 240 ms, ITL 20 ms for every request, and 4 succeeded"))
        .containsExactly(
            new StatisticOf(ParameterTypes.statisticOf("mean"), TTFT, about(240), null),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(20), new Every(), null),
            new Successes(4));
  }

  @Test
  void aMetricNamingNoRequestsAfterSomeRequestsIsOfThoseRequests() {
    assertThat(parse("2 requests with TTFT 100 ms and latency 280 ms"))
        .containsExactly(
            new Some(2, TTFT, about(100)), new Some(2, Metric.REQUEST_LATENCY, about(280)));
    assertThat(parse("2 requests with a TTFT of 100 ms and an ITL of 10 ms for every request"))
        .containsExactly(
            new Some(2, TTFT, about(100)),
            new MetricOf(Metric.INTER_TOKEN_LATENCY, about(10), new Every(), null));
  }

  @Test
  void anUnreadCompactPartIsNamed() {
    assertThatThrownBy(() -> parse("TTFT 150 ms and throughput high"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read \"throughput high\"");
  }

  @Test
  void aSecondSubjectIsTheRequestsNotNamedBeforeWithClaimsOfTheirOwn() {
    assertThat(ReportClaims.secondSubject("TTFT 2000 ms and the other three show TTFT 100 ms"))
        .contains(new ReportClaims.SecondSubject("TTFT 2000 ms", "the other three", "TTFT 100 ms"));
    assertThat(ReportClaims.secondSubject("a TTFT of 300 ms, and the rest report a TTFT of 100 ms"))
        .contains(
            new ReportClaims.SecondSubject("a TTFT of 300 ms", "the rest", "a TTFT of 100 ms"));
    assertThat(ReportClaims.secondSubject("TTFT 150 ms and latency 190 ms")).isEmpty();
    assertThat(ReportClaims.cardinal("three")).isEqualTo(3);
    assertThat(ReportClaims.cardinal("12")).isEqualTo(12);
  }
}
