package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.steps.ReportClaim.Each;
import dev.tokenpace.acceptance.steps.ReportClaim.Listed;
import dev.tokenpace.acceptance.steps.ReportClaim.MetricOf;
import dev.tokenpace.acceptance.steps.ReportClaim.Some;
import dev.tokenpace.acceptance.steps.ReportClaim.StatisticOf;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "give or take 10 ms" and "give or take 10%": a tolerance as people say it, wherever "within" is
 * read. A share is of the number it follows. At the end of a sentence it holds every number of the
 * sentence that says no tolerance of its own ("the first request shows 400 ms and the other 4 show
 * 100 ms, give or take 10 ms"); after a number mid-sentence, that number alone.
 */
final class ToleranceWords {

  /** The words before a tolerance that "within" also introduces. */
  static final String GIVE_OR_TAKE = "(?:give or take|plus or minus|more or less)";

  /** A tolerance as a duration or a share of its number. */
  static final String AMOUNT =
      "(?:"
          + NumberWords.ONE_NUMBER_ISH
          + " ?"
          + NumberWords.UNIT
          + "|\\d+(?:\\.\\d+)? ?(?:%|percent))";

  private static final String VALUE =
      "((?:" + NumberWords.NUMBER + ") ?(?:" + Durations.UNIT + "))";

  /** After a number, "within" and "±" take a share too ("150 ms ± 10%"). */
  private static final Pattern AFTER_A_NUMBER =
      Pattern.compile(
          VALUE
              + ",? (?:"
              + GIVE_OR_TAKE
              + "|within|±|\\+/-) ("
              + AMOUNT
              + ")(?=,| and | but | for | not |$)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern STATED =
      Pattern.compile(VALUE + ",? " + GIVE_OR_TAKE + " (" + AMOUNT + ")", Pattern.CASE_INSENSITIVE);

  /**
   * "…, give or take 10 ms", "…, each within 15%", "a mean of 390 ms and a max of 580 ms, within 20
   * ms": closing a sentence after a comma, for every bare number (product owners close a list of
   * numbers so; with no comma, "580 ms within 20 ms" is that number's own).
   */
  private static final Pattern AT_THE_END =
      Pattern.compile(
          "(.*?)(?:,? (?:"
              + GIVE_OR_TAKE
              + "|(?:each|all|both|every one) (?:"
              + GIVE_OR_TAKE
              + "|(?:to )?within|±))|, (?:all )?(?:to )?within) ("
              + AMOUNT
              + ")$",
          Pattern.CASE_INSENSITIVE);

  /** A closing share a rate can take: whole percents, as a rate's tolerance is. */
  private static final Pattern WHOLE_SHARE = Pattern.compile("(\\d+) ?(?:%|percent)");

  private ToleranceWords() {}

  /** A sentence's tolerance for every number it leaves without one, and the sentence without it. */
  record Trailing(String sentence, String amount) {

    /** The tolerance for {@code value}: the amount itself, or its share of the value. */
    Tolerance of(Duration value) {
      return new Tolerance(resolve(amount, value));
    }
  }

  /** The sentence's closing "give or take …", if it ends so. */
  static Trailing trailing(String sentence) {
    Matcher m = AT_THE_END.matcher(sentence.trim());
    return m.matches() ? new Trailing(m.group(1), m.group(2)) : new Trailing(sentence, null);
  }

  /** Every "N ms, give or take T" in the sentence as "N ms within T'", a share made a duration. */
  static String inline(String sentence) {
    Matcher m = AFTER_A_NUMBER.matcher(sentence);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      Duration value = Durations.parse(m.group(1));
      m.appendReplacement(
          out,
          Matcher.quoteReplacement(
              m.group(1) + " within " + Durations.format(resolve(m.group(2), value))));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** "180 ms, give or take 10%" or "180 ms give or take 5 ms", as {@code {stated}} takes it. */
  static Stated stated(String text) {
    Matcher m = STATED.matcher(text.trim());
    if (!m.matches()) {
      return Stated.parse(text);
    }
    Duration value = Durations.parse(m.group(1));
    return new Stated(value, new Tolerance(resolve(m.group(2), value)));
  }

  /** "give or take 5 ms", as {@code {tolerance}} takes it. */
  static Tolerance tolerance(String text) {
    String amount = text.trim().replaceFirst("(?i)^(?:within|±|\\+/-|" + GIVE_OR_TAKE + ") ?", "");
    if (amount.matches("(?i).*(?:%|percent)")) {
      throw new IllegalArgumentException(
          "'"
              + text
              + "' is a share, and this step's tolerance is a duration: write it in ms ('give or"
              + " take 10 ms'), or say the number and its share together as a sentence about the"
              + " report ('the report shows a median TTFT of 180 ms, give or take 10%')");
    }
    return new Tolerance(Durations.parse(amount));
  }

  /** The claims with the sentence's closing tolerance on each number that says none. */
  static List<ReportClaim> holdingTo(List<ReportClaim> claims, Trailing trailing) {
    if (trailing.amount() == null) {
      return claims;
    }
    return claims.stream().map(claim -> holdingTo(claim, trailing)).toList();
  }

  private static ReportClaim holdingTo(ReportClaim claim, Trailing t) {
    if (claim instanceof StatisticOf s && s.value().about()) {
      return new StatisticOf(s.statistic(), s.metric(), within(s.value(), t), s.not());
    }
    if (claim instanceof MetricOf m && m.value().about()) {
      return new MetricOf(m.metric(), within(m.value(), t), m.who(), m.not());
    }
    if (claim instanceof Some s && s.value().about()) {
      return new Some(s.count(), s.metric(), within(s.value(), t));
    }
    if (claim instanceof Each e && e.within() == null) {
      return new Each(e.metric(), e.values(), smallestShare(e.values(), t), e.inOrderSent());
    }
    if (claim instanceof Listed l && l.within() == null) {
      return new Listed(l.metric(), l.values(), smallestShare(l.values(), t));
    }
    Matcher share = WHOLE_SHARE.matcher(t.amount().trim());
    if (claim instanceof ReportClaim.RateOf r && r.percent() == null && share.matches()) {
      return new ReportClaim.RateOf(r.throughput(), r.value(), Integer.valueOf(share.group(1)));
    }
    return claim;
  }

  private static Stated within(Stated about, Trailing t) {
    return new Stated(about.value(), t.of(about.value()));
  }

  /** A share over a list holds each number to the share of the smallest: never looser than said. */
  private static Duration smallestShare(List<Duration> values, Trailing t) {
    Duration smallest = values.stream().min(Duration::compareTo).orElseThrow();
    return t.of(smallest).duration();
  }

  private static Duration resolve(String amount, Duration value) {
    String a = amount.trim().toLowerCase(Locale.ROOT);
    if (a.endsWith("%") || a.endsWith("percent")) {
      double share = Double.parseDouble(a.replaceAll("[^\\d.]", "")) / 100;
      return Duration.ofNanos(Math.round(value.toNanos() * share));
    }
    return Durations.parse(a);
  }
}
