package dev.tokenpace.acceptance.evidence;

/**
 * The requests a client sends of its own before the run it reports (vLLM's test request, GuideLLM's
 * validation). The model answers them first, with the script every request gets; a scenario's
 * numbers are the run's, so its request 1 is the run's first, the model's answer {@code count + 1},
 * and an answer the scenario scripts or spoils goes to the run's request of that number, as the
 * product owner means it. A client that sends none has the two numbers the same.
 *
 * @param client the client, as its conformance rows name it
 * @param count how many it sends; 0 for a client that sends none
 */
public record OwnRequests(String client, int count) {

  /** A client that sends no request of its own. */
  public static final OwnRequests NONE = new OwnRequests("", 0);

  /**
   * The run's number of the model's {@code answer}-th request (1 = the run's first); 0 or less for
   * the client's own requests and for a request the model never received.
   */
  public int inTheRun(int answer) {
    return answer <= 0 ? 0 : answer - count;
  }

  /** The model's number of the run's {@code request}-th request. */
  public int answerTo(int request) {
    return request + count;
  }

  /**
   * The run's request the model numbered {@code answer}, as a product owner names it: its number in
   * the run, and after a client's own requests the model's number too, so a message read beside the
   * fake's timelines finds it.
   */
  public String nameOf(int answer) {
    return count > 0 && answer > count
        ? "request " + inTheRun(answer) + " (the model's answer " + answer + ")"
        : "request " + answer;
  }
}
