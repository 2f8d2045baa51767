package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ScenarioPrompts;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.When;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Prompts a product owner names: "the same prompt 5 times", "prompts A, A, A and B", "prompts of
 * 100, 500 and 1000 tokens", each sent one after another as a prompts file the benchmark reads in
 * order; and a prompt cache stated as two first waits, "400 ms for a new prompt and 50 ms for a
 * prompt it has seen before", which the fake plays as its prefix cache over prompts of a known
 * length.
 */
public class NamedPromptSteps {

  private final World world;
  private final ServerTimingSteps serverTiming;
  private Duration newPromptWait;
  private Duration seenPromptWait;
  private int newPromptWords = ScenarioPrompts.NAMED_PROMPT_WORDS;

  /** Whether a line said the new prompt's length, which a cached count alone is of. */
  private boolean newPromptLengthSaid;

  /** How many of a seen prompt's tokens its usage says were cached; 0 unsaid (all but its last). */
  private int cachedOfSeen;

  /** How much sooner a seen prompt starts, until the load says how long the prompt is. */
  private Duration seenPromptSaving;

  /** A seen prompt's wait said beside a prefill, until the load says how long the prompt is. */
  private Duration seenPromptFlat;

  public NamedPromptSteps(World world, ServerTimingSteps serverTiming) {
    this.world = world;
    this.serverTiming = serverTiming;
  }

  @When("{sender} send(s) the same prompt {count} times(,) {oneByOne}")
  public void samePromptBy(String sender, int times, String oneByOne) {
    samePrompt(times, oneByOne);
  }

  @When("{sender} send(s) the same prompt twice(,) {oneByOne}")
  public void samePromptTwice(String sender, String oneByOne) {
    samePrompt(2, oneByOne);
  }

  @When("the same prompt is sent {count} times(,) {oneByOne}")
  public void samePrompt(int times, String oneByOne) {
    sendInOrder(
        Collections.nCopies(times, ScenarioPrompts.of("a", ScenarioPrompts.NAMED_PROMPT_WORDS)));
  }

  /**
   * "the same 1000-token prompt 5 times": a prompt of that length; a cache said as two waits holds
   * them over prompts of that length.
   */
  public void samePromptOfLength(int words, int times) {
    samePromptIsOfLength(words);
    sendInOrder(Collections.nCopies(times, ScenarioPrompts.of("a", words)));
  }

  /**
   * The prompt sent again is {@code words} long: a cache said as two waits holds them over it (a
   * load said in a sentence sends it).
   */
  public void samePromptIsOfLength(int words) {
    if (seenPromptFlat != null) {
      flatWaitOfTheSeenPrompt(List.of(words));
    }
    if (seenPromptSaving != null) {
      spareTheSeenPrompt(words);
    }
    if (seenPromptWait != null) {
      cachedPromptsStartSooner(newPromptWait, seenPromptWait, words);
    }
  }

  /** "prompts A, A, A and B": one request a letter, the same letter the same prompt. */
  @When("{sender} send(s) prompts {promptNames}(,) {oneByOne}")
  public void namedPrompts(String sender, List<String> names, String oneByOne) {
    sendInOrder(
        names.stream()
            .map(name -> ScenarioPrompts.of(name, ScenarioPrompts.NAMED_PROMPT_WORDS))
            .toList());
  }

  /** "prompts of 100, 500 and 1000 tokens": one request each, no two sharing a word. */
  @When(
      "{sender} send(s) prompts of {counts} tokens( each once)(,)/words( each once)(,) {oneByOne}")
  public void promptsOfLengthsOneByOne(String sender, List<Integer> lengths, String oneByOne) {
    promptsOfLengthsBy(sender, lengths);
  }

  @When("prompts of {counts} tokens/words are (each )sent( once)(,) {oneByOne}")
  public void promptsOfLengthsSent(List<Integer> lengths, String oneByOne) {
    promptsOfLengthsBy("the benchmark", lengths);
  }

  /** One request a length, in the order given, no two prompts sharing a word. */
  public void promptsOfLengthsBy(String sender, List<Integer> lengths) {
    List<String> prompts = new ArrayList<>();
    for (int i = 0; i < lengths.size(); i++) {
      prompts.add(ScenarioPrompts.of("p" + (i + 1), lengths.get(i)));
    }
    sendInOrder(prompts);
  }

