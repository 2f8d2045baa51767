package dev.tokenpace.api;

/**
 * A streamed event or response body that should be JSON and is not; the client records
 * "malformed_json".
 */
public final class MalformedChunkException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public MalformedChunkException(String message, Throwable cause) {
    super(message, cause);
  }
}
