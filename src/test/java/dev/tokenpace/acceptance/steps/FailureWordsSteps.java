package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import java.time.Duration;

/**
 * What goes wrong, in the words people write for it when it goes wrong every time: a server that
 * resets or drops the connection, goes silent, sends a malformed chunk or an error event, ends
 * without [DONE] or answers with an error status, in every answer; and how long the benchmark waits
 * before it gives up. Each sets what the glossary's step for one request sets, for every request.
 */
public class FailureWordsSteps {

  private static final RequestSet EVERY_ANSWER = new RequestSet("every answer", ordinal -> true);
  private static final String AFTER = " after {count} chunk(s)/word(s)/token(s)";
  private static final String IN_EVERY = " on/for/in every/each request/answer";

  // An optional after an alternation's last word is that word's alone (AlternationOptionalsTest),
  // so the words a fault may close with are written after each word they may follow.
  private static final String UNFINISHED = "( without finishing)( the answer)";
  private static final String AFTER_UNFINISHED =
      " after {count} chunk(s)" + UNFINISHED + "/word(s)" + UNFINISHED + "/token(s)" + UNFINISHED;
  private static final String IN_EVERY_UNFINISHED =
      " on/for/in every/each request" + UNFINISHED + "/answer" + UNFINISHED;
  private static final String OPEN = "( without closing the connection)";
  private static final String AFTER_OPEN =
      " after {count} chunk(s)" + OPEN + "/word(s)" + OPEN + "/token(s)" + OPEN;
  private static final String IN_EVERY_OPEN =
      " on/for/in every/each request" + OPEN + "/answer" + OPEN;

  /** The message of an error event a step names none for: what servers send when they fail. */
  private static final String INTERNAL_ERROR = "internal server error";

  private final World world;
  private final FaultyAnswerSteps faults;
  private final PerRequestScriptSteps perRequest;

  public FailureWordsSteps(
      World world, FaultyAnswerSteps faults, PerRequestScriptSteps perRequest) {
    this.world = world;
    this.faults = faults;
    this.perRequest = perRequest;
  }

  @Given("{server} resets the connection/stream" + AFTER)
  @Given("{server} resets the connection/stream" + AFTER + IN_EVERY)
  public void resets(String server, int chunks) {
    faults.resetsAfter(chunks, EVERY_ANSWER);
  }

  /** A drop is an orderly close mid-answer: the answer is cut short. */
  @Given(
      "{server} drops/closes/cuts/breaks/kills/terminates the connection/stream" + AFTER_UNFINISHED)
  @Given(
      "{server} drops/closes/cuts/breaks/kills/terminates the connection/stream"
          + AFTER
          + IN_EVERY_UNFINISHED)
  public void drops(String server, int chunks) {
    faults.dropsAfter(chunks, EVERY_ANSWER);
  }

  /** Silent until past the benchmark's timeout, the connection held open. */
  @Given("{server} stops responding/sending/streaming" + AFTER_OPEN)
  @Given("{server} stops responding/sending/streaming" + AFTER + IN_EVERY_OPEN)
  @Given("{server} goes silent/dead" + AFTER_OPEN)
  @Given("{server} goes silent/dead" + AFTER + IN_EVERY_OPEN)
  @Given("{server} hangs/freezes" + AFTER_OPEN)
  @Given("{server} hangs/freezes" + AFTER + IN_EVERY_OPEN)
  public void goesSilent(String server, int chunks) {
    perRequest.goesSilent(chunks, EVERY_ANSWER);
  }

  @Given(
      "{server} never sends a/the/any first/single token( and never closes the connection)/word("
          + " and never closes the connection)/chunk( and never closes the connection)")
  @Given(
      "{server} never answers( and never closes the connection)/responds( and never closes the"
          + " connection)")
  public void neverAnswers(String server) {
    perRequest.goesSilent(0, EVERY_ANSWER);
  }

  @Given("{server} sends a malformed/broken/invalid (JSON )chunk/event" + AFTER)
  @Given("{server} sends a malformed/broken/invalid (JSON )chunk/event" + AFTER + IN_EVERY)
  @Given("{server} sends malformed/invalid/broken JSON" + AFTER)
  @Given("{server} sends malformed/invalid/broken JSON" + AFTER + IN_EVERY)
  public void malformed(String server, int chunks) {
    faults.malformedChunk(chunks, EVERY_ANSWER);
  }

