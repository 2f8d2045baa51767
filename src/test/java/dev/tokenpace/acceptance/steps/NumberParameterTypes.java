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
import java.util.Arrays;
import java.util.List;

/** Numbers as features write them: durations, tolerances, "about", shares and lists. */
public class NumberParameterTypes {

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

  /** Whole numbers, two or more, apart as a list's are: "100, 500, 1000 and 2000". */
  @ParameterType("\\d+(?:" + LIST_SEPARATOR + "\\d+)+")
  public List<Integer> counts(String text) {
    return Arrays.stream(text.split(LIST_SEPARATOR)).map(Integer::valueOf).toList();
  }
}
