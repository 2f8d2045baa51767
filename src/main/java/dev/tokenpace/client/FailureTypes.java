package dev.tokenpace.client;

import dev.tokenpace.metrics.Failure;
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
    if (t instanceof IOException) {
      return failure(CONNECTION_RESET, message);
    }
    return failure(CLIENT_ERROR, t.getClass().getSimpleName() + ": " + message);
  }

  private static Throwable unwrap(Throwable t) {
    Throwable current = t;
    while ((current instanceof CompletionException || current instanceof ExecutionException) && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }
}
