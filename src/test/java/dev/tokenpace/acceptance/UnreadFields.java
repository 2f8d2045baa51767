package dev.tokenpace.acceptance;

import static dev.tokenpace.acceptance.ReportFields.PER_REQUEST;
import static dev.tokenpace.acceptance.ReportFields.STATISTIC;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report fields no scenario reads, each with its reason ({@link ReportFieldReaders} names the
 * steps that read the others).
 */
final class UnreadFields {

  /**
   * Fields no scenario reads, each with its reason. Each is a promise the suite does not keep: a
   * slip in it passes every feature. Shorten this list; never grow it without a reason a product
   * owner would accept.
   */
  private static final Map<String, String> UNREAD = new LinkedHashMap<>();

  static {
    String tokens =
        "token counts are the tokenizer's or the server's, pinned exactly by dev.tokenpace.report"
            + " and dev.tokenpace.tokens unit tests; a scenario states a request's count ('the"
            + " benchmark counted {count} output tokens'), never the run's distribution of them";
    unread("successes.output_len." + STATISTIC, tokens);
    unread("successes.output_tokens." + STATISTIC, tokens);
    unread("successes.output_tokens.total", tokens);
    unread("successes.prompt_tokens." + STATISTIC, tokens);
    unread("successes.prompt_tokens.uncached", tokens);
    unread(PER_REQUEST + ".output_len", tokens);
    String usage =
        "the server's usage echoed as it came; only completion_tokens (the token count mismatches)"
            + " and cached_tokens (the cached prompt tokens) are judged; pinned by RunReportsTest";
    unread(PER_REQUEST + ".server_usage.prompt_tokens", usage);
    unread(PER_REQUEST + ".server_usage.total_tokens", usage);
    String bytes =
        "the fake does not record the bytes it read, so no timeline could judge it; pinned by"
            + " RequestBodiesTest";
    unread("successes.request_size_bytes." + STATISTIC, bytes);
    unread(PER_REQUEST + ".request_size_bytes", bytes);
    unread(
        "failures.request_latency." + STATISTIC,
        "a failed request's latency is when the benchmark gave up or the fault ended it"
            + " (docs/reliability.md), pinned by FailuresTest and the fault matrix; the product"
            + " promise is the label and the kept chunks");
    unread(
        "failures.by_label.*.count",
        "the steps judge each request's label, never the summary's tally of them; pinned by"
            + " RunReportsTest");
    unread(
        "failures.by_label.*.messages.message",
        "the steps judge each request's message, never the summary's sample of them; pinned by"
            + " RunReportsTest");
    unread(
        PER_REQUEST + ".error.type",
        "the steps judge the label, which names the type; pinned by FailureLabelsTest");
    unread(
        PER_REQUEST + ".error.http_status",
        "the steps judge the label, which carries the status ('503 - …'); pinned by"
            + " FailureLabelsTest");
    unread(
        PER_REQUEST + ".events.text",
        "what the model said, echoed; the suite judges when it came and how many tokens it bore");
    unread(
        PER_REQUEST + ".comments",
        "keep-alive comments counted, never judged: they must not move a metric, which"
            + " streaming/chunks-without-tokens.feature judges");
    unread(
        "load_summary.send_duration",
        "the achieved rate is judged from the requests' own send times, not from this span");
    unread("run.started_at", "run metadata (wall clock), not a measurement");
    unread("run.started_at_monotonic", "run metadata (monotonic clock), not a measurement");
    unread("run.tokenizer", "the configured tokenizer's name, echoed from the config");
    unread(
        "run.use_server_output_tokens", "the configured counting source, echoed from the config");
    unread("run.cancelled", "set by Ctrl-C only, pinned by CancelOnShutdownTest and SignalIT");
    String shard =
        "which shard of which run, and where its clock read zero: what tokenpace merge checks"
            + " and places the shards by (ShardMergeTest, ShardCommandsTest); no scenario reads it"
            + " from a report";
    for (String field : List.of("index", "count", "config_hash", "start_at", "wall_clock_anchor")) {
      unread("run.shard." + field, shard);
    }
  }

  private UnreadFields() {}

  /** The fields no scenario reads, to why. */
  static Map<String, String> all() {
    return Collections.unmodifiableMap(UNREAD);
  }

  private static void unread(String field, String reason) {
    UNREAD.put(field, reason);
  }
}
