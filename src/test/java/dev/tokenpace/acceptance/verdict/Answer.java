package dev.tokenpace.acceptance.verdict;

/**
 * What a client met when it sent a request a real OpenAI server refuses: the refusal, or what came
 * instead. Each prints itself as the table of checks shows it, as every {@link Value} does.
 */
public sealed interface Answer extends Value {

  /** The word a scenario and the table write for a JSON {@code null}. */
  String NONE = "none";

  /**
   * A status and OpenAI's error object's type, param and code, each {@code null} where the object
   * says {@code null}: "400, type invalid_request_error, param messages, code none".
   *
   * @param status 0 where a step expects no status in particular
   */
  record Refused(int status, String type, String param, String code) implements Answer {
    @Override
    public String toString() {
      return (status == 0 ? "" : status + ", ")
          + "type "
          + word(type)
          + ", param "
          + word(param)
          + ", code "
          + word(code);
    }
  }

  /** An answer with no error object: "400, text/html, no error object". */
  record NoErrorObject(int status, String contentType) implements Answer {
    @Override
    public String toString() {
      return status
          + ", "
          + (contentType == null ? "no content type" : contentType)
          + ", no error object";
    }
  }

  /** An exception the SDK raised with the refusal it carries: "BadRequestException (400, …)". */
  record Raised(String exception, Refused refusal) implements Answer {
    @Override
    public String toString() {
      return exception + " (" + refusal + ")";
    }
  }

  /** An exception the SDK raised that carries no refusal: "IOException: closed". */
  record RaisedOther(String exception, String message) implements Answer {
    @Override
    public String toString() {
      return exception + ": " + (message == null ? "" : message.replaceAll("\\s+", " "));
    }
  }

  /** The SDK took the answer, raising nothing. */
  record Taken() implements Answer {
    @Override
    public String toString() {
      return "no exception: the SDK took the answer";
    }
  }

  private static String word(String value) {
    return value == null ? NONE : value;
  }
}
