package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;

/**
 * A model server that serves only so many requests at once and queues the rest, first come first
 * served: the queue wait is the server's, so it shows in time to first token and request latency
 * (counted from the model's receipt), not in the benchmark's schedule delay.
 */
public class QueueingServerSteps {

  private final World world;

  public QueueingServerSteps(World world) {
    this.world = world;
  }

  @Given("the model serves at most {int} request(s) at a time and makes the rest wait")
  public void servesAtMost(int streams) {
    world.settings().maxStreams(streams);
  }

  @Given("the model can serve only {int} request(s) at the same time and makes the rest wait")
  public void canServeOnly(int streams) {
    world.settings().maxStreams(streams);
  }
}
