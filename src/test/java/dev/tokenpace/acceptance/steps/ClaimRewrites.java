package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ways of saying claims that {@link ClaimGrammar} reads once said apart: a run's duration said
 * along another claim, gaps counted with their length, a metric said once for the statistics after
 * it, and the reasons a writer gives ("…, because the cache only shortens the wait"), which state
 * nothing the report shows.
 */
final class ClaimRewrites {

  /** A number of a duration, as a run's is said. */
  private static final String RUN_TIME = "\\d+(?:\\.\\d+)? ?(?:" + Durations.UNIT + ")\\b";

  /** "…, because the role-only chunks carry no token", "…, since the load sits before": why. */
  private static final Pattern REASON =
      Pattern.compile(
          "(?:,|;| -| —)? (?:because(?! of)|since|given that|as the"
              + " (?:cache|server|model|load)|leaving out|not counting|excluding|ignoring|counting"
              + " (?:only )?(?:the )?(?:successful requests|successes)|taken from the successful"
              + " requests? only|with the"
              + " (?:refused|failed|timed-out) ones? (?:left out|excluded|ignored)|(?:from|over"
              + "|across) (?:the )?successful (?:requests?|ones) only$|counting only the\\b"
              + "|(?:computed|taken) (?:over|from|across) (?:the )?successful (?:requests?|ones)(?:"
              + " only)?$"
              + "|with (?:the )?queue (?:time|wait)[^,\\d]* not (?:counted|included)[^,]*$"
              + "|(?:unaffected|not affected) by"
              + " [^,]*$|counted"
              + " (?:only"
              + " )?(?:from|over) (?:the )?(?:completed|successful|finished) (?:requests|ones)(?:"
              + " only)?$|the tokens? that"
              + " (?:actually )?(?:arrived|came|were streamed)).*$",
          Pattern.CASE_INSENSITIVE);

  /**
   * "…, so the slow start does not change the TPOT": what the writer concludes, in words that deny
   * rather than state a number.
   */
  private static final Pattern CONSEQUENCE =
      Pattern.compile(
          ",? so (?=[^,]*\\b(?:does not|doesn't|do not|don't|did not|didn't|never|no longer|is"
              + " not|isn't|are not|aren't)\\b)[^,]*$|,? so (?![^,]*\\d)[^,]*$",
          Pattern.CASE_INSENSITIVE);

  /** "…, (all) from the 7 successful requests only", "…, counted over the 7 successes". */
  private static final Pattern FROM_SUCCESSES =
      Pattern.compile(
          ", (?:all |each )?(?:counted |taken |computed |measured )?(?:only )?(?:over|across|from)"
              + " (?:the )?(\\d+) (?:successful requests|successes)(?: only| alone)?$",
          Pattern.CASE_INSENSITIVE);

  /**
   * "TTFT reads mean 187.5 ms, median 187.5 ms", "the TTFT statistics are mean 200 ms, …",
   * "latency: min 175 ms": a metric said once for the statistics that follow, wherever in the
   * sentence; the first statistic takes the metric ("mean TTFT 187.5 ms"), those after it are of
   * the claim before.
   */
  private static final Pattern STATISTICS_OF_ONE_METRIC =
      Pattern.compile(
          "\\b(?:the |its )?(?:reported )?("
              + MetricWords.METRICS
              + ")s?(?: (?:statistics|stats|figures|numbers|summary|distribution))?(?:"
              + " (?:are|were|show|shows|read|reads|is|gives?|has|have|comes? out at|come to"
              + "|comes to))?:? (?:an? )?("
              + MetricWords.STATISTICS
              + ") (?=(?:of |at |is |was |= |: )?(?:about |around |roughly |~ ?)?\\d)",
          Pattern.CASE_INSENSITIVE);

  /** "not 10 or 40 ms": each number but the last said with the last's unit. */
  private static final Pattern NOT_EITHER =
      Pattern.compile(
          "\\bnot (\\d+(?:\\.\\d+)?),? (or|nor) (\\d+(?:\\.\\d+)?) ?(" + Durations.UNIT + ")\\b",
          Pattern.CASE_INSENSITIVE);

