package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.Delivery;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Noise is forgiven, mechanisms are not: what each judgement lets through and what it stops. */
class JudgesTest {

  private static final Tolerance FIVE_MS = new Tolerance(Duration.ofMillis(5));

  @Test
  void oneLateChunkOnABusyMachineIsForgiven() {
    List<Check> checks = interTokenLatency(chunksLate(0.0004, 0.0003, 0.0127, 0.0005, 0.0004));

    assertThat(checks).allMatch(Check::passed);
  }

  @Test
  void everyChunkLateByTheSameMechanismFails() {
    List<Check> checks =
        interTokenLatency(
            chunksLate(0.0061, 0.0063, 0.0062, 0.0061, 0.0064, 0.0062, 0.0063, 0.0061));

    assertThat(failures(checks))
        .singleElement()
        .asString()
        .contains(
            "inter-token latency", "typically 6.2 ms late", "median of 8 reads", "allowed: 5 ms");
  }

  @Test
  void aFewReadsLateAlikeInOneAttemptAreNotJudged() {
    List<Check> checks = interTokenLatency(chunksLate(0.0161, 0.0167, 0.0169, 0.0170));

    Check notPassed = theOneNotPassed(checks);
    assertJudged(notPassed, Verdict.INCONCLUSIVE, "median of 4 reads", "cannot judge it");
  }

  @Test
  void everyChunkLateWhileTheMachineHeldThreadsOffIsNotJudged() {
    List<Delivery> deliveries =
        chunksLate(0.0071, 0.0064, 0.0068, 0.0059, 0.0075).stream()
            .map(d -> d.heldOffFor(d.lateness() - 0.0030))
            .toList();

    List<Check> checks = interTokenLatency(deliveries);

    Check notPassed = theOneNotPassed(checks);
    assertThat(notPassed.finding()).isInstanceOf(Check.HeldOff.class);
    assertJudged(
        notPassed,
        Verdict.INCONCLUSIVE,
        "typically 6.8 ms late",
        "The machine held threads off a core for 3.8 ms of it",
        "cannot judge it");
  }

  @Test
  void everyChunkLateByMoreThanTheMachineHeldThreadsOffFails() {
    List<Delivery> deliveries =
        chunksLate(0.0161, 0.0164, 0.0162, 0.0161, 0.0164, 0.0162, 0.0163, 0.0161).stream()
            .map(d -> d.heldOffFor(0.0040))
            .toList();

    assertThat(failures(interTokenLatency(deliveries)))
        .singleElement()
        .asString()
        .contains(
            "typically 16.2 ms late",
            "held threads off a core for 4.0 ms of it; the 12.2 ms left is the benchmark's own",
            "the benchmark's doing");
  }

  @Test
  void oneChunkFarTooLateWhileTheMachineHeldThreadsOffIsTheMachines() {
    List<Delivery> deliveries = new ArrayList<>(chunksLate(0.0004, 0.0004));
    deliveries.add(chunksLate(0.0, 0.0, 0.0313).get(2).heldOffFor(0.0200));

    assertThat(theOneNotPassed(interTokenLatency(deliveries)).finding())
        .isInstanceOf(Check.HeldOff.class);
  }

  @Test
  void aBurstReadTogetherIsOneEventNotMany() {
    List<Delivery> deliveries = new ArrayList<>(chunksLate(0.0004));
    for (int i = 0; i < 5; i++) {
      deliveries.add(
          new Delivery(
              "request 1",
              Delivery.Of.CHUNK,
              "chunk " + (i + 2),
              2.0 + i * 0.00001,
              0.0052,
              -0.0001,
              0));
    }
    deliveries.add(
        new Delivery(
            "request 1", Delivery.Of.END, "the end of the stream", 2.3, 0.0003, -0.0001, 0));

    assertThat(DeliveryJudge.delivery(Metric.INTER_CHUNK_LATENCY, deliveries, FIVE_MS))
        .allMatch(Check::passed);
  }

  @Test
  void oneChunkFarTooLateMakesTheRunInconclusive() {
    List<Check> checks =
        DeliveryJudge.delivery(
            Metric.TIME_TO_FIRST_TOKEN, chunksLate(0.0004, 0.0213, 0.0004), FIVE_MS);

    assertJudged(
        theOneNotPassed(checks),
        Verdict.INCONCLUSIVE,
        "time to first token",
        "chunk 2",
        "21.3 ms after the model sent it",
        "up to 20.0 ms");
  }

  @Test
  void aChunkSeenBeforeItCouldHaveArrivedFailsWhateverTheMachine() {
    List<Delivery> deliveries = new ArrayList<>(chunksLate(0.0004, 0.0004));
    deliveries.add(
        new Delivery(
            "request 1", Delivery.Of.CHUNK, "chunk 3 (\"three\")", 3.0, -0.0797, -0.001, 0));

    assertThat(failures(interTokenLatency(deliveries)))
        .singleElement()
        .asString()
        .contains("chunk 3 (\"three\") of request 1", "78.7 ms before", "stamps too early");
  }

  @Test
  void aStartStampedAfterTheModelHadTheRequestFails() {
    List<Delivery> deliveries = twoChunksAndTheRequestReachingTheModel(-0.2031);

    assertThat(failures(DeliveryJudge.delivery(Metric.TIME_TO_FIRST_TOKEN, deliveries, FIVE_MS)))
        .singleElement()
        .asString()
        .contains(
            "time to first token",
            "203.1 ms before the benchmark stamped its start",
            "start too late");
  }

