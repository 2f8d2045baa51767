package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A number the scenario states, judged by the model's own timeline: whose miss it is (the
 * benchmark's, one late delivery's, the script's), and, when the fake model itself sent behind its
 * schedule, the truth is what the model did, so only a report off that is left to the machine.
 */
class StatedNumberTest {

  private static final Tolerance FIVE_MS = new Tolerance(Duration.ofMillis(5));

  /**
   * A flake-check run beside two burners: the fake 6.4 ms late, the report on the model's 506.4.
   */
  @Test
  void aReportThatKeptTheLateModelsNumberPasses() {
    Check check = latencyOf(0.5065, 0.5064, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
    assertThat(check.expected()).hasToString("500 ms ± 5 ms, 506.4 ms as the model played it");
  }

  /**
   * A full run beside an inference-perf pass: request 7 of a benchmark held to two in flight, its
   * schedule delay 941.6 ms reported, 930.8 ms by the model's own timeline, 900 ms stated. The fake
   * kept its script; the sends ahead of it came late while the machine held threads off.
   */
  @Test
  void aScheduleDelayMovedByLateSendsOnABusyMachineIsNotJudged() {
    Check check = scheduleDelayOfRequest7WithSendsHeldOff(0.045);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("sends ahead of this one came late", "too busy to judge");
  }

  /**
   * A full run beside two burners: request 9 of a benchmark held to two in flight, its schedule
   * delay 1245.4 ms reported, 1204.6 ms by the model's own timeline (the model freed its slot on
   * time), 1200 ms stated, nothing delivered more than 3.6 ms late. The send came 40.8 ms after the
   * slot freed: the machine's doing when it held the suite's threads off a core as long meanwhile,
   * the benchmark's when it did not.
   */
  @Test
  void aSendLateAfterItsSlotFreedOnABusyMachineIsNotJudged() {
    Check check = scheduleDelayOfRequest9(0.045);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message())
        .contains("The model kept the number (1204.6 ms)", "after the model had freed its slot")
        .contains("45.0 ms", "too busy to judge");
  }

