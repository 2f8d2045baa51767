package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.ABOUT;

import dev.tokenpace.acceptance.checks.FailureWords;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.steps.ReportClaim.AllSucceeded;
import dev.tokenpace.acceptance.steps.ReportClaim.CachedPromptTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.ErrorRate;
import dev.tokenpace.acceptance.steps.ReportClaim.FailedAs;
import dev.tokenpace.acceptance.steps.ReportClaim.Failures;
import dev.tokenpace.acceptance.steps.ReportClaim.FailuresAre;
import dev.tokenpace.acceptance.steps.ReportClaim.FiguresFromSuccesses;
import dev.tokenpace.acceptance.steps.ReportClaim.Goodput;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.OutputTokensEach;
import dev.tokenpace.acceptance.steps.ReportClaim.PastLimit;
import dev.tokenpace.acceptance.steps.ReportClaim.PromptTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.SucceededOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Successes;
import dev.tokenpace.acceptance.steps.ReportClaim.ThroughputFromTokens;
import dev.tokenpace.acceptance.steps.ReportClaim.TotalTokens;
import dev.tokenpace.acceptance.verdict.Metric;
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
              + "|(?:requests? )?succeed(?:s|ed)?)");

  /** A failure, said as a noun or a verb in any tense: "3 failures", "3 requests fail". */
  private static final String FAILED =
      "(?:failed requests?|failed|failures?|errors?|(?:requests? )?fail(?:s|ed)?)";

  private static final Pattern FAILURES =
      ClaimGrammar.pattern(COUNT + " " + FAILED + "(?: ones?)?");

  /** A family of failures, quoted or not: "timeout", "HTTP 500", "connection dropped". */
  private static final String FAMILY = "\"?(" + FailureWords.REGEX + ")s?\"?";

  /**
   * "3 fail with reason "timeout"", "3 failed with a timeout", "2 failures from a dropped
   * connection", "3 requests time out": that many failures, of that family.
   */
  private static final Pattern FAILED_AS =
      ClaimGrammar.pattern(
          COUNT
              + " "
              + FAILED
              + ",? (?:with|as|from|due to|because of|by|:|(?:(?:is|are|was|were)"
              + " )?(?:listed|reported|counted|marked|labell?ed|recorded|classified) as)(?: (?:the"
              + " |a )?(?:reason|error|cause)(?: of)?:?)? "
              + FAMILY
              + "|"
              + COUNT
              + " (?:requests? )?(?:time out|timed out|times out)(?: after \\d+(?:\\.\\d+)?"
              + " ?(?:ms|s|seconds?|milliseconds?))?()");

  /**
   * "the failures are broken down as 10 "HTTP 500"", "the failures were reported as 4 timeouts":
   * the first family of a breakdown; each next one is "N "family"" alone ({@link #NEXT_FAMILY}).
   */
  private static final Pattern BREAKDOWN =
      ClaimGrammar.pattern(
          "(?:the )?(?:failures?|errors?|failed requests) "
              + RunClaimWords.BROKEN_DOWN
              + " (\\d+)(?: (?:as|of|with))? "
              + FAMILY
              + "(?: failures?| errors?)?");

  /** "the 3 failures are timeouts", "all 6 failures were HTTP 500s": that many, of that family. */
  private static final Pattern FAILURES_WERE =
      ClaimGrammar.pattern(
          "(?:(?:the|all|all of the|all the) )?(\\d+) (?:failures?|failed requests?|errors?)"
              + " (?:are|were|is|was)(?: all)? "
              + FAMILY);

  /** "3 fail with reason "gremlins"": a reason said as one, which no family's words are. */
  private static final Pattern ANY_REASON =
      ClaimGrammar.pattern(
          COUNT + " " + FAILED + ",? (?:with|as|from|due to|because of) (?:the |a )?reason:? (.+)");

  /** "14 of 20 requests succeed": the successes, and the rest of those sent failed. */
  private static final Pattern SOME_OF =
      ClaimGrammar.pattern(
          "(\\d+) (?:out )?of (?:the |all )?(\\d+) requests? (?:succeed(?:s|ed)?|(?:are|were)"
              + " successful)");

  private static final Pattern NEXT_FAMILY =
      ClaimGrammar.pattern(
          "(\\d+)(?: (?:as|of|with(?: (?:its|a|an|the))?))? "
              + FAMILY
              + "(?: failures?| errors?)?");

  /**
   * Within a breakdown, failures by their status: "2 with status 500", "1 with HTTP status 429", "1
   * with a 503".
   */
  private static final Pattern WITH_STATUS =
      ClaimGrammar.pattern(
          "(\\d+) (?:of them )?(?:with|as|from) (?:an? )?(?:http )?(?:(?:status|response)"
              + " (?:code )?|code )?(\\d{3})");

  /** After a count of failures: "all with HTTP status 429", "all of them timeouts". */
  private static final Pattern ALL_OF_A_FAMILY =
      ClaimGrammar.pattern("all(?: of them)?,? (?:with|as|from|being|were|are)? ?" + FAMILY);

  /**
   * "16 output tokens in total", "18 tokens in all", "a total of 16 output tokens", "an output
   * total of 20 tokens": the successes' output tokens, summed.
   */
  /** ", as actually received": the count is what came, whatever was asked for. */
  private static final String AS_RECEIVED =
      "(?:,? as (?:actually )?(?:received|streamed|sent)(?: in the stream| from the stream)?)?";

  private static final Pattern TOTAL_TOKENS =
      ClaimGrammar.pattern(
          "(?:(\\d+) (?:output )?tokens? (?:in total|in all|altogether|all told)|a total of (\\d+)"
              + " (?:output )?tokens?|(?:an? |the )?(?:output )?total of (\\d+) (?:output"
              + " )?tokens?)"
              + AS_RECEIVED);

  /** "each failure marked as a stream cut off early": every failure of that family. */
  /** "…, each with its reason", "every failure has a reason": each failure says why. */
  private static final Pattern FAILURES_GIVE_REASONS =
      ClaimGrammar.pattern(
          "(?:each|every one|all)(?: of them)? with (?:its|a|their|an?) (?:own"
              + " )?(?:reasons?|causes?|failure reasons?|error messages?|error"
              + " labels?)|(?:every|each) (?:failure|failed request)"
              + " (?:has|carries|gives|states|shows) (?:its|a|an) (?:reason|cause|failure"
              + " reason|error message|error label)");

  private static final Pattern FAILURES_ARE =
      ClaimGrammar.pattern(
          "(?:each|every|all|the) failures? (?:(?:is|are|was|were) )?(?:marked|labell?ed|counted"
              + "|reported|classified) as ("
              + FailureWords.REGEX
              + ")");

  /**
   * "all requests succeed", "every request succeeded", "no request fails", "no request is counted
   * as failed", "there were no failures": with no count, no failure.
   */
  private static final Pattern NONE_FAILED =
      ClaimGrammar.pattern(
          "(?:all(?: of)?(?: the)? requests|every(?: single)? request|each request|they all|all of"
              + " them|the (?:one |single |only )?request|it)"
              + " (?:succeed(?:s|ed)?|(?:are|were|is|was) (?:(?:reported|counted) as"
              + " )?successful|complete(?:s|d)? successfully)|(?:no|not a single|not one) requests?"
              + " (?:fails?|failed|errors? out|errored|(?:is|was|are|were) (?:counted|reported) as"
              + " failed)|none of (?:the|its|their) requests (?:fails?|failed)|there"
              + " (?:are|were|should be) no (?:failures|errors|failed requests)");

  /** "…, requests 2 and 5, each failed with status 503": those requests, of that family. */
  private static final Pattern NAMED_FAILED =
      ClaimGrammar.pattern(
          "(requests? \\d+(?:(?:,|,? and) \\d+)*|the \\w+(?:(?:,|,? and) \\w+)* requests?),?"
              + " (?:each |both |all )?(?:failed|fail|fails|failing) (?:with|as) ("
              + FailureWords.REGEX
              + ")");

  /** "the failures are timeouts", "every failure is a timeout": every failure of one family. */
  private static final Pattern FAILURES_OF_ONE_FAMILY =
      ClaimGrammar.pattern(
          "(?:each|every|all|all the|all of the|the) (?:failures?|failed requests?|errors?) (?:is"
              + "|are|was|were|should be) (?:an? |all )?"
              + FAMILY);

  private static final Pattern ALL_SUCCEEDED =
      ClaimGrammar.pattern(
          "(?:all|all of the|every one of the) (\\d+) requests"
              + " (?:succeed(?:ed)?|successful|count as successful|(?:are|were)"
              + " (?:(?:reported|counted) as )?successful)|(both) requests"
              + " (?:succeed(?:ed)?|count as successful|(?:are|were) (?:(?:reported|counted) as"
              + " )?successful)");

  /**
   * "50 output tokens each", "… per request", "every request is counted with 21 output tokens",
   * "each request counts 21 output tokens": every success's own count.
   */
  /** "39 inter-token gaps", "39 ITL samples each": every success's inter-token latency samples. */
  private static final Pattern GAPS_EACH =
      ClaimGrammar.pattern(
          "(\\d+) (?:inter-token gaps|ITL gaps|gaps between"
              + " (?:tokens|words|chunks)|(?:ITL|inter-token latency) samples|inter-token"
              + " latencies|ITLs|ITL values)(?: each| per (?:request|answer)| in (?:every|each)"
              + " (?:request|answer))?");

  private static final Pattern TOKENS_EACH =
      ClaimGrammar.pattern(
          "(\\d+) output tokens? (?:each|apiece|per (?:request|answer|response)|for (?:every|each)"
              + " (?:successful )?(?:request|answer)|in (?:every|each) answer)"
              + AS_RECEIVED
              + "|(?:every|each|all)(?: successful)? (?:requests?|answers?) (?:(?:is|are|was|were)"
              + " (?:counted|reported) (?:with|as|at|as"
              + " having)|counts?|counted|gets?|got|produces?|produced|streams?|streamed|returns?|returned|reports?|reported|(?:is|are|was|were)"
              + " credited with) (\\d+) output tokens?(?: each)?"
              + AS_RECEIVED);

  /** "the total output tokens is 6000", "the output token total comes to 6000". */
  private static final Pattern TOTAL_IS =
      ClaimGrammar.pattern(
          "(?:the |its )?(?:(?:reported )?total (?:number of )?output tokens?(?: count)?|output"
              + " token total|total output token count|number of output tokens in total)"
              + ClaimGrammar.LINK
              + "(\\d+)|(?:the |their )?output tokens (?:add up|sum|come|amount) to (\\d+)(?: in"
              + " total)?");

  /** "3000 in total" after a claim of output tokens: the same tokens, summed. */
  private static final Pattern TOTAL_AFTER_TOKENS =
      ClaimGrammar.pattern(
          "(\\d+) (?:in total|in all|altogether|overall|all told|total|for the run)|(?:a total of"
              + " |in total )(\\d+)");

  /**
   * "latency and token statistics are computed from the 14 successful requests only": the summary's
   * figures are those of the successes alone.
   */
  /** "are computed", "are worked out", "come": how figures are said to be drawn from requests. */
  static final String FIGURES_FROM =
      " (?:(?:are|were|is|should be|must be) (?:only )?(?:computed|calculated|based|taken|derived"
          + "|drawn|built|worked out|counted)|(?:only )?(?:comes?|came)|(?:only )?(?:use|uses|used"
          + "|include|includes|cover|covers)(?: only)?)";

  private static final Pattern FIGURES_FROM_SUCCESSES =
      ClaimGrammar.pattern(
          "(?:(?:the|its|all) )?(?:reported )?(?:[\\w-]+(?:,? and |, |"
              + " ))*(?:statistics|figures|numbers|metrics|stats|distributions|(?:output )?tokens"
              + "|throughputs?|totals|"
              + MetricWords.METRICS
              + ")"
              + FIGURES_FROM
              + "(?: (?:only )?(?:from|on|over))? (?:only )?(?:the )?(\\d+) (?:successful"
              + " requests|successes|requests that succeeded)(?: only| alone)?");

  /** "output throughput is worked out from the 6000 tokens actually received, not 2000". */
  private static final Pattern THROUGHPUT_FROM_TOKENS =
      ClaimGrammar.pattern(
          "(?:the )?(?:reported )?output(?: token)? throughput"
              + FIGURES_FROM
              + " (?:only )?(?:from|on|over) (?:the |all )?(?:the )?(\\d{1,3}(?:,\\d{3})+|\\d+)"
              + " (?:output )?tokens?(?: (?:actually |really"
              + " )?(?:received|streamed|sent|delivered)(?: by the server)?)?(?:,? (?:not|rather"
              + " than) (?:the )?\\d+(?: requested| asked for)?)?");

  private static final Pattern TOKENS =
      ClaimGrammar.pattern(
          "(\\d+) output tokens?(?: for the request| in the answer)?" + AS_RECEIVED);
  private static final Pattern CACHED =
      ClaimGrammar.pattern(
          "(?:of which )?(\\d+) (?:of (?:the|its|their) prompt tokens (?:were|as) cached|cached"
              + " prompt tokens?|(?:were|are) cached"
              + "|prompt tokens? (?:were |as )?cached|prompt tokens? from (?:the )?cache)");
  private static final Pattern PROMPT_TOKENS =
      ClaimGrammar.pattern(
          "(\\d+) (?:prompt|input) tokens?(?: (?:in total|in all|altogether|all told|overall))?");
  private static final Pattern PAST_LIMIT =
      ClaimGrammar.pattern(
          "(\\d+)(?: (?:out )?of (?:the )?(\\d+))? (?:answers|requests|responses) (?:ran past|went"
              + " past|went over|exceeded|returned more (?:output )?tokens than|(?:were |ran"
              + " )?longer than) (?:the |their )?(?:(?:\\d+ )?(?:(?:output )?tokens )?(?:they |it"
              + " )?(?:asked for|requested)|(?:token |\\d+-token )?(?:limit|max_tokens)|requested"
              + " (?:\\d+ )?(?:output )?tokens|requested maximum(?: of \\d+(?: (?:output"
              + " )?tokens)?)?|maximum(?: of \\d+(?: (?:output )?tokens)?)?)");

  /**
   * "5 requests sent", "5 requests were sent in total", "a total of 5 requests sent", or "10
   * requests" alone, before what became of them ("10 requests, 7 successful and 3 failed").
   */
  private static final Pattern SENT =
      ClaimGrammar.pattern(
          "(?:a total of )?(\\d+) requests?(?: (?:(?:were |was |being"
              + " )?(?:sent|issued|made|fired)(?: in total| in all| altogether)?|in total))?");

  private RunClaimGrammar() {}

  /**
   * A count or a share of the whole run: successes, failures, tokens, error rate, goodput; {@code
   * before} the claim before it, which "10 "connection dropped"" and "3000 in total" go on from.
   */
  static ReportClaim one(String t, ReportClaim before) {
    Matcher m;
    if ((m = SENT.matcher(t)).matches()) {
      return new ReportClaim.Sent(Integer.parseInt(m.group(1)));
    }
    if ((m = SUCCESSES.matcher(t)).matches()) {
      return new Successes(count(m.group(1)));
    }
    if (NONE_FAILED.matcher(t).matches()) {
      return new Failures(0);
    }
    if ((m = FAILURES_OF_ONE_FAMILY.matcher(t)).matches()) {
      return new FailuresAre(FailureWords.parse(m.group(1)));
    }
    if ((m = ALL_SUCCEEDED.matcher(t)).matches()) {
      return new AllSucceeded(m.group(1) != null ? Integer.parseInt(m.group(1)) : 2);
    }
    if ((m = FAILURES.matcher(t)).matches()) {
      return new Failures(count(m.group(1)));
    }
    ReportClaim ofFailures = ofFailures(t, before);
    if (ofFailures != null) {
      return ofFailures;
    }
    ReportClaim ofTokens = ofTokens(t, before);
    if (ofTokens != null) {
      return ofTokens;
    }
    if ((m = THROUGHPUT_FROM_TOKENS.matcher(t)).matches()) {
      return new ThroughputFromTokens(Integer.parseInt(m.group(1).replace(",", "")));
    }
    if ((m = FIGURES_FROM_SUCCESSES.matcher(t)).matches()) {
      return new FiguresFromSuccesses(Integer.parseInt(m.group(1)));
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
    if (FAILURES_GIVE_REASONS.matcher(t).matches()) {
      return new ReportClaim.FailuresGiveReasons();
    }
    if ((m = NAMED_FAILED.matcher(t)).matches()) {
      return new ReportClaim.RequestsFailed(
          RequestSet.parse(m.group(1)), FailureWords.parse(m.group(2)));
    }
    if ((m = CACHED.matcher(t)).matches()) {
      return new CachedPromptTokens(Integer.parseInt(m.group(1)));
    }
    if ((m = PROMPT_TOKENS.matcher(t)).matches()) {
      return new PromptTokens(Integer.parseInt(m.group(1)));
    }
    if ((m = PAST_LIMIT.matcher(t)).matches()) {
      return new PastLimit(
          Integer.parseInt(m.group(1)), m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
    }
    return null;
  }

  /** Failures of a family: "3 fail with reason "timeout"", a breakdown's "10 "HTTP 500"". */
  private static ReportClaim ofFailures(String t, ReportClaim before) {
    Matcher m;
    if ((m = FAILED_AS.matcher(t)).matches()) {
      return m.group(1) != null
          ? new FailedAs(count(m.group(1)), FailureWords.parse(m.group(2)))
          : new FailedAs(count(m.group(3)), FailureWords.parse("timeout"));
    }
    if ((m = FAILURES_WERE.matcher(t)).matches()) {
      return new FailedAs(Integer.parseInt(m.group(1)), FailureWords.parse(m.group(2)));
    }
    if ((m = ANY_REASON.matcher(t)).matches()) {
      // names the families it can read, where the sentence's refusal would list every claim
      FailureWords.parse(m.group(2).replace("\"", ""));
    }
    if ((m = SOME_OF.matcher(t)).matches()) {
      return new SucceededOf(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }
    if ((m = BREAKDOWN.matcher(t)).matches()) {
      return new FailedAs(Integer.parseInt(m.group(1)), FailureWords.parse(m.group(2)));
    }
    // "6 failed: 3 HTTP errors, 2 incomplete streams and 1 timeout": a breakdown of the failures
    boolean inABreakdown =
        before instanceof FailedAs
            || before instanceof ReportClaim.FailedWithStatus
            || before instanceof ReportClaim.Failures;
    // "3 HTTP errors (2 with status 500, 1 with status 429)": the statuses among them; after a
    // status of its own ("2 with HTTP 503 and 1 with HTTP 429"), a family beside it
    boolean amongAnyStatus =
        before instanceof FailedAs f && f.how().status() == null
            || before instanceof ReportClaim.FailedWithStatus;
    if (inABreakdown && (m = WITH_STATUS.matcher(t)).matches()) {
      FailureWords status = FailureWords.parse("HTTP " + m.group(2));
      return amongAnyStatus
          ? new ReportClaim.FailedWithStatus(Integer.parseInt(m.group(1)), status)
          : new FailedAs(Integer.parseInt(m.group(1)), status);
    }
    if (inABreakdown && (m = NEXT_FAMILY.matcher(t)).matches()) {
      return new FailedAs(Integer.parseInt(m.group(1)), FailureWords.parse(m.group(2)));
    }
    // "4 failed ones, all with HTTP status 429": every one of them of that family
    if (before instanceof ReportClaim.Failures failures
        && (m = ALL_OF_A_FAMILY.matcher(t)).matches()) {
      return new FailedAs(failures.count(), FailureWords.parse(m.group(1)));
    }
    return null;
  }

  /** Output tokens of every success, or their total said apart or after them. */
  private static ReportClaim ofTokens(String t, ReportClaim before) {
    Matcher m;
    boolean everySucceeded =
        before instanceof AllSucceeded || before instanceof Failures f && f.count() == 0;
    if (everySucceeded && (m = TOKENS.matcher(t)).matches()) {
      // "every request is reported as successful with 100 output tokens": each one's count
      return new OutputTokensEach(Integer.parseInt(m.group(1)));
    }
    if ((m = TOKENS_EACH.matcher(t)).matches()) {
      return new OutputTokensEach(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
    }
    if ((m = TOTAL_IS.matcher(t)).matches()) {
      return new TotalTokens(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
    }
    if ((before instanceof OutputTokensEach
            || before instanceof OutputTokens
            || t.toLowerCase(java.util.Locale.ROOT).endsWith(" each"))
        && (m = GAPS_EACH.matcher(t)).matches()) {
      // "each request counts 40 output tokens, 39 inter-token gaps": each one's samples too; "10
      // output tokens, 9 inter-token gaps" of the one request, "9 ITL gaps each" said so
      return new ReportClaim.SamplesEach(Metric.INTER_TOKEN_LATENCY, Integer.parseInt(m.group(1)));
    }
    boolean ofTokens = before instanceof OutputTokensEach || before instanceof OutputTokens;
    if (ofTokens && (m = TOTAL_AFTER_TOKENS.matcher(t)).matches()) {
      return new TotalTokens(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
    }
    return null;
  }

  private static int count(String words) {
    return words.matches("\\d+") ? Integer.parseInt(words) : 0;
  }
}
