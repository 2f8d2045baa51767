package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.ABOUT;
import static dev.tokenpace.acceptance.steps.NumberWords.NUMBER;
import static dev.tokenpace.acceptance.steps.NumberWords.UNIT;

import dev.tokenpace.acceptance.checks.PromptLengthChecks;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.steps.ReportClaim.ByLength;
import dev.tokenpace.acceptance.steps.ReportClaim.Each;
import dev.tokenpace.acceptance.steps.ReportClaim.Every;
import dev.tokenpace.acceptance.steps.ReportClaim.Listed;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Others;
import dev.tokenpace.acceptance.steps.ReportClaim.Requests;
import dev.tokenpace.acceptance.steps.ReportClaim.Some;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.steps.ReportClaim.TheRun;
import dev.tokenpace.acceptance.steps.ReportClaim.Who;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of one claim about the report: each way a claim is written, and the claim it reads as.
 * A claim may lean on the one before it ("… and a p99 of 300 ms" is of the metric before).
 */
final class ClaimGrammar {

  private static final String ONE = "(?:" + NUMBER + ") ?" + UNIT;
  private static final String WITHIN = " (?:within|±|\\+/-) ";
  private static final String VALUE = "(?:" + ABOUT + ")?" + ONE + "(?:" + WITHIN + ONE + ")?";
  private static final String METRIC = "(" + MetricWords.METRICS + ")";
  private static final String STATISTIC = "(" + MetricWords.STATISTICS + ")";
  static final String ARTICLE = "(?:(?:an?|the|its|their) (?:reported )?)?";

  /** Whom a metric is of: "for every request", "per request", "for the first request", … */
  private static final String WHOM = "(?:for|on|of|in) .+|per request";

  /** Between a metric and its number: "of", a verb, or nothing. */
  static final String LINK =
      "(?: (?:of|is|are|was|were|(?:should|must|will|would) be|at|as|=|:|stays at|stays|stayed"
          + " at|remains at|remains|comes to|came to|comes out at|came out at|reads|shows|says"
          + "|reports|equals))? ";

  /** "a TTFT of 100 ms", "latency 190 ms": a metric (a group) and its number (the next). */
  private static final String A_METRIC_OF = ARTICLE + METRIC + LINK + "(" + VALUE + ")";

  private static final Pattern NOT =
      Pattern.compile(
          "(.*?),? (?:and )?not (" + VALUE + ")(?: or " + VALUE + ")*(.*)",
          Pattern.CASE_INSENSITIVE);

  /** "80 output tokens each, not 50": what a count is not, which the count already says. */
  private static final Pattern NOT_A_COUNT =
      Pattern.compile(
          "(.*\\d+ (?:output |prompt |input )?tokens?\\b.*?),? (?:and )?not \\d+(?: (?:output"
              + " |prompt |input )?tokens?)?",
          Pattern.CASE_INSENSITIVE);

  /** "a mean TTFT of …", "the median of the TTFT is …". */
  private static final Pattern STATISTIC_OF =
      pattern(ARTICLE + STATISTIC + " " + SentenceWords.OF_THE + METRIC + LINK + "(" + VALUE + ")");

  /** A number said for the requests of one prompt length: "150 ms for the 1000-token prompts". */
  private static final String FOR_LENGTH =
      "("
          + VALUE
          + ") for (?:the )?(?:(\\d+)[- ]token|(short(?:er|est)?|long(?:er|est)?))"
          + " (?:prompts?|requests?|ones)";

  /**
   * "a median TTFT of", "an ITL of": a metric of the prompt lengths' requests, with its statistic
   * (group 1) or without (every request), then the metric (group 2).
   */
  private static final String A_STATISTIC_OR_NONE_OF_A_METRIC =
      ARTICLE + "(?:" + STATISTIC + " )?" + SentenceWords.OF_THE + METRIC + LINK;

  /**
   * "a median TTFT of 150 ms for 1000-token prompts, 450 ms for 4000-token prompts and 1650 ms for
   * 16000-token prompts": a statistic of each prompt length's requests; without one ("a TTFT of 60
   * ms for the 100-token prompts"), every request of that length.
   */
  private static final Pattern BY_LENGTH =
      pattern(
          A_STATISTIC_OR_NONE_OF_A_METRIC
              + "("
              + FOR_LENGTH.replaceAll("\\((?!\\?)", "(?:")
              + "(?:(?:,? and |, )"
              + FOR_LENGTH.replaceAll("\\((?!\\?)", "(?:")
              + ")*)");

