package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Others;
import dev.tokenpace.acceptance.steps.ReportClaim.Requests;
import dev.tokenpace.acceptance.steps.ReportClaim.Some;
import dev.tokenpace.acceptance.verdict.Metric;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which requests a claim is about: the run, every request, some by number, how many, the others.
 */
class ClaimedRequestsTest {

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
  void oneRequestThenTheOthers() {
    List<ReportClaim> claims =
        parse("a TTFT of 300 ms for the first request and 30 ms for the other 4");
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
    List<ReportClaim> claims =
        parse("a TTFT of 100 ms for requests 1 and 4 and 190 ms for request 2");
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
  void theOthersInOtherWords() {
    List<ReportClaim> claims =
        parse("a TTFT of 1 s for the first request and about 100 ms for each of the others");
    assertThat(((MetricOf) claims.get(1)).who()).isInstanceOf(Others.class);
    assertThat(((Others) ((MetricOf) claims.get(1)).who()).count()).isNull();
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
  void aSecondSubjectIsTheRequestsNotNamedBeforeWithClaimsOfTheirOwn() {
    assertThat(SecondSubject.in("TTFT 2000 ms and the other three show TTFT 100 ms"))
        .contains(new SecondSubject("TTFT 2000 ms", "the other three", "TTFT 100 ms"));
    assertThat(SecondSubject.in("a TTFT of 300 ms, and the rest report a TTFT of 100 ms"))
        .contains(new SecondSubject("a TTFT of 300 ms", "the rest", "a TTFT of 100 ms"));
    assertThat(SecondSubject.in("TTFT 150 ms and latency 190 ms")).isEmpty();
    assertThat(NumberWords.cardinal("three")).isEqualTo(3);
    assertThat(NumberWords.cardinal("12")).isEqualTo(12);
  }
}
