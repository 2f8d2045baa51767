package dev.tokenpace.records;

import java.util.Locale;

/**
 * Why a request failed, as the one stable vocabulary of the reports' {@code error.type}. The report
 * stage groups failures under a concise label of its own (see {@code report.FailureLabels}).
 */
public enum FailureType {
  /** The server answered with a non-2xx status. */
  HTTP_STATUS,
  /** The stream (or a unary body) carried an OpenAI error object. */
  ERROR_EVENT,
  CONNECTION_REFUSED,
  /** The connection broke before any response headers. */
  CONNECTION_RESET,
  /**
   * The TLS handshake failed before any request was sent: most often the server's certificate is
   * not trusted (see {@code server.cert_path}).
   */
  TLS_HANDSHAKE,
  /**
   * The body ended (FIN or RST) before its end: no terminating chunk, short Content-Length, no
   * [DONE].
   */
  INCOMPLETE_STREAM,
  /** No end within the whole-request timeout. */
  TIMEOUT,
  MALFORMED_JSON,
  UNEXPECTED_CONTENT_TYPE,
  EVENT_TOO_LARGE,
  /** Ended by the client: a cancelled run, or a client that closed. */
  CANCELLED,
  /** A bug or an invalid request on our side, never the server's fault. */
  CLIENT_ERROR;

  /** The name the reports use, e.g. {@code "http_status"}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
