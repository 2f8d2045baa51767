package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.TokenCountChecks;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.time.Duration;

/**
 * Servers whose timing works the way real ones do (docs/fake.md, "Timing models"): prefill that
 * grows with the prompt, a prefix cache, batches one at a time; and a server that does not hold to
 * {@code max_tokens}, which the benchmark must say.
 */
public class ServerTimingSteps {

  private final World world;
  private final CheckAssertions checks;
  private final TokenCountChecks tokens;

  public ServerTimingSteps(World world, CheckAssertions checks, TokenCountChecks tokens) {
    this.world = world;
    this.checks = checks;
    this.tokens = tokens;
  }

  @Given("the model takes {duration} per prompt token to read the prompt before its first chunk")
  public void prefillPerToken(Duration perToken) {
    Duration per1000 = perToken.multipliedBy(1000);
    world.models().current().serverModel(profile -> profile.prefill(per1000));
  }

  @Given(
      "the model takes {duration} per 1,000 prompt tokens to read the prompt before its first"
          + " chunk")
  public void prefillPer1000Tokens(Duration per1000) {
    world.models().current().serverModel(profile -> profile.prefill(per1000));
  }

  @Given("the model caches the prompts it has read(,) in blocks of {int} token(s)")
  public void prefixCache(int blockTokens) {
    world.models().current().serverModel(profile -> profile.prefixCache(blockTokens));
  }

  @Given(
      "the model answers in batches(,) one batch at a time(,) each starting {duration} after its"
          + " first request with at most {int} request(s)")
  public void batches(Duration window, int maxRequests) {
    world.models().current().serverModel(profile -> profile.batching(window, maxRequests));
  }

  @Given("every request asks for at most {int} token(s)")
  public void maxTokens(int tokens) {
    world.settings().maxTokens(tokens);
  }

  @Then("{int} answer(s) ran past the max_tokens they/it asked for")
  @Then("the report counts {int} answer(s) past max_tokens")
  public void answersPastMaxTokens(int answers) {
    checks.holds(() -> tokens.ofPastMaxTokens(answers));
  }
}
