package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.clients.FailureFamily;
import dev.tokenpace.acceptance.judge.ClientClaims;
import java.util.List;
import java.util.Locale;
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

  /** Each family with tokenpace's label, then the words a scenario may use for it. */
  private static final List<Family> FAMILIES =
      List.of(
          new Family(FailureFamily.TIMEOUT, "Timeout", "timeout", "time-out", "timed out"),
          new Family(
              FailureFamily.CUT_SHORT,
              "Incomplete Stream",
              "cut-short stream",
              "stream cut short",
              "incomplete stream",
              "stream cut off early",
              "stream cut off",
              "cut-off stream",
              "dropped connection",
              "connection dropped",
              "dropped stream",
              "stream dropped",
              "cut connection",
              "connection cut",
              "closed connection",
              "connection closed",
              "connection reset",
              "reset connection"),
          new Family(
              FailureFamily.REFUSED,
              "Connection Error",
              "refused connection",
              "connection refused",
              "connection error"),
          new Family(FailureFamily.TLS, "TLS Error", "tls error", "failed tls handshake"),
          new Family(FailureFamily.ERROR_EVENT, "Error Event", "error event"),
          new Family(
              FailureFamily.MALFORMED,
              "Invalid JSON",
              "malformed chunk",
              "malformed response",
              "invalid json",
              "invalid json chunk",
              "invalid response data",
              "invalid data",
              "garbled chunk",
              "corrupted chunk",
              "corrupt chunk",
              "garbled data",
              "broken json"));

  /**
   * Where a stream was cut, which says nothing more of its family: "connection dropped mid-answer",
   * "… mid-stream", "… during the answer".
   */
  private static final String MIDWAY =
      " ?(?:mid-?(?:stream|answer|response|way)|midway|(?:during|in the middle of) the"
          + " (?:stream|answer|response))";

  /** What a step's {@code {failure}} takes: an article, then the family's words or a status. */
  public static final String REGEX =
      "(?:an? )?(?:(?:timeout|time-out|timed out)(?: after \\d+(?:\\.\\d+)?"
          + " ?(?:ms|s|seconds?))?|cut-short stream|stream cut short|stream cut off(?:"
          + " early)?|cut-off stream|incomplete stream|(?:dropped|cut) (?:connection|stream)(?:"
          + MIDWAY
          + ")?|(?:closed connection|connection closed|connection reset|reset"
          + " connection)|(?:connection|stream) (?:dropped|cut)(?:"
          + MIDWAY
          + ")?|refused connection|connection refused|connection error|TLS error|failed TLS"
          + " handshake|error event|malformed (?:chunk|response)|invalid JSON(?: chunk)?|invalid"
          + " (?:response )?data|garbled (?:chunk|data)|corrupt(?:ed)? chunk|broken JSON|HTTP"
          + " error(?: status)?|HTTP failure|error status|server error|(?:HTTP )?(?:status"
          + " )?\\d{3})";

  /** An HTTP error of any status: "3 HTTP errors". */
  private static final Pattern ANY_STATUS =
      Pattern.compile(
          "(?:an? )?(?:HTTP error(?: status)?|HTTP failure|error status|server error)(?:es|s)?",
          Pattern.CASE_INSENSITIVE);

  /** "HTTP 503", "status 429", "429 Too Many Requests": a status, its reason phrase said or not. */
  private static final Pattern STATUS =
      Pattern.compile(
          "(?:an? )?(?:HTTP )?(?:status )?(\\d{3})(?: [a-z][a-z' -]*)?", Pattern.CASE_INSENSITIVE);

  public static FailureWords parse(String text) {
    String words = text.trim();
    Matcher status = STATUS.matcher(words);
    if (status.matches()) {
      int code = Integer.parseInt(status.group(1));
      return new FailureWords(words, FailureFamily.HTTP_STATUS, code + " - …", code);
    }
    if (ANY_STATUS.matcher(words).matches()) {
      return new FailureWords(words, FailureFamily.HTTP_STATUS, "an HTTP status", null);
    }
    String key =
        words
            .toLowerCase(Locale.ROOT)
            .replaceFirst("^an? ", "")
            // "a timeout after 2000 ms": when it gave up is the run's setting, not the family
            .replaceFirst("^(timeout|time-out|timed out) after .*$", "$1")
            .replaceFirst("(?:" + MIDWAY + ")$", "");
    Family family =
        FAMILIES.stream().filter(f -> List.of(f.words()).contains(key)).findFirst().orElse(null);
    if (family == null) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' is not a kind of failure; write e.g. a timeout, a cut-short stream, a"
              + " refused connection, a TLS error, an error event, a malformed chunk or an HTTP"
              + " 503");
    }
    return new FailureWords(words, family.family(), family.label(), null);
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
    if (status == null
        && family == FailureFamily.HTTP_STATUS
        && reported != null
        && reported.matches("\\d{3} - .*")) {
      return reported; // an HTTP error of any status
    }
    return label;
  }

  @Override
  public String toString() {
    return words;
  }

  /** A family of failures, tokenpace's label for it, and a scenario's words for it (lower case). */
  private record Family(FailureFamily family, String label, String... words) {}
}
