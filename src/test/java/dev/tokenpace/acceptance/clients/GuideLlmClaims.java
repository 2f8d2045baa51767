package dev.tokenpace.acceptance.clients;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What GuideLLM v0.3.1 says of itself, each claim read from its code: the scenarios it cannot play,
 * the fields it does not report, where it measures otherwise, and the failure families its words
 * fall into.
 */
final class GuideLlmClaims {

  /** Scenario tags it cannot play, each with why. */
  static final Map<String, String> CANNOT_PLAY =
      PeerClaims.cannotPlay("GuideLLM", "has no option for", "one (httpx)", "their reports");

  /**
   * Fields GuideLLM v0.3.1 does not report, besides those only tokenpace writes: its result keeps
   * per request only the start, the first and last answer-bearing line, the end and token counts
   * (benchmark/benchmark.py:292-333), so no chunks and no schedule; its summary has no goodput,
   * NTPOT or achieved rate, and no request keeps its cached prompt tokens.
   */
  static final Set<String> NOT_REPORTED =
      PeerClaims.notReported(
          "goodput_metrics",
          "prompt_tokens.cached",
          "normalized_time_per_output_token",
          "events",
          "schedule_delay",
          "achieved_rate");

  /** Where GuideLLM v0.3.1 defines or stamps a field otherwise (paths under src/guidellm/). */
  static final Map<String, String> DIFFERENCES =
      Map.of(
          "time_to_first_token",
          "GuideLLM's first token is the first line whose delta.content (chat) or text"
              + " (completions) is not empty (backend/openai.py:626-628, 687-694): the role chunk"
              + " is not a token, and neither is a reasoning chunk, so a reasoning model's time to"
              + " first token is its time to first answer token",
          "time_per_output_token",
          "GuideLLM's time per output token divides the span from the first to the last"
              + " answer-bearing line by N, not N − 1 (benchmark/benchmark.py:354-363); its"
              + " inter-token latency (l. 368-379) is the definition's TPOT",
          "inter_token_latency",
          "GuideLLM keeps no gaps: its inter-token latency is one mean per request,"
              + " (last − first answer-bearing line) / (N − 1) (benchmark/benchmark.py:368-379),"
              + " and its distribution is over those means, not over gaps",
          "request_latency",
          "GuideLLM ends a request at the stamp of the last line it read, the [DONE] line"
              + " included (backend/openai.py:611, 622, 672); a stream that ends without [DONE]"
              + " ends at its last line",
          "output_tokens",
          "GuideLLM takes the server's usage.completion_tokens, else the count it asked for"
              + " (benchmark/aggregator.py:741-753, config.py:153-155), not the answer it read",
          "requests_per_sec",
          "GuideLLM's requests per second is the mean of a rate distribution over its requests'"
              + " start and end times (benchmark/benchmark.py:751-755), not the successes over the"
              + " window from the first start to the last end",
          "output_tokens_per_sec",
          "GuideLLM's output tokens per second is the mean of a rate distribution over its"
              + " requests' token times (benchmark/benchmark.py:796-806), not the successes' tokens"
              + " over the window from the first start to the last end");

  /**
   * Its failure texts are the exception's own words (scheduler/worker.py:365; httpx's for the
   * network) or its timeout sentence (l. 361), matched here by the words each family's exceptions
   * use. A server's error event in the stream is no failure to it: a line without choices is
   * skipped (backend/openai.py:687).
   */
  static final Map<Pattern, Set<FailureFamily>> LABEL_FAMILIES = new LinkedHashMap<>();

  /**
   * Its medians and percentiles are the first value whose cumulative share reaches the rank
   * (objects/statistics.py:139, 158-168), not numpy's linear interpolation the definitions use.
   */
  static final String NEAREST_RANK =
      "; its median and percentiles are the first value whose cumulative share reaches the rank"
          + " (objects/statistics.py:139, 158-168), not an interpolation between the two nearest";

  static final Set<String> DISTRIBUTIONS =
      Set.of(
          "time_to_first_token",
          "time_per_output_token",
          "inter_token_latency",
          "request_latency",
          "output_tokens_per_sec");

  static {
    LABEL_FAMILIES.put(
        Pattern.compile("^(Server|Client) error '\\d{3}"), Set.of(FailureFamily.HTTP_STATUS));
    LABEL_FAMILIES.put(
        Pattern.compile("timed out|timeout", Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.TIMEOUT));
    LABEL_FAMILIES.put(
        Pattern.compile("incomplete chunked read|peer closed connection", Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.CUT_SHORT));
    LABEL_FAMILIES.put(
        Pattern.compile("Server disconnected without sending a response"),
        Set.of(FailureFamily.REFUSED, FailureFamily.CUT_SHORT));
    LABEL_FAMILIES.put(
        Pattern.compile(
            "All connection attempts failed|Connection refused|Connection reset",
            Pattern.CASE_INSENSITIVE),
        Set.of(FailureFamily.REFUSED));
    LABEL_FAMILIES.put(
        Pattern.compile("SSL|CERTIFICATE_VERIFY_FAILED|certificate"), Set.of(FailureFamily.TLS));
    LABEL_FAMILIES.put(
        Pattern.compile("Expecting value|Unterminated string|Expecting ',' delimiter|Invalid"),
        Set.of(FailureFamily.MALFORMED));
    LABEL_FAMILIES.put(
        Pattern.compile("^" + GuideLlmReports.INCOMPLETE + "$"), Set.of(FailureFamily.CANCELLED));
  }

  private GuideLlmClaims() {}
}
