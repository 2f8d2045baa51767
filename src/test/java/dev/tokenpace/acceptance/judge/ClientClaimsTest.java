package dev.tokenpace.acceptance.judge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.clients.ClientUnderTest;
import dev.tokenpace.acceptance.clients.InferencePerfClient;
import dev.tokenpace.acceptance.evidence.Delivery;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.RateDefinition;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Only what a client claims to report, by the definition it claims, can be wrong. */
class ClientClaimsTest {

  private static final ClientClaims INFERENCE_PERF =
      new ClientClaims(
          new InferencePerfClient(List.of("inference-perf"), Duration.ofSeconds(1), "7de5ef2"),
          () ->
              new InferencePerfClient(List.of("x"), Duration.ofSeconds(1), "x")
                  .playsOtherwise("concurrent"));
  private static final ClientClaims TOKENPACE =
      new ClientClaims(new Tokenpace(), java.util.Optional::empty);

  @Test
  void aFieldTheClientDoesNotHaveIsNotReportedNotWrong() {
    Check errorRate =
        DefinitionJudge.rate(
            Counted.ERROR_RATE,
            "the error rate of the run",
            null,
            10.0,
            "%",
            RateDefinition.Of.ERROR_RATE);

    assertThat(INFERENCE_PERF.classed(errorRate).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(INFERENCE_PERF.classed(errorRate).message())
        .startsWith("not reported: the error rate of the run")
        .contains("has no error rate");
    assertThat(TOKENPACE.classed(errorRate).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aStartFarBeforeTheConnectFromAClientThatBuildsItsHttpClientAfterItIsItsOwnWork() {
    ClientClaims guidellm =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.GuideLlmClient(
                List.of("guidellm"), Duration.ofSeconds(1), "v0.3.1"),
            Optional::empty);
    Check early = connectEarly(0.0545).with(new Check.Late(List.of("request 3"), 0.0545, 0.0011));

    Check classed = guidellm.classed(early);

    assertThat(classed.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(classed.message())
        .startsWith(
            "the start of request 3, against the model accepting its connection: the benchmark"
                + " started it 54.5 ms before the model accepted the connection")
        .contains("backend/openai.py:603");
    assertThat(INFERENCE_PERF.classed(early).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(
            guidellm.classed(connectEarly(0.0545).with(new Check.HeldOff(0.0545, 0.050))).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  private static Check connectEarly(double seconds) {
    return Check.inconclusive(
        Judgement.CONNECT,
        Metric.TIME_TO_FIRST_TOKEN,
        "the start of request 3, against the model accepting its connection",
        new Value.AtMost(new Value.Before(new Value.Millis(0.020))),
        new Value.Millis(seconds),
        new Reason.ConnectEarly(seconds, 0.020));
  }

  /** GuideLLM keeps no chunks: its numbers have no definition from its own chunk stamps. */
  @Test
  void aChecksOnTheChunksOfAClientThatKeepsNoneAreNotReported() {
    ClientClaims guidellm =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.GuideLlmClient(
                List.of("guidellm"), Duration.ofSeconds(1), "v0.3.1"),
            Optional::empty);
    Check undefined =
        DefinitionJudge.value(
            Metric.TIME_TO_FIRST_TOKEN, "time to first token of request 3", 0.150867, null);
    Check chunks =
        Check.failed(
                Judgement.COUNT_OR_LABEL,
                Counted.OUTPUT_TOKENS,
                "chunks with tokens of request 3",
                new Value.Count(6),
                new Value.Count(0),
                new Reason.ChunksUnpaired("request 3", 0, 6, Map.of()))
            .with(new Check.Unpaired());

    assertThat(guidellm.classed(undefined).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(guidellm.classed(undefined).message())
        .startsWith("not reported: time to first token of request 3 by its own chunks");
    assertThat(guidellm.classed(chunks).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(TOKENPACE.classed(undefined).verdict()).isEqualTo(Verdict.FAIL);
  }

  /** inference-perf's summary has a schedule delay its requests do not: nothing to trace it to. */
  @Test
  void aRunFigureTheClientsRequestsDoNotCarryIsNotHeldToTheSuitesStandIn() {
    Check maximum =
        DefinitionJudge.value(
                Metric.SCHEDULE_DELAY, "the maximum schedule delay of the run", 0.143126, 0.0)
            .ofTheRun(Statistic.MAXIMUM);

    assertThat(INFERENCE_PERF.classed(maximum).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(TOKENPACE.classed(maximum).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aStatisticTheClientsSummaryLacksIsNotReported() {
    ClientClaims vllm =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.VllmBenchClient(
                List.of("vllm-bench-serving"), Duration.ofSeconds(1)),
            Optional::empty);
    Check minimum =
        DefinitionJudge.value(
                Metric.TIME_TO_FIRST_TOKEN,
                "the minimum time to first token of the run",
                null,
                0.021)
            .ofTheRun(Statistic.MINIMUM);
    Check median =
        DefinitionJudge.value(
                Metric.TIME_TO_FIRST_TOKEN,
                "the median time to first token of the run",
                null,
                0.021)
            .ofTheRun(Statistic.MEDIAN);

    assertThat(vllm.classed(minimum).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(vllm.classed(minimum).message())
        .startsWith("not reported: the minimum time to first token of the run")
        .contains("gives no minimum of time to first token");
    assertThat(vllm.classed(median).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(TOKENPACE.classed(minimum).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aRequestsValueOfAFieldTheClientGivesOnlyForTheRunIsNotReported() {
    Check delay =
        DefinitionJudge.value(Metric.SCHEDULE_DELAY, "schedule delay of request 1", null, 0.0);

    assertThat(INFERENCE_PERF.classed(delay).verdict()).isEqualTo(Verdict.NOT_REPORTED);
    assertThat(INFERENCE_PERF.classed(delay).message())
        .isEqualTo(
            "not reported: schedule delay of request 1 (inference-perf 7de5ef2 gives schedule"
                + " delay only for the whole run)");
    assertThat(TOKENPACE.classed(delay).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aLabelOfTheExpectedFamilyInOtherWordsIsLabelledOtherwise() {
    Check timeout =
        DefinitionJudge.label(
            Counted.FAILURE_LABEL, "failure label of request 12", "Timeout", "timeouterror");
    Check reset =
        DefinitionJudge.label(
            Counted.FAILURE_LABEL,
            "failure label of request 2",
            "Incomplete Stream",
            "Connection Error");

    assertThat(INFERENCE_PERF.classed(timeout).verdict()).isEqualTo(Verdict.LABELLED_OTHERWISE);
    assertThat(INFERENCE_PERF.classed(timeout).message())
        .isEqualTo(
            "labelled otherwise: failure label of request 12: inference-perf 7de5ef2 calls it"
                + " \"timeouterror\", tokenpace \"Timeout\" (both timeout)");
    assertThat(INFERENCE_PERF.classed(reset).verdict()).isEqualTo(Verdict.LABELLED_OTHERWISE);
    assertThat(TOKENPACE.classed(timeout).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aLabelOfAnotherFamilyStaysWrong() {
    Check succeeded =
        DefinitionJudge.label(
            Counted.FAILURE_LABEL,
            "failure label of request 2",
            "Incomplete Stream",
            "timeouterror");

    assertThat(INFERENCE_PERF.classed(succeeded).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aNumberOfAFieldTheClientReportsStaysWrongWithTheClientsReason() {
    Check ttft =
        DefinitionJudge.value(
            Metric.TIME_TO_FIRST_TOKEN, "time to first token of request 1", 0.180, 0.100);

    Check classed = INFERENCE_PERF.classed(ttft);

    assertThat(classed.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(classed.message())
        .contains("Note: inference-perf keeps only chunks with answer text");
  }

  @Test
  void theScenarioMessageOpensWithTheWrongNumberNotTheCountItFollowsFrom() {
    Check count = DefinitionJudge.count(Counted.OUTPUT_TOKENS, "output tokens of request 1", 7, 3);
    Check ttft =
        DefinitionJudge.value(
            Metric.TIME_TO_FIRST_TOKEN, "time to first token of request 1", 0.180, 0.100);

    String message = Sentences.scenarioFailed(List.of(count, ttft), 1);

    assertThat(message.lines().findFirst().orElseThrow())
        .startsWith("2 checks failed: time to first token of request 1: the report says 180");
  }

  @Test
  void aNumberTheModelGaveTheLoadTheClientPlayedIsPlaysOtherwise() {
    Check third = thirdLowestTimeToFirstToken(0.1007);

    Check classed = INFERENCE_PERF.classed(third);

    assertThat(classed.verdict()).isEqualTo(Verdict.PLAYS_OTHERWISE);
    assertThat(classed.message())
        .startsWith("plays otherwise: inference-perf plays a concurrent stage as a ramp")
        .contains("reported 100.7 ms, the model's own number for that load");
    assertThat(TOKENPACE.classed(third).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aNumberTheClientGotWrongUnderTheLoadItPlayedIsWrongAgainstWhatTheModelPlayed() {
    Check third = thirdLowestTimeToFirstToken(0.1807);

    Check classed = INFERENCE_PERF.classed(third);

    assertThat(classed.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(classed.message())
        .startsWith(
            "the third lowest time to first token of the run, from the model's receipt: reported"
                + " 180.7 ms, true 100.4 ms (80.3 ms too long) as the model played it")
        .contains("inference-perf plays a concurrent stage as a ramp");
  }

  @Test
  void aSteadyOffsetOnAFieldTheClientMeasuresOtherwiseIsItsOwnNotOneLateDelivery() {
    Check latency = latencyOfRequest1(0.5112, 0.500, 0.0004);

    assertThat(latency.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(INFERENCE_PERF.classed(latency).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(INFERENCE_PERF.classed(latency).message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 511.2 ms, true"
                + " 503.9 ms (7.3 ms too long)")
        .contains("the offset is the benchmark's own stamp, in every attempt: inference-perf");
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void theClientsOwnOffsetIsWrongAlsoWhenThisAttemptFellInsideTheTolerance() {
    Check latency = latencyOfRequest1(0.5088, 0.505, 0.0004);

    assertThat(latency.verdict()).isEqualTo(Verdict.PASS);
    assertThat(INFERENCE_PERF.classed(latency).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(TOKENPACE.classed(latency).verdict()).isEqualTo(Verdict.PASS);
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
    Check classed = INFERENCE_PERF.classed(dropped.get());
    assertThat(classed.verdict()).isEqualTo(Verdict.FAIL);
    assertThat(classed.message())
        .startsWith(what + ": reported 181.9 ms, true 100.5 ms (81.4 ms too long)")
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

  @Test
  void anOffsetWhileTheModelWasLateStaysTheMachines() {
    Check latency = latencyOfRequest1(0.5112, 0.500, 0.0031);

    assertThat(INFERENCE_PERF.classed(latency).verdict()).isNotEqualTo(Verdict.FAIL);
  }

  @Test
  void anOffsetFarBeyondWhatTheLateModelCouldMakeIsTheClientsOwnStamp() {
    // inference-perf tokenizing the answer on a crowded machine, the fake 3.1 ms behind
    Check latency = latencyOfRequest1(0.5959, 0.500, 0.0031);

    assertThat(INFERENCE_PERF.classed(latency).verdict()).isEqualTo(Verdict.FAIL);
    assertThat(INFERENCE_PERF.classed(latency).message())
        .startsWith(
            "request latency of request 1, from the model's receipt: reported 595.9 ms, true"
                + " 503.9 ms (92.0 ms too long)");
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
  private static Check latencyOfRequest1(double fromReceipt, double stated, double fakeLateness) {
    return StatedJudge.stated(
        Metric.REQUEST_LATENCY,
        "request latency of request 1, from the model's receipt",
        fromReceipt,
        0.5039,
        stated,
        new Tolerance(Duration.ofMillis(5)),
        new Meanwhile(fakeLateness));
  }

  /** The run's third lowest time to first token (true 100.4 ms, stated 300 ms), held to 10 ms. */
  private static Check thirdLowestTimeToFirstToken(double fromReceipt) {
    return StatedJudge.stated(
        Metric.TIME_TO_FIRST_TOKEN,
        "the third lowest time to first token of the run, from the model's receipt",
        fromReceipt,
        0.1004,
        0.300,
        new Tolerance(Duration.ofMillis(10)),
        new Meanwhile(0.0009));
  }

  /** tokenpace's claims, without a pipeline behind them. */
  private static final class Tokenpace implements ClientUnderTest {
    @Override
    public String description() {
      return "tokenpace";
    }

    @Override
    public Optional<String> cannotPlay(Collection<String> scenarioTags) {
      return Optional.empty();
    }

    @Override
    public RunReport run(Path config, Path reportDir, List<String> options) {
      throw new UnsupportedOperationException();
    }
  }
}