  /**
   * "ITL mean and max are both 20 ms", "every inter-token gap and every TPOT is 25 ms": one number
   * of two, said as {@link SharedNumber} reads it ("the mean and max ITL are both 20 ms").
   */
  private static final Pattern SHARED_AFTER_THE_METRIC =
      Pattern.compile(
          "\\b("
              + MetricWords.METRICS
              + ") ("
              + MetricWords.STATISTICS
              + ") and ("
              + MetricWords.STATISTICS
              + ") (?:are|were)(?: both)? ",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern SHARED_BY_EVERY =
      Pattern.compile(
          "\\b(?:every|each|all) ("
              + MetricWords.METRICS
              + ")s? and (?:every|each|all) ("
              + MetricWords.METRICS
              + ")s? (?:is|are) ",
          Pattern.CASE_INSENSITIVE);

  private ClaimRewrites() {}

  /** A metric's name as a plural says it: "TTFTs", "times to first token", "latencies". */
  private static final String METRICS_SAID =
      "(times to first (?:output )?token|(?:" + MetricWords.METRICS + ")s?|latencies)";

  /**
   * "no inter-token latency is above 25 ms", "no ITL exceeds 25 ms": a bound, which the largest
   * holds to.
   */
  private static final Pattern NONE_ABOVE =
      Pattern.compile(
          "\\b(?:no|not one|not a single|none of the) (?:single )?"
              + METRICS_SAID
              + "(?: anywhere)?(?: (?:in|of|over) the (?:run|report|benchmark))?(?:"
              + " (?:is|was|are|were|goes|went|gets|comes out) (?:above|over|higher than|longer"
              + " than|more than|beyond)| (?:exceeds?|tops?|goes over|passes))(?: the)? (?=\\d)",
          Pattern.CASE_INSENSITIVE);

  /**
   * "the smallest, median and largest times to first token are 200 ms, 500 ms and 900 ms": each
   * statistic with its number, in turn.
   */
  private static final Pattern STATISTICS_LISTED =
      Pattern.compile(
          "\\bthe ((?:(?:"
              + MetricWords.STATISTICS
              + "),? )+and (?:"
              + MetricWords.STATISTICS
              + ")) "
              + METRICS_SAID
              + " (?:are|were|come out at) ((?:\\d+(?:\\.\\d+)?(?: ?ms)?,? )+and"
              + " \\d+(?:\\.\\d+)?(?: ?ms)?)",
          Pattern.CASE_INSENSITIVE);

  private static String statisticsListed(String sentence) {
    Matcher m = STATISTICS_LISTED.matcher(sentence);
    if (!m.find()) {
      return sentence;
    }
    String[] statistics = m.group(1).split(",? and |, ");
    String[] numbers = m.group(3).split(",? and |, ");
    if (statistics.length != numbers.length) {
      return sentence;
    }
    String unit = m.group(3).endsWith("ms") ? " ms" : "";
    StringBuilder each = new StringBuilder();
    for (int i = 0; i < numbers.length; i++) {
      String number = numbers[i].replaceFirst(" ?ms$", "") + unit;
      each.append(i == 0 ? "" : i == numbers.length - 1 ? " and " : ", ");
      each.append(
          i == 0
              ? "the " + statistics[0] + " " + singular(m.group(2)) + " is " + number
              : "the " + statistics[i] + " is " + number);
    }
    return sentence.substring(0, m.start()) + each + sentence.substring(m.end());
  }

  /**
   * {@code sentence} with a bound said as what its largest is at most, before "at most" is read.
   */
  static String noneAbove(String sentence) {
    Matcher bound = NONE_ABOVE.matcher(sentence);
    if (!bound.find()) {
      return sentence;
    }
    return sentence.substring(0, bound.start())
        + "the largest "
        + singular(bound.group(1))
        + " is at most "
        + sentence.substring(bound.end());
  }

  private static String singular(String metric) {
    String lower = metric.toLowerCase(java.util.Locale.ROOT);
    if (lower.startsWith("times ")) {
      return "time" + metric.substring(5);
    }
    if (metric.matches("(?i)" + MetricWords.METRICS)) {
      return metric;
    }
    if (lower.equals("latencies") || lower.endsWith(" latencies")) {
      return metric.substring(0, metric.length() - 3) + "y";
    }
    return metric.replaceFirst("(?<=[A-Za-z]{2})s$", "");
  }

  /** "median ITL and median TPOT are both 40 ms": a statistic said without its article. */
  private static final Pattern BARE_STATISTIC =
      Pattern.compile(
          "(^|,? and |, |,? but |,? while )(?=(?:"
              + MetricWords.STATISTICS
              + ") (?:"
              + MetricWords.METRICS
              + ")\\b)",
          Pattern.CASE_INSENSITIVE);

  /** A number and its tolerance, as a writer says one: "100 ms ± 10 ms", "about 1180 ms". */
  private static final String A_VALUE =
      "(?:about |around |roughly )?\\d+(?:\\.\\d+)? ?ms(?:,? (?:±|\\+/-|within|give or take)"
          + " ?\\d+(?:\\.\\d+)? ?ms)?";

  /** "at minimum", "on average": the statistic said after its number. */
  private static final String STATISTIC_AFTER =
      "(at (?:the )?(?:minimum|maximum|most|least|median|p\\d+)|on average|in the median)";

  private static final Pattern STATISTICS_AFTER =
      Pattern.compile(
          "\\b(?:the )?("
              + MetricWords.METRICS
              + ") (?:is|was|comes out at) ((?:"
              + A_VALUE
              + " "
              + STATISTIC_AFTER
              + "(?:,? and |, ))+"
              + A_VALUE
              + " "
              + STATISTIC_AFTER
              + ")",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern ONE_AFTER =
      Pattern.compile("(" + A_VALUE + ") " + STATISTIC_AFTER, Pattern.CASE_INSENSITIVE);

  /** "TTFT is 100 ms at minimum, 2260 ms at maximum and 1180 ms on average": each in turn. */
  private static String statisticsAfter(String sentence) {
    Matcher m = STATISTICS_AFTER.matcher(sentence);
    if (!m.find()) {
      return sentence;
    }
    Matcher each = ONE_AFTER.matcher(m.group(2));
    java.util.List<String> claims = new java.util.ArrayList<>();
    while (each.find()) {
      String word =
          each.group(2)
              .toLowerCase(java.util.Locale.ROOT)
              .replaceFirst("^at (?:the )?", "")
              .replaceFirst("^on average$", "mean")
              .replaceFirst("^in the median$", "median")
              .replaceFirst("^most$", "maximum")
              .replaceFirst("^least$", "minimum");
      claims.add("the " + word + " " + m.group(1) + " is " + each.group(1));
    }
    return sentence.substring(0, m.start())
        + String.join(", ", claims.subList(0, claims.size() - 1))
        + " and "
        + claims.get(claims.size() - 1)
        + sentence.substring(m.end());
  }

  /** {@code sentence} with each way above said as the claims it makes. */
  static String apart(String sentence) {
    // "the run's mean ITL and p99 ITL are both 25 ms": the report's, as every claim is; "the
    // succeeded requests' TTFTs": the report's numbers are always its successes'
    String said =
        soManyEach(
            spokenAsWished(
                statisticsListed(
                    statisticsAfter(BARE_STATISTIC.matcher(sentence).replaceAll("$1the "))
                        .replaceAll("(?i)\\bthe (?:run|report|summary|benchmark)'s (?=\\w)", "the ")
                        .replaceAll(
                            "(?i)\\bthe (?:succeeded|successful|completed|finished) requests'"
                                + " (?=\\w)",
                            "the "))));
    // "…, each shows 80 output tokens", "the successful ones produce 200 output tokens in total",
    // "the cut-off request is counted as failed, not successful": the counts they say
    said =
        said.replaceAll(
                "(?i)\\beach (?:one )?(?:shows|reports|has|gets|returns|produces) (?:exactly"
                    + " |precisely )?(\\d+) output tokens\\b(?! in total)",
                "$1 output tokens each")
            .replaceAll(
                "(?i)\\b(?:the successful (?:ones|requests)|they) (?:produce|produced|return"
                    + "|returned|yield|yielded|generate|generated|stream|streamed) (\\d+) output"
                    + " tokens in total\\b",
                "$1 output tokens in total")
            .replaceAll(
                "(?i)\\b(?:with )?the (?:cut-off|cut off|dropped|broken|truncated|interrupted)"
                    + " (?:\\d+(?:st|nd|rd|th) )?request (?:is |was )?(?:counted|reported|listed)"
                    + " as (?:a )?fail(?:ed|ure)(?:,? (?:and )?not (?:as )?(?:a"
                    + " )?success(?:ful)?)?",
                "1 is reported as failed because its stream was cut off")
            // "…, for a total of 320", "… and the total is exactly 400": the run's count of output
            // tokens, said after each one's
            .replaceAll(
                "(?i)(\\boutput tokens\\b.*?),? (?:for a total of|and the total is|and a total"
                    + " of|with a total of|the total being|totall?ing) (?:exactly |precisely"
                    + " )?(\\d+)\\b(?! ?ms)",
                "$1, $2 output tokens in total")
            // "…, so mean TTFT is 80 ms": the run's statistic, after claims of some requests
            .replaceAll(
                "(?i),? so (?:the )?(?=(?:mean|median|average|p\\d+|maximum|minimum|max|min)"
                    + " (?!and\\b|or\\b))",
                ", and the run reports ")
            // "TTFT is 60 ms for each short prompt and 450 ms for each long prompt": the run's two
            // lengths
            .replaceAll(
                "(?i)\\bfor (?:each|every) (short|long|shorter|longer) prompt\\b",
                "for the $1 prompts")
            // "the long prompt shows request latency 4180 ms": that length's requests
            .replaceAll(
                "(?i)(^|,? and |, )the (short|long|shorter|longer) (?:prompt|one|request) (?:shows?"
                    + "|has|reports?|gets) (?:a |an )?((?:TTFT|ITL|TPOT|"
                    + MetricWords.METRICS
                    + ")) (?:of )?((?:about )?\\d[\\d.,]* ?(?:ms|milliseconds|s|seconds)(?: within"
                    + " \\d[\\d.,]* ?(?:ms|milliseconds|s|seconds))?)",
                "$1$3 $4 for the $2 prompts")
            // "…, and the report counts exactly 606 output tokens in total": the report named again
            .replaceAll(
                "(?i)(,? and |, )(?:the )?(?:report|run|benchmark|summary) (?:counts|shows"
                    + "|reports|gives|has) ",
                "$1")
            // "all 4 requests succeed with mean TTFT 100 ms, …": the count, then the numbers
            .replaceAll(
                "(?i)\\b(succeed(?:ed)?|succeeds) with (?=(?:a |an"
                    + " )?(?:mean|median|average|p\\d+|max|min|TTFT|ITL|TPOT)\\b)",
                "$1, ")
            // "the TPOT of every successful request is 10 ms": every request's, as the metrics are
            // the successes'
            .replaceAll("(?i)\\b(of|for) (every|each) successful request\\b", "$1 $2 request")
            // "…, while mean ITL and mean TPOT stay 20 ms": both that number, a claim like the rest
            .replaceAll(
                "(?i),? while (?=(?:the"
                    + " )?(?:mean|median|average|p\\d+|maximum|minimum|max|min)\\b)",
                " and ")
            .replaceAll(
                "(?i)\\b(and (?:the )?(?:mean |median |average )?(?:ITL|TPOT|TTFT))"
                    + " (?:stay|stays|remain|remains)\\b",
                "$1 are both")
            .replaceAll(
                "(?i)\\b((?:the )?mean ITL) and (?:the )?(?:mean )?TPOT ((?:about )?\\d[\\d.,]*"
                    + " ?ms)\\b",
                "$1 and the mean TPOT are both $2")
            .replaceAll(
                "(?i)\\b((?:the )?(?:mean |median |average )?(?:ITL|TPOT|TTFT) and (?:the )?(?:mean"
                    + " |median |average )?(?:ITL|TPOT|TTFT)) is (?=(?:about )?\\d)",
                "$1 are both ")
            // "total output tokens is 960, exactly 60 per successful request": each one's
            .replaceAll(
                "(?i)\\b(?:exactly |precisely )?(\\d+) per (?:successful |succeeded |completed"
                    + " )?(?:request|answer|response)\\b",
                "$1 output tokens each")
            // "…, with the empty chunks counted neither as the first token nor as output tokens":
            // how the numbers come, said of the chunks
            .replaceAll(
                "(?i),? with the (?:empty|role-only|blank) chunks (?:counted|treated) neither as"
                    + " [^,]*$",
                "")
            // "…, including the cold one": every request, said again
            .replaceAll(
                "(?i),? including (?:the )?(?:cold|first|slow|long|short|cached|queued)"
                    + " (?:one|request)s?$",
                "")
            // "the mean ITL and the mean TPOT are each 29 ms": both that number
            .replaceAll(
                "(?i)\\b(and (?:the )?(?:mean |median |average )?(?:ITL|TPOT|TTFT)) are each\\b",
                "$1 are both")
            // "a mean ITL and a TPOT of 20 ms": both of that number
            .replaceAll(
                "(?i)\\b((?:an? )?(?:mean |median |average )?(?:ITL|TPOT|TTFT)) and ((?:an?"
                    + " )?(?:mean |median |average )?(?:ITL|TPOT|TTFT)) of ((?:about )?\\d[\\d.,]*"
                    + " ?ms(?: within \\d[\\d.,]* ?ms)?)",
                "$1 of $3 and $2 of $3")
            // "each of the other 4 has a TTFT of 100 ms": the other 4 requests'
            .replaceAll(
                "(?i)\\beach of the other (\\d+)(?: requests)? (?:has|have|shows?|reports?) ",
                "the other $1 requests have ")
            // "their TTFTs, in the order sent, are …": in the order sent, as their list is read
            .replaceAll(
                "(?i)\\b(their (?:TTFTs|ITLs|TPOTs|latencies|request latencies)),? in the order"
                    + " (?:sent|they were sent),? (are|were)\\b",
                "$1 $2")
            // "two requests show TTFT 200 ms and two show TTFT 2380 ms": how many show each
            .replaceAll(
                "(?i)(,? and |, )(\\d+|two|three|four|five|six|seven|eight|nine|ten)"
                    + " (show|have|report|get)s? (?=(?:a |an )?(?:TTFT|ITL|TPOT|"
                    + MetricWords.METRICS
                    + ")\\b)",
                "$1$2 requests $3 ");
    // "the first request's TTFT is 2450 ms and the other 4 TTFTs are each 450 ms": the others'
    // metric, after the one named
    said =
        said.replaceAll(
            "(?i)\\b(?:the (?:TTFT|ITL|TPOT|latency|"
                + MetricWords.METRICS
                + ") of the other (\\d+)(?: requests)? (?:is|was)|the other (\\d+)(?: requests'?)? "
                + METRICS_SAID
                + " (?:are|were)(?: each| all)?) ([^,]+?)(?=,? and |, |$)",
            "$4 for the other $1$2");
    // "100, 100, 1180 and 1180 ms, each within 30 ms, and …": a list's own tolerance, before
    // the claims after it
    said =
        said.replaceAll(
            "(?i)(\\d ?ms),? each (?:within|±|\\+/-|give or take) ?(\\d+(?:\\.\\d+)? ?ms)(?=,?"
                + " (?:and|but|while) |, )",
            "$1 within $2");
    // "request 2 is reported as failed because the connection dropped, and request 3 because of
    // malformed stream data": named requests, each with its failure's family
    said =
        said.replaceAll(
            "(?i)\\b(requests? \\d+ (?:is|was|are|were) (?:reported|marked|listed|shown) as failed"
                + " because [^,]+?),? and (requests? \\d+) because ",
            "$1 and $2 is reported as failed because ");
    said =
        said.replaceAll(
            "(?i)\\b(requests? \\d+) (?:is|was|are|were) (?:reported|marked|listed|shown) as failed"
                + " because (?:the|its) (?:connection (?:dropped|was dropped|closed|was closed|was"
                + " cut|broke)|stream was (?:cut off|cut short|dropped|broken off))",
            "$1 failed as a dropped connection");
    said =
        said.replaceAll(
            "(?i)\\b(requests? \\d+) (?:is|was|are|were) (?:reported|marked|listed|shown) as failed"
                + " because of (?:an? )?(?:malformed|invalid|broken|corrupt(?:ed)?|garbled)"
                + " (?:stream data|data|chunk|json|response)",
            "$1 failed as a malformed response");
    // "1 is reported as failed because its stream was cut off": a failure and its family
    said =
        said.replaceAll(
            "(?i)\\b(?:is|are|was|were) (?:reported|marked|counted|listed|shown|flagged) as failed"
                + " (?:because|since|as) (?:its|their|the) streams? (?:was|were|got) (?:cut"
                + " off|cut short|dropped|broken off|interrupted)",
            "fail as a stream cut off");
    said =
        said.replaceAll(
            "(?i)\\b(?:is|are|was|were) (?:reported|marked|counted|listed|shown|flagged) as failed"
                + " (?:because of|due to|with|as|after) an? (?:client(?:-side)? )?(?:request"
                + " )?time-?out",
            "fail as a timeout");
    said =
        said.replaceAll(
            "(?i)\\b(?:is|are|was|were) (?:reported|marked|counted|listed|shown|flagged) as"
                + " failed\\b",
            "fail");
    said = REASON.matcher(said).replaceFirst("");
    said = CONSEQUENCE.matcher(said).replaceFirst("");
    // "…, the number actually streamed, and …", "…, the slow first one included": a remark on
    // what the number is, which its claim says already
    said =
        said.replaceAll(
            "(?i),? (?:the number (?:actually )?(?:streamed|received)|(?:as )?counted from the"
                + " stream|the (?:slow )?first (?:one|request) included)(?=,|$)",
            "");
    // "2 fail, both reported as HTTP 429", "… both counted under HTTP 429": their status
    said =
        said.replaceAll(
            "(?i)\\b(\\d+|two|three|four|five) fail,? (?:both|all|each|all of them|both of them)"
                + " (?:reported|counted|labell?ed|listed|marked|shown) (?:as|under|with)"
                + " (HTTP \\d{3}|status \\d{3})\\b",
            "$1 fail with $2");
    // "the output is 40 tokens": its output tokens
    said =
        said.replaceAll(
            "(?i)\\b(?:the|its) output is (\\d+) tokens\\b(?! per)", "$1 output tokens");
    // "the mean ITL is 10 ms … for all three": a statistic of them all; "the ITL is 20 ms … for
    // all three": every request's
    said =
        said.replaceAll(
            "(?i)\\b((?:mean|median|average|maximum|minimum|p\\d+) [^,]*?),? for all"
                + " (?:\\d+|two|three|four|five|six|seven|eight|nine|ten)(?: requests| of them)?$",
            "$1");
    said =
        said.replaceAll(
            "(?i)\\bfor all (?:\\d+|two|three|four|five|six|seven|eight|nine|ten)(?: requests)?$",
            "for every request");
    // "…, so the median ITL is 20 ms": what the writer concludes, with its number, a claim too
    said = said.replaceAll("(?i),? so (?=(?:the|its|their|a|an) [^,]*\\d)", ", ");
    // "6 failures are listed with status 429 and 2 with status 503"
    said =
        said.replaceAll(
            "(?i)\\b(\\d+) failures are (?:listed|reported|shown|counted|recorded) (?=with|as)",
            "$1 failures ");
    // "… and their latency is 160 ms each": every request's
    said =
        said.replaceAll(
            "(?i)(,? and |, )their ("
                + MetricWords.METRICS
                + ")s? (?:is|are|was|were) ([^,]+?) each(?=,? and |, |$)",
            "$1a $2 of $3");
    // "the throughput is 16 tokens in 700 ms, about 22.9 tokens per second": the total, the run's
    // duration and the rate
    said =
        said.replaceAll(
            "(?i)\\bthe (?:output )?throughput is (\\d+) (?:output )?tokens in ("
                + RUN_TIME
                + "),? (?:about|around|roughly|or about|i\\.e\\.|so about) ",
            "$1 output tokens in total, a run duration of $2, an output throughput of about ");
    // "…, and it is the only request in the mean TTFT of 60 ms": the run's statistic, of it alone
    said =
        said.replaceAll(
            "(?i),? and it is the only (?:request|one) (?:in|behind|counted in) the ("
                + MetricWords.STATISTICS
                + ") ("
                + MetricWords.METRICS
                + ") of ",
            " and a $1 $2 of ");
    // "4 of the 20 requests fail": so many fail, the rest succeed
    said = ofTheRequestsFail(said);
    // "it succeeds with all 10 tokens": its one success and its tokens
    said =
        said.replaceAll(
            "(?i)\\bit succeeds with (?:all )?(\\d+) (?:output )?tokens\\b",
            "1 successful request, $1 output tokens");
    said = writersWorking(said);
    // "every request takes 550 ms from start to finish": its request latency
    said =
        said.replaceAll(
            "(?i)^(?:every|each|all(?: the)?|both) requests? (?:takes?|took|lasts?) ((?:"
                + NumberWords.ABOUT
                + ")?"
                + RUN_TIME
                + ") (?:from start to finish|end to end|from first byte sent to last token)",
            "a request latency of $1");
    // "… is 200 ms with a tolerance of 20 ms": within it
    said =
        said.replaceAll(
            "(?i)("
                + RUN_TIME
                + "),? with an? (?:tolerance|margin(?: of error)?) of ("
                + RUN_TIME
                + ")",
            "$1 within $2");
    // "p90 ITL is about 20 ms (within 5 ms)": a tolerance in brackets, the number's own
    said =
        said.replaceAll(
            "(?i)(" + RUN_TIME + ") \\((within|±|\\+/-) ?(" + RUN_TIME + ")\\)", "$1 $2 $3");
    // "…, queued or not": who the number is of, which it says already
    said = said.replaceAll("(?i),? (?:whether )?(?:queued|cached|cold|warm|first) or not$", "");
    // "both failures are put down to "429 …"": those failures' family
    said =
        said.replaceAll(
                "(?i)^(?:both|all|the) (\\d+ )?failures (?:are|were) (?:put down to|attributed to"
                    + "|due to|caused by|labell?ed(?: as)?|listed as|reported as|blamed on) ",
                "the $1failures are ")
            .replaceFirst("(?i)^the failures are (?=\"[^\"]+\"$)", "the 2 failures are ");
    // "the failure reasons list "500 …" twice and "connection dropped" once"
    said =
        said.replaceAll(
                "(?i)^the failure reasons (?:list|show|give|read|say) ",
                "the failures are broken down as ")
            .replaceAll("(?i)(\"[^\"]+\") once\\b", "1 $1")
            .replaceAll("(?i)(\"[^\"]+\") twice\\b", "2 $1")
            .replaceAll("(?i)(\"[^\"]+\") (\\d+) times\\b", "$2 $1");
    // "the mean TTFT over the run is 186.7 ms": the report's statistics are the run's
    said =
        said.replaceAll(
            "(?i)\\b("
                + MetricWords.METRICS
                + ") (?:over|across|for|of) the (?:whole |entire )?run"
                + " (?=is|are|was|were|comes|stays|of\\b)",
            "$1 ");
    // "TPOT is 20 ms, within 2 ms, for every request including the first": every request's
    said =
        said.replaceAll(
            "(?i)^(?:the )?("
                + MetricWords.METRICS
                + ") is ((?:"
                + NumberWords.ABOUT
                + ")?"
                + RUN_TIME
                + "),? (within|±|\\+/-) ("
                + RUN_TIME
                + "),? (?:for|on|in) (?:every|each|all(?: the)?) requests?(?:,? including the"
                + " first(?: one| request)?)?$",
            "a $1 of $2 $3 $4 for every request");
    // "the successful requests add up to 400 output tokens": the run's total, of its successes
    said =
        said.replaceAll(
            "(?i)^(?:the |all )?(?:successful |completed )?requests (?:add up to|sum to|come to"
                + "|total|produce|produced|account for|accounted for) (\\d+) output tokens(?: in"
                + " total| altogether)?$",
            "the output tokens total $1");
    // "the TTFT is 250 ms, within 10 ms, and not the 50 ms of the first empty chunk": what the
    // number is not, said of what would give it
    said =
        said.replaceAll(
            "(?i)("
                + RUN_TIME
                + "),? (?:and )?not (?:the )?("
                + RUN_TIME
                + ")(?: (?:of|from|for|at|that|which) [^,]+)?$",
            "$1 not $2");
    // "… ± 50 ms but the median gap is still 20 ms": two claims, the second's "still" by the way
    said = said.replaceAll("(?i),? but (?=the |its |every |each )", " and ");
    said = said.replaceAll("(?i)\\b(is|are|stays|remains) still\\b", "$1");
    said = said.replaceAll("(?i)^all (\\d+) (succeed|succeeded)\\b", "all $1 requests $2");
    // "two with a TTFT of about 100 ms and two with about 380 ms": requests by their number
    said =
        said.replaceAll(
            "(?i)\\b(\\d+|two|three|four|five|six) with an? ("
                + MetricWords.METRICS
                + ") of ([^,]+?) and (\\d+|two|three|four|five|six) with (?:an? (?:"
                + MetricWords.METRICS
                + ") of )?((?:"
                + NumberWords.ABOUT
                + ")?"
                + RUN_TIME
                + ")",
            "$1 requests with a $2 of $3 and $4 requests with a $2 of $5");
    // "the first request's TTFT is 2100 ms and the other two are 20 ms": the others' own
    said =
        said.replaceAll(
            "(?i)^the (first|\\w+) request's ("
                + MetricWords.METRICS
                + ") is ([^,]+?),? and the (?:other|remaining) (\\d+|two|three|four|five|six)"
                + " (?:are|were|show|each show|come out at) (.+)$",
            "a $2 of $3 for the $1 request and $5 for the other $4");
    // "…, and the request has 50 output tokens": the run's one request's count
    said =
        said.replaceAll(
            "(?i)(^|, |,? and )(?:the|its|that|this) (?:only |single |one )?request"
                + " (?:has|had|shows|reports|gets|got) (\\d+) output tokens\\b",
            "$1$2 output tokens");
    // "time per output token averages about 72 ms": its mean
    said =
        said.replaceAll(
            "(?i)(^|, |,? and )(?:the )?("
                + MetricWords.METRICS
                + ") (?:averages|averaged|comes out on average at|is on average) ",
            "$1the mean $2 is ");
    // "the TTFT of the first request is 300 ms and …": that request's number
    said =
        said.replaceAll(
            "(?i)(^|, |,? and )the ("
                + MetricWords.METRICS
                + ") of (the (?:very )?(?:"
                + dev.tokenpace.acceptance.script.RequestSet.ORDINAL
                + ") request|request \\d+) (?:is|was) ([^,]+?)(?=,? and |, |$)",
            "$1a $2 of $4 for $3");
    // "the ITL of every request stays at 20 ms, including the first": every request's
    said =
        said.replaceAll(
            "(?i)(^|,? and |, )the ("
                + MetricWords.METRICS
                + ") of (?:every|each|all(?: the)?) requests? (?:stays?|remains?|is|are)(?:"
                + " at)? ([^,]+?)(?:,? including the first(?: request| one)?)?(?=,? and |, |$)",
            "$1a $2 of $3");
    // "the output tokens total 80": the run's total
    said =
        said.replaceAll(
            "(?i)^the output tokens (?:total|add up to|come to|sum to) (\\d+)\\b",
            "the total output tokens is $1");
    // "…, and the run takes 800 ms for a throughput of 5 requests per second"
    said =
        said.replaceAll(
            "(?i),? and the (?:whole )?(?:run|benchmark) (?:takes|took|lasts|lasted) ("
                + RUN_TIME
                + ")",
            ", a run duration of $1");
    // "…, for an output throughput of about 98 tokens per second": what the numbers before make
    // of the run, a claim of its own
    said =
        said.replaceAll(
            "(?i),? (?:for|giving|making|which gives|i\\.e\\.) (?=an? (?:output |request |total"
                + " |token )?throughput\\b)",
            " and ");
    // "…, an inter-token latency of 30 ms throughout": every request's
    said = said.replaceAll("(?i)(\\d ?(?:ms|milliseconds)) throughout\\b", "$1 for every request");
    // "…, for 1800 of 4000 prompt tokens cached overall": the run's prompt tokens and their
    // cached share
    said =
        said.replaceAll(
            "(?i),? for (\\d+) of (?:the )?(\\d+) prompt tokens (?:cached|from the cache)"
                + " (?:overall|in total|across the run|over the run|in all)$",
            ", and the run shows $2 prompt tokens, of which $1 were cached");
    // "…, from the 7 successful requests only": the report's statistics are its successes' (a
    // failure's numbers are under its failures), so what the tail says is how many succeeded
    said = FROM_SUCCESSES.matcher(said).replaceFirst(" and $1 successful requests");

    // "… and the report shows a throughput of …": the same report, its claims going on
    said =
        said.replaceAll(
            "(?i),? and (?:the report|the results|the benchmark|the summary|the run|tokenpace|it)"
                + " (?:also )?(?:shows?"
                + "|reports?|gives?) ",
            " and ");
    // "…, with the 6 failures recorded as HTTP 429": how they failed
    said =
        said.replaceAll(
            "(?i),? with (?:the |all |all the )?(\\d+) failures? (?:all"
                + " )?(?:recorded|reported|counted|listed|marked|shown|logged) as \"?(HTTP"
                + " \\d{3}|[^\",]+?)\"?(?=$|,| and )",
            " and $1 fail with reason \"$2\"");
    // "2 fail, one reported as HTTP 500 and one as a dropped connection": each failure's family
    said =
        said.replaceAll(
                "(?i),? (one|1|two|2|three|3) (?:reported|recorded|marked|counted|listed|shown) as"
                    + " (?:an? )?(HTTP \\d{3})(?:,| and) (one|1|two|2|three|3) as (?:an?"
                    + " )?(?:dropped connection|connection dropped)$",
                ", the failures broken down as $1 \"$2\" and $3 \"connection dropped\"")
            .replaceAll("(?i)broken down as one ", "broken down as 1 ")
            .replaceAll("(?i)\" and one \"", "\" and 1 \"");
    // "the mean time to first token across the 8 successful requests is 1290 ms": the report's,
    // whose timings are its successes'
    said =
        said.replaceAll(
            "(?i)\\b((?:"
                + MetricWords.STATISTICS
                + ") (?:"
                + MetricWords.METRICS
                + ")) (?:across|over|among|of|for) (?:all )?the (?:\\d+ )?(?:successful|succeeded"
                + "|completed) requests (is|was|are|were)\\b",
            "$1 $2");
    // "with 120 output tokens per successful request": each one's count
    said =
        said.replaceAll(
            "(?i)\\b(\\d+) output tokens per (?:successful |succeeded |completed"
                + " )?(?:request|answer|response)\\b",
            "$1 output tokens each");
    // "…, and every request shows 80 output tokens, 240 in total": each one's count
    said =
        said.replaceAll(
            "(?i)(,? and ) ?(?:every|each|all) (?:the )?(?:\\d+ )?requests?"
                + " (?:reports?|shows?|has|have) (?:exactly |precisely )?(\\d+) output tokens\\b(?!"
                + " each| in total| apiece)",
            "$1$2 output tokens each");
    // "…, and every request reports a TPOT of 10 ms": a metric said bare is every request's
    said =
        said.replaceAll(
            "(?i)(,? and ) ?(?:every|each|all) (?:the )?(?:\\d+ )?requests?"
                + " (?:reports?|shows?|has|have) ",
            "$1");
    said = NOT_EITHER.matcher(said).replaceAll("not $1 $4 $2 $3 $4");
    // "the TTFTs, sorted, are 200, 200 and 850 ms": a list from the lowest
    said =
        said.replaceAll(
            "(?i)\\b(the (?:latencies|"
                + MetricWords.METRICS
                + ")s?),? sorted(?: from the lowest| ascending| in ascending order)?,? (?:are|were)"
                + " ((?:\\d+(?:\\.\\d+)?(?: ?ms)?,? )+and \\d+(?:\\.\\d+)? ?ms)",
            "$1 of $2 from the lowest");
    said = SHARED_AFTER_THE_METRIC.matcher(said).replaceAll("the $2 and $3 $1 are both ");
    said = SHARED_BY_EVERY.matcher(said).replaceAll("the $1 and the $2 are both ");
    return oneMetricApart(
        gapsApart(runDurationApart(byPromptLength(valuesOfTheMetricsBefore(bareRates(said))))));
  }

  /**
   * "the first request should show a TTFT of 800 ms", "the median gap stays 20 ms", "… while the
   * median gap stays 20 ms": what the report must say, in the words of a wish or of a constant, as
   * the claims the grammar reads ("has a", "is", "and"); "the median gap" after a gap between
   * tokens is that gap.
   */
  private static String spokenAsWished(String sentence) {
    return sentence
        .replaceAll("(?i)\\bshould (?:show|have|report|get|see)\\b", "have")
        .replaceAll("(?i)\\bshould (?:be|equal|stay|remain)(?: at)?\\b", "is")
        .replaceAll("(?i)\\bshould take\\b", "takes")
        .replaceAll(
            "(?i)\\b(?:stays?|remains?|keeps? at)(?: at)? (?=(?:about |around |roughly )?\\d)",
            "is ")
        .replaceAll("(?i),? while (?=(?:the|its|their|every|each|all) )", " and ")
        // "a mean ITL and TPOT of 30 ms": the statistic and the number of each metric
        .replaceAll(
            "(?i)\\b(an? )?("
                + MetricWords.STATISTICS
                + ") ("
                + MetricWords.METRICS
                + ") and ("
                + MetricWords.METRICS
                + ") (?:are (?:both )?|of (?:both )?)((?:about |around |roughly )?\\d+(?:\\.\\d+)?"
                + " ?(?:"
                + Durations.UNIT
                + ")\\b)",
            "$1$2 $3 of $5 and $1$2 $4 of $5")
        // "mean TTFT 500 ms, made of 150 ms for the short prompts and 850 ms for the long"
        .replaceAll(
            "(?i)\\b(" + MetricWords.METRICS + ") (\\d+(?:\\.\\d+)? ?ms),? made (?:up )?of ",
            "$1 $2, a $1 of ")
        .replaceAll("(?i)\\bthe (short|long|longer|shorter) ones\\b", "the $1 prompts")
        .replaceAll(
            "(?i)\\b(tokens|requests) per second over the (\\d+(?:\\.\\d+)?)-second run\\b",
            "$1 per second and a run duration of $2 seconds")
        // "40.4 tokens per second over 25.0 seconds": the rate and the run's window
        .replaceAll(
            "(?i)\\b(tokens|requests) per second over (\\d+(?:\\.\\d+)?) ?(s|seconds)\\b",
            "$1 per second and a run duration of $2 $3")
        // "the first request takes 550 ms, the others take 230 ms": their request latencies
        .replaceAll(
            "(?i)^the first request takes (\\d[\\d,.]* ?ms), the others take (\\d[\\d,.]* ?ms)",
            "a request latency of $1 for the first request, $2 for the others")
        .replaceAll("(?i),? and the request (?:as|is) successful$", " and no failures")
        // "TTFT values of 100, 100 and 300 ms": the metric's values, in order
        .replaceAll("(?i)\\b(" + MetricWords.METRICS + ") values (?=of \\d)", "$1s ")
        .replaceAll(
            "(?i)\\b(?:counts|is counted|registers) as (?=successful\\b)", "is reported as ")
        // "the first request reports a TTFT of 400 ms", "both requests show an ITL of 20 ms"
        .replaceAll(
            "(?i)\\b(request|one|prompt) (?:reports|shows|records|displays|gets|sees) (?=an? )",
            "$1 has ")
        // "the failures are reported with status 429": every failure, of that family
        .replaceAll(
            "(?i)^(?:the|all(?: the)?) failures (?:are|were)"
                + " (?:reported|listed|labell?ed|shown|marked|recorded) (?:with|as) (?=(?:an?"
                + " )?(?:status|http) \\d{3}\\b)",
            "the failures are all ")
        .replaceAll(
            "(?i)^(?:the|all(?: the)?) (\\d+) failures (?:are|were)"
                + " (?:reported|listed|labell?ed|shown|marked|recorded) (?:with|as) (?=(?:an?"
                + " )?(?:status|http) )",
            "the $1 failures are ")
        .replaceAll("(?i)\\bstatus code (?=\\d{3}\\b)", "status ")
        .replaceAll(
            "(?i)^the failures are all (?:listed|reported|filed|counted|shown) (?:under|as|with) ",
            "the failures are all ")
        // "…, one for a dropped connection and one for a malformed chunk": a failure each
        .replaceAll(
            "(?i),? one (?:for|with|from|as|because of|due to) ([^,]+?) and one (?:for|with|from|as"
                + "|because of|due to) ([^,]+?)$",
            ", 1 failed as $1 and 1 failed as $2")
        // "the slowest request takes 3240 ms end to end": the run's highest request latency
        .replaceAll(
            "(?i)^the (?:slowest|longest) request takes ("
                + RUN_TIME
                + ")(?: end to end| from start to finish| in total)?$",
            "the maximum request latency is $1")
        .replaceAll(
            "(?i)^the (?:fastest|quickest|shortest) request takes ("
                + RUN_TIME
                + ")(?: end to end| from start to finish| in total)?$",
            "the minimum request latency is $1")
        // "…, giving about 3.1 requests per second and 30.8 output tokens per second": the rates
        // the run's numbers make, each a claim
        .replaceAll(
            "(?i),? (?:giving|for|making|which gives|i\\.e\\.|so) (?=(?:about |around |roughly"
                + " )?\\d[\\d.]* (?:output tokens|tokens|requests) per second)",
            " and ")
        // "70 output tokens are counted in total", "only the 40 tokens from the successful
        // requests count toward output tokens": the run's total
        .replaceAll(
            "(?i)^(\\d+) (?:output )?tokens (?:are|were) (?:counted|reported)(?: in total|"
                + " overall)?$",
            "$1 output tokens in total")
        .replaceAll(
            "(?i)^(?:only )?the (\\d+) tokens (?:from|of) the successful requests count"
                + " (?:toward|towards|in|as) (?:the )?output tokens$",
            "$1 output tokens in total")
        .replaceAll(
            "(?i)(\\bsucceeds with |^)all (\\d+) (?:output )?tokens\\b", "$1$2 output tokens")
        .replaceAll(
            "(?i)(^|\\b(?:have|has|show|shows) )the same (?=(?:" + MetricWords.METRICS + ") of)",
            "$1a ")
        // "the TTFT statistics use only the 15 successful requests and show about 100 ms"
        .replaceAll(
            "(?i)^(the ("
                + MetricWords.METRICS
                + ") (?:statistics|figures|stats|numbers) [^,]*?),? and show (?=(?:about |around"
                + " |roughly )?\\d)",
            "$1 and a $2 of ")
        // "…, each with a TTFT of 100 ms and …": a metric said bare is every request's
        .replaceAll("(?i),? each with (?=an? )", ", and ")
        .replaceAll("(?i)\\bgap between two tokens\\b", "gap between tokens")
        // "time per output token after the first": TPOT's own definition, said out
        .replaceAll("(?i)\\b(time per output token|TPOT) after the first(?: token)?\\b", "$1")
        // "the median TTFT, counting successful requests only, is 100 ms": the report's
        // statistics are its successes' already
        .replaceAll(
            "(?i),? counting (?:only )?(?:the )?successful requests(?: only)?,(?=" + " )", "")
        // "… report 50 ms to first token and 550 ms in total": each metric by its words
        .replaceAll(
            "(?i)(^|,? and |, )((?:about )?\\d[\\d.,]* ?(?:ms|milliseconds|s|seconds)) to (?:the"
                + " )?first token\\b",
            "$1a time to first token of $2")
        .replaceAll(
            "(?i)(,? and |, )((?:about )?\\d[\\d.,]* ?(?:ms|milliseconds|s|seconds)) in total\\b",
            "$1a request latency of $2")
        // "every request shows a TTFT of 300 ms": a metric said bare is every request's
        .replaceAll(
            "(?i)^(?:every|each|all(?: the)?|both)(?: \\d+)? requests? (?:has|have|reports?|shows?)"
                + " (?=an? )",
            "")
        // "…, and the second one 80 ms", "… and the other four 100 ms": the metric before, of
        // those requests
        .replaceAll(
            "(?i)(,? and |, )the (second|third|fourth|fifth|last)(?: one| request)? ("
                + RUN_TIME
                + ")$",
            "$1$3 for the $2 request")
        .replaceAll(
            "(?i)(,? and |, )the (other (?:\\d+|"
                + NumberWords.CARDINALS
                + "))(?: ones| requests)? ("
                + RUN_TIME
                + ")$",
            "$1$3 for the $2")
        .replaceAll(
            "(?i)\\b(" + MetricWords.STATISTICS + ") (?:token )?gaps?\\b(?! between| of)",
            "$1 gap between tokens")
        .replaceAll(
            "(?i)\\b(takes? "
                + RUN_TIME
                + "),? (?:about|around|roughly|or about|i\\.e\\.|so about) (?=\\d[\\d.]* requests"
                + " per second$)",
            "$1 and a throughput of about ");
  }

  /** "the TTFT is 100 ms for 2 requests, 1180 ms for 2 requests and 2260 ms for 2 requests". */
  private static final Pattern SO_MANY_EACH =
      Pattern.compile(
          "^the (times to first (?:output )?token|"
              + MetricWords.METRICS
              + ")s? (?:is|are) ((?:"
              + RUN_TIME
              + " for \\d+ requests?(?:,? and |, ))+"
              + RUN_TIME
              + " for \\d+ requests?)(?:,? (?:and )?an? ("
              + MetricWords.STATISTICS
              + ") of ("
              + RUN_TIME
              + "))?$",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern ONE_SO_MANY =
      Pattern.compile("(" + RUN_TIME + ") for (\\d+) requests?", Pattern.CASE_INSENSITIVE);

  /** Each "N ms for K requests" as "K requests with a TTFT of N ms". */
  private static String soManyEach(String sentence) {
    Matcher whole = SO_MANY_EACH.matcher(sentence);
    if (!whole.matches()) {
      return sentence;
    }
    String metric = whole.group(1).replaceFirst("(?i)^times ", "time ");
    String each =
        ONE_SO_MANY
            .matcher(whole.group(2))
            .replaceAll(m -> m.group(2) + " requests with a " + metric + " of " + m.group(1));
    // "…, a median of 1100 ms": a statistic of the same metric
    return whole.group(3) == null
        ? each
        : each + ", a " + whole.group(3) + " " + metric + " of " + whole.group(4);
  }

  /**
   * "…, and 30.8 output tokens per second": a rate said bare, after the run's other numbers, is the
   * run's throughput.
   */
  private static String bareRates(String sentence) {
    return sentence
        .replaceAll(
            "(?i)(^|,? and |, )(?:about |around |roughly )?(\\d[\\d.]*) (?:output )?tokens per"
                + " second(?=$|,| and )",
            "$1an output throughput of about $2 tokens per second")
        .replaceAll(
            "(?i)(^|,? and |, )(?:about |around |roughly )?(\\d[\\d.]*) requests per"
                + " second(?=$|,| and )",
            "$1a throughput of about $2 requests per second");
  }

  private static final Pattern OF_THE_REQUESTS_FAIL =
      Pattern.compile(
          "(?i)\\b(\\d+) (?:out )?of (?:the|all|its) (\\d+) requests (?:fail|failed|fails)\\b");

  private static String ofTheRequestsFail(String sentence) {
    return OF_THE_REQUESTS_FAIL
        .matcher(sentence)
        .replaceAll(
            m -> {
              int failed = Integer.parseInt(m.group(1));
              int all = Integer.parseInt(m.group(2));
              return (all - failed) + " requests succeed and " + failed + " fail";
            });
  }

  /**
   * What a writer works out beside the claims, said as the claims it makes: "the run takes 1950 ms,
   * giving about 3.08 requests per second", "2 show 850 ms" after a count's first number, "so the
   * mean is 1300 ms", "960 of 2000 prompt tokens (48%) came from the cache", "(1360 ms over 19
   * gaps)", "(70 tokens)".
   */
  private static String writersWorking(String sentence) {
    String said =
        sentence
            .replaceAll(
                "(?i)^the (?:whole )?(?:run|benchmark|test) (?:takes|took|lasts|lasted) ("
                    + RUN_TIME
                    + ")",
                "a run duration of $1")
            .replaceAll(
                "(?i),? (?:giving|for|making|i\\.e\\.) ((?:about |around |roughly |~"
                    + " ?)?\\d+(?:\\.\\d+)?) requests? per second\\b",
                ", a request throughput of $1 requests per second")
            .replaceAll(
                "(?i)(,| and) ((?:about |around |roughly |~ ?)?\\d+(?:\\.\\d+)?) output tokens per"
                    + " second\\b",
                "$1 an output throughput of $2 tokens per second")
            // "2 requests show a TTFT of 200 ms, 2 show 850 ms and 2 show 1500 ms"
            .replaceAll(
                "(?i)(,|,? and) (\\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
                    + " (?:requests? )?(?:show|have|get|see)s? (?=(?:about )?\\d)",
                "$1 $2 of ")
            .replaceAll(
                "(?i),? so (?=the (?:mean|median|average|maximum|minimum|p\\d+)\\b)", ", and ")
            // "960 of 2000 prompt tokens (48%) came from the cache"
            .replaceAll(
                "(?i)\\b(\\d+) of (?:the )?(\\d+) prompt tokens(?:,? \\d+(?:\\.\\d+)? ?%)?"
                    + " (?:came|come) from the cache\\b",
                "$2 prompt tokens, of which $1 were cached")
            .replaceAll("(?i),? \\d[\\d.]* ?ms over \\d+ (?:gaps|intervals|tokens)\\b", "")
            // "2000 cached prompt tokens out of 3000 prompt tokens in total", "800 of 2000 prompt
            // tokens served from the cache, 40%"
            .replaceAll(
                "(?i)\\b(\\d+) cached prompt tokens out of (\\d+) prompt tokens(?: in total)?",
                "$2 prompt tokens, of which $1 were cached")
            .replaceAll(
                "(?i)\\b(\\d+) of (?:the )?(\\d+) prompt tokens (?:were )?served from the"
                    + " cache(?:,? \\d+(?:\\.\\d+)? ?%)?",
                "$2 prompt tokens, of which $1 were cached")
            .replaceAll(
                "(?i)^the (" + MetricWords.METRICS + ")s reported (are|were)\\b", "the $1s $2")
            // "the failure reasons are 2 times "HTTP 500" and 1 time "HTTP 503""
            .replaceAll(
                "(?i)^the failure reasons (?:are|were)(?: (?:listed|reported|shown|given|recorded)"
                    + " as)?\\b",
                "the failures are broken down as")
            .replaceAll("(?i)^the failures as (?=\\d)", "the failures are listed as ")
            // "the failures are broken down as one "HTTP 500", one "HTTP 503" …": counts in words
            .replaceAll("(?i)\\bone (?=\")", "1 ")
            .replaceAll("(?i)\\btwo (?=\")", "2 ")
            .replaceAll("(?i)\\bthree (?=\")", "3 ")
            // "3 fail: 2 with "503 …" and 1 with …": the failures' breakdown after a colon
            .replaceAll(
                "(?i)\\b(\\d+ (?:fail|failed|failures?)):? (?=\\d+ (?:with|as|from) )",
                "$1, the failures are listed as ")
            // "2 fail, both with the reason "429"": that many with that reason
            .replaceAll(
                "(?i)\\b(\\d+ (?:fail|failed)),? (?:both|all(?: of them)?|each) (?=with|from|due"
                    + " to)",
                "$1 ")
            // "4 fail, listed as 2 "HTTP 500" and 2 …": the failures' breakdown after their count
            .replaceAll(
                "(?i)\\b(\\d+ (?:fail|failed|failures?|requests? fail(?:ed)?)),? (?:listed|reported"
                    + "|recorded|labell?ed|broken down) as (?=\\d)",
                "$1, the failures are listed as ")
            // "with reason "429 Too Many Requests"": a status with its reason phrase, the status
            .replaceAll("(?i)\"((?:HTTP |status )?\\d{3}) [A-Za-z][^\"]*\"", "\"$1\"")
            .replaceAll("(?i),? (?:a|the) cache hit rate of \\d+(?:\\.\\d+)? ?%", "")
            .replaceAll("(?i),? with (\\d+) failures? for (?=HTTP|status)", ", $1 with ")
            .replaceAll("(?i)(,| and) (\\d+) failures? for (?=HTTP|status)", "$1 $2 with ")
            .replaceAll(
                "(?i),? each with (" + MetricWords.METRICS + ") (\\d+(?:\\.\\d+)? ?ms)$",
                ", and an $1 of $2 for every request")
            .replaceAll(
                "(?i)^(\\d+) (ITL|inter-token latency) (?:values|samples|gaps) with median (\\S+"
                    + " ?ms), maximum (\\S+ ?ms) and mean (\\S+ ?ms)$",
                "$1 ITL samples each, a median ITL of $3, a maximum ITL of $4 and a mean ITL of $5")
            .replaceAll(
                "(?i),? and counts (\\d+) output tokens\\b", ", and $1 output tokens in total")
            .replaceAll("(?i) over the (\\d+) successful requests(?=,| and)", "")
            .replaceAll("(?i)\\b(\\d+) times? (?=\")", "$1 ")
            // "3 requests fail, one each for "connection dropped", "malformed chunk" and "timeout""
            .replaceAll(
                "(?i),? one each for (\"[^\"]+\"|[a-z ]+?),? (\"[^\"]+\"|[a-z ]+?),? and"
                    + " (\"[^\"]+\"|[a-z ]+)$",
                ", 1 $1, 1 $2 and 1 $3")
            .replaceAll("(?i), (\\d+) tokens$", ", $1 output tokens in total")
            .replaceAll("(?i)^(\\d+) tokens(?=,| and )", "$1 output tokens");
    // "…, and the mean is 1300 ms": of the metric the sentence named
    Matcher bareStatistic =
        Pattern.compile("(?i)\\bthe (mean|median|average|maximum|minimum) (?=is (?:about )?\\d)")
            .matcher(said);
    Matcher metric = METRIC_OF.matcher(said);
    if (bareStatistic.find() && metric.find() && metric.start() < bareStatistic.start()) {
      said =
          said.substring(0, bareStatistic.start())
              + "the "
              + bareStatistic.group(1)
              + " "
              + metric.group(1)
              + " "
              + said.substring(bareStatistic.end());
    }
    return said;
  }

  /** "a TTFT of 200 ms": one metric's number, as the clause before the bare numbers said it. */
  private static final Pattern METRIC_OF =
      Pattern.compile(
          "\\b(?:an? |the )?(?:reported )?(" + MetricWords.METRICS + ")s? of (?=\\d)",
          Pattern.CASE_INSENSITIVE);

  /** "…, and the other 4 show 100 ms and 370 ms": numbers alone, after requests named. */
  private static final Pattern BARE_NUMBERS =
      Pattern.compile(
          ",? and ((?:the|those|these)(?: (?:other|remaining|queued|\\d+|two|three|four))+(?:"
              + " requests?| ones)?|the (?:rest|others)) (show|have|get|report|see)s?"
              + " ((?:\\d+(?:\\.\\d+)?"
              + " ?ms,? )+and \\d+(?:\\.\\d+)? ?ms)$",
          Pattern.CASE_INSENSITIVE);

  /**
   * "a TTFT of 200 ms and a request latency of 400 ms, and the 2 queued requests show 600 ms and
   * 800 ms": the numbers alone are of the metrics the clause before named, in its order.
   */
  private static String valuesOfTheMetricsBefore(String sentence) {
    Matcher bare = BARE_NUMBERS.matcher(sentence);
    if (!bare.find()) {
      return sentence;
    }
    String[] numbers = bare.group(3).split(",? and |, ");
    java.util.List<String> metrics = new java.util.ArrayList<>();
    Matcher named = METRIC_OF.matcher(sentence.substring(0, bare.start()));
    while (named.find()) {
      metrics.add(named.group(1));
    }
    if (metrics.size() != numbers.length) {
      return sentence;
    }
    return sentence.substring(0, bare.start())
        + ", and "
        + bare.group(1)
        + " "
        + bare.group(2)
        + " "
        + eachWithItsMetric(metrics, numbers);
  }

  /** "a TTFT of 600 ms and a request latency of 800 ms": each number with its metric, in order. */
  static String eachWithItsMetric(java.util.List<String> metrics, String[] numbers) {
    StringBuilder said = new StringBuilder();
    for (int i = 0; i < numbers.length; i++) {
      said.append(i == 0 ? "" : i == numbers.length - 1 ? " and " : ", ")
          .append("a ")
          .append(metrics.get(i))
          .append(" of ")
          .append(numbers[i].trim());
    }
    return said.toString();
  }

  /**
   * "9 inter-token gaps of 30 ms each": how many gaps every request has, and how long each is, two
   * claims.
   */
  private static String gapsApart(String sentence) {
    return sentence
        .replaceAll(
            "(?i)\\b(?:exactly )?(\\d+) (inter-token gaps|ITL gaps|gaps between"
                + " (?:tokens|words|chunks)|ITLs|inter-token latencies) of (?:exactly )?("
                + RUN_TIME
                + ") each",
            "$1 ITL samples each, an ITL of $3 for every request")
        // "4 inter-token gaps, all of 30 ms": the same two claims
        .replaceAll(
            "(?i)\\b(?:exactly )?(\\d+) (inter-token gaps|ITL gaps|gaps between"
                + " (?:tokens|words|chunks)|ITLs|inter-token latencies),? (?:all |each |every one"
                + " )(?:of them )?(?:of |at |being )?(?:exactly )?("
                + RUN_TIME
                + ")",
            "$1 ITL samples each, an ITL of $3 for every request");
  }

  /**
   * "60 output tokens in 7.56 s", "80 output tokens per second over a run duration of 5 seconds",
   * "20 output tokens over a 5 s run", "over the 450 ms run throughput is …": the run's duration
   * said along another claim, made a claim of its own ("a run duration of 7.56 s") after it, the
   * tokens said over it being the total.
   */
  private static String runDurationApart(String sentence) {
    String said =
        sentence
            .replaceAll(
                "(?i)\\b(\\d+) (?:output |generated )?tokens? (?:over|in|during|across) an? ("
                    + RUN_TIME
                    + ")[- ]run\\b",
                "$1 output tokens in total, a run duration of $2")
            .replaceAll(
                "(?i)\\b(\\d+) (?:output |generated )?tokens? (?:in|over|during|across) ("
                    + RUN_TIME
                    + ")",
                "$1 output tokens in total, a run duration of $2")
            .replaceAll(
                "(?i) (?:over|in|during|across) (?:a|the) (?:run duration|run time|benchmark"
                    + " time|run) of ("
                    + RUN_TIME
                    + ")",
                ", a run duration of $1");
    // "over the 450 ms run throughput is …", "throughput over the 350 ms run is …": said last
    Matcher run =
        Pattern.compile(
                "(?i)(?:^|,? )(?:over|in|during|across|for) (?:a|an|the) ("
                    + RUN_TIME
                    + ")[- ]run,?")
            .matcher(said);
    if (run.find()) {
      String duration = run.group(1);
      said = (said.substring(0, run.start()) + " " + said.substring(run.end())).trim();
      said = said + ", a run duration of " + duration;
    }
    return said.replace(" ,", ",").replaceAll("\\s{2,}", " ");
  }

  /**
   * "the requests with 100, 1000 and 4000 prompt tokens have TTFTs of 70, 250 and 850 ms": each
   * number with its prompt length, as a claim of each length says it.
   */
  private static final Pattern BY_PROMPT_LENGTH =
      Pattern.compile(
          "^(?:the |those )?requests with ((?:\\d+,? )+and \\d+) prompt tokens"
              + " (?:have|show|get|had) ("
              + MetricWords.METRICS
              + ")s? of ((?:\\d+(?:\\.\\d+)?(?: ?ms)?,? )+and \\d+(?:\\.\\d+)?) ?ms",
          Pattern.CASE_INSENSITIVE);

  private static String byPromptLength(String sentence) {
    Matcher m = BY_PROMPT_LENGTH.matcher(sentence);
    if (!m.find()) {
      return sentence;
    }
    String[] lengths = m.group(1).split(",? and |, ");
    String[] values = m.group(3).replace("ms", "").split(",? and |, ");
    if (lengths.length != values.length) {
      return sentence;
    }
    StringBuilder said = new StringBuilder("a " + m.group(2) + " of ");
    for (int i = 0; i < lengths.length; i++) {
      if (i > 0) {
        said.append(i == lengths.length - 1 ? " and " : ", ");
      }
      said.append(values[i].trim())
          .append(" ms for ")
          .append(lengths[i].trim())
          .append("-token prompts");
    }
    return said + sentence.substring(m.end());
  }

  private static String oneMetricApart(String sentence) {
    return STATISTICS_OF_ONE_METRIC.matcher(sentence).replaceAll("$2 $1 ");
  }
}