  private static final Pattern ONE_LENGTH = pattern(FOR_LENGTH);

  /**
   * "an ITL of 10 ms for both prompt lengths", "a median TTFT of 100 ms whatever the prompt
   * length": the same number for every length the run sent.
   */
  private static final Pattern EVERY_LENGTH =
      pattern(
          A_STATISTIC_OR_NONE_OF_A_METRIC
              + "("
              + VALUE
              + "),? (?:(?:for|at|in|across) (?:both|all|every|each)(?: of)?(?: the)?(?: two|"
              + " three)? (?:prompt[ -])?lengths?|whatever the prompt(?:'s)? (?:length|size))");

  private static final Pattern METRIC_OF =
      pattern(ARTICLE + METRIC + LINK + "(" + VALUE + ")(?:,? (" + WHOM + "))?");

  /** "every request's TTFT is 150 ms": a metric of every request, said as theirs. */
  private static final Pattern EVERY_REQUESTS =
      pattern(
          "(?:every|each|all)(?: successful)? requests?'s? " + METRIC + LINK + "(" + VALUE + ")");

  /**
   * "every inter-token gap is 50 ms", "every TPOT is 25 ms": the metric of each request the
   * sentence is about, as said bare ("an ITL of 50 ms").
   */
  private static final Pattern EVERY_METRIC =
      pattern("(?:every|each|all)(?: the)? " + METRIC + "s?" + LINK + "(" + VALUE + ")");

  /** "the first request's TTFT is 150 ms", "request 2's ITL should be 10 ms": those requests'. */
  private static final Pattern REQUESTS_OWN =
      pattern("((?:the|its) \\w+ request|request \\d+)'s " + METRIC + LINK + "(" + VALUE + ")");

  /**
   * "requests 1 and 2 with TTFT 3000 ms", "the first request with a TTFT of 500 ms": the requests
   * said first, which the claims after it naming none are of too.
   */
  private static final Pattern REQUESTS_WITH =
      pattern(
          "(.+?),? (?:with|showing|at|has|have|had|gets|got|shows|show|sees|see|saw|each"
              + " (?:have|has|show|shows|get|gets)|(?:each )?succeed(?:s|ed)?"
              + " with|(?:are|is|were|was) (?:reported|listed|shown|recorded)(?: as"
              + " (?:successful|succeeded|completed|complete))? with) "
              + A_METRIC_OF);

  /** "the first request shows 0 cached prompt tokens out of 1000": those requests' cache. */
  private static final Pattern REQUESTS_CACHED =
      pattern(
          "(.+?),? (?:with|showing|has|have|had|gets|got|shows|show|sees|see|saw|reports?) (\\d+)"
              + " cached prompt tokens?(?: (?:out of|of) (?:its |their |the )?(\\d+)(?: prompt"
              + " tokens?)?)?|(.+?),? (?:has|have|had|shows?|reports?) (\\d+) of (?:its|their|the)"
              + " (\\d+) prompt tokens (?:cached|were cached|from the cache|as cached)");

  /** After "2 requests have a TTFT of 100 ms": "two of 280 ms", "one of 460 ms". */
  private static final Pattern SOME_MORE =
      pattern("(\\d+|" + NumberWords.CARDINALS + ") (?:of|with|at|have|has) (" + VALUE + ")");

  /** After claims of named requests: "4 output tokens" of each of them. */
  private static final Pattern TOKENS_OF_THOSE = pattern("(\\d+) output tokens?(?: each| apiece)?");

  /** After claims of named requests: "960 cached prompt tokens (out of 1000)" of each of them. */
  private static final Pattern CACHED_OF_THOSE =
      pattern(
          "(\\d+) cached prompt tokens?(?: (?:out of|of) (\\d+)(?: prompt tokens?)?)?(?: each)?");

