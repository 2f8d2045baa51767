package dev.tokenpace.acceptance.world;

import dev.tokenpace.fake.Timeline;
import dev.tokenpace.fake.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * What one request's metrics must be, derived from the fake's timeline (when each event's bytes left)
 * and the client's own start stamp — never from the configured delays. Every expected value is an
 * interval: delivery can only make the client see an event later than it was sent, by at most the
 * tolerance the feature states.
 *
 * @param startSeconds the client's start stamp, from the per-request report
 * @param outputTokens N, the divisor the definitions use
 */
public record Truth(Timeline timeline, double startSeconds, int outputTokens) {

  private static final long STAMP_LAG = 1_000_000L;

  public static double seconds(long nanos) {
    return nanos / 1e9;
  }

  public List<SentEvent> tokenEvents() {
    return timeline.events().stream().filter(Truth::bearsTokens).toList();
  }

  public Bound bound(Metric metric, Tolerance tolerance) {
    double tol = tolerance.seconds();
    return switch (metric) {
      case TIME_TO_FIRST_TOKEN -> deliveredAfterStart(first(tokenEvents(), "token-bearing"), tol);
      case TIME_TO_FIRST_OUTPUT_TOKEN -> deliveredAfterStart(first(contentEvents(), "content"), tol);
      case TIME_PER_OUTPUT_TOKEN -> Bound.around((lastTokenSent() - firstTokenSent()) / (outputTokens - 1), tol);
      case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> scaled(latency(tol), outputTokens);
      case REQUEST_LATENCY -> latency(tol);
      case INTER_TOKEN_LATENCY, INTER_CHUNK_LATENCY ->
          throw new IllegalArgumentException(metric.label() + " has many samples; compare them one by one");
    };
  }

  /** The samples a sampled metric must report, in order (see docs/metrics.md), as exact values from send times. */
  public List<Double> samples(Metric metric) {
    return sampleBounds(metric, new Tolerance(java.time.Duration.ZERO)).stream().map(b -> (b.lower() + b.upper()) / 2).toList();
  }

  /**
   * Per sample, where the reported value must fall. Each event reaches the client between the start
   * of its write and its send stamp plus the tolerance, so a gap can shrink by the tolerance plus
   * the later event's write time, or grow by the tolerance plus the earlier event's write time.
   */
  public List<Bound> sampleBounds(Metric metric, Tolerance tolerance) {
    if (!metric.sampled()) {
      throw new IllegalArgumentException(metric.label() + " has one value per request");
    }
    List<SentEvent> events = tokenEvents();
    List<Bound> bounds = new ArrayList<>();
    for (int i = 1; i < events.size(); i++) {
      SentEvent previous = events.get(i - 1);
      SentEvent event = events.get(i);
      double gap = seconds(event.sentNanos() - previous.sentNanos());
      double lower = gap - tolerance.seconds() - (seconds(event.sentNanos()) - earliestArrival(event));
      double upper = gap + tolerance.seconds() + (seconds(previous.sentNanos()) - earliestArrival(previous));
      int spread = metric == Metric.INTER_TOKEN_LATENCY ? Words.count(event.text()) : 1;
      for (int t = 0; t < spread; t++) {
        bounds.add(new Bound(lower / spread, upper / spread));
      }
    }
    return bounds;
  }

  /** The wait from receiving the request to sending its first token-bearing chunk. */
  public double firstTokenAfterReceipt() {
    return firstTokenSent() - seconds(timeline.receivedNanos());
  }

  public double receivedAfterStart() {
    return seconds(timeline.receivedNanos()) - startSeconds;
  }

  /**
   * The earliest moment the client can have seen the whole event. The fake stamps {@code sentNanos}
   * after the write returned, so the bytes may be readable a little before it, never before the
   * write began; a split event is complete only with its second write, which starts after the
   * first part's pause, so there only the stamp's own lag (at most {@link #STAMP_LAG}) is allowed.
   */
  private static double earliestArrival(SentEvent event) {
    long earliest = event.firstPartSentNanos() == 0 ? event.writeStartNanos() : event.sentNanos() - STAMP_LAG;
    return seconds(Math.min(earliest, event.sentNanos()));
  }

  private Bound deliveredAfterStart(SentEvent event, double tol) {
    return new Bound(earliestArrival(event) - startSeconds, seconds(event.sentNanos()) - startSeconds + tol);
  }

  /** From the client's start to the last byte sent (any event, [DONE] included), plus delivery. */
  private Bound latency(double tol) {
    List<SentEvent> events = timeline.events();
    if (events.isEmpty()) {
      return new Bound(seconds(timeline.receivedNanos()) - startSeconds, seconds(timeline.endNanos()) - startSeconds + tol);
    }
    SentEvent last = events.get(events.size() - 1);
    double ended = Math.max(seconds(last.sentNanos()), seconds(timeline.endNanos()));
    return new Bound(earliestArrival(last) - startSeconds, ended - startSeconds + tol);
  }

  private static Bound scaled(Bound bound, int divisor) {
    return new Bound(bound.lower() / divisor, bound.upper() / divisor);
  }

  private double firstTokenSent() {
    return seconds(first(tokenEvents(), "token-bearing").sentNanos());
  }

  private double lastTokenSent() {
    List<SentEvent> events = tokenEvents();
    return seconds(events.get(events.size() - 1).sentNanos());
  }

  private List<SentEvent> contentEvents() {
    return tokenEvents().stream().filter(e -> e.kind().equals("content")).toList();
  }

  private SentEvent first(List<SentEvent> events, String what) {
    if (events.isEmpty()) {
      throw new IllegalStateException("the fake sent no " + what + " chunk for request " + timeline.requestId());
    }
    return events.get(0);
  }

  private static boolean bearsTokens(SentEvent event) {
    return (event.kind().equals("content") || event.kind().equals("reasoning")) && Words.count(event.text()) > 0;
  }
}
