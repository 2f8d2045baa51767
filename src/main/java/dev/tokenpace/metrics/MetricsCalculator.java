package dev.tokenpace.metrics;

import dev.tokenpace.records.RequestRecord;

/**
 * Turns one request's record into its metrics. A seam: the pipeline receives it from outside so the
 * sensitivity gate can hand it a deliberately broken calculator.
 */
public interface MetricsCalculator {

  /**
   * @param useServerOutputTokens take N from the server's {@code usage.completion_tokens} when it
   *     sent one, instead of the client tokenizer's count
   */
  RequestMetrics calculate(RequestRecord record, boolean useServerOutputTokens);
}
