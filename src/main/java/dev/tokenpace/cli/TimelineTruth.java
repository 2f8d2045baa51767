package dev.tokenpace.cli;

import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One request as the fake's own timeline tells it: docs/metrics.md's definitions worked out again,
 * here from the fake's stamps — its receipt of the request and the send of each event — instead of
 * the benchmark's. Counts one whitespace-separated word as one token and expects whole words per
 * event, as the demo's profile sends them.
 *
 * @param interTokenLatencies seconds; an event's gap shared by its words
 * @param timePerOutputToken {@code null} below two tokens
 */
record TimelineTruth(
    double timeToFirstToken,
    double[] interTokenLatencies,
    Double timePerOutputToken,
    double requestLatency,
    double normalizedTimePerOutputToken) {

  private record TokenEvent(long sentNanos, int words) {}

  /** Empty for a timeline without a word (a fault, or a request that never streamed). */
  static Optional<TimelineTruth> of(Timeline timeline) {
    List<TokenEvent> tokens = tokenEvents(timeline);
    if (tokens.isEmpty()) {
      return Optional.empty();
    }
    long received = timeline.receivedNanos();
    int n = tokens.stream().mapToInt(TokenEvent::words).sum();
    List<Double> itl = new ArrayList<>();
    for (int i = 1; i < tokens.size(); i++) {
      TokenEvent event = tokens.get(i);
      double gap = seconds(event.sentNanos() - tokens.get(i - 1).sentNanos());
      for (int w = 0; w < event.words(); w++) {
        itl.add(gap / event.words());
      }
    }
    long first = tokens.get(0).sentNanos();
    long last = tokens.get(tokens.size() - 1).sentNanos();
    double latency = seconds(timeline.endNanos() - received);
    return Optional.of(
        new TimelineTruth(
            seconds(first - received),
            itl.stream().mapToDouble(Double::doubleValue).toArray(),
            n < 2 ? null : seconds(last - first) / (n - 1),
            latency,
            latency / n));
  }

  private static List<TokenEvent> tokenEvents(Timeline timeline) {
    List<TokenEvent> tokens = new ArrayList<>();
    for (SentEvent event : timeline.events()) {
      boolean text = event.kind().carriesTokens();
      String words = event.text() == null ? "" : event.text().strip();
      if (text && !words.isEmpty()) {
        tokens.add(new TokenEvent(event.sentNanos(), words.split("\\s+").length));
      }
    }
    return tokens;
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }
}