  /** The requests a claim named and the claims after it go on with, or null. */
  private static Requests carriedRequests(ReportClaim before) {
    if (before instanceof MetricOf m && m.who() instanceof Requests named && named.carriesOn()) {
      return named;
    }
    if (before instanceof ReportClaim.CachedOf c) {
      return c.who();
    }
    return before instanceof ReportClaim.OutputTokensOf o ? o.who() : null;
  }

  /** "the three that follow have 15 ms each": those requests, the metric of the claim before. */
  private static final Pattern THOSE_HAVE =
      pattern(
          "(.+?) (?:have|has|had|get|gets|got|show|shows|see|sees|saw|take|takes|took) ("
              + VALUE
              + ")(?: each| apiece)?");

  /** "… and a p99 of 300 ms", "the slowest of 200 ms": the metric of the claim before. */
  private static final Pattern STATISTIC_ALONE =
      pattern(ARTICLE + STATISTIC + "(?: one)?" + LINK + "(" + VALUE + ")");

  private static final Pattern VALUE_FOR = pattern("(" + VALUE + ") (" + WHOM + ")");
  private static final Pattern SOME =
      pattern(
          "(\\d+|"
              + NumberWords.CARDINALS
              + ") (?:of the |of its |of all )?requests? (?:with|reporting|that"
              + " reports?|at|having|have|has|show|get|see) "
              + A_METRIC_OF);

  /** Numbers of a list: "300, 200 and 100 ms", "about 300 ms, 200 ms, 100 ms". */
  private static final String LIST =
      "(?:" + ABOUT + ")?(?:(?:" + NUMBER + ")(?: ?" + UNIT + ")?(?:,? and |, ))+" + ONE;

  /** Between a metric and its list: "of", a verb, or nothing ("normalized TPOT comes out at"). */
  private static final String ANY_VERB = LINK.substring(0, LINK.length() - 1);

  private static final Pattern EACH =
      pattern(
          ARTICLE
              + numbersOf(ANY_VERB)
              + ",? (in (?:the )?order(?: (?:in which )?(?:the requests|they|it) (?:were|was) sent|"
              + " sent| of sending)?|in sending order|(?:for (?:those|these|the|their) (?:\\d+"
              + " )?prompts,? )?in (?:that|this|the same) order|from the lowest(?: up)?|for"
              + " (?:those|these|the|its|their) (?:\\d+ |two |three |four |five )?requests(?:"
              + " respectively| in turn| in order)?)");

  /**
   * "their TTFTs are 150 ms, 130 ms and 110 ms", "the TTFTs are …": a list said as what the
   * requests' numbers are is in the order they were sent.
   */
  private static final Pattern EACH_ARE = pattern("their " + numbersOf(" (?:are|were)"));

  /**
   * "the TTFTs are 100 ms, 380 ms and 660 ms": the run's numbers, no order said, as {@link
   * #LISTED}; "their" names requests said before, in the order sent.
   */
  private static final Pattern THE_ARE = pattern("the " + numbersOf(" (?:are|were)"));

  /** "TTFT of 100, 100, 380 and 380 ms", "request latencies of 280, 560 ms": no order said. */
  private static final Pattern LISTED = pattern(ARTICLE + numbersOf(ANY_VERB));

  /**
   * "TTFTs of 50 ms, 290 ms and 530 ms for each pair": each number for that many requests, from the
   * lowest (which requests share a number is the server's choice).
   */
  private static final Pattern GROUPED =
      pattern(
          ARTICLE
              + METRIC
              + "s?"
              + ANY_VERB
              + " ("
              + LIST
              + ") for (?:each|every) (pair|two|three|four|(\\d+))(?: (?:of )?requests)?(?:"
              + WITHIN
              + "("
              + ONE
              + "))?");

  private static final Pattern EVERY =
      pattern(
          "(?:every|each|all) (?:the )?(?:successful )?requests?|(?:all|both) (?:the )?(?:\\d+|"
              + NumberWords.CARDINALS
              + ")(?: requests)?|both|(?:every|each) (?:inter-token"
              + " )?gap|all (?:the )?(?:inter-token )?gaps|every one|per request|(?:all|each"
              + "|every one) of them|them all|(?:all|each of|every one of) (?:the )?(?:\\w+"
              + " )?(?:runs|benchmarks|stages)|(?:every|each) (?:run|benchmark|stage)");
  private static final Pattern OTHERS =
      pattern(
          "(?:each of |all of |all )?(?:"
              + SentenceWords.THE_OTHERS
              + "|the later requests|(?:the )?(?:requests )?(?:that follow|after it))");

