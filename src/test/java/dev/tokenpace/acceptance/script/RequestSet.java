package dev.tokenpace.acceptance.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which requests a step means, counted in the order they were sent (1 = the first): "its second
 * request", "its first 2 requests", "the 12th request", "request 12", "requests 10, 20 and 30",
 * "requests 3 to 20", "every tenth request", "the 4th, 8th and 12th requests". A rule ("every
 * tenth") holds however many requests the run sends.
 */
public record RequestSet(String words, IntPredicate which) {

  /** first … twentieth, then the tens; numerals ("12th", "21st") for the rest. */
  public static final List<String> ORDINAL_WORDS =
      List.of(
          "first",
          "second",
          "third",
          "fourth",
          "fifth",
          "sixth",
          "seventh",
          "eighth",
          "ninth",
          "tenth",
          "eleventh",
          "twelfth",
          "thirteenth",
          "fourteenth",
          "fifteenth",
          "sixteenth",
          "seventeenth",
          "eighteenth",
          "nineteenth",
          "twentieth");

  private static final List<String> TENS =
      List.of(
          "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth");

  /** The regex of one ordinal: a word, or a numeral with its suffix. */
  public static final String ORDINAL =
      "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth"
          + "|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth"
          + "|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth"
          + "|\\d+(?:st|nd|rd|th)";

  /** A list of request numbers: "10, 20 and 30", "1 and 4", "3 to 20", "3-20". */
  public static final String NUMBERS = "\\d+(?:(?:,? and |, | to |-)\\d+)*";

  private static final String NOUN = "(?:request|answer)";

  /** "10, 20, 30 and so on": the numbers of a progression, its step read from the first two. */
  private static final String PROGRESSION = "\\d+(?:, \\d+)+,? (?:and so on|and so forth|etc\\.?)";

  /** "the 4th, 8th and 12th requests", "the second and third requests". */
  private static final String ORDINALS =
      "the (?:" + ORDINAL + ")(?:(?:,? and |, )(?:" + ORDINAL + "))+ " + NOUN + "s?";

  /** How many, as a count or in words ("2", "two"), for "its first 2 requests". */
  private static final String FEW = "\\d+|two|three|four|five|six|seven|eight|nine|ten";

  private static final List<String> FEW_WORDS =
      List.of("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");

  /** "its first 2 requests", "the first three answers": requests 1 to N. */
  private static final String FIRST = "(?:its|the) (?:very )?first (?:" + FEW + ") " + NOUN + "s";

  /**
   * The sets a rule names, however many requests the run sends: "every 4th request", "requests 5,
   * 15, 25 and so on".
   */
  private static final String RULE =
      "every (?:" + ORDINAL + ") " + NOUN + "|" + NOUN + "s " + PROGRESSION;

  /**
   * Requests by their numbers or by a rule, as a fault names them: "the 3rd and 7th requests",
   * "requests 3 and 7", "every 4th request", "requests 5, 15, 25 and so on".
   */
  public static final String NAMED =
      RULE
          + "|"
          + FIRST
          + "|"
          + ORDINALS
          + "|(?:its|the) (?:very )?(?:"
          + ORDINAL
          + ") "
          + NOUN
          + "|"
          + NOUN
          + "s? "
          + NUMBERS;

  /** Every form a step's {@code {requests}} takes (but "every request", which the script plays). */
  public static final String REGEX =
      FIRST
          + "|"
          + ORDINALS
          + "|(?:its|the) (?:very )?(?:"
          + ORDINAL
          + ") "
          + NOUN
          + "|every (?:"
          + ORDINAL
          + ") "
          + NOUN
          + "|"
          + NOUN
          + "s "
          + PROGRESSION
          + "|"
          + NOUN
          + "s "
          + NUMBERS
          + "|"
          + NOUN
          + " \\d+";

  private static final Pattern EVERY =
      Pattern.compile("every (" + ORDINAL + ") " + NOUN, Pattern.CASE_INSENSITIVE);
  private static final Pattern ONE =
      Pattern.compile("(?:its|the) (?:very )?(" + ORDINAL + ") " + NOUN, Pattern.CASE_INSENSITIVE);
  private static final Pattern STEPPED =
      Pattern.compile(NOUN + "s (" + PROGRESSION + ")", Pattern.CASE_INSENSITIVE);
  private static final Pattern LISTED =
      Pattern.compile(
          "the ((?:" + ORDINAL + ")(?:(?:,? and |, )(?:" + ORDINAL + "))+) " + NOUN + "s?",
          Pattern.CASE_INSENSITIVE);
  private static final Pattern FIRST_FEW =
      Pattern.compile(
          "(?:its|the) (?:very )?first (" + FEW + ") " + NOUN + "s", Pattern.CASE_INSENSITIVE);
  private static final Pattern NUMBERED =
      Pattern.compile(NOUN + "s? (" + NUMBERS + ")", Pattern.CASE_INSENSITIVE);

  /** 2 for "second", 12 for "12th" or "twelfth". */
  public static int ordinal(String word) {
    String w = word.trim().toLowerCase(Locale.ROOT);
    int index = ORDINAL_WORDS.indexOf(w);
    if (index >= 0) {
      return index + 1;
    }
    index = TENS.indexOf(w);
    if (index >= 0) {
      return (index + 3) * 10;
    }
    if (w.equals("hundredth")) {
      return 100;
    }
    if (w.matches("\\d+(?:st|nd|rd|th)")) {
      return Integer.parseInt(w.substring(0, w.length() - 2));
    }
    throw new IllegalArgumentException(
        "'" + word + "' is not an ordinal; write e.g. 'second', 'twelfth' or '12th'");
  }

  /** "first" for 1, …, "twentieth", then "21st", "22nd", "23rd", "24th". */
  public static String ordinalWord(int n) {
    if (n >= 1 && n <= ORDINAL_WORDS.size()) {
      return ORDINAL_WORDS.get(n - 1);
    }
    int tens = n % 100 / 10;
    int ones = n % 10;
    String suffix =
        tens == 1 ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
    return n + suffix;
  }

  public static RequestSet parse(String text) {
    String t = text.trim();
    Matcher every = EVERY.matcher(t);
    if (every.matches()) {
      int n = ordinal(every.group(1));
      return new RequestSet(t, ordinal -> ordinal % n == 0);
    }
    Matcher firstFew = FIRST_FEW.matcher(t);
    if (firstFew.matches()) {
      String count = firstFew.group(1).toLowerCase(Locale.ROOT);
      int few = count.matches("\\d+") ? Integer.parseInt(count) : FEW_WORDS.indexOf(count) + 2;
      return new RequestSet(t, ordinal -> ordinal <= few);
    }
    Matcher one = ONE.matcher(t);
    if (one.matches()) {
      return only(t, List.of(ordinal(one.group(1))));
    }
    Matcher listed = LISTED.matcher(t);
    if (listed.matches()) {
      return only(
          t, Stream.of(listed.group(1).split(",? and |, ")).map(RequestSet::ordinal).toList());
    }
    Matcher stepped = STEPPED.matcher(t);
    if (stepped.matches()) {
      return progression(
          t, numbers(stepped.group(1).replaceAll(",? (?:and so on|and so forth|etc\\.?)$", "")));
    }
    Matcher numbered = NUMBERED.matcher(t);
    if (numbered.matches()) {
      return only(t, numbers(numbered.group(1)));
    }
    throw new IllegalArgumentException(
        "'"
            + text
            + "' names no requests; write e.g. 'its second request', 'the 12th request', 'request"
            + " 12', 'its first 3 requests', 'requests 10, 20 and 30', 'the 4th, 8th and 12th"
            + " requests', 'requests 3 to 20' or 'every tenth request'");
  }

  /** The request numbers of "10, 20 and 30", "3 to 20" or "3-20". */
  public static List<Integer> numbers(String text) {
    List<Integer> numbers = new ArrayList<>();
    for (String part : text.trim().split(",? and |, ")) {
      String[] range = part.trim().split(" to |-");
      if (range.length == 2) {
        int from = Integer.parseInt(range[0].trim());
        int to = Integer.parseInt(range[1].trim());
        for (int i = from; i <= to; i++) {
          numbers.add(i);
        }
      } else {
        numbers.add(Integer.parseInt(part.trim()));
      }
    }
    return numbers;
  }

  /**
   * {@code of} of every {@code every} requests, evenly spread through each run of {@code every}
   * (the last of each spread first: 4 of every 20 are the 5th, 10th, 15th and 20th), each {@code
   * shift} requests earlier.
   */
  public static RequestSet share(int of, int every, int shift) {
    java.util.Set<Integer> places = new java.util.HashSet<>();
    for (int i = 1; i <= of; i++) {
      places.add(Math.floorMod(i * every / of - 1 - shift, every));
    }
    return new RequestSet(
        of + " of every " + every + " requests", ordinal -> places.contains((ordinal - 1) % every));
  }

  /**
   * "requests 5, 15, 25 and so on": the first number, then every step after it, the step the gap
   * between the first two; numbers that are no such progression are refused.
   */
  private static RequestSet progression(String words, List<Integer> numbers) {
    int first = numbers.get(0);
    int step = numbers.get(1) - first;
    for (int i = 1; i < numbers.size(); i++) {
      if (step <= 0 || numbers.get(i) != first + i * step) {
        throw new IllegalArgumentException(
            "'"
                + words
                + "' is no steady progression: 'and so on' needs numbers an equal step apart, as in"
                + " 'requests 5, 15, 25 and so on'");
      }
    }
    return new RequestSet(words, ordinal -> ordinal >= first && (ordinal - first) % step == 0);
  }

  public static RequestSet only(String words, List<Integer> ordinals) {
    List<Integer> copy = List.copyOf(ordinals);
    return new RequestSet(words, copy::contains);
  }

  public boolean contains(int ordinal) {
    return which.test(ordinal);
  }

  @Override
  public String toString() {
    return words;
  }
}