  @Given("{server} sends an error event/chunk" + AFTER)
  @Given("{server} sends an error event/chunk" + AFTER + IN_EVERY)
  public void errorEvent(String server, int chunks) {
    faults.errorEvent(INTERNAL_ERROR, chunks, EVERY_ANSWER);
  }

  @Given("{server} sends an error event/chunk {string}" + AFTER)
  @Given("{server} sends an error event/chunk {string}" + AFTER + IN_EVERY)
  public void errorEvent(String server, String message, int chunks) {
    faults.errorEvent(message, chunks, EVERY_ANSWER);
  }

  @Given("{server} never sends [DONE]")
  @Given("{server} never sends the/an end-of-stream marker")
  @Given(
      "{server} ends/finishes the/its/every stream(s)/answer(s) without (a )(the )[DONE]("
          + " marker)/end-of-stream( marker)")
  public void withoutDone(String server) {
    faults.withoutEndMarker(EVERY_ANSWER);
  }

  @Given(
      "{server} answers/fails/rejects every/each/all request(s) with (an )(a )(HTTP )(status"
          + " ){count}( error)( errors)")
  @Given(
      "{server} (always )return(s)/answer(s)/respond(s) (with )(an )(a )(HTTP )(status ){count}("
          + " error)( errors) for/to every/each/all request(s)")
  @Given(
      "{server} always return(s)/answer(s)/respond(s) (with )(an )(a )(HTTP )(status ){count}("
          + " error)")
  public void status(String server, int status) {
    perRequest.status(server, EVERY_ANSWER, status);
  }

  /** "returns HTTP 500 for every fifth request": the glossary's status step, said the other way. */
  @Given(
      "{server} return(s)/answer(s)/respond(s) (with )(an )(a )(HTTP )(status ){count}( error)("
          + " errors) for/to {requests}")
  public void statusFor(String server, int status, RequestSet requests) {
    perRequest.status(server, requests, status);
  }

  /** "requests 10, 20, 30 and so on get an HTTP 500 error straight away": the requests first. */
  @Given(
      "{requests} get(s)/receive(s) (an )(a )(HTTP )(status ){count}( error)( response)( straight"
          + " away)( right away)( at once)( immediately)")
  public void statusOf(RequestSet requests, int status) {
    perRequest.status("it", requests, status);
  }

  /** "requests 5, 15, 25 and so on have the connection closed after 20 tokens". */
  @Given("{requests} have/has/get(s) the/their connection(s) closed/dropped/cut( off)" + AFTER)
  public void droppedAfter(RequestSet requests, int chunks) {
    faults.dropsAfter(chunks, requests);
  }

  /** "every 5th request goes silent after 10 tokens without closing the connection". */
  @Given("{requests} go(es) silent/dead" + AFTER_OPEN)
  public void silentAfter(RequestSet requests, int chunks) {
    perRequest.goesSilent(chunks, requests);
  }

  /** Not a byte, not even the headers, for that long: a server slow to answer at all. */
  @Given("{server} takes {duration} to send the/its (response )headers")
  @Given("{server} takes {duration} to send the/its first byte")
  @Given("{server} waits {duration} before sending the/its (response )headers")
  @Given("{server} waits {duration} before sending anything")
  public void slowHeaders(String server, Duration wait) {
    faults.silentBeforeHeaders(EVERY_ANSWER, wait);
  }

  @Given("the benchmark/client times out (a )request(s) after {duration}( without an answer)")
  @Given("the benchmark's/client's (request )(per-request )timeout is {duration}")
  @Given("the benchmark/client has/uses a (request )timeout of {duration}")
  @Given(
      "the benchmark/client waits up to {duration} for a/any/each/every request( unless a scenario"
          + " says otherwise)")
  @Given(
      "the benchmark/client waits at most {duration} for a/any/each/every request( unless a"
          + " scenario says otherwise)")
  public void timeout(Duration timeout) {
    world.settings().requestTimeout(timeout);
  }
}
