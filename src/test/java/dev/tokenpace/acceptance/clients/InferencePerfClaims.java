package dev.tokenpace.acceptance.clients;

import java.util.Map;
import java.util.Set;

/**
 * What inference-perf says of itself, each claim read from its code: the scenarios it cannot play,
 * the fields it does not report, where it measures otherwise, and the failure families its words
 * fall into.
 */
final class InferencePerfClaims {

  /** Scenario tags it cannot play, each with why, in the product's words. */
  static final Map<String, String> CANNOT_PLAY =
      PeerClaims.cannotPlay("inference-perf", "refuses", "one", "their reports");

  /**
   * The report fields inference-perf 7de5ef2 does not write at all: tokenpace's own, and no more
   * (its per-request file has no way in, no inter-chunk latency, no time to first output token, no
   * scheduled time, so no latency from schedule per request, and its summary no error percentage).
   */
  static final Set<String> NOT_REPORTED = PeerClaims.notReported();

  /**
   * Where inference-perf 7de5ef2 measures otherwise than docs/metrics.md, each read from its code
   * (paths under inference_perf/, lines at that commit).
   */
  static final Map<String, String> DIFFERENCES =
      Map.ofEntries(
          Map.entry(
              "inter_token_latency",
              "inference-perf gives every token of a chunk the chunk's arrival"
                  + " (reportgen/base.py:540-550), so a chunk of k tokens adds k - 1 gaps of 0 ms,"
                  + " and it counts each chunk's tokens alone, so a word split across chunks counts"
                  + " in each of them"),
          Map.entry(
              "time_to_first_token",
              "inference-perf keeps only chunks with answer text (apis/chat.py:565), so reasoning"
                  + " tokens do not start its time to first token, and an answer of one token has"
                  + " none (reportgen/base.py:569)"),
          Map.entry(
              "time_per_output_token",
              "inference-perf counts each chunk's tokens alone (reportgen/base.py:540), so a word"
                  + " split across chunks counts once per chunk and the divisor grows"),
          Map.entry(
              "request_latency",
              "inference-perf stamps a request's end after it has read, parsed and tokenized the"
                  + " whole answer and released the response"
                  + " (client/modelserver/openai_client.py:537), so its request latency includes"
                  + " that work"),
          Map.entry("inter_chunk_latency", "inference-perf reports no inter-chunk latency"),
          Map.entry(
              "time_to_first_output_token", "inference-perf reports no time to first output token"),
          Map.entry(
              "connection",
              "inference-perf reports no way in: which connection carried a request, its connect,"
                  + " TLS handshake, send and response head"),
          Map.entry(
              "connect_duration",
              "inference-perf reports no way in (connect, TLS handshake, send, response head)"),
          Map.entry(
              "time_to_response_head",
              "inference-perf reports no way in (connect, TLS handshake, send, response head)"),
          Map.entry(
              "schedule_delay",
              "inference-perf reports schedule delay only as the run's distribution"
                  + " (reportgen/base.py:477); its per-request file has no scheduled time, and a"
                  + " concurrent stage is played as num_requests requests a second for one second"
                  + " (main.py:145-149), not that many in flight"),
          Map.entry(
              "count",
              "inference-perf counts a stream as a success whatever it carried: it skips a data"
                  + " line it cannot parse (apis/streaming_parser.py:110), takes no text from a"
                  + " line without choices, such as an error event (apis/chat.py:565), and neither"
                  + " checks the content type nor waits for a finish reason or [DONE]"
                  + " (apis/streaming_parser.py:84-113); a byte that is not UTF-8 fails the whole"
                  + " request (json.loads raises UnicodeDecodeError, which l. 110 does not"
                  + " catch)"));

  /**
   * Its failure labels (make_concise_label, reportgen/base.py:96-121) by family. A label that is an
   * exception's class name lowered names one family; "Connection Error" is any message naming a
   * connection, so it covers a refused connect, a reset mid-answer and a failed TLS handshake.
   */
  static final Map<String, Set<FailureFamily>> LABEL_FAMILIES =
      Map.of(
          "timeouterror", Set.of(FailureFamily.TIMEOUT),
          "timeout", Set.of(FailureFamily.TIMEOUT),
          "clientpayloaderror", Set.of(FailureFamily.CUT_SHORT),
          "serverdisconnectederror", Set.of(FailureFamily.CUT_SHORT),
          "connection error",
              Set.of(FailureFamily.REFUSED, FailureFamily.CUT_SHORT, FailureFamily.TLS),
          "clientconnectorerror", Set.of(FailureFamily.REFUSED),
          "clientconnectorcertificateerror", Set.of(FailureFamily.TLS),
          "jsondecodeerror", Set.of(FailureFamily.MALFORMED));

  private InferencePerfClaims() {}
}
