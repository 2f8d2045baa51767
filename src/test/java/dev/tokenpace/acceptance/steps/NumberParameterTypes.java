package dev.tokenpace.acceptance.steps;

import static dev.tokenpace.acceptance.steps.NumberWords.ABOUT;
import static dev.tokenpace.acceptance.steps.NumberWords.LIST_SEPARATOR;
import static dev.tokenpace.acceptance.steps.NumberWords.NUMBER_ISH;
import static dev.tokenpace.acceptance.steps.NumberWords.ONE_NUMBER_ISH;
import static dev.tokenpace.acceptance.steps.NumberWords.UNIT;

import dev.tokenpace.acceptance.verdict.About;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Stated;
import dev.tokenpace.acceptance.verdict.Tolerance;
import io.cucumber.java.ParameterType;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Numbers as features write them: durations, tolerances, "about", shares and lists. */
public class NumberParameterTypes {

  /** A whole number: thousands separated first, so "2,000" is one number, not a list of two. */
  private static final String COUNT = "\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+";

  /**
   * A closing comma stays with the number, so "20 ms, give or take 2 ms" reads as "20 ms within 2
   * ms".
   */
  @ParameterType(ONE_NUMBER_ISH + " ?" + UNIT + ",?")
  public Duration duration(String text) {
    return Durations.parse(text.replaceFirst(",$", ""));
  }

  @ParameterType(
      "(?:" + NUMBER_ISH + "(?: ?" + UNIT + ")?" + LIST_SEPARATOR + ")*" + NUMBER_ISH + " ?" + UNIT)
  public List<Duration> durations(String text) {
    return Durations.parseList(text);
  }

  /**
   * A tolerance of its own as a duration: a share ("± 10%") needs its number, so only a sentence
   * about the report, which has it, reads one.
   */
  static final String TOLERANCE =
      "(?:within|±|\\+/-|" + ToleranceWords.GIVE_OR_TAKE + ") " + ONE_NUMBER_ISH + " ?" + UNIT;

  @ParameterType(TOLERANCE)
  public Tolerance tolerance(String text) {
    return ToleranceWords.tolerance(text);
  }

  /**
   * "about 120 ms", or a bare "120 ms": judged within the tolerance the feature states once
   * ("Numbers in this feature are judged within 5 ms"); refused without it.
   */
  @ParameterType("(?:" + ABOUT + ")?" + ONE_NUMBER_ISH + " ?" + UNIT)
  public About about(String text) {
    boolean bare = Character.isDigit(text.charAt(0));
    Duration value = Durations.parse(bare ? text : text.substring(text.indexOf(' ') + 1));
    return bare ? About.bare(value) : new About(value);
  }

  /**
   * A number with its tolerance: "120 ms within 5 ms", or "about 120 ms" or a bare "120 ms" (the
   * feature's).
   */
  @ParameterType(
      ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + " (?:within|±|\\+/-) "
          + NUMBER_ISH
          + " ?"
          + UNIT
          + "|"
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT
          + ",? "
          + ToleranceWords.GIVE_OR_TAKE
          + " "
          + ToleranceWords.AMOUNT
          + "|(?:"
          + ABOUT
          + ")?"
          + ONE_NUMBER_ISH
          + " ?"
          + UNIT)
  public Stated stated(String text) {
    return ToleranceWords.stated(text);
  }

  /** A share in percent: "10%", "10 %", "6.7 percent". */
  @ParameterType("\\d+(?:\\.\\d+)? ?(?:%|percent)")
  public Percent percent(String text) {
    return Percent.parse(text);
  }

  /**
   * A whole number, with thousands separators or not: "2,000", "2000". Every step's whole number is
   * one, so a step reads "a 2,000-token prompt" as it reads "a 2000-token prompt".
   */
  @ParameterType(COUNT)
  public Integer count(String text) {
    return Integer.valueOf(text.replace(",", ""));
  }

  /** Whole numbers, two or more, apart as a list's are: "100, 500, 1000 and 2000", "2,000". */
  @ParameterType("(?:" + COUNT + ")(?:" + LIST_SEPARATOR + "(?:" + COUNT + "))+")
  public List<Integer> counts(String text) {
    List<Integer> counts = new java.util.ArrayList<>();
    Matcher number = Pattern.compile(COUNT).matcher(text);
    while (number.find()) {
      counts.add(count(number.group()));
    }
    return counts;
  }
}
