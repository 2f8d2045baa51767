package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which chunk the benchmark reported is which chunk the model sent. Mostly the n-th with the n-th;
 * a client that keeps fewer (one that drops a kind, as inference-perf drops reasoning chunks) has
 * each kept chunk paired with the model's next one of the same kind and text, so the chunks it kept
 * are judged against the chunks they were, and the ones it dropped are named.
 *
 * @param pairs each reported chunk with the model's, in order
 * @param unreported the model's chunks with text the benchmark did not report
 */
public record ChunkPairs(List<Pair> pairs, List<SentEvent> unreported) {

  /** The {@code sent}-th chunk the model sent with text, reported as the {@code seen}-th. */
  public record Pair(int sent, int seen) {}

  public static ChunkPairs of(List<SentEvent> sent, List<ReportedEvent> seen) {
    if (seen.size() < sent.size()) {
      ChunkPairs byContent = byContent(sent, seen);
      if (byContent != null) {
        return byContent;
      }
    }
    List<Pair> pairs = new ArrayList<>();
    for (int i = 0; i < Math.min(sent.size(), seen.size()); i++) {
      pairs.add(new Pair(i, i));
    }
    return new ChunkPairs(pairs, sent.subList(pairs.size(), sent.size()));
  }

  /** Each reported chunk with the model's next of its kind and text; null when one has none. */
  private static ChunkPairs byContent(List<SentEvent> sent, List<ReportedEvent> seen) {
    List<Pair> pairs = new ArrayList<>();
    List<SentEvent> unreported = new ArrayList<>();
    int next = 0;
    for (int r = 0; r < seen.size(); r++) {
      ReportedEvent reported = seen.get(r);
      while (next < sent.size() && !same(sent.get(next), reported)) {
        unreported.add(sent.get(next++));
      }
      if (next == sent.size()) {
        return null;
      }
      pairs.add(new Pair(next++, r));
    }
    unreported.addAll(sent.subList(next, sent.size()));
    return new ChunkPairs(pairs, unreported);
  }

  private static boolean same(SentEvent sent, ReportedEvent seen) {
    return seen.chunkKind().equals(Optional.of(sent.kind())) && sent.text().equals(seen.text());
  }

  /** The model's chunks the benchmark did not report, counted by kind as the wire names it. */
  public java.util.Map<String, Long> unreportedByKind() {
    return unreported.stream()
        .collect(
            java.util.stream.Collectors.groupingBy(
                e -> e.kind().wireName(),
                java.util.LinkedHashMap::new,
                java.util.stream.Collectors.counting()));
  }

  /** Whether every chunk the model sent with text was reported. */
  public boolean complete() {
    return unreported.isEmpty();
  }
}
