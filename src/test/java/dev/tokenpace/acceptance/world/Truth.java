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

  public static double seconds(long nanos) {
    return nanos / 1e9;
  }

  public List<SentEvent> tokenEvents() {
    return timeline.events().stream().filter(Truth::bearsTokens).toList();
  }

  public Bound bound(Metric metric, Tolerance tolerance) {
    double tol = tolerance.seconds();
    return switch (metric) {
      case TIME_TO_FIRST_TOKEN -> deliveredAfterStart(firstTokenSent(), tol);
      case TIME_TO_FIRST_OUTPUT_TOKEN -> deliveredAfterStart(firstContentSent(), tol);
      case TIME_PER_OUTPUT_TOKEN -> Bound.around((lastTokenSent() - firstTokenSent()) / (outputTokens - 1), tol);
      case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> scaled(latency(tol), outputTokens);
      case REQUEST_LATENCY -> latency(tol);
      case INTER_TOKEN_LATENCY, INTER_CHUNK_LATENCY ->
          throw new IllegalArgumentException(metric.label() + " has many samples; compare them one by one");
    };
  }

  /** The samples a sampled metric must report, in order (see docs/metrics.md). */
  public List<Double> samples(Metric metric) {
    List<SentEvent> events = tokenEvents();
    List<Double> samples = new ArrayList<>();
    for (int i = 1; i < events.size(); i++) {
      double gap = seconds(events.get(i).sentNanos() - events.get(i - 1).sentNanos());
      if (metric == Metric.INTER_CHUNK_LATENCY) {
        samples.add(gap);
      } else if (metric == Metric.INTER_TOKEN_LATENCY) {
        int tokens = Words.count(events.get(i).text());
        for (int t = 0; t < tokens; t++) {
          samples.add(gap / tokens);
        }
      } else {
        throw new IllegalArgumentException(metric.label() + " has one value per request");
      }
    }
    return samples;
  }

  /** The wait from receiving the request to sending its first token-bearing chunk. */
  public double firstTokenAfterReceipt() {
    return firstTokenSent() - seconds(timeline.receivedNanos());
  }

  public double receivedAfterStart() {
    return seconds(timeline.receivedNanos()) - startSeconds;
  }

  private Bound deliveredAfterStart(double sentSeconds, double tol) {
    double lower = sentSeconds - startSeconds;
    return new Bound(lower, lower + tol);
  }

  /** From the client's start to the last byte sent (any event, [DONE] included), plus delivery. */
  private Bound latency(double tol) {
    double lastSent = seconds(timeline.events().stream().mapToLong(SentEvent::sentNanos).max().orElse(timeline.endNanos()));
    double ended = Math.max(lastSent, seconds(timeline.endNanos()));
    return new Bound(lastSent - startSeconds, ended - startSeconds + tol);
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

  private double firstContentSent() {
    List<SentEvent> content = tokenEvents().stream().filter(e -> e.kind().equals("content")).toList();
    return seconds(first(content, "content").sentNanos());
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
