package dev.tokenpace.acceptance.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.fake.timeline.Timeline.SentEvent;
import dev.tokenpace.wire.ChunkKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A client that drops a kind of chunk is judged on the chunks it kept, each as what it was. */
class ChunkPairsTest {

  private final List<SentEvent> sent =
      List.of(
          sent(0, ChunkKind.REASONING, "Let"),
          sent(1, ChunkKind.REASONING, " me"),
          sent(2, ChunkKind.CONTENT, "The"),
          sent(3, ChunkKind.CONTENT, " answer"));

  @Test
  void everyChunkReportedPairsByPosition() {
    ChunkPairs pairs =
        ChunkPairs.of(
            sent,
            List.of(
                seen("reasoning", "Let"),
                seen("reasoning", " me"),
                seen("content", "The"),
                seen("content", " answer")));

    assertThat(pairs.pairs()).extracting(ChunkPairs.Pair::sent).containsExactly(0, 1, 2, 3);
    assertThat(pairs.complete()).isTrue();
  }

  @Test
  void aClientThatDropsReasoningHasItsAnswerChunksPairedWithTheAnswer() {
    ChunkPairs pairs =
        ChunkPairs.of(sent, List.of(seen("content", "The"), seen("content", " answer")));

    assertThat(pairs.pairs()).containsExactly(new ChunkPairs.Pair(2, 0), new ChunkPairs.Pair(3, 1));
    assertThat(pairs.unreported()).extracting(SentEvent::index).containsExactly(0, 1);
  }

  @Test
  void chunksThatMatchNoneOfTheModelsArePairedByPositionAsBefore() {
    ChunkPairs pairs =
        ChunkPairs.of(sent, List.of(seen("content", "garbled"), seen("content", " answer")));

    assertThat(pairs.pairs()).containsExactly(new ChunkPairs.Pair(0, 0), new ChunkPairs.Pair(1, 1));
    assertThat(pairs.complete()).isFalse();
  }

  private static SentEvent sent(int index, ChunkKind kind, String text) {
    long at = (index + 1) * 30_000_000L;
    return new SentEvent(index, kind, text, text.length(), at, at, at, 0, at, at);
  }

  private static ReportedEvent seen(String kind, String text) {
    return new ReportedEvent(0, kind, text, 1);
  }
}
