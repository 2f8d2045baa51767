package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.TokenCountChecks;
import dev.tokenpace.acceptance.script.ScriptedStream;
import dev.tokenpace.acceptance.world.World;
import dev.tokenpace.fake.script.Profile;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.time.Duration;

/**
 * Servers whose timing works the way real ones do (docs/fake.md, "Timing models"): prefill that
 * grows with the prompt, a prefix cache, batches one at a time; and a server that does not hold to
 * {@code max_tokens}, which the benchmark must say. Said of "the model", "the server", "a fake
 * model server that …" or "it" alike ({@code {server}}).
 */
public class ServerTimingSteps {

  private final World world;
  private final CheckAssertions checks;
  private final TokenCountChecks tokens;
  private final FailureSteps requests;

  /** Whether the scenario's server reads prompts at a pace and caches what it read. */
  private boolean prefillSaid;

  private boolean cacheSaid;

  private Duration prefillPer1000;

  public ServerTimingSteps(
      World world, CheckAssertions checks, TokenCountChecks tokens, FailureSteps requests) {
    this.world = world;
    this.checks = checks;
    this.tokens = tokens;
    this.requests = requests;
  }

  @Given(
      "{server} takes/spends {duration} per (uncached )prompt token( to read the prompt) before"
          + " its/the first chunk/word/token")
  @Given(
      "{server} takes/spends {duration} per (uncached )prompt token before sending its/the first"
          + "( output) chunk/word/token")
  public void prefillPerToken(String server, Duration perToken) {
    prefillPer1000Tokens(server, perToken.multipliedBy(1000));
  }

  @Given(
      "{server} takes/spends {duration} per 1,000 (uncached )prompt tokens( to read the prompt)"
          + " before its/the first chunk/word/token")
  public void prefillPer1000Tokens(String server, Duration per1000) {
    prefillSaid = true;
    prefillPer1000 = per1000;
    world.models().current().serverModel(profile -> profile.prefill(per1000));
  }

  /** "20 ms plus 0.5 ms per prompt token": the fixed part is the script's own first wait. */
  @Given(
      "{server} takes/spends {duration} plus {duration} per (uncached )prompt token( to read the"
          + " prompt) before its/the first chunk/word/token")
  @Given(
      "{server} sends/gives/gets its/the first chunk/word/token after {duration} plus {duration}"
          + " per (uncached )prompt token")
  @Given(
      "{server}'s time to first token/chunk/word is {duration} plus {duration} per (uncached"
          + " )prompt token")
  public void prefillWithFixedPart(String server, Duration fixed, Duration perToken) {
    world.models().current().stream().firstWait(fixed);
    prefillPerToken(server, perToken);
  }

  /** The prefill said, per 1,000 prompt tokens, if one was. */
  java.util.Optional<Duration> prefillPer1000() {
    return java.util.Optional.ofNullable(prefillPer1000);
  }

  /** Whether a prefill was said: a pace said "then" after it starts when the prefill ends. */
  boolean prefillSaid() {
    return prefillSaid;
  }

  /**
   * Whether a seen prompt's wait is what the cache leaves of the prefill: the server reads prompts
   * at a pace and caches them.
   */
  boolean cacheSparesThePrefill() {
    return prefillSaid && cacheSaid;
  }

  @Given(
      "{server} caches/remembers the/every/all prompt(s) it has read(,)/seen(,) in blocks of"
          + " {count} token(s)")
  public void prefixCache(String server, int blockTokens) {
    cacheSaid = true;
    world.models().current().serverModel(profile -> profile.prefixCache(blockTokens));
  }

  /**
   * A cache without a block size keeps every token (blocks of 1): a prompt seen before is cached
   * but for its last token; its usage says so (cached_tokens) whether the step does or not.
   */
  @Given(
      "{server} caches/remembers the/every/all prompt(s) it has read(,)( and reports the cached"
          + " prompt tokens in its usage)/seen(,)( and reports the cached prompt tokens in its"
          + " usage)")
  @Given("{server} has a prefix/prompt cache")
  public void prefixCacheOfEveryToken(String server) {
    prefixCache(server, 1);
  }

  @Given(
      "{server} answers/runs/serves/processes (requests )in batches(,) one batch at a time(,) each"
          + " starting {duration} after its first request with at most {count} request(s)")
  @Given(
      "{server} batches (the )requests that arrive/arriving within {duration}(,) at most {count}"
          + " (requests )to/per/in a/each batch(,)( one batch at a time)")
  public void batches(String server, Duration window, int maxRequests) {
    world.models().current().serverModel(profile -> profile.batching(window, maxRequests));
  }

  /**
   * "waits until 50 ms after the first request arrives, then starts all waiting requests as one
   * batch": batches with no limit but the window, as the fake's command line has it.
   */
  @Given(
      "{server} waits (until ){duration} after the first request arrives(,) (and )(then )starts"
          + " all (the )waiting requests as one batch")
  public void batchesAllWaiting(String server, Duration window) {
    batches(server, window, Integer.MAX_VALUE);
  }

  @Given("every/each request asks for at most {count} (output )token(s)")
  @Given("every/each request asks for {count} (output )token(s)")
  public void maxTokens(int tokens) {
    world.askFor(tokens);
  }

  /** "the benchmark client sends requests with max_tokens 20": in a Background, a setting. */
  @Given("{sender} sends/uses requests with max_tokens (of )(set to ){count}")
  public void maxTokensBy(String sender, int tokens) {
    maxTokens(tokens);
  }

  /**
   * The fake does unless told to stop at max_tokens (docs/fake.md, "Timing models"): a scenario's
   * own word over a Background that said it stops there.
   */
  @Given("{server} ignores (the )max_tokens( it is asked for)")
  @Given("{server} ignores the maximum number of (output )tokens")
  public void ignoresMaxTokens(String server) {
    world.models().current().serverModel(Profile.Builder::ignoresMaxTokens);
  }

  /**
   * "the tool asks for at most 50 output tokens per answer but the server sends 80 tokens anyway":
   * max_tokens on every request, and every answer that long, as the fake never heeds max_tokens.
   */
  @Given(
      "{sender} asks for at most {count} (output )token(s) per answer(,)/request(,)/response(,) but"
          + " {server} sends/returns/writes/streams/gives {count} (output )token(s)( anyway)("
          + " regardless)( each)")
  public void asksForFewerThanItGets(String sender, int asked, String server, int words) {
    maxTokens(asked);
    ScriptedStream stream = world.models().current().stream();
    if (stream.hasWords()) {
      stream.recountWords(words, null);
    } else {
      stream.countWords(words);
    }
  }

  /** "the server stops at max_tokens": each answer cut at its request's limit, "length" its end. */
  @Given("{server} stops/stop at (the )max_tokens( it is asked for)")
  @Given("{server} stops/stop at the requested maximum( number of tokens)")
  public void honoursMaxTokens(String server) {
    world.models().current().serverModel(Profile.Builder::honoursMaxTokens);
  }

  @Then("{count} answer(s) ran past the max_tokens they/it asked for")
  @Then("the report counts {count} answer(s) past max_tokens")
  public void answersPastMaxTokens(int answers) {
    checks.holds(() -> tokens.ofPastMaxTokens(answers));
  }

  /** "3 of 10 answers ran past the limit": the count, and the requests the run sent. */
  @Then(
      "{count} (out )of (the ){count} answers/requests ran past the/their (token"
          + " )limit/max_tokens")
  public void answersOfPastMaxTokens(int answers, int sent) {
    answersPastMaxTokens(answers);
    if (sent > 0) {
      requests.sent(sent);
    }
  }
}
