package dev.tokenpace.acceptance.clients;

import java.util.Map;
import java.util.Set;

/**
 * What vLLM's benchmark_serving.py says of itself, each claim read from its code at e7ef74e26e and
 * naming its source line: the scenarios it cannot play, the fields it does not report, where it
 * measures otherwise, and the failure families its words fall into.
 */
final class VllmBenchClaims {

  /** Scenario tags it cannot play, each with why, in the product's words. */
  static final Map<String, String> CANNOT_PLAY =
      PeerClaims.cannotPlay(
          "vLLM's benchmark_serving.py", "has no option for", "aiohttp", "the results");

  /**
   * The fields its result file does not have at all (benchmark_serving.py:726-742 and 978-1003 list
   * every key it writes): no way in, no inter-chunk latency, no time to first output token, no
   * schedule (so no schedule delay or latency from schedule), no normalized time per output token,
   * no error percentage, no token-count mismatches, no response headers, no achieved rate, no
   * cached prompt tokens (it keeps no usage but the output count), and no goodput unless given its
   * own {@code --goodput}, which the suite does not map.
   */
  static final Set<String> NOT_REPORTED =
      PeerClaims.notReported(
          "normalized_time_per_output_token",
          "schedule_delay",
          "achieved_rate",
          "goodput_metrics",
          "prompt_tokens.cached");

  /**
   * Fields it gives only as the run's distribution (mean, median, std, percentiles): a request's
   * latency and time per output token are computed (benchmark_serving.py:478-486) but the file
   * keeps only {@code ttfts} and {@code itls} per request (l. 738-739).
   */
  static final Set<String> RUN_LEVEL_ONLY = Set.of("request_latency", "time_per_output_token");

  /** Where it measures otherwise than docs/metrics.md, each read from its code at e7ef74e26e. */
  static final Map<String, String> DIFFERENCES =
      Map.of(
          "time_to_first_token",
          "vLLM's benchmark_serving.py stamps its time to first token at the first chunk with"
              + " choices, whatever it carries (backend_request_func.py:394-398 chat, 290-298"
              + " completions), so the role chunk, which has no text, is its first token",
          "inter_token_latency",
          "vLLM's benchmark_serving.py takes one gap per chunk with choices after the first"
              + " (backend_request_func.py:401-403 chat, 302-304 completions): the gap to the"
              + " first text after the role chunk and the gap to the finish chunk are samples,"
              + " and a chunk of several tokens is one sample",
          "request_latency",
          "vLLM's benchmark_serving.py ends a chat request at its last data line before [DONE],"
              + " usage chunk included (backend_request_func.py:411-415), a completions request"
              + " at its last chunk with choices (l. 306, 319); it writes request latency only as"
              + " the run's mean, median, std and percentiles (e2el)",
          "time_per_output_token",
          "vLLM's benchmark_serving.py divides (latency - ttft) by (output tokens - 1)"
              + " (benchmark_serving.py:478-481), its ttft at the role chunk and its output"
              + " tokens the server's usage count; it writes it only as the run's distribution",
          "count",
          "vLLM's benchmark_serving.py calls any 200 answer it read to the end a success"
              + " (backend_request_func.py:414 chat; completions: any chunk with choices, l. 311):"
              + " it skips a line without choices, an error event among them (l. 394), and checks"
              + " neither the content type nor a finish reason or [DONE]; a byte that is not UTF-8"
              + " (l. 388) or a line past aiohttp's limit fails the whole request",
          "output_tokens",
          "vLLM's benchmark_serving.py counts no tokens in a chunk: a request's output tokens are"
              + " the server's usage.completion_tokens (backend_request_func.py:406-409), and 0"
              + " when the server sends no usage (output_tokens defaults to 0, l. 40, so its"
              + " tokenizer fallback at benchmark_serving.py:467 never runs)");

  /**
   * Its failure words (backend_request_func.py:417, 422): a status other than 200 gives the
   * response's reason phrase; anything raised gives the traceback, labelled by the exception's
   * class. aiohttp's classes name one family each, except an OS error, which a refused connect and
   * a reset mid-answer both raise.
   */
  static final Map<String, Set<FailureFamily>> EXCEPTION_FAMILIES =
      Map.ofEntries(
          Map.entry("ClientPayloadError", Set.of(FailureFamily.CUT_SHORT)),
          Map.entry("ServerDisconnectedError", Set.of(FailureFamily.CUT_SHORT)),
          Map.entry("ClientOSError", Set.of(FailureFamily.CUT_SHORT, FailureFamily.REFUSED)),
          Map.entry("ClientConnectorError", Set.of(FailureFamily.REFUSED)),
          Map.entry("ClientConnectionError", Set.of(FailureFamily.REFUSED)),
          Map.entry("ClientConnectorCertificateError", Set.of(FailureFamily.TLS)),
          Map.entry("ClientConnectorSSLError", Set.of(FailureFamily.TLS)),
          Map.entry("ClientSSLError", Set.of(FailureFamily.TLS)),
          Map.entry("SSLCertVerificationError", Set.of(FailureFamily.TLS)),
          // a whole JSON answer or a web page read as lines of a stream fails to parse (l. 392)
          // or lacks the delta it indexes (l. 395): malformed to it, what the suite calls not a
          // stream
          Map.entry("JSONDecodeError", Set.of(FailureFamily.MALFORMED, FailureFamily.NOT_A_STREAM)),
          Map.entry("UnicodeDecodeError", Set.of(FailureFamily.MALFORMED)),
          // a chunk without the shape it indexes (choices[0]["delta"], l. 395)
          Map.entry("KeyError", Set.of(FailureFamily.MALFORMED, FailureFamily.NOT_A_STREAM)),
          Map.entry("TimeoutError", Set.of(FailureFamily.TIMEOUT)),
          Map.entry("ServerTimeoutError", Set.of(FailureFamily.TIMEOUT)));

  /**
   * Its completions backend's words for a 200 answer that brought no chunk with choices (l.
   * 315-317): a stream cut before its first chunk, one of error events only, or no stream.
   */
  static final String NO_VALID_CHUNK = "Never received a valid chunk to calculate TTFT.";

  private VllmBenchClaims() {}
}
