package dev.tokenpace.acceptance.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * inference-perf's failure of one request in tokenpace's words: its error type and message read
 * back from the message's JSON, and the concise label tokenpace would give it.
 */
final class InferencePerfErrors {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private static final Pattern HTTP_ERROR = Pattern.compile("HTTP Error (\\d+)");

  /** l. 49-55 _HTTP_CODE_LABELS. */
  private static final Map<String, String> HTTP_CODE_LABELS =
      Map.of(
          "429", "Rate Limit",
          "500", "Internal Server Error",
          "502", "Bad Gateway",
          "503", "Service Unavailable",
          "504", "Gateway Timeout");

  private static Pattern ci(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
  }

  /** l. 59-70 _HTTP_ERROR_LABELS, in order. */
  private static final List<Map.Entry<Pattern, String>> HTTP_ERROR_LABELS =
      List.of(
          Map.entry(
              ci("context.window|context length|maximum context|max.?tokens|token.?limit"),
              "Context Window"),
          Map.entry(
              ci(
                  "invalid.?json|json.?parse|malformed.?json|unexpected.?token|expecting value"
                      + "|unterminated string|expecting ',' delimiter"),
              "Invalid JSON"),
          Map.entry(ci("timeout|timed.?out"), "Timeout"),
          Map.entry(ci("model.?not.?found|no such model"), "Model Not Found"));

  /** l. 72-75 _NON_HTTP_ERROR_LABELS, in order. */
  private static final List<Map.Entry<Pattern, String>> NON_HTTP_ERROR_LABELS =
      List.of(
          Map.entry(ci("timeout|timed.?out"), "Timeout"),
          Map.entry(ci("connection.?refused|connect"), "Connection Error"));

  static ObjectNode error(JsonNode error) {
    String type = error.path("error_type").asText("");
    String message = parseErrorMessage(error.path("error_msg").asText(""));
    ObjectNode out = NODES.objectNode();
    out.put("type", type);
    out.put("label", conciseLabel(type, message));
    out.put("message", message);
    Matcher status = HTTP_ERROR.matcher(type);
    out.put("http_status", status.matches() ? Integer.parseInt(status.group(1)) : 0);
    return out;
  }

  /** l. 96-121 make_concise_label. */
  static String conciseLabel(String errorType, String errorMessage) {
    if (errorType.startsWith("HTTP Error ")) {
      String[] words = errorType.strip().split("\\s+");
      String code = words.length == 0 ? "?" : words[words.length - 1];
      String codeLabel = HTTP_CODE_LABELS.get(code);
      if (codeLabel != null) {
        return code + " - " + codeLabel;
      }
      for (Map.Entry<Pattern, String> label : HTTP_ERROR_LABELS) {
        if (label.getKey().matcher(errorMessage).find()) {
          return code + " - " + label.getValue();
        }
      }
      return code + " - other";
    }
    for (Map.Entry<Pattern, String> label : NON_HTTP_ERROR_LABELS) {
      if (label.getKey().matcher(errorMessage).find()) {
        return label.getValue();
      }
    }
    return errorType.toLowerCase(Locale.ROOT).strip();
  }

  /**
   * l. 78-93 parse_error_message: the {@code error.message} (or top-level {@code message}) of a
   * JSON body, else the text as it is.
   */
  static String parseErrorMessage(String raw) {
    JsonNode body = InferencePerfReports.parseOrNull(raw);
    if (body != null && body.isObject()) {
      JsonNode error = body.path("error");
      // Python: body.get("error") or body -- a missing, null, empty or false "error" falls back
      if (!truthy(error)) {
        error = body;
      }
      if (error.isObject() && error.has("message")) {
        JsonNode message = error.get("message");
        return message.isTextual() ? message.asText() : message.toString();
      }
    }
    return raw;
  }

  private static boolean truthy(JsonNode node) {
    if (node == null || node.isMissingNode() || node.isNull()) {
      return false;
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    if (node.isNumber()) {
      return node.asDouble() != 0;
    }
    if (node.isTextual()) {
      return !node.asText().isEmpty();
    }
    return !node.isEmpty();
  }

  private InferencePerfErrors() {}
}
