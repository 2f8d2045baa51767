package dev.tokenpace.acceptance.steps;

import io.cucumber.java.ParameterType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words of sentences that lean on the one before, or say a run's shape in one breath: an And that
 * goes on listing the Then's claims, requests that "count as successful", prompts of two lengths.
 */
public class ContinuingParameterTypes {

  private static final String METRICS = "(?:" + MetricWords.METRICS + ")";
  private static final String STATISTICS = "(?:" + MetricWords.STATISTICS + ")";

  /**
   * Claims with no subject, going on from the Then before ("And a median ITL of 30 ms, give or take
   * 10%", "And 20 output tokens with an ITL of 10 ms"); "And the time per output token is 79 ms" is
   * a claim said as what a number is ({@code copulaClaims}).
   */
  @ParameterType(
      value =
          "(?:an? (?:"
              + STATISTICS
              + " "
              + SentenceWords.OF_THE
              + ")?"
              + METRICS
              + " (?:of|at) |\\d+ output tokens?\\b).*",
      useForSnippets = false)
  public String continuedClaims(String words) {
    return words;
  }

  /**
   * Requests said to have succeeded, and how many: "6 requests succeeded", "the request counts as
   * successful", "all 10 requests count as successful".
   */
  @ParameterType(
      value =
          "(?:the request|all \\d+ requests|\\d+ requests?|both requests) (?:succeeded|counts? as"
              + " successful|(?:was|were) successful)",
      useForSnippets = false)
  public SucceededRequests succeeded(String words) {
    return SucceededRequests.parse(words);
  }

  /**
   * "5 prompts each of 100, 1000 and 4000 tokens": that many of each length (the step pattern says
   * the same words with no capturing group: Cucumber would pass each group as an argument).
   */
  private static final String EACH_OF =
      "(\\d+) (?:requests|prompts) (?:each )?of (?:each of )?(\\d+(?:(?:,? and |, )\\d+)+)"
          + " (?:tokens|words)(?: each)?";

  /**
   * Requests by their prompts' length: "5 requests with 1000-token prompts and 5 with 4000-token
   * prompts": the lengths, one per request, in the order said.
   */
  @ParameterType(
      "\\d+ requests? with (?:an? )?\\d+-(?:token|word) prompts?(?:(?:,? and|,) \\d+ (?:more"
          + " )?(?:requests? )?with (?:an? )?\\d+-(?:token|word) prompts?)*|"
          + "\\d+ (?:requests|prompts) (?:each )?of (?:each of )?\\d+(?:(?:,? and |, )\\d+)+"
          + " (?:tokens|words)(?: each)?")
  public List<Integer> promptMix(String words) {
    Matcher eachOf = Pattern.compile(EACH_OF).matcher(words);
    if (eachOf.matches()) {
      // "5 prompts each of 100, 1000 and 4000 tokens": 5 of each length, in the order said
      List<Integer> lengths = new ArrayList<>();
      for (String length : eachOf.group(2).split(",? and |, ")) {
        lengths.addAll(
            Collections.nCopies(Integer.parseInt(eachOf.group(1)), Integer.parseInt(length)));
      }
      return lengths;
    }
    Matcher part =
        Pattern.compile("(\\d+) (?:more )?(?:requests? )?with (?:an? )?(\\d+)-").matcher(words);
    List<Integer> lengths = new ArrayList<>();
    while (part.find()) {
      lengths.addAll(
          Collections.nCopies(Integer.parseInt(part.group(1)), Integer.parseInt(part.group(2))));
    }
    return lengths;
  }

  /** One request after another, in the words people write for it. */
  @ParameterType(
      "one (?:request )?at a time|one after (?:the )?(?:another|other)|one request after (?:the"
          + " )?(?:another|other)|in turn")
  public String oneByOne(String words) {
    return words;
  }
}
