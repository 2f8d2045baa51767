package dev.tokenpace.acceptance.evidence;

import java.util.function.IntPredicate;
import org.opentest4j.TestAbortedException;

/**
 * The requests a client sends of its own before the run it reports (vLLM's test request, GuideLLM's
 * validation): the model answers them first, so the run's requests carry the model's numbers after
 * them, and a step that names one of them names a request the client leaves out of its report.
 *
 * @param client the client, as its conformance rows name it
 * @param count how many it sends; 0 for a client that sends none
 */
public record OwnRequests(String client, int count) {

  /** A client that sends no request of its own. */
  public static final OwnRequests NONE = new OwnRequests("", 0);

  /** The model's number of the run's first request. */
  public int firstOfTheRun() {
    return count + 1;
  }

  /**
   * The model's {@code ordinal}-th request as a reader of the client's report tells it apart: after
   * the client's own, its number in the run too, so a one-request run's request is not only
   * "request 2".
   */
  public String nameOf(int ordinal) {
    return ordinal > count && count > 0
        ? "request " + ordinal + " (the run's request " + (ordinal - count) + ")"
        : "request " + ordinal;
  }

  /**
   * Stops the scenario as one this client cannot play when it scripts, spoils or names ({@code
   * touched}) one of the model's answers to the client's own requests: that answer goes to a
   * request the client leaves out of its report, so there is nothing to judge, and nothing the
   * client got wrong.
   *
   * @param how what the scenario does with it: "spoils or scripts", "names as request 1"
   */
  public void refuse(IntPredicate touched, String how) {
    for (int answer = 1; answer <= count; answer++) {
      if (touched.test(answer)) {
        throw new TestAbortedException(
            client
                + " cannot play this scenario: it sends "
                + count
                + (count == 1 ? " request" : " requests")
                + " of its own before its run, so the model's answer "
                + answer
                + ", which the scenario "
                + how
                + ", goes to one it leaves out of its report");
      }
    }
  }
}
