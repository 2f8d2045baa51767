package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;

/**
 * A model server that serves only so many requests at once and queues the rest, first come first
 * served: the queue wait is the server's, so it shows in time to first token and request latency
 * (counted from the model's receipt), not in the benchmark's schedule delay. A server with a limit
 * queues unless the step says it refuses the rest: the fake holds the rest's connections open. A
 * full server that refuses answers past its cap at once with the status the step names.
 */
public class QueueingServerSteps {

  private final World world;

  public QueueingServerSteps(World world) {
    this.world = world;
  }

  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time(,) and {queuesTheRest}")
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at once(,) and {queuesTheRest}")
  public void servesAtMostAndQueues(String server, int streams, String queues) {
    servesAtMost(server, streams);
  }

  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at once")
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time")
  public void servesAtMost(String server, int streams) {
    world.settings().maxStreams(streams);
  }

  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at once(,) and {refusesTheRest}")
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time(,) and {refusesTheRest}")
  public void servesAtMostAndRefuses(String server, int streams, Integer status) {
    world.settings().maxStreams(streams);
    world.settings().refuseBeyondMaxStreams(status);
  }

  /** "works on at most 2 requests at a time, queues up to 2 more and refuses the rest with 429". */
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time(,) {queuesUpTo}(,) and {refusesTheRest}")
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at once(,) {queuesUpTo}(,) and {refusesTheRest}")
  public void servesAtMostQueuesSomeAndRefuses(
      String server, int streams, Integer depth, Integer status) {
    servesAtMostAndRefuses(server, streams, status);
    world.settings().queueUpTo(depth);
  }

  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at once(,) and {ignoresTheRest}")
  @Given(
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time(,) and {ignoresTheRest}")
  public void servesAtMostAndIgnores(String server, int streams, String ignores) {
    world.settings().maxStreams(streams);
    world.settings().ignoreBeyondMaxStreams();
  }

  /**
   * "And it accepts any further request but never sends a single byte on it", after a step that set
   * the cap: the cap stays, the rest are never answered; only the client's timeout ends them.
   */
  @Given("{server} {ignoresTheRest}")
  public void ignoresTheRest(String server, String ignores) {
    if (world.settings().maxStreams() == null) {
      throw new IllegalStateException(
          "A server leaves requests unanswered past how many it serves at once: say that first,"
              + " e.g. \"Given the server works on at most 4 requests at once\", then \"And it"
              + " accepts any further request but never answers it\"");
    }
    world.settings().ignoreBeyondMaxStreams();
  }

  /** "it returns HTTP 429 when more than 4 requests are in flight". */
  @Given(
      "{server} return(s)/answer(s)/refuse(s)/reject(s)/respond(s) (requests )(with ){errorStatus}"
          + " when/once/if more than {count} request(s) are/is in flight")
  @Given(
      "{server} return(s)/answer(s)/refuse(s)/reject(s)/respond(s) (requests )(with ){errorStatus}"
          + " when/once/if more than {count} request(s) are/is running/open/active/outstanding")
  public void refusesWhenMoreThan(String server, Integer status, int streams) {
    servesAtMostAndRefuses(server, streams, status);
  }

  /**
   * "And it answers any request beyond that with HTTP 429", after a step that set the cap: the cap
   * stays, the rest are refused instead of queued.
   */
  @Given("{server} {refusesTheRest}")
  public void refusesTheRest(String server, Integer status) {
    if (world.settings().maxStreams() == null) {
      throw new IllegalStateException(
          "A server refuses requests past how many it serves at once: say that first, e.g. \"Given"
              + " the server works on at most 4 requests at once\", then \"And it answers any"
              + " request beyond that with HTTP 429\"");
    }
    world.settings().refuseBeyondMaxStreams(status);
  }
}
