package dev.tokenpace.acceptance.steps;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two numbers said as one ("the median ITL and the median TPOT are both 10 ms", "the median ITL and
 * TPOT are 10 ms", "the mean and median ITL are 20 ms"), read as the two claims they are: "the
 * median ITL is 10 ms and the median TPOT is 10 ms". A second metric said bare keeps the first's
 * statistic; two statistics of one metric share it.
 */
final class SharedNumber {

  private static final String OWNER = "(?:its|their|the)(?: reported)?";
  private static final String STATISTIC = "(?:" + MetricWords.STATISTICS + ")";
  private static final String METRIC = "(?:" + MetricWords.METRICS + ")";
  private static final String ARE =
      "(?:are both|are|were both|were|should both be|must both be|both are|both should be)";
  private static final String BOTH = "(?:both )?";

  /** "…, counted over successful requests only,": what the two claims mean anyway, left out. */
  private static final String SCOPE = "(?:" + SentenceWords.OVER_SUCCESSES + ")?";

  /** What may follow the shared number: more claims. */
  private static final String MORE = "(?:(?:,? and |,? but |,? while |, ).+)?";

  /** The verb, the one number, and what more follows. */
  private static final String SHARED =
      " " + ARE + " (?<value>" + SentenceWords.VALUE + ")(?<more>" + MORE + ")";

  /** Two metrics, each with its statistic or the second sharing the first's. */
  private static final String TWO_METRICS =
      BOTH
          + "(?<owner>"
          + OWNER
          + ") (?<statistic>"
          + STATISTIC
          + " )?(?<metric>"
          + METRIC
          + ") and (?:"
          + OWNER
          + " )?(?<other>"
          + STATISTIC
          + " )?(?<second>"
          + METRIC
          + ")"
          + SCOPE
          + SHARED;

  /** Two statistics of one metric. */
  private static final String TWO_STATISTICS =
      BOTH
          + "(?<owner>"
          + OWNER
          + ") (?<statistic>"
          + STATISTIC
          + ") and (?:the )?(?<other>"
          + STATISTIC
          + ") (?<metric>"
          + METRIC
          + ")"
          + SCOPE
          + SHARED;

  /** Two statistics of one metric inside a list: "median and p99 TTFT of 100 ms". */
  private static final Pattern STATISTICS_OF =
      Pattern.compile(
          "(?i)(?<=^|, | and | but | while )(?<article>(?:an?|the|its) )?(?<statistic>"
              + STATISTIC
              + ") and (?:the )?(?<other>"
              + STATISTIC
              + ") (?<metric>"
              + METRIC
              + ") of (?<value>"
              + SentenceWords.VALUE
              + ")(?=$|,| and | but | while )");

  /**
   * Either form, as a step's pattern takes it: the same words without groups, as a parameter type
   * passes each group on.
   */
  static final String WORDS =
      BOTH
          + OWNER
          + " (?:(?:"
          + STATISTIC
          + " )?"
          + METRIC
          + " and (?:"
          + OWNER
          + " )?(?:"
          + STATISTIC
          + " )?"
          + METRIC
          + "|"
          + STATISTIC
          + " and (?:the )?"
          + STATISTIC
          + " "
          + METRIC
          + ")"
          + SCOPE
          + " "
          + ARE
          + " "
          + SentenceWords.VALUE
          + MORE;

  private static final Pattern METRICS_SHARE = Pattern.compile("(?i)^" + TWO_METRICS + "$");
  private static final Pattern STATISTICS_SHARE = Pattern.compile("(?i)^" + TWO_STATISTICS + "$");

  private SharedNumber() {}

  /** The sentence with each number said of two as two claims; else as it is. */
  static String asTwoClaims(String sentence) {
    String whole = sharedFromTheStart(sentence);
    if (!whole.equals(sentence)) {
      return whole;
    }
    // "the TTFTs are 100, 380 and 660 ms, the mean and median TTFT are both 380 ms": a shared
    // number after other claims
    Matcher boundary = CLAIM_BOUNDARY.matcher(sentence);
    while (boundary.find()) {
      String rest = sentence.substring(boundary.end());
      String shared = sharedFromTheStart(rest);
      if (!shared.equals(rest)) {
        return sentence.substring(0, boundary.end()) + shared;
      }
    }
    return whole;
  }

  private static final Pattern CLAIM_BOUNDARY = Pattern.compile(",? and |, ");

  private static String sharedFromTheStart(String sentence) {
    Matcher metrics = METRICS_SHARE.matcher(sentence);
    if (metrics.matches()) {
      String owner = metrics.group("owner");
      String first = Objects.requireNonNullElse(metrics.group("statistic"), "");
      String second = Objects.requireNonNullElse(metrics.group("other"), first);
      return both(
          owner + " " + first + metrics.group("metric"),
          owner + " " + second + metrics.group("second"),
          metrics);
    }
    Matcher statistics = STATISTICS_SHARE.matcher(sentence);
    if (statistics.matches()) {
      String owner = statistics.group("owner");
      String metric = statistics.group("metric");
      return both(
          owner + " " + statistics.group("statistic") + " " + metric,
          owner + " " + statistics.group("other") + " " + metric,
          statistics);
    }
    Matcher of = STATISTICS_OF.matcher(sentence);
    StringBuilder read = new StringBuilder();
    while (of.find()) {
      String article = Objects.requireNonNullElse(of.group("article"), "");
      String tail = " " + of.group("metric") + " of " + of.group("value");
      of.appendReplacement(
          read,
          Matcher.quoteReplacement(
              article
                  + of.group("statistic")
                  + tail
                  + " and "
                  + article
                  + of.group("other")
                  + tail));
    }
    return of.appendTail(read).toString();
  }

  private static String both(String first, String second, Matcher shared) {
    String value = shared.group("value");
    return first + " is " + value + " and " + second + " is " + value + shared.group("more");
  }
}
