package dev.tokenpace.acceptance.steps;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Why a Then about the report's numbers falls outside the sentence grammar (docs/steps.md, "The
 * grammar of a Then"), for the did-you-mean: a bound alone, a stage as the subject, a throughput in
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

  /** A number said of something: what a claim about the report looks like. */
  private static final Pattern A_NUMBER = Pattern.compile("\\d ?(?:ms|s|seconds?|millis\\w*)\\b");

  private OutsideTheGrammar() {}

  /** What the sentence grammar does not read in {@code text}, said so its writer can rewrite it. */
  static Optional<String> why(String text) {
    boolean metric = A_METRIC.matcher(text).find();
    if (A_STAGE.matcher(text).find()) {
      return Optional.of(
          "A stage's own numbers are not judged in a sentence: compare two stages ('the p99 time to"
              + " first token of stage 2 is above stage 1's'), or count a stage's requests ('stage"
              + " 1 sent 10 requests').");
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
