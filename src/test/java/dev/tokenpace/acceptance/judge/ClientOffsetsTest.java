package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.judge.ClaimingClients.INFERENCE_PERF;
import static dev.tokenpace.acceptance.judge.ClaimingClients.INFERENCE_PERF_AS_WRITTEN;
import static dev.tokenpace.acceptance.judge.ClaimingClients.TOKENPACE;
import static dev.tokenpace.acceptance.judge.ClaimingClients.classedAs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.Delivery;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A number off the model's from a client that plays or stamps otherwise than tokenpace: the load it
 * played, its own stamp's offset, the chunks it left out, or the machine's lateness decides whose.
 */
class ClientOffsetsTest {

  @Test
  void aNumberTheModelGaveTheLoadTheClientPlayedIsPlaysOtherwise() {
    Check third = thirdLowestTimeToFirstToken(0.1007);

    assertThat(
            classedAs(
                INFERENCE_PERF,
                third,
                Verdict.PLAYS_OTHERWISE,
                "plays otherwise: inference-perf plays a concurrent stage as a ramp"))
        .contains("reported 100.7 ms, the model's own number for that load");
    assertThat(TOKENPACE.classed(third).verdict()).isEqualTo(Verdict.FAIL);
  }

  /**
   * timing-models:99 on inference-perf's first pass (2026-12-05): 8 requests "at once" reached the
   * model on its one-second ramp, yet its third lowest time to first token fell inside the stated
   * 200 ms ± 20 ms; on the next pass it did not. The ramp the model saw decides, not the luck.
   */
  @Test
  void aNumberInsideTheToleranceUnderALoadTheModelSawPlayedOtherwiseIsPlaysOtherwise() {
    Check third = thirdLowestTimeToFirstToken(0.3012, 0.3008);

    assertThat(third.verdict()).isEqualTo(Verdict.PASS);
    classedAs(
        INFERENCE_PERF,
        third,
        Verdict.PLAYS_OTHERWISE,
        "plays otherwise: inference-perf plays a concurrent stage as a ramp");
    assertThat(INFERENCE_PERF.classed(third).message())
        .contains(
            "reported 301.2 ms, within the scenario's 300 ms ± 10 ms, but under another load");
    ClientClaims otherPromptsOnly =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.InferencePerfClient(
                List.of("x"), Duration.ofSeconds(1), "x"),
            () -> Optional.of(new ClientClaims.Played("other prompts", false)));
    assertThat(otherPromptsOnly.classed(third).verdict()).isEqualTo(Verdict.PASS);
    assertThat(TOKENPACE.classed(third).verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void aNumberTheClientGotWrongUnderTheLoadItPlayedIsWrongAgainstWhatTheModelPlayed() {
    Check third = thirdLowestTimeToFirstToken(0.1807);

    assertThat(
            classedAs(
                INFERENCE_PERF,
                third,
                Verdict.FAIL,
                "the third lowest time to first token of the run, from the model's receipt:"
                    + " reported 180.7 ms, true 100.4 ms (80.3 ms too long) as the model played"
                    + " it"))
        .contains("inference-perf plays a concurrent stage as a ramp");
  }

  /**
   * near-misses:33 against inference-perf (2026-12-05): under its ramp, the third lowest time to
   * first token 18.2 ms over the model's, the first chunk of that request delivered 18.2 ms late;
   * wrong on one pass, plays otherwise on the next. A late delivery is the machine's.
   */
  @Test
  void aMissOfWhatTheModelPlayedThatALateDeliveryAccountsForIsNotJudged() {
    Check third =
        StatedJudge.stated(
            Metric.TIME_TO_FIRST_TOKEN,
            "the third lowest time to first token of the run, from the model's receipt",
            0.1186,
            0.1004,
            0.300,
            new Tolerance(Duration.ofMillis(10)),
            new Meanwhile(0.0009, 0, java.util.OptionalDouble.of(0.0182)));

    assertThat(
            classedAs(
                INFERENCE_PERF,
                third,
                Verdict.INCONCLUSIVE,
                "the third lowest time to first token of the run, from the model's receipt:"
                    + " reported 118.6 ms, true 100.4 ms (18.2 ms too long) as the model played"
                    + " it, within how late the machine delivered a chunk to the benchmark (18.2"
                    + " ms)"))
        .contains("inference-perf plays a concurrent stage as a ramp");
  }

  @Test
  void anOffsetOnAFieldTheClientMeasuresOtherwiseIsTheClientsNotOneLateDelivery() {
    Check latency = latencyOfRequest1(0.5112, 0.500, 0.0004);

    assertThat(latency.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(
            classedAs(
                INFERENCE_PERF,
                latency,
                Verdict.INCONCLUSIVE,
                "request latency of request 1, from the model's receipt: reported 511.2 ms, true"
                    + " 503.9 ms (7.3 ms too long)"))
        .contains(
            "so the offset is the benchmark's: its own stamp if it comes back in another attempt,"
                + " a hold-up of its process if not (inference-perf");
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void anOffsetThatComesBackInTheNextAttemptIsTheClientsOwnStampAndWrong() {
    Check first = INFERENCE_PERF.classed(latencyOfRequest1(0.5112, 0.500, 0.0004));
    Check second = INFERENCE_PERF.classed(latencyOfRequest1(0.5098, 0.500, 0.0004));

    Check decided = Attempts.decide(second, List.of(first, second));

    assertThat(decided.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(decided.message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 509.8 ms, true"
                + " 503.9 ms (5.9 ms too long)")
        .contains("the offset is the benchmark's own stamp, back in 2 attempts");
  }

  /**
   * request-latency:6 against inference-perf (2026-12-06): 14.2 ms over the model's in two of three
   * attempts, the other spoilt otherwise; not judged, where the offset had come back.
   */
  @Test
  void anOffsetBackInTwoAttemptsWithASpoiltOneBetweenIsTheClientsOwnStamp() {
    Check own = INFERENCE_PERF.classed(latencyOfRequest1(0.5181, 0.500, 0.0004));
    // the model 3.9 ms off a 2 ms tolerance, the fake 30 ms behind: the machine's, no offset
    Check spoilt = latencyOfRequest1(0.5181, 0.500, 2, 0.0300, 0);
    assertThat(spoilt.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(INFERENCE_PERF.classed(spoilt).reason())
        .isNotInstanceOf(dev.tokenpace.acceptance.verdict.Reason.OwnOffset.class);

    Check decided = Attempts.decide(own, List.of(spoilt, own, own));

    assertThat(decided.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(decided.message()).contains("own stamp, back in 2 attempts");
  }

  /** An offset once, then none the loopback could not make: a hold-up, not its stamp. */
  @Test
  void anOffsetInsideTheToleranceThatDoesNotComeBackIsNotTheClients() {
    Check latency = latencyOfRequest1(0.5088, 0.505, 0.0004);
    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);
    Check first = INFERENCE_PERF_AS_WRITTEN.classed(latency);
    assertThat(first.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.PASS);

    Check second = INFERENCE_PERF_AS_WRITTEN.classed(latencyOfRequest1(0.5040, 0.505, 0.0004));

    assertThat(Attempts.decide(second, List.of(first, second)).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * free-form:48 against inference-perf (2026-12-07): a short answer's latency 3.0 ms off the
   * model's on a busy pass and about 1 ms on a quiet one, where the fake's 2 ms allowance let it
   * pass. Its parsing is in every attempt, however short: wrong on both passes.
   */
  @Test
  void anOffsetUnderTheFakesAllowanceThatComesBackIsStillTheClientsOwnStamp() {
    Check latency = latencyOfRequest1(0.5049, 0.505, 0.0004);
    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);

    Check decided = twice(latency);

    assertThat(decided.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(decided.message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 504.9 ms, true"
                + " 503.9 ms (1.0 ms too long)")
        .contains("own stamp, back in 2 attempts: inference-perf stamps");
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * near-misses:21 against inference-perf (2026-12-07): the run's maximum request latency 1.3, 0.2
   * and 4.9 ms over the model's maximum in three attempts, which need not be the same request's;
   * each request's own number carries its parsing after the last chunk in every attempt.
   */
  @Test
  void aStatisticJustOnTheModelsIsStillTheClientsOwnStampWhenEachRequestIsOff() {
    Check maximum =
        StatedJudge.stated(
            Metric.REQUEST_LATENCY,
            "the maximum request latency of the run, from the model's receipt",
            0.1504,
            0.1502,
            0.150,
            new Tolerance(Duration.ofMillis(5)),
            new Meanwhile(0.0004, 0),
            java.util.OptionalDouble.of(0.0007));
    assertThat(maximum.verdict()).isEqualTo(Verdict.PASS);

    Check decided = twice(maximum);

    assertThat(decided.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(decided.message())
        .startsWith(
            "the maximum request latency of the run, from the model's receipt: reported 150.4 ms,"
                + " true 150.2 ms (0.2 ms too long), each request's own 0.7 ms too long in the"
                + " median. The model's send stamps");
    assertThat(TOKENPACE.classed(maximum).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * blind-round-3:32 against inference-perf (2026-12-07): under its ramp for requests sent "at
   * once", a request latency inside the scenario's tolerance on one pass and 11.6 ms beyond the
   * model's number on the other. The scenario's number is moot under another load; the client's own
   * stamp is not, inside the tolerance or beyond it.
   */
  @Test
  void anOffsetUnderALoadPlayedOtherwiseIsStillTheClientsOwnStamp() {
    Check latency = latencyOfRequest1(0.5060, 0.505, 0.0004);
    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);

    assertThat(twice(latency, INFERENCE_PERF).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(twice(latency).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aNumberOnTheModelsInsideTheToleranceUnderALoadPlayedOtherwiseIsPlaysOtherwise() {
    Check latency = latencyOfRequest1(0.5040, 0.505, 0.0004);

    assertThat(twice(latency, INFERENCE_PERF).verdict()).isEqualTo(Verdict.PLAYS_OTHERWISE);
    assertThat(twice(latency).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * stages:9 against inference-perf (2026-12-05): under random gaps the scenario did not ask for,
   * the stage's rate was reported 6.795 a second where the model received 6.912, 1.7 % apart, a
   * little more than the scenario's 2 %; one pass called it wrong, the other plays otherwise. The
   * rest is the window: its sends against the model's receipts.
   */
  @Test
  void aRateUnderALoadPlayedOtherwiseIsPlaysOtherwiseWithTheModelsNumberBeside() {
    Check rate =
        StatedJudge.rate(
            dev.tokenpace.acceptance.evidence.Throughput.REQUESTS,
            "stage 1's achieved rate",
            6.795,
            6.912,
            5.56,
            2,
            "requests per second",
            null);
    assertThat(rate.verdict()).isEqualTo(Verdict.FAIL);

    assertThat(
            classedAs(
                INFERENCE_PERF,
                rate,
                Verdict.PLAYS_OTHERWISE,
                "plays otherwise: inference-perf plays a concurrent stage as a ramp"))
        .contains(
            "stage 1's achieved rate: reported 6.795 requests per second, where the model received"
                + " them at 6.912 requests per second under that load");
    assertThat(TOKENPACE.classed(rate).verdict()).isEqualTo(Verdict.FAIL);
  }

  /**
   * inference-perf on blind-round-3's thinking scenario (conformance run of 2026-12-03): it kept
   * only the 3 answer chunks, so its time to first token is the first answer chunk's, 181.9 ms,
   * where the model's first token was at 100.5 ms and its first answer chunk at 180.4 ms.
   */
  @Test
  void aMissTheDroppedChunksExplainIsWrongWithTheTrueValueFirstNotALateDelivery() {
    String what = "time to first token of request 1, from the model's receipt";
    Optional<Check> dropped = droppedReasoningChunks(what, 0.1804);

    assertThat(dropped).isPresent();
    assertThat(
            classedAs(
                INFERENCE_PERF,
                dropped.get(),
                Verdict.FAIL,
                what + ": reported 181.9 ms, true 100.5 ms (81.4 ms too long)"))
        .contains("left out 4 reasoning chunks")
        .contains("apis/chat.py:565");
    // a late delivery is not a dropped chunk: the kept chunks' own model value does not match
    assertThat(droppedReasoningChunks(what, 0.1005)).isEmpty();
  }

  @Test
  void aLateReadOnAFieldTheClientOnlyDefinesOtherwiseIsLeftToTheAttempts() {
    Check ttft =
        StatedJudge.stated(
            Metric.TIME_TO_FIRST_TOKEN,
            "time to first token of request 3, from the model's receipt",
            0.0578,
            0.0502,
            0.050,
            new Tolerance(Duration.ofMillis(5)),
            new Meanwhile(0.0004));

    assertThat(INFERENCE_PERF.classed(ttft).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  /**
   * free-form:48 on inference-perf (2026-12-05): 3.0 ms over the model's, the machine holding the
   * suite's threads off for 0.6 ms on one pass and more on the next; its end follows its own work
   * in every attempt, so the hold-ups excuse none of it.
   */
  @Test
  void anOffsetOnAFieldTheClientStampsOtherwiseIsItsOwnWhateverTheMachineHeldOff() {
    Check latency = latencyOfRequest1(0.5069, 0.505, 5, 0.0009, 0.0080);

    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);
    assertThat(twice(latency).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.PASS);
  }

  /**
   * po-sentences:35 on inference-perf's quiet pass (2026-12-05): 858.6 ms where the model's was
   * 840.x, inside the 20 ms the feature states, the fake a few ms behind on its 500 ms stall. The
   * fake's lateness is in the model's number already; the machine held nothing off, so the 18 ms
   * are inference-perf's tokenizing, as on the pass where they were 19.4 ms and failed.
   */
  @Test
  void anOffsetWhileTheModelWasLateIsStillTheClientsWhenTheMachineHeldNothingOff() {
    Check latency = latencyOfRequest1(0.5220, 0.510, 20, 0.0031, 0);

    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);
    Check decided = twice(latency);
    assertThat(decided.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(decided.message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 522.0 ms, true"
                + " 503.9 ms (18.1 ms too long). The model's send stamps and their way to the"
                + " benchmark make 0.3 ms of it at most")
        .contains("back in 2 attempts: inference-perf stamps");
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.PASS);
  }

  @Test
  void anOffsetFarBeyondWhatTheLateModelCouldMakeIsTheClientsOwnStamp() {
    // inference-perf tokenizing the answer on a crowded machine, the fake 3.1 ms behind
    Check latency = latencyOfRequest1(0.5959, 0.500, 0.0031);

    assertThat(twice(latency).message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 595.9 ms, true"
                + " 503.9 ms (92.0 ms too long)");
    assertThat(twice(latency).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void theEndOfAStreamSeenLateFromAClientThatStampsItAfterItsWorkLeavesTheRunFair() {
    Check lateEnd =
        DeliveryJudge.delivery(
                Metric.REQUEST_LATENCY, endSeenLate(0.0625), new Tolerance(Duration.ofMillis(5)))
            .stream()
            .filter(check -> check.verdict() == Verdict.INCONCLUSIVE)
            .findFirst()
            .orElseThrow();

    assertThat(INFERENCE_PERF.classed(lateEnd).verdict()).isEqualTo(Verdict.PASS);
    assertThat(TOKENPACE.classed(lateEnd).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  private static List<Delivery> endSeenLate(double lateness) {
    return List.of(
        new Delivery("request 1", Delivery.Of.CHUNK, "chunk 1", 1.0, 0.0004, -0.0001, 0),
        new Delivery("request 1", Delivery.Of.CHUNK, "chunk 2", 1.1, 0.0003, -0.0001, 0),
        new Delivery("request 1", Delivery.Of.CHUNK, "chunk 3", 1.2, 0.0004, -0.0001, 0),
        new Delivery(
            "request 1", Delivery.Of.END, "the end of the stream", 1.3, lateness, -0.0001, 0));
  }

  /** A time to first token reported 181.9 ms (true 100.5 ms) by a client that left 4 chunks out. */
  private static Optional<Check> droppedReasoningChunks(String what, double keptChunksModelValue) {
    return StatedJudge.droppedChunks(
        Metric.TIME_TO_FIRST_TOKEN,
        what,
        0.1819,
        0.1005,
        keptChunksModelValue,
        0.100,
        new Tolerance(Duration.ofMillis(10)),
        java.util.Map.of("reasoning", 4L));
  }

  /** Request 1's latency from the model's receipt (true 503.9 ms), held to 5 ms. */
  /**
   * The check as inference-perf's claims class it on a load it plays as written, decided after the
   * same in two attempts.
   */
  private static Check twice(Check check) {
    return twice(check, INFERENCE_PERF_AS_WRITTEN);
  }

  private static Check twice(Check check, ClientClaims claims) {
    Check classed = claims.classed(check);
    return Attempts.decide(classed, List.of(classed, classed));
  }

  private static Check latencyOfRequest1(double fromReceipt, double stated, double fakeLateness) {
    return latencyOfRequest1(fromReceipt, stated, 5, fakeLateness, 0);
  }

  /**
   * As above, held to {@code toleranceMs}, the machine holding the suite's threads off a core for
   * {@code heldOff}.
   */
  private static Check latencyOfRequest1(
      double fromReceipt, double stated, int toleranceMs, double fakeLateness, double heldOff) {
    return StatedJudge.stated(
        Metric.REQUEST_LATENCY,
        "request latency of request 1, from the model's receipt",
        fromReceipt,
        0.5039,
        stated,
        new Tolerance(Duration.ofMillis(toleranceMs)),
        new Meanwhile(fakeLateness, heldOff));
  }

  /** The run's third lowest time to first token (true 100.4 ms, stated 300 ms), held to 10 ms. */
  private static Check thirdLowestTimeToFirstToken(double fromReceipt) {
    return thirdLowestTimeToFirstToken(fromReceipt, 0.1004);
  }

  /** As above, the model's own number {@code model}. */
  private static Check thirdLowestTimeToFirstToken(double fromReceipt, double model) {
    return StatedJudge.stated(
        Metric.TIME_TO_FIRST_TOKEN,
        "the third lowest time to first token of the run, from the model's receipt",
        fromReceipt,
        model,
        0.300,
        new Tolerance(Duration.ofMillis(10)),
        new Meanwhile(0.0009));
  }
}
