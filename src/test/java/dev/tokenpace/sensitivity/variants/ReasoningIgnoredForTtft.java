package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.wire.ChunkKind;

/**
 * Bug: reasoning deltas bear no tokens, so TTFT waits for the first answer token (inference-perf
 * before PR #694).
 */
public class ReasoningIgnoredForTtft extends StandardMetrics {

  @Override
  protected int tokensBorneBy(TimedChunk chunk) {
    return chunk.kind() == ChunkKind.REASONING ? 0 : super.tokensBorneBy(chunk);
  }
}
