package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.AnswerFault;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.World;
import io.cucumber.java.en.Given;
import java.time.Duration;

/**
 * The model's faulty answers: one request among healthy ones gets what a misbehaving server sends.
 */
public class FaultyAnswerSteps {

  private static final RequestSet EVERY_ANSWER = new RequestSet("every answer", ordinal -> true);

  private final World world;

  public FaultyAnswerSteps(World world) {
    this.world = world;
  }

  @Given("no model server is listening")
  public void noServerListening() {
    world.noServerListening();
  }

  @Given("the model answers {requests} with status {count} and the error message {string}")
  public void errorMessage(RequestSet request, int status, String message) {
    spoil(request, AnswerFault.errorMessage(status, message));
  }

  @Given("the model answers {requests} with status {count} and an error page titled {string}")
  public void errorPage(RequestSet request, int status, String title) {
    spoil(request, AnswerFault.errorPage(status, title));
  }

  @Given("the model answers {requests} with a web page titled {string} instead of a stream")
  public void webPage(RequestSet request, String title) {
    spoil(request, AnswerFault.webPage(title));
  }

  @Given("the model answers {requests} with one whole answer instead of a stream")
  public void wholeAnswer(RequestSet request) {
    spoil(request, AnswerFault.wholeAnswer());
  }

  @Given("the model resets the connection after {count} chunk(s) of {requests}")
  public void resetsAfter(int chunks, RequestSet request) {
    spoil(request, AnswerFault.resetAfter(chunks));
  }

  @Given("the model drops the connection after {count} chunk(s) of {requests}")
  public void dropsAfter(int chunks, RequestSet request) {
    spoil(request, AnswerFault.dropAfter(chunks));
  }

  /** "cuts off the stream of the 4th request after 3 tokens": the connection dropped there. */
  @Given(
      "{server} {cutsOff} {requests} after {count} chunk(s)(,)( without finishing)( the answer)("
          + " the stream)( it)/word(s)(,)( without finishing)( the answer)( the stream)("
          + " it)/token(s)(,)( without finishing)( the answer)( the stream)( it)")
  public void cutsOffAfter(String server, String cuts, RequestSet request, int chunks) {
    dropsAfter(chunks, request);
  }

  @Given(
      "{server} stalls/pauses for {duration} after {count} chunk(s)/word(s)/token(s) of {requests}")
  public void stallsAfter(String server, Duration stall, int chunks, RequestSet request) {
    spoil(request, AnswerFault.stallAfter(chunks, stall));
  }

  /** The gap between word {@code word} and the next becomes {@code pause}, in those answers. */
  void pausesBetween(Duration pause, int word, RequestSet answers) {
    spoil(answers == null ? EVERY_ANSWER : answers, AnswerFault.pauseBetweenWords(word, pause));
  }

  /** A stall in every answer, after its k-th word: the pause adds to that word's gap. */
  @Given(
      "{server} stalls/pauses for {duration} after the {ordinal} chunk( of every answer)/word( of"
          + " every answer)/token( of every answer)")
  public void stallsInEveryAnswer(String server, Duration stall, int word) {
    spoil(EVERY_ANSWER, AnswerFault.stallAfterWord(word, stall));
  }

  /**
   * "it pauses 500 ms instead of 20 ms between the 6th and 7th words": the gap the script gives
   * those two words, stretched to the pause, so the stall is what the pause adds to it.
   */
  @Given(
      "{server} pauses/stalls/waits (for ){duration} instead of {duration} between the {ordinal}"
          + " and( the) {ordinal} chunk(s)/word(s)/token(s)")
  public void pausesInsteadOf(String server, Duration pause, Duration usual, int word, int next) {
    PauseWords.requireAdjacent(word, next);
    if (pause.compareTo(usual) < 0) {
      throw new IllegalArgumentException(
          "a pause of "
              + Durations.format(pause)
              + " instead of "
              + Durations.format(usual)
              + " is shorter than the gap it replaces; the fake can lengthen a gap, not shorten"
              + " it");
    }
    stallsInEveryAnswer(server, pause.minus(usual), word);
  }