  /**
   * "about 76 output tokens per second", "an output token throughput of 76 tokens per second", "8
   * requests per second within 5 %": tokens said bare are output tokens, as throughput is quoted.
   */
  private static final Pattern RATE =
      pattern(
          "(?:(?:an? |the |its )?(?:(output|input|total)(?: token)? throughput|(request)"
              + " throughput|throughput)(?: of| is| was|:)? )?(?:(?:"
              + ABOUT
              + ")|(~ ?))?(\\d+(?:\\.\\d+)?) (?:(output |input |total )?tokens?|(?:successful"
              + " |completed )?(requests?))(?: per"
              + " second| a second| ?/ ?s| ?/sec)(?:,? (?:within|give or take|±) (\\d+) ?(?:%|"
              + "percent))?");

  /**
   * "a run duration of 5 s", "the benchmark time is 7.56 s", "the run took 5 seconds", "a 5 s run":
   * the run's benchmark time.
   */
  private static final Pattern RUN_DURATION =
      pattern(
          "(?:(?:an? |the |its )?(?:total )?(?:run duration|run's duration|duration of the"
              + " run|run time|run's time|benchmark time|benchmark duration|test duration|elapsed"
              + " time)(?: of| is| was|:)?|(?:the|a|its) run (?:took|lasted|ran for|takes|lasts))"
              + " ("
              + VALUE
              + ")|an? ("
              + VALUE
              + ")[- ]run");

  private ClaimGrammar() {}

