package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.tokenpace.acceptance.script.ChunkKind;
import dev.tokenpace.acceptance.script.ModelScript;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.script.ScriptedChunk;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ServerTraitClausesTest {

  private static ServerSentence read(String sentence) {
    return ServerSentence.read(sentence)
        .orElseThrow(() -> new AssertionError("not read: " + sentence));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a fake model server that takes 20 ms plus 1 ms per 10 prompt tokens before the first token"
            + " | 20 | 100000",
        "the server takes 50 ms plus 1 ms per 10 prompt tokens before the first token | 50 |"
            + " 100000",
        "it takes 50 ms plus 100 ms per 1,000 prompt tokens before the first token | 50 | 100000",
        "a model that spends 30 ms plus 2 ms for every 100 prompt tokens to send its first token"
            + " | 30 | 20000",
        "the server's time to first token is 40 ms plus 1 ms per 100 prompt tokens | 40 | 10000",
        "it takes 20 ms before the first token, plus 1 ms per 10 prompt tokens | 20 | 100000",
        "the model waits 25 ms plus 0.5 ms per prompt token before answering | 25 | 500000",
      })
  void prefillByPromptLength(String sentence, long firstMs, long per1000Micros) {
    ServerSentence read = read(sentence);

    assertThat(read.first()).isEqualTo(Duration.ofMillis(firstMs));
    assertThat(read.traits())
        .containsExactly(new ServerTrait.Prefill(Duration.ofNanos(per1000Micros * 1000)));
  }

  @Test
  void prefillWithTheAnswerInOneSentence() {
    ServerSentence read =
        read(
            "a fake model server that takes 20 ms plus 1 ms per 10 prompt tokens before the first"
                + " token, then streams 10 tokens 10 ms apart");

    assertThat(read.words()).isEqualTo(10);
    assertThat(read.gap()).isEqualTo(Duration.ofMillis(10));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "it goes quiet for 2 seconds after the 25th token before carrying on | 25 | 2000",
        "it pauses for 2 seconds after the 50th token before continuing | 50 | 2000",
        "after the 100th token it goes silent for 3 seconds before continuing at the same pace |"
            + " 100 | 3000",
        "the server stalls for 500 ms after the 10th word, then resumes | 10 | 500",
        "after the 3rd token it goes silent for 1 s, then continues | 3 | 1000",
        "it has a 700 ms pause after the fourth word | 4 | 700",
      })
  void aStallAfterAWordByItsPlaceIsTheWholeGapToTheNext(String sentence, int word, long stallMs) {
    assertThat(read(sentence).traits())
        .containsExactly(new ServerTrait.PauseBetween(word, Duration.ofMillis(stallMs), null));
  }

  @Test
  void aStallAfterACountOfTokensAddsToTheGap() {
    assertThat(read("it freezes for 300 ms after 5 tokens and then carries on").traits())
        .containsExactly(new ServerTrait.Stall(5, Duration.ofMillis(300)));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "it goes quiet for 300 ms between the 3rd and 4th token | 3 | 300",
        "it pauses for 5000 ms between token 50 and token 51 | 50 | 5000",
        "it waits 1000 ms instead of 10 ms between the 10th and 11th tokens | 10 | 1000",
        "it goes quiet after the 10th token, so the gap before the 11th token is 1,000 ms instead"
            + " of 20 ms | 10 | 1000",
        "it stalls between the 10th and the 11th token, so that gap is 2,000 ms | 10 | 2000",
        "it streams 20 tokens 10 ms apart, but with a 500 ms gap between the 10th and 11th token |"
            + " 10 | 500",
      })
  void aPauseBetweenTwoWordsIsThatGapInEveryAnswer(String sentence, int word, long pauseMs) {
    assertThat(read(sentence).traits())
        .containsExactly(new ServerTrait.PauseBetween(word, Duration.ofMillis(pauseMs), null));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "on requests 2 and 4 it waits 500 ms between token 10 and token 11",
        "on every 2nd request it goes quiet after the 10th token, so the gap before the 11th token"
            + " is 500 ms instead of 10 ms",
        "on the 2nd and 4th requests it waits 500 ms instead of 10 ms between the 10th and 11th"
            + " tokens",
        "a fake server that sends 20 tokens 10 ms apart, except that on requests 2 and 4 it waits"
            + " 500 ms between the 10th and 11th tokens",
      })
  void aPauseBetweenTwoWordsOnTheRequestsNamed(String sentence) {
    assertThat(read(sentence).traits())
        .singleElement()
        .isInstanceOfSatisfying(
            ServerTrait.PauseBetween.class,
            pause -> {
              assertThat(pause.word()).isEqualTo(10);
              assertThat(pause.pause()).isEqualTo(Duration.ofMillis(500));
              assertThat(((ServerTrait.Named) pause.portion()).requests().contains(2)).isTrue();
              assertThat(((ServerTrait.Named) pause.portion()).requests().contains(3)).isFalse();
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "a fake model server that always answers with 300 tokens, whatever maximum is asked for",
        "a model that always writes 300 tokens whatever maximum is requested",
        "the server ignores max_tokens and always writes 300 tokens",
        "it always streams 300 tokens regardless of max_tokens",
        "the model never stops at max_tokens and always answers with 300 tokens",
        "the server writes 300 tokens no matter what max_tokens says",
      })
  void maxTokensIgnored(String sentence) {
    ServerSentence read = read(sentence);

    assertThat(read.words()).isEqualTo(300);
    assertThat(read.traits()).containsExactly(new ServerTrait.IgnoresMaxTokens());
  }

  @Test
  void aStallSaidWithTheWordItResumesWithIsTheGapBetweenThem() {
    assertThat(
            read("after the 100th token it goes silent for 3 seconds before sending the 101st"
                    + " token")
                .traits())
        .containsExactly(new ServerTrait.PauseBetween(100, Duration.ofSeconds(3), null));
    assertThat(read("it goes silent for 3 seconds after the 100th token").traits())
        .containsExactly(new ServerTrait.PauseBetween(100, Duration.ofSeconds(3), null));
    assertThatThrownBy(
            () ->
                read(
                    "after the 100th token it goes silent for 3 seconds before sending the 105th"
                        + " token"))
        .hasMessageContaining("the next word is 101");
  }

  @Test
  void aPrefixCacheAndItsTwoWaits() {
    assertThat(read("a fake model server that caches prompts it has already seen").traits())
        .containsExactly(new ServerTrait.PromptCache());
    assertThat(read("the server has a prefix cache").traits())
        .containsExactly(new ServerTrait.PromptCache());
    assertThat(read("the fake server keeps a prompt cache").traits())
        .containsExactly(new ServerTrait.PromptCache());
    assertThat(
            read("a fake server that sends its first token after 400 ms for a prompt it has not"
                    + " seen before and after 80 ms for a prompt it has seen")
                .traits())
        .containsExactly(
            new ServerTrait.NewPromptWait(Duration.ofMillis(400), 0),
            new ServerTrait.SeenPromptWait(Duration.ofMillis(80)));
    assertThat(
            read("it takes 400 ms to the first token for a new prompt and 50 ms for a cached one")
                .traits())
        .containsExactly(
            new ServerTrait.NewPromptWait(Duration.ofMillis(400), 0),
            new ServerTrait.SeenPromptWait(Duration.ofMillis(50)));
    assertThat(
            read("a fake server that takes 800 ms to the first token for an uncached 4000-token"
                    + " prompt")
                .traits())
        .containsExactly(new ServerTrait.NewPromptWait(Duration.ofMillis(800), 4000));
    assertThat(
            read("it takes 100 ms when the prompt was seen before, reporting the cached prompt"
                    + " tokens in its usage")
                .traits())
        .containsExactly(
            new ServerTrait.SeenPromptWait(Duration.ofMillis(100)), new ServerTrait.PromptCache());
    assertThat(read("it takes only 60 ms for a prompt it has already seen").traits())
        .containsExactly(new ServerTrait.SeenPromptWait(Duration.ofMillis(60)));
  }

  @Test
  void emptyChunksInAWindowThenTheFirstRealToken() {
    ServerSentence empties =
        read("a fake model server that sends 3 empty chunks in the first 300 ms");
    assertThat(empties.empties()).isEqualTo(3);
    assertThat(empties.emptiesWithin()).isEqualTo(Duration.ofMillis(300));

    ServerSentence first =
        read(
            "it then sends its first real token 400 ms after the request, followed by 20 more 10"
                + " ms apart");
    assertThat(first.first()).isEqualTo(Duration.ofMillis(400));
    assertThat(first.words()).isEqualTo(21);
    assertThat(first.gap()).isEqualTo(Duration.ofMillis(10));

    ServerSentence both =
        read(
            "a fake server that sends 3 empty content chunks in the first 300 ms, then the first"
                + " real token at 500 ms");
    assertThat(both.empties()).isEqualTo(3);
    assertThat(both.first()).isEqualTo(Duration.ofMillis(500));

    ServerSentence more = read("it then streams 20 more tokens 20 ms apart");
    assertThat(more.words()).isEqualTo(21);
  }

  @Test
  void faultsOnAShareOfTheRequests() {
    assertThat(read("it answers 4 of every 20 requests with HTTP 500 \"Internal Error\"").traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(4, 20), 500, "Internal Error"));
    assertThat(
            read("it answers 4 of every 20 requests with \"500 Internal Server Error\"").traits())
        .as("a status line quoted whole")
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(4, 20), 500, "Internal Server Error"));
    assertThat(read("it answers 10 of every 100 requests with an HTTP 500 error").traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(10, 100), 500, "HTTP 500"));
    assertThat(read("the server returns HTTP 503 for 5% of requests").traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(5, 100), 503, "HTTP 503"));
    assertThat(read("it drops the connection after 10 tokens on 2 of every 20 requests").traits())
        .containsExactly(new ServerTrait.DropShare(new ServerTrait.Share(2, 20), 10));
    assertThat(
            read("it drops the connection after 20 tokens on another 10 of every 100 requests")
                .traits())
        .containsExactly(new ServerTrait.DropShare(new ServerTrait.Share(10, 100), 20));
    assertThat(
            read("on 1 of every 10 requests it goes silent after 5 tokens without closing the"
                    + " connection")
                .traits())
        .containsExactly(new ServerTrait.SilentShare(new ServerTrait.Share(1, 10), 5));
    assertThat(
            read("it goes silent after 5 tokens on 1 of every 10 requests, keeping the connection"
                    + " open")
                .traits())
        .containsExactly(new ServerTrait.SilentShare(new ServerTrait.Share(1, 10), 5));
  }

  @Test
  void faultsOnRequestsARuleNames() {
    assertThat(
            read("it answers requests 10, 20, 30 and so on with HTTP 500 straight away").traits())
        .singleElement()
        .satisfies(
            trait -> {
              ServerTrait.ErrorShare error = (ServerTrait.ErrorShare) trait;
              RequestSet set = ((ServerTrait.Named) error.portion()).requests();
              assertThat(set.contains(10)).isTrue();
              assertThat(set.contains(40)).isTrue();
              assertThat(set.contains(15)).isFalse();
              assertThat(set.contains(5)).isFalse();
            });
    ServerTrait silent =
        read("on every 4th request it sends 5 tokens and then goes silent without closing the"
                + " connection")
            .traits()
            .get(0);
    assertThat(silent).isInstanceOf(ServerTrait.SilentShare.class);
    assertThat(((ServerTrait.SilentShare) silent).afterTokens()).isEqualTo(5);
    RequestSet fourth =
        ((ServerTrait.Named) ((ServerTrait.SilentShare) silent).portion()).requests();
    assertThat(fourth.contains(8)).isTrue();
    assertThat(fourth.contains(6)).isFalse();
    assertThat(
            read("the server sends 10 tokens and then goes silent with the connection left open,"
                    + " for every 5th request")
                .traits())
        .hasSize(1);
  }

  @Test
  void anotherShareTakesTheShareBeforeIt() {
    assertThat(
            read("it answers 10 of 100 requests with HTTP 500 and drops the connection after the"
                    + " 20th token on another 10")
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(10, 100), 500, "HTTP 500"),
            new ServerTrait.DropShare(new ServerTrait.Share(10, 100), 20));
    assertThat(
            read("it refuses 10 of every 100 requests with HTTP 503 and the message \"overloaded\"")
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(10, 100), 503, "overloaded"));
  }

  @Test
  void countsAfterAFrameAreSharesOfIt() {
    assertThat(
            read("out of every 20 requests it answers 2 with HTTP 503, 1 with HTTP 429, cuts 1"
                    + " stream off after 20 tokens without a finish reason, and never answers 1 at"
                    + " all")
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(2, 20), 503, "HTTP 503"),
            new ServerTrait.ErrorShare(new ServerTrait.Share(1, 20), 429, "HTTP 429"),
            new ServerTrait.DropShare(new ServerTrait.Share(1, 20), 20),
            new ServerTrait.SilentShare(new ServerTrait.Share(1, 20), 0));
  }

  @Test
  void aFrameTakesCountsSaidAfterTheirVerb() {
    assertThat(
            read("out of every 100 requests it answers 10 with HTTP 500 and 5 with HTTP 429, cuts"
                    + " off 10 streams after 20 tokens without a finish reason or end-of-stream"
                    + " marker, and never answers 5 at all")
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(10, 100), 500, "HTTP 500"),
            new ServerTrait.ErrorShare(new ServerTrait.Share(5, 100), 429, "HTTP 429"),
            new ServerTrait.DropShare(new ServerTrait.Share(10, 100), 20),
            new ServerTrait.SilentShare(new ServerTrait.Share(5, 100), 0));
  }

  @Test
  void aRunSaidWholeIsAFrameAndItsNormalAnswersMustMakeItUp() {
    assertThat(
            read("out of 100 requests the server answers 85 normally, returns HTTP 500 for 5,"
                    + " closes the stream after 20 tokens for 4 and never sends a token for 6")
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(new ServerTrait.Share(5, 100), 500, "HTTP 500"),
            new ServerTrait.DropShare(new ServerTrait.Share(4, 100), 20),
            new ServerTrait.SilentShare(new ServerTrait.Share(6, 100), 0));
    assertThatThrownBy(
            () ->
                ServerSentence.read(
                    "out of 100 requests the server answers 80 normally and returns HTTP 500 for"
                        + " 5"))
        .hasMessageContaining("80 answered normally and 5 spoiled make 85, not the 100 requests");
  }

  @Test
  void aCountWithoutAFrameIsRefusedSayingWhatToWrite() {
    assertThatThrownBy(() -> ServerSentence.read("it answers 2 with HTTP 503"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not of what")
        .hasMessageContaining("out of every 20 requests it answers 2 with HTTP 503");
  }

  @Test
  void aColdStartSaidInOneSentenceWithTheWaitOfTheRest() {
    ServerSentence cold =
        ServerSentence.read(
                "a fake server that sends the first token after 2000 ms for the first 2 requests it"
                    + " ever receives and after 100 ms for every later request, with 11 tokens 10"
                    + " ms apart in every answer")
            .get();

    assertThat(cold.traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(2, Duration.ofMillis(2000)));
    assertThat(cold.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(cold.words()).isEqualTo(11);
  }

  @Test
  void aFreshlyStartedServersColdStartWithEachAnswerSaidAfter() {
    ServerSentence cold =
        ServerSentence.read(
                "a freshly started fake server that sends the first token after 2000 ms for its"
                    + " first 3 requests and after 100 ms for every later request, each answer"
                    + " being 10 tokens 20 ms apart")
            .get();

    assertThat(cold.traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(3, Duration.ofMillis(2000)));
    assertThat(cold.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(cold.words()).isEqualTo(10);
    assertThat(cold.gap()).isEqualTo(Duration.ofMillis(20));
  }

  @Test
  void anErrorAfterAWaitIsThatErrorsWaitNotEveryAnswersFirstWait() {
    ServerSentence errors =
        ServerSentence.read("it answers the 3rd and 7th requests with HTTP 500 after 20 ms").get();

    assertThat(errors.traits())
        .singleElement()
        .isInstanceOfSatisfying(
            ServerTrait.ErrorShare.class,
            e -> assertThat(e.delay()).isEqualTo(Duration.ofMillis(20)));
    assertThat(errors.first()).isNull();
  }

  @Test
  void eachAfterAWaitClosingAListOfErrorsIsEveryOnesWait() {
    assertThat(
            ServerSentence.read(
                    "it answers 2 requests with HTTP 500 and 1 request with HTTP 503, each after 5"
                        + " ms")
                .get()
                .traits())
        .containsExactly(
            new ServerTrait.ErrorShare(
                new ServerTrait.OfTheRun(2), 500, "HTTP 500", Duration.ofMillis(5)),
            new ServerTrait.ErrorShare(
                new ServerTrait.OfTheRun(1), 503, "HTTP 503", Duration.ofMillis(5)));
  }

  @Test
  void aCountOfRequestsWithoutAFrameIsOfTheRun() {
    assertThat(ServerSentence.read("it answers 2 requests with HTTP 503").get().traits())
        .containsExactly(new ServerTrait.ErrorShare(new ServerTrait.OfTheRun(2), 503, "HTTP 503"));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "it takes 20 ms plus 1 ms per 10 output tokens before the first token",
        "it goes quiet for 2 seconds after the 25th token before singing",
        "it answers 4 of every 20 requests with a song",
        "the server sends 3 empty chunks in the first",
      })
  void aNearMissIsNotRead(String sentence) {
    assertThat(ServerSentence.read(sentence)).isEmpty();
  }

  @Test
  void aShareSpreadsEvenlyAndAnotherShareTakesOtherRequests() {
    var script = new dev.tokenpace.acceptance.script.ModelScript("m");
    script.spoilShare(4, 20, s -> null);
    script.spoilShare(2, 20, s -> null);

    List<Integer> faulty =
        java.util.stream.IntStream.rangeClosed(1, 20).filter(script::isFaulty).boxed().toList();
    assertThat(faulty).containsExactly(5, 9, 10, 15, 19, 20);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "it takes 20 ms plus 1 ms per 10 output tokens before the first token | prompt tokens",
        "it goes quiet for a while after the 25th token | after the 25th token",
        "it fails 4 of every 20 requests with a song | 4 of every 20 requests with HTTP 500",
        "it writes 300 tokens whatever max_tokens it likes | whatever maximum is requested",
        "it is quicker for a prompt it has already seen | caches prompts it has already seen",
        "it sends some empty chunks first | 3 empty chunks in the first 300 ms",
      })
  void aNearMissSaysTheFormThatReads(String sentence, String form) {
    assertThat(ServerSentence.read(sentence)).isEmpty();
    assertThat(ServerTraitNearMiss.why(sentence))
        .hasValueSatisfying(why -> assertThat(why).contains(form));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "a fake model server that takes 20 ms, plus 1 ms per 10 prompt tokens, before the first"
            + " token",
        "the server takes 50 ms plus 1 ms per 10 tokens of prompt before its first token",
        "a fake model server whose time to first token is 20 ms plus 1 ms per 10 prompt tokens",
        "a model server that takes 20 ms + 1 ms per 10 prompt tokens before the first token",
        "the model takes 20 ms plus an extra 1 ms per 10 prompt tokens before the first token",
        "the server reads the prompt at 1 ms per 10 tokens",
        "it pauses for 2 s after token 25 before continuing",
        "it stalls for 500 ms mid-answer after the 10th word",
        "it always answers with 300 tokens no matter what max_tokens is set to",
        "it always writes 300 tokens, ignoring max_tokens",
        "it ignores the max_tokens setting and always answers with 300 tokens",
        "it fails 1 in 10 requests with HTTP 503",
        "on 1 in 10 requests it goes silent after 5 tokens",
        "it takes 400 ms to the first token for a new prompt but only 50 ms for a cached one",
      })
  void otherWordsForTheSameThings(String sentence) {
    assertThat(read(sentence).traits()).isNotEmpty();
  }

  @Test
  void aShareTakesItsRequestsFromAStallInEveryAnswer() {
    var script = new dev.tokenpace.acceptance.script.ModelScript("m");
    script.spoilAnswers(
        new dev.tokenpace.acceptance.script.RequestSet("every answer", ordinal -> true), s -> null);
    script.spoilShare(1, 10, s -> null);

    assertThat(script.perRequestProfiles().keySet().iterator().next().words())
        .isEqualTo("1 of every 10 requests");
  }

  @Test
  void aColdStartAndTheRequestsAfterItInLinesOfTheirOwn() {
    assertThat(
            read("a fake server that sends the first token after 3,000 ms for the first 2"
                    + " requests it receives after start-up")
                .traits())
        .containsExactly(new ServerTrait.FirstRequestsWait(2, Duration.ofMillis(3000)));
    assertThat(read("it sends the first token after 200 ms for every request after that").first())
        .isEqualTo(Duration.ofMillis(200));
  }

  @Test
  void aStallThenThePaceSaidAgain() {
    ServerSentence read =
        read(
            "after the 10th token it goes silent for 3,000 ms before sending the 11th token, then"
                + " continues every 20 ms");

    assertThat(read.traits())
        .containsExactly(new ServerTrait.PauseBetween(10, Duration.ofMillis(3000), null));
    assertThat(read.gap()).isEqualTo(Duration.ofMillis(20));
  }

  @Test
  void theAnswersLengthItsEndAndItsUsageSaidForTheReader() {
    assertThat(read("the answer is exactly 21 tokens long and ends normally").words())
        .isEqualTo(21);
    ServerSentence read =
        read(
            "it ignores max_tokens and always answers exactly 80 tokens, and its usage says 80"
                + " completion tokens");
    assertThat(read.words()).isEqualTo(80);
    assertThat(read.traits()).containsExactly(new ServerTrait.IgnoresMaxTokens());
    // a usage said to count other than the answer's length is a usage of its own
    assertThat(
            read("it always answers exactly 80 tokens, and its usage says 50 completion tokens")
                .traits())
        .containsExactly(new ServerTrait.UsageSays(50));
  }

  @Test
  void chunksWithoutAWordSaidAtTheirMomentsBeforeTheFirstWord() {
    ModelScript model = new ModelScript("m");
    for (String line :
        List.of(
            "a fake server that, 100 ms after a request arrives, sends a chunk that only announces"
                + " the assistant role and has no text",
            "at 200 ms it sends a chunk whose text is empty",
            "at 600 ms it sends the first chunk with text, followed by 2 more tokens 30 ms apart,"
                + " and then ends the stream")) {
      read(line).scriptOn(model);
    }

    List<ScriptedChunk> chunks = model.stream().chunks();
    assertThat(chunks.subList(0, 3))
        .extracting(ScriptedChunk::kind, ScriptedChunk::after)
        .containsExactly(
            tuple(ChunkKind.ROLE, Duration.ofMillis(100)),
            tuple(ChunkKind.CONTENT, Duration.ofMillis(100)),
            tuple(ChunkKind.CONTENT, Duration.ofMillis(400)));
    assertThat(chunks.get(1).text()).isEmpty();
    assertThat(chunks.get(2).text()).isNotEmpty();
  }

  @Test
  void requestsNamedByTheirOrderOfArrivalEachSpoiledTheirOwnWay() {
    assertThat(
            read("it answers the 5th, 6th and 7th requests to arrive at once with HTTP 429 Too"
                    + " Many Requests, and the 8th with HTTP 503 Service Unavailable")
                .traits())
        .extracting(trait -> ((ServerTrait.ErrorShare) trait).status())
        .containsExactly(429, 503);
    assertThat(
            read("for the 9th request it sends 5 tokens and then closes the connection without"
                    + " finishing the stream, and for the 10th request it sends nothing at all")
                .traits())
        .extracting(trait -> trait.getClass().getSimpleName())
        .containsExactly("DropShare", "SilentShare");
  }

  @Test
  void anAnswersLengthEachAndItsPaceAsTheFirstThenOneEvery() {
    ServerSentence read =
        read(
            "a fake server that fully serves the first 4 requests to arrive, each with 10 tokens,"
                + " the first after 300 ms and then one every 20 ms");

    assertThat(read.words()).isEqualTo(10);
    assertThat(read.first()).isEqualTo(Duration.ofMillis(300));
    assertThat(read.gap()).isEqualTo(Duration.ofMillis(20));
  }
}
