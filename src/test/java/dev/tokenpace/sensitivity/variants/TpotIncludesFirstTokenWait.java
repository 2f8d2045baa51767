package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.metrics.TokenEvents;
import dev.tokenpace.records.RequestRecord;

/** Bug: the first token's wait folded into TPOT, computed as (end − start) / N. */
public class TpotIncludesFirstTokenWait extends StandardMetrics {

  @Override
  protected Double timePerOutputToken(RequestRecord record, TokenEvents events, int n) {
    return n >= 1 ? requestLatency(record) / n : null;
  }
}