  /** One claim, or {@code null} when {@code text} is none; {@code before} the claim before it. */
  static ReportClaim one(String text, ReportClaim before) {
    String t =
        text.trim()
            .replaceAll("(?i)latencies\\b", "latency")
            .replaceAll("(?i)\\btimes to first token\\b", "TTFTs")
            // "every request takes 350 ms": each one's request latency
            .replaceFirst(
                "(?i)^(every|each) request takes (?=\\d|about )", "$1 request's latency is ")
            .replaceAll("(?i)-percentile", " percentile")
            .replaceFirst(
                "(?i)^(?:with|giving|so|making|i\\.e\\.,?|that is,?|for) (?=(?:an? |the )?(?:"
                    + MetricWords.STATISTICS
                    + ") )",
                "")
            .replaceFirst("(?i)^with ", "")
            // "TPOT is exactly 5 ms": the number, held to the feature's tolerance as any other
            .replaceAll("(?i)\\bexactly (?=\\d)", "")
            // "16 output tokens are counted": the run's, however many requests had them
            .replaceFirst(
                "(?i)^(\\d+ (?:output )?tokens?) (?:are|were) (?:counted|reported|recorded)$",
                "$1 in total")
            // "the successful requests have 60 output tokens in total": only those have answers
            .replaceFirst(
                "(?i)^(?:the (?:successful|completed|finished) requests|they) (?:have|had|produced"
                    + "|returned|generated|streamed|received) (\\d+ (?:output )?tokens?) (?:in"
                    + " total|in all|between them|altogether)$",
                "$1 in total")
            // "2 of the successful requests have a TTFT of 100 ms": that many requests
            .replaceFirst(
                "(?i)^(\\d+) of the (?:successful|succeeded|completed) requests (?=(?:have|has|show"
                    + "|report|get)\\b)",
                "$1 requests ")
            // "… and the other 2 of 390 ms": the same metric, for the requests not yet named
            .replaceFirst("(?i)^the other (\\d+) (?:of|at|with) (\\d[\\d.]* ?ms)$", "$1 have $2")
            // "for a run mean TTFT of 245 ms": the run's statistic
            .replaceFirst(
                "(?i)^(?:for|with|giving) (?:a|the) run(?:'s)? (?=(?:"
                    + MetricWords.STATISTICS
                    + ") )",
                "a ")
            // "the output tokens are 20", "the run's output tokens total 60": the run's total
            .replaceFirst(
                "(?i)^(?:the )?(?:run's )?(?:total )?(?:output|generated) tokens (?:are|were|total"
                    + "|come to|add up to) (\\d+)$",
                "$1 output tokens in total")
            // "the output token count is 10": the run's total
            .replaceFirst(
                "(?i)^(?:the )?(?:total )?(?:output|generated|completion) token count"
                    + " (?:is|was|should be|comes to) (\\d+)$",
                "$1 output tokens in total")
            // "over the successful requests the TTFT has a mean of 390 ms": a number of the
            // report is of the requests that succeeded, as every timing is
            .replaceFirst(
                "(?i)^(?:over|across|among|for|of) (?:the |all )?(?:successful|succeeded|completed)"
                    + " requests,? (?=\\w)",
                "")
            // "…, 3 failures are recorded": the report's count
            .replaceFirst(
                "(?i) (?:are|is|were|was) (?:counted|reported|recorded|shown|listed|measured)$", "")
            // "…, which is 7.9 output tokens per second": the claim the words before it make
            .replaceFirst("(?i)^(?:which|that) (?:is|makes|gives|means) ", "")
            // "per-request TTFT of 500 ms, 100 ms and 100 ms in that order": each request's
            .replaceFirst("(?i)^(?:the |a )?per[- ]request ", "")
            // "the other 2 have TTFT 300 ms": that many more requests, with it
            .replaceFirst(
                "(?i)^the other (\\d+) (?:requests )?(?:have|has|show|get|report) ",
                "$1 requests have ")
            // "the report's output token throughput is …": the report's, as every claim is
            .replaceFirst("(?i)^the (?:report|summary|run|benchmark)'s ", "the ")
            // "the request's TTFT is 320 ms": the run's one request's, as "its" says it
            .replaceFirst("(?i)^the (?:one |only |single )?request's ", "its ")
            // "every ITL of every request is 30 ms": every gap of every request
            .replaceFirst(
                "(?i)^(every|each|all)( the)? ("
                    + MetricWords.METRICS
                    + ")s? of (?:every|each|all)(?:"
                    + " the)? requests? ",
                "$1$2 $3 ")
            // "each has a TPOT of 10 ms" after a list of the requests: every request's
            .replaceFirst(
                "(?i)^(?:each|each one|every one|each of them|all of them)"
                    + " (?:has|have|shows?|gets?) (an? .+)$",
                "$1 for every request")
            // "…, normalized TPOTs of 38, 98 and 338 ms respectively": in the order they went
            .replaceFirst("(?i),? respectively$", "")
            // "the 2 requests served first show …", "the 2 queued requests have …": which of
            // them had which is the server's choice, so they are that many requests with it
            .replaceFirst(
                "(?i)^the (\\d+) (?:requests? (?:served|answered|handled|started|that (?:were|got)"
                    + " (?:served|answered|handled|started)) first|queued requests|requests?"
                    + " (?:that|which) (?:waited|were queued|queued)(?: in (?:the"
                    + " )?(?:queue|line))?|requests? (?:served|answered|handled|started)"
                    + " (?:last|later|after them|after the others)) (?:show|have|get|see|each"
                    + " show|each have) ",
                "$1 requests with ");
    // "…, the empty chunks not counted" ("…, with no tokens counted for the empty chunks") restates
    // what a token count and a gap already hold: they
    // are of the model's words only.
    t =
        t.replaceFirst(
            "(?i),? (?:with )?(?:the (?:empty|role-only|empty and role-only) chunks (?:are )?not"
                + " counted|no tokens? counted for the (?:empty|role-only|empty and role-only)"
                + " chunks)$",
            "");
    // "…, counted over successful requests only" says where the report takes its statistics
    // from: its successes; a failed request's numbers are under its failures, never in these.
    t = t.replaceFirst("(?i)" + SentenceWords.OVER_SUCCESSES + "(?= |$)", "");
    Matcher notACount = NOT_A_COUNT.matcher(t);
    if (notACount.matches()) {
      t = notACount.group(1);
    }
    Duration not = null;
    Matcher negated = NOT.matcher(t);
    if (negated.matches() && !negated.group(1).isBlank()) {
      not = stated(negated.group(2)).value();
      t = (negated.group(1) + negated.group(3)).trim();
    }
    Matcher byLength = BY_LENGTH.matcher(t);
    if (byLength.matches() && not == null) {
      return byLength(byLength);
    }
    Matcher everyLength = EVERY_LENGTH.matcher(t);
    if (everyLength.matches() && not == null) {
      return new ReportClaim.EveryLength(
          everyLength.group(1) == null ? null : statistic(everyLength.group(1)),
          metric(everyLength.group(2)),
          stated(everyLength.group(3)));
    }
    Matcher runDuration = RUN_DURATION.matcher(t);
    if (runDuration.matches() && not == null) {
      return new ReportClaim.RunDuration(
          stated(runDuration.group(1) != null ? runDuration.group(1) : runDuration.group(2)));
    }
    Matcher rate = RATE.matcher(t);
    if (rate.matches() && not == null) {
      return rate(rate);
    }
    ReportClaim ofAMetric = ofAMetric(t, before, not);
    if (ofAMetric != null || not != null) {
      return ofAMetric;
    }
    Matcher m;
    if ((m = SOME.matcher(t)).matches()) {
      return new Some(NumberWords.cardinal(m.group(1)), metric(m.group(2)), stated(m.group(3)));
    }
    if (before instanceof Some some && (m = SOME_MORE.matcher(t)).matches()) {
      // "2 requests have a TTFT of 100 ms, 2 of 280 ms and one of 460 ms": the same metric
      return new Some(NumberWords.cardinal(m.group(1)), some.metric(), stated(m.group(2)));
    }
    Requests carried = carriedRequests(before);
    if (carried != null && (m = TOKENS_OF_THOSE.matcher(t)).matches()) {
      // "requests 1 and 2 each succeed with a TTFT of 60 ms and 4 output tokens": theirs
      return new ReportClaim.OutputTokensOf(carried, Integer.parseInt(m.group(1)));
    }
    if (carried != null && (m = CACHED_OF_THOSE.matcher(t)).matches()) {
      return new ReportClaim.CachedOf(
          carried,
          Integer.parseInt(m.group(1)),
          m.group(2) == null ? null : Integer.valueOf(m.group(2)));
    }
    if ((m = EACH.matcher(t)).matches()) {
      String order = m.group(4).toLowerCase(Locale.ROOT);
      if (order.matches("for the (?:\\S+ )?requests")) {
        // "… for the three requests": which request has which is said by no word, so the order
        // sent where there is one, else from the lowest, as a list with no order said
        Each listed = each(m, true);
        return new Listed(listed.metric(), listed.values(), listed.within());
      }
      return each(m, !order.startsWith("from"));
    }
    if ((m = EACH_ARE.matcher(t)).matches()) {
      return each(m, true);
    }
    if ((m = GROUPED.matcher(t)).matches()) {
      return grouped(m);
    }
    if ((m = LISTED.matcher(t)).matches() || (m = THE_ARE.matcher(t)).matches()) {
      Each listed = each(m, true);
      return new Listed(listed.metric(), listed.values(), listed.within());
    }
    return RunClaimGrammar.one(t, before);
  }

