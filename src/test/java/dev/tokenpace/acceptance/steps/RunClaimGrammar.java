package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.ABOUT;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.steps.ReportClaim.CachedPromptTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.FailuresAre;
import dev.tokenpace.acceptance.steps.ReportClaim.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.Percent;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of a claim about the whole run rather than a metric: how many succeeded and failed, the
 * output tokens, the error rate and goodput, how failures are labelled, answers past their limit.
 */
final class RunClaimGrammar {

  private static final String COUNT = "(\\d+|no|zero|none)";
  private static final String PERCENT = "(\\d+(?:\\.\\d+)? ?(?:%|percent))";

  private static final Pattern ERROR_RATE =
      ClaimGrammar.pattern(
          ClaimGrammar.ARTICLE
              + "(?:error|failure) rate"
              + ClaimGrammar.LINK
              + "(?:"
              + ABOUT
              + ")?"
              + PERCENT);
  private static final Pattern GOODPUT =
      ClaimGrammar.pattern(
          ClaimGrammar.ARTICLE + "goodput" + ClaimGrammar.LINK + "(?:" + ABOUT + ")?" + PERCENT);
  private static final Pattern SUCCESSES =
      ClaimGrammar.pattern(
          COUNT
              + " (?:successful requests?|successful|successes|success|succeeded(?: requests?)?"
              + "|requests? succeeded)");
  private static final Pattern FAILURES =
      ClaimGrammar.pattern(
          COUNT + " (?:failed requests?|failed|failures?|errors?|requests? failed)");

  /**
   * "16 output tokens in total", "18 tokens in all", "a total of 16 output tokens", "an output
   * total of 20 tokens": the successes' output tokens, summed.
   */
  /** ", as actually received": the count is what came, whatever was asked for. */
  private static final String AS_RECEIVED = "(?:,? as (?:actually )?(?:received|streamed|sent))?";

  private static final Pattern TOTAL_TOKENS =
      ClaimGrammar.pattern(
          "(?:(\\d+) (?:output )?tokens? (?:in total|in all|altogether|all told)|a total of (\\d+)"
              + " (?:output )?tokens?|(?:an? |the )?(?:output )?total of (\\d+) (?:output"
              + " )?tokens?)"
              + AS_RECEIVED);

  /** "each failure marked as a stream cut off early": every failure of that family. */
  private static final Pattern FAILURES_ARE =
      ClaimGrammar.pattern(
          "(?:each|every|all|the) failures? (?:(?:is|are|was|were) )?(?:marked|labell?ed|counted"
              + "|reported|classified) as ("
              + FailureWords.REGEX
              + ")");

  private static final Pattern ALL_SUCCEEDED =
      ClaimGrammar.pattern("all (\\d+) requests (?:succeeded|successful)");
  private static final Pattern TOKENS =
      ClaimGrammar.pattern(
          "(\\d+) output tokens?(?: for the request| in the answer)?" + AS_RECEIVED);
  private static final Pattern CACHED =
      ClaimGrammar.pattern(
          "(\\d+) (?:of (?:the|its|their) prompt tokens (?:were|as) cached|cached prompt tokens?"
              + "|prompt tokens? (?:were |as )?cached|prompt tokens? from (?:the )?cache)");
  private static final Pattern PAST_LIMIT =
      ClaimGrammar.pattern(
          "(\\d+) (?:out )?of (?:the )?(\\d+) (?:answers|requests|responses) (?:ran past|went"
              + " past|exceeded|(?:were|ran) longer than) (?:the|their) (?:(?:token"
              + " )?(?:limit|max_tokens)|requested (?:\\d+ )?(?:output )?tokens)");

  private RunClaimGrammar() {}

  /** A count or a share of the whole run: successes, failures, tokens, error rate, goodput. */
  static ReportClaim one(String t) {
    Matcher m;
    if ((m = SUCCESSES.matcher(t)).matches()) {
      return new Successes(count(m.group(1)));
    }
    if ((m = ALL_SUCCEEDED.matcher(t)).matches()) {
      return new Successes(Integer.parseInt(m.group(1)));
    }
    if ((m = FAILURES.matcher(t)).matches()) {
      return new Failures(count(m.group(1)));
    }
    if ((m = TOKENS.matcher(t)).matches()) {
      return new OutputTokens(Integer.parseInt(m.group(1)));
    }
    if ((m = TOTAL_TOKENS.matcher(t)).matches()) {
      String count = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
      return new TotalTokens(Integer.parseInt(count));
    }
    if ((m = ERROR_RATE.matcher(t)).matches()) {
      return new ErrorRate(Percent.parse(m.group(1)));
    }
    if ((m = GOODPUT.matcher(t)).matches()) {
      return new Goodput(Percent.parse(m.group(1)));
    }
    if ((m = FAILURES_ARE.matcher(t)).matches()) {
      return new FailuresAre(FailureWords.parse(m.group(1)));
    }
    if ((m = CACHED.matcher(t)).matches()) {
      return new CachedPromptTokens(Integer.parseInt(m.group(1)));
    }
    if ((m = PAST_LIMIT.matcher(t)).matches()) {
      return new PastLimit(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }
    return null;
  }

  private static int count(String words) {
    return words.matches("\\d+") ? Integer.parseInt(words) : 0;
  }
}