  /** "1 request with a 2000-token prompt". */
  @When("{sender} send(s) {count} request(s) with a {count}-token/word prompt")
  public void requestsWithPromptOf(String sender, int requests, int words) {
    world.settings().promptWords(words);
    world.benchmarkCurrentModel(requests);
  }

  /** Prompts said in the order they go ({@link PromptsInTurn}), one after another. */
  public void sendInTurn(List<String> prompts) {
    sendInOrder(prompts);
  }

  private void sendInOrder(List<String> prompts) {
    if (seenPromptFlat != null) {
      flatWaitOfTheSeenPrompt(
          prompts.stream().map(prompt -> prompt.split(" ").length).distinct().toList());
    }
    if (seenPromptSaving != null) {
      spareTheSeenPrompt(prompts.get(0).split(" ").length);
    }
    Integer words = world.settings().namedPromptWords();
    if (words != null && prompts.stream().anyMatch(prompt -> prompt.split(" ").length != words)) {
      throw new IllegalArgumentException(
          "a first wait stated for new and seen prompts holds for prompts the scenario names by"
              + " letter or sends again ('the same prompt 3 times', 'prompts A, A and B'), not for"
              + " prompts of stated lengths: state the wait per prompt token instead ('takes 50 ms"
              + " plus 0.5 ms per prompt token before its first token')");
    }
    world.settings().prompts(prompts);
    world.benchmarkCurrentModel(prompts.size());
  }

  // A prompt cache, said as how soon the first word comes for a new prompt and a seen one.

  @Given(
      "{server} sends/gives/gets its/the first chunk/word/token after {duration} for a new prompt"
          + "(,) and after {duration} for a prompt it has (already )seen( before)")
  public void firstWaitNewAndSeen(String server, Duration fresh, Duration seen) {
    cachedPromptsStartSooner(fresh, seen, ScenarioPrompts.NAMED_PROMPT_WORDS);
  }