  private static ReportClaim rate(Matcher m) {
    String said = m.group(1) != null ? m.group(1) : m.group(5);
    boolean requests = m.group(2) != null || m.group(6) != null;
    if (requests && said != null) {
      throw new IllegalArgumentException(
          "'" + m.group() + "' says requests and tokens: a throughput counts one of them");
    }
    Throughput throughput =
        requests
            ? Throughput.REQUESTS
            : switch (said == null ? "output" : said.trim().toLowerCase(Locale.ROOT)) {
              case "input" -> Throughput.INPUT_TOKENS;
              case "total" -> Throughput.TOTAL_TOKENS;
              default -> Throughput.OUTPUT_TOKENS;
            };
    Integer percent = m.group(7) == null ? null : Integer.valueOf(m.group(7));
    return new ReportClaim.RateOf(throughput, Double.parseDouble(m.group(4)), percent);
  }

  private static ReportClaim byLength(Matcher m) {
    Map<Integer, Stated> values = new LinkedHashMap<>();
    Matcher each = ONE_LENGTH.matcher("");
    for (String pair : m.group(3).split(",? and |, ")) {
      if (!each.reset(pair).matches()) {
        return null;
      }
      int length =
          each.group(2) != null
              ? Integer.parseInt(each.group(2))
              : each.group(3).startsWith("short")
                  ? PromptLengthChecks.SHORTEST
                  : PromptLengthChecks.LONGEST;
      if (values.put(length, stated(each.group(1))) != null) {
        throw new IllegalArgumentException(
            "the "
                + (each.group(2) != null ? each.group(2) + "-token" : each.group(3))
                + " prompts are given two numbers in '"
                + m.group()
                + "'");
      }
    }
    // "a TTFT of 60 ms for the 100-token prompts": every request of that length, no statistic
    return new ByLength(
        m.group(1) == null ? null : statistic(m.group(1)), metric(m.group(2)), values);
  }

