package dev.tokenpace.acceptance.world;

import java.util.function.Predicate;

/**
 * Which request a scenario means by "the second request": the pipeline numbers a run's requests in
 * send order at the end of their id ("run-stage-sequence", from 0), so with one request in flight
 * at a time the n-th sent is sequence n - 1.
 */
public final class RequestOrdinals {

  private RequestOrdinals() {}

  /** 1 for the first request sent. */
  public static int of(String requestId) {
    return Integer.parseInt(requestId.substring(requestId.lastIndexOf('-') + 1)) + 1;
  }

  public static Predicate<String> matches(int ordinal) {
    return id -> id.matches(".*-\\d+-" + (ordinal - 1));
  }
}