  @Test
  void theRequestsWayToTheModelIsNotTheBenchmarksLateness() {
    List<Delivery> deliveries = twoChunksAndTheRequestReachingTheModel(0.0900);

    assertThat(DeliveryJudge.delivery(Metric.TIME_TO_FIRST_TOKEN, deliveries, FIVE_MS))
        .allMatch(Check::passed);
  }

  @Test
  void anEndStampedLateMovesRequestLatencyButNotTimeToFirstToken() {
    // inference-perf stamps a stream's end after tokenizing the answer: ~28 ms in every attempt
    List<Delivery> deliveries = new ArrayList<>(chunksLate(0.0004, 0.0004));
    deliveries.add(
        new Delivery(
            "request 1", Delivery.Of.END, "the end of the stream", 2.3, 0.0279, -0.0001, 0));

    assertThat(DeliveryJudge.delivery(Metric.TIME_TO_FIRST_TOKEN, deliveries, FIVE_MS))
        .allMatch(Check::passed);
    assertThat(DeliveryJudge.delivery(Metric.INTER_TOKEN_LATENCY, deliveries, FIVE_MS))
        .allMatch(Check::passed);
    assertJudged(
        theOneNotPassed(DeliveryJudge.delivery(Metric.REQUEST_LATENCY, deliveries, FIVE_MS)),
        Verdict.INCONCLUSIVE,
        "request latency",
        "the end of the stream",
        "27.9 ms after the model ended it");
  }

  @Test
  void theFakeKeepingItsScriptPasses() {
    assertThat(StatedJudge.fake(null, "gap", 0.1012, 0.100, FIVE_MS, 0.0011).verdict())
        .isEqualTo(Verdict.PASS);
  }

  @Test
  void theFakeWakingLateOnceIsInconclusiveNotFailed() {
    Check check = gapBeforeChunk(3, 0.1082, 0.100, 0.0081);

    assertJudged(
        check,
        Verdict.INCONCLUSIVE,
        "108.2 ms",
        "100 ms ± 5 ms",
        "8.1 ms behind its schedule",
        "too busy to judge");
  }

  @Test
  void theFakeMissingItsScriptOnTimeFails() {
    Check check = gapBeforeChunk(3, 0.050, 0.100, 0.0001);

    assertJudged(
        check,
        Verdict.FAIL,
        "0.1 ms behind",
        "does not account for a miss of 50.0 ms",
        "the fake or the script is wrong");
  }

  @Test
  void aLateFakeCannotExcuseAMissFarLargerThanItsLateness() {
    Check check = gapBeforeChunk(4, 0.3967, 0.300, 0.0033);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void theFakeSendingEarlyIsNeverTheMachine() {
    Check check = gapBeforeChunk(3, 0.050, 0.100, -0.050);

    assertThat(check.verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aDefinitionIsExactToTheMicrosecond() {
    assertThat(
            DefinitionJudge.value(
                    Metric.TIME_TO_FIRST_TOKEN,
                    "time to first token of request 1",
                    0.2500004,
                    0.250)
                .passed())
        .isTrue();
    Check off =
        DefinitionJudge.value(
            Metric.TIME_TO_FIRST_TOKEN, "time to first token of request 1", 0.2520, 0.250);
    assertThat(off.passed()).isFalse();
    assertThat(off.message())
        .contains("the report says 252.000 ms", "own stamps give 250.000 ms", "formula is wrong");
  }

  /** The fake's own check on the gap it left before a chunk of request 1. */
  private static Check gapBeforeChunk(int chunk, double sent, double scripted, double lateness) {
    return StatedJudge.fake(
        null, "the gap the model left before chunk " + chunk, sent, scripted, FIVE_MS, lateness);
  }

  /** Two chunks on time, and the request reaching the model this late after the stamped start. */
  private static List<Delivery> twoChunksAndTheRequestReachingTheModel(double lateness) {
    List<Delivery> deliveries = new ArrayList<>(chunksLate(0.0004, 0.0004));
    deliveries.add(
        new Delivery(
            "request 1",
            Delivery.Of.REQUEST,
            "the request reaching the model",
            0.5,
            lateness,
            0,
            0));
    return deliveries;
  }

  private static Check theOneNotPassed(List<Check> checks) {
    List<Check> notPassed = checks.stream().filter(c -> !c.passed()).toList();
    assertThat(notPassed).hasSize(1);
    return notPassed.get(0);
  }

  private static void assertJudged(Check check, Verdict verdict, String... words) {
    assertThat(check.verdict()).isEqualTo(verdict);
    assertThat(check.message()).contains(words);
  }

  private static List<Check> interTokenLatency(List<Delivery> deliveries) {
    return DeliveryJudge.delivery(Metric.INTER_TOKEN_LATENCY, deliveries, FIVE_MS);
  }

  private static List<Delivery> chunksLate(double... lateness) {
    List<Delivery> deliveries = new ArrayList<>();
    for (int i = 0; i < lateness.length; i++) {
      deliveries.add(
          new Delivery(
              "request 1",
              Delivery.Of.CHUNK,
              "chunk " + (i + 1),
              i + 1.0,
              lateness[i],
              -0.0001,
              0));
    }
    return deliveries;
  }

  private static List<String> failures(List<Check> checks) {
    return checks.stream().filter(c -> !c.passed()).map(Check::message).toList();
  }
}