  /** A claim that may say what it is not: a statistic, or a metric of some requests. */
  private static ReportClaim ofAMetric(String t, ReportClaim before, Duration not) {
    Matcher m;
    if ((m = STATISTIC_OF.matcher(t)).matches()) {
      return new StatisticOf(statistic(m.group(1)), metric(m.group(2)), stated(m.group(3)), not);
    }
    if ((m = METRIC_OF.matcher(t)).matches()) {
      if (m.group(3) == null && not == null && before instanceof Some some) {
        // "2 requests with TTFT 100 ms and latency 280 ms": the same requests' latency.
        return new Some(some.count(), metric(m.group(1)), stated(m.group(2)));
      }
      if (m.group(3) == null
          && before instanceof MetricOf earlier
          && earlier.who() instanceof Requests named
          && named.carriesOn()) {
        // "requests 1 and 2 with TTFT 3000 ms and request latency 3100 ms": theirs too
        return new MetricOf(metric(m.group(1)), stated(m.group(2)), named, not);
      }
      if (m.group(3) == null
          && (before instanceof ReportClaim.CachedOf
              || before instanceof ReportClaim.OutputTokensOf)) {
        // "… 992 cached prompt tokens out of 1000, a TTFT of 52 ms": the same request's
        return new MetricOf(metric(m.group(1)), stated(m.group(2)), carriedRequests(before), not);
      }
      Who who = m.group(3) == null ? new TheRun() : who(m.group(3), before);
      return who == null ? null : new MetricOf(metric(m.group(1)), stated(m.group(2)), who, not);
    }
    if ((m = EVERY_REQUESTS.matcher(t)).matches()) {
      return new MetricOf(metric(m.group(1)), stated(m.group(2)), new Every(), not);
    }
    if ((m = EVERY_METRIC.matcher(t)).matches()) {
      return new MetricOf(metric(m.group(1)), stated(m.group(2)), new TheRun(), not);
    }
    if ((m = REQUESTS_OWN.matcher(t)).matches()) {
      Who who = who(m.group(1), before);
      return who == null ? null : new MetricOf(metric(m.group(2)), stated(m.group(3)), who, not);
    }
    if ((m = REQUESTS_CACHED.matcher(t)).matches() && not == null) {
      int at = m.group(1) != null ? 1 : 4;
      if (who(m.group(at), before) instanceof Requests named) {
        return new ReportClaim.CachedOf(
            new Requests(named.requests(), true),
            Integer.parseInt(m.group(at + 1)),
            m.group(at + 2) == null ? null : Integer.valueOf(m.group(at + 2)));
      }
    }
    if ((m = REQUESTS_WITH.matcher(t)).matches()
        && who(m.group(1), before) instanceof Requests named) {
      return new MetricOf(
          metric(m.group(2)), stated(m.group(3)), new Requests(named.requests(), true), not);
    }
    if ((m = STATISTIC_ALONE.matcher(t)).matches() && metricOf(before) != null) {
      return new StatisticOf(statistic(m.group(1)), metricOf(before), stated(m.group(2)), not);
    }
    if ((m = THOSE_HAVE.matcher(t)).matches() && before instanceof MetricOf earlier) {
      Who those = who(m.group(1), before);
      if (those != null) {
        return new MetricOf(earlier.metric(), stated(m.group(2)), those, not);
      }
    }
    if ((m = VALUE_FOR.matcher(t)).matches() && before instanceof MetricOf earlier) {
      Who who = who(m.group(2), before);
      return who == null ? null : new MetricOf(earlier.metric(), stated(m.group(1)), who, not);
    }
    return null;
  }

