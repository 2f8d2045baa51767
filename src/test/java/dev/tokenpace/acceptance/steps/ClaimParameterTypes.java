package dev.tokenpace.acceptance.steps;

import io.cucumber.java.ParameterType;

/**
 * A sentence about the report, as its steps take it: who shows it, and its claims as text, which
 * {@link ReportClaims} reads in the step so a part it cannot read fails with its own message.
 */
public class ClaimParameterTypes {

  /** Who shows a report in a product owner's sentence: "the report shows …", "it reports …". */
  @ParameterType("the report|the results|the benchmark|the client|the run|it")
  public String reporter(String words) {
    return words;
  }

  /**
   * Claims said as what a number is, two or more: "its largest ITL is 1000 ms and its median ITL is
   * 20 ms", "the median TTFT is 100 ms and the p99 TTFT is 300 ms", "their TTFTs are 150 ms, 130 ms
   * and 110 ms"; one claim alone is the glossary's "its {metric} is {about}" and the like.
   */
  @ParameterType(
      value =
          "(?:(?:its|their) (?:(?:"
              + MetricWords.STATISTICS
              + ") )?(?:"
              + MetricWords.METRICS
              + ")s? (?:is|are|was|were)|the (?:"
              + MetricWords.STATISTICS
              + ") (?:"
              + MetricWords.METRICS
              + ") (?:is|was)|the (?:"
              + MetricWords.METRICS
              + ")s (?:are|were)|(?:(?:their|the) )?(?:request |end-to-end )?latencies"
              + " (?:are|were)) .+(?:, | and ).+",
      useForSnippets = false)
  public String copulaClaims(String words) {
    return words;
  }

  /** Any claims at all; never offered in a snippet, as it matches anything. */
  @ParameterType(value = ".+", useForSnippets = false)
  public String claims(String words) {
    return words;
  }

  /**
   * Two claims or more, apart by a comma or "and": what "every request reports …" and "2 requests
   * report …" say beyond the one-claim steps, which end at their number and so never match these.
   */
  @ParameterType(value = ".+(?:, | and ).+", useForSnippets = false)
  public String claimList(String words) {
    return words;
  }
}
