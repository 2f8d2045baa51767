package dev.tokenpace.acceptance.steps;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LoadSentenceTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "we run 100 requests with a concurrency of 8 | 100 | 8",
        "the benchmark runs 20 requests with 4 concurrent users | 20 | 4",
        "the benchmark sends 20 requests with 4 in flight at a time | 20 | 4",
        "I run the benchmark with 10 requests, 2 at a time | 10 | 2",
        "I run tokenpace with 10 requests, 2 at a time | 10 | 2",
        "the benchmark runs with a concurrency of 4 for 20 requests | 20 | 4",
        "the client fires 6 requests in parallel | 6 | 6",
        "tokenpace sends twelve requests sequentially | 12 | 1",
        "the benchmark sends a 2000-token prompt | 1 | 1",
        "the benchmark sends 40 requests with at most 8 running at once | 40 | 8",
        "the benchmark sends 40 requests, at most 8 in flight | 40 | 8",
        "we run 40 requests with up to 8 at a time | 40 | 8",
        "the benchmark sends 40 requests with no more than 8 requests running concurrently | 40 |"
            + " 8",
        "the benchmark sends 6 requests with no concurrency limit | 6 | 6",
        "the benchmark sends 40 requests with a maximum concurrency of 8 | 40 | 8",
        "we run 40 requests with concurrency capped at 8 | 40 | 8",
        "the benchmark sends 50 requests with 5 running at once | 50 | 5",
        "the benchmark sends 32 requests with 8 at a time | 32 | 8",
        "the benchmark sends 2,000 requests, 16 at a time | 2000 | 16",
        "I run the 100 requests at concurrency 10 | 100 | 10",
        "the benchmark sends 40 requests with 4 always in flight | 40 | 4",
        "the benchmark sends 20 requests, 5 in flight at a time, all starting together | 20 | 5",
      })
  void readsHowManyRequestsAndHowManyAtOnce(String sentence, int requests, int atOnce) {
    LoadSentence read = LoadSentence.read(sentence).orElseThrow();

    assertThat(read.requests()).isEqualTo(requests);
    assertThat(read.concurrency()).isEqualTo(atOnce);
  }

  @Test
  void partsOfTheRequestsWithPromptsOfTheirOwnAreSentInTheOrderSaid() {
    LoadSentence read =
        LoadSentence.read(
                "the benchmark sends 2 requests with 100-token prompts and 3 requests with"
                    + " 2000-token prompts, 1 in flight at a time")
            .orElseThrow();

    assertThat(read.requests()).isEqualTo(5);
    assertThat(read.promptMix()).containsExactly(100, 100, 2000, 2000, 2000);
  }

  @Test
  void separateRunsOfListedLengthsAreEachLengthsRequestsInTurn() {
    LoadSentence read =
        LoadSentence.read(
                "I run 3 separate benchmarks of 5 requests each with prompts of 500, 2000 and 8000"
                    + " tokens")
            .orElseThrow();

    assertThat(read.requests()).isEqualTo(15);
    assertThat(read.concurrency()).isEqualTo(1);
    assertThat(read.promptMix()).startsWith(500, 500, 500, 500, 500, 2000).endsWith(8000);
    assertThat(
            LoadSentence.read(
                "I run 2 runs of 3 requests with prompts of 500, 1000 and 2000" + " tokens"))
        .isEmpty();
  }

  @Test
  void promptsOfListedLengthsAreOneRequestEach() {
    LoadSentence read =
        LoadSentence.read(
                "the benchmark sends 3 requests one at a time with prompts of 500, 1000 and 3000"
                    + " tokens")
            .orElseThrow();

    assertThat(read.requests()).isEqualTo(3);
    assertThat(read.promptMix()).containsExactly(500, 1000, 3000);
    assertThat(
            LoadSentence.read(
                    "I run tokenpace with 4 requests, one at a time, whose prompts are 500, 1,000,"
                        + " 2,000 and 4,000 tokens long")
                .orElseThrow()
                .promptMix())
        .containsExactly(500, 1000, 2000, 4000);
    assertThat(
            LoadSentence.read("the benchmark sends 4 requests with prompts of 500 and 1000 tokens"))
        .isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "the benchmark sends 10 requests and 20 requests | how many requests twice",
        "the benchmark sends 10 requests with 100-token prompts and 2000-token prompts | the"
            + " prompts' length twice",
      })
  void aClauseSaidTwiceIsRefusedNotReadAsTheLast(String sentence, String why) {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> LoadSentence.read(sentence))
        .hasMessageContaining(why);
  }

  @Test
  void noWarmUpIsSaidOfTheRun() {
    assertThat(
            LoadSentence.read(
                    "the benchmark sends 10 requests, 1 in flight at a time, with no warm-up")
                .orElseThrow()
                .noWarmUp())
        .isTrue();
    assertThat(LoadSentence.read("the benchmark sends 10 requests").orElseThrow().noWarmUp())
        .isFalse();
  }

  @Test
  void readsWhatEachRequestAsksFor() {
    LoadSentence read =
        LoadSentence.read(
                "the benchmark sends 10 requests with 500-token prompts, each asking for at most 50"
                    + " tokens")
            .orElseThrow();

    assertThat(read.promptTokens()).isEqualTo(500);
    assertThat(read.maxTokens()).isEqualTo(50);
  }

  @Test
  void aRateLastsAsLongAsItsRequestsTake() {
    LoadSentence read =
        LoadSentence.read("the benchmark sends 10 requests at 2 requests per second").orElseThrow();

    assertThat(read.rate()).isEqualTo(2.0);
    assertThat(read.during()).isEqualTo(Duration.ofSeconds(5));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the benchmark sends 50 requests at a rate of 20 per second with no concurrency limit",
        "the benchmark sends 50 requests at 20 requests per second, with unlimited concurrency",
        "we run 50 requests at 20 per second",
      })
  void aRateOfRequestsSaidOrNot(String sentence) {
    LoadSentence read = LoadSentence.read(sentence).orElseThrow();

    assertThat(read.rate()).isEqualTo(20.0);
    assertThat(read.during()).isEqualTo(Duration.ofMillis(2500));
    assertThat(read.concurrency()).isZero();
  }

  @Test
  void aRateWithACapIsAnOpenLoopHeldToIt() {
    LoadSentence read =
        LoadSentence.read(
                "the benchmark sends 100 requests at 20 per second, with at most 10 in flight")
            .orElseThrow();

    assertThat(read.rate()).isEqualTo(20.0);
    assertThat(read.during()).isEqualTo(Duration.ofSeconds(5));
    assertThat(read.concurrency()).isEqualTo(10);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the benchmark sends 10 requests all at once with a 5-second request timeout",
        "the benchmark sends 10 requests all at once, with a request timeout of 5 s",
        "the benchmark sends 10 requests, 10 at a time, with a 5-second timeout per request",
      })
  void theClientsTimeoutSaidInTheSentence(String sentence) {
    LoadSentence read = LoadSentence.read(sentence).orElseThrow();

    assertThat(read.timeout()).isEqualTo(Duration.ofSeconds(5));
    assertThat(read.concurrency()).isEqualTo(10);
  }

  @Test
  void aPromptLengthWithThousandsSeparators() {
    LoadSentence read =
        LoadSentence.read("the benchmark sends 10 requests, each with a 2,000-token prompt")
            .orElseThrow();

    assertThat(read.promptTokens()).isEqualTo(2000);
    assertThat(read.requests()).isEqualTo(10);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "the benchmark sends 10 requests 20 ms apart",
        "the benchmark sends requests",
        "the model streams 5 words 20 ms apart",
        "the benchmark sends 10 requests one at a time, then 20 requests 4 at a time",
        "the benchmark sends 4 requests per second",
        "the benchmark sends 40 requests with at most 8 running at once and no concurrency limit",
        "the benchmark gives up on a request after 5 seconds without a token",
      })
  void aSentenceWithAPartItCannotReadIsNotRead(String sentence) {
    assertThat(LoadSentence.read(sentence)).isEmpty();
  }

  @Test
  void maxTokensAskedForAndTheServerNamedForTheReader() {
    LoadSentence read =
        LoadSentence.read(
                "I run tokenpace with 5 requests, one at a time, each asking for max_tokens 50,"
                    + " against the freshly started server")
            .orElseThrow();

    assertThat(read.requests()).isEqualTo(5);
    assertThat(read.concurrency()).isEqualTo(1);
    assertThat(read.maxTokens()).isEqualTo(50);
  }
}
