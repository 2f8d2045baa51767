package dev.tokenpace.metrics;

/** The metric definitions of docs/metrics.md. */
public class StandardMetrics implements MetricsCalculator {

  // CONTRACT STUB — implemented by the metrics/report work.
  @Override
  public RequestMetrics calculate(RequestRecord record, boolean useServerOutputTokens) {
    throw new UnsupportedOperationException("not yet");
  }
}
