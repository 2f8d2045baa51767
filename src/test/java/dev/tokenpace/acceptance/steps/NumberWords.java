package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.verdict.Durations;
import java.util.List;
import java.util.Locale;

/** How features write numbers: the pieces the patterns of numbers, steps' and sentences', share. */
final class NumberWords {

  /** A number, or one written with thousands separators ("2,100"). */
  static final String NUMBER = "\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?";

  /**
   * Loose on purpose: a typo such as "25O ms" must reach the parser and get a helpful message, not
   * "undefined step".
   */
  static final String NUMBER_ISH = "\\d[\\w.]*";

  /** A number with thousands separators, or any loose one. */
  static final String ONE_NUMBER_ISH = "(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|" + NUMBER_ISH + ")";

  static final String UNIT = "(?:" + Durations.UNIT + ")\\b";

  /** "about 120 ms": the word before a number the feature's tolerance judges. */
  static final String ABOUT = "(?:about|around|roughly|approximately|near|close to) ";

  /** Between the numbers of a list: "400, 100 and 100", "400 100 100", "400, 100, 100". */
  static final String LIST_SEPARATOR = "(?:,? and |, ?| )";

  /** How many requests, in words: "the other three". */
  static final String CARDINALS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

  private NumberWords() {}

  /** "4", "2,000" or "four". */
  static int cardinal(String words) {
    String w = words.toLowerCase(Locale.ROOT);
    if (w.matches("\\d{1,3}(?:,\\d{3})+")) {
      return Integer.parseInt(w.replace(",", ""));
    }
    return w.matches("\\d+") ? Integer.parseInt(w) : List.of(CARDINALS.split("\\|")).indexOf(w) + 1;
  }
}
