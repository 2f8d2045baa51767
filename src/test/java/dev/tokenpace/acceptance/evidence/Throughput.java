package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.verdict.ReportField;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A throughput of docs/metrics.md ("Throughput"), as a feature names it: a count of the successful
 * requests over the run's window, from the first start to the last end of all its requests.
 */
public enum Throughput implements ReportField {
  REQUESTS("request throughput", "requests per second", "requests_per_sec", r -> 1),
  OUTPUT_TOKENS(
      "output token throughput",
      "tokens per second",
      "output_tokens_per_sec",
      r -> r.outputTokens()),
  INPUT_TOKENS(
      "input token throughput", "tokens per second", "input_tokens_per_sec", r -> r.inputTokens()),
  TOTAL_TOKENS(
      "total token throughput",
      "tokens per second",
      "total_tokens_per_sec",
      r -> r.inputTokens() + r.outputTokens());

  private final Names names;
  private final String unit;
  private final ToDoubleFunction<ReportedRequest> counts;

  Throughput(
      String label, String unit, String reportKey, ToDoubleFunction<ReportedRequest> counts) {
    this.names = new Names(label, reportKey);
    this.unit = unit;
    this.counts = counts;
  }

  @Override
  public Names names() {
    return names;
  }

  public String unit() {
    return unit;
  }

  /** What the successes count, over {@code window} seconds. */
  public double of(List<ReportedRequest> successes, double window) {
    return window <= 0 ? 0 : successes.stream().mapToDouble(counts).sum() / window;
  }

  public static Throughput fromLabel(String label) {
    for (Throughput throughput : values()) {
      if (throughput.label().equals(label)) {
        return throughput;
      }
    }
    throw new IllegalArgumentException("'" + label + "' is not a throughput");
  }
}
