package dev.tokenpace.acceptance.verdict;

/**
 * The misses of a request's way in against the fake's own stamps (docs/metrics.md, "The way in"),
 * typed: the numbers each needs. {@link WayInSentences} words them.
 */
public final class WayInMisses {

  private WayInMisses() {}

  /**
   * The report calls a request's connection otherwise than the model's accepts show.
   *
   * @param modelAccepted whether the model accepted a new connection for it
   */
  public record ConnectionCalled(String request, boolean modelAccepted)
      implements Reason.WayInMiss {}

  /**
   * The report calls a connection reused that the model accepted {@code after} seconds after the
   * request started: opened for it, or opened ahead and held in the model's accept.
   */
  public record AcceptedAfterStart(String request, double after) implements Reason.WayInMiss {}

  /** The model accepted {@code accepted} connections where {@code stated} were to open ahead. */
  public record AcceptedAhead(long accepted, long stated) implements Reason.WayInMiss {}

  /** A connection to open ahead that the model accepted after the first request's start. */
  public record AcceptedAfterFirstStart() implements Reason.WayInMiss {}

  /** The model accepted {@code accepted} new connections for {@code requests} requests. */
  public record NewConnections(long accepted, long requests, long stated)
      implements Reason.WayInMiss {}

  /** A request that reports a connect where every connection was open before the stage. */
  public record ConnectedAnyway(String request) implements Reason.WayInMiss {}

  /**
   * A way-in stamp outside the moments the fake's stamps allow, in seconds on the monotonic clock.
   * Which stamp it is and where it must lie follow from the check's {@link WayInField}.
   */
  public record StampedOutOfOrder(double stamp, double earliest, double latest)
      implements Reason.WayInMiss {}

  /** A time to the response head shorter than the hold the model put on the connection. */
  public record HeadBeforeHold(double hold) implements Reason.WayInMiss {}

  /** A connect duration as long as the hold the model put on the connection after it completed. */
  public record ConnectDuringHold(double hold) implements Reason.WayInMiss {}

  /** A negative part of the way in: one of its stamps was taken at the wrong moment. */
  public record EndsBeforeItBegan() implements Reason.WayInMiss {}

  /** A way-in duration other than the request's own stamps give by its definition. */
  public record OffItsDefinition() implements Reason.WayInMiss {}
}