  /** "it pauses for 2 s instead of 10 ms after the 20th token": the gap to the 21st stretched. */
  @Given(
      "{server} pauses/stalls/waits (for ){duration} instead of {duration} after the {ordinal}"
          + " chunk( of every answer)/word( of every answer)/token( of every answer)")
  public void pausesInsteadOfAfter(String server, Duration pause, Duration usual, int word) {
    pausesInsteadOf(server, pause, usual, word, word + 1);
  }

  @Given("after the {ordinal} chunk(,)/word(,)/token(,) {server} stalls/pauses for {duration}")
  public void afterTheWordStalls(int word, String server, Duration stall) {
    stallsInEveryAnswer(server, stall, word);
  }

  /**
   * "after the 100th token it pauses for 3 s before sending the 101st": the next one named, so the
   * pause is the time between the two, as "between the 100th and the 101st" says it.
   */
  @Given(
      "after the {ordinal} chunk(,)/word(,)/token(,) {server} stalls/pauses (for ){duration} before"
          + " sending/resuming/streaming (with )the {ordinal}")
  @Given(
      "after the {ordinal} chunk(,)/word(,)/token(,) {server} stalls/pauses (for ){duration} before"
          + " sending/resuming/streaming (with )the {ordinal} chunk/word/token")
  public void afterTheWordStallsUntil(int word, String server, Duration stall, int next) {
    if (next != word + 1) {
      throw new IllegalArgumentException(
          "a pause after the "
              + RequestSet.ordinalWord(word)
              + " word goes on with the "
              + RequestSet.ordinalWord(word + 1)
              + ", not the "
              + RequestSet.ordinalWord(next)
              + "; for a pause between two others say 'it pauses for 3 s between the 5th and the"
              + " 6th token'");
    }
    pausesBetween(stall, word, null);
  }

  @Given("the model sends not a single byte of {requests} for {duration}")
  public void silentBeforeHeaders(RequestSet request, Duration stall) {
    spoil(request, AnswerFault.silentBeforeHeaders(stall));
  }

  @Given("the model starts {requests} but sends no chunk for {duration}")
  public void silentAfterHeaders(RequestSet request, Duration stall) {
    spoil(request, AnswerFault.silentAfterHeaders(stall));
  }

  @Given("the model sends a malformed chunk after {count} chunk(s) of {requests}")
  public void malformedChunk(int chunks, RequestSet request) {
    spoil(request, AnswerFault.malformedAfter(chunks));
  }

  @Given("the model sends the error {string} after {count} chunk(s) of {requests}")
  public void errorEvent(String message, int chunks, RequestSet request) {
    spoil(request, AnswerFault.errorAfter(chunks, message));
  }

  @Given("the model ends {requests} without the end-of-stream marker")
  public void withoutEndMarker(RequestSet request) {
    spoil(request, AnswerFault.withoutEndMarker());
  }

  @Given("the model ends {requests} without a finish reason or the end-of-stream marker")
  public void withoutFinishOrEndMarker(RequestSet request) {
    spoil(request, AnswerFault.withoutFinishOrEndMarker());
  }

  @Given(
      "the model's {ordinal} answer splits a character across two chunks and carries an invalid"
          + " byte")
  public void brokenCharacters(int request) {
    spoil(request, AnswerFault.brokenCharacters());
  }

  @Given("the model's {ordinal} answer is a single chunk of {count} MB of words")
  public void hugeChunk(int request, int megabytes) {
    spoil(request, AnswerFault.hugeChunk(megabytes));
  }

  @Given("the model's {ordinal} answer is {count} chunks of one word each")
  public void tinyChunks(int request, int chunks) {
    spoil(request, AnswerFault.tinyChunks(chunks));
  }

  private void spoil(int request, AnswerFault fault) {
    world.models().current().spoilAnswer(request, fault);
  }

  private void spoil(RequestSet requests, AnswerFault fault) {
    world.models().current().spoilAnswers(requests, fault);
  }
}
