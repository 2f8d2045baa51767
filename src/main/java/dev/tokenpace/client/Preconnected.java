package dev.tokenpace.client;

/**
 * What opening a stage's connections before its first request achieved ({@code load.preconnect}).
 * Connections that did not open cost no request: each request still opens its own when none is
 * idle, and is counted a success or a failure as ever.
 *
 * @param origin host:port the connections go to
 * @param wanted connections the stage needs open before it starts
 * @param alreadyOpen of those, idle connections an earlier stage left open
 * @param opened connections opened now
 * @param failed connections that could not be opened
 * @param firstFailure why the first of them failed; {@code null} when none did
 * @param unsupported why this client cannot open connections ahead; {@code null} when it can
 */
public record Preconnected(
    String origin,
    int wanted,
    int alreadyOpen,
    int opened,
    int failed,
    String firstFailure,
    String unsupported) {

  /** A client that opens connections only to carry a request. */
  public static Preconnected unsupported(String origin, int wanted, String why) {
    return new Preconnected(origin, wanted, 0, 0, 0, null, why);
  }

  /**
   * Opening took longer than the stage would wait: how many had opened is not known then (the rest
   * may still open, and join the pool when they do).
   */
  public static Preconnected unfinished(String origin, int wanted, String why) {
    return new Preconnected(origin, wanted, 0, 0, 0, why, null);
  }

  /** Whether every connection the stage needs is open. */
  public boolean complete() {
    return unsupported == null && failed == 0 && alreadyOpen + opened >= wanted;
  }

  /**
   * The line the user is shown when not every connection could be opened ahead, naming what the
   * stage's requests will do instead; {@code null} when all were.
   */
  public String shortfall(int stageId) {
    if (complete()) {
      return null;
    }
    String where = "load.preconnect: stage " + stageId + " (" + origin + "): ";
    if (unsupported != null) {
      return where + unsupported + "; each request opens its connection when it needs one";
    }
    if (failed == 0 && opened == 0 && firstFailure != null) {
      return where
          + "not all "
          + wanted
          + " connections were open before the first request ("
          + firstFailure
          + "); requests without one open their own, and their connect time shows it";
    }
    return where
        + "opened "
        + (alreadyOpen + opened)
        + " of "
        + wanted
        + " connections before the first request"
        + (failed > 0 ? "; " + failed + " failed: " + firstFailure : "")
        + "; requests without one open their own, and their connect time shows it";
  }
}
