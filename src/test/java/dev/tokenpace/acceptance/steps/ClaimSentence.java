package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A line after the run that no glossary step reads, read as claims about the report in the writer's
 * own opening: "tokenpace reports …", "the benchmark should show …", "every request shows …" or the
 * claims alone ("TTFT reads mean 187.5 ms, median 187.5 ms"). The opening says who shows the
 * numbers, never which numbers, so it is dropped; what follows is read by {@link ReportClaims},
 * which refuses the line when any part of it is not a claim, so the line is judged in full or not
 * at all.
 */
public final class ClaimSentence {

  /**
   * "the latency numbers use only the successful requests:", "the latency figures come only from
   * request 1:": which requests the report's numbers are of, its successes' as they always are.
   */
  private static final Pattern ONLY_THE_SUCCESSES =
      Pattern.compile(
          "^the (?:latency |timing )?(?:numbers|figures|metrics|statistics)(?: and (?:the"
              + " )?(?:output )?throughput)? (?:use|cover|count|come|are|are taken|are computed)(?:"
              + " only)? (?:from )?(?:only )?(?:the (?:\\d+ )?successful (?:requests?|ones?)|the"
              + " successful one|request \\d+)(?: only)?: ",
          Pattern.CASE_INSENSITIVE);

  /** Who shows the numbers, and its verb: "the report shows", "tokenpace should report". */
  private static final Pattern OPENING =
      Pattern.compile(
          "^(?:(?:the |its"
              + " )?(?:report|results?|benchmark|summary|run|client|tokenpace|output)|it|the (?:one"
              + " |only |single |successful )?request|(?:the|those|these) (?:\\d+ |two |three |four"
              + " )?(?:successful |completed )?requests|(?:every|each|all|both)(?: of)?(?: the)?(?:"
              + " \\d+)?(?: successful)? requests?|all"
              + " (?:two|three|four|five|six|\\d+)|both|they)(?: (?:should|must|will|would))?(?:"
              + " each| all| both)?"
              + " (?:shows?|reports?|gives?|says?|reads?|lists?|records?|displays?|prints?|has|have|counts?(?!"
              + " as))(?: that)?:? ",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern OTHERS_IN_WORDS =
      Pattern.compile(
          "\\bthe other (two|three|four|five|six|seven|eight|nine|ten)\\b",
          Pattern.CASE_INSENSITIVE);

  private static final String WITHIN_EACH = "\\d[\\d.,]* ?ms (?:within|±|\\+/-) ?\\d[\\d.,]* ?ms";

  /** A list of one metric of every request in the order sent, each number with its tolerance. */
  private static final Pattern LISTED_EACH_WITHIN =
      Pattern.compile(
          "^their (TTFTs|ITLs|TPOTs|request latencies|latencies),? (?:in the order (?:sent|they"
              + " were sent),? )?(?:are|were) ("
              + WITHIN_EACH
              + "(?:(?:,|,? and) "
              + WITHIN_EACH
              + ")+)$",
          Pattern.CASE_INSENSITIVE);

  private static String eachInItsPlace(String metrics, String values) {
    String metric =
        metrics.toLowerCase(java.util.Locale.ROOT).endsWith("latencies")
            ? "request latency"
            : metrics.substring(0, metrics.length() - 1);
    String[] each = values.split(",? and |, ");
    List<String> claims = new java.util.ArrayList<>();
    for (int i = 0; i < each.length; i++) {
      claims.add("a " + metric + " of " + each[i] + " for request " + (i + 1));
    }
    return String.join(", ", claims);
  }

  private ClaimSentence() {}

  /** The claims of {@code line}, or a refusal naming the part that is none. */
  public static List<ReportClaim> read(String line) {
    return ReportClaims.parse(claimsOf(line));
  }

  /** What {@code line} says after who shows it: its claims, as "the report shows …" takes them. */
  public static String claimsOf(String line) {
    String said =
        line.trim()
            .replaceFirst("(?i)^the report lists the failures as ", "the failures are listed as ")
            .replaceFirst(
                "(?i)^(?:counting|over|from) (?:the )?(?:successes|successful requests) only,? ",
                "the report shows ")
            // "the refused requests are left out of the timings: mean TTFT 100 ms, …": the
            // successes' numbers, as they always are
            .replaceFirst(
                "(?i)^the (?:refused|failed|rejected|errored) requests are (?:left out of|excluded"
                    + " from|not (?:counted|included) in) the (?:timings|timing figures|latency"
                    + " figures|metrics|numbers|statistics):? ",
                "the report shows ")
            // "no inter-token latency above 12 ms is reported": none above it
            .replaceAll(
                "(?i)^no ((?:inter-token latency|ITL|TTFT|TPOT|time to first token|time per output"
                    + " token|request latency)) (above|over|higher than|greater than|longer than)"
                    + " (\\d[\\d.,]* ?ms) is (?:reported|seen|shown|recorded)$",
                "no $1 is above $3")
            // "over the 7 successful requests, mean TTFT is 200 ms": the numbers of the successes,
            // as they always are, and how many there were
            .replaceFirst(
                "(?i)^(?:over|across|among|for|of) (?:the|all(?: the)?) (\\d+) (?:(?:successful"
                    + "|succeeded|completed) (?:requests|ones)|successes),? ",
                "the report shows $1 succeeded, ")
            .replaceFirst(
                "(?i)^(?:over|across|among|for|of) (?:the|all(?: the)?) (?:successful|succeeded"
                    + "|completed) (?:requests|ones),? ",
                "");
    // "their TTFTs, in the order sent, are 2200 ms ± 110 ms, 200 ms ± 10 ms and …": each with its
    // own tolerance, each the request sent in that place
    java.util.regex.Matcher listed = LISTED_EACH_WITHIN.matcher(said);
    if (listed.matches()) {
      said = eachInItsPlace(listed.group(1), listed.group(2));
    }
    // "the other four show …": a count in digits, as every claim reads it
    said =
        OTHERS_IN_WORDS
            .matcher(said)
            .replaceAll(m -> "the other " + NumberWords.cardinal(m.group(1).toLowerCase()));
    String claims =
        OPENING
            .matcher(ONLY_THE_SUCCESSES.matcher(said).replaceFirst("the report shows "))
            .replaceFirst("");
    // "every request reports exactly 3 output tokens": each one's count, not the run's
    return EVERY_ONE.matcher(said).lookingAt() ? eachOnes(claims) : claims;
  }

  /**
   * The claims after an opening that names every request ("each successful request reports 60
   * output tokens, 480 in total"): a count of output tokens first is each one's, not the run's.
   */
  public static String eachOnes(String claims) {
    return claims.replaceFirst(
        "(?i)^(?:exactly |precisely )?(\\d+) output tokens\\b(?! each| in total| apiece)",
        "$1 output tokens each");
  }

  /** Whether {@code subject} names every request, as "each successful request" does. */
  public static boolean namesEveryOne(String subject) {
    return EVERY_ONE.matcher(subject.trim() + " ").lookingAt();
  }

  /** An opening that says every request shows what follows. */
  private static final Pattern EVERY_ONE =
      Pattern.compile(
          "^(?:(?:every|each|all|both)(?: of)?(?: the)?(?: \\d+)?(?: successful)? requests?|all"
              + " (?:two|three|four|five|six|\\d+)|both|they) ",
          Pattern.CASE_INSENSITIVE);
}