  /** The metric of a statistic or metric claim, which a statistic said alone after it inherits. */
  private static Metric metricOf(ReportClaim claim) {
    if (claim instanceof StatisticOf s) {
      return s.metric();
    }
    if (claim instanceof Each each) {
      return each.metric();
    }
    if (claim instanceof Listed listed) {
      return listed.metric();
    }
    return claim instanceof MetricOf m ? m.metric() : null;
  }

  /** Whom "for …" names, or {@code null} when the words name no requests. */
  private static Who who(String words, ReportClaim before) {
    String w = words.trim().replaceFirst("(?i)^(?:for|on|of|in) ", "");
    if (EVERY.matcher(w).matches()) {
      return new Every();
    }
    Matcher others = OTHERS.matcher(w);
    if (others.matches()) {
      if (!(before instanceof MetricOf earlier) || !(earlier.who() instanceof Requests named)) {
        return null;
      }
      String said = others.group(1) != null ? others.group(1) : others.group(2);
      Integer count = said == null ? null : NumberWords.cardinal(said);
      return new Others(named.requests(), count, w);
    }
    try {
      return new Requests(RequestSet.parse(w));
    } catch (IllegalArgumentException notRequests) {
      // "for the second and third": the requests the sentence is about, left unsaid
      try {
        return w.matches("(?i)the .+") ? new Requests(RequestSet.parse(w + " requests")) : null;
      } catch (IllegalArgumentException stillNot) {
        return null;
      }
    }
  }

  /** Each number of a list repeated for the requests of its group, from the lowest. */
  private static Each grouped(Matcher m) {
    String group = m.group(3).toLowerCase(Locale.ROOT);
    int size =
        switch (group) {
          case "pair", "two" -> 2;
          case "three" -> 3;
          case "four" -> 4;
          default -> Integer.parseInt(group);
        };
    List<Duration> values = new ArrayList<>();
    listValues(m.group(2)).forEach(v -> values.addAll(Collections.nCopies(size, v)));
    Duration within = m.group(5) == null ? null : Durations.parse(m.group(5));
    return new Each(metric(m.group(1)), values, within, false);
  }

  private static Each each(Matcher m, boolean inOrderSent) {
    Duration within = m.group(3) == null ? null : Durations.parse(m.group(3));
    return new Each(metric(m.group(1)), listValues(m.group(2)), within, inOrderSent);
  }

  private static List<Duration> listValues(String list) {
    String unit = null;
    Matcher lastUnit = Pattern.compile("(" + Durations.UNIT + ")$").matcher(list);
    if (lastUnit.find()) {
      unit = lastUnit.group(1);
    }
    String numbers = list.replaceFirst("^" + ABOUT, "");
    List<Duration> values = new ArrayList<>();
    for (String number : numbers.split(",? and |, ")) {
      String one = number.trim();
      values.add(Durations.parse(one.matches("[\\d.,]+") ? one + " " + unit : one));
    }
    return values;
  }

  private static Metric metric(String words) {
    return MetricWords.metric(words);
  }

  private static Statistic statistic(String words) {
    return MetricWords.statistic(words.toLowerCase(Locale.ROOT));
  }

  /** "about 120 ms", a bare "120 ms" (both the feature's tolerance) or "120 ms within 5 ms". */
  private static Stated stated(String words) {
    String[] parts = words.trim().replaceFirst("(?i)^" + ABOUT, "").split(WITHIN);
    Duration value = Durations.parse(parts[0]);
    return new Stated(value, parts.length == 1 ? null : new Tolerance(Durations.parse(parts[1])));
  }

  /** A metric's numbers, one per request, and their own tolerance if they say one. */
  private static String numbersOf(String verb) {
    return METRIC + "s?" + verb + " (" + LIST + ")(?:" + WITHIN + "(" + ONE + "))?";
  }

  static Pattern pattern(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
  }
}
