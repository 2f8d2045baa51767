package dev.tokenpace.report.html;

/** The latency distributions the page tabulates, by their report key under {@code latency}. */
enum LatencyMetric implements TabulatedMetric {
  TTFT("time_to_first_token", "TTFT", "time to first token"),
  TTFOT("time_to_first_output_token", "TTFOT", "time to first output token"),
  ITL("inter_token_latency", "ITL", "inter-token latency"),
  ICL("inter_chunk_latency", "ICL", "inter-chunk latency"),
  TPOT("time_per_output_token", "TPOT", "time per output token"),
  NTPOT("normalized_time_per_output_token", "NTPOT", "normalized time per output token"),
  REQUEST_LATENCY("request_latency", "latency", "request latency"),
  FROM_SCHEDULE("request_latency_from_schedule", "from schedule", "request latency from schedule");

  private final Names names;

  LatencyMetric(String reportKey, String shortName, String longName) {
    this.names = new Names(reportKey, shortName, longName);
  }

  @Override
  public Names names() {
    return names;
  }
}
