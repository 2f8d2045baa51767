package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;

/**
 * A model server that serves only so many requests at once and queues the rest, first come first
 * served: the queue wait is the server's, so it shows in time to first token and request latency
 * (counted from the model's receipt), not in the benchmark's schedule delay. A server with a limit
 * queues whether the step says so or not: the fake holds the rest's connections open.
 */
public class QueueingServerSteps {

  private final World world;

  public QueueingServerSteps(World world) {
    this.world = world;
  }

  @Given(
      "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only ){int}"
          + " request(s) at a/the( same) time(,) and queues/makes the rest( wait)( in arrival"
          + " order)")
  @Given(
      "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only ){int}"
          + " request(s) at a/the( same) time(,) and queues/makes the others( wait)( in arrival"
          + " order)")
  @Given(
      "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only ){int}"
          + " request(s) at once")
  @Given(
      "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only ){int}"
          + " request(s) at once(,) and queues/makes the rest/others( wait)")
  @Given(
      "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only ){int}"
          + " request(s) at a/the( same) time")
  public void servesAtMost(String server, int streams) {
    world.settings().maxStreams(streams);
  }
}
