package dev.tokenpace.acceptance.clients;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What every peer (a benchmark client other than tokenpace) says of itself alike: the scenario tags
 * none can play, worded with its name, and the report fields only tokenpace writes. Each peer's
 * claims class adds what is its own.
 */
final class PeerClaims {

  /**
   * Fields no peer writes, each read from all three peers' code: the way in (which connection, its
   * connect, TLS handshake, send and response head), the response headers' arrival, the gaps
   * between chunks, the first output token, the latency from schedule per request, and the
   * summary's error percentage, token-count mismatches and answers past max tokens.
   */
  private static final List<String> TOKENPACE_ONLY_FIELDS =
      List.of(
          "error_percentage",
          "token_count_mismatches",
          "answers_past_max_tokens",
          "received_headers",
          "inter_chunk_latency",
          "time_to_first_output_token",
          "request_latency_from_schedule",
          "connection",
          "connect_duration",
          "tls_handshake_duration",
          "request_send_duration",
          "time_to_response_head");

  private PeerClaims() {}

  /**
   * The scenario tags a peer cannot play, each with why in the product's words, by tag without its
   * "@" (as {@link ClientUnderTest#firstReasonFor} looks them up).
   *
   * @param peer the peer's name ("GuideLLM")
   * @param onTokenpaceOnlyKeys what it does with a key only tokenpace has ("has no option for")
   * @param itsHttpClient what it has for an HTTP client ("one (httpx)")
   * @param itsOutput what it would have to merge across processes ("their reports")
   */
  static Map<String, String> cannotPlay(
      String peer, String onTokenpaceOnlyKeys, String itsHttpClient, String itsOutput) {
    return Map.of(
        "fake-only",
        "the scenario checks the fake model alone and runs no benchmark client, so it says nothing"
            + " about "
            + peer
            + ": it is played on the tokenpace run",
        "tokenpace-only",
        "the scenario sets a key only tokenpace has (api.max_event_bytes or load.preconnect),"
            + " which "
            + peer
            + " "
            + onTokenpaceOnlyKeys,
        "needs-transport",
        "the scenario names tokenpace's HTTP client; " + peer + " has " + itsHttpClient,
        "needs-shards",
        peer + " cannot split one run across processes and merge " + itsOutput);
  }

  /** The fields a peer does not write: those only tokenpace writes, and {@code alsoNot}. */
  static Set<String> notReported(String... alsoNot) {
    Set<String> fields = new HashSet<>(TOKENPACE_ONLY_FIELDS);
    fields.addAll(List.of(alsoNot));
    return Set.copyOf(fields);
  }
}
