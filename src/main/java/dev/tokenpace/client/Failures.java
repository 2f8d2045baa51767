package dev.tokenpace.client;

import dev.tokenpace.records.Failure;
import dev.tokenpace.records.FailureType;
import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ProtocolException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import javax.net.ssl.SSLHandshakeException;

/** How transport exceptions map onto {@link FailureType}s. */
public final class Failures {

  private Failures() {}

  /** A transport exception (possibly wrapped by a future) as a failure. */
  public static Failure fromThrowable(Throwable thrown) {
    Throwable t = unwrap(thrown);
    String message = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
    if (t instanceof HttpTimeoutException) {
      return Failure.of(FailureType.TIMEOUT, message);
    }
    if (t instanceof ConnectException) {
      return Failure.of(FailureType.CONNECTION_REFUSED, message);
    }
    if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
      return Failure.of(
          FailureType.CONNECTION_REFUSED,
          "cannot resolve the server's host name (" + message + ")");
    }
    if (t instanceof CancellationException) {
      return Failure.of(FailureType.CANCELLED, "cancelled");
    }
    if (t instanceof SSLHandshakeException) {
      return Failure.of(
          FailureType.TLS_HANDSHAKE,
          "TLS handshake failed: "
              + message
              + " (is the server's certificate trusted? server.cert_path names the PEM file of"
              + " the certificates to trust)");
    }
    if (t instanceof ProtocolException) {
      // Both transports: a head over 384 KiB, endless 1xx heads, a status line that is not HTTP.
      return Failure.of(FailureType.MALFORMED_RESPONSE, message);
    }
    if (t instanceof EOFException || message.startsWith("chunked transfer encoding")) {
      // The JDK's body decoders: the connection closed (FIN, not RST) before the body's end: before
      // the terminating chunk ("chunked transfer encoding, state: …") or the Content-Length.
      return Failure.of(
          FailureType.INCOMPLETE_STREAM,
          "connection closed before the end of the body (" + message + ")");
    }
    if (t instanceof IOException) {
      return Failure.of(FailureType.CONNECTION_RESET, message);
    }
    return Failure.of(FailureType.CLIENT_ERROR, t.getClass().getSimpleName() + ": " + message);
  }

  /**
   * A transport exception once the response headers were in: the body was cut off. The JDK does not
   * tell a FIN before the terminating chunk from a RST reliably (a reset often surfaces as a
   * chunked decoding EOF), so both are one type, {@link FailureType#INCOMPLETE_STREAM}; the message
   * keeps the cause.
   */
  public static Failure midBody(Throwable thrown) {
    Failure failure = fromThrowable(thrown);
    if (failure.type() == FailureType.CONNECTION_RESET) {
      return Failure.of(
          FailureType.INCOMPLETE_STREAM,
          "connection lost before the end of the body (" + failure.message() + ")");
    }
    if (failure.type() == FailureType.MALFORMED_RESPONSE) {
      return Failure.of(
          FailureType.INCOMPLETE_STREAM,
          "body framing broken before the end of the body (" + failure.message() + ")");
    }
    return failure;
  }

  private static Throwable unwrap(Throwable t) {
    Throwable current = t;
    while ((current instanceof CompletionException || current instanceof ExecutionException)
        && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }
}
