package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.metrics.TokenEvents;
import dev.tokenpace.records.RequestRecord;

/** Bug: TTFT anchored to the end of the stream instead of the first token. */
public class TtftAtStreamEnd extends StandardMetrics {

  @Override
  protected long timeToFirstTokenAnchor(RequestRecord record, TokenEvents events) {
    return record.endNanos();
  }
}
