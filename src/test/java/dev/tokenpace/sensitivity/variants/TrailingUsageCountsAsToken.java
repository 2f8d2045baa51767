package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.wire.ChunkKind;

/**
 * Bug: a trailing usage chunk or [DONE] treated as a one-token event, moving the last-token time.
 */
public class TrailingUsageCountsAsToken extends StandardMetrics {

  @Override
  protected int tokensBorneBy(TimedChunk chunk) {
    return chunk.kind() == ChunkKind.USAGE || chunk.kind() == ChunkKind.DONE
        ? 1
        : super.tokensBorneBy(chunk);
  }
}
