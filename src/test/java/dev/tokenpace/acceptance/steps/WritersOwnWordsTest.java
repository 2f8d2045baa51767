package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.ClaimReading.TTFT;
import static dev.tokenpace.acceptance.steps.ClaimReading.about;
import static dev.tokenpace.acceptance.steps.ClaimReading.ms;
import static dev.tokenpace.acceptance.steps.ClaimReading.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Others;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokensEach;
import dev.tokenpace.acceptance.steps.ReportClaim.RateOf;
import dev.tokenpace.acceptance.steps.ReportClaim.RunDuration;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Claims, servers and loads said the way product owners write them without the glossary open: a
 * metric said once before its statistics, a reason after a claim, a batching formula, a model
 * loaded on the first request.
 */
class WritersOwnWordsTest {

  private static final Metric LATENCY = Metric.REQUEST_LATENCY;
  private static final Metric TPOT = Metric.TIME_PER_OUTPUT_TOKEN;
  private static final Metric ITL = Metric.INTER_TOKEN_LATENCY;

  @Test
  void aMetricSaidOnceBeforeItsStatisticsAnywhereInTheSentence() {
    assertThat(parse("TTFT reads mean 187.5 ms, max 275 ms, and latency reads mean 262.5 ms"))
        .containsExactly(
            new StatisticOf(Statistic.MEAN, TTFT, about(187.5), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(275), null),
            new StatisticOf(Statistic.MEAN, LATENCY, about(262.5), null));
  }

  @Test
  void aStatisticAfterAListIsOfTheListsMetric() {
    assertThat(parse("the TTFTs are 3000, 50 and 50 ms, giving mean 1033.33 ms and max 3000 ms"))
        .containsExactly(
            new ReportClaim.Listed(TTFT, List.of(ms(3000), ms(50), ms(50)), null),
            new StatisticOf(Statistic.MEAN, TTFT, about(1033.33), null),
            new StatisticOf(Statistic.MAXIMUM, TTFT, about(3000), null));
    assertThat(parse("normalized TPOT comes out at 8.5, 12.5 and 27.5 ms, with a mean of 16.17 ms"))
        .hasSize(2)
        .last()
        .isEqualTo(
            new StatisticOf(
                Statistic.MEAN, Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN, about(16.17), null));
  }

  @Test
  void aReasonGivenAfterAClaimStatesNothingTheReportShows() {
    assertThat(parse("TTFT is 120 ms, not 10 or 40 ms, because the empty chunks carry no token"))
        .containsExactly(new MetricOf(TTFT, about(120), new TheRun(), ms(10)));
    assertThat(parse("8 output tokens are counted, leaving out the 2 tokens of the cut answer"))
        .containsExactly(new TotalTokens(8));
  }

  @Test
  void everyGapAndEveryRequestAreTheRequestsOfTheRun() {
    assertThat(parse("every inter-token gap is 50 ms"))
        .containsExactly(new MetricOf(ITL, about(50), new TheRun(), null));
    assertThat(parse("TPOT stays at 10 ms on all four"))
        .containsExactly(new MetricOf(TPOT, about(10), new Every(), null));
    assertThat(parse("TPOT is exactly 5 ms on every request"))
        .containsExactly(new MetricOf(TPOT, about(5), new Every(), null));
    assertThat(parse("every inter-token gap and every TPOT is 25 ms"))
        .containsExactly(
            new MetricOf(ITL, about(25), new TheRun(), null),
            new MetricOf(TPOT, about(25), new TheRun(), null));
  }

  @Test
  void theRequestsThatFollowTakeTheMetricOfTheClaimBefore() {
    List<ReportClaim> claims =
        parse("the first request has a TTFT of 210 ms and the three that follow have 15 ms each");
    assertThat(claims).hasSize(2);
    assertThat(claims.get(1)).isInstanceOf(MetricOf.class);
    MetricOf others = (MetricOf) claims.get(1);
    assertThat(others.value()).isEqualTo(about(15));
    assertThat(others.who()).isInstanceOf(Others.class);
    assertThat(((Others) others.who()).count()).isEqualTo(3);
  }

  @Test
  void countsSaidAsWhatTheReportCounted() {
    assertThat(parse("4 requests succeed, none fail, and 16 output tokens are counted"))
        .containsExactly(new Successes(4), new Failures(0), new TotalTokens(16));
    assertThat(parse("the request succeeds with 6 output tokens"))
        .containsExactly(new Failures(0), new OutputTokensEach(6));
  }

  @Test
  void aRunsDurationSaidBeforeItsThroughputIsAClaimOfItsOwn() {
    assertThat(parse("over the 450 ms run throughput is 44.44 output tokens per second"))
        .containsExactly(
            new RateOf(Throughput.OUTPUT_TOKENS, 44.44, null), new RunDuration(about(450)));
    assertThat(parse("throughput over the 2.82 s run is 0.71 successful requests per second"))
        .containsExactly(
            new RateOf(Throughput.REQUESTS, 0.71, null),
            new RunDuration(
                new dev.tokenpace.acceptance.verdict.Stated(Duration.ofMillis(2820), null)));
  }

