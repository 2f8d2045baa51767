package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "… and the other three show TTFT 100 ms": a second subject, the requests the first did not name,
 * with claims of its own.
 */
public record SecondSubject(String claims, String subject, String itsClaims) {

  /** "… and the second one 80 ms": a request by its place. */
  private static final String ONE_BY_ITS_PLACE =
      "the (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|last|\\d+(?:st|nd|rd|th))(?:"
          + " one| request)?";

  private static final Pattern SECOND_SUBJECT =
      Pattern.compile(
          "(.+?),? and ("
              + SentenceWords.THE_OTHERS.replace("(\\d+|", "(?:\\d+|")
              + "|the \\d+-(?:token|word)(?: prompt)? requests|"
              + SentenceWords.BY_PROMPT_RANK
              + "|"
              + ONE_BY_ITS_PLACE
              // "… and the other 4 TTFTs are each 450 ms": "the other 4" whole, a claim of its own
              + ") (?:(?:each"
              + " )?(?:shows?|reports?|showed|reported|has|have|had|gets?|got) |(?=(?!\\d+ \\S+"
              + " (?:are|were) )\\d|about"
              // "… and the other 4 a TTFT of 100 ms": the verb said once, for both
              + " |an? ))(.+)",
          Pattern.CASE_INSENSITIVE);

  /**
   * A number alone: "and the other 4 show 100 ms" is of the metric the first subject named last.
   */
  private static final Pattern A_NUMBER_ALONE =
      Pattern.compile(
          "(?:"
              + NumberWords.ABOUT
              + ")?(?:"
              + NumberWords.NUMBER
              + ") ?"
              + NumberWords.UNIT
              + ".*",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern ONE_NUMBER =
      Pattern.compile(
          "(?:" + NumberWords.ABOUT + ")?(?:" + NumberWords.NUMBER + ") ?" + NumberWords.UNIT,
          Pattern.CASE_INSENSITIVE);

  /**
   * The second subject's claims, a number alone given the metric the first subject's last claim
   * names ("the first request shows a TTFT of 400 ms and the other 4 show 100 ms").
   */
  public String ofTheSameMetric() {
    // "the two that follow have 50 ms each": each of them, as "show" says
    String claimsOfEach = itsClaims.trim().replaceFirst("(?i) (?:each|apiece)$", "");
    if (!A_NUMBER_ALONE.matcher(claimsOfEach).matches()) {
      return itsClaims;
    }
    List<ReportClaim> first = ReportClaims.parse(claims);
    // "the first request shows a TTFT of 5100 ms and a latency of 5370 ms, and the other 4 show
    // 100 ms and 370 ms": as many numbers as the first subject's metrics, each of its own in order
    String[] numbers = claimsOfEach.split("(?i),? and |, ");
    List<ReportClaim.MetricOf> metrics =
        first.stream()
            .filter(ReportClaim.MetricOf.class::isInstance)
            .map(ReportClaim.MetricOf.class::cast)
            .toList();
    if (numbers.length > 1
        && metrics.size() == first.size()
        && metrics.size() == numbers.length
        && java.util.Arrays.stream(numbers).allMatch(n -> ONE_NUMBER.matcher(n.trim()).matches())) {
      return ClaimRewrites.eachWithItsMetric(
          metrics.stream().map(m -> m.metric().label()).toList(), numbers);
    }
    if (!first.isEmpty() && first.get(first.size() - 1) instanceof ReportClaim.MetricOf m) {
      return "a " + m.metric().label() + " of " + claimsOfEach;
    }
    return itsClaims;
  }

  /** The second subject of a sentence whose subject is requests, if it has one. */
  public static Optional<SecondSubject> in(String sentence) {
    Matcher m = SECOND_SUBJECT.matcher(sentence.trim());
    if (!m.matches()) {
      return Optional.empty();
    }
    String subject = m.group(2);
    if (subject.matches("(?i)" + ONE_BY_ITS_PLACE)) {
      subject = subject.replaceFirst("(?i)(?: one| request)?$", " request");
    }
    return Optional.of(new SecondSubject(m.group(1), subject, m.group(3)));
  }
}
