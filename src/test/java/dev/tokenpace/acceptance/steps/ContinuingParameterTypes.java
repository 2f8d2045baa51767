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
          StageListSteps.NOT_OF_THE_STAGES
              + "(?:an? (?:"
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
   * Requests said to have succeeded, and how many: "6 requests succeeded", "the request succeeds",
   * "the request counts as successful", "all 10 requests count as successful", "the request is
   * reported as successful".
   */
  @ParameterType(
      value =
          "(?:the request|all \\d+ requests|\\d+ requests?|both requests)"
              + " (?:succeeded|succeeds|counts? as successful|(?:was|were|is|are)"
              + " successful|(?:is|are|was|were) (?:reported|counted) as (?:successful|a"
              + " success|successes))",
      useForSnippets = false)
  public SucceededRequests succeeded(String words) {
    return SucceededRequests.parse(words);
  }

  /** A count or a prompt length, with thousands separators or not ("2,000"). */
  private static final String N = "(?:\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+)";

  private static final String LENGTHS = N + "(?:(?:,? and |, )" + N + ")+";

  /**
   * "5 prompts each of 100, 1000 and 4000 tokens", "10 requests each with prompts of 500, 2,000 and
   * 8,000 tokens": that many of each length (as many as lengths, and no "each": one a length) (the
   * step pattern says the same words with no capturing group: Cucumber would pass each group as an
   * argument).
   */
  private static final String EACH_OF =
      "("
          + N
          + ") (?:requests|prompts) (?:each )?(?:of (?:each of )?|with (?:a )?prompts? of )("
          + LENGTHS
          + ") (?:tokens|words)(?: each)?";

  /** One part of a mix: "5 requests with 1000-token prompts", "10 of 4,000 tokens". */
  private static final Pattern PART =
      Pattern.compile(
          "("
              + N
              + ") (?:more )?(?:requests? |prompts? )?(?:with (?:an? )?("
              + N
              + ")-(?:token|word)|of ("
              + N
              + ") (?:tokens|words))");

  /**
   * Requests by their prompts' length: "5 requests with 1000-token prompts and 5 with 4000-token
   * prompts" (also "and then 5 requests with …"), "10 prompts of 100 tokens, 10 of 1,000 tokens and
   * 10 of 4,000 tokens": the lengths, one per request, in the order said.
   */
  @ParameterType(
      N
          + " (?:requests? )?with (?:an? )?"
          + N
          + "-(?:token|word) prompts?(?:(?:,? and(?: then)?|,(?: then)?) "
          + N
          + " (?:more )?(?:requests? )?with (?:an? )?"
          + N
          + "-(?:token|word) prompts?)*|"
          + N
          + " (?:requests|prompts) (?:each )?(?:of (?:each of )?|with (?:a )?prompts? of )"
          + LENGTHS
          + " (?:tokens|words)(?: each)?|"
          + N
          + " (?:requests|prompts) of "
          + N
          + " (?:tokens|words)(?:(?:,? and |, )"
          + N
          + " (?:more )?(?:requests |prompts )?of "
          + N
          + " (?:tokens|words))+")
  public List<Integer> promptMix(String words) {
    Matcher eachOf = Pattern.compile(EACH_OF).matcher(words);
    if (eachOf.matches()) {
      // "5 prompts each of 100, 1000 and 4000 tokens": 5 of each length, in the order said; "3
      // requests with prompts of 100, 2000 and 8000 tokens": as many requests as lengths, without
      // "each", one a length
      List<Integer> said = new ArrayList<>();
      Matcher length = Pattern.compile(N).matcher(eachOf.group(2));
      while (length.find()) {
        said.add(NumberWords.cardinal(length.group()));
      }
      int count = NumberWords.cardinal(eachOf.group(1));
      if (count == said.size() && !words.matches("(?s).*\\beach\\b.*")) {
        return said;
      }
      List<Integer> lengths = new ArrayList<>();
      said.forEach(one -> lengths.addAll(Collections.nCopies(count, one)));
      return lengths;
    }
    Matcher part = PART.matcher(words);
    List<Integer> lengths = new ArrayList<>();
    while (part.find()) {
      String length = part.group(2) != null ? part.group(2) : part.group(3);
      lengths.addAll(
          Collections.nCopies(NumberWords.cardinal(part.group(1)), NumberWords.cardinal(length)));
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
