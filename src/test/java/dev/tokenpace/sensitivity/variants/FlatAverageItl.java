package dev.tokenpace.sensitivity.variants;

import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.metrics.TokenEvents;
import dev.tokenpace.records.RequestRecord;
import java.util.Arrays;

/** Bug: a flat average reported as ITL, every sample = request latency / N. */
public class FlatAverageItl extends StandardMetrics {

  @Override
  protected double[] interTokenLatencies(RequestRecord record, TokenEvents events, int n) {
    double[] samples = super.interTokenLatencies(record, events, n);
    Arrays.fill(samples, requestLatency(record) / n);
    return samples;
  }
}
