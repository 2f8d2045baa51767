package dev.tokenpace.fake.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The timing models' parts on their own, exact to the nanosecond: how a prompt is counted and
 * keyed, what the prefix cache holds, how batches form. {@code FakeTimingModelsTest} plays them
 * over HTTP.
 */
class FakeTimingModelPartsTest {

  private static PromptWords prompt(String body, int blockTokens) {
    return PromptWords.read(body.getBytes(StandardCharsets.UTF_8), blockTokens);
  }

  @Test
  void aPromptCountsTheWordsOfEveryMessageAndEveryPartOfACompletionsPrompt() {
    assertThat(
            prompt(
                    """
                    {"messages": [{"role": "system", "content": "be  brief"},
                                  {"role": "user", "content": [{"type": "text", "text": "one two three"}]}]}
                    """,
                    0)
                .tokens())
        .isEqualTo(5);
    assertThat(prompt("{\"prompt\": [\"a b\", \"c\"]}", 0).tokens()).isEqualTo(3);
    assertThat(prompt("{\"prompt\": [101, 102, 103, 104]}", 0).tokens())
        .as("a token id counts one")
        .isEqualTo(4);
    assertThat(prompt("not json", 0)).isEqualTo(PromptWords.NONE);
  }

  @Test
  void aBlockIsKeyedByEverythingBeforeItsEnd() {
    PromptWords first = prompt("{\"prompt\": \"a b c d e f\"}", 2);
    PromptWords sameStart = prompt("{\"prompt\": \"a b c d x y\"}", 2);
    PromptWords otherStart = prompt("{\"prompt\": \"z b c d e f\"}", 2);

    assertThat(first.blockHashes()).hasSize(3);
    assertThat(sameStart.blockHashes()[1]).isEqualTo(first.blockHashes()[1]);
    assertThat(sameStart.blockHashes()[2]).isNotEqualTo(first.blockHashes()[2]);
    assertThat(otherStart.blockHashes()[1])
        .as("same words, another start: another block")
        .isNotEqualTo(first.blockHashes()[1]);
  }

  @Test
  void theCacheHoldsWholeBlocksOnceReadAndNeverTheWholePrompt() {
    PrefixCache cache = new PrefixCache(2, 100);
    PromptWords six = prompt("{\"prompt\": \"a b c d e f\"}", 2);
    PromptWords longer = prompt("{\"prompt\": \"a b c d e f g\"}", 2);
    cache.remember(six, 1_000);

    assertThat(cache.cachedTokens(six, 999)).as("not read yet").isZero();
    assertThat(cache.cachedTokens(six, 1_000)).as("all but the last block").isEqualTo(4);
    assertThat(cache.cachedTokens(longer, 1_000)).isEqualTo(6);
  }

  @Test
  void theCacheForgetsTheLeastRecentlyUsedBlocksPastItsRoom() {
    PrefixCache cache = new PrefixCache(1, 2);
    PromptWords abc = prompt("{\"prompt\": \"a b c\"}", 1);
    cache.remember(abc, 0);

    assertThat(cache.cachedTokens(abc, 0)).as("block a went to make room for c").isZero();
  }

  @Test
  void batchesStartTogetherAndTheNextWaitsForTheOneBeforeToEnd() {
    Batching batching = new Batching(ms(20), 2);
    long t0 = 1_000_000_000L;
    long run = ms(150).toNanos();

    long a = batching.startFor(t0, run);
    long b = batching.startFor(t0 + ms(5).toNanos(), run);
    long c = batching.startFor(t0 + ms(10).toNanos(), run); // the first batch is full
    long d = batching.startFor(t0 + ms(30).toNanos(), run);
    long e = batching.startFor(t0 + ms(400).toNanos(), run); // the server is idle again

    assertThat(a).isEqualTo(t0 + ms(20).toNanos()).isEqualTo(b);
    assertThat(c).as("when the first batch ends").isEqualTo(a + run).isEqualTo(d);
    assertThat(e).isEqualTo(t0 + ms(420).toNanos());
  }

  @Test
  void prefillCountsOnlyTheTokensNotCached() {
    ServerTiming timing =
        ServerTiming.NONE
            .withPrefill(Prefill.per1000Tokens(ms(1000)))
            .withCache(new PrefixCache(1, 100));
    PromptWords words = prompt("{\"prompt\": \"a b c d\"}", 1);

    ServerWork first = timing.start(words, 0, 0);
    ServerWork again = timing.start(words, ms(10).toNanos(), 0);

    assertThat(first).isEqualTo(new ServerWork(4, 0, 0, ms(4).toNanos()));
    assertThat(again).isEqualTo(new ServerWork(4, 3, 0, ms(1).toNanos()));
    assertThat(ServerTiming.NONE.start(words, 0, 0)).isEqualTo(ServerWork.NONE);
  }

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }
}
