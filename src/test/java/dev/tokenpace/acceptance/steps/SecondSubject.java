package dev.tokenpace.acceptance.steps;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "… and the other three show TTFT 100 ms": a second subject, the requests the first did not name,
 * with claims of its own.
 */
public record SecondSubject(String claims, String subject, String itsClaims) {

  private static final Pattern SECOND_SUBJECT =
      Pattern.compile(
          "(.+?),? and (the (?:other|remaining)(?: (?:\\d+|"
              + NumberWords.CARDINALS
              + "))?(?: requests)?|the others|the rest(?: of the requests)?) (?:each )?(?:shows?"
              + "|reports?|showed|reported) (.+)",
          Pattern.CASE_INSENSITIVE);

  /** The second subject of a sentence whose subject is requests, if it has one. */
  public static Optional<SecondSubject> in(String sentence) {
    Matcher m = SECOND_SUBJECT.matcher(sentence.trim());
    return m.matches()
        ? Optional.of(new SecondSubject(m.group(1), m.group(2), m.group(3)))
        : Optional.empty();
  }
}
