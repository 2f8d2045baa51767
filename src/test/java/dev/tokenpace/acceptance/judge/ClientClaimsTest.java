package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.judge.ClaimingClients.INFERENCE_PERF;
import static dev.tokenpace.acceptance.judge.ClaimingClients.TOKENPACE;
import static dev.tokenpace.acceptance.judge.ClaimingClients.classedAs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.RateDefinition;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Only what a client claims to report, by the definition it claims, can be wrong. */
class ClientClaimsTest {

  private static final ClientClaims VLLM =
      new ClientClaims(
          new dev.tokenpace.acceptance.clients.VllmBenchClient(
              List.of("vllm-bench-serving"), Duration.ofSeconds(1)),
          Optional::empty);

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

    assertThat(
            classedAs(
                INFERENCE_PERF,
                errorRate,
                Verdict.NOT_REPORTED,
                "not reported: the error rate of the run"))
        .contains("has no error rate");
    assertThat(TOKENPACE.classed(errorRate).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void promptLengthsOfAClientThatSendsPromptsOfItsOwnArePlayedOtherwise() {
    ClientClaims ownPrompts =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.GuideLlmClient(
                List.of("guidellm"), Duration.ofSeconds(1), "v0.3.1"),
            () ->
                Optional.of(
                    new ClientClaims.Played("it sends synthetic prompts of its own", false)));
    Check lengths =
        DefinitionJudge.label(
            Counted.PROMPT_LENGTHS,
            "prompt lengths among the successes, in tokens",
            "[100, 4000]",
            "[1, 4]");

    assertThat(ownPrompts.classed(lengths).verdict()).isEqualTo(Verdict.PLAYS_OTHERWISE);
    assertThat(ownPrompts.classed(lengths).message()).contains("synthetic prompts of its own");
    assertThat(TOKENPACE.classed(lengths).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aBenchmarkTimeOverAWindowOfTheClientsOwnIsNotHeldToItsRequestsStamps() {
    // vLLM keeps no request's start: the suite's first start to last end would be its own making
    Check benchmarkTime =
        DefinitionJudge.value(Counted.BENCHMARK_TIME, "the run's benchmark time", 5.032, 5.036);

    assertThat(
            classedAs(
                VLLM,
                benchmarkTime,
                Verdict.NOT_REPORTED,
                "not reported: the run's benchmark time"))
        .contains("benchmark_serving.py:654, 697");
    assertThat(TOKENPACE.classed(benchmarkTime).verdict()).isEqualTo(Verdict.FAIL);
  }

  @Test
  void aStartFarBeforeTheConnectFromAClientThatBuildsItsHttpClientAfterItIsItsOwnWork() {
    ClientClaims guidellm =
        new ClientClaims(
            new dev.tokenpace.acceptance.clients.GuideLlmClient(
                List.of("guidellm"), Duration.ofSeconds(1), "v0.3.1"),
            Optional::empty);
    Check early = connectEarly(0.0545).with(new Check.Late(List.of("request 3"), 0.0545, 0.0011));

    assertThat(
            classedAs(
                guidellm,
                early,
                Verdict.FAIL,
                "time to first token of request 3: counted from a start the benchmark stamped"
                    + " 54.5 ms before the model accepted the connection, so reported up to that"
                    + " much too long"))
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
        new Reason.ConnectEarly(seconds, 0.020, "request 3"));
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

    classedAs(
        guidellm,
        undefined,
        Verdict.NOT_REPORTED,
        "not reported: time to first token of request 3 by its own chunks");
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

    assertThat(
            classedAs(
                VLLM,
                minimum,
                Verdict.NOT_REPORTED,
                "not reported: the minimum time to first token of the run"))
        .contains("gives no minimum of time to first token");
    assertThat(VLLM.classed(median).verdict()).isEqualTo(Verdict.FAIL);
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
  void aThroughputByItsDefinitionFromAClientThatKeepsNoStartIsNotReported() {
    Check throughput =
        DefinitionJudge.rate(
            Throughput.REQUESTS,
            "the run's request throughput, by its definition",
            7.982,
            8.0,
            "requests per second",
            RateDefinition.Of.RUN_THROUGHPUT);

    assertThat(
            classedAs(
                VLLM,
                throughput,
                Verdict.NOT_REPORTED,
                "not reported: the run's request throughput, by its definition"))
        .contains("benchmark_duration");
    assertThat(TOKENPACE.classed(throughput).verdict()).isEqualTo(Verdict.FAIL);
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
  void amongWrongNumbersTheFurthestHeadsTheMessage() {
    // multi-token-chunks:7 on inference-perf: its maximum is 8 µs off, its minimum 83 ms
    Check maximum =
        DefinitionJudge.value(
            Metric.INTER_TOKEN_LATENCY, "the maximum inter-token latency", 0.250036, 0.250028);
    Check minimum =
        DefinitionJudge.value(
            Metric.INTER_TOKEN_LATENCY, "the minimum inter-token latency", 0.0, 0.08333);

    String message = Sentences.scenarioFailed(List.of(maximum, minimum), 1);

    assertThat(message.lines().findFirst().orElseThrow())
        .startsWith("2 checks failed: the minimum inter-token latency: the report says 0.000 ms");
  }
}
