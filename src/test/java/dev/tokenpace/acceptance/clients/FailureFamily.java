package dev.tokenpace.acceptance.clients;

import java.util.Locale;
import java.util.Optional;

/**
 * What went wrong with a failed request, whatever words a client labels it with. Two clients that
 * put one failure in the same family agree on it; only their words differ.
 */
public enum FailureFamily {
  /** No answer, or no end of it, within the time the client waits. */
  TIMEOUT,
  /** The answer stopped before its end: the connection closed or was reset mid-stream. */
  CUT_SHORT,
  /** Something arrived that cannot be read: a chunk that is not JSON, a broken HTTP response. */
  MALFORMED,
  /** The stream carried the server's own error object. */
  ERROR_EVENT,
  /** The server answered with a status that is not a success. */
  HTTP_STATUS,
  /**
   * No connection could be opened: nothing listens, or the connection was reset before an answer.
   */
  REFUSED,
  /** The TLS handshake failed. */
  TLS,
  /** An answer that is not an event stream, or one encoded though no encoding was asked for. */
  NOT_A_STREAM,
  /** An answer past what the client keeps of one response. */
  TOO_LARGE,
  /** Ended by the client itself. */
  CANCELLED;

  /** The family of one of tokenpace's labels ({@code report.FailureLabels}), if it has one. */
  public static Optional<FailureFamily> ofTokenpaceLabel(String label) {
    if (label == null) {
      return Optional.empty();
    }
    if (label.matches("\\d{3} - .*")) {
      return Optional.of(HTTP_STATUS);
    }
    return Optional.ofNullable(
        switch (label.toLowerCase(Locale.ROOT)) {
          case "timeout" -> TIMEOUT;
          case "incomplete stream" -> CUT_SHORT;
          case "invalid json", "malformed response", "event too large" -> MALFORMED;
          case "error event" -> ERROR_EVENT;
          case "connection error" -> REFUSED;
          case "tls error" -> TLS;
          case "unexpected content type", "unexpected content encoding" -> NOT_A_STREAM;
          case "response too large" -> TOO_LARGE;
          case "cancelled" -> CANCELLED;
          default -> null;
        });
  }

  /** How a product owner reads it. */
  public String word() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