  @Test
  void aLineAfterTheRunIsReadAsClaimsAfterWhoShowsThem() {
    assertThat(ClaimSentence.read("tokenpace reports a mean TTFT of 100 ms"))
        .containsExactly(new StatisticOf(Statistic.MEAN, TTFT, about(100), null));
    assertThat(ClaimSentence.read("every request shows a TTFT of 250 ms"))
        .containsExactly(new MetricOf(TTFT, about(250), new TheRun(), null));
    assertThatThrownBy(() -> ClaimSentence.read("the report warns that the usage disagrees"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot read");
  }

  @Test
  void aBatchingFormulaIsTheLinearPaceOfTheRequestsInFlight() {
    ServerSentence server =
        ServerSentence.read(
                "a fake chat server that batches requests, so with N requests in flight the first"
                    + " token comes 100 + 50 x (N - 1) ms after the request and each further token"
                    + " follows 20 + 10 x (N - 1) ms after the previous one")
            .orElseThrow();
    assertThat(server.first()).isEqualTo(ms(100));
    assertThat(server.firstPerOther()).isEqualTo(ms(50));
    assertThat(server.gap()).isEqualTo(ms(20));
    assertThat(server.gapPerOther()).isEqualTo(ms(10));
  }

  @Test
  void aModelLoadedOnTheFirstRequestIsAColdStartOfOne() {
    ServerSentence server =
        ServerSentence.read(
                "a fake server that must load its model when the first request arrives, so that"
                    + " request gets its first token only after 3000 ms")
            .orElseThrow();
    assertThat(server.traits()).containsExactly(new ServerTrait.FirstRequestsWait(1, ms(3000)));
  }

  @Test
  void aColdStartSaidFromTheFirstRequestsSideWithTheLaterOnesWait() {
    ServerSentence server =
        ServerSentence.read(
                "the server's first ever request gets its first token after 1500 ms, every later"
                    + " one after 100 ms, with 10 tokens spaced 30 ms apart")
            .orElseThrow();
    assertThat(server.traits()).containsExactly(new ServerTrait.FirstRequestsWait(1, ms(1500)));
    assertThat(server.first()).isEqualTo(ms(100));
    assertThat(server.words()).isEqualTo(10);
    assertThat(server.gap()).isEqualTo(ms(30));
    assertThat(
            ServerSentence.read(
                    "it sends the first token after 2 s for the very first request it receives and"
                        + " after 80 ms for every later request")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(1, ms(2000)));
  }

  @Test
  void emptyChunksEveryFewMillisecondsUntilTheFirstWordAreAsManyAsItsWaitHolds() {
    ServerSentence server =
        ServerSentence.read(
                "the server sends an empty chunk every 50 ms until the first real token at 300 ms,"
                    + " then 5 tokens in total spaced 25 ms apart")
            .orElseThrow();
    assertThat(server.empties()).isEqualTo(5);
    assertThat(server.emptiesWithin()).isEqualTo(ms(250));
    assertThat(server.first()).isEqualTo(ms(300));
    assertThat(server.words()).isEqualTo(5);
    assertThat(server.gap()).isEqualTo(ms(25));
    assertThat(
            ServerSentence.read(
                    "it sends empty chunks every 40 ms before its first word, which comes after 100"
                        + " ms")
                .orElseThrow()
                .empties())
        .isEqualTo(2);
  }

  @Test
  void aPrefillSaidAsHowFastTheServerReadsThePrompt() {
    ServerSentence server =
        ServerSentence.read(
                "the server reads it at 1 ms per token before answering, and each answer has 21"
                    + " tokens spaced 10 ms apart")
            .orElseThrow();
    assertThat(server.traits()).containsExactly(new ServerTrait.Prefill(Duration.ofSeconds(1)));
    assertThat(server.words()).isEqualTo(21);
  }

  @Test
  void anAnswerOfTheRequestsAFullServerAcceptsIsEveryAnswer() {
    ServerSentence server =
        ServerSentence.read(
                "each accepted answer starts after 100 ms and has 5 tokens spaced 25 ms apart")
            .orElseThrow();
    assertThat(server.first()).isEqualTo(ms(100));
    assertThat(server.words()).isEqualTo(5);
  }

  @Test
  void anAnswerPastWhatWasAskedForAndTheUsageItClaims() {
    ServerSentence server =
        ServerSentence.read(
                "a fake server that ignores max_tokens: asked for 4 tokens it streams 10, the first"
                    + " at 50 ms and the rest 10 ms apart")
            .orElseThrow();
    assertThat(server.words()).isEqualTo(10);
    assertThat(server.traits()).contains(new ServerTrait.IgnoresMaxTokens());
    assertThat(
            ServerSentence.read("its final usage block nevertheless claims completion_tokens of 4"))
        .isPresent();
  }

  @Test
  void loadsSaidWithTheirOwnWords() {
    assertThat(LoadSentence.read("tokenpace fires 4 requests at the same moment with max_tokens 4"))
        .hasValueSatisfying(load -> assertThat(load.concurrency()).isEqualTo(4));
    assertThat(
            LoadSentence.read(
                "I run tokenpace for 4 requests one at a time, each using the same 2,000-token"
                    + " prompt"))
        .hasValueSatisfying(load -> assertThat(load.promptTokens()).isEqualTo(2000));
    assertThat(
            LoadSentence.read(
                "I run tokenpace with these 5 requests one at a time, each sent as soon as the"
                    + " previous one ends, with a 2000 ms request timeout"))
        .hasValueSatisfying(load -> assertThat(load.concurrency()).isEqualTo(1));
  }

  @Test
  void theRequestsSentAndASecondReportSaidInOneSentence() {
    assertThat(parse("5 requests sent, 1 succeeded and 4 failed"))
        .containsExactly(new ReportClaim.Sent(5), new Successes(1), new Failures(4));
    assertThat(
            parse(
                "both requests count as successful and the report shows 38.89 output tokens per"
                    + " second"))
        .containsExactly(
            new ReportClaim.AllSucceeded(2), new RateOf(Throughput.OUTPUT_TOKENS, 38.89, null));
  }

  @Test
  void faultsOfRequestsByTheirOrderSaidInOneBreath() {
    ServerSentence server =
        ServerSentence.read(
                "it answers the 2nd request with HTTP 500, the 3rd with HTTP 429, drops the"
                    + " connection of the 4th after 3 tokens, and never answers the 5th")
            .orElseThrow();
    assertThat(server.traits()).hasSize(4);
    assertThat(server.traits().get(2)).isInstanceOf(ServerTrait.DropShare.class);
    assertThat(server.traits().get(3)).isInstanceOf(ServerTrait.SilentShare.class);
    assertThat(
            ServerSentence.read(
                "it freezes for 1000 ms between the 5th and 6th token instead of 20 ms"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(5, ms(1000), null)));
  }

  @Test
  void aPrefillTheCacheSparesAndAPaceOnceARequestStarts() {
    assertThat(
            ServerSentence.read(
                "a model server that takes 50 ms plus 0.5 ms per prompt token to send the first"
                    + " token of a prompt it has not seen before"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(
                        new ServerTrait.Prefill(ms(500)), new ServerTrait.PromptCache()));
    assertThat(
            ServerSentence.read(
                "once it starts a request it sends the first token after 200 ms and then 9 more"
                    + " tokens 20 ms apart"))
        .hasValueSatisfying(s -> assertThat(s.first()).isEqualTo(ms(200)));
  }

  @Test
  void aLoadWithHowTheServerAnswersItAndTheSamePromptSentAgain() {
    assertThat(
            LoadAndAnswer.read(
                "tokenpace sends 4 requests all at once, each with max_tokens 11, and the server"
                    + " answers each with 11 tokens",
                null))
        .hasValueSatisfying(
            both -> {
              assertThat(both.load().concurrency()).isEqualTo(4);
              assertThat(both.answer().words()).isEqualTo(11);
            });
    assertThat(
            LoadSentence.read(
                "tokenpace sends the same 2000-token prompt 3 times, one at a time, with max_tokens"
                    + " 5"))
        .hasValueSatisfying(
            load -> {
              assertThat(load.requests()).isEqualTo(3);
              assertThat(load.samePrompt()).isTrue();
            });
  }

  @Test
  void aServerSaidThroughItsStreamAndItsRequests() {
    assertThat(
            ServerSentence.read(
                "a model server whose stream starts at 50 ms with a chunk that carries only the"
                    + " assistant role, then a chunk with empty text at 80 ms"))
        .hasValueSatisfying(s -> assertThat(s.leading()).hasSize(2));
    assertThat(
            ServerSentence.read(
                "it sends the first real token at 150 ms and then tokens 20 ms apart, except for a"
                    + " 1000 ms stall between the 5th and 6th token"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.gap()).isEqualTo(ms(20));
              assertThat(s.traits())
                  .containsExactly(new ServerTrait.PauseBetween(5, ms(1000), null));
            });
    assertThat(ServerSentence.read("it closes the stream right after the 10th token"))
        .hasValueSatisfying(s -> assertThat(s.words()).isEqualTo(10));
    assertThat(
            ServerSentence.read(
                "each request it accepts gets its first token after 100 ms, then 7 more tokens 25"
                    + " ms apart"))
        .hasValueSatisfying(s -> assertThat(s.first()).isEqualTo(ms(100)));
    assertThat(
            ServerSentence.read(
                "it remembers every prompt it has handled, so a repeated prompt costs only the 50"
                    + " ms, and after the first token it sends one every 10 ms"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(
                        new ServerTrait.PromptCache(), new ServerTrait.SeenPromptWait(ms(50))));
  }

  @Test
  void aBreakdownOfFailuresWithTheirOwnWords() {
    List<ReportClaim> claims =
        parse(
            "1 request succeeds and 3 fail: 1 with HTTP 500, 1 with its stream cut short and 1"
                + " timed out after 5000 ms");
    assertThat(claims).hasSize(5);
    assertThat(claims.subList(2, 5))
        .allMatch(
            c -> c instanceof ReportClaim.FailedAs || c instanceof ReportClaim.FailedWithStatus);
  }

  @Test
  void aColdStartSaidAsAnExtraWaitAddsToTheModelsOwn() {
    for (String line :
        List.of(
            "a server that needs an extra 2000 ms to warm up before answering its very first"
                + " request",
            "the very first request it ever receives waits an extra 2000 ms while the model loads",
            "a model server that needs an extra 2000 ms before its very first answer while it loads"
                + " the model")) {
      assertThat(ServerSentence.read(line))
          .as(line)
          .hasValueSatisfying(
              s ->
                  assertThat(s.traits())
                      .containsExactly(new ServerTrait.FirstRequestsExtra(1, ms(2000))));
    }
  }

  @Test
  void answersNumberedByTheirOrderAndAGapSaidAsWhatItIs() {
    assertThat(
            ServerSentence.read(
                "whose second answer is an immediate HTTP 503 error and whose fourth answer never"
                    + " arrives at all"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(2));
    assertThat(
            ServerSentence.read("the gap between the 5th and 6th token is 500 ms instead of 20 ms"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(5, ms(500), null)));
    assertThat(
            ServerSentence.read(
                "it starts answering 50 ms after a request arrives plus 0.2 ms for every prompt"
                    + " token, then sends one token every 25 ms"))
        .hasValueSatisfying(
            s -> assertThat(s.traits()).containsExactly(new ServerTrait.Prefill(ms(200))));
    assertThat(ServerSentence.read("whose tokens are 10 ms apart"))
        .hasValueSatisfying(s -> assertThat(s.gap()).isEqualTo(ms(10)));
  }

  @Test
  void aColdStartSaidAsWhatItSpendsLoadingAndTheLineAfterIt() {
    assertThat(
            ServerSentence.read(
                "a server that spends 3000 ms loading the model before answering its first"
                    + " request"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.FirstRequestsExtra(1, ms(3000))));
    assertThat(
            ServerSentence.read(
                "after that the server sends the first token after 100 ms and then a token every 40"
                    + " ms"))
        .hasValueSatisfying(s -> assertThat(s.gap()).isEqualTo(ms(40)));
    assertThat(ServerSentence.read("the server then sends a token every 25 ms"))
        .hasValueSatisfying(s -> assertThat(s.gap()).isEqualTo(ms(25)));
  }

  @Test
  void aStallBeforeAWordAnErrorInBracketsAndAnAnswerPastTheLimit() {
    assertThat(
            ServerSentence.read(
                "the server stalls for 2000 ms instead of 20 ms before the fourth token"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(3, ms(2000), null)));
    assertThat(ServerSentence.read("the server answers request 5 with a server error (HTTP 500)"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
    assertThat(ServerSentence.read("the server sends 15 tokens even when asked for 10"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.words()).isEqualTo(15);
              assertThat(s.traits()).contains(new ServerTrait.IgnoresMaxTokens());
            });
    assertThat(
            ServerSentence.read(
                "each request gets its first token 200 ms after it starts being worked on and then"
                    + " a token every 50 ms"))
        .hasValueSatisfying(s -> assertThat(s.first()).isEqualTo(ms(200)));
  }

  @Test
  void promptsListedWithoutACountAndTheSamePromptWithoutALength() {
    assertThat(
            LoadSentence.read(
                "I send prompts of 100, 500, 1000 and 2000 tokens, one after another, each asking"
                    + " for 10 output tokens"))
        .hasValueSatisfying(load -> assertThat(load.requests()).isEqualTo(4));
    assertThat(
            LoadSentence.read(
                "I send the same prompt 5 times, one after another, each asking for 5 output"
                    + " tokens"))
        .hasValueSatisfying(load -> assertThat(load.samePrompt()).isTrue());
  }

  @Test
  void aCountSentWhatBecameOfItAndWhereTheStatisticsComeFrom() {
    assertThat(parse("10 requests, 7 successful and 3 failed, a failure rate of 30%"))
        .hasSize(4)
        .first()
        .isEqualTo(new ReportClaim.Sent(10));
    assertThat(parse("a TPOT of 40 ms, so the slow start does not change the TPOT")).hasSize(1);
    assertThat(
            parse("a mean TTFT of 100 ms and a TPOT of 30 ms, from the 7 successful requests only"))
        .hasSize(3);
  }

  @Test
  void aMalformedChunkPartWayThroughTheRequestsNamed() {
    assertThat(
            ServerSentence.read(
                "the server sends a chunk that is not valid JSON in the middle of request 8"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(
                        new ServerTrait.MalformedShare(
                            new ServerTrait.Named(RequestSet.parse("request 8")),
                            ServerTrait.MalformedShare.HALFWAY)));
    assertThat(ServerSentence.read("sends a malformed chunk after 3 tokens on request 2"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
  }

  @Test
  void waitsSaidAfterWhatTheyAreForAndTheRestOfTheRequests() {
    assertThat(
            ServerSentence.read(
                "a server that sends the first token 300 ms after a prompt it has not seen before,"
                    + " and 100 ms after a prompt it has seen before"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(
                        new ServerTrait.NewPromptWait(ms(300), 0),
                        new ServerTrait.SeenPromptWait(ms(100))));
    assertThat(
            ServerSentence.read(
                "a server that sends the first token 50 ms after a request arrives, however busy it"
                    + " is"))
        .hasValueSatisfying(s -> assertThat(s.first()).isEqualTo(ms(50)));
    assertThat(
            ServerSentence.read(
                "each later token takes 20 ms plus 10 ms for every other request it is working on"
                    + " at that moment"))
        .hasValueSatisfying(s -> assertThat(s.gapPerOther()).isEqualTo(ms(10)));
    assertThat(
            ServerSentence.read(
                "answers every other request with the first token after 100 ms, then 4 more tokens"
                    + " 20 ms apart"))
        .hasValueSatisfying(s -> assertThat(s.words()).isEqualTo(5));
    assertThat(
            ServerSentence.read(
                "a server that needs 2000 ms to load its model before it can work on its very first"
                    + " request"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.FirstRequestsExtra(1, ms(2000))));
    assertThat(
            ServerSentence.read(
                "a server that ignores the output limit and always answers with 15 tokens"))
        .hasValueSatisfying(s -> assertThat(s.words()).isEqualTo(15));
    assertThat(ServerSentence.read("drops the connection on request 5 after sending 2 tokens"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
    assertThat(
            LoadSentence.read(
                "the benchmark sends a 1000-token prompt and then a 3000-token prompt, one after"
                    + " another"))
        .hasValueSatisfying(load -> assertThat(load.promptMix()).containsExactly(1000, 3000));
  }

  @Test
  void wordlessChunksSaidInARowAndAnEndWithTheUsage() {
    assertThat(
            ServerSentence.read(
                "a server that first sends a keep-alive comment line and a chunk with the assistant"
                    + " role but no text"))
        .hasValueSatisfying(
            s ->
                assertThat(s.leading())
                    .extracting(LeadingChunks::kind)
                    .containsExactly(
                        dev.tokenpace.acceptance.script.ChunkKind.KEEP_ALIVE,
                        dev.tokenpace.acceptance.script.ChunkKind.ROLE));
    assertThat(
            ServerSentence.read(
                "it streams 3 words 10 ms apart and ends with a chunk that carries only usage"
                    + " figures and no text, then the done marker"))
        .hasValueSatisfying(s -> assertThat(s.words()).isEqualTo(3));
  }

  @Test
  void theRestOfAnAnswerItsLengthInAllAndFaultsByTheWordTheyFollow() {
    assertThat(
            ServerSentence.read(
                "once it starts on a request it sends the first token after 200 ms and the rest 10"
                    + " ms apart, 10 tokens in all"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.first()).isEqualTo(ms(200));
              assertThat(s.gap()).isEqualTo(ms(10));
              assertThat(s.words()).isEqualTo(10);
            });
    assertThat(
            ServerSentence.read(
                "a server that takes 300 ms to send the first token for a prompt it has not seen"
                    + " before and 50 ms for one it has"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(2));
    assertThat(
            ServerSentence.read(
                "a server that spends 5 seconds loading its model when its first request ever"
                    + " arrives"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.FirstRequestsExtra(1, ms(5000))));
    assertThat(
            ServerSentence.read(
                "it answers the 3rd and 7th request it gets with an \"overloaded\" error, with no"
                    + " delay"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
    assertThat(
            ServerSentence.read(
                "it then sends 6 tokens, the first after 100 ms and the rest 20 ms apart, except"
                    + " the 4th comes 1000 ms after the 3rd"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(3, ms(1000), null)));
    assertThat(
            ServerSentence.read(
                "for the 2nd request it gets, it sends a chunk that is not readable JSON after the"
                    + " 5th token and ends the stream"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(
                        new ServerTrait.MalformedShare(
                            new ServerTrait.Named(RequestSet.parse("the 2nd request")), 5, true)));
    assertThat(
            ServerSentence.read(
                "it drops the connection of the 5th request right after sending its 4th token"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
  }

  @Test
  void aPaceCountingTheRequestItselfIsTheOthersPaceFromOneMoreStep() {
    assertThat(
            ServerSentence.read(
                "its gap between tokens is 10 ms plus 5 ms for every request it is working on,"
                    + " counting this one"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.gap()).isEqualTo(ms(15));
              assertThat(s.gapPerOther()).isEqualTo(ms(5));
            });
  }

  @Test
  void wordlessChunksEachAtItsMomentAndWordsAtEvenMoments() {
    assertThat(
            ServerSentence.read(
                "the server sends a role-only chunk at 50 ms, a chunk with empty content at 80 ms"
                    + " and a keep-alive comment at 120 ms"))
        .hasValueSatisfying(
            s ->
                assertThat(s.leading())
                    .containsExactly(
                        new LeadingChunks(
                            dev.tokenpace.acceptance.script.ChunkKind.ROLE, List.of(ms(50))),
                        new LeadingChunks(
                            dev.tokenpace.acceptance.script.ChunkKind.CONTENT, List.of(ms(80))),
                        new LeadingChunks(
                            dev.tokenpace.acceptance.script.ChunkKind.KEEP_ALIVE,
                            List.of(ms(120)))));
    assertThat(
            ServerSentence.read(
                "it then sends 5 text tokens at 200, 230, 260, 290 and 320 ms, the last together"
                    + " with the finish reason and usage"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.first()).isEqualTo(ms(200));
              assertThat(s.words()).isEqualTo(5);
              assertThat(s.gap()).isEqualTo(ms(30));
            });
    // moments not evenly apart: no pace says them
    assertThat(ServerSentence.read("it then sends 3 text tokens at 200, 230 and 300 ms")).isEmpty();
  }

  @Test
  void aCacheInBlocksAndWhatTheWriterWorkedOutFromThem() {
    assertThat(
            ServerSentence.read(
                "it caches prompts in blocks of 32 tokens, so a repeated 1000-token prompt has 992"
                    + " tokens cached"))
        .hasValueSatisfying(s -> assertThat(s.traits()).contains(new ServerTrait.CacheBlocks(32)));
    assertThatThrownBy(
            () ->
                ServerSentence.read(
                    "it caches prompts in blocks of 32 tokens, so a repeated 1000-token prompt has"
                        + " 1000 tokens cached"))
        .hasMessageContaining("keeps 992 tokens of a repeated 1000-token prompt, not 1000");
    assertThat(
            ServerSentence.read(
                "the server's time to first token is 50 ms plus 0.25 ms for every prompt token"
                    + " that is not in its cache"))
        .hasValueSatisfying(
            s -> assertThat(s.traits()).containsExactly(new ServerTrait.Prefill(ms(250))));
  }

  @Test
  void serverLinesOfAnErrorScenarioAndAColdStart() {
    assertThat(
            ServerSentence.read(
                "the server answers the 2nd and 4th requests it receives with HTTP 503 and no"
                    + " stream"))
        .hasValueSatisfying(s -> assertThat(s.traits()).hasSize(1));
    assertThat(
            ServerSentence.read(
                "it answers the others with a first token after 100 ms and 10 tokens, one every 20"
                    + " ms"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.first()).isEqualTo(ms(100));
              assertThat(s.words()).isEqualTo(10);
              assertThat(s.gap()).isEqualTo(ms(20));
            });
    assertThat(
            ServerSentence.read(
                "the server needs 2000 ms to load the model before it starts answering its first"
                    + " request"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.FirstRequestsExtra(1, ms(2000))));
    assertThat(
            ServerSentence.read(
                "a fake OpenAI-compatible streaming chat server that sends one token per chunk and"
                    + " reports usage at the end of each answer"))
        .isPresent();
    assertThat(
            LoadAndAnswer.read(
                "the client sends 4 requests all at once, each answered with 10 tokens", null))
        .hasValueSatisfying(
            both -> {
              assertThat(both.load().requests()).isEqualTo(4);
              assertThat(both.answer().words()).isEqualTo(10);
            });
  }

  @Test
  void claimsOfRequestsByTheirPlaceInTheQueueTheirCacheAndTheirFailures() {
    assertThat(
            ClaimSentence.read(
                "the 2 queued requests show a time to first token of 280 ms and a latency of 360"
                    + " ms"))
        .containsExactly(
            new ReportClaim.Some(2, TTFT, about(280)),
            new ReportClaim.Some(2, LATENCY, about(360)));
    List<ReportClaim> ofTheSecond =
        ClaimSentence.read(
            "the second request shows 992 cached prompt tokens out of 1000, a time to first token"
                + " of 52 ms");
    assertThat(ofTheSecond.get(0))
        .isInstanceOfSatisfying(
            ReportClaim.CachedOf.class,
            c -> {
              assertThat(c.count()).isEqualTo(992);
              assertThat(c.outOf()).isEqualTo(1000);
              assertThat(c.who().requests().contains(2)).isTrue();
            });
    assertThat(ofTheSecond.get(1))
        .isInstanceOfSatisfying(
            MetricOf.class,
            m ->
                assertThat(m.who())
                    .isSameAs(
                        ofTheSecond.get(0) instanceof ReportClaim.CachedOf c ? c.who() : null));
    assertThat(
            ClaimSentence.read(
                "requests 1, 3 and 5 are reported as successful with a time to first token of 100"
                    + " ms"))
        .singleElement()
        .isInstanceOfSatisfying(
            MetricOf.class,
            m ->
                assertThat(((ReportClaim.Requests) m.who()).requests())
                    .hasToString("requests 1, 3 and 5"));
    assertThat(
            ClaimSentence.read(
                "the report lists 2 failures as server errors and 1 as a dropped connection"))
        .hasSize(2);
    assertThat(parse("1 failed request, listed as a malformed response")).hasSize(1);
    assertThat(parse("4 inter-token gaps, all of 30 ms"))
        .containsExactly(
            new ReportClaim.SamplesEach(ITL, 4), new MetricOf(ITL, about(30), new Every(), null));
    assertThat(
            parse(
                "3 successful requests and a mean latency of 280 ms counted over the successes"
                    + " only"))
        .hasSize(2);
  }

  @Test
  void aBatchSaidPerRequestInProgressCountsTheRequestItself() {
    assertThat(
            ServerSentence.read(
                "a server that works on every request it receives at the same time, with a time to"
                    + " first token of 100 ms plus 20 ms per request in progress and a gap between"
                    + " tokens of 10 ms plus 5 ms per request in progress, and answers of 11"
                    + " tokens"))
        .hasValueSatisfying(
            s -> {
              assertThat(s.first()).isEqualTo(ms(120));
              assertThat(s.firstPerOther()).isEqualTo(ms(20));
              assertThat(s.gap()).isEqualTo(ms(15));
              assertThat(s.gapPerOther()).isEqualTo(ms(5));
              assertThat(s.words()).isEqualTo(11);
            });
    assertThat(
            ServerSentence.read(
                "a server that sends the first token 100 ms plus 20 ms for every request it is"
                    + " working on (including this one) after a request arrives"))
        .hasValueSatisfying(s -> assertThat(s.first()).isEqualTo(ms(120)));
  }

  @Test
  void aFirstWordGrowsByTheRequestsAtEachMomentUnlessSaidOfThoseItFinds() {
    assertThat(
            ServerSentence.read(
                "the server's time to first token is 100 ms plus 50 ms for every other request it"
                    + " is working on"))
        .hasValueSatisfying(s -> assertThat(s.firstOnArrival()).isFalse());
    assertThat(
            ServerSentence.read(
                "a fake model server whose first token takes 100 ms plus 40 ms for every other"
                    + " request already in flight"))
        .hasValueSatisfying(s -> assertThat(s.firstOnArrival()).isTrue());
  }

  @Test
  void aStallSaidByTheTokensItLiesBetween() {
    assertThat(
            ServerSentence.read(
                "a server that sends the first token after 100 ms and 9 more tokens 20 ms apart,"
                    + " except that it stalls for 1000 ms between token 5 and token 6"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(5, ms(1000), null)));
    assertThat(
            ServerSentence.read(
                "that stalls so that the 6th token comes 1000 ms after the 5th, then goes on at 20"
                    + " ms"))
        .hasValueSatisfying(
            s ->
                assertThat(s.traits())
                    .containsExactly(new ServerTrait.PauseBetween(5, ms(1000), null)));
  }

  @Test
  void countsOfRequestsInWordsEachWithItsNumberAndNamedFailures() {
    assertThat(parse("two requests have a TTFT of 100 ms, two of 280 ms and one of 460 ms"))
        .containsExactly(
            new ReportClaim.Some(2, TTFT, about(100)),
            new ReportClaim.Some(2, TTFT, about(280)),
            new ReportClaim.Some(1, TTFT, about(460)));
    assertThat(
            ClaimSentence.read(
                "the report counts 4 successful requests and 2 failed ones, requests 2 and 5, each"
                    + " failed with status 503"))
        .hasSize(3)
        .last()
        .isInstanceOf(ReportClaim.RequestsFailed.class);
    assertThat(
            ClaimSentence.read(
                "the requests with 100, 1000 and 4000 prompt tokens have TTFTs of 70, 250 and 850"
                    + " ms"))
        .isNotEmpty();
    // as "every ITL is 30 ms": each gap of every request
    assertThat(parse("every ITL of every request is 30 ms")).isEqualTo(parse("every ITL is 30 ms"));
  }

  @Test
  void numbersAloneAfterRequestsNamedAreOfTheMetricsTheClauseBeforeNamed() {
    assertThat(
            parse(
                "2 requests show a time to first token of 200 ms and a request latency of 400 ms,"
                    + " and the 2 queued requests show 600 ms and 800 ms"))
        .isEqualTo(
            parse(
                "2 requests show a time to first token of 200 ms and a request latency of 400 ms,"
                    + " and the 2 queued requests show a time to first token of 600 ms and a"
                    + " request latency of 800 ms"));
    // as many numbers as metrics, or the sentence is left as said
    assertThatThrownBy(
            () -> parse("a TTFT of 200 ms and a latency of 400 ms, and the other 2 show 600 ms"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void whatTheNumbersMakeOfTheRunIsAClaimOfItsOwn() {
    assertThat(
            parse(
                "a request latency of 450 ms, for an output throughput of about 98 tokens per"
                    + " second"))
        .isEqualTo(
            parse(
                "a request latency of 450 ms and an output throughput of about 98 tokens per"
                    + " second"));
    assertThat(
            parse(
                "an ITL of 50 ms, and the run takes 800 ms for a throughput of 5 requests per"
                    + " second"))
        .isEqualTo(
            parse(
                "an ITL of 50 ms, a run duration of 800 ms and a throughput of 5 requests per"
                    + " second"));
    assertThat(parse("a maximum TTFT of 5100 ms and an inter-token latency of 30 ms throughout"))
        .isEqualTo(
            parse(
                "a maximum TTFT of 5100 ms and an inter-token latency of 30 ms for every request"));
  }

  @Test
  void aServersGapQueueAndFaultsSaidAsWritersSayThem() {
    assertThat(
            ServerRewrites.said(
                "the gap between tokens is 20 ms plus 5 ms for every other request it is working"
                    + " on at the same time"))
        .isEqualTo("its tokens are 20 ms apart plus 5 ms for every other request it is working on");
    assertThat(
            ServerRewrites.said(
                "the fake server works on at most 2 requests at a time and queues the rest in"
                    + " arrival order"))
        .isEqualTo("the fake server handles at most 2 requests at a time and queues the others");
    assertThat(
            ServerSentence.read(
                "each request gets its first token 200 ms after the server starts on it, and 5"
                    + " tokens in total, 50 ms apart"))
        .isNotEmpty();
    assertThat(
            ServerSentence.read(
                "it drops the connection on the second request after 5 of its 10 tokens, and sends"
                    + " nothing at all on the third request"))
        .isNotEmpty();
  }

  @Test
  void aLoadWithTheTokensEachAnswerGets() {
    assertThat(
            LoadAndAnswer.read(
                "the benchmark sends 4 requests at once, each getting 11 output tokens", null))
        .isNotEmpty();
  }

  @Test
  void serversOfBlindSetsAkAndAlSaidAsTheyWroteThem() {
    for (String line :
        List.of(
            "the gap between tokens is 10 ms plus 5 ms for every other request being handled at the"
                + " same time",
            "each answer has its first token after 200 ms, then 4 more tokens 50 ms apart",
            "the server sends the first token 300 ms after a new 1000-token prompt arrives",
            "the server answers successful requests with the first token after 100 ms, then 9 more"
                + " tokens 20 ms apart",
            "the gap between tokens is 10 ms plus 5 ms for every request in flight, counting"
                + " itself",
            "each request gets its first token after 200 ms, then 5 output tokens in all, 50 ms"
                + " apart",
            "the fake server pauses so that the gap between token 10 and token 11 is 2000 ms",
            "a normal response from the fake server has its first token after 100 ms, then 10"
                + " output tokens in all, 20 ms apart",
            "the 2nd request's connection drops after 5 tokens, the 3rd request gets a malformed"
                + " chunk after 3 tokens, and the 4th request never gets an answer")) {
      assertThat(ServerSentence.read(line)).as(line).isNotEmpty();
    }
  }

  @Test
  void claimsOfBlindSetsAkAndAlSaidAsTheyWroteThem() {
    assertThat(parse("2000 cached prompt tokens out of 3000 prompt tokens in total"))
        .isEqualTo(parse("3000 prompt tokens, of which 2000 were cached"));
    assertThat(parse("800 of 2000 prompt tokens served from the cache, 40%"))
        .isEqualTo(parse("2000 prompt tokens, of which 800 were cached"));
    assertThat(parse("the TTFTs reported are 150 ms, 250 ms and 350 ms respectively"))
        .isEqualTo(parse("the TTFTs are 150 ms, 250 ms and 350 ms respectively"));
    assertThat(parse("the failure reasons are 2 times \"HTTP 500\" and 1 time \"HTTP 503\""))
        .isEqualTo(parse("the failures are broken down as 2 \"HTTP 500\" and 1 \"HTTP 503\""));
    assertThat(
            parse(
                "3 requests fail, one each for \"connection dropped\", \"malformed chunk\" and"
                    + " \"timeout\""))
        .hasSize(4);
    assertThat(
            parse(
                "the mean TTFT is 100 ms and the mean request latency is 280 ms, counting only"
                    + " successful requests"))
        .hasSize(2);
  }

  @Test
  void serversOfBlindSetsAoAndApSaidAsTheyWroteThem() {
    ServerSentence pace =
        ServerSentence.read(
                "unless a scenario says otherwise, the first token arrives 100 ms after the request"
                    + " and each following token 20 ms after the previous one")
            .orElseThrow();
    assertThat(pace.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(pace.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(
            ServerSentence.read(
                    "the first token arrives 400 ms after a request whose prompt the server has not"
                        + " seen before")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.NewPromptWait(Duration.ofMillis(400), 0));
    assertThat(
            ServerSentence.read(
                    "a new prompt gets its first token after 300 ms, a remembered prompt after 50"
                        + " ms")
                .orElseThrow()
                .traits())
        .containsExactly(
            new ServerTrait.NewPromptWait(Duration.ofMillis(300), 0),
            new ServerTrait.SeenPromptWait(Duration.ofMillis(50)));
    assertThat(
            ServerSentence.read(
                    "in each answer the 11th token comes 1000 ms after the 10th, while all other"
                        + " gaps stay 20 ms")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.PauseBetween(10, Duration.ofMillis(1000), null));
    ServerSentence batching =
        ServerSentence.read(
                "the gap between tokens is 20 ms with 1 request in flight and grows by 10 ms for"
                    + " every additional request in flight")
            .orElseThrow();
    assertThat(batching.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(batching.gapPerOther()).isEqualTo(Duration.ofMillis(10));
  }

  @Test
  void requestsNamedByTheirPlacesOfAFrameAreThosePlacesOfEveryFrame() {
    List<ServerTrait> traits =
        ServerSentence.read(
                "out of every 10 requests the server rejects the 3rd, 6th and 9th with status 429"
                    + " and the 10th with status 503")
            .orElseThrow()
            .traits();
    assertThat(traits).hasSize(2);
    ServerTrait.ErrorShare tooMany = (ServerTrait.ErrorShare) traits.get(0);
    ServerTrait.ErrorShare unavailable = (ServerTrait.ErrorShare) traits.get(1);
    assertThat(tooMany.status()).isEqualTo(429);
    RequestSet places = ((ServerTrait.Named) tooMany.portion()).requests();
    assertThat(List.of(3, 6, 9, 13, 16, 19)).allMatch(places.which()::test);
    assertThat(List.of(1, 10, 11, 20)).noneMatch(places.which()::test);
    RequestSet tenth = ((ServerTrait.Named) unavailable.portion()).requests();
    assertThat(List.of(10, 20)).allMatch(tenth.which()::test);
    assertThat(tenth.which().test(9)).isFalse();

    List<ServerTrait> lists =
        ServerSentence.read(
                "the server answers the 5th and 15th request with HTTP 503 and the 10th and 20th"
                    + " with HTTP 429, each after 30 ms")
            .orElseThrow()
            .traits();
    assertThat(lists)
        .extracting(trait -> ((ServerTrait.ErrorShare) trait).delay())
        .containsExactly(Duration.ofMillis(30), Duration.ofMillis(30));
    assertThat(
            ServerSentence.read(
                    "for the 3rd request the server closes the connection after sending 4 of its 10"
                        + " tokens")
                .orElseThrow()
                .traits())
        .singleElement()
        .isInstanceOf(ServerTrait.DropShare.class);
  }

  @Test
  void serversOfBlindSetBuSaidOfTheirPromptsAndRequests() {
    assertThat(ServerSentence.read("every 1000 prompt tokens add 40 ms before the first token"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.Prefill(Duration.ofMillis(40))));
    assertThat(ServerSentence.read("a prompt the server has already seen starts 70 ms sooner"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.SeenPromptSooner(Duration.ofMillis(70))));
    assertThat(
            ServerSentence.read(
                "the first request after the server starts waits an extra 2 seconds before its"
                    + " first token"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(2))));
    assertThat(ServerSentence.read("every 5th request is answered with status 500"))
        .map(ServerSentence::traits)
        .hasValueSatisfying(
            traits ->
                assertThat(traits).singleElement().isInstanceOf(ServerTrait.ErrorShare.class));
    assertThat(ServerSentence.read("every 4th request has its connection dropped after 5 tokens"))
        .map(ServerSentence::traits)
        .contains(
            List.of(
                new ServerTrait.DropShare(
                    new ServerTrait.Named(RequestSet.parse("every 4th request")), 5)));
    assertThat(ServerSentence.read("it ignores max_tokens and always writes 20 tokens"))
        .map(ServerSentence::words)
        .contains(20);
    assertThat(
            ServerSentence.read(
                "before the first word the server sends 3 empty chunks, at 40, 60 and 80 ms"))
        .map(ServerSentence::leading)
        .hasValueSatisfying(leading -> assertThat(leading).hasSize(3));
    // a Background's "the same way": every answer is alike, as the fake's always are
    assertThat(ServerSentence.read("it answers every prompt the same way")).isPresent();
  }

  @Test
  void loadsAndClaimsOfBlindSetBuSaidInThePassive() {
    assertThat(LoadSentence.read("3 requests are sent back to back").orElseThrow().concurrency())
        .isEqualTo(1);
    assertThat(
            LoadSentence.read("10 requests are sent at a steady 2 per second").orElseThrow().rate())
        .isEqualTo(2.0);
    LoadSentence asking =
        LoadSentence.read("4 requests asking for at most 10 tokens are sent one at a time")
            .orElseThrow();
    assertThat(asking.maxTokens()).isEqualTo(10);
    assertThat(asking.requests()).isEqualTo(4);
    assertThat(parse("the worst time to first token is about 1060 ms, within 60 ms"))
        .isEqualTo(parse("the maximum time to first token is 1060 ms, within 60 ms"));
    assertThat(parse("time per output token averages about 72 ms, within 5 ms"))
        .isEqualTo(parse("the mean time per output token is 72 ms, within 5 ms"));
    assertThat(parse("p90 inter-token latency is about 20 ms (within 5 ms)"))
        .isEqualTo(parse("p90 inter-token latency is 20 ms within 5 ms"));
    assertThat(parse("the median time to first token stays near 100 ms, within 15 ms"))
        .isEqualTo(parse("the median time to first token is 100 ms, within 15 ms"));
    assertThat(parse("3 successful requests and 2 failed with reason \"429 Too Many Requests\""))
        .isEqualTo(parse("3 successful requests and 2 failed with reason \"429\""));
    assertThat(parse("6 requests succeed and 4 fail, listed as 2 \"HTTP 500\" and 2 \"timeout\""))
        .isEqualTo(
            parse(
                "6 requests succeed and 4 fail, the failures are listed as 2 \"HTTP 500\" and 2"
                    + " \"timeout\""));
  }

  @Test
  void serversOfBlindSetBvSaidAsTheirBackgroundsSayThem() {
    assertThat(
            ServerSentence.read(
                "after that it streams one token per chunk, every 20 ms, 50 tokens in total"))
        .map(s -> List.of(s.words(), s.gap()))
        .contains(List.of(50, Duration.ofMillis(20)));
    assertThat(
            ServerSentence.read(
                "normally the server responds with the first token after 100 ms and then a token"
                    + " every 20 ms until it has sent 20 tokens"))
        .map(s -> List.of(s.first(), s.words(), s.gap()))
        .contains(List.of(Duration.ofMillis(100), 20, Duration.ofMillis(20)));
    assertThat(ServerSentence.read("the server sends 20 tokens per answer"))
        .map(ServerSentence::words)
        .contains(20);
    assertThat(
            ServerSentence.read(
                "the server adds 1 ms to the first-token wait for every 10 prompt tokens"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.Prefill(Duration.ofMillis(100))));
    assertThat(
            ServerSentence.read(
                "a prompt it has already seen gets its first token after just 30 ms, whatever its"
                    + " length"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.SeenPromptWait(Duration.ofMillis(30))));
    assertThat(
            ServerSentence.read(
                "the server needs 2 seconds to warm up before it answers its first request"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(2))));
    assertThat(parse("the mean TTFT over the run is 186.7 ms, within 15 ms"))
        .isEqualTo(parse("the mean TTFT is 186.7 ms, within 15 ms"));
    assertThat(parse("TPOT is 20 ms, within 2 ms, for every request including the first"))
        .isEqualTo(parse("a TPOT of 20 ms within 2 ms for every request"));
    assertThat(parse("the successful requests add up to 400 output tokens"))
        .isEqualTo(parse("the output tokens total 400"));
    assertThat(
            parse("the TTFT is 250 ms, within 10 ms, and not the 50 ms of the first empty chunk"))
        .isEqualTo(parse("the TTFT is 250 ms within 10 ms, not 50 ms"));
  }

  @Test
  void aDefaultAnswerSaidTheWaysABackgroundSaysIt() {
    List<Object> expected = List.of(Duration.ofMillis(100), 20, Duration.ofMillis(20));
    for (String said :
        List.of(
            "the fake server answers every request with 20 tokens, 100 ms to the first token and"
                + " 20 ms between tokens",
            "the server streams 20 tokens at 20 ms intervals after an initial delay of 100 ms",
            "a baseline server: first token after 100 ms, then 20 tokens 20 ms apart",
            "each answer is generated at 50 tokens per second after a 100 ms prefill, 20 tokens"
                + " in all")) {
      assertThat(ServerSentence.read(said))
          .as(said)
          .map(s -> List.<Object>of(s.first(), s.words(), s.gap()))
          .contains(expected);
    }
    assertThat(ServerSentence.read("the server decodes at 50 tokens per second"))
        .map(ServerSentence::gap)
        .contains(Duration.ofMillis(20));
    assertThat(ServerSentence.read("responses are 20 tokens long"))
        .map(ServerSentence::words)
        .contains(20);
    assertThat(ServerSentence.read("the server's default TTFT is 100 ms and its ITL is 20 ms"))
        .map(s -> List.<Object>of(s.first(), s.gap()))
        .contains(List.of(Duration.ofMillis(100), Duration.ofMillis(20)));
  }

  @Test
  void linesOfBlindSetsBwAndBxSaidAsTheirWritersSaidThem() {
    assertThat(
            ServerSentence.read(
                "the server works on only 2 requests at a time, queues the rest, and gives"
                    + " 10-token answers"))
        .map(s -> List.<Object>of(s.words(), s.traits()))
        .contains(List.of(10, List.of(new ServerTrait.Capacity(2))));
    assertThat(
            ServerSentence.read("any request beyond that is refused straight away with status 429"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.RefuseRest(429)));
    assertThat(
            ServerSentence.read(
                "the server adds 100 ms to the time to first token for every request already in"
                    + " flight when a new one arrives"))
        .map(ServerSentence::firstPerOther)
        .contains(Duration.ofMillis(100));
    assertThat(
            ServerSentence.read(
                "the server sends 4 empty chunks, 100 ms apart, before the first word, which comes"
                    + " 100 ms after the last one"))
        .map(s -> List.<Object>of(s.empties(), s.first()))
        .contains(List.of(4, Duration.ofMillis(500)));
    assertThat(ServerSentence.read("request number 5 loses its connection after 20 tokens"))
        .map(ServerSentence::traits)
        .hasValueSatisfying(t -> assertThat(t).hasSize(1));
    assertThat(
            PromptsInTurn.read(
                "I send, one after another, a 500-token prompt, that same prompt again, a"
                    + " 2000-token prompt, and that one again"))
        .hasValueSatisfying(
            prompts -> {
              assertThat(prompts).hasSize(4);
              assertThat(prompts.get(1)).isEqualTo(prompts.get(0));
              assertThat(prompts.get(3)).isEqualTo(prompts.get(2)).isNotEqualTo(prompts.get(0));
            });
    assertThat(LoadSentence.read("a single request is sent").orElseThrow().requests()).isEqualTo(1);
    assertThat(
            LoadSentence.read(
                    "3 requests, each asking for at most 20 tokens, are sent one after another")
                .orElseThrow()
                .maxTokens())
        .isEqualTo(20);
    assertThat(
            StagedLoadSentence.read(
                "the load runs in two stages: 2 requests at once, then, after those finish, 4"
                    + " requests at once"))
        .map(staged -> staged.stages().size())
        .contains(2);
    assertThat(
            parse(
                "the first request's TTFT is 2,100 ms ± 50 ms and the other two are 20 ms ± 10 ms"))
        .hasSize(2);
    assertThat(
            parse(
                "7 requests succeed and 3 fail: 2 with \"503 Service Unavailable\" and 1 with"
                    + " \"timeout\""))
        .isEqualTo(
            parse(
                "7 requests succeed and 3 fail, the failures are listed as 2 with \"503\" and 1"
                    + " with \"timeout\""));
    assertThat(
            parse(
                "the longest inter-token gap is 2,000 ms ± 50 ms but the median gap is still 20 ms"
                    + " ± 2 ms"))
        .hasSize(2);
  }

  @Test
  void linesOfBlindSetsByAndBzSaidAsTheirWritersSaidThem() {
    assertThat(
            ServerSentence.read(
                "a stand-in model server that waits 200 ms before sending the first token"))
        .map(ServerSentence::first)
        .contains(Duration.ofMillis(200));
    assertThat(
            ServerSentence.read(
                "the server turns away any request beyond 3 in progress with \"429 Too Many"
                    + " Requests\""))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.Capacity(3), new ServerTrait.RefuseRest(429)));
    assertThat(
            ServerSentence.read(
                "the server needs 1 extra ms before the first token for every 10 prompt tokens"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.Prefill(Duration.ofMillis(100))));
    assertThat(
            ServerSentence.read(
                "it goes silent for 1 extra second between the 25th and 26th tokens"))
        .map(ServerSentence::traits)
        .contains(List.of(new ServerTrait.Stall(25, Duration.ofSeconds(1))));
    assertThat(
            ServerSentence.read(
                "the server sends 3 empty chunks, 50 ms apart starting at 50 ms, before the first"
                    + " real token"))
        .map(s -> s.leading().size())
        .contains(3);
    assertThat(
            ServerSentence.read(
                "the server adds 10 ms to every gap between tokens for each other request it is"
                    + " working on"))
        .map(ServerSentence::gapPerOther)
        .contains(Duration.ofMillis(10));
    assertThat(
            StagedLoadSentence.read(
                "I run a stage of 2 simultaneous requests followed by a stage of 5 simultaneous"
                    + " requests"))
        .map(staged -> staged.stages().size())
        .contains(2);
    assertThat(
            parse(
                "the failure reasons list \"500 Internal Server Error\" twice and \"timeout\""
                    + " once"))
        .isEqualTo(parse("the failures are broken down as 2 \"500\" and 1 \"timeout\""));
    assertThat(
            parse("time per output token stays at 20 ms (±3 ms) for every request, queued or not"))
        .isEqualTo(parse("time per output token stays at 20 ms ± 3 ms for every request"));
    assertThat(parse("the mean time to first token is 200 ms with a tolerance of 20 ms"))
        .isEqualTo(parse("the mean time to first token is 200 ms within 20 ms"));
  }

  @Test
  void loadsOfBlindSetsAoAndApWithTheSenderUnsaid() {
    LoadSentence load =
        LoadSentence.read("5 requests are sent, each after the previous one has finished")
            .orElseThrow();
    assertThat(load.requests()).isEqualTo(5);
    assertThat(load.concurrency()).isEqualTo(1);
    LoadSentence same =
        LoadSentence.read(
                "the same 1000-token prompt is sent 5 times, each after the previous one has"
                    + " finished")
            .orElseThrow();
    assertThat(same.samePrompt()).isTrue();
    assertThat(same.promptTokens()).isEqualTo(1000);
    assertThat(
            LoadSentence.read(
                    "one request with a 100-token prompt is sent, and after it finishes one with a"
                        + " 2000-token prompt")
                .orElseThrow()
                .promptMix())
        .containsExactly(100, 2000);
  }

  @Test
  void claimsOfBlindSetsAoAndApSaidAsTheyWroteThem() {
    assertThat(parse("4 of the 20 requests fail and the error rate is 20%"))
        .isEqualTo(parse("16 requests succeed and 4 fail and the error rate is 20%"));
    assertThat(parse("12 requests succeed and 8 are reported as failed"))
        .isEqualTo(parse("12 requests succeed and 8 fail"));
    assertThat(
            parse("4 requests succeed and 1 is reported as failed because its stream was cut off"))
        .isEqualTo(parse("4 requests succeed and 1 fails as a stream cut off"));
    assertThat(parse("3 requests succeed and 1 is reported as failed because of a client timeout"))
        .isEqualTo(parse("3 requests succeed and 1 fails as a timeout"));
    assertThat(parse("6 failures are listed with status 429 and 2 with status 503"))
        .isEqualTo(parse("6 failures with status 429 and 2 with status 503"));
    assertThat(parse("every request takes 550 ms from start to finish"))
        .isEqualTo(parse("a request latency of 550 ms"));
    assertThat(parse("the output tokens total 80, counted only from the completed requests"))
        .isEqualTo(parse("the total output tokens is 80"));
    assertThat(parse("the ITL of every request stays at 20 ms"))
        .isEqualTo(parse("an ITL of 20 ms"));
    assertThat(
            parse(
                "the TTFTs are 100 ms, 380 ms and 660 ms, so the mean and median TTFT are both 380"
                    + " ms"))
        .hasSize(3);
    assertThat(parse("its TTFT is 100 ms and it succeeds with all 10 tokens")).hasSize(3);
  }

  @Test
  void serversAndLoadsOfBlindSetAqSaidAsTheyWroteThem() {
    ServerSentence pace =
        ServerSentence.read(
                "every answer is 5 tokens long, with the first token after 100 ms and then one"
                    + " token every 20 ms when only one request is in flight")
            .orElseThrow();
    assertThat(pace.words()).isEqualTo(5);
    assertThat(pace.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(pace.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(
            ServerSentence.read(
                    "the server needs 2 seconds to warm up after it starts and holds any requests"
                        + " until it is ready")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(2)));
    ServerSentence normally =
        ServerSentence.read(
                "request 1 is answered normally: first token after 60 ms, then 3 more tokens 20 ms"
                    + " apart")
            .orElseThrow();
    assertThat(normally.first()).isEqualTo(Duration.ofMillis(60));
    assertThat(normally.words()).isEqualTo(4);
    assertThat(
            ServerSentence.read(
                    "for request 2 the server drops the connection right after the 2nd token")
                .orElseThrow()
                .traits())
        .singleElement()
        .isInstanceOf(ServerTrait.DropShare.class);
    assertThat(
            ServerSentence.read(
                    "for request 3 the server sends a chunk that is not valid JSON right after the"
                        + " 1st token")
                .orElseThrow()
                .traits())
        .singleElement()
        .isInstanceOf(ServerTrait.MalformedShare.class);
    LoadSentence again =
        LoadSentence.read(
                "the client sends that prompt, waits for the answer, then sends the exact same"
                    + " prompt again")
            .orElseThrow();
    assertThat(again.requests()).isEqualTo(2);
    assertThat(again.samePrompt()).isTrue();
    assertThat(
            LoadSentence.read(
                    "the client sends a 100-token prompt, and after it finishes a"
                        + " 2000-token prompt")
                .orElseThrow()
                .promptMix())
        .containsExactly(100, 2000);
  }

  @Test
  void claimsOfBlindSetAqSaidAsTheyWroteThem() {
    // a request set holds a predicate, so the claims are compared as they print
    assertThat(
            parse(
                "request 2 is reported as failed because the connection dropped, and request 3"
                    + " because of malformed stream data"))
        .hasToString(
            parse(
                    "request 2 failed as a dropped connection and request 3 failed as a malformed"
                        + " response")
                .toString());
    assertThat(
            parse(
                "the mean TTFT of the successful requests is 80 ms and their latency is 160 ms"
                    + " each"))
        .hasSize(2);
    assertThat(parse("the throughput is 16 tokens in 700 ms, about 22.9 tokens per second"))
        .hasSize(3);
    assertThat(parse("a TTFT of 60 ms, and it is the only request in the mean TTFT of 60 ms"))
        .isEqualTo(parse("a TTFT of 60 ms and a mean TTFT of 60 ms"));
  }

  @Test
  void serversAndLoadsOfBlindSetArSaidAsTheyWroteThem() {
    ServerSentence growth =
        ServerSentence.read(
                "each next token comes 20 ms later, plus 10 ms for every other request running at"
                    + " the same time")
            .orElseThrow();
    assertThat(growth.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(growth.gapPerOther()).isEqualTo(Duration.ofMillis(10));
    ServerSentence apart =
        ServerSentence.read("each answer is 10 tokens, 20 ms apart after the first").orElseThrow();
    assertThat(apart.words()).isEqualTo(10);
    assertThat(apart.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(
            ServerSentence.read(
                    "the server adds a 3000 ms warm-up delay before the first token of its very"
                        + " first request only")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofMillis(3000)));
    assertThat(
            ServerSentence.read(
                    "the server sends an unreadable garbage chunk instead of token 4 on the 9th"
                        + " request")
                .orElseThrow()
                .traits())
        .singleElement()
        .satisfies(
            trait -> assertThat(((ServerTrait.MalformedShare) trait).afterTokens()).isEqualTo(3));
    assertThat(
            ServerSentence.read(
                    "all other answers are 5 tokens, the first after 100 ms and the rest 20 ms"
                        + " apart")
                .orElseThrow()
                .words())
        .isEqualTo(5);
    LoadSentence keeping =
        LoadSentence.read("the client sends 8 requests, keeping 4 running at all times")
            .orElseThrow();
    assertThat(keeping.concurrency()).isEqualTo(4);
    assertThat(
            LoadSentence.read("the client sends 1 request with a prompt of 2000 tokens")
                .orElseThrow()
                .promptTokens())
        .isEqualTo(2000);
  }

  @Test
  void serversOfBlindSetsAtAndAuSaidAsTheyWroteThem() {
    ServerSentence normally =
        ServerSentence.read(
                "the server normally sends 10 tokens, 100 ms to the first and 10 ms apart")
            .orElseThrow();
    assertThat(normally.words()).isEqualTo(10);
    assertThat(normally.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(normally.gap()).isEqualTo(Duration.ofMillis(10));
    assertThat(
            ServerSentence.read(
                    "every other request takes 100 ms to the first token, then 9 more"
                        + " tokens 10 ms apart")
                .orElseThrow()
                .words())
        .isEqualTo(10);
    assertThat(
            ServerSentence.read("100 ms to the first token for a prompt it has already seen")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.SeenPromptWait(Duration.ofMillis(100)));
    assertThat(
            ServerSentence.read("the very first request after start-up waits an extra 3 seconds")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(3)));
    assertThat(
            ServerSentence.read(
                    "the server needs an extra 2,000 ms before the first token of its very first"
                        + " request only")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofMillis(2000)));
    assertThat(
            ServerSentence.read(
                    "for the 3rd request it sends unreadable data instead of the 4th token")
                .orElseThrow()
                .traits())
        .singleElement()
        .satisfies(
            trait -> assertThat(((ServerTrait.MalformedShare) trait).afterTokens()).isEqualTo(3));
    ServerSentence growth =
        ServerSentence.read(
                "it sends each answer of 50 tokens with 20 ms plus 5 ms per other request in flight"
                    + " between tokens")
            .orElseThrow();
    assertThat(growth.words()).isEqualTo(50);
    assertThat(growth.gapPerOther()).isEqualTo(Duration.ofMillis(5));
    assertThat(
            ServerSentence.read(
                    "the server cuts the connection after 5 tokens on the 3rd request without"
                        + " finishing the answer")
                .orElseThrow()
                .traits())
        .hasSize(1);
    assertThat(
            ServerSentence.read("it answers all other requests completely with 20 tokens")
                .orElseThrow()
                .words())
        .isEqualTo(20);
  }

  @Test
  void claimsOfBlindSetsAtAndAuSaidAsTheyWroteThem() {
    assertThat(
            parse(
                "the longest gap between tokens should be 2000 ms while the median gap stays 20"
                    + " ms"))
        .isEqualTo(
            parse(
                "the maximum inter-token latency is 2000 ms and the median inter-token latency is"
                    + " 20 ms"));
    assertThat(parse("the first request should show a time to first token of 800 ms"))
        .hasToString(parse("the first request has a time to first token of 800 ms").toString());
    assertThat(parse("the whole run should take 570 ms, about 10.5 requests per second"))
        .isEqualTo(
            parse("the run takes 570 ms and a throughput of about 10.5 requests per second"));
    assertThat(
            parse(
                "mean TTFT is 100 ms and mean request latency is 190 ms, counting successful"
                    + " requests only"))
        .isEqualTo(parse("mean TTFT is 100 ms and mean request latency is 190 ms"));
  }

  @Test
  void claimsOfBlindSetsAvAndAwSaidAsTheyWroteThem() {
    assertThat(parse("the failures are reported with status 429"))
        .isEqualTo(parse("the failures are all status 429"));
    assertThat(parse("every request shows a time to first token of about 300 ms"))
        .isEqualTo(parse("a time to first token of about 300 ms"));
    assertThat(SecondSubject.in("a time to first token of 400 ms and the second one 80 ms"))
        .hasValueSatisfying(
            second -> {
              assertThat(second.subject()).isEqualTo("the second request");
              assertThat(second.ofTheSameMetric()).isEqualTo("a time to first token of 80 ms");
            });
  }

  @Test
  void serversAndLoadsOfBlindSetsAvAndAwSaidAsTheyWroteThem() {
    assertThat(
            LoadSentence.read(
                    "the benchmark sends one request with a 1,000-token prompt and then one with an"
                        + " 8,000-token prompt")
                .orElseThrow()
                .promptMix())
        .containsExactly(1000, 8000);
    assertThat(
            ServerSentence.read(
                    "the server has just started and holds its very first request for an extra 3"
                        + " seconds")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(3)));
    ServerSentence growth =
        ServerSentence.read(
                "every additional request in flight adds 50 ms to the first-token delay and 10 ms"
                    + " to the token interval")
            .orElseThrow();
    assertThat(growth.firstPerOther()).isEqualTo(Duration.ofMillis(50));
    assertThat(growth.gapPerOther()).isEqualTo(Duration.ofMillis(10));
    assertThat(
            ServerSentence.read(
                    "the server answers 20 out of every 100 requests with HTTP 503 and 10 with HTTP"
                        + " 429")
                .orElseThrow()
                .traits())
        .hasSize(2);
    assertThat(
            ServerSentence.read(
                    "on the 3rd request the connection drops after 5 tokens without the"
                        + " end-of-stream marker")
                .orElseThrow()
                .traits())
        .hasSize(1);
  }

  @Test
  void serversOfBlindSetsAxAndAySaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                    "unless stated otherwise the server waits 100 ms before the first token and"
                        + " then sends one token every 20 ms")
                .orElseThrow()
                .first())
        .isEqualTo(Duration.ofMillis(100));
    assertThat(
            ServerSentence.read(
                    "the server's gap between tokens is 20 ms plus 10 ms for every other request in"
                        + " progress")
                .orElseThrow()
                .gapPerOther())
        .isEqualTo(Duration.ofMillis(10));
    assertThat(
            ServerSentence.read(
                    "the very first request the server receives waits 2000 ms before its first"
                        + " token")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(1, Duration.ofMillis(2000)));
    assertThat(
            ServerSentence.read(
                    "the server pauses so that the gap between the 20th and the 21st token is 1500"
                        + " ms")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.PauseBetween(20, Duration.ofMillis(1500), null));
    ServerSentence lone =
        ServerSentence.read(
                "the mock server answers a lone request with its first token after 100 ms and then"
                    + " a token every 20 ms for 100 tokens")
            .orElseThrow();
    assertThat(lone.words()).isEqualTo(100);
    assertThat(lone.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(
            ServerSentence.read(
                    "it pauses for 2 seconds before the 26th token and then carries on at the"
                        + " normal pace")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.PauseBetween(25, Duration.ofSeconds(2), null));
    assertThat(
            LoadSentence.read("the benchmark sends 10 requests at a steady 5 requests per second")
                .orElseThrow()
                .rate())
        .isEqualTo(5.0);
  }

  @Test
  void claimsOfBlindSetsAxAndAySaidAsTheyWroteThem() {
    assertThat(parse("the run takes 8.5 seconds, giving about 29.4 output tokens per second"))
        .hasSize(2);
    assertThat(parse("70 output tokens are counted in total"))
        .isEqualTo(parse("70 output tokens in total"));
    assertThat(parse("the slowest request takes 3240 ms end to end"))
        .isEqualTo(parse("the maximum request latency is 3240 ms"));
    assertThat(
            parse(
                "the time to first token is 100 ms for 2 requests, 1180 ms for 2 requests and 2260"
                    + " ms for 2 requests"))
        .hasSize(3);
    assertThat(
            parse(
                "2 requests succeed and 2 fail, one for a dropped connection and one for a"
                    + " malformed chunk"))
        .hasSize(4);
    assertThat(parse("2 successful requests and 2 failed requests, each with its reason"))
        .contains(new ReportClaim.FailuresGiveReasons());
  }

  @Test
  void serversOfBlindSetsAzAndBaSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                    "a model server that has just started and needs 3 extra seconds before its"
                        + " first answer")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(1, Duration.ofSeconds(3)));
    assertThat(
            ServerSentence.read(
                    "a freshly started fake model server that sends the first token after 2000 ms"
                        + " for its very first request and after 100 ms for every later one")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(1, Duration.ofMillis(2000)));
    ServerSentence queued =
        ServerSentence.read(
                "each request gets its first token 100 ms after leaving the queue, then one token"
                    + " every 10 ms, 91 tokens per answer")
            .orElseThrow();
    assertThat(queued.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(queued.words()).isEqualTo(91);
    assertThat(
            ServerSentence.read(
                    "after the 25th token it goes silent for 2 seconds before sending the 26th")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.PauseBetween(25, Duration.ofSeconds(2), null));
    assertThat(
            ServerSentence.read(
                    "on the 3rd request it sends 10 tokens, then a garbled chunk that is not valid"
                        + " data, and closes the connection")
                .orElseThrow()
                .traits())
        .singleElement()
        .satisfies(
            trait -> assertThat(((ServerTrait.MalformedShare) trait).afterTokens()).isEqualTo(10));
  }

  @Test
  void claimsOfBlindSetsAzAndBaSaidAsTheyWroteThem() {
    assertThat(parse("a time to first token of 400 ms and a total response time of 900 ms"))
        .isEqualTo(parse("a time to first token of 400 ms and a request latency of 900 ms"));
    assertThat(
            parse("the median time to first token, counting successful requests only, is 100 ms"))
        .isEqualTo(parse("the median time to first token is 100 ms"));
    assertThat(
            parse(
                "the times to first token are 100 ms for 2 requests, 1100 ms for 2 requests and"
                    + " 2100 ms for 2 requests, a median of 1100 ms"))
        .hasSize(4);
    assertThat(parse("the average time per output token after the first is about 60.4 ms"))
        .isEqualTo(parse("the average time per output token is about 60.4 ms"));
  }

  @Test
  void loadsOfBlindSetBcSaidAsTheyWroteThem() {
    assertThat(
            LoadSentence.read("I send 4 streaming chat requests at the same time")
                .orElseThrow()
                .concurrency())
        .isEqualTo(4);
    assertThat(
            LoadSentence.read("I send 10 streaming chat requests one after the other")
                .orElseThrow()
                .requests())
        .isEqualTo(10);
  }

  @Test
  void serversOfBlindSetsBdAndBeSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                "the server answers every request with a first token after 200 ms and then 99"
                    + " more tokens 20 ms apart"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends a first token after 200 ms and then 99 more tokens 20 ms apart"));
    assertThat(
            ServerSentence.read(
                "once a request is being processed its first token takes 100 ms and its 19"
                    + " further tokens come 10 ms apart"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends its first token after 100 ms and 19 more tokens 10 ms apart"));
    assertThat(
            ServerSentence.read(
                    "the server's first token takes 50 ms plus 0.1 ms for every prompt token not"
                        + " already in its prefix cache")
                .orElseThrow()
                .traits())
        .contains(new ServerTrait.PromptCache());
    assertThat(
            ServerSentence.read(
                    "the server has just started and adds 2000 ms to the first-token delay of its"
                        + " first 3 requests")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsExtra(3, ms(2000)));
  }

  @Test
  void faultsWithNoPlaceSaidSpoilThatManyOfTheRun() {
    assertThat(
            ServerSentence.read(
                    "one request has its connection dropped after 5 tokens and another receives a"
                        + " malformed chunk after 3 tokens")
                .orElseThrow()
                .traits())
        .hasSize(2)
        .allSatisfy(t -> assertThat(t.toString()).contains("OfTheRun[count=1]"));
    assertThat(
            ServerSentence.read(
                    "one request receives all 10 tokens but the stream closes without the end"
                        + " marker")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.UnendedShare(new ServerTrait.OfTheRun(1), false));
  }

  @Test
  void loadsAndClaimsOfBlindSetsBdAndBeSaidAsTheyWroteThem() {
    var closedLoop =
        LoadSentence.read(
                "the benchmark keeps exactly 4 requests in flight, asking for 50 output tokens"
                    + " each, until 40 requests are done")
            .orElseThrow();
    assertThat(closedLoop.requests()).isEqualTo(40);
    assertThat(closedLoop.concurrency()).isEqualTo(4);
    assertThat(
            LoadSentence.read(
                    "the benchmark sends 10 requests one after another, each waiting for the"
                        + " previous one to finish")
                .orElseThrow()
                .concurrency())
        .isEqualTo(1);
    assertThat(parse("a mean ITL and TPOT of 30 ms"))
        .isEqualTo(parse("a mean ITL of 30 ms and a mean TPOT of 30 ms"));
    assertThat(parse("TTFT values of 100, 100 and 300 ms"))
        .isEqualTo(parse("TTFTs of 100, 100 and 300 ms"));
    assertThat(parse("mean ITL of 10 ms, unaffected by the cold start"))
        .isEqualTo(parse("mean ITL of 10 ms"));
  }

  @Test
  void serversOfBlindSetsBfAndBgSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                "with N requests in flight the server's time to first token is 150 ms + 50 ms × N"
                    + " and its gap between tokens is 10 ms + 5 ms × N"))
        .isEqualTo(
            ServerSentence.read(
                "the server's time to first token is 200 ms plus 50 ms for every other request in"
                    + " flight and its gap between tokens is 15 ms plus 5 ms for every other"
                    + " request in flight"));
    assertThat(
            ServerSentence.read(
                "in the 6th response the server sends a malformed, non-JSON event in place of the"
                    + " 11th token"))
        .isEqualTo(
            ServerSentence.read(
                "for the 6th request the server sends a malformed chunk after 10 tokens"));
    assertThat(
            ServerSentence.read(
                    "the 6th loses its connection after 12 tokens, the 8th receives malformed data"
                        + " after 5 tokens, and the 10th sends all its tokens but never the end"
                        + " marker")
                .orElseThrow()
                .traits())
        .hasSize(3);
    assertThat(
            ServerSentence.read(
                "the 4th and 8th requests get HTTP 429, the 12th gets HTTP 500 and the 16th gets"
                    + " HTTP 503, each 50 ms after it was sent"))
        .isEqualTo(
            ServerSentence.read(
                "the server answers the 4th and 8th requests with HTTP 429, the 12th with HTTP 500"
                    + " and the 16th with HTTP 503, each after 50 ms"));
  }

  @Test
  void claimsOfBlindSetsBfAndBgSaidAsTheyWroteThem() {
    assertThat(parse("a TTFT of 180 ms for the short prompts and 1680 ms for the long ones"))
        .containsExactly(
            new ReportClaim.ByLength(
                null,
                Metric.TIME_TO_FIRST_TOKEN,
                java.util.Map.of(
                    dev.tokenpace.acceptance.checks.PromptLengthChecks.SHORTEST,
                    dev.tokenpace.acceptance.verdict.Stated.parse("about 180 ms"),
                    dev.tokenpace.acceptance.checks.PromptLengthChecks.LONGEST,
                    dev.tokenpace.acceptance.verdict.Stated.parse("about 1680 ms"))));
    assertThat(parse("an output throughput of 40.4 tokens per second over 25.0 seconds"))
        .hasSize(2);
  }

  @Test
  void aStreamThatNeverEndsStaysOpenAndOneClosedWithoutTheMarkerEnds() {
    assertThat(
            ServerSentence.read(
                    "the server drops the connection after 5 tokens on request 3, sends a malformed"
                        + " chunk after 4 tokens on request 6, and never sends the end marker on"
                        + " request 9")
                .orElseThrow()
                .traits())
        .hasSize(3)
        .last()
        .satisfies(t -> assertThat(((ServerTrait.UnendedShare) t).open()).isTrue());
    assertThat(
            ServerSentence.read(
                "with 1 request in flight the server sends the first token after 100 ms and then a"
                    + " token every 10 ms, but with 4 requests in flight it sends the first token"
                    + " after 250 ms and then a token every 30 ms"))
        .isEmpty(); // a glossary step's: {inFlightRows}
  }

  @Test
  void serversOfBlindSetsBjAndBkSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                "the server rejects the 1st, 2nd and 3rd requests immediately with HTTP 429, 500"
                    + " and 503"))
        .isEqualTo(
            ServerSentence.read(
                "the server answers the 1st with HTTP 429, the 2nd with HTTP 500 and the 3rd with"
                    + " HTTP 503"));
    assertThat(
            ServerSentence.read(
                "the server drops the connection on the 4th request after 5 tokens, sends a"
                    + " malformed chunk on the 5th after 5 tokens, and never sends the end marker"
                    + " on the 6th after 21 tokens"))
        .isEqualTo(
            ServerSentence.read(
                "the server drops the connection after 5 tokens on the 4th request, sends a"
                    + " malformed chunk after 5 tokens on the 5th request, and never sends the end"
                    + " marker on the 6th request"));
    assertThat(
            parse(
                "the first request takes 550 ms, the others take 230 ms, and the mean request"
                    + " latency is 294 ms"))
        .hasSize(3);
  }

  @Test
  void serversOfBlindSetsCaAndCbSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                "it sends the first token 200 ms after a request arrives and each following token"
                    + " 20 ms after the previous one, no matter how many requests are in flight"))
        .isEqualTo(
            ServerSentence.read("it sends the first token after 200 ms then a token every 20 ms"));
    assertThat(
            ServerSentence.read(
                "the server first sends 3 chunks with empty content at 100 ms, 200 ms and 300 ms,"
                    + " then its first real token at 500 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends an empty chunk at 100 ms, an empty chunk at 200 ms and an empty"
                    + " chunk at 300 ms, then its first real token at 500 ms"));
    assertThat(
            ServerSentence.read(
                "before the first token the server sends 3 empty chunks with no text, at 50, 100"
                    + " and 150 ms, and then the first token at 300 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends an empty chunk at 50 ms, an empty chunk at 100 ms and an empty"
                    + " chunk at 150 ms, then its first token at 300 ms"));
    assertThat(
            ServerSentence.read(
                "it ignores max_tokens and sends 150 tokens, each 20 ms after the previous one"))
        .isEqualTo(ServerSentence.read("it ignores max_tokens and sends 150 tokens 20 ms apart"));
    assertThat(
            ServerSentence.read(
                "on the 5th request it receives, it closes the connection after sending 40"
                    + " tokens"))
        .isEqualTo(
            ServerSentence.read("on the 5th request it closes the connection after 40 tokens"));
    assertThat(
            ServerSentence.read(
                "the 5th and 9th requests have their connection dropped right after their 20th"
                    + " token"))
        .isEqualTo(
            ServerSentence.read(
                "on the 5th and 9th requests it closes the connection after 20 tokens"));
    assertThat(
            ServerSentence.read(
                "while several requests are in flight, the gap between tokens grows by 10 ms for"
                    + " each other request in flight, and the first token still comes after 100"
                    + " ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server adds 10 ms to every gap between tokens for each other request in"
                    + " flight, and the first token comes after 100 ms"));
    assertThat(
            ServerSentence.read(
                "the server works on at most 2 requests at a time, holds up to 2 more in a queue,"
                    + " and starts a queued request as soon as a running one finishes"))
        .isEqualTo(
            ServerSentence.read(
                "the server works on at most 2 requests at a time and holds up to 2 more in a"
                    + " queue"));
    assertThat(
            ServerSentence.read(
                "a prompt the server has not seen before gets its first token after 400 ms, and a"
                    + " prompt it has seen before gets it after 100 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends its first token after 400 ms for a prompt it has not seen before"
                    + " and 100 ms for a seen prompt"));
    assertThat(
            ServerSentence.read(
                    "the server sends the first token 50 ms after the request arrives when it has"
                        + " seen the exact same prompt before")
                .map(ServerSentence::traits))
        .isEqualTo(
            ServerSentence.read("the server takes 50 ms for a prompt it has already seen")
                .map(ServerSentence::traits));
    assertThat(
            ServerSentence.read(
                "the first request after the server starts up waits an extra 2,000 ms before its"
                    + " first token"))
        .isEqualTo(
            ServerSentence.read(
                "the first request after the server starts waits an extra 2,000 ms before its"
                    + " first token"));
    assertThat(ServerSentence.read("the server stops at exactly 50 tokens"))
        .isEqualTo(ServerSentence.read("the server answers 50 tokens"));
    // a stop said with more after it is no answer's length
    assertThat(ServerSentence.read("the server stops after 10 tokens without finishing")).isEmpty();
  }

  @Test
  void loadsAndClaimsOfBlindSetsCaAndCbSaidAsTheyWroteThem() {
    assertThat(
            LoadSentence.read(
                "I send 5 requests with a 4,000-token prompt, one after another, to a freshly"
                    + " started server"))
        .isEqualTo(
            LoadSentence.read("I send 5 requests with a 4,000-token prompt, one after another"));
    assertThat(
            LoadSentence.read(
                "I send the same prompt 10 times, one after another, starting with an empty cache"))
        .isEqualTo(LoadSentence.read("I send the same prompt 10 times, one after another"));
    assertThat(parse("no inter-token latency is above 25 ms"))
        .isEqualTo(parse("the largest inter-token latency is at most 25 ms"));
    assertThat(parse("no gap between tokens anywhere in the run exceeds 25 ms"))
        .isEqualTo(parse("the largest ITL is at most 25 ms"));
    assertThat(
            parse(
                "the smallest, median and largest times to first token are 200 ms, 500 ms and 900"
                    + " ms, each within 20 ms"))
        .isEqualTo(
            parse(
                "the minimum TTFT is 200 ms, the median TTFT is 500 ms and the maximum TTFT is 900"
                    + " ms, each within 20 ms"));
    assertThat(
            parse(
                "the succeeded requests' TTFTs are 100, 100, 1,180 and 1,180 ms (each ±30 ms),"
                    + " while every TPOT stays at 20 ms ±2 ms"))
        .isEqualTo(
            parse(
                "the TTFTs are 100, 100, 1180 and 1180 ms within 30 ms, and every TPOT is 20 ms"
                    + " within 2 ms"));
    assertThat(
            parse(
                    "the first request's TTFT is 2,450 ms ±50 ms and the other 4 TTFTs are each 450"
                        + " ms ±20 ms")
                .toString())
        .isEqualTo(
            parse(
                    "a TTFT of 2450 ms within 50 ms for the first request and 450 ms within 20 ms"
                        + " for the other 4")
                .toString());
  }

  @Test
  void serversOfBlindSetsCcAndCdSaidAsTheyWroteThem() {
    assertThat(
            ServerSentence.read(
                "it waits 100 ms before the first token, then sends one token every 20 ms, at the"
                    + " same speed however many requests are in flight"))
        .isEqualTo(
            ServerSentence.read(
                "it waits 100 ms before the first token, then sends one token every 20 ms"));
    assertThat(ServerSentence.read("the server sends exactly 50 tokens"))
        .isEqualTo(ServerSentence.read("the server sends 50 tokens"));
    assertThat(
            WrittenLine.readsInTwoParts(
                "every request asks for max_tokens of 50 and gets exactly 50 tokens back"))
        .isTrue();
    assertThat(
            WrittenLine.readsInTwoParts(
                "every request asks for max_tokens 50, and the server sends exactly 50 tokens"
                    + " unless a scenario says otherwise"))
        .isTrue();
    assertThat(DefaultsSaid.said("the server is warm, has no prompt cache and unlimited capacity"))
        .isTrue();
    assertThat(DefaultsSaid.said("the server does not slow down under load")).isTrue();
    assertThat(
            ServerSentence.read(
                "the server accepts at most 4 requests at a time and immediately answers any extra"
                    + " request with HTTP 429"))
        .isEqualTo(
            ServerSentence.read(
                "the server accepts at most 4 requests at a time and refuses any extra request with"
                    + " HTTP 429"));
    assertThat(
            ServerSentence.read(
                "the server works on at most 2 requests at a time, holds up to 2 more in a queue,"
                    + " and refuses anything beyond that straight away with HTTP 503"))
        .isEqualTo(
            ServerSentence.read(
                "the server works on at most 2 requests at a time, holds up to 2 more in a queue,"
                    + " and refuses any others with HTTP 503"));
    assertThat(
            ServerSentence.read(
                "the server waits an extra 1 ms for every 10 prompt tokens, on top of the usual"
                    + " 100 ms, before the first token"))
        .isEqualTo(
            ServerSentence.read(
                "the server takes 100 ms plus 1 ms for every 10 prompt tokens before the first"
                    + " token"));
    assertThat(
            ServerSentence.read(
                "the server's very first request after start-up waits an extra 2000 ms before its"
                    + " first token"))
        .isEqualTo(
            ServerSentence.read("the first request waits an extra 2000 ms before its first token"));
    assertThat(
            ServerSentence.read(
                "the server has just started, its first request takes 3,000 ms to the first token,"
                    + " and every later request gets the usual 100 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 3,000 ms for the first 1 requests it ever"
                    + " receives and after 100 ms for every later request"));
    assertThat(
            ServerSentence.read(
                "the server sends 3 empty chunks within the first 50 ms, before the first real"
                    + " token at 100 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends 3 empty chunks in the first 50 ms, then the first real token at"
                    + " 100 ms"));
    assertThat(
            ServerSentence.read(
                "the server answers the 3rd request with HTTP 500 before any token, and drops the"
                    + " 6th request's connection after 10 tokens"))
        .isEqualTo(
            ServerSentence.read(
                "the server answers the 3rd request with HTTP 500 before any token, and on the 6th"
                    + " request it closes the connection after 10 tokens"));
    assertThat(ServerSentence.read("it ignores max_tokens on the 9th request and sends 80 tokens"))
        .isEqualTo(ServerSentence.read("it answers with 80 tokens on the 9th request"));
    assertThat(
            ServerSentence.read(
                "the server streams tokens at a steady 50 tokens per second after a 100 ms wait"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 100 ms and then a token every 20 ms"));
    assertThat(
            ServerSentence.read(
                "the pretend server sends the first token after 100 ms and the remaining 49 tokens"
                    + " 20 ms apart"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 100 ms and 49 more tokens 20 ms apart"));
  }

  @Test
  void loadsAndClaimsOfBlindSetsCcAndCdSaidAsTheyWroteThem() {
    assertThat(
            LoadSentence.read(
                "I send 10 requests one after another, with the benchmark's warm-up requests"
                    + " turned off"))
        .isEqualTo(LoadSentence.read("I send 10 requests one after another, with no warm-up"));
    assertThat(
            parse(
                    "median ITL and median TPOT are both 40 ms ± 4 ms, and median request latency"
                        + " is 2060 ms ± 100 ms")
                .toString())
        .isEqualTo(
            parse(
                    "the median ITL and the median TPOT are both 40 ms within 4 ms, and the median"
                        + " request latency is 2060 ms within 100 ms")
                .toString());
    assertThat(
            parse(
                    "TTFT is 100 ms ± 10 ms at minimum, 2260 ms ± 50 ms at maximum and 1180 ms ± 50"
                        + " ms on average")
                .toString())
        .isEqualTo(
            parse(
                    "the minimum TTFT is 100 ms within 10 ms, the maximum TTFT is 2260 ms within 50"
                        + " ms and the mean TTFT is 1180 ms within 50 ms")
                .toString());
    assertThat(
            parse("4 succeeded and 6 failed, with the 6 failures recorded as HTTP 429").toString())
        .isEqualTo(
            parse("4 succeeded and 6 failed, and 6 fail with reason \"HTTP 429\"").toString());
    assertThat(
            parse(
                    "the mean TTFT is 400 ms and every request shows exactly 80 output tokens, 240"
                        + " in total")
                .toString())
        .isEqualTo(
            parse("the mean TTFT is 400 ms, 80 output tokens each and 240 in total").toString());
    assertThat(parse("the mean request latency is 1080 ms over the 4 successes only").toString())
        .isEqualTo(parse("the mean request latency is 1080 ms").toString());
  }

  @Test
  void linesOfBlindSetsCeAndCfSaidAsTheyWroteThem() {
    // a count after "every request reports" is each one's, however it is said
    assertThat(ClaimSentence.read("every request reports exactly 3 output tokens"))
        .containsExactly(new OutputTokensEach(3));
    assertThat(ClaimSentence.read("each request reports 3 output tokens"))
        .containsExactly(new OutputTokensEach(3));
    assertThat(
            WrittenLine.readsInTwoParts(
                "every request sets max_tokens to 100 and the server stops at 100 tokens"))
        .isTrue();
    assertThat(DefaultsSaid.said("the pretend model server streams one token per chunk")).isTrue();
    assertThat(
            ServerSentence.read(
                "the server works on at most 2 requests at a time and holds the rest in a queue,"
                    + " oldest first, until a slot frees up"))
        .isEqualTo(
            ServerSentence.read(
                "the server works on at most 2 requests at a time and holds the rest in a queue"
                    + " until a slot frees up"));
    assertThat(
            ServerSentence.read(
                "the server waits 100 ms plus 1 ms for every 10 prompt tokens (as the server counts"
                    + " them) before the first token"))
        .isEqualTo(
            ServerSentence.read(
                "the server waits 100 ms plus 1 ms for every 10 prompt tokens before the first"
                    + " token"));
    assertThat(
            ServerSentence.read(
                "the server has just started and its very first request waits 3000 ms before the"
                    + " first token"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 3000 ms for the first 1 requests it ever"
                    + " receives"));
    assertThat(ServerSentence.read("the server ignores max_tokens 100 and always sends 120 tokens"))
        .isEqualTo(
            ServerSentence.read("the server ignores max_tokens and always sends 120 tokens"));
    assertThat(
            ServerSentence.read(
                "the gap between token 50 and token 51 is 2000 ms instead of 20 ms"))
        .isEqualTo(ServerSentence.read("the server goes silent for 2000 ms after the 50th token"));
    assertThat(
            ServerSentence.read(
                "the server sends an empty chunk with no text 50 ms after a request arrives, before"
                    + " the first real token"))
        .isEqualTo(ServerSentence.read("the server sends an empty chunk at 50 ms"));
    assertThat(
            LoadSentence.read(
                "I send 4 requests one after another: 2 with a 200-token prompt and 2 with a"
                    + " 1800-token prompt"))
        .isEqualTo(
            LoadSentence.read(
                "I send 2 requests with 200-token prompts and 2 requests with 1800-token prompts,"
                    + " one after another"));
    assertThat(
            LoadSentence.read(
                "I send 5 requests one after another, the first one right after the server starts"))
        .isEqualTo(LoadSentence.read("I send 5 requests one after another"));
    assertThat(
            parse(
                    "mean TTFT is 200 ms and mean request latency is 2180 ms (each within 5%),"
                        + " counted over the 3 successful requests only")
                .toString())
        .isEqualTo(
            parse("the mean TTFT is 200 ms and the mean request latency is 2180 ms, each within 5%")
                .toString());
    assertThat(
            parse(
                    "exactly 8 succeeded and 2 failed, with 120 output tokens per successful"
                        + " request and 960 in total")
                .toString())
        .isEqualTo(
            parse("8 succeeded and 2 failed, 120 output tokens each and 960 in total").toString());
  }

  @Test
  void linesOfBlindSetsCgAndChSaidAsTheyWroteThem() {
    assertThat(
            WrittenLine.readsInTwoParts(
                "each request sends a 100-token prompt with max_tokens set to 51"))
        .isTrue();
    assertThat(
            DefaultsSaid.said(
                "a pretend model server that streams OpenAI-compatible chat completions and handles"
                    + " any number of requests at once at full speed"))
        .isTrue();
    assertThat(
            ServerSentence.read(
                "the server sends the first token after 100 ms and then, while N requests are in"
                    + " flight, one token every N x 10 ms to each of them"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 100 ms and then a token every 10 ms plus 10"
                    + " ms for every other request in flight"));
    assertThat(
            ServerSentence.read(
                "after that it sends one token every 20 ms, except that the gap between token 25"
                    + " and token 26 is 1000 ms"))
        .isEqualTo(
            ServerSentence.read(
                "after that it sends one token every 20 ms, and goes silent for 1000 ms after the"
                    + " 25th token"));
    assertThat(
            ServerSentence.read(
                "the server answers with 60 tokens although max_tokens is 51, sending the first"
                    + " token after 100 ms and then one token every 10 ms"))
        .isEqualTo(
            ServerSentence.read(
                "the server answers with 60 tokens and ignores max_tokens, sends the first token"
                    + " after 100 ms and then one token every 10 ms"));
    assertThat(
            ServerSentence.read(
                "the server still sends the first token after 200 ms, but every later token gap"
                    + " grows by 5 ms for each other request it is working on at that moment"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 200 ms, and the server adds 5 ms to every"
                    + " gap between tokens for each other request it is working on at that"
                    + " moment"));
    assertThat(
            ServerSentence.read(
                "the server works on at most 4 requests at a time and holds up to 4 more in a"
                    + " queue, starting each as soon as a running one finishes"))
        .isEqualTo(
            ServerSentence.read(
                "the server works on at most 4 requests at a time and holds up to 4 more in a"
                    + " queue"));
    assertThat(parse("the mean time per output token is 20 ms, within ±2 ms").toString())
        .isEqualTo(parse("the mean time per output token is 20 ms within 2 ms").toString());
    assertThat(
            parse("the mean time to first token across the 8 successful requests is 1290 ms")
                .toString())
        .isEqualTo(parse("the mean time to first token is 1290 ms").toString());
    assertThat(
            parse(
                    "8 requests succeed and 2 fail, one reported as HTTP 500 and one as a dropped"
                        + " connection")
                .toString())
        .isEqualTo(
            parse(
                    "8 requests succeed and 2 fail, the failures broken down as 1 \"HTTP 500\" and"
                        + " 1 \"connection dropped\"")
                .toString());
    assertThat(
            parse(
                    "total output tokens is 204 and mean request latency is 1150 ms within 5%,"
                        + " counting the 4 successful requests only")
                .toString())
        .isEqualTo(
            parse("total output tokens is 204 and mean request latency is 1150 ms within 5%")
                .toString());
  }

  /** Blind sets CI to CN: lines read as the lines that already said the same. */
  @Test
  void blindSetsCiToCnReadAsTheirPlainerWords() {
    assertThat(
            WrittenLine.readsInTwoParts(
                "a pretend model server that streams one token per chunk and stops at the requested"
                    + " max_tokens of 100"))
        .isTrue();
    assertThat(
            WrittenLine.readsInTwoParts(
                "unless a scenario says otherwise, it stops at max_tokens and its speed does not"
                    + " depend on how many requests are in flight"))
        .isTrue();
    assertThat(
            WrittenLine.setsNothing("it serves any number of requests at once at that same speed"))
        .isTrue();
    assertThat(
            WrittenLine.setsNothing(
                "a pretend model server, started fresh with an empty cache for each scenario"))
        .isTrue();
    assertThat(
            ServerSentence.read(
                "it sends the first token 100 ms after it starts on a request and each later token"
                    + " 20 ms after the previous one"))
        .isEqualTo(
            ServerSentence.read(
                "it sends the first token 100 ms after a request arrives and each later token 20"
                    + " ms after the previous one"));
    assertThat(
            ServerSentence.read(
                "the gap between tokens is 20 ms multiplied by the number of requests the server is"
                    + " handling at that moment"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends tokens 20 ms apart plus 20 ms for every other request in"
                    + " flight"));
    assertThat(
            ServerSentence.read(
                    "a prompt the server has already seen gets its first token after 20 ms instead"
                        + " of 100 ms")
                .map(ServerSentence::traits))
        .isEqualTo(
            ServerSentence.read(
                    "the server takes 100 ms to the first token for a new prompt and 20 ms for a"
                        + " cached one")
                .map(ServerSentence::traits));
    assertThat(
            ServerSentence.read(
                "the server needs an extra 1 ms for every 10 prompt tokens before it sends the"
                    + " first token"))
        .isEqualTo(ServerSentence.read("every 10 prompt tokens add 1 ms before the first token"));
    assertThat(
            ServerSentence.read(
                "the server closes the connection of the 5th request after streaming 40 tokens,"
                    + " without an end-of-stream marker"))
        .isEqualTo(
            ServerSentence.read(
                "the server closes the connection on its 5th request after 40 tokens"));
    assertThat(ServerSentence.read("it pauses an extra 1000 ms between token 50 and token 51"))
        .isEqualTo(
            ServerSentence.read("it pauses an extra 1000 ms between the 50th and 51st tokens"));
    assertThat(parse("each successful request reports 60 output tokens, 480 in total").toString())
        .isEqualTo(parse("60 output tokens each, 480 in total").toString());
    assertThat(
            parse("the mean request latency, counting only the 2 successful requests, is 1080 ms")
                .toString())
        .isEqualTo(parse("the mean request latency is 1080 ms").toString());
    assertThat(parse("the output token count is exactly 50 for every request"))
        .containsExactly(new OutputTokensEach(50));
  }

  @Test
  void blindSetsCoToCzSaidAsTheyWroteThem() {
    // the pace said of the tokens, and the first wait said of what a request gets
    assertThat(
            ServerSentence.read(
                "each request normally gets its first token after 200 ms and tokens then arrive 30"
                    + " ms apart"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 200 ms and then a token every 30 ms"));
    // a cold start said from the requests' side
    assertThat(
            ServerSentence.read(
                    "the first request after the server starts gets its first token after 3,000"
                        + " ms, every later request after 100 ms, and tokens then arrive 10 ms"
                        + " apart")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(1, ms(3000)));
    // its room and its queue in other words
    assertThat(
            ServerSentence.read(
                "the server works on 2 requests at a time, queues 2 more and refuses any others at"
                    + " once with HTTP 429"))
        .isEqualTo(
            ServerSentence.read(
                "the server works on at most 2 requests at a time, queues up to 2 more and"
                    + " refuses any beyond that at once with HTTP 429"));
    // a gap said as the time one token comes after another
    assertThat(ServerSentence.read("the server sends token 51 2000 ms after token 50"))
        .isEqualTo(
            ServerSentence.read("the server pauses 2000 ms between the 50th and 51st tokens"));
    // lines cut at every comma and "and", each run read whole
    assertThat(
            WrittenLine.readsInTwoParts(
                "every request sends a 100-token prompt and asks for max_tokens 50, and unless a"
                    + " scenario says otherwise gets exactly 50 tokens back"))
        .isTrue();
    assertThat(
            WrittenLine.readsInTwoParts(
                "a pretend model server on the same machine as the benchmark tool, streaming"
                    + " exactly one token per chunk"))
        .isTrue();
    // loads: prompts by the server's count, parts after a dash, alternating lengths
    assertThat(
            LoadSentence.read(
                    "I send 4 requests one after another - 2 with 200-token prompts, then 2 with"
                        + " 8,000-token prompts - each asking for 41 output tokens")
                .orElseThrow()
                .promptMix())
        .containsExactly(200, 200, 8000, 8000);
    assertThat(
            LoadSentence.read(
                    "I send 4 requests one after another, alternating 100-token and 2,000-token"
                        + " prompts (as the server counts tokens)")
                .orElseThrow()
                .promptMix())
        .containsExactly(100, 2000, 100, 2000);
    // claims: a total said after each one's count, numbers with their own tolerances
    assertThat(
            ClaimSentence.read("each request reports 80 output tokens, not 50, for a total of 320"))
        .containsExactly(new OutputTokensEach(80), new TotalTokens(320));
    assertThat(
            ClaimSentence.read(
                "their TTFTs, in the order sent, are 2200 ms within 110 ms and 200 ms within 10"
                    + " ms"))
        .hasSize(2);
  }

  @Test
  void blindSetsDcToDeSaidAsTheyWroteThem() {
    // a Background of how every answer streams, "unless said otherwise": the fake as it is
    assertThat(
            List.of(
                "a pretend server that streams OpenAI-style chat completions, one token per chunk"
                    + " unless said otherwise",
                "a pretend model server that streams OpenAI-style chat completions with one token"
                    + " in each chunk unless a scenario says otherwise",
                "the pretend server streams OpenAI-style chat completion chunks with one token per"
                    + " chunk, unless a scenario says otherwise",
                "it ends each complete answer with a usage chunk whose counts match what it"
                    + " streamed, unless a scenario says otherwise"))
        .allMatch(WrittenLine::setsNothing);
    // a prompt it has not seen, and one it has
    assertThat(
            ServerSentence.read(
                "the server sends the first token after 400 ms for a prompt it has not seen before"
                    + " and after 80 ms for one it has"))
        .isEqualTo(
            ServerSentence.read(
                "the server sends the first token after 400 ms for a new prompt and after 80 ms"
                    + " for one it has seen"));
    // a cold start's extra wait, said as "more"
    assertThat(
            ServerSentence.read(
                "the first request it gets after starting waits 2000 ms more before its first"
                    + " token"))
        .isEqualTo(
            ServerSentence.read(
                "the first request after the server starts waits an extra 2000 ms for its first"
                    + " token"));
    // a pause said as the gap it makes
    assertThat(
            ServerSentence.read(
                "it then sends 29 more tokens 10 ms apart, except that the gap between the 15th and"
                    + " 16th tokens is 1000 ms"))
        .isEqualTo(
            ServerSentence.read(
                "it then sends 29 more tokens 10 ms apart, except for a 1000 ms pause between the"
                    + " 15th and the 16th tokens"));
    // a usage other than the answer's length, said in the answer's line: a usage of its own
    assertThat(
            ServerSentence.read(
                    "the server streams 80 tokens 10 ms apart and ends with usage saying 50"
                        + " completion tokens")
                .orElseThrow()
                .traits())
        .containsExactly(new ServerTrait.UsageSays(50));
    // alternating prompts said with the one they start with: that one first
    assertThat(
            LoadSentence.read(
                    "tokenpace sends 4 requests one after another, alternating 1000-token and"
                        + " 4000-token prompts, starting with a 4000-token prompt")
                .orElseThrow()
                .promptMix())
        .containsExactly(4000, 1000, 4000, 1000);
    // as many requests as lengths: one a length; "each": that many of every length
    ContinuingParameterTypes types = new ContinuingParameterTypes();
    assertThat(types.promptMix("3 requests with prompts of 100, 2000 and 8000 tokens"))
        .containsExactly(100, 2000, 8000);
    assertThat(types.promptMix("3 requests each with prompts of 100, 2000 and 8000 tokens"))
        .hasSize(9);
  }
}
