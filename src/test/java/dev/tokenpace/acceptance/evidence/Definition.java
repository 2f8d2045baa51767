package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.verdict.Metric;
import java.util.ArrayList;
import java.util.List;

/**
 * docs/metrics.md written a second time, apart from {@code dev.tokenpace.metrics}: what each metric
 * must be, given one request's stamps. Fed with the benchmark's own arrival stamps and the model's
 * own token counts, it leaves no room for the machine: a report that differs from it by more than
 * rounding has the formula wrong.
 *
 * @param scheduled when the load generator meant to send the request, seconds
 * @param start the request's start stamp, seconds
 * @param end when the response ended, seconds
 * @param tokens every token-bearing chunk in arrival order
 * @param outputTokens N, the divisor of the per-token metrics
 */
public record Definition(
    double scheduled, double start, double end, List<TokenChunk> tokens, int outputTokens) {

  /**
   * A chunk that carried {@code count} tokens, seen at {@code time}; {@code content} false for
   * reasoning.
   */
  public record TokenChunk(double time, boolean content, int count) {}

  /**
   * The value of a one-per-request metric, or {@code null} where the definition leaves it
   * undefined.
   */
  public Double value(Metric metric) {
    return switch (metric) {
      case TIME_TO_FIRST_TOKEN -> tokens.isEmpty() ? null : tokens.get(0).time() - start;
      case TIME_TO_FIRST_OUTPUT_TOKEN ->
          tokens.stream()
              .filter(TokenChunk::content)
              .findFirst()
              .map(chunk -> chunk.time() - start)
              .orElse(null);
      case TIME_PER_OUTPUT_TOKEN ->
          outputTokens < 2 || tokens.isEmpty()
              ? null
              : (tokens.get(tokens.size() - 1).time() - tokens.get(0).time()) / (outputTokens - 1);
      case NORMALIZED_TIME_PER_OUTPUT_TOKEN ->
          outputTokens < 1 ? null : (end - start) / outputTokens;
      case REQUEST_LATENCY -> end - start;
      case SCHEDULE_DELAY -> start - scheduled;
      case REQUEST_LATENCY_FROM_SCHEDULE -> end - scheduled;
      case INTER_TOKEN_LATENCY, INTER_CHUNK_LATENCY ->
          throw new IllegalArgumentException(metric.label() + " has many samples per request");
    };
  }

  /**
   * ITL: each gap spread over the tokens of the chunk it ends; ICL: one gap per chunk after the
   * first.
   */
  public List<Double> samples(Metric metric) {
    if (!metric.sampled()) {
      throw new IllegalArgumentException(metric.label() + " has one value per request");
    }
    List<Double> samples = new ArrayList<>();
    for (int i = 1; i < tokens.size(); i++) {
      double gap = tokens.get(i).time() - tokens.get(i - 1).time();
      int spread = metric == Metric.INTER_TOKEN_LATENCY ? tokens.get(i).count() : 1;
      for (int t = 0; t < spread; t++) {
        samples.add(gap / spread);
      }
    }
    return samples;
  }

  /** Every value of {@code metric} this request adds to a distribution. */
  public List<Double> values(Metric metric) {
    if (metric.sampled()) {
      return samples(metric);
    }
    Double value = value(metric);
    return value == null ? List.of() : List.of(value);
  }
}
