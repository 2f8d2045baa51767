package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.MetricChecks;
import dev.tokenpace.acceptance.checks.SummaryChecks;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.world.ScenarioLoad.Arrivals;
import dev.tokenpace.acceptance.world.ScenarioLoad.Stage;
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
  private final RequestCountSteps counts;
  private final AboutSteps about;
  private final MetricChecks metrics;
  private final SummaryChecks summaries;
  private final CheckAssertions checks;
  private Duration pendingFirst;
  private Duration pendingGap;

  public PlainWordsSteps(
      World world,
      PerRequestScriptSteps scripts,
      RequestCountSteps counts,
      AboutSteps about,
      MetricChecks metrics,
      SummaryChecks summaries,
      CheckAssertions checks) {
    this.world = world;
    this.scripts = scripts;
    this.counts = counts;
    this.about = about;
    this.metrics = metrics;
    this.summaries = summaries;
    this.checks = checks;
  }

  // The model, as "a fake server" and "it".

  /**
   * No first wait stated: the first chunk comes one gap after the request, as the others do ("apart
   * after the first" says the same).
   */
  @Given("{server} answers every request with {count} chunks(,) {duration} apart( after the first)")
  public void fakeAnswersEveryRequest(String server, int chunks, Duration gap) {
    scripts.answersWithChunks(server, chunks, gap, gap);
  }

  /** The rhythm first, the chunks in the next step ("its first 4 chunks are thinking tokens …"). */
  @Given(
      "a fake server that waits {duration} before its first chunk and then sends a chunk every"
          + " {duration}")
  public void fakeWaitsThenEvery(Duration first, Duration gap) {
    pendingFirst = first;
    pendingGap = gap;
  }

  @Given(
      "its first {count} chunks are thinking tokens and its next {count} chunks are answer tokens")
  public void thinkingThenAnswer(int thinking, int answer) {
    if (pendingFirst == null) {
      throw new IllegalStateException(
          "say first when the chunks come, e.g. \"a fake server that waits 100 ms before its first"
              + " chunk and then sends a chunk every 20 ms\"");
    }
    scripts.thinksThenAnswers(thinking, answer, pendingGap, pendingFirst);
  }

  // How an answer comes, in the words people write: "waits 100 ms before its first word, then
  // streams 10 words 10 ms apart". A word is a one-word chunk; a wait before the first word counts
  // from the request, whatever empty chunks come before it.

  @Given("{server} wait(s) {duration} before its/the first chunk/word/token")
  public void waitsBeforeTheFirstWord(String server, Duration first) {
    world.models().current().stream().firstWait(first);
  }

  @Given(
      "{server} wait(s) {duration} before its/the first chunk(,)/word(,)/token(,) (and )(then"
          + " )(sends )(streams ){count} chunks(,)/words(,)/tokens(,) {duration} apart")
  public void waitsThenStreams(String server, Duration first, int words, Duration gap) {
    world.models().current().stream().firstWait(first);
    world.models().current().stream().streamWords(words, gap);
  }

  /**
   * "the server answers every request after 100 ms with 10 tokens 10 ms apart", "each answer starts
   * after 230 ms and streams 10 tokens 30 ms apart": the first of those words after the wait.
   */
  @Given(
      "{server} answers/responds/starts (every request )(each request )(to every request )after"
          + " {duration}(,) with/(and )streams/(and )sends {count} chunks(,)/words(,)/tokens(,)"
          + " {duration} apart")
  public void answersAfterWith(String server, Duration first, int words, Duration gap) {
    waitsThenStreams(server, first, words, gap);
  }

  /** "then 5 more words": the first word and 5 more. */
  @Given(
      "{server} wait(s) {duration} before its/the first chunk(,)/word(,)/token(,) (and )(then"
          + " )(sends )(streams ){count} more chunks(,)/words(,)/tokens(,) {duration} apart")
  @Given(
      "{server} sends/gives/gets its/the first (real )chunk/(real )word/(real )token at/after"
          + " {duration}(,) (and )(then )(sends )(streams ){count} more"
          + " chunks(,)/words(,)/tokens(,) {duration} apart")
  @Given(
      "{server} sends/gives/gets its/the first (real )chunk/(real )word/(real )token at/after"
          + " {duration}(,) followed by {count} more chunks(,)/words(,)/tokens(,) {duration} apart")
  public void waitsThenMore(String server, Duration first, int more, Duration gap) {
    waitsThenStreams(server, first, more + 1, gap);
  }

  @Given("{server} streams/sends/has/is {count} chunks(,)/words(,)/tokens(,) {duration} apart")
  public void streams(String server, int words, Duration gap) {
    world.models().current().stream().streamWords(words, gap);
  }

  /**
   * "gives its first word after 2000 ms on its first request and after 100 ms on every later
   * request": those requests' own first wait, and the script's for the rest.
   */
  @Given(
      "{server} sends/gives/gets its/the first chunk/word/token after {duration} on/for"
          + " {requests}(,) and after {duration} {theRest}")
  public void firstWaitOfSomeThenTheRest(
      String server, Duration first, RequestSet requests, Duration rest, String theRest) {
    world.models().current().stream().firstWait(rest);
    requestsWait(requests, first);
  }

  /**
   * "the server needs 3,000 ms before the first token of its very first request": those requests'
   * own first wait.
   */
  @Given(
      "{server} needs/takes {duration} before/to the first chunk/word/token of/on/for {requests}")
  public void needsBeforeFirstOf(String server, Duration first, RequestSet requests) {
    requestsWait(requests, first);
  }

  /**
   * "takes 5000 ms to the first token on its first 2 requests and 200 ms afterwards": those
   * requests' own first wait, and the script's for the rest.
   */
  @Given(
      "{server} needs/takes {duration} before/to the first chunk/word/token of/on/for {requests}(,)"
          + " and {duration} {theRest}")
  public void needsBeforeFirstOfSomeThenTheRest(
      String server, Duration first, RequestSet requests, Duration rest, String theRest) {
    firstWaitOfSomeThenTheRest(server, first, requests, rest, theRest);
  }

  /**
   * "after that it needs 100 ms before the first token of every request": the script's first wait,
   * which a request given its own (the line before) keeps.
   */
  @Given(
      "{server} needs/takes {duration} before/to the first chunk/word/token of/on/for every"
          + " (other )(later )request")
  public void needsBeforeFirstOfEvery(String server, Duration first) {
    world.models().current().stream().firstWait(first);
  }

  @Given("{requests} wait(s) {duration} before its/their/the first chunk/word/token")
  @Given("{requests} get(s) its/their/the first chunk/word/token after {duration}")
  public void requestsWait(RequestSet requests, Duration first) {
    scripts.firstTokenDelayOf(first, requests);
  }

  /**
   * "a freshly started fake server whose first 3 requests get their first token after 2000 ms": a
   * cold start, those requests' own first wait.
   */
  @Given(
      "a (freshly started )(newly started )(cold )fake (model )server whose first {count}"
          + " requests/answers get their first chunk/word/token after {duration}")
  public void firstRequestsWait(int requests, Duration first) {
    requestsWait(RequestSet.parse("its first " + requests + " requests"), first);
  }

  /**
   * "every later request gets its first token after 100 ms": the script's first wait, which the
   * requests a step gave their own keep.
   */
  @Given("every (other )(later )request/answer gets its first chunk/word/token after {duration}")
  public void everyLaterRequestWaits(Duration first) {
    world.models().current().stream().firstWait(first);
  }

  /** Empty chunks (no text, no token) before the first word, which keeps its own time. */
  @Given(
      "{server} sends {count} empty chunk(s)(,) {duration} apart(,) before its/the first"
          + " word/token")
  public void emptyChunksApart(String server, int count, Duration gap) {
    List<Duration> at = new java.util.ArrayList<>();
    for (int i = 1; i <= count; i++) {
      at.add(gap.multipliedBy(i));
    }
    world.models().current().stream().emptyChunksBeforeFirstWord(at);
  }

  @Given("{server} sends {count} empty chunk(s) before its/the first word/token")
  public void emptyChunks(String server, int count) {
    world.models().current().stream()
        .emptyChunksBeforeFirstWord(java.util.Collections.nCopies(count, Duration.ZERO));
  }

  @Given("{server} (sends ){emptyChunks} at/after {durations}( after the request)")
  public void emptyChunksAt(String server, String chunks, List<Duration> at) {
    LeadingChunks.of(chunks, at).addTo(world.models().current().stream());
  }

  /** "sends 3 chunks with no text at 20, 40 and 60 ms and the first real token at 300 ms". */
  @Given(
      "{server} (sends ){emptyChunks} at/after {durations}(,) and (then )the/its first (real"
          + " )token( only)/word( only) at/after {duration}")
  @Given(
      "{server} (sends ){emptyChunks}(,) at/after {durations}(,) before its/the first (real"
          + " )token( only)/word( only) at/after {duration}")
  public void emptyChunksThenTheFirstWordAt(
      String server, String chunks, List<Duration> at, Duration first) {
    emptyChunksAt(server, chunks, at);
    world.models().current().stream().firstWait(first);
  }

  /** "then sends chunks with empty text after 100 ms and after 150 ms". */
  @Given("{server} (sends ){emptyChunks} at/after {duration} and at/after {duration}")
  public void emptyChunksAtTwo(String server, String chunks, Duration first, Duration second) {
    emptyChunksAt(server, chunks, List.of(first, second));
  }

  /** "a role-only chunk after 20 ms and chunks with empty text after 40 ms and 60 ms". */
  @Given(
      "{server} (sends ){emptyChunks} at/after {durations}(,) and {emptyChunks} at/after"
          + " {durations}")
  public void twoKindsOfEmptyChunksAt(
      String server, String chunks, List<Duration> at, String others, List<Duration> atAfter) {
    emptyChunksAt(server, chunks, at);
    emptyChunksAt(server, others, atAfter);
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

  @When("{sender} send(s) {count} request(s)")
  @When("{sender} send(s) {count} requests(,) one( request) after( the) another/other")
  @When("{sender} send(s) {count} requests(,) one at a time")
  public void senderSends(String sender, int requests) {
    clientSends(requests);
  }

  @When("{count} request(s) is/are sent")
  @When("{count} requests are sent(,) one( request) after( the) another/other")
  @When("{count} requests are sent(,) one at a time")
  public void clientSends(int requests) {
    world.benchmarkCurrentModel(requests);
  }

  /**
   * "6 requests are sent, 2 at a time": as "6 streaming chat requests are benchmarked, 2 at a
   * time".
   */
  @When("{count} requests are sent(,) {count} at a time")
  public void clientSendsAtATime(int requests, int concurrency) {
    world.benchmarkCurrentModel(requests, concurrency);
  }

  /**
   * "each asking for at most 50 output tokens", "asking for max_tokens of 50": max_tokens on every
   * request, one at a time.
   */
  @When(
      "{sender} send(s) {count} request(s)(,) (each )asking for (at most ){count} (output"
          + " )token(s)( each)")
  @When("{sender} send(s) {count} request(s)(,) (each )asking for max_tokens (of ){count}")
  @When("{sender} send(s) {count} request(s)(,) (each )with max_tokens (set to )(of ){count}")
  public void clientSendsAskingForAtMost(String sender, int requests, int tokens) {
    world.askFor(tokens);
    world.benchmarkCurrentModel(requests);
  }

  @When(
      "{sender} send(s) {double} requests per second for {duration}(, without waiting for"
          + " answers)")
  public void clientSendsAtARate(String sender, double rate, Duration duration) {
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, List.of(new Stage(rate, duration)));
  }

  /** "5 requests per second for 4 seconds and then 20 requests per second for 4 seconds". */
  @When("{sender} send(s) {stages}(,)( without waiting for answers)")
  public void clientSendsInStages(String sender, List<Stage> stages) {
    world.benchmarkCurrentModelInStages(Arrivals.CONSTANT, stages);
  }

  // "Should" in a Then.

  /** "between 180 ms and 190 ms" is 185 ms within 5 ms. */
  @Then("the (reported ){statistic} {metric} should be between {duration} and {duration}")
  public void statisticBetween(Statistic statistic, Metric metric, Duration low, Duration high) {
    Duration middle = low.plus(high).dividedBy(2);
    Tolerance within = new Tolerance(high.minus(low).abs().dividedBy(2));
    checks.holds(() -> summaries.ofStatedStatistic(statistic, metric, middle, within));
  }

  @Then("the {statistic} {metric} should be {about} and the {statistic} {about}")
  public void twoStatistics(Statistic first, Metric metric, About a, Statistic second, About b) {
    about.statedStatistic(first, metric, a);
    about.statedStatistic(second, metric, b);
  }

  @Then(
      "the (reported ){metric} figures should only count the {count} successful requests(,) at"
          + " {about} each")
  public void figuresShouldCountSuccessesEach(Metric metric, int successes, About value) {
    counts.figuresCountSuccesses(metric, successes);
    about.everySuccess(metric, value);
  }

  /**
   * "a pretend model server that streams every answer one token at a time, 10 tokens per answer":
   * the fake, as {@link StatedDefaultsSteps} reads it, with every answer's length.
   */
  @Given(
      "{theFake} that streams/sends/returns {streamedAnswers}, {count} tokens/words per"
          + " answer/response")
  public void theFakeStreamingAnswersOf(String fake, String answers, int tokens) {
    world.models().current().stream().countWords(tokens);
  }
}
