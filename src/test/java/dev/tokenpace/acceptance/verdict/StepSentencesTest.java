package dev.tokenpace.acceptance.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The misses the steps find, typed, still read as the product owner read them when each step wrote
 * its own sentence: what went wrong and by how much.
 */
class StepSentencesTest {

  /** A check that did not pass: how it was judged does not change its sentence. */
  private static Check missed(
      ReportField field, String what, Value expected, Value reported, Reason reason) {
    return Check.failed(Judgement.DEFINITION, field, what, expected, reported, reason);
  }

  @Test
  void aStampOutOfOrderSaysWhereItMustLie() {
    Check check =
        missed(
            WayInField.CONNECT,
            "connect of request 2",
            new Value.ClockWindow(1.0, 1.002),
            new Value.Clock(1.0031),
            new WayInMisses.StampedOutOfOrder(1.0031, 1.0, 1.002));

    assertThat(check.message())
        .isEqualTo(
            "the connect of request 2 is stamped at 1003.100 ms on the monotonic clock, but it"
                + " must come after its start and before the model received the request"
                + " (1000.000 .. 1002.000 ms): the benchmark stamped it at the wrong moment");
    assertThat(check.expected()).hasToString("1.000000 .. 1.002000 s");
  }

  @Test
  void aConnectionCalledOtherwiseSaysWhatTheModelAccepted() {
    Check check =
        missed(
            WayInField.CONNECTION,
            "connection of request 1",
            new Value.Label("new"),
            new Value.Label("reused"),
            new WayInMisses.ConnectionCalled("request 1", true));

    assertThat(check.message())
        .isEqualTo(
            "the report calls the connection of request 1 reused, but the model accepted a new"
                + " connection for it (its timeline: the benchmark opened one)");
  }

  @Test
  void aNegativeWayInShowsTheNanoseconds() {
    Check check =
        missed(
            WayInField.REQUEST_SEND,
            "request send duration of request 1",
            new Value.AtLeast(new Value.Micros(0)),
            new Value.Micros(-0.000000012),
            new WayInMisses.EndsBeforeItBegan());

    assertThat(check.message())
        .isEqualTo(
            "the request send duration of request 1 is -0.012 µs: a part of the way in cannot end"
                + " before it began, so one of its stamps was taken at the wrong moment");
  }

  @Test
  void serviceLevelsMissedGiveEachLimitsNumbersAndWhose() {
    Check check =
        missed(
            Counted.GOODPUT,
            "request 2 meets the service levels",
            Value.Levels.of(true),
            Value.Levels.of(false),
            new RequestMisses.LevelsMissed(
                List.of(
                    new RequestMisses.Limit("ttft", 0.2104, 0.1952, Duration.ofMillis(200)),
                    new RequestMisses.Limit("itl", null, 0.01, Duration.ofMillis(50))),
                Reason.Whose.FAKE_LATE,
                0.0123));

    assertThat(check.message())
        .isEqualTo(
            "request 2 meets the service levels: it misses a limit (ttft 210.4 ms (the model's own"
                + " 195.2 ms) against at most 200 ms; itl none (the model's own 10.0 ms) against at"
                + " most 50 ms), but the fake model sent 12.3 ms behind its schedule (its"
                + " allowance: 2.0 ms), enough to carry its own number across the limit: this"
                + " machine was too busy to judge");
  }

  @Test
  void aSummaryWithNoRequestsBehindItSaysWhichStatistic() {
    Check check =
        missed(
            Metric.TIME_TO_FIRST_TOKEN,
            "time to first token of the successful requests",
            new Value.Count(3),
            new Value.Count(0),
            new RequestMisses.Untraceable(Statistic.MEDIAN, Metric.TIME_TO_FIRST_TOKEN, 0.1));

    assertThat(check.message())
        .isEqualTo(
            "the run summary gives a median time to first token (100.0 ms), but no successful"
                + " request's entry gives time to first token, so the summary cannot be traced to"
                + " the requests it claims to summarize");
  }

  @Test
  void aLateEventTheMachineHeldUpSaysSoFromItsFinding() {
    Reason late =
        new Reason.LateEvent(
            "chunk 3 of request 1", false, 0.031, 4, new Tolerance(Duration.ofMillis(5)));
    Check check =
        missed(
            Metric.INTER_TOKEN_LATENCY,
            "latest: chunk 3 of request 1",
            new Value.AtMost(new Value.Millis(0.02)),
            new Value.Millis(0.031),
            late);

    assertThat(check.message()).endsWith("so this run cannot judge it").contains("forgiven up to");
    assertThat(check.with(new Check.HeldOff(0.031, 0.025)).message())
        .isEqualTo(
            "inter-token latency: the benchmark saw chunk 3 of request 1 31.0 ms after the model"
                + " sent it. The machine held threads off a core for 25.0 ms of it, so this run"
                + " cannot judge it");
  }

  @Test
  void aStageRateTheModelMissedTooSaysWhatTheAchievedRateCounts() {
    String unit = "requests per second";
    Check check =
        missed(
            Counted.ACHIEVED_RATE,
            "stage 2's achieved rate",
            new Value.RateWithin(4, unit, 10),
            new Value.Rate(3.1, unit),
            new Reason.RateMissed(new Value.Rate(3.2, unit), false, new Reason.Sends(12, 3.75)));

    assertThat(check.message())
        .isEqualTo(
            "stage 2's achieved rate: reported 3.100 requests per second, where the scenario states"
                + " 4.00 requests per second ± 10 % (0.900 requests per second too low, 22.5 %"
                + " off). The model received them at 3.200 requests per second, so the script and"
                + " the stated number disagree. The achieved rate counts the stage's 12 requests"
                + " over the time from its first send to its last (3.750 s; docs/metrics.md,"
                + " \"Stages\")");
  }

  @Test
  void valuesNotAsManyAsTheModelsAreShownBothWays() {
    Check check =
        missed(
            Metric.INTER_TOKEN_LATENCY,
            "inter-token latency of request 1",
            new Value.Label("30 ms"),
            new Value.Label("none"),
            new Reason.ValueCount(List.of(0.1021, 0.03, 0.0052), List.of(0.03, 0.03)));

    assertThat(check.message())
        .startsWith(
            "inter-token latency of request 1: the report gives 3 values: 102.1, 30.0 and 5.2 ms"
                + " where the model's timeline gives 2 values, 30.0 ms each");
  }

  @Test
  void aNumberNoAnswerCanHaveSaysHowToGiveItOne() {
    Check check =
        missed(
            Metric.INTER_TOKEN_LATENCY,
            "inter-token latency of request 1",
            new Value.Label("20.0 ms"),
            new Value.Label("none"),
            new Reason.ValueCount(List.of(), List.of()));

    assertThat(check.message())
        .startsWith(
            "inter-token latency of request 1: neither the report nor the model's timeline has one")
        .endsWith("say how long each answer is, e.g. 'each answer is 10 tokens'");
  }
}
