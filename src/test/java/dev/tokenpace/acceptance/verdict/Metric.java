package dev.tokenpace.acceptance.verdict;

import java.util.Arrays;
import java.util.stream.Collectors;

/** A reported latency metric, by the name a feature uses and the key the report files use. */
public enum Metric implements ReportField {
  TIME_TO_FIRST_TOKEN("time to first token", "time_to_first_token", false),
  TIME_TO_FIRST_OUTPUT_TOKEN("time to first output token", "time_to_first_output_token", false),
  TIME_PER_OUTPUT_TOKEN("time per output token", "time_per_output_token", false),
  NORMALIZED_TIME_PER_OUTPUT_TOKEN(
      "normalized time per output token", "normalized_time_per_output_token", false),
  REQUEST_LATENCY("request latency", "request_latency", false),
  SCHEDULE_DELAY("schedule delay", "schedule_delay", false),
  REQUEST_LATENCY_FROM_SCHEDULE(
      "request latency from schedule", "request_latency_from_schedule", false),
  INTER_TOKEN_LATENCY("inter-token latency", "inter_token_latency", true),
  INTER_CHUNK_LATENCY("inter-chunk latency", "inter_chunk_latency", true);

  private final Names names;
  private final boolean sampled;

  Metric(String label, String reportKey, boolean sampled) {
    this.names = new Names(label, reportKey);
    this.sampled = sampled;
  }

  @Override
  public Names names() {
    return names;
  }

  /**
   * Whether it is counted from the benchmark's start stamp, so that it includes the request's way
   * to the model: connecting and the server's accepting, which the model's script does not govern.
   */
  public boolean countsFromStart() {
    return this == TIME_TO_FIRST_TOKEN
        || this == TIME_TO_FIRST_OUTPUT_TOKEN
        || this == REQUEST_LATENCY
        || this == NORMALIZED_TIME_PER_OUTPUT_TOKEN
        || this == REQUEST_LATENCY_FROM_SCHEDULE;
  }

  /**
   * Whether it ends at the end of the stream, so that the benchmark's stamp of that end can move
   * it. The others end at a chunk: a client that stamps the end after work of its own
   * (inference-perf tokenizes the whole answer first) has not moved them.
   */
  public boolean endsAtStreamEnd() {
    return this == REQUEST_LATENCY
        || this == NORMALIZED_TIME_PER_OUTPUT_TOKEN
        || this == REQUEST_LATENCY_FROM_SCHEDULE;
  }

  /** Whether a request reports many samples of it (ITL, ICL) rather than one value. */
  public boolean sampled() {
    return sampled;
  }

  /** The names a feature may use, longest first so a regex alternation never stops early. */
  public static String regex() {
    return Arrays.stream(values())
        .map(Metric::label)
        .sorted((a, b) -> b.length() - a.length())
        .collect(Collectors.joining("|"));
  }

  public static Metric fromLabel(String label) {
    return Arrays.stream(values())
        .filter(m -> m.label().equals(label))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "'" + label + "' is not a metric; use one of: " + regex().replace("|", ", ")));
  }
}
