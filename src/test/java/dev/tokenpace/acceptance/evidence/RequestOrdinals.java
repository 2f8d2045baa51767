package dev.tokenpace.acceptance.evidence;

import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which request a scenario means by "the second request", with one request in flight at a time.
 * tokenpace numbers a run's requests in send order at the end of the id it sends ("tag-stage-
 * sequence", from 0), so the n-th sent is sequence n - 1. A client that sends no id
 * (inference-perf) gets the fake's own, "fake-N", numbered from 1 in the order the fake received
 * them: with one request in flight at a time, the n-th received is the n-th sent.
 */
public final class RequestOrdinals {

  /** The id the fake gives a request that brought none (FakeEngine), numbered from 1. */
  private static final Pattern FAKES_OWN = Pattern.compile("fake-(\\d+)");

  private RequestOrdinals() {}

  /**
   * 1 for the first request sent; 0 for a request with no id (a client's request the model never
   * received, so it has no place in the model's order).
   */
  public static int of(String requestId) {
    if (requestId.isEmpty()) {
      return 0;
    }
    Matcher own = FAKES_OWN.matcher(requestId);
    if (own.matches()) {
      return Integer.parseInt(own.group(1));
    }
    return Integer.parseInt(requestId.substring(requestId.lastIndexOf('-') + 1)) + 1;
  }

  public static Predicate<String> matches(int ordinal) {
    return id -> id.matches(".*-\\d+-" + (ordinal - 1)) || id.equals("fake-" + ordinal);
  }
}
