package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import java.time.Duration;

/**
 * A model server slow to take up new connections, or with a long prompt too busy to read it at
 * once: the benchmark's request has to wait, and the user with it.
 */
public class SlowServerSteps {

  private final World world;

  public SlowServerSteps(World world) {
    this.world = world;
  }

  @Given("the prompt is {count} words/tokens long")
  @Given("every/each request uses/has/sends/carries a {count}-token/word prompt")
  @Given("(all )(the )prompts are {count} tokens/words long")
  public void promptWords(int words) {
    world.settings().promptWords(words);
  }

  @Given("the model takes {duration} to take up each new connection")
  public void modelTakesUpConnectionsAfter(Duration delay) {
    world.settings().takeUpConnectionsAfter(delay);
  }

  @Given("the model takes {duration} to start reading each request")
  public void modelReadsRequestsAfter(Duration delay) {
    world.settings().readRequestsAfter(delay);
  }
}
