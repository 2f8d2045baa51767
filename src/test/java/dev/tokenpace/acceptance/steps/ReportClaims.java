package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a sentence about the report claims ("the report shows a mean TTFT of 195 ms and 0 failed
 * requests"), read into typed claims, each of which an existing glossary step judges. The sentence
 * is cut at ", " and " and ", then pieces that only make sense together ("300 ms, 200 ms and 100
 * ms, in the order the requests were sent", "requests 1 and 4", ", not 50 ms") are joined again:
 * the cut chosen is the one whose every part reads as a claim, the longest parts first. A sentence
 * with a part no claim reads is refused, naming that part and the claims it can read.
 */
public final class ReportClaims {

  /** What can be read, for the message that refuses a claim. */
  public static final String READS =
      "a statistic of a metric ('a mean TTFT of 195 ms', 'a p99 ITL of about 40 ms', 'its median"
          + " ITL is 20 ms'), a metric ('a TTFT of 250 ms': the run's one request, or every request"
          + " of several; 'for every request', 'for the first request', 'for requests 2 and 4',"
          + " then '30 ms for the other 4'), 'N requests with a TTFT of 100 ms', 'TTFTs of 300 ms,"
          + " 200 ms and 100 ms, in the order the requests were sent' (or 'from the lowest'; 'TTFT"
          + " of 100, 100 and 380 ms' alone: in the order sent when they went one after another,"
          + " else whichever had which), 'their TTFTs are 150 ms, 130 ms and 110 ms' (in the order"
          + " sent), 'N successful requests' (or 'N succeeded'), 'N failed requests', 'N failures',"
          + " 'no failures', 'N output tokens', 'N output tokens in total', 'an error rate of 10%',"
          + " 'a goodput of 75%', 'N of M answers ran past the limit'; a number may say 'about', or"
          + " 'within 5 ms', and may be followed by 'not 50 ms'; 'TTFT 150 ms', 'mean TTFT 240 ms',"
          + " 'latency 190 ms' say the same without 'a … of'; after 'N requests with …', a metric"
          + " naming no requests is of those N";

  /** A claim about the report, judged by the glossary step that says the same. */
  public sealed interface Claim {}

  /** "a mean TTFT of 195 ms": the (reported) {statistic} {metric} is {stated}. */
  public record StatisticOf(Statistic statistic, Metric metric, Stated value, Duration not)
      implements Claim {}

  /**
   * "a TTFT of 250 ms" (the run's one request, or every successful request of several), "… for
   * every request", "… for the first request", "30 ms for the other 4".
   */
  public record MetricOf(Metric metric, Stated value, Who who, Duration not) implements Claim {}

  /** "2 requests with a TTFT of 100 ms": how many, not which. */
  public record Some(int count, Metric metric, Stated value) implements Claim {}

  /**
   * "TTFTs of 300, 200 and 100 ms, in the order the requests were sent" or "from the lowest";
   * {@code within} their own tolerance, {@code null} for the feature's.
   */
  public record Each(Metric metric, List<Duration> values, Duration within, boolean inOrderSent)
      implements Claim {}

  /**
   * "TTFT of 100, 100, 380 and 380 ms": one number per request with no order said; judged in the
   * order sent when the run sent them one after another, else whichever request had which.
   */
  public record Listed(Metric metric, List<Duration> values, Duration within) implements Claim {}

  /** "40 output tokens in total": the output tokens of every successful request, summed. */
  public record TotalTokens(int count) implements Claim {}

  /** "3 successful requests". */
  public record Successes(int count) implements Claim {}

  /** "1 failed request", "0 failures", "no failures". */
  public record Failures(int count) implements Claim {}

  /** "6 output tokens": the run's one request's. */
  public record OutputTokens(int count) implements Claim {}

  /** "an error rate of 10%". */
  public record ErrorRate(Percent percent) implements Claim {}

  /** "a goodput of 75 %". */
  public record Goodput(Percent percent) implements Claim {}

  /** "3 of 10 answers ran past the limit". */
  public record PastLimit(int answers, int sent) implements Claim {}

  /** Which requests a metric claim is about. */
  public sealed interface Who {}

  /** No requests named: the run's one request, or every success when it sent several. */
  public record TheRun() implements Who {}

  /** "for every request", "per request". */
  public record Every() implements Who {}

  /** "for the first request", "for requests 2 and 4". */
  public record Requests(RequestSet requests) implements Who {}

  /**
   * "for the other 4", "for the rest": the requests a claim before it did not name; {@code count}
   * when the sentence says how many.
   */
  public record Others(RequestSet named, Integer count, String words) implements Who {

    public RequestSet requests() {
      return new RequestSet(words, ordinal -> !named.contains(ordinal));
    }
  }

  private static final String NUMBER = "\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?";
  private static final String UNIT = "(?:" + Durations.UNIT + ")\\b";
  private static final String ABOUT = "(?:about|around|roughly|approximately) ";
  private static final String ONE = "(?:" + NUMBER + ") ?" + UNIT;
  private static final String VALUE =
      "(?:" + ABOUT + ")?" + ONE + "(?: (?:within|±|\\+/-) " + ONE + ")?";
  private static final String METRIC = "(" + ParameterTypes.METRIC_WORDS + ")";
  private static final String STATISTIC = "(" + ParameterTypes.STATISTIC_WORDS + ")";
  private static final String ARTICLE = "(?:an? |the |its |their )?";
  private static final String COUNT = "(\\d+|no|zero|none)";

  /** Whom a metric is of: "for every request", "per request", "for the first request", … */
  private static final String WHOM = "(?:for|on|of|in) .+|per request";

  private static final String LINK = "(?: (?:of|is|was|at|as|=|:))? ";
  private static final String PERCENT = "(\\d+(?:\\.\\d+)? ?(?:%|percent))";

  private static final Pattern NOT =
      Pattern.compile("(.*?),? (?:and )?not (" + VALUE + ")(.*)", Pattern.CASE_INSENSITIVE);
  private static final Pattern STATISTIC_OF =
      pattern(ARTICLE + STATISTIC + " " + METRIC + LINK + "(" + VALUE + ")");
  private static final Pattern METRIC_OF =
      pattern(ARTICLE + METRIC + LINK + "(" + VALUE + ")(?:,? (" + WHOM + "))?");

  /** "… and a p99 of 300 ms", "the slowest of 200 ms": the metric of the claim before. */
  private static final Pattern STATISTIC_ALONE =
      pattern(ARTICLE + STATISTIC + "(?: one)?" + LINK + "(" + VALUE + ")");

  private static final Pattern ERROR_RATE =
      pattern(ARTICLE + "(?:error|failure) rate" + LINK + "(?:" + ABOUT + ")?" + PERCENT);
  private static final Pattern GOODPUT =
      pattern(ARTICLE + "goodput" + LINK + "(?:" + ABOUT + ")?" + PERCENT);
  private static final Pattern VALUE_FOR = pattern("(" + VALUE + ") (" + WHOM + ")");
  private static final Pattern SOME =
      pattern(
          "(\\d+) requests? (?:with|reporting|that reports?|at|having) "
              + ARTICLE
              + METRIC
              + LINK
              + "("
              + VALUE
              + ")");
  private static final String LIST =
      "(?:" + ABOUT + ")?(?:(?:" + NUMBER + ")(?: ?" + UNIT + ")?(?:,? and |, ))+" + ONE;
  private static final Pattern EACH =
      pattern(
          ARTICLE
              + METRIC
              + "s?(?: (?:of|were|are|was|is))? ("
              + LIST
              + ")(?: (?:within|±|\\+/-) ("
              + ONE
              + "))?,? (in (?:the )?order(?: (?:in which )?(?:the requests|they|it) (?:were|was)"
              + " sent| sent| of sending)?|in sending order|from the lowest(?: up)?)");

  /**
   * "their TTFTs are 150 ms, 130 ms and 110 ms", "the TTFTs are …": a list said as what the
   * requests' numbers are is in the order they were sent.
   */
  private static final Pattern EACH_ARE =
      pattern(
          "(?:their |the )"
              + METRIC
              + "s? (?:are|were) ("
              + LIST
              + ")(?: (?:within|±|\\+/-) ("
              + ONE
              + "))?");

  /** "TTFT of 100, 100, 380 and 380 ms", "request latencies of 280, 560 ms": no order said. */
  private static final Pattern LISTED =
      pattern(
          ARTICLE
              + METRIC
              + "s?(?: (?:of|were|are|was|is))? ("
              + LIST
              + ")(?: (?:within|±|\\+/-) ("
              + ONE
              + "))?");

  private static final Pattern SUCCESSES =
      pattern(
          COUNT
              + " (?:successful requests?|successful|successes|success|succeeded(?: requests?)?"
              + "|requests? succeeded)");
  private static final Pattern FAILURES =
      pattern(COUNT + " (?:failed requests?|failed|failures?|errors?|requests? failed)");

  /**
   * "16 output tokens in total", "18 tokens in all", "a total of 16 output tokens", "an output
   * total of 20 tokens": the successes' output tokens, summed.
   */
  private static final Pattern TOTAL_TOKENS =
      pattern(
          "(?:(\\d+) (?:output )?tokens? (?:in total|in all|altogether|all told)|a total of (\\d+)"
              + " (?:output )?tokens?|(?:an? |the )?(?:output )?total of (\\d+) (?:output"
              + " )?tokens?)");

  private static final Pattern ALL_SUCCEEDED =
      pattern("all (\\d+) requests (?:succeeded|successful)");
  private static final Pattern TOKENS =
      pattern("(\\d+) output tokens?(?: for the request| in the answer)?");
  private static final Pattern PAST_LIMIT =
      pattern(
          "(\\d+) (?:out )?of (?:the )?(\\d+) (?:answers|requests) ran past (?:the|their) (?:token"
              + " )?(?:limit|max_tokens)");

  private static final Pattern EVERY =
      pattern("(?:every|each|all) (?:the )?(?:successful )?requests?|every one|per request");
  private static final Pattern OTHERS =
      pattern(
          "(?:each of |all of |all )?(?:the (?:other|remaining|later) (\\d+)(?: requests)?|the"
              + " others|the other requests|the rest(?: of the requests)?|the remaining"
              + " requests|the later requests)");

  /** How many requests, in words: "the other three". */
  public static final String NUMBER_WORDS =
      "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

  /**
   * "… and the other three show TTFT 100 ms": a second subject, the requests the first did not
   * name, with claims of its own.
   */
  public record SecondSubject(String claims, String subject, String itsClaims) {}

  private static final Pattern SECOND_SUBJECT =
      pattern(
          "(.+?),? and (the (?:other|remaining)(?: (?:\\d+|"
              + NUMBER_WORDS
              + "))?(?: requests)?|the others|the rest(?: of the requests)?) (?:each )?(?:shows?"
              + "|reports?|showed|reported) (.+)");

  /** Between claims: a comma, "and", or both. */
  private static final Pattern SEPARATOR = Pattern.compile(",? and |, ");

  private ReportClaims() {}

  /** The second subject of a sentence whose subject is requests, if it has one. */
  public static java.util.Optional<SecondSubject> secondSubject(String sentence) {
    Matcher m = SECOND_SUBJECT.matcher(sentence.trim());
    return m.matches()
        ? java.util.Optional.of(new SecondSubject(m.group(1), m.group(2), m.group(3)))
        : java.util.Optional.empty();
  }

  /** "4" or "four". */
  public static int cardinal(String words) {
    String w = words.toLowerCase(Locale.ROOT);
    return w.matches("\\d+")
        ? Integer.parseInt(w)
        : List.of(NUMBER_WORDS.split("\\|")).indexOf(w) + 1;
  }

  /** The claims of {@code sentence} (what follows "the report shows"), or a refusal naming one. */
  public static List<Claim> parse(String sentence) {
    String text =
        sentence
            .trim()
            .replaceAll("\\s+", " ")
            .replaceAll("[.;]$", "")
            .replaceFirst("(?i)^that ", "");
    List<String> pieces = new ArrayList<>();
    List<String> separators = new ArrayList<>();
    Matcher cut = SEPARATOR.matcher(text);
    int from = 0;
    while (cut.find()) {
      pieces.add(text.substring(from, cut.start()));
      separators.add(cut.group());
      from = cut.end();
    }
    pieces.add(text.substring(from));
    Search search = new Search(pieces, separators);
    List<Claim> claims = search.from(0, null);
    if (claims == null) {
      throw new IllegalArgumentException(
          "cannot read \""
              + search.unread()
              + "\" in \""
              + text
              + "\" as a claim about the report; a sentence lists claims apart by \",\" or"
              + " \"and\", each one of: "
              + READS);
    }
    return claims;
  }

  /** Tries every way to join the pieces into claims, the longest claims first. */
  private static final class Search {
    private final List<String> pieces;
    private final List<String> separators;
    private int furthest = -1;

    Search(List<String> pieces, List<String> separators) {
      this.pieces = pieces;
      this.separators = separators;
    }

    List<Claim> from(int start, Claim before) {
      if (start == pieces.size()) {
        return new ArrayList<>();
      }
      for (int end = pieces.size(); end > start; end--) {
        Claim claim = one(joined(start, end), before);
        if (claim == null) {
          continue;
        }
        List<Claim> rest = from(end, claim);
        if (rest != null) {
          rest.add(0, claim);
          return rest;
        }
      }
      furthest = Math.max(furthest, start);
      return null;
    }

    String unread() {
      return pieces.get(Math.max(furthest, 0));
    }

    private String joined(int start, int end) {
      StringBuilder text = new StringBuilder(pieces.get(start));
      for (int i = start + 1; i < end; i++) {
        text.append(separators.get(i - 1)).append(pieces.get(i));
      }
      return text.toString();
    }
  }

  /** One claim, or {@code null} when {@code text} is none; {@code before} the claim before it. */
  static Claim one(String text, Claim before) {
    String t =
        text.trim()
            .replaceAll("(?i)latencies\\b", "latency")
            .replaceAll("(?i)-percentile", " percentile")
            .replaceFirst("(?i)^with ", "");
    Duration not = null;
    Matcher negated = NOT.matcher(t);
    if (negated.matches() && !negated.group(1).isBlank()) {
      not = stated(negated.group(2)).value();
      t = (negated.group(1) + negated.group(3)).trim();
    }
    Matcher m;
    if ((m = STATISTIC_OF.matcher(t)).matches()) {
      return new StatisticOf(statistic(m.group(1)), metric(m.group(2)), stated(m.group(3)), not);
    }
    if ((m = METRIC_OF.matcher(t)).matches()) {
      if (m.group(3) == null && not == null && before instanceof Some some) {
        // "2 requests with TTFT 100 ms and latency 280 ms": the same requests' latency.
        return new Some(some.count(), metric(m.group(1)), stated(m.group(2)));
      }
      Who who = m.group(3) == null ? new TheRun() : who(m.group(3), before);
      return who == null ? null : new MetricOf(metric(m.group(1)), stated(m.group(2)), who, not);
    }
    if ((m = STATISTIC_ALONE.matcher(t)).matches() && metricOf(before) != null) {
      return new StatisticOf(statistic(m.group(1)), metricOf(before), stated(m.group(2)), not);
    }
    if ((m = VALUE_FOR.matcher(t)).matches() && before instanceof MetricOf earlier) {
      Who who = who(m.group(2), before);
      return who == null ? null : new MetricOf(earlier.metric(), stated(m.group(1)), who, not);
    }
    if (not != null) {
      return null;
    }
    if ((m = SOME.matcher(t)).matches()) {
      return new Some(Integer.parseInt(m.group(1)), metric(m.group(2)), stated(m.group(3)));
    }
    if ((m = EACH.matcher(t)).matches()) {
      return each(m, !m.group(4).toLowerCase(Locale.ROOT).startsWith("from"));
    }
    if ((m = EACH_ARE.matcher(t)).matches()) {
      return each(m, true);
    }
    if ((m = LISTED.matcher(t)).matches()) {
      Each listed = each(m, true);
      return new Listed(listed.metric(), listed.values(), listed.within());
    }
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
    if ((m = PAST_LIMIT.matcher(t)).matches()) {
      return new PastLimit(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }
    return null;
  }

  /** The metric of a statistic or metric claim, which a statistic said alone after it inherits. */
  private static Metric metricOf(Claim claim) {
    if (claim instanceof StatisticOf s) {
      return s.metric();
    }
    return claim instanceof MetricOf m ? m.metric() : null;
  }

  /** Whom "for …" names, or {@code null} when the words name no requests. */
  private static Who who(String words, Claim before) {
    String w = words.trim().replaceFirst("(?i)^(?:for|on|of|in) ", "");
    if (EVERY.matcher(w).matches()) {
      return new Every();
    }
    Matcher others = OTHERS.matcher(w);
    if (others.matches()) {
      if (!(before instanceof MetricOf earlier) || !(earlier.who() instanceof Requests named)) {
        return null;
      }
      Integer count = others.group(1) == null ? null : Integer.parseInt(others.group(1));
      return new Others(named.requests(), count, w);
    }
    try {
      return new Requests(RequestSet.parse(w));
    } catch (IllegalArgumentException notRequests) {
      return null;
    }
  }

  private static Each each(Matcher m, boolean inOrderSent) {
    String list = m.group(2);
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
    Duration within = m.group(3) == null ? null : Durations.parse(m.group(3));
    return new Each(metric(m.group(1)), values, within, inOrderSent);
  }

  private static Metric metric(String words) {
    return ParameterTypes.metricOf(words);
  }

  private static Statistic statistic(String words) {
    return ParameterTypes.statisticOf(words.toLowerCase(Locale.ROOT));
  }

  /** "about 120 ms", a bare "120 ms" (both the feature's tolerance) or "120 ms within 5 ms". */
  private static Stated stated(String words) {
    String[] parts = words.trim().replaceFirst("(?i)^" + ABOUT, "").split(" (?:within|±|\\+/-) ");
    Duration value = Durations.parse(parts[0]);
    return new Stated(value, parts.length == 1 ? null : new Tolerance(Durations.parse(parts[1])));
  }

  private static int count(String words) {
    return words.matches("\\d+") ? Integer.parseInt(words) : 0;
  }

  private static Pattern pattern(String regex) {
    return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
  }
}
