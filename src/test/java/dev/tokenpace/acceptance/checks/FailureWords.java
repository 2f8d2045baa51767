package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.clients.FailureFamily;
import dev.tokenpace.acceptance.judge.ClientClaims;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a request failed, as a product owner says it ("a timeout", "a cut-short stream", "a refused
 * connection", "an HTTP 503"): a {@link FailureFamily} and the label tokenpace's report gives it
 * (docs/reliability.md), which a failure check expects. Another client's words for the same family
 * are "labelled otherwise" ({@link ClientClaims}).
 *
 * @param status the HTTP status, for {@link FailureFamily#HTTP_STATUS}; else {@code null}
 */
public record FailureWords(String words, FailureFamily family, String label, Integer status) {

  /** The words, each with its family's tokenpace label; an HTTP status is apart. */
  private static final Map<String, Map.Entry<FailureFamily, String>> FAMILIES =
      Map.ofEntries(
          Map.entry("timeout", Map.entry(FailureFamily.TIMEOUT, "Timeout")),
          Map.entry("time-out", Map.entry(FailureFamily.TIMEOUT, "Timeout")),
          Map.entry("cut-short stream", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("stream cut short", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("incomplete stream", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("stream cut off", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry(
              "stream cut off early", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("cut-off stream", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("dropped connection", Map.entry(FailureFamily.CUT_SHORT, "Incomplete Stream")),
          Map.entry("refused connection", Map.entry(FailureFamily.REFUSED, "Connection Error")),
          Map.entry("connection refused", Map.entry(FailureFamily.REFUSED, "Connection Error")),
          Map.entry("connection error", Map.entry(FailureFamily.REFUSED, "Connection Error")),
          Map.entry("tls error", Map.entry(FailureFamily.TLS, "TLS Error")),
          Map.entry("failed tls handshake", Map.entry(FailureFamily.TLS, "TLS Error")),
          Map.entry("error event", Map.entry(FailureFamily.ERROR_EVENT, "Error Event")),
          Map.entry("malformed chunk", Map.entry(FailureFamily.MALFORMED, "Invalid JSON")),
          Map.entry("invalid json", Map.entry(FailureFamily.MALFORMED, "Invalid JSON")));

  /** What a step's {@code {failure}} takes: an article, then the family's words or a status. */
  public static final String REGEX =
      "(?:an? )?(?:timeout|time-out|cut-short stream|stream cut short|stream cut off(?:"
          + " early)?|cut-off stream|incomplete stream|dropped"
          + " connection|refused connection|connection refused|connection error|TLS error|failed"
          + " TLS handshake|error event|malformed chunk|invalid JSON|(?:HTTP )?(?:status )?\\d{3})";

  private static final Pattern STATUS = Pattern.compile("(?:an? )?(?:HTTP )?(?:status )?(\\d{3})");

  public static FailureWords parse(String text) {
    String words = text.trim();
    Matcher status = STATUS.matcher(words);
    if (status.matches()) {
      int code = Integer.parseInt(status.group(1));
      return new FailureWords(words, FailureFamily.HTTP_STATUS, code + " - …", code);
    }
    String key = words.toLowerCase(Locale.ROOT).replaceFirst("^an? ", "");
    Map.Entry<FailureFamily, String> family = FAMILIES.get(key);
    if (family == null) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' is not a kind of failure; write e.g. a timeout, a cut-short stream, a"
              + " refused connection, a TLS error, an error event, a malformed chunk or an HTTP"
              + " 503");
    }
    return new FailureWords(words, family.getKey(), family.getValue(), null);
  }

  /**
   * The label a failure check expects, given the one reported: tokenpace's label of the family, or
   * for an HTTP status the reported label itself when it names that status ("503 - Service
   * Unavailable"), so only the status is held.
   */
  public String expectedLabel(String reported) {
    if (status != null && reported != null && reported.startsWith(status + " - ")) {
      return reported;
    }
    return label;
  }

  @Override
  public String toString() {
    return words;
  }
}
