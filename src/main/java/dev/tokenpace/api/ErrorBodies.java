package dev.tokenpace.api;

import com.fasterxml.jackson.databind.JsonNode;

/** The human message of an error response body: JSON {@code error.message} or {@code message}, else the text. */
public final class ErrorBodies {

  static final int MAX_MESSAGE = 500;

  private ErrorBodies() {}

  public static String message(String body) {
    String trimmed = body.strip();
    if (trimmed.startsWith("{")) {
      try {
        JsonNode root = Json.object(trimmed);
        JsonNode error = root.get("error");
        if (error != null && !error.isNull()) {
          return truncate(Json.errorMessage(error));
        }
        String message = Json.text(root, "message");
        if (message != null) {
          return truncate(message);
        }
      } catch (MalformedChunkException notJson) {
        // fall through: the raw text is the best message there is
      }
    }
    return truncate(trimmed);
  }

  static String truncate(String s) {
    return s.length() <= MAX_MESSAGE ? s : s.substring(0, MAX_MESSAGE) + "…";
  }
}
