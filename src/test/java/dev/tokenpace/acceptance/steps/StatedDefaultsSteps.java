package dev.tokenpace.acceptance.steps;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.When;
import java.time.Duration;
import java.util.List;

/**
 * What a product owner states about the fake and the clock that the suite already does, so the step
 * sets nothing ("a fake model server that sends one token per stream chunk, follows its timing
 * script exactly and adds no network delay"); and a load the benchmark cannot play, refused with
 * what to write instead, never passed silently.
 */
public class StatedDefaultsSteps {

  /**
   * The fake sends one word a chunk unless a script says otherwise, keeps to its script (its own
   * lateness is judged, docs/steps.md "How a check is judged") and runs on loopback.
   */
  @Given(
      "{server} sends one token/word per (stream )chunk(,)( follows its timing script exactly)("
          + " and adds no network delay)")
  public void fakeAsItIs(String server) {
    // The fake's defaults: nothing to set.
  }

  /**
   * "every chunk with text in it carries exactly one output token": the fake's one word a chunk,
   * said of the chunks rather than of the server.
   */
  @Given("every/each chunk( with text)( in it) carries/holds/has (exactly )one (output )token/word")
  public void oneTokenEachChunk() {
    // The fake's default: nothing to set.
  }

  /**
   * "the server handles any number of requests at once without slowing down": the fake's own way
   * unless a line gives it a cap or a pace that grows with the requests in flight.
   */
  @Given(
      "(unless a scenario says otherwise, ){server} handles/serves/processes/runs/accepts/takes any"
          + " number of requests at once( without slowing down)")
  @Given(
      "(unless a scenario says otherwise, ){server} handles/serves/processes/runs/accepts/takes any"
          + " number of requests at the same time( without slowing down)")
  public void noCapNorSlowdown(String server) {
    // The fake's default: no cap, and a pace the requests in flight do not change.
  }

  /**
   * "the benchmarking tool counts one output token for every streamed chunk that carries text": so
   * it does on the fake, whose chunks with text each carry one word, one token, however a benchmark
   * counts (its tokenizer or the chunks).
   */
  @Given(
      "{sender} counts one (output )token/word for/per every/each (streamed )chunk( that carries"
          + " text)( with text)")
  @Given(
      "{sender} counts one (output )token/word per (streamed )chunk( that carries text)( with"
          + " text)")
  public void countsOneTokenEachChunk(String sender) {
    // The fake's one word a chunk: nothing to set.
  }

  /**
   * "a fake model server with an OpenAI-compatible streaming chat endpoint", "the benchmark talks
   * to a fake streaming model server whose timing I control": what the fake is in every scenario.
   */
  @Given(
      "the benchmark/client talks to a/the fake (streaming )(model )server( whose timing I"
          + " control)")
  @Given("a/the fake (streaming )(model )server whose timing I control")
  @Given(
      "a/the fake (streaming )(model )server streams chat completions as server-sent events(,) one"
          + " token per chunk")
  public void theFake() {
    // The fake is that server in every scenario: nothing to set.
  }

  /**
   * "the benchmark client is pointed at it", "the client is aimed at the fake model server": the
   * benchmark talks to the scenario's fake in every scenario.
   */
  @Given("{sender} is pointed/aimed/directed at {theFake}")
  @Given("{sender} is pointed/aimed/directed at {theFakeAgain}")
  public void pointedAtTheFake(String sender, String fake) {
    // The benchmark's one server is the fake: nothing to set.
  }

  /**
   * "the benchmark client is pointed at it with streaming turned on": the same, and every request
   * of the suite's benchmarks streams (a request that does not is said as such, docs/steps.md).
   */
  @Given("{sender} is pointed/aimed/directed at {theFake} with/using {streamingOn}")
  @Given("{sender} is pointed/aimed/directed at {theFakeAgain} with/using {streamingOn}")
  public void pointedAtTheFakeStreaming(String sender, String fake, String streaming) {
    // Streaming is the suite's default: nothing to set.
  }

  /**
   * "a simulated model server that streams each answer token by token", "a fake model server that
   * streams chat completions": the same, by any of the fake's names.
   */
  @Given("{theFake} that streams/sends/returns {streamedAnswers}")
  @Given(
      "{theFake} that speaks/serves/exposes/implements/offers/provides/mimics/emulates"
          + " {streamedAnswers}")
  @Given("{theFake} with/behind/exposing/offering {streamedAnswers}")
  public void theFakeStreaming(String fake, String answers) {
    // The fake is that server in every scenario: nothing to set.
  }

  /**
   * The fake ends a stream whose request asked for usage ({@code stream_options.include_usage}, as
   * the benchmark asks) with the answer's true counts, as OpenAI and vLLM do; a scenario that
   * scripts other counts says so ("the server reports 5 completion tokens in its usage").
   */
  @Given(
      "{server} reports the (true )(actual )(real )(number of )output/prompt/completion token(s)("
          + " count)( in its usage)")
  @Given("{server} reports (the )usage( of every request)( with true counts)")
  public void usageAsItIs(String server) {
    // The fake's defaults: nothing to set.
  }

  /**
   * A stated number is counted from the model's receipt of the request, which on loopback is the
   * moment it was sent; the benchmark's own numbers count from its send.
   */
  @Given(
      "every/each/all time(s) below/here is/are measured/counted from the moment {sender} sends"
          + " the request")
  public void timesFromTheSend(String sender) {
    // The suite's way of counting already: nothing to set.
  }

  /** Sends at stated moments: no load of the benchmark plays them, so the step says what does. */
  @When("{sender} send(s) requests at {durations}( after the run starts)")
  public void sendsAtMomentsBy(String sender, List<Duration> moments) {
    sendsAtMoments(moments);
  }

  @When("requests are sent at {durations}( after the run starts)")
  public void sendsAtMoments(List<Duration> moments) {
    throw new UnsupportedOperationException(
        "the benchmark cannot send requests at stated moments ("
            + moments.size()
            + " given): its load is a number of requests in flight or a rate; write '"
            + moments.size()
            + " requests are sent at the same moment', 'the client sends 10 requests per second"
            + " for 2 seconds' or 'the benchmark sends "
            + moments.size()
            + " requests one after the other'");
  }
}
