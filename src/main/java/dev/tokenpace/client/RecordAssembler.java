package dev.tokenpace.client;

import dev.tokenpace.api.ChunkEvent;
import dev.tokenpace.api.ChunkKind;
import dev.tokenpace.api.Usage;
import dev.tokenpace.metrics.Failure;
import dev.tokenpace.metrics.RequestRecord;
import dev.tokenpace.metrics.TimedChunk;
import dev.tokenpace.tokens.Tokenizer;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what came back into a {@link RequestRecord}, after every stamp is taken: tokenizing happens
 * here and so never moves {@code endNanos}. Per-chunk counts are for token-bearing chunks only; the
 * whole text (reasoning, then content) is counted once, on its own, as servers count it.
 */
final class RecordAssembler {

  private final Tokenizer tokenizer;

  RecordAssembler(Tokenizer tokenizer) {
    this.tokenizer = tokenizer;
  }

  RequestRecord assemble(ExchangeOutcome outcome) {
    try {
      return build(outcome, outcome.failure());
    } catch (RuntimeException e) {
      Failure failure = FailureTypes.failure(FailureTypes.CLIENT_ERROR, "could not assemble record: " + e);
      return new RequestRecord(
          outcome.request().requestId(), outcome.request().stageId(), outcome.request().streamed(),
          outcome.request().scheduledNanos(), outcome.startNanos(), outcome.headersNanos(), outcome.endNanos(),
          List.of(), "", 0, 0, null, outcome.request().body().length, failure);
    }
  }

  private RequestRecord build(ExchangeOutcome outcome, Failure failure) {
    PreparedRequest request = outcome.request();
    List<TimedChunk> timed = new ArrayList<>(outcome.chunks().size());
    StringBuilder reasoning = new StringBuilder();
    StringBuilder content = new StringBuilder();
    Usage usage = null;
    for (ChunkEvent chunk : outcome.chunks()) {
      timed.add(new TimedChunk(chunk.arrivalNanos(), chunk.kind(), chunk.text(), tokensOf(chunk)));
      if (chunk.kind() == ChunkKind.REASONING) {
        reasoning.append(chunk.text());
      } else if (chunk.kind() == ChunkKind.CONTENT) {
        content.append(chunk.text());
      }
      usage = merge(usage, chunk.usage());
    }
    String outputText = reasoning.append(content).toString();
    if (outcome.unary() != null) {
      outputText = outcome.unary().outputText();
      usage = merge(usage, outcome.unary().usage());
    }
    int inputTokens = usage != null && usage.promptTokens() != null ? usage.promptTokens() : count(request.prompt());
    return new RequestRecord(
        request.requestId(), request.stageId(), request.streamed(), request.scheduledNanos(),
        outcome.startNanos(), outcome.headersNanos(), outcome.endNanos(), List.copyOf(timed),
        outputText, count(outputText), inputTokens, usage, request.body().length, failure);
  }

  private int tokensOf(ChunkEvent chunk) {
    return chunk.kind().carriesTokens() ? count(chunk.text()) : 0;
  }

  private int count(String text) {
    return text == null || text.isEmpty() ? 0 : tokenizer.countTokens(text);
  }

  private static Usage merge(Usage earlier, Usage later) {
    return earlier == null ? later : earlier.mergedWith(later);
  }
}
