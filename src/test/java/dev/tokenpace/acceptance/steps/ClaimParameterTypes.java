package dev.tokenpace.acceptance.steps;

import io.cucumber.java.ParameterType;

/**
 * A sentence about the report, as its steps take it: who shows it, and its claims as text, which
 * {@link ReportClaims} reads in the step so a part it cannot read fails with its own message.
 */
public class ClaimParameterTypes {

  /** Who shows a report in a product owner's sentence: "the report shows …", "it reports …". */
  @ParameterType(
      "the report|the results|the benchmark|the client|the run|the summary|it|the successful"
          + " requests|the successes|(?:each|every) successful request")
  public String reporter(String words) {
    return words;
  }

  /**
   * Every prompt length of a run that sends several: "for every prompt length", "whatever the
   * prompt length", "for all three lengths".
   */
  @ParameterType(
      "(?:for|at|in) (?:every|each) (?:prompt[ -])?length|whatever the (?:prompt|prompt's)"
          + " (?:length|size)|(?:for|across) (?:all|each of) (?:the )?(?:\\w+ )?(?:prompt[ -])?"
          + "lengths|for every prompt size|whatever the prompt")
  public String everyLength(String words) {
    return words;
  }

  /** Every run of a scenario: "in all three runs", "across all the benchmarks", "in each run". */
  @ParameterType(
      "(?:in|for|across) (?:all|each of|every one of) (?:the )?(?:\\w+ )?(?:runs|benchmarks|stages)"
          + "|(?:in|for) (?:every|each) (?:run|benchmark|stage)")
  public String everyRun(String words) {
    return words;
  }

  /**
   * The whole run said before its claims: "over the whole run of 20 requests", "across all 20
   * requests", "for the entire benchmark", "overall".
   */
  @ParameterType(
      "(?:over|across|for|in) the (?:whole|entire|full) (?:run|benchmark)(?: of \\d+(?:,\\d{3})*"
          + " requests)?|(?:over|across|for) all(?: the)?(?: \\d+(?:,\\d{3})*)? requests|overall")
  public String wholeRun(String words) {
    return words;
  }

  /**
   * The prompt lengths, shortest first, a list of numbers stands for: "for the three lengths", or
   * "respectively" after the lengths were said.
   */
  @ParameterType(
      "for the (?:\\w+ )?(?:prompt[ -])?lengths(?: respectively)?|for the (?:short|shortest),"
          + " (?:medium|middle) and (?:long|longest) prompts(?: respectively)?|respectively")
  public String theLengths(String words) {
    return words;
  }

  /**
   * The whole run said to end within a bound: "the run finishes in under", "the whole benchmark
   * should take less than", "the run completes within".
   */
  @ParameterType(
      "(?:the (?:whole |entire |full )?(?:benchmark )?run|the (?:whole |entire )?benchmark)"
          + " (?:finishes|completes|ends|is over|is done|takes|lasts"
          + "|should (?:finish|complete|end|be over|be done|take|last))"
          + "(?: in)? (?:under|less than|at most|within|no more than|no longer than)")
  public String runEndsWithin(String words) {
    return words;
  }

