package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.TimedChunk;
import dev.tokenpace.wire.ChunkKind;

/** Bug: a role-only first delta treated as a one-token event (it becomes the "first token"). */
public class RoleDeltaCountsAsToken extends StandardMetrics {

  @Override
  protected int tokensBorneBy(TimedChunk chunk) {
    return chunk.kind() == ChunkKind.ROLE ? 1 : super.tokensBorneBy(chunk);
  }
}
