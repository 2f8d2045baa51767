package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.ScenarioLoad;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.acceptance.world.World;
import dev.tokenpace.client.Transport;
import dev.tokenpace.config.RunConfig.ApiType;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.When;
import java.time.Duration;
import java.util.List;

/** The benchmark run: how the benchmark is set up and what it is asked to send. */
public class BenchmarkRunSteps {

  private final World world;
  private final ScenarioEvidence evidence;

  public BenchmarkRunSteps(World world, ScenarioEvidence evidence) {
    this.world = world;
    this.evidence = evidence;
  }

  @Given("the benchmark counts tokens with a tokenizer that adds a beginning-of-sequence token")
  public void countsWithBosTokenizer() {
    world.settings().countWithBosAddingTokenizer();
  }

  @Given("the benchmark takes the output token count from the server's usage")
  public void takesServerUsage() {
    world.settings().useServerOutputTokens(true);
  }

  @Given(
      "the benchmark/client/tool gives up on a/any/each/every request after {duration}( without an"
          + " answer)")
  @Given(
      "the benchmark/client/tool gives up on any/a request that has not finished after {duration}")
  @Given(
      "the benchmark/client/tool gives up on any/a request (that is )not finished/complete/done"
          + " within {duration}")
  public void requestTimeout(Duration timeout) {
    world.settings().requestTimeout(timeout);
  }

  /** "the tool does not retry failed requests": it never does, a failure is counted once. */
  @Given("the benchmark/client/tool does not retry failed requests")
  public void noRetries() {
    // The benchmark sends each request once: nothing to set.
  }

  /** "the client asks for at most 128 tokens per answer": max_tokens on every request. */
  @Given("{sender} asks for at most {count} (output )token(s)( each)")
  @Given("{sender} asks for at most {count} (output )token(s) per answer/request/response")
  @Given("{sender} sets max_tokens to {count}( on every request)")
  public void maxTokensOf(String sender, int tokens) {
    maxTokens(tokens);
  }

  @Given("every/each request asks for max_tokens (of ){count}")
  public void maxTokens(int tokens) {
    world.askFor(tokens);
  }

  @Given("the benchmark/client keeps at most {count} request(s) in flight( at any time)")
  public void maxInFlight(int requests) {
    world.settings().maxInFlight(requests);
  }

  @Given("the benchmark opens its connections before each stage")
  public void preconnects() {
    world.settings().preconnect(true);
  }

  @Given("the benchmark refuses chunks larger than {count} MB")
  public void refusesLargeChunks(int megabytes) {
    world.settings().maxEventBytes(megabytes * 1024 * 1024);
  }

  @Given("the benchmark talks to the model through the JDK HTTP client")
  public void throughTheJdkClient() {
    world.settings().transport(Transport.JDK);
  }

  @Given(
      "load generator {count} runs on a machine whose clock reads {duration} ahead of the first"
          + " one's(,) as its shard manifest records")
  public void clockAhead(int generator, Duration ahead) {
    world.settings().clockAhead(generator, ahead);
  }

  /**
   * "the benchmark client uses streaming chat requests", "the benchmark sends streaming chat
   * completion requests to it": the API its requests go to.
   */
  @Given("{sender} uses/sends/makes streaming {api}( completion) requests( to it)")
  @Given("{sender} uses/calls/targets/benchmarks the (streaming ){api}( completions) API/endpoint")
  public void streamingRequestsOf(String sender, ApiType api) {
    world.settings().api(api);
  }

  @When("one streaming {api} request is benchmarked")
  public void oneRequest(ApiType api) {
    world.settings().api(api);
    world.benchmarkCurrentModel(1);
    evidence.showTheRuns();
  }

  @When("{count} streaming {api} requests are benchmarked one after another")
  public void requestsOneAfterAnother(int requests, ApiType api) {
    world.settings().api(api);
    world.benchmarkCurrentModel(requests);
    evidence.showTheRuns();
  }

  @When("every model is benchmarked at the same time with one streaming {api} request each")
  public void everyModelAtOnce(ApiType api) {
    world.settings().api(api);
    world.benchmarkEveryModelAtOnce(1);
    evidence.showTheRuns();
  }

  @When(
      "every model is benchmarked at the same time with {count} simultaneous streaming {api}"
          + " requests each")
  public void everyModelAtOnceWithSimultaneousRequests(int requests, ApiType api) {
    world.settings().api(api);
    world.benchmarkEveryModelAtOnce(requests);
    evidence.showTheRuns();
  }

  @When("{count} streaming {api} requests are benchmarked(,) {count} at a time")
  public void requestsAtATime(int requests, ApiType api, int concurrency) {
    world.settings().api(api);
    world.benchmarkCurrentModel(requests, concurrency);
    evidence.showTheRuns();
  }

  @When(
      "{count} streaming {api} requests are benchmarked(,) {count} at a time(,) split over {count}"
          + " load generators and merged")
  public void requestsInShards(int requests, ApiType api, int concurrency, int shards) {
    world.settings().api(api);
    world.benchmarkCurrentModelInShards(requests, concurrency, shards);
    evidence.showTheRuns();
  }

  @When("one non-streaming {api} request is benchmarked")
  public void oneWholeAnswer(ApiType api) {
    world.settings().api(api);
    world.settings().streaming(false);
    world.benchmarkCurrentModel(1);
    evidence.showTheRuns();
  }

  @When("the model is benchmarked at {double} streaming {api} requests per second for {duration}")
  public void openLoop(double rate, ApiType api, Duration duration) {
    world.settings().api(api);
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, List.of(new Stage(rate, duration)));
    evidence.showTheRuns();
  }

  @When(
      "the model is benchmarked at a Poisson rate of {double} streaming {api} requests per second"
          + " for {duration}")
  public void poisson(double rate, ApiType api, Duration duration) {
    world.settings().api(api);
    world.benchmarkCurrentModelInStages(Arrivals.POISSON, List.of(new Stage(rate, duration)));
    evidence.showTheRuns();
  }

  /** A table of {@code | requests per second | for |} rows, one stage each, in order. */
  @When("the model is benchmarked with streaming {api} requests in stages:")
  public void stages(ApiType api, List<Stage> stages) {
    world.settings().api(api);
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, stages);
    evidence.showTheRuns();
  }

  /** The same table of stages, split over {@code shards} load generators and merged. */
  @When(
      "the model is benchmarked with streaming {api} requests in stages(,) split over {count} load"
          + " generators and merged:")
  public void stagesInShards(ApiType api, int shards, List<Stage> stages) {
    world.settings().api(api);
    world.benchmarkCurrentModelInShards(new ScenarioLoad.Open(Arrivals.CONSTANT, stages), shards);
    evidence.showTheRuns();
  }
}
