package dev.tokenpace.acceptance.verdict;

import java.util.Locale;

/** The sentences for a request's way-in misses ({@link WayInMisses}). Part of {@link Sentences}. */
final class WayInSentences {

  private WayInSentences() {}

  // Java 17 has no switch over a sealed type's records: one instanceof a kind, in their order.
  static String of(Check check, Reason.WayInMiss reason) {
    String what = check.what();
    String theWhatIs = "the " + what + " is " + check.reported();
    if (reason instanceof WayInMisses.ConnectionCalled called) {
      return calls(called.request(), check)
          + (called.modelAccepted()
              ? "accepted a new connection for it (its timeline: the benchmark opened one)"
              : "accepted none for it (its timeline: the benchmark reused one)");
    }
    if (reason instanceof WayInMisses.AcceptedAfterStart accepted) {
      return calls(accepted.request(), check)
          + "accepted it "
          + Ms.of(accepted.after())
          + " after the request started: opened for it, or opened ahead and held in the"
          + " model's accept by a busy machine; this run cannot tell";
    }
    if (reason instanceof WayInMisses.AcceptedAhead ahead) {
      return accepted(ahead.accepted() + " connections", ahead.stated())
          + " opened before the stage";
    }
    if (reason instanceof WayInMisses.AcceptedAfterFirstStart) {
      return what
          + " came "
          + check.reported()
          + " the first request's start: the benchmark did not open it ahead, or a busy machine"
          + " held the model's accept back; this run cannot tell";
    }
    if (reason instanceof WayInMisses.NewConnections opened) {
      return accepted(
          opened.accepted() + " new connections for the run's " + opened.requests() + " requests",
          opened.stated());
    }
    if (reason instanceof WayInMisses.ConnectedAnyway anyway) {
      return "the report gives "
          + anyway.request()
          + " a "
          + check.reported()
          + ", but every connection was open before the stage began: it opened none";
    }
    if (reason instanceof WayInMisses.StampedOutOfOrder stamped) {
      return String.format(
          Locale.ROOT,
          "the %s is stamped at %.3f ms on the monotonic clock, but it must come %s"
              + " (%.3f .. %.3f ms): the benchmark stamped it at the wrong moment",
          what,
          stamped.stamp() * 1e3,
          between((WayInField) check.metric()),
          stamped.earliest() * 1e3,
          stamped.latest() * 1e3);
    }
    if (reason instanceof WayInMisses.HeadBeforeHold held) {
      return theWhatIs
          + ", less than the "
          + Ms.of(held.hold())
          + " the model held its connection before taking it up";
    }
    if (reason instanceof WayInMisses.ConnectDuringHold held) {
      return theWhatIs
          + ", but the connection was complete before the model's "
          + Ms.of(held.hold())
          + " hold began: the hold is the server's time, not the connect's";
    }
    if (reason instanceof WayInMisses.EndsBeforeItBegan) {
      return theWhatIs
          + ": a part of the way in cannot end before it began, so one of its stamps was taken"
          + " at the wrong moment";
    }
    if (reason instanceof WayInMisses.OffItsDefinition) {
      return "the "
          + what
          + ": the report says "
          + check.reported()
          + ", but its own stamps give "
          + check.expected()
          + " by its definition (docs/metrics.md, \"The way in\")";
    }
    throw new IllegalStateException("no sentence for " + reason);
  }

  /** "the model accepted 3 connections, where the scenario states 2". */
  private static String accepted(String accepted, long stated) {
    return "the model accepted " + accepted + ", where the scenario states " + stated;
  }

  /** "the report calls the connection of request 2 reused, but the model ". */
  private static String calls(String request, Check check) {
    return "the report calls the connection of "
        + request
        + " "
        + check.reported()
        + ", but the model ";
  }

  /** Where the fake's stamps put a way-in stamp. */
  private static String between(WayInField stamped) {
    return switch (stamped) {
      case CONNECT -> "after its start and before the model received the request";
      case TLS_HANDSHAKE ->
          "after the model accepted the connection and before it received the request";
      case RESPONSE_HEAD ->
          "after the model received the request and no later than the first chunk";
      case CONNECTION, REQUEST_SEND ->
          throw new IllegalArgumentException("no order is judged for the " + stamped.label());
    };
  }
}