  /**
   * Claims said as what a number is: a subject ("its", "the", "the reported", "every request's"), a
   * metric (a statistic of it), a verb ("is", "should be", "comes to", …) and a number with its
   * tolerance in any form ("its TTFT is 150 ms give or take 10 ms", "the p90 ITL should be about 20
   * ms"); or two claims or more ("its largest ITL is 1000 ms and its median ITL is 20 ms", "their
   * TTFTs are 150 ms, 130 ms and 110 ms"); or one number of two ("the median ITL and the median
   * TPOT are both 10 ms", {@link SharedNumber}). A line the glossary's own step says ("its {metric}
   * is {about}", "the reported {metric} is {duration} {tolerance}", …) is left to it: both judge
   * alike, and Cucumber refuses a line two steps match.
   */
  @ParameterType(
      value =
          "(?!(?:"
              + SentenceWords.GLOSSARY_ONE_CLAIM
              // "its gap between tokens is 10 ms plus 5 ms for every request it is working on":
              // a server's pace, which no report shows
              + ")$)(?!.* plus \\d[\\d.]* ?ms (?:for|per) (?:every|each) )(?!.* (?:for the (?:\\w+"
              + " )?(?:prompt[ -])?lengths(?:"
              + " respectively)?|respectively)$)"
              + StageListSteps.NOT_OF_THE_STAGES
              + "(?:"
              + SentenceWords.ONE_CLAIM
              + "|(?:"
              + SentenceWords.OPENING
              + "|the (?:"
              + MetricWords.STATISTICS
              + ") (?:"
              + MetricWords.METRICS
              + ") (?:is|was)|the (?:"
              + MetricWords.METRICS
              + ")s (?:are|were)|(?:(?:their|the) )?(?:request |end-to-end )?latencies"
              + " (?:are|were)) .+(?:, | and | while ).+|"
              + SentenceWords.GOING_ON
              // "the TTFT statistics are mean 200 ms, median 100 ms and max 500 ms"
              + "|(?:the |its )?(?:reported )?(?:"
              + MetricWords.METRICS
              + ") (?:statistics|stats|figures|numbers|summary)(?:"
              + " (?:are|were|show|read|is|gives?))?:? (?:"
              + MetricWords.STATISTICS
              + ") .+"
              + "|"
              + SharedNumber.WORDS
              // "the output throughput is about 320 tokens per second": one throughput, its share
              // the feature's; the glossary's own line ("… within 5 %") is left to it
              + "|(?!the reported .+ within \\d+ %$)(?:the |its )?(?:reported"
              + " )?(?:(?:output|input|total)(?: token)? |request )?throughput (?:is|was)"
              + " (?:(?:about|around|roughly|approximately) |~ ?)?\\d.*)",
      useForSnippets = false)
  public String copulaClaims(String words) {
    return words;
  }

  /**
   * Claims about the whole run said with no reporter, as outcomes: "14 requests succeed and 6
   * fail", "27 requests succeed and 3 fail with reason "timeout"", "every request is counted with
   * 21 output tokens", "the total output tokens is 6000", "the failures are broken down as 10 "HTTP
   * 500" and 10 "connection dropped"", "latency figures are computed from the 80 successful
   * requests only". A line a glossary step says ("20 requests succeeded", "27 requests succeeded
   * and 3 failed", "6 requests succeeded with …") is left to it.
   */
  @ParameterType(value = RunClaimWords.OPENING, useForSnippets = false)
  public String runClaims(String words) {
    return words;
  }

  /**
   * What a report "counts": output tokens first ("300 output tokens per request and 3000 in
   * total"); "the report counts 3 answers past max_tokens" and the like are the glossary's.
   */
  @ParameterType(value = "\\d+(?:,\\d{3})* output tokens?\\b.*", useForSnippets = false)
  public String countedClaims(String words) {
    return words;
  }

  /**
   * Any claims at all but a fault said of requests ("requests 5, 15 and so on have the connection
   * closed after 20 tokens", which sets the server) and words that lead in a table (ending in a
   * colon); never offered in a snippet.
   */
  @ParameterType(
      value = "(?!(?:the|their) connections? (?:closed|dropped|cut)\\b).+(?<!:)",
      useForSnippets = false)
  public String claims(String words) {
    return words;
  }

  /**
   * Two claims or more, apart by a comma or "and": what "every request reports …" and "2 requests
   * report …" say beyond the one-claim steps, which end at their number and so never match these.
   * ", give or take 10 ms" is the number's tolerance, not a second claim.
   */
  @ParameterType(
      value = ".+(?:, (?!" + ToleranceWords.GIVE_OR_TAKE + "|within|±)| and ).+",
      useForSnippets = false)
  public String claimList(String words) {
    return words;
  }
}
