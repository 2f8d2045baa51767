package dev.tokenpace.acceptance.steps;

/**
 * Which lines are claims about the whole run said with no reporter ("14 requests succeed and 6
 * fail", "the total output tokens is 6000"), as the step pattern matches them; {@link
 * RunClaimGrammar} reads the claims. A line a glossary step says stays that step's: Cucumber
 * refuses a line two steps match.
 */
final class RunClaimWords {

  /** The glossary's own lines of counts, and "{succeeded} with {claims}". */
  private static final String GLOSSARY_COUNTS =
      "\\d+ requests? succeeded(?: and \\d+ (?:requests? )?failed)?$|all \\d+ requests"
          + " succeeded$|(?:the request|all \\d+ requests|\\d+ requests?|both requests)"
          + " (?:succeeded|counts? as successful|(?:was|were) successful) with |(?:1|one) request"
          + " succeeds with ";

  /** "14 requests succeed", "all 4 requests succeed", "3 requests time out", "both requests …". */
  private static final String OUTCOME =
      "(?:all (?:of the )?\\d+ |both |\\d+ (?:out )?of (?:the |all )?\\d+ |\\d+ )requests?"
          + " (?:succeed|fail|time out|timed out|are successful|were successful|(?:are|were)"
          + " (?:reported|counted) as successful)(?:s|ed)?\\b.*";

  /** "all requests succeed", "no request fails", "there were no failures": no count. */
  private static final String NONE_FAILED =
      "(?:all(?: of)?(?: the)? requests|every(?: single)? request|each request)"
          + " (?:succeed(?:s|ed)?|(?:are|were|is|was) (?:(?:reported|counted) as"
          + " )?successful|complete(?:s|d)? successfully)\\b.*|(?:no|not a single|not one)"
          + " requests? (?:fails?|failed|errors? out|errored|(?:is|was|are|were)"
          + " (?:counted|reported) as failed)\\b.*|none of (?:the|its|their) requests"
          + " (?:fails?|failed)\\b.*|there (?:are|were|should be) no (?:failures|errors|failed"
          + " requests)\\b.*";

  /** "the failures are timeouts", "each failure is reported as an incomplete stream". */
  private static final String FAILURES_ARE =
      "(?:each|every|all|all the|all of the|the) (?:failures?|failed requests?|errors?) (?:is|are"
          + "|was|were|should be) (?:(?:marked|labell?ed|counted|reported|classified) as )?(?:an?"
          + " |all )?(?:"
          + dev.tokenpace.acceptance.checks.FailureWords.REGEX
          + ")s?";

  /** "every request is counted with 21 output tokens", "each request counts 21 output tokens". */
  private static final String EVERY_REQUESTS_TOKENS =
      // "each request gets its first token after 200 ms, then 5 output tokens in all": the
      // server's pace, not the report's count
      "(?!.*\\bfirst (?:token|word|chunk) (?:after|at)\\b)"
          + "(?:every|each|all)(?: successful)? (?:requests?|answers?) (?:(?:is|are|was|were)"
          + " (?:counted|reported)"
          + "|counts?|gets?|got|produces?|produced|streams?|streamed|returns?|returned|(?:is|are"
          + "|was|were) credited) .*\\d+ output tokens?.*|(?:every|each|all)(?: successful)?"
          + " requests? (?:reports?|reported) \\d+ output tokens?(?: each)?";

  /** "the total output tokens is 6000", "the output token total comes to 6000". */
  private static final String TOTAL =
      "(?:the |its )?(?:(?:reported )?total (?:number of )?output tokens?|output token total|total"
          + " output token count|number of output tokens in total) .*\\d.*|(?:the |their )?output"
          + " tokens (?:add up|sum|come|amount) to \\d+.*";

  /** "the 3 failures are timeouts", "all 6 failures were HTTP 500s". */
  private static final String FAILURES_WERE =
      "(?:(?:the|all|all of the|all the) )?\\d+ (?:failures?|failed requests?|errors?) (?:are|were"
          + "|is|was) .*";

  /**
   * Between "the failures" and a breakdown's first count: "are broken down as", "were reported as",
   * "are split into", "are:", "were".
   */
  static final String BROKEN_DOWN =
      "(?:(?:(?:is|are|was|were|should be|must be) )?(?:reported|broken down|labell?ed|classified"
          + "|counted|split|grouped|listed|shown)(?: up)?(?: as| into| by (?:kind|family|reason)(?:"
          + " as)?)?:?|(?:is|are|was|were)(?: made up of)?:?|:)";

  /** "the failures are broken down as 10 "HTTP 500" and …": a count follows the verb. */
  private static final String BREAKDOWN =
      "(?:the )?(?:failures?|errors?|failed requests) " + BROKEN_DOWN + " \\d+ .*";

  /**
   * "latency and token statistics are computed from the 14 successful requests only"; "… figures
   * are based on … with …" is the glossary's.
   */
  private static final String FIGURES =
      "(?!.* with )(?:[\\w-]+,?"
          + " )*(?:statistics|figures|numbers|metrics|stats|distributions|(?:output"
          + " )?tokens|throughputs?|totals|"
          + MetricWords.METRICS
          + ")"
          + RunClaimGrammar.FIGURES_FROM
          + " .*\\d+ (?:successful requests|successes|requests that succeeded).*";

  /** "output throughput is worked out from the 6000 tokens actually received". */
  private static final String THROUGHPUT_FROM =
      "(?:the )?(?:reported )?output(?: token)? throughput"
          + RunClaimGrammar.FIGURES_FROM
          + " .*\\d+ (?:output )?tokens?.*";

  static final String OPENING =
      "(?!(?:"
          + GLOSSARY_COUNTS
          + "))(?:"
          + OUTCOME
          + "|"
          + EVERY_REQUESTS_TOKENS
          + "|"
          + TOTAL
          + "|"
          + FAILURES_WERE
          + "|"
          + BREAKDOWN
          + "|"
          + FIGURES
          + "|"
          + THROUGHPUT_FROM
          + "|"
          + NONE_FAILED
          + "|"
          + FAILURES_ARE
          + ")";

  private RunClaimWords() {}
}
