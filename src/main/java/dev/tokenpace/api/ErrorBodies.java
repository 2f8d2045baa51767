package dev.tokenpace.api;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The human message of an error response body: JSON {@code error.message} or {@code message}, else
 * the text.
 */
public final class ErrorBodies {

  static final int MAX_MESSAGE = 500;

  /** A plain-text error body's excerpt: a line, not a page. */
  static final int MAX_EXCERPT = 120;

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
    if (looksLikeHtml(trimmed)) {
      return truncate(htmlText(trimmed));
    }
    return truncate(trimmed);
  }

  /**
   * The message of an error status's body: as {@link #message} for JSON and HTML, and for plain
   * text its first line that says something, at most {@link #MAX_EXCERPT} characters, with an
   * ellipsis when more followed. A server's banner (WireMock's "Request was not matched", its rules
   * and its table of the closest stub) is then one short line, not 500 characters of it.
   */
  public static String excerpt(String body) {
    String trimmed = body.strip();
    if (trimmed.startsWith("{") || looksLikeHtml(trimmed)) {
      return message(body);
    }
    String[] lines = trimmed.split("\\R");
    for (int i = 0; i < lines.length; i++) {
      String line = WHITESPACE.matcher(lines[i]).replaceAll(" ").strip();
      if (!SAYS_SOMETHING.matcher(line).find()) {
        continue;
      }
      boolean more = i < lines.length - 1 || line.length() > MAX_EXCERPT;
      String cut = line.length() <= MAX_EXCERPT ? line : line.substring(0, MAX_EXCERPT);
      return more ? cut + " …" : cut;
    }
    return "";
  }

  /**
   * One line, at most {@link #MAX_MESSAGE} characters (plus an ellipsis): a message groups failures
   * in the report.
   */
  public static String oneLine(String s) {
    return truncate(s);
  }

  static String truncate(String s) {
    String line = WHITESPACE.matcher(s).replaceAll(" ").strip();
    return line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "…";
  }

  private static boolean looksLikeHtml(String body) {
    String head =
        body.substring(0, Math.min(body.length(), 200)).toLowerCase(java.util.Locale.ROOT);
    return head.startsWith("<!doctype html")
        || head.startsWith("<html")
        || head.contains("<head")
        || head.contains("<body");
  }

  /** A proxy's error page says it in its title ("502 Bad Gateway"); without one, its text. */
  private static String htmlText(String html) {
    java.util.regex.Matcher title = TITLE.matcher(html);
    if (title.find() && !title.group(1).isBlank()) {
      return title.group(1);
    }
    return TAG.matcher(html).replaceAll(" ");
  }

  private static final java.util.regex.Pattern WHITESPACE = java.util.regex.Pattern.compile("\\s+");
  private static final java.util.regex.Pattern TITLE =
      java.util.regex.Pattern.compile(
          "<title[^>]*>([^<]*)</title>", java.util.regex.Pattern.CASE_INSENSITIVE);

  /** A line with a letter or digit: not a rule of '=', '-' or '|'. */
  private static final java.util.regex.Pattern SAYS_SOMETHING =
      java.util.regex.Pattern.compile("[\\p{L}\\p{N}]");

  private static final java.util.regex.Pattern TAG = java.util.regex.Pattern.compile("<[^>]*>");
}
