package dev.tokenpace.client;

import dev.tokenpace.metrics.Failure;
import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** The stable failure types of {@link Failure#type()} and how transport exceptions map onto them. */
public final class FailureTypes {

  public static final String HTTP_STATUS = "http_status";
  public static final String ERROR_EVENT = "error_event";
  public static final String CONNECTION_REFUSED = "connection_refused";
  public static final String CONNECTION_RESET = "connection_reset";
  public static final String INCOMPLETE_STREAM = "incomplete_stream";
  public static final String TIMEOUT = "timeout";
  public static final String MALFORMED_JSON = "malformed_json";
  public static final String UNEXPECTED_CONTENT_TYPE = "unexpected_content_type";
  public static final String EVENT_TOO_LARGE = "event_too_large";
  public static final String CANCELLED = "cancelled";
  public static final String CLIENT_ERROR = "client_error";

  private FailureTypes() {}

  public static Failure failure(String type, String message, int httpStatus) {
    return new Failure(type, FailureLabels.label(type, httpStatus, message), message, httpStatus);
  }

  public static Failure failure(String type, String message) {
    return failure(type, message, 0);
  }

  /** A transport exception (possibly wrapped by a future) as a failure. */
  public static Failure fromThrowable(Throwable thrown) {
    Throwable t = unwrap(thrown);
    String message = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
    if (t instanceof HttpTimeoutException) {
      return failure(TIMEOUT, message);
    }
    if (t instanceof ConnectException) {
      return failure(CONNECTION_REFUSED, message);
    }
    if (t instanceof CancellationException) {
      return failure(CANCELLED, "cancelled");
    }
    if (t instanceof EOFException || message.startsWith("chunked transfer encoding")) {
      // The JDK's body decoders: the connection closed (FIN, not RST) before the body's end: before
      // the terminating chunk ("chunked transfer encoding, state: …") or the Content-Length.
      return failure(INCOMPLETE_STREAM, "connection closed before the end of the body (" + message + ")");
    }
    if (t instanceof IOException) {
      return failure(CONNECTION_RESET, message);
    }
    return failure(CLIENT_ERROR, t.getClass().getSimpleName() + ": " + message);
  }

  /**
   * A transport exception once the response headers were in: the body was cut off. The JDK does not
   * tell a FIN before the terminating chunk from a RST reliably (a reset often surfaces as a chunked
   * decoding EOF), so both are one type, {@link #INCOMPLETE_STREAM}; the message keeps the cause.
   */
  public static Failure midBody(Throwable thrown) {
    Failure failure = fromThrowable(thrown);
    if (!CONNECTION_RESET.equals(failure.type())) {
      return failure;
    }
    return failure(INCOMPLETE_STREAM, "connection lost before the end of the body (" + failure.message() + ")");
  }

  private static Throwable unwrap(Throwable t) {
    Throwable current = t;
    while ((current instanceof CompletionException || current instanceof ExecutionException) && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }
}
