package dev.tokenpace.acceptance.steps;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Why a Then about the report's numbers falls outside the sentence grammar (docs/steps.md, "The
 * grammar of a Then"), for the did-you-mean: a bound alone, a stage said otherwise, a throughput in
 * a sentence, a metric by a name no step knows.
 */
final class OutsideTheGrammar {

  private static final Pattern A_METRIC =
      Pattern.compile("\\b(?:" + MetricWords.METRICS + ")s?\\b", Pattern.CASE_INSENSITIVE);

  private static final Pattern A_BOUND =
      Pattern.compile(
          "\\b(?:at least|no less than|not less than|more than|over|above|higher than|slower than"
              + "|longer than) (?:about )?\\d",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern A_STAGE =
      Pattern.compile(
          "^(?:stage \\d+|the (?:first|second|third|last|\\d+(?:st|nd|rd|th)) stage|(?:the"
              + " )?requests (?:in|of) (?:stage \\d+|the \\w+ stage))\\b.*\\d",
          Pattern.CASE_INSENSITIVE);

  /** "the mean TTFT for the 100-token prompts is 30 ms": a statistic of a group of requests. */
  private static final Pattern A_GROUP_STATISTIC =
      Pattern.compile(
          "(?:"
              + MetricWords.STATISTICS
              + ").*(?:for|of) (?:the )?\\d+-(?:token|word) (?:prompts|requests)|^for (?:the )?"
              + "\\d+-(?:token|word) (?:prompts|requests) it is",
          Pattern.CASE_INSENSITIVE);

  /**
   * A timeout for a wait with no token ("gives up on a request after 5 seconds without a token"):
   * the client has one timeout per request, start to end ({@code load.request_timeout}).
   */
  private static final Pattern IDLE_TIMEOUT =
      Pattern.compile(
          "(?:gives? up|times? out|timeout|abandons?|cancels?).*(?:without (?:a|any) (?:new )?"
              + "(?:token|chunk|word|byte|data)|with no (?:new )?(?:token|chunk|word|byte|data)"
              + "|between (?:tokens|chunks)|idle|of silence|inactivity)",
          Pattern.CASE_INSENSITIVE);

  /** A number said of something: what a claim about the report looks like. */
  private static final Pattern A_NUMBER = Pattern.compile("\\d ?(?:ms|s|seconds?|millis\\w*)\\b");

  private OutsideTheGrammar() {}

  /** What the sentence grammar does not read in {@code text}, said so its writer can rewrite it. */
  static Optional<String> why(String text) {
    if (A_GROUP_STATISTIC.matcher(text).find()) {
      return Optional.of(
          "A statistic of the requests of one prompt length is not judged: say each one's number"
              + " ('the 100-token requests each have a TTFT of 30 ms, give or take 5 ms').");
    }
    if (IDLE_TIMEOUT.matcher(text).find()) {
      return Optional.of(
          "The client has one timeout per request, from its start to its end"
              + " (load.request_timeout), and none for a wait without a token: write 'the client"
              + " gives up on a request after 5 seconds', or script the silence and hold the"
              + " request to it ('the model stalls for 3 s after 2 chunks of its second answer').");
    }
    boolean metric = A_METRIC.matcher(text).find();
    if (A_STAGE.matcher(text).find()) {
      return Optional.of(
          "A stage's own numbers are said of the stage: 'for stage 2, the median time to first"
              + " token is 300 ms within 20 ms', 'stage 2 shows a median TTFT of 300 ms'; compare"
              + " two stages ('the p99 time to first token of stage 2 is above stage 1's'), or"
              + " count a stage's requests ('stage 1 sent 10 requests').");
    }
    if (metric && A_BOUND.matcher(text).find()) {
      return Optional.of(
          "A lower bound alone is not judged, having no upper end: say the number and its"
              + " tolerance ('its TTFT is 150 ms give or take 50 ms') or a range ('its TTFT is"
              + " between 100 and 200 ms').");
    }
    if (text.toLowerCase(java.util.Locale.ROOT).contains("throughput")) {
      return Optional.of(
          "A throughput has its own step: 'the reported request throughput is 8 requests per"
              + " second within 5 %'.");
    }
    if (!metric && A_NUMBER.matcher(text).find()) {
      return Optional.of(
          "If this is a number of the report, name its metric as the glossary does: "
              + MetricWords.METRICS.replace("|", ", ")
              + ".");
    }
    return Optional.empty();
  }
}