  @Test
  void aSendLateAfterItsSlotFreedWhileNothingWasHeldOffIsTheBenchmarks() {
    Check check = scheduleDelayOfRequest9(0.005);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message()).contains("the benchmark's number is wrong");
  }

  private static Check scheduleDelayOfRequest9(double heldOffBeforeItsSend) {
    return stated(
        Metric.SCHEDULE_DELAY,
        1.2454,
        1.2046,
        1.200,
        new Meanwhile(0.0002, 0, java.util.OptionalDouble.of(0.0036))
            .withSendsHeldOff(0.060, heldOffBeforeItsSend),
        new Tolerance(Duration.ofMillis(20)));
  }

  @Test
  void aScheduleDelayMovedByMoreThanTheMachineHeldTheSendsOffFails() {
    Check check = scheduleDelayOfRequest7WithSendsHeldOff(0.002);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message()).contains("the script and the stated number disagree");
  }

  @Test
  void aReportOffTheLateModelsNumberIsTooBusyToJudge() {
    Check check = latencyOf(0.5160, 0.5064, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("6.4 ms behind its schedule", "too busy to judge");
  }

  /**
   * A flake-check ITL sample: the model's gap 34.2 ms for 30 with the fake 4.2 ms late, report 38.
   */
  @Test
  void aReportWithinTheToleranceOfTheLateModelsGapPasses() {
    Check check = stated(Metric.INTER_TOKEN_LATENCY, 0.0380, 0.0342, 0.030, new Meanwhile(0.0042));

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
  }

  /** The lateness explains only part of the model's distance: the tolerance is not spent twice. */
  @Test
  void aModelOffByMoreThanItsLatenessKeepsTheReportToTheStatedNumber() {
    Check check = stated(Metric.INTER_TOKEN_LATENCY, 0.0400, 0.0350, 0.030, new Meanwhile(0.0025));

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  /**
   * Flake-check run 4, beside two burners: four requests sent at once to a batching model reached
   * it 10.9 ms apart, so the later batch's first token came 10.9 ms sooner from its own receipt.
   * The report agrees with the model: no fault of the benchmark's, none of the script's.
   */
  @Test
  void aBatchedRequestThatReachedTheModelLateHasTheModelsNumber() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2591,
            0.2591,
            0.270,
            new Meanwhile(0.0120, 0, java.util.OptionalDouble.empty(), 0.0109));

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void aBatchedMissBeyondTheArrivalsSaysTheyCameApart() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2265,
            0.2265,
            0.265,
            new Meanwhile(0.0364, 0, java.util.OptionalDouble.empty(), 0.0350));

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message())
        .contains(
            "Requests sent together reached the model up to 35.0 ms apart, and a batch waits on"
                + " the one ahead (one that closed before a request arrived leaves it for the"
                + " next); the fake model sent 1.4 ms behind its schedule: this machine was too"
                + " busy to judge the number");
  }

  /**
   * Four requests sent at once to a model that starts in 100 ms plus 50 ms per other request in
   * flight, at each moment: 250 ms with all four. A busy machine delivered them 10 ms apart, so the
   * first ran alone for a while and its first token came at 239 ms: the model's number moved by the
   * arrivals (up to 15 ms), and the report agrees with the model.
   */
  @Test
  void aPacedRequestMovedByTheArrivalsHasTheModelsNumber() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2392,
            0.2390,
            0.250,
            new Meanwhile(0.0151, 0, java.util.OptionalDouble.empty(), 0, 0, 0.0150));

    assertThat(check.verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void aPacedMissBeyondWhatTheArrivalsMoveIsTheScripts() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2200,
            0.2200,
            0.250,
            new Meanwhile(0.0151, 0, java.util.OptionalDouble.empty(), 0, 0, 0.0150));

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aPacedMissTheArrivalsAccountForSaysTheyCameApart() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2380,
            0.2300,
            0.250,
            new Meanwhile(0.0200, 0, java.util.OptionalDouble.empty(), 0, 0, 0.0180));

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message())
        .contains(
            "Requests sent together reached the model apart, and its pace follows the requests in"
                + " flight, which can move the number by up to 18.0 ms; the fake model sent 2.0 ms"
                + " behind its schedule: this machine was too busy to judge the number");
  }

  /**
   * Four requests sent at once to a model that batches arrivals within 20 ms, two to a batch: on a
   * busy machine the second reached it 25 ms after the first, so the first batch closed without it
   * and it started a whole batch later (237 ms, not 120 ms). The miss is far beyond the lateness
   * that caused it; the script's batches were not played.
   */
  @Test
  void aRequestLeftOutOfItsBatchIsTooBusyToJudgeNotTheScriptsFault() {
    Check check =
        stated(
            Metric.TIME_TO_FIRST_TOKEN,
            0.2371,
            0.2368,
            0.120,
            new Meanwhile(0.0431, 0, java.util.OptionalDouble.empty(), 0.0250));

    assertThat(check.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(check.message()).contains("Requests sent together reached the model up to 25.0 ms");
  }

  @Test
  void aModelOnTimeThatMissedTheNumberStillFailsWhateverTheReport() {
    Check check = latencyOf(0.5200, 0.5200, 0.0004);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(check.message()).contains("the script and the stated number disagree");
  }

  @Test
  void aLateModelCannotExcuseAMissLargerThanItsLateness() {
    Check check = latencyOf(0.5300, 0.5300, 0.0064);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  private static Check latencyOf(double reported, double model, double fakeLateness) {
    return stated(Metric.REQUEST_LATENCY, reported, model, 0.500, new Meanwhile(fakeLateness));
  }

  @Test
  void aStatedNumberTheModelKeptButOneLateDeliveryMissedIsInconclusive() {
    Check check = stated(Metric.TIME_TO_FIRST_TOKEN, 0.2581, 0.2502, 0.250, new Meanwhile(0.0002));

    assertJudged(
        check,
        Verdict.INCONCLUSIVE,
        "reported 258.1 ms",
        "250 ms ± 5 ms",
        "The model kept the number (250.2 ms)");
  }

  @Test
  void aMissTheModelKeptAndNoDeliveryExplainsIsTheBenchmarksAndFails() {
    Check check = scheduleDelayOf(java.util.OptionalDouble.of(0.0015));

    assertJudged(
        check,
        Verdict.FAIL,
        "reported 304.5 ms",
        "more than 1.5 ms late",
        "the benchmark's number is wrong");
  }

  @Test
  void aMissNoDeliveryCanBeCheckedAgainstStaysInconclusive() {
    assertThat(scheduleDelayOf(java.util.OptionalDouble.empty()).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(scheduleDelayOf(java.util.OptionalDouble.of(0.301)).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  private static Check scheduleDelayOf(java.util.OptionalDouble deliveredLateAtMost) {
    return stated(
        Metric.SCHEDULE_DELAY, 0.3045, 0.0, 0.0, new Meanwhile(0.0002, 0, deliveredLateAtMost));
  }

  @Test
  void aStatedNumberTheScriptDoesNotGiveFails() {
    Check check =
        stated(Metric.TIME_PER_OUTPUT_TOKEN, 0.0373, 0.0373, 0.02727, new Meanwhile(0.0003));

    assertJudged(
        check,
        Verdict.FAIL,
        "The model's own timeline gives 37.3 ms",
        "the script and the stated number disagree");
  }

  /** The {@code metric} of request 1, stated to within 5 ms. */
  /** Request 7's schedule delay: 941.6 ms reported, 930.8 ms the model's, 900 ± 20 ms stated. */
  private static Check scheduleDelayOfRequest7WithSendsHeldOff(double held) {
    return stated(
        Metric.SCHEDULE_DELAY,
        0.9416,
        0.9308,
        0.900,
        new Meanwhile(0.0008).withSendsHeldOff(held),
        new Tolerance(Duration.ofMillis(20)));
  }

  private static Check stated(
      Metric metric, double reported, double model, double stated, Meanwhile meanwhile) {
    return stated(metric, reported, model, stated, meanwhile, FIVE_MS);
  }

  private static Check stated(
      Metric metric,
      double reported,
      double model,
      double stated,
      Meanwhile meanwhile,
      Tolerance tolerance) {
    String what = metric.label() + " of request 1";
    return StatedJudge.stated(metric, what, reported, model, stated, tolerance, meanwhile);
  }

  private static void assertJudged(Check check, Verdict verdict, String... words) {
    assertThat(check.verdict()).isEqualTo(verdict);
    assertThat(check.message()).contains(words);
  }

  @Test
  void aThroughputTheModelsWindowMissedOnlyForTheFakesLatenessIsNotJudged() {
    String unit = "tokens per second";
    Check late =
        StatedJudge.rate(
            Throughput.OUTPUT_TOKENS,
            "the run's output token throughput",
            33.3,
            33.7,
            35.7,
            35.7,
            5,
            unit,
            null);
    Check disagrees =
        StatedJudge.rate(
            Throughput.OUTPUT_TOKENS,
            "the run's output token throughput",
            33.3,
            33.7,
            33.7,
            35.7,
            5,
            unit,
            null);

    assertThat(late.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(late.message()).contains("fake sent behind its script");
    assertThat(disagrees.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(disagrees.message()).contains("the script and the stated number disagree");
  }
}
