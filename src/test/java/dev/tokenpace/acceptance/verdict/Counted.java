package dev.tokenpace.acceptance.verdict;

/** The report's counts and labels that checks are about, beside the timed {@link Metric}s. */
public enum Counted implements ReportField {
  OUTPUT_TOKENS("output tokens", "output_tokens"),
  REQUESTS("requests", "count"),
  FAILURE_LABEL("failure label", "error"),
  FAILURE_MESSAGE("failure message", "error.message"),
  CHUNKS("chunks", "events"),
  RESPONSE_HEADERS("response headers", "received_headers"),
  REPORT_FILES("report files", "report_dir"),
  ACHIEVED_RATE("achieved rate", "achieved_rate"),
  REQUESTED_RATE("requested rate", "requested_rate"),
  CONCURRENCY("concurrency", "concurrency"),
  ERROR_RATE("error rate", "error_percentage"),
  GOODPUT("goodput", "goodput_metrics"),
  TOKEN_COUNT_MISMATCHES("token count mismatches", "token_count_mismatches"),
  ANSWERS_PAST_MAX_TOKENS("answers past max_tokens", "answers_past_max_tokens"),
  PROMPT_TOKENS("prompt tokens", "prompt_tokens.total"),
  PROMPT_LENGTHS("prompt lengths", "input_tokens"),
  CACHED_PROMPT_TOKENS("cached prompt tokens", "prompt_tokens.cached"),
  BENCHMARK_TIME("benchmark time", "benchmark_time_seconds");

  private final Names names;

  Counted(String label, String reportKey) {
    this.names = new Names(label, reportKey);
  }

  @Override
  public Names names() {
    return names;
  }
}