  /**
   * "10 different 8,000-token prompts and then the same 10 prompts again": each new, then each
   * seen; a cache said as two waits holds them over prompts of that length.
   */
  @When(
      "{sender} send(s) {count} different {count}-token/word prompts(,) (and )then the same {count}"
          + " prompts again(,) {oneByOne}")
  public void differentPromptsThenAgain(
      String sender, int count, int words, int again, String oneByOne) {
    if (again != count) {
      throw new IllegalArgumentException(
          "'the same "
              + again
              + " prompts again' follows "
              + count
              + " different ones: the same prompts are as many");
    }
    if (seenPromptWait != null) {
      cachedPromptsStartSooner(newPromptWait, seenPromptWait, words);
    }
    List<String> once = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      once.add(ScenarioPrompts.of("p" + i, words));
    }
    List<String> twice = new ArrayList<>(once);
    twice.addAll(once);
    sendInOrder(twice);
  }

  /** "takes 850 ms to the first token for an 8,000-token prompt it has not seen before". */
  @Given(
      "{server} takes {duration} to the/its first chunk/word/token for a/an {count}-token/word"
          + " prompt it has not seen( before)")
  public void firstWaitOfNewPromptOfLength(String server, Duration fresh, int words) {
    firstWaitOfNewPromptOf(fresh, words);
  }

  /** "for a prompt it has seen before it takes 150 ms", after the step above. */
  @Given("for a prompt it has (already )seen( before)(,) {server} takes {duration}")
  public void seenPromptFirst(String server, Duration seen) {
    firstWaitOfSeenPrompt(server, seen);
  }

  /** The first of two steps: "takes 400 ms to the first token for a prompt it has not seen". */
  @Given(
      "{server} takes {duration} to the/its first chunk/word/token for a prompt it has not seen"
          + "( before)")
  public void firstWaitOfNewPrompt(String server, Duration fresh) {
    newPromptWait = fresh;
  }

  /** "… and every answer is 6 tokens, 30 ms apart": the answer said in the same sentence. */
  @Given(
      "{server} takes {duration} for a prompt it has (already )seen( before)(,) and every answer"
          + " is/has {count} chunks(,)/words(,)/tokens(,) {duration} apart")
  public void firstWaitOfSeenPromptAndAnswer(
      String server, Duration seen, int words, Duration gap) {
    firstWaitOfSeenPrompt(server, seen);
    world.models().current().stream().streamWords(words, gap);
  }

  /** "it takes 80 ms for a prompt it has already seen", after the step above. */
  @Given("{server} takes {duration} for a prompt it has (already )seen( before)")
  public void firstWaitOfSeenPrompt(String server, Duration seen) {
    if (newPromptWait == null
        && serverTiming.prefillPer1000().isPresent()
        && !serverTiming.cacheSparesThePrefill()) {
      // "adds 1 ms for every 10 prompt tokens", then "a prompt it has already seen gets its first
      // token after 30 ms": the new prompt's wait is the prefill's, known once the load says the
      // prompt's length
      seenPromptFlat = seen;
      return;
    }
    if (newPromptWait == null && serverTiming.cacheSparesThePrefill()) {
      // "takes 50 ms plus 0.5 ms per prompt token … of a prompt it has not seen before" said
      // first: a seen prompt's wait is what the cache leaves of the prefill, which the Then's
      // numbers are judged against on the model's timeline; this line restates it
      return;
    }
    java.util.Optional<Duration> firstSaid = world.models().current().stream().saidFirstWait();
    if (newPromptWait == null && firstSaid.isPresent()) {
      // "sends the first token after 200 ms" in the Background, then "after only 50 ms for a
      // prompt it has seen": a new prompt waits what every answer does
      cachedPromptsStartSooner(firstSaid.get(), seen, newPromptWords);
      return;
    }
    if (newPromptWait == null) {
      throw new IllegalArgumentException(
          "say first how long a new prompt takes: 'the server takes 400 ms to the first token for"
              + " a prompt it has not seen before'");
    }
    cachedPromptsStartSooner(newPromptWait, seen, newPromptWords);
  }

  /** "a prompt the server has already seen starts 70 ms sooner", played once its length is said. */
  public void seenPromptStartsSooner(Duration saving) {
    seenPromptSaving = saving;
  }

  /**
   * A seen prompt of {@code words} tokens waiting the time said, beside a prefill: a new one waits
   * the script's first wait and the prefill of its tokens, and the cache spares the difference.
   */
  private void flatWaitOfTheSeenPrompt(List<Integer> lengths) {
    Duration seen = seenPromptFlat;
    seenPromptFlat = null;
    Duration first = world.models().current().stream().saidFirstWait().orElse(Duration.ZERO);
    Duration per1000 = serverTiming.prefillPer1000().orElseThrow();
    // the seen prompt's wait is the first wait and the prefill of what the cache leaves: blocks
    // that long leave exactly it of any prompt whose length is a whole number of them
    double uncached = (seen.minus(first).toNanos() * 1000.0) / per1000.toNanos();
    long block = Math.round(uncached);
    if (block >= 1
        && Math.abs(uncached - block) < 1e-6
        && lengths.stream().allMatch(words -> words % block == 0 && words > block)) {
      serverTiming.prefixCache("the server", (int) block);
      return;
    }
    if (lengths.size() != 1) {
      throw new IllegalArgumentException(
          "a seen prompt that waits "
              + seen.toMillis()
              + " ms whatever its length needs prompts of one length, or a first wait and"
              + " prefill that leave a whole number of tokens to read again");
    }
    int words = lengths.get(0);
    Duration fresh = first.plus(per1000.multipliedBy(words).dividedBy(1000));
    cachedPromptsStartSooner(fresh, seen, words);
  }

  /**
   * A seen prompt of {@code words} tokens starting sooner by the saving said: with a prefill, the
   * prefix cache holds as many tokens as that prefill takes the saving to read; without one, the
   * seen prompt's wait is the new prompt's less the saving.
   */
  private void spareTheSeenPrompt(int words) {
    Duration saving = seenPromptSaving;
    seenPromptSaving = null;
    java.util.Optional<Duration> per1000 = serverTiming.prefillPer1000();
    if (per1000.isPresent()) {
      long cached = Math.round(saving.toNanos() * 1000.0 / per1000.get().toNanos());
      if (cached >= words) {
        throw new IllegalArgumentException(
            "a seen "
                + words
                + "-token prompt can start at most the prefill of "
                + (words - 1)
                + " tokens sooner, not "
                + saving.toMillis()
                + " ms: the server reads its last token again to produce the first");
      }
      cachedOfSeenPrompt((int) cached, words);
      serverTiming.prefixCache("the server", blockOf((int) cached, words));
      return;
    }
    Duration fresh =
        world.models().current().stream()
            .saidFirstWait()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "say how long a new prompt waits for its first token before how much"
                            + " sooner a seen one starts"));
    cachedPromptsStartSooner(fresh, fresh.minus(saving), words);
  }

  /**
   * "takes 800 ms to the first token for an uncached 4000-token prompt": a new prompt that long.
   */
  public void firstWaitOfNewPromptOf(Duration fresh, int words) {
    newPromptWait = fresh;
    newPromptWords = words;
    newPromptLengthSaid = true;
  }

  /**
   * "it reuses 1800 cached prompt tokens": of the prompt whose length a line before said ("after
   * 400 ms for a 2000-token prompt it has not seen before").
   */
  public void cachedOfTheNewPromptSaid(int cached) {
    if (!newPromptLengthSaid) {
      throw new IllegalArgumentException(
          "say the prompt's length with its cached tokens ('its usage reports 900 of the 1000"
              + " prompt tokens as cached'), or before ('400 ms for a 1000-token prompt it has not"
              + " seen before')");
    }
    cachedOfSeenPrompt(cached, newPromptWords);
  }

  /**
   * "its usage reports 900 of the 1000 prompt tokens as cached": the prompt's length, and the share
   * of it a seen prompt finds in the cache.
   */
  public void cachedOfSeenPrompt(int cached, int words) {
    if (cached < 1 || cached >= words) {
      throw new IllegalArgumentException(
          "a server computes at least a prompt's last token to produce the first, so a seen "
              + words
              + "-token prompt has 1 to "
              + (words - 1)
              + " tokens cached, not "
              + cached);
    }
    if (cached * 2 < words) {
      throw new IllegalArgumentException(
          "the fake's prefix cache keeps whole blocks, the last always computed again: "
              + cached
              + " of "
              + words
              + " cached needs blocks of "
              + cached
              + " tokens or less and "
              + (words - cached)
              + " or more at once; say at least half the prompt");
    }
    cachedOfSeen = cached;
    newPromptWords = words;
    if (seenPromptWait != null) {
      cachedPromptsStartSooner(newPromptWait, seenPromptWait, words);
    } else if (serverTiming.cacheSparesThePrefill()) {
      // "20 ms plus 0.2 ms per uncached prompt token", then "reuses 800 cached tokens when the
      // same 1000-token prompt comes again": the prefill said, the cache keeps that many
      serverTiming.prefixCache("the server", blockOf(cached, words));
    }
  }

  /**
   * The fake's prefix cache keeps whole blocks of a seen prompt but the one holding its last token:
   * over a prompt of L words with C of them cached, a per-token prefill p and a first wait f give f
   * + L·p for a new prompt and f + (L − C)·p for a seen one; L and C are fixed, so the two stated
   * waits set p and f. C unsaid is L − 1 (blocks of 1 token); said, the block is C's smallest
   * divisor of at least L − C, which leaves exactly C cached.
   */
  private void cachedPromptsStartSooner(Duration fresh, Duration seen, int words) {
    if (fresh.compareTo(seen) <= 0) {
      throw new IllegalArgumentException(
          "a prompt the server has seen starts sooner than a new one: "
              + fresh.toMillis()
              + " ms for a new prompt is not more than "
              + seen.toMillis()
              + " ms for a seen one");
    }
    if (cachedOfSeen > 0 && words != newPromptWords) {
      throw new IllegalArgumentException(
          "the server caches "
              + cachedOfSeen
              + " of a "
              + newPromptWords
              + "-token prompt, but the scenario sends "
              + words
              + "-token prompts");
    }
    newPromptWait = fresh;
    seenPromptWait = seen;
    int cached = cachedOfSeen > 0 ? cachedOfSeen : words - 1;
    Duration perToken = fresh.minus(seen).dividedBy(cached);
    world.settings().namedPromptWords(words);
    world.models().current().stream().firstWait(seen.minus(perToken.multipliedBy(words - cached)));
    serverTiming.prefillPerToken("the server", perToken);
    serverTiming.prefixCache("the server", blockOf(cached, words));
  }

  private static int blockOf(int cached, int words) {
    for (int block = words - cached; block <= cached; block++) {
      if (cached % block == 0) {
        return block;
      }
    }
    return cached;
  }
}
