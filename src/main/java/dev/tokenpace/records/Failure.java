package dev.tokenpace.records;

/**
 * Why a request failed.
 *
 * @param type what went wrong, from a fixed vocabulary
 * @param message the human message (the server's error message when it sent one)
 * @param httpStatus the response status, or 0 when no response came
 */
public record Failure(FailureType type, String message, int httpStatus) {

  /** A failure without an HTTP status. */
  public static Failure of(FailureType type, String message) {
    return new Failure(type, message, 0);
  }
}
