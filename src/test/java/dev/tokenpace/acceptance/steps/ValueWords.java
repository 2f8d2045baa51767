package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A number and its tolerance in every way people say them, rewritten to the few forms the claim
 * grammar reads ("about N ms", "N ms", "N ms within T", "N ms, give or take T"): "~150 ms" and
 * "close to 150 ms" are "about"; "(± 10 ms)", "±10 ms", "+/- 10 ms", "to within 10 ms" are
 * "within"; "between 140 and 160 ms" is "150 ms within 10 ms", and an upper bound, "under 150 ms",
 * is "between 0 and 150 ms". A share ("± 10%") is left for {@link ToleranceWords}, which makes it a
 * duration of the number it follows. A lower bound alone stays as written: with no upper end it is
 * no number to hold a report to ({@link OutsideTheGrammar} says so).
 */
final class ValueWords {

  private static final String NUMBER = "(?:" + NumberWords.NUMBER + ")";
  private static final String UNIT = "(?:" + Durations.UNIT + ")";

  /** The words of a tolerance after its number: "within", "±", "give or take" and the like. */
  static final String TOLERANCE =
      "(?:to within|within|±|\\+/-|\\+-|" + ToleranceWords.GIVE_OR_TAKE + ")";

  private static final Pattern APPROXIMATELY =
      Pattern.compile(
          "(?:~ ?|\\b(?:close to|nearly|approx\\.?|circa|ca\\.) )(?=\\d)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern BETWEEN =
      Pattern.compile(
          "\\bbetween ("
              + NUMBER
              + ")(?: ?("
              + UNIT
              + "))? and ("
              + NUMBER
              + ") ?("
              + UNIT
              + ")\\b",
          Pattern.CASE_INSENSITIVE);

  /** The words of an upper bound before its number: "under", "no more than" and the like. */
  static final String UPPER =
      "(?:under|below|less than|lower than|shorter than|faster than|at most|no more than|not more"
          + " than|no higher than|not higher than|no longer than|not longer than|no slower than|not"
          + " above|not over|up to|at or below|at or under)";

  /** "under 150 ms", "no more than 150 ms": from 0 up to it. */
  private static final Pattern UPPER_BOUND =
      Pattern.compile(
          "\\b" + UPPER + " (" + NUMBER + ") ?(" + UNIT + ")\\b", Pattern.CASE_INSENSITIVE);

  /** "(± 10 ms)", "(give or take 10%)": the brackets say nothing the words do not. */
  private static final Pattern BRACKETED =
      Pattern.compile(",? ?\\( ?(" + TOLERANCE + ") ?([^)]+?) ?\\)", Pattern.CASE_INSENSITIVE);

  /** "±10 ms", "+/-10 ms", "to within 10 ms": as "± 10 ms" and "within 10 ms". */
  private static final Pattern TIGHT =
      Pattern.compile("(±|\\+/-|\\+-)(?=\\d)|\\bto within\\b|\\+-", Pattern.CASE_INSENSITIVE);

  /** "within 10 ms of 150 ms": the number first, as the grammar reads it. */
  private static final Pattern WITHIN_OF =
      Pattern.compile(
          "\\bwithin (" + ToleranceWords.AMOUNT + ") of (" + NUMBER + " ?" + UNIT + ")\\b",
          Pattern.CASE_INSENSITIVE);

  /** "150 ms ± 10": a tolerance with no unit is in its number's. */
  private static final Pattern UNITLESS =
      Pattern.compile(
          "("
              + NUMBER
              + ") ?("
              + UNIT
              + ")(,? "
              + TOLERANCE
              + " ?)("
              + NUMBER
              + ")(?![\\d.]|,\\d| ?(?:(?:"
              + UNIT
              + ")\\b|%|percent))",
          Pattern.CASE_INSENSITIVE);

  private ValueWords() {}

  /** {@code text} with every number and tolerance said in the grammar's own forms. */
  static String plain(String text) {
    String t = APPROXIMATELY.matcher(text).replaceAll("about ");
    t = WITHIN_OF.matcher(t).replaceAll("$2 within $1");
    t = UNITLESS.matcher(t).replaceAll("$1 $2$3$4 $2");
    t = BRACKETED.matcher(t).replaceAll(" $1 $2");
    t = TIGHT.matcher(t).replaceAll(m -> m.group().startsWith("to") ? "within" : "± ");
    t = t.replace("+/- ", "± ").replace("±  ", "± ");
    t = UPPER_BOUND.matcher(t).replaceAll("between 0 and $1 $2");
    Matcher between = BETWEEN.matcher(t);
    StringBuilder out = new StringBuilder();
    while (between.find()) {
      String lowUnit = between.group(2) == null ? between.group(4) : between.group(2);
      Duration low = Durations.parse(between.group(1) + " " + lowUnit);
      Duration high = Durations.parse(between.group(3) + " " + between.group(4));
      between.appendReplacement(
          out,
          Matcher.quoteReplacement(
              Durations.format(low.plus(high).dividedBy(2))
                  + " within "
                  + Durations.format(high.minus(low).abs().dividedBy(2))));
    }
    between.appendTail(out);
    return out.toString();
  }
}
