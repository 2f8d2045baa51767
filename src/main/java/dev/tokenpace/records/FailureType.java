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
  /**
   * The server broke HTTP/1.1 before a usable response: a head over the cap, endless interim (1xx)
   * responses, an unreadable status line.
   */
  MALFORMED_RESPONSE,
  /**
   * A streamed answer whose content type is not {@code text/event-stream}, or whose body is not an
   * event stream at all though labelled one (an HTML page).
   */
  UNEXPECTED_CONTENT_TYPE,
  /**
   * A body encoded (gzip, …) though the client asked for no encoding: it cannot be read as events.
   */
  UNEXPECTED_CONTENT_ENCODING,
  EVENT_TOO_LARGE,
  /**
   * A response past the cap on events or bytes kept per response: the request keeps what arrived up
   * to the cap, and the connection is dropped.
   */
  RESPONSE_TOO_LARGE,
  /** Ended by the client: a cancelled run, or a client that closed. */
  CANCELLED,
  /** A bug or an invalid request on our side, never the server's fault. */
  CLIENT_ERROR;

  /** The name the reports use, e.g. {@code "http_status"}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
