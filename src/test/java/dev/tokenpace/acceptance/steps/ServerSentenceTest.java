package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ServerSentenceTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "a model that starts answering after 100 ms and streams 5 words 20 ms apart | 100 | 5 | 20",
        "the server takes 200 ms to produce the first token and then emits 10 tokens at 30 ms"
            + " intervals | 200 | 10 | 30",
        "a fake server that responds with its first token after 150 ms, then sends 9 more tokens"
            + " every 25 ms | 150 | 10 | 25",
        "the model waits 80 ms before the first word, then streams 6 words with 15 ms between"
            + " them | 80 | 6 | 15",
        "the model server has a TTFT of 120 ms and streams 8 tokens, one every 10 ms | 120 | 8 |"
            + " 10",
        "the server streams 4 chunks 50 ms apart after 300 ms | 300 | 4 | 50",
        "streams 10 tokens 10 ms apart after 200 ms | 200 | 10 | 10",
        "a model that takes 1.5 s to start answering and then sends ten tokens 40 ms apart | 1500"
            + " | 10 | 40",
        "the model's first token comes after 60 ms | 60 | 0 | 0",
        "a server that sends 12 tokens with a gap of 5 ms between each token | -1 | 12 | 5",
        "a server that sends its first token after 100 ms and then a token every 20 ms | 100 | 0 |"
            + " 20",
        "it sends its first token after 100 ms and then one token every 10 ms, for 5 tokens in"
            + " total | 100 | 5 | 10",
        "it starts streaming after 90 ms, with 30 ms between tokens, 7 tokens in total | 90 | 7 |"
            + " 30",
        "every answer is exactly 100 tokens long | -1 | 100 | 0",
        "all answers are 20 words long | -1 | 20 | 0",
        "the server sends the first token after 100 ms and then a token every 20 ms, 201 tokens per"
            + " answer | 100 | 201 | 20",
        "a fake model server that sends the first token after 200 ms and 100 output tokens 20 ms"
            + " apart | 200 | 100 | 20",
        "a fake server that answers every request with exactly 21 tokens | -1 | 21 | 0",
        "a fake server that sends the first of 20 tokens 100 ms after the request and the others"
            + " 10 ms apart | 100 | 20 | 10",
        "it spaces the following tokens 10 ms apart | -1 | 0 | 10",
        "it then sends 10 more tokens 20 ms apart, 11 tokens in all, and reports the prompt length"
            + " in its usage | -1 | 11 | 20",
        "a fake server that answers with 80 tokens, reporting 80 completion tokens in its usage |"
            + " -1 | 80 | 0",
        "at 300 ms it sends the first real token, then 9 more tokens 20 ms apart, immediately"
            + " followed by a closing chunk with no text, finish reason \"stop\" and usage of 10"
            + " completion tokens | 300 | 10 | 20",
        "once warm it sends the first token after 80 ms, then 9 more tokens 20 ms apart | 80 | 10"
            + " | 20",
        "the model streams a 12-word reply at a pace of one word per 15 ms | -1 | 12 | 15",
        "every response begins after 120 ms and contains 6 words 15 ms apart | 120 | 6 | 15",
        "the server answers after 200 ms with an answer of 30 words at 10 ms a word | 200 | 30 |"
            + " 10",
        "it sends the first token after 100 ms, then the rest of its 8-token answer at one token"
            + " every 25 ms and ends the stream right after the last token | 100 | 8 | 25",
        "a fake server that sends its first word after 50 ms, unless a scenario says otherwise |"
            + " 50 | 0 | 0",
      })
  void readsWhenTheFirstWordComesHowManyAndHowFarApart(
      String sentence, long firstMs, int words, long gapMs) {
    ServerSentence read = ServerSentence.read(sentence).orElseThrow();

    assertThat(read.first()).isEqualTo(firstMs < 0 ? null : Duration.ofMillis(firstMs));
    assertThat(read.words()).isEqualTo(words);
    if (words > 1 || gapMs > 0) {
      assertThat(read.gap()).isEqualTo(Duration.ofMillis(gapMs));
    }
  }

  @Test
  void aFakeModelServerSaidWithItsPaceAloneFirst() {
    ServerSentence read =
        ServerSentence.read(
                "a fake model server that works on all its requests together, and with one request"
                    + " in flight it sends the first token after 100 ms and then a token every 10"
                    + " ms, 21 tokens per answer")
            .orElseThrow();

    assertThat(read.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(read.words()).isEqualTo(21);
    assertThat(
            ServerSentence.read(
                "a fake model server that, with one request in flight, sends the first token after"
                    + " 100 ms"))
        .isPresent();
  }

  @Test
  void aPromptCacheWithTheNewPromptsLength() {
    ServerSentence read =
        ServerSentence.read(
                "a fake model server with a prompt cache that sends the first token after 400 ms"
                    + " for a 2,000-token prompt it has not seen, and after 40 ms when that prompt"
                    + " is already cached")
            .orElseThrow();

    assertThat(read.traits())
        .contains(
            new ServerTrait.NewPromptWait(Duration.ofMillis(400), 2000),
            new ServerTrait.SeenPromptWait(Duration.ofMillis(40)));
  }

  @Test
  void aGapSaidWithItsGrowthBeforeItsWords() {
    ServerSentence read =
        ServerSentence.read(
                "it waits 100 ms plus 50 ms for each other request in flight before the first"
                    + " token, and 20 ms plus 5 ms for each other request in flight between tokens")
            .orElseThrow();

    assertThat(read.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(read.firstPerOther()).isEqualTo(Duration.ofMillis(50));
    assertThat(read.gap()).isEqualTo(Duration.ofMillis(20));
    assertThat(read.gapPerOther()).isEqualTo(Duration.ofMillis(5));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the server bakes a cake",
        "the model streams 5 words loudly",
        "the report shows a TTFT of 100 ms",
        "a model that starts answering after 100 ms and sings",
        "the benchmark sends 10 requests 20 ms apart",
        "every answer is slow",
      })
  void aSentenceWithAPartItCannotReadIsNotRead(String sentence) {
    assertThat(ServerSentence.read(sentence)).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void emptyChunksBeforeTheFirstWord() {
    ServerSentence read =
        ServerSentence.read(
                "the server sends 3 empty chunks before the first token, then 5 tokens 20 ms apart")
            .orElseThrow();

    assertThat(read.empties()).isEqualTo(3);
    assertThat(read.words()).isEqualTo(5);
  }

  /** -1 for a part the sentence leaves unsaid. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "a fake model server whose first token takes 100 ms plus 20 ms for every other request in"
            + " flight | 100 | 20 | -1 | -1",
        "it takes 50 ms plus 10 ms per other request in flight before the first token | 50 | 10 |"
            + " -1 | -1",
        "its tokens are 10 ms apart plus 1 ms per other request in flight | -1 | -1 | 10 | 1",
        "it streams 50 tokens with a 10 ms gap plus 2 ms for every other request in flight | -1 |"
            + " -1 | 10 | 2",
        "the server starts answering after 200 ms plus 20 ms for each additional request it is"
            + " handling | 200 | 20 | -1 | -1",
        "the model has a TTFT of 80 ms plus 15 ms per concurrent request | 80 | 15 | -1 | -1",
        "the model's first token comes after 100 ms, and 25 ms more for every other request in"
            + " flight, then it streams 5 words 10 ms apart plus 1 ms per other request in flight"
            + " | 100 | 25 | 10 | 1",
        "the model's gap between tokens is 12 ms, rising by 3 ms with each other request the server"
            + " has in flight | -1 | -1 | 12 | 3",
        "a model that streams 8 tokens 20 ms apart after 100 ms plus 10 ms per request in flight"
            + " beyond the first | 100 | 10 | 20 | -1",
        "for each additional request in flight at the same time it adds 50 ms to the time to the"
            + " first token and 10 ms to the gap between tokens | -1 | 50 | -1 | 10",
        "a fake server that, with a single request in flight, sends the first token after 100 ms"
            + " and then a token every 20 ms | 100 | -1 | 20 | -1",
        "it spaces tokens 20 ms apart plus 5 ms for every other request in flight, 101 tokens per"
            + " answer | -1 | -1 | 20 | 5",
      })
  void readsWhatEachOtherRequestInFlightAddsToTheWaitBeforeIt(
      String sentence, long firstMs, long firstPerOtherMs, long gapMs, long gapPerOtherMs) {
    ServerSentence read = ServerSentence.read(sentence).orElseThrow();

    if (firstMs >= 0) {
      assertThat(read.first()).isEqualTo(Duration.ofMillis(firstMs));
    }
    assertThat(read.firstPerOther()).isEqualTo(millisOrNull(firstPerOtherMs));
    if (gapMs >= 0) {
      assertThat(read.gap()).isEqualTo(Duration.ofMillis(gapMs));
    }
    assertThat(read.gapPerOther()).isEqualTo(millisOrNull(gapPerOtherMs));
  }

  /** A growth with no wait before it, or with no requests it is for: not read. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "plus 20 ms for every other request in flight",
        "the model streams 5 words plus 2 ms for every other request in flight",
      })
  void aGrowthWithoutItsWaitOrItsOtherRequestsIsNotRead(String sentence) {
    assertThat(ServerSentence.read(sentence)).isEmpty();
  }

  private static Duration millisOrNull(long ms) {
    return ms < 0 ? null : Duration.ofMillis(ms);
  }

  @Test
  void aCountAndAGapMayComeInLinesOfTheirOwn() {
    ServerSentence count =
        ServerSentence.read("a fake model server that answers with 50 tokens").get();
    ServerSentence gap = ServerSentence.read("it sends tokens 10 ms apart").get();
    ServerSentence alone =
        ServerSentence.read(
                "with a single request in flight it takes 100 ms to the first token and 10 ms"
                    + " between tokens")
            .get();
    ServerSentence growth =
        ServerSentence.read(
                "every additional request in flight adds 20 ms to the first token and 2 ms between"
                    + " tokens")
            .get();

    assertThat(count.words()).isEqualTo(50);
    assertThat(gap.gap()).isEqualTo(Duration.ofMillis(10));
    assertThat(alone.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(alone.gap()).isEqualTo(Duration.ofMillis(10));
    assertThat(growth.firstPerOther()).isEqualTo(Duration.ofMillis(20));
    assertThat(growth.gapPerOther()).isEqualTo(Duration.ofMillis(2));
  }

  @Test
  void aWaitAfterTheRequestGrowsWithEachRequestAlreadyInFlight() {
    ServerSentence first =
        ServerSentence.read(
                "a fake server whose first token comes 100 ms after a request arrives, plus 20 ms"
                    + " for each other request already in flight")
            .get();
    ServerSentence rest =
        ServerSentence.read(
                "after the first token it sends one token every 10 ms, plus 2 ms for each other"
                    + " request in flight, for 51 tokens in total")
            .get();

    assertThat(first.first()).isEqualTo(Duration.ofMillis(100));
    assertThat(first.firstPerOther()).isEqualTo(Duration.ofMillis(20));
    assertThat(rest.gap()).isEqualTo(Duration.ofMillis(10));
    assertThat(rest.gapPerOther()).isEqualTo(Duration.ofMillis(2));
    assertThat(rest.words()).isEqualTo(51);
  }

  @Test
  void aFrameSaidInOneLineHoldsForTheLinesAfterIt() {
    ServerSentence framing =
        ServerSentence.read("of 10 requests the server answers 6 normally").get();
    ServerSentence after = ServerSentence.read("it returns HTTP 500 for 2", framing.frame()).get();

    assertThat(framing.frame()).isEqualTo(10);
    assertThat(after.frame()).isEqualTo(10);
    assertThat(after.traits())
        .containsExactly(new ServerTrait.ErrorShare(new ServerTrait.Share(2, 10), 500, "HTTP 500"));
    assertThatThrownBy(() -> ServerSentence.read("it returns HTTP 500 for 2"))
        .hasMessageContaining("not of what");
  }

  @Test
  void anAnswersLengthMayDifferByRequest() {
    ServerSentence named =
        ServerSentence.read(
                "it answers with 15 tokens on every 3rd request and 10 tokens on the others")
            .get();
    ServerSentence counted =
        ServerSentence.read(
                "it stops at 20 tokens on 3 requests but sends 30 tokens on the other 1")
            .get();

    assertThat(named.words()).isEqualTo(10);
    assertThat(named.traits()).hasSize(1);
    assertThat(((ServerTrait.LengthShare) named.traits().get(0)).tokens()).isEqualTo(15);
    assertThat(counted.words()).isEqualTo(20);
    assertThat(counted.traits())
        .containsExactly(new ServerTrait.LengthShare(new ServerTrait.Share(1, 4), 30));
  }

  @Test
  void whatTheFakeAlwaysDoesSetsNothing() {
    ServerSentence said =
        ServerSentence.read(
                "a fake OpenAI-compatible chat server that streams one token per chunk over"
                    + " server-sent events and ends each answer with \"[DONE]\"")
            .get();

    assertThat(said.words()).isZero();
    assertThat(said.first()).isNull();
    assertThat(said.traits()).isEmpty();
  }
}
