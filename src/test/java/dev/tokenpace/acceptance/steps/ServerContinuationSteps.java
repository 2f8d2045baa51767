package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.script.ScriptedStream;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.When;
import java.time.Duration;
import java.util.List;

/**
 * What a server does and what the benchmark sends, in forms people write that the glossary's other
 * steps word differently: a first word then a count in total, a pause between two words, prefill
 * per N prompt tokens, a cut on every Nth request, sends N at a time. Each sets what the glossary
 * step that says the same sets.
 */
public class ServerContinuationSteps {

  private final World world;
  private final FaultyAnswerSteps faults;
  private final ServerTimingSteps serverTiming;
  private final NamedPromptSteps prompts;

  public ServerContinuationSteps(
      World world,
      FaultyAnswerSteps faults,
      ServerTimingSteps serverTiming,
      NamedPromptSteps prompts) {
    this.world = world;
    this.faults = faults;
    this.serverTiming = serverTiming;
    this.prompts = prompts;
  }

  /**
   * "gets its first token after 50 ms, then 20 tokens 10 ms apart", "then 30 tokens in total, 10 ms
   * apart": the count is every word, the first among them ("20 more" counts after it).
   */
  @Given(
      "{server} sends/gives/gets its/the first (real )chunk/(real )word/(real )token at/after"
          + " {duration}(,) (and )(then )(sends )(streams ){count} chunks( in total)(,)/words( in"
          + " total)(,)/tokens( in total)(,) {duration} apart")
  public void firstThenInTotal(String server, Duration first, int words, Duration gap) {
    stream().firstWait(first);
    stream().streamWords(words, gap);
  }

  /**
   * "pauses for 2000 ms between the 10th and 11th token" (or "between token 10 and token 11"): that
   * gap becomes the pause, the stall being what it adds to the script's gap there.
   */
  @Given(
      "{server} pauses/stalls/waits (for ){duration} between the {ordinal} and( the) {ordinal}"
          + " chunk(s)/word(s)/token(s)")
  @Given(
      "{server} pauses/stalls/waits (for ){duration} between chunk/word/token {count} and"
          + " chunk/word/token {count}")
  @Given(
      "{server} pauses/stalls/waits (for ){duration} between chunks/words/tokens {count} and"
          + " {count}")
  public void pausesBetween(String server, Duration pause, int word, int next) {
    PauseWords.requireAdjacent(word, next);
    faults.pausesBetween(pause, word, null);
  }

  /** "takes 50 ms plus 1 ms for every 10 prompt tokens to send its first token". */
  @Given(
      "{server} takes/spends {duration} plus {duration} for every/each {count} (uncached )prompt"
          + " tokens before/to (send )its/the first chunk/word/token")
  public void prefillPerTokens(String server, Duration fixed, Duration per, int tokens) {
    stream().firstWait(fixed);
    serverTiming.prefillPer1000Tokens(server, per.multipliedBy(1000).dividedBy(tokens));
  }

  /** "drops the connection after the 5th token on every 5th request". */
  @Given(
      "{server} drops/cuts/closes/breaks the connection/stream after the {ordinal}"
          + " chunk/word/token on/of/in/for {requests}")
  public void dropsAfterTheWordOf(String server, int word, RequestSet requests) {
    faults.dropsAfter(word, requests);
  }

  /** "always answers with 80 tokens, whatever max_tokens says": the fake never heeds it. */
  @Given(
      "{server} (always )answers with {count} chunks(,)/words(,)/tokens(,) whatever (the"
          + " )max_tokens says/is")
  public void answersWhateverMaxTokens(String server, int words) {
    stream().addCountedWords(words);
  }

  /** "100 ms for a prompt it has seen before", going on from the wait for a new prompt. */
  @Given(
      "{duration} for a prompt it has (already )seen( before)(,)( reporting those prompt tokens as"
          + " cached)")
  @Given("after {duration} for a prompt it has (already )seen( before)")
  public void seenPromptWait(Duration seen) {
    prompts.firstWaitOfSeenPrompt("it", seen);
  }

  /** "sends the same 1000-token prompt 5 times, one after another". */
  @When("{sender} send(s) the same {count}-token/word prompt {count} times(,) {oneByOne}")
  public void samePromptOfLength(String sender, int words, int times, String oneByOne) {
    prompts.samePromptOfLength(words, times);
  }

  /** "sends the same 2,000-token prompt twice, one request after the other". */
  @When("{sender} send(s) the same {count}-token/word prompt twice(,) {oneByOne}")
  public void samePromptOfLengthTwice(String sender, int words, String oneByOne) {
    prompts.samePromptOfLength(words, 2);
  }

  /** "sends 20 requests, 2 at a time". */
  @When("{sender} send(s) {count} requests(,) {count} at a time")
  public void sendsAtATime(String sender, int requests, int concurrency) {
    world.benchmarkCurrentModel(requests, concurrency);
  }

  /** "5 requests with 1000-token prompts and 5 with 4000-token prompts, one at a time". */
  @When("{sender} send(s)/run(s) {promptMix}(,) {oneByOne}")
  public void sendsPromptMix(String sender, List<Integer> lengths, String oneByOne) {
    prompts.promptsOfLengthsBy(sender, lengths);
  }

  /** "sends 10 requests one after another, alternating 500-token and 8000-token prompts". */
  @When(
      "{sender} send(s)/run(s) {count} requests(,) {oneByOne}(,) alternating( between)"
          + " {count}-token and {count}-token prompts")
  public void sendsAlternatingPrompts(
      String sender, int requests, String oneByOne, int first, int second) {
    List<Integer> lengths = new java.util.ArrayList<>();
    for (int i = 0; i < requests; i++) {
      lengths.add(i % 2 == 0 ? first : second);
    }
    prompts.promptsOfLengthsBy(sender, lengths);
  }

  /** "…, alternating 1,000-token and 8,000-token prompts, 5 of each": the count said again. */
  @When(
      "{sender} send(s)/run(s) {count} requests(,) {oneByOne}(,) alternating( between)"
          + " {count}-token and {count}-token prompts(,) {count} of each")
  public void sendsAlternatingPromptsOfEach(
      String sender, int requests, String oneByOne, int first, int second, int each) {
    if (each * 2 != requests) {
      throw new IllegalArgumentException(
          requests + " requests alternating two lengths are not " + each + " of each");
    }
    sendsAlternatingPrompts(sender, requests, oneByOne, first, second);
  }

  /** "runs one at a time: 5 with 1000-token prompts, 5 with 4000-token prompts". */
  @When("{sender} send(s)/run(s) {oneByOne}(:)(,) {promptMix}")
  public void sendsOneByOne(String sender, String oneByOne, List<Integer> lengths) {
    prompts.promptsOfLengthsBy(sender, lengths);
  }

  private ScriptedStream stream() {
    return world.models().current().stream();
  }
}
