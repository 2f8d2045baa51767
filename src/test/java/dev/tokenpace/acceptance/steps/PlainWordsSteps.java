package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.About;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.MetricChecks;
import dev.tokenpace.acceptance.world.RequestSet;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
import dev.tokenpace.acceptance.world.Statistic;
import dev.tokenpace.acceptance.world.Tolerance;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import java.time.Duration;
import java.util.List;

/**
 * The words a product owner writes without the glossary open (issue 24, item 5): "a fake server
 * that …" and "it …" for the model, "the client" for the benchmark, "should" in a Then. Each says
 * what a glossary step says, and is judged by the same checks; where the words differ only in their
 * phrasing, the glossary step carries them as a second pattern instead.
 */
public class PlainWordsSteps {

  private final World world;
  private final PerRequestScriptSteps scripts;
  private final QueueingServerSteps queue;
  private final RequestCountSteps counts;
  private final AboutSteps about;
  private final MetricChecks metrics;
  private final CheckAssertions checks;
  private Duration pendingFirst;
  private Duration pendingGap;

  public PlainWordsSteps(
      World world,
      PerRequestScriptSteps scripts,
      QueueingServerSteps queue,
      RequestCountSteps counts,
      AboutSteps about,
      MetricChecks metrics,
      CheckAssertions checks) {
    this.world = world;
    this.scripts = scripts;
    this.queue = queue;
    this.counts = counts;
    this.about = about;
    this.metrics = metrics;
    this.checks = checks;
  }

  // The model, as "a fake server" and "it".

  @Given(
      "a fake server that can serve only {int} request(s) at the same time and makes the rest wait")
  public void fakeServesOnly(int streams) {
    queue.canServeOnly(streams);
  }

  @Given("a fake server that serves {int} request(s) at a time and makes the rest wait")
  public void fakeServesAtATime(int streams) {
    queue.servesAtMost(streams);
  }

  @Given(
      "a fake server that answers with {int} chunks(,) first after {duration} and then {duration}"
          + " apart")
  public void fakeAnswersWith(int chunks, Duration first, Duration gap) {
    scripts.answersWithChunks(chunks, first, gap);
  }

  /** No first wait stated: the first chunk comes one gap after the request, as the others do. */
  @Given("a fake server that answers every request with {int} chunks(,) {duration} apart")
  public void fakeAnswersEveryRequest(int chunks, Duration gap) {
    scripts.answersWithChunks(chunks, gap, gap);
  }

  @Given(
      "a fake server that answers every request with {int} chunks(,) {duration} apart after the"
          + " first")
  public void fakeAnswersEveryRequestAfterTheFirst(int chunks, Duration gap) {
    scripts.answersWithChunks(chunks, gap, gap);
  }

  /** The rhythm first, the chunks in the next step ("its first 4 chunks are thinking tokens …"). */
  @Given(
      "a fake server that waits {duration} before its first chunk and then sends a chunk every"
          + " {duration}")
  public void fakeWaitsThenEvery(Duration first, Duration gap) {
    pendingFirst = first;
    pendingGap = gap;
  }

  @Given("its first {int} chunks are thinking tokens and its next {int} chunks are answer tokens")
  public void thinkingThenAnswer(int thinking, int answer) {
    if (pendingFirst == null) {
      throw new IllegalStateException(
          "say first when the chunks come, e.g. \"a fake server that waits 100 ms before its first"
              + " chunk and then sends a chunk every 20 ms\"");
    }
    scripts.thinksThenAnswers(thinking, answer, pendingGap, pendingFirst);
  }

  @Given(
      "it waits {duration} before the first chunk and then sends {int} more chunks {duration}"
          + " apart")
  public void waitsThenMore(Duration first, int more, Duration gap) {
    scripts.answersWithChunks(more + 1, first, gap);
  }

  @Given("it answers {requests} with (HTTP )status {int}( instead)")
  public void itAnswersWithStatus(RequestSet requests, int status) {
    scripts.status(requests, status);
  }

  @Given(
      "it waits {duration} before the first chunk of {requests}(,) {duration} for {requests} and"
          + " {duration} for {requests}")
  public void waitsPerRequests(
      Duration a, RequestSet ra, Duration b, RequestSet rb, Duration c, RequestSet rc) {
    scripts.firstTokenDelayOf(a, ra);
    scripts.firstTokenDelayOf(b, rb);
    scripts.firstTokenDelayOf(c, rc);
  }

  @Given(
      "on {requests} it sends the first chunk and then goes silent without closing the connection")
  public void goesSilentAfterTheFirstChunk(RequestSet requests) {
    scripts.goesSilent(1, requests);
  }

  // The benchmark, as "the client".

  @Given("the client gives up on a request after {duration}")
  public void clientGivesUp(Duration timeout) {
    world.settings().requestTimeout(timeout);
  }

  @Given("the client keeps at most {int} request(s) in flight( at any time)")
  public void clientKeepsAtMost(int requests) {
    world.settings().maxInFlight(requests);
  }

  @When("the client sends {int} request(s)")
  public void clientSends(int requests) {
    world.benchmarkCurrentModel(requests);
  }

  @When("the client sends {int} requests one after another")
  public void clientSendsOneAfterAnother(int requests) {
    world.benchmarkCurrentModel(requests);
  }

  @When("the client sends {int} requests all at once")
  public void clientSendsAllAtOnce(int requests) {
    world.benchmarkCurrentModel(requests, requests);
  }

  @When(
      "the client sends {double} requests per second for {duration}(, without waiting for answers)")
  public void clientSendsAtARate(double rate, Duration duration) {
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, List.of(new Stage(rate, duration)));
  }

  /** "5 requests per second for 4 seconds and then 20 requests per second for 4 seconds". */
  @When("the client sends {stages}(,)( without waiting for answers)")
  public void clientSendsInStages(List<Stage> stages) {
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, stages);
  }

  // "Should" in a Then.

  /** "between 180 ms and 190 ms" is 185 ms within 5 ms. */
  @Then("the (reported ){statistic} {metric} should be between {duration} and {duration}")
  public void statisticBetween(Statistic statistic, Metric metric, Duration low, Duration high) {
    Duration middle = low.plus(high).dividedBy(2);
    Tolerance within = new Tolerance(high.minus(low).abs().dividedBy(2));
    checks.holds(() -> metrics.ofStatedStatistic(statistic, metric, middle, within));
  }

  @Then("the {statistic} {metric} should be {about} and the {statistic} {about}")
  public void twoStatistics(Statistic first, Metric metric, About a, Statistic second, About b) {
    about.statedStatistic(first, metric, a);
    about.statedStatistic(second, metric, b);
  }

  @Then(
      "the (reported ){metric} figures should only count the {int} successful requests(,) at"
          + " {about} each")
  public void figuresShouldCountSuccessesEach(Metric metric, int successes, About value) {
    counts.figuresCountSuccesses(metric, successes);
    about.everySuccess(metric, value);
  }
}
