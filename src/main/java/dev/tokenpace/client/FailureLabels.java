package dev.tokenpace.client;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The concise grouping key of {@code failures.by_label}, following inference-perf's
 * {@code make_concise_label}: "<status> - <name>" for HTTP errors, a short name otherwise.
 */
public final class FailureLabels {

  private static final Map<Integer, String> STATUS_NAMES = Map.of(
      429, "Rate Limit",
      500, "Internal Server Error",
      502, "Bad Gateway",
      503, "Service Unavailable",
      504, "Gateway Timeout");
  private static final Pattern CONTEXT = Pattern.compile("context (window|length)|maximum context|max(imum)?[_ ]tokens");
  private static final Pattern JSON = Pattern.compile("json|parse|decode");
  private static final Pattern TIMEOUT = Pattern.compile("time ?out|timed out");
  private static final Pattern MODEL = Pattern.compile("model.*(not found|does not exist)");
  private static final Pattern CONNECT = Pattern.compile("connection refused|connect");
  private static final Map<String, String> TYPE_NAMES = Map.of(
      FailureTypes.TIMEOUT, "Timeout",
      FailureTypes.CONNECTION_REFUSED, "Connection Error",
      FailureTypes.CONNECTION_RESET, "Connection Error",
      FailureTypes.ERROR_EVENT, "Error Event",
      FailureTypes.INCOMPLETE_STREAM, "Incomplete Stream",
      FailureTypes.MALFORMED_JSON, "Invalid JSON",
      FailureTypes.UNEXPECTED_CONTENT_TYPE, "Unexpected Content Type",
      FailureTypes.EVENT_TOO_LARGE, "Event Too Large",
      FailureTypes.CANCELLED, "Cancelled");

  private FailureLabels() {}

  public static String label(String type, int httpStatus, String message) {
    String lower = message == null ? "" : message.toLowerCase(Locale.ROOT);
    if (FailureTypes.HTTP_STATUS.equals(type)) {
      return httpStatus + " - " + STATUS_NAMES.getOrDefault(httpStatus, fromMessage(lower));
    }
    String named = TYPE_NAMES.get(type);
    if (named != null) {
      return named;
    }
    if (TIMEOUT.matcher(lower).find()) {
      return "Timeout";
    }
    return CONNECT.matcher(lower).find() ? "Connection Error" : type.toLowerCase(Locale.ROOT).strip();
  }

  private static String fromMessage(String lower) {
    if (CONTEXT.matcher(lower).find()) {
      return "Context Window";
    }
    if (JSON.matcher(lower).find()) {
      return "Invalid JSON";
    }
    if (TIMEOUT.matcher(lower).find()) {
      return "Timeout";
    }
    return MODEL.matcher(lower).find() ? "Model Not Found" : "other";
  }
}
