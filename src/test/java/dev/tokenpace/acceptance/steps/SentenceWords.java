package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.ABOUT;
import static dev.tokenpace.acceptance.steps.NumberWords.ONE_NUMBER_ISH;
import static dev.tokenpace.acceptance.steps.NumberWords.UNIT;

/**
 * The grammar of a Then said as what a number is, as the step patterns match it: subject, metric,
 * verb, number and tolerance. {@link ReportClaims} reads the same words; these only decide which
 * step a line is, so a line the glossary's own step says stays that step's.
 */
final class SentenceWords {

  private static final String STATISTIC = "(?:" + MetricWords.STATISTICS + ")";
  private static final String METRIC = "(?:" + MetricWords.METRICS + ")";

  /**
   * "…, counted over successful requests only, …": where the report takes a statistic from, said
   * after its metric. Its statistics are its successes' (a failed request's are under its
   * failures), so the words say what every claim of a statistic already means.
   */
  static final String OVER_SUCCESSES =
      ",? (?:all |each |every one )?(?:counted |taken |computed |measured |coming )?(?:only"
          + " )?(?:over|across|of|for|from) (?:the"
          + " )?(?:(?:successful|succeeded|completed) requests|successes)(?: only| alone)?,?";

  /** The verbs between a metric and its number. */
  static final String VERB =
      "(?:is|are|was|were|(?:should|must|will|would) be|stays at|stays|stayed at|remains at"
          + "|remains|comes to|came to|comes out at|came out at|reads|equals)";

  /** A number as {@code {about}} takes it: "about 120 ms" or a bare "120 ms". */
  private static final String ABOUT_VALUE = "(?:" + ABOUT + ")?" + ONE_NUMBER_ISH + " ?" + UNIT;

  /** {@code {duration} {tolerance}}: "120 ms within 5 ms", "120 ms, give or take 5 ms". */
  private static final String WITHIN_VALUE =
      ONE_NUMBER_ISH + " ?" + UNIT + ",? " + NumberParameterTypes.TOLERANCE;

  /**
   * A number with its tolerance in any form: "about", "close to", "~"; "give or take", "plus or
   * minus", "±", "+/-", "within", "to within", bracketed or not, a duration or a share; "between
   * 140 and 160 ms"; "under 150 ms".
   */
  static final String VALUE =
      "(?:(?:"
          + ABOUT
          + "|close to |nearly |~ ?)?"
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + "(?:,? ?\\(? ?"
          + ValueWords.TOLERANCE
          + " ?(?:"
          + ToleranceWords.AMOUNT
          + "|"
          + ONE_NUMBER_ISH
          + ") ?\\)?)?|within "
          + ToleranceWords.AMOUNT
          + " of "
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + "|between "
          + ONE_NUMBER_ISH
          + "(?: ?"
          + UNIT
          + ")? and "
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + "|"
          + ValueWords.UPPER
          + " "
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + ")";

  /** Between a statistic and its metric: "the median of the TTFT". */
  static final String OF_THE = "(?:of (?:the |its )?(?:reported )?)?";

  /**
   * The requests a Then did not name before, how many in group 1 if said: "the other 4 requests",
   * "the remaining two", "the others", "the rest of the requests", "the three that follow".
   */
  /**
   * "the short-prompt request", "the request with the longest prompt": a request by its prompt's
   * length among the run's.
   */
  static final String BY_PROMPT_RANK =
      "the (?:short|shorter|shortest|long|longer|longest)[- ]prompt(?: request)?|the request with"
          + " the (?:short|shorter|shortest|long|longer|longest) prompt";

  static final String THE_OTHERS =
      "(?:(?:each|all|every one) of )?the (?:other|remaining|later|next|following)(?: (\\d+|"
          + NumberWords.CARDINALS
          + "))?(?: requests)?|the (\\d+|"
          + NumberWords.CARDINALS
          + ") (?:requests )?(?:that (?:follow|followed|come after|came after)|after (?:it|that))"
          + "|the others|the rest(?: of the requests)?";

  /** Whose number, which, and the verb: "its TTFT is", "every request's ITL should be". */
  static final String OPENING =
      "(?:(?:its|their|the)(?: reported)? (?:"
          + STATISTIC
          + " "
          + OF_THE
          + ")?|(?:every|each|all)(?: successful)? requests?'s? |(?:(?:the|its) \\w+"
          + " request|request \\d+|the request)'s )"
          + METRIC
          + "s?(?:"
          + OVER_SUCCESSES
          + ")? "
          + VERB;

  /** One claim said as what a number is: "its TTFT is 150 ms give or take 10 ms". */
  static final String ONE_CLAIM = OPENING + " " + VALUE;

  /**
   * The lines of one claim a glossary step says ("its {metric} is {about}", "the reported {metric}
   * is {duration} {tolerance}", "every request's {metric} should be {about}", …).
   */
  static final String GLOSSARY_ONE_CLAIM =
      "(?:its|the(?: reported)?) (?:"
          + STATISTIC
          + " )?"
          + METRIC
          + " (?:is|should be) "
          + ABOUT_VALUE
          + "|the reported (?:"
          + STATISTIC
          + " )?"
          + METRIC
          + " is "
          + WITHIN_VALUE
          + "|every (?:successful |healthy )?request's "
          + METRIC
          + " is (?:"
          + ABOUT_VALUE
          + "|"
          + WITHIN_VALUE
          + ")|every request's "
          + METRIC
          + " should be "
          + ABOUT_VALUE
          + "|the (?:reported )?"
          + STATISTIC
          + " "
          + METRIC
          + " should be between "
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + ",? and "
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + ",?|the (?:reported )?"
          + METRIC
          + " is "
          + ABOUT_VALUE
          + " and the "
          + METRIC
          + " is "
          + ABOUT_VALUE
          + "|the "
          + STATISTIC
          + " "
          + METRIC
          + " should be "
          + ABOUT_VALUE
          + " and the "
          + STATISTIC
          + " "
          + ABOUT_VALUE
          + "|(?:the )?"
          + METRIC
          + " should be .* for request \\d+";

  /**
   * A claim going on from the Then before, not a number alone ("the inter-token latency is 20 ms
   * for all of them, give or take 2 ms", "the median ITL stays at 10 ms"); "… of each request …",
   * "… of stage 2 …" and two metrics' "is … and the … is …" are the glossary's.
   */
  static final String GOING_ON =
      "(?:the "
          + STATISTIC
          + " "
          + METRIC
          + " (?:stays|stayed|remains) |the "
          + METRIC
          + " (?!of (?:each request|stage))(?!.* and the "
          + METRIC
          + " is )(?:is|was|stays|stayed|remains) (?!(?:"
          + ABOUT
          + ")?[\\d.,]+ ?(?:"
          + UNIT
          + ")$)).*";

  private SentenceWords() {}
}
