package dev.tokenpace.acceptance.evidence;

import java.util.List;

/**
 * A step about the one successful request found none: the benchmark failed every request. Thrown so
 * the step can say so as its check, "success of request 1: failed, labelled …", the client's own
 * error in the headline.
 */
public final class NoSuccess extends IllegalStateException {

  private final transient List<ReportedRequest> failed;

  NoSuccess(String message, List<ReportedRequest> failed) {
    super(message);
    this.failed = List.copyOf(failed);
  }

  /** The requests the benchmark reported failed. */
  public List<ReportedRequest> failed() {
    return failed;
  }
}
