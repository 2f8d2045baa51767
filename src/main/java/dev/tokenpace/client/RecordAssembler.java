package dev.tokenpace.client;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.records.Usage;
import dev.tokenpace.tokens.Tokenizer;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what came back into a {@link RequestRecord}, after every stamp is taken: tokenizing happens
 * here and so never moves {@code endNanos}. Per-chunk counts are for token-bearing chunks only. The
 * whole output is counted as the server counts {@code completion_tokens}: the reasoning channel and
 * the answer each on its own, then added — joining the two texts first would merge the last
 * reasoning word with the first answer word.
 *
 * <p>Each channel's chunks are counted together, not one by one: a token counts in the chunk that
 * completes it (holds its last character), so a word split across chunks counts once and the
 * per-chunk counts of a channel sum to the count of its whole text (docs/metrics.md, "Token count
 * of an event").
 */
final class RecordAssembler {

  private final Tokenizer tokenizer;
  private final UsageReports usageReports;

  RecordAssembler(Tokenizer tokenizer, UsageReports usageReports) {
    this.tokenizer = tokenizer;
    this.usageReports = usageReports;
  }

  /**
   * Never throws, not even an Error: a request that cannot be assembled is still recorded, as a
   * failure without its events, so the run's count stays whole.
   */
  RequestRecord assemble(ExchangeOutcome outcome) {
    try {
      return build(outcome, outcome.failure());
    } catch (RuntimeException | Error e) {
      Failure failure = Failure.of(FailureType.CLIENT_ERROR, "could not assemble record: " + e);
      return new RequestRecord(
          outcome.request().requestId(),
          outcome.request().stageId(),
          outcome.request().streamed(),
          outcome.request().scheduledNanos(),
          outcome.startNanos(),
          outcome.headersNanos(),
          outcome.endNanos(),
          List.of(),
          "",
          0,
          0,
          null,
          outcome.request().body().length,
          failure,
          outcome.comments(),
          outcome.wayIn(),
          outcome.request().maxTokens());
    }
  }

  private RequestRecord build(ExchangeOutcome outcome, Failure failure) {
    PreparedRequest request = outcome.request();
    List<TimedChunk> timed = new ArrayList<>(outcome.chunks().size());
    StringBuilder reasoning = new StringBuilder();
    StringBuilder content = new StringBuilder();
    Usage usage = null;
    // Made once: the exchange keeps its chunks as columns, and every read of one makes it afresh.
    List<ChunkEvent> chunks = List.copyOf(outcome.chunks());
    int[] tokens = new int[chunks.size()];
    countChannel(chunks, ChunkKind.REASONING, reasoning, tokens);
    countChannel(chunks, ChunkKind.CONTENT, content, tokens);
    for (int i = 0; i < chunks.size(); i++) {
      ChunkEvent chunk = chunks.get(i);
      timed.add(new TimedChunk(chunk.arrivalNanos(), chunk.kind(), chunk.text(), tokens[i]));
      usage = merge(usage, chunk.usage());
    }
    String outputText = reasoning + content.toString();
    int outputTokens = count(reasoning.toString()) + count(content.toString());
    if (outcome.unary() != null) {
      outputText = outcome.unary().outputText();
      outputTokens = count(outputText);
      usage = merge(usage, outcome.unary().usage());
    }
    int inputTokens =
        usage != null && usage.promptTokens() != null
            ? usage.promptTokens()
            : count(request.prompt());
    return new RequestRecord(
        request.requestId(),
        request.stageId(),
        request.streamed(),
        request.scheduledNanos(),
        outcome.startNanos(),
        outcome.headersNanos(),
        outcome.endNanos(),
        List.copyOf(timed),
        outputText,
        outputTokens,
        inputTokens,
        usage,
        request.body().length,
        failure,
        outcome.comments(),
        outcome.wayIn(),
        request.maxTokens());
  }

  /**
   * Counts one channel's chunks together, writing each chunk's count into {@code tokens} at its
   * position and its text into {@code text}.
   */
  private void countChannel(
      List<ChunkEvent> chunks, ChunkKind kind, StringBuilder text, int[] tokens) {
    List<Integer> positions = new ArrayList<>();
    List<String> pieces = new ArrayList<>();
    for (int i = 0; i < chunks.size(); i++) {
      ChunkEvent chunk = chunks.get(i);
      if (chunk.kind() == kind && chunk.text() != null && !chunk.text().isEmpty()) {
        positions.add(i);
        pieces.add(chunk.text());
        text.append(chunk.text());
      }
    }
    if (pieces.isEmpty()) {
      return;
    }
    int[] counts = tokenizer.countByPiece(pieces);
    for (int p = 0; p < counts.length; p++) {
      tokens[positions.get(p)] = Math.max(0, counts[p]);
    }
  }

  private int count(String text) {
    return text == null || text.isEmpty() ? 0 : tokenizer.countTokens(text);
  }

  private Usage merge(Usage earlier, Usage later) {
    return earlier == null ? later : usageReports.combined(earlier, later);
  }
}
