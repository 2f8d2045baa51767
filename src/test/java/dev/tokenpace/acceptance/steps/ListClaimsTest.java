package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.ms;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.steps.ReportClaim.Each;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.Listed;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A metric's numbers as a list, one per request, in the order sent or from the lowest. */
class ListClaimsTest {

  @Test
  void numbersInTheOrderTheRequestsWereSentAreOneClaim() {
    List<Duration> values = List.of(ms(300), ms(200), ms(100));
    assertThat(parse("TTFTs of 300 ms, 200 ms and 100 ms, in the order the requests were sent"))
        .containsExactly(new Each(TTFT, values, null, true));
    assertThat(parse("TTFTs of 300, 200 and 100 ms in the order sent"))
        .containsExactly(new Each(TTFT, values, null, true));
    assertThat(parse("TTFTs of 300 ms, 200 ms and 100 ms for those requests"))
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
  void theirNumbersAreInTheOrderSent() {
    Each inOrder = new Each(TTFT, List.of(ms(150), ms(130), ms(110)), null, true);
    assertThat(parse("their TTFTs are 150 ms, 130 ms and 110 ms")).containsExactly(inOrder);
    // "the TTFTs are …" names no requests: no order said, as "TTFTs of …"
    assertThat(parse("the TTFTs are 150, 130 and 110 ms"))
        .containsExactly(new Listed(TTFT, List.of(ms(150), ms(130), ms(110)), null));
    assertThat(parse("their TTFTs are 150 ms, 130 ms and 110 ms, in the order sent"))
        .containsExactly(inOrder);
    assertThat(parse("their TTFTs were 150 ms, 130 ms and 110 ms within 5 ms"))
        .containsExactly(new Each(TTFT, List.of(ms(150), ms(130), ms(110)), ms(5), true));
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
}
