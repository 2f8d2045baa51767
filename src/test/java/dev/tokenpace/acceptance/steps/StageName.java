package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stage as a scenario names it: by number ("stage 2"), by place ("the second stage", "the last
 * run") or by the requests it keeps in flight ("the one-at-a-time run", "the 16-at-a-time stage",
 * "the 8-at-once run", "the run with 16 in flight", "the concurrency 4 stage"), which only a run of
 * closed loops can answer.
 */
public record StageName(String words) {

  private static final String COUNT = "one|\\d+";
  private static final String STAGE = "stage|run|phase|requests|report";
  private static final String PLACE = "first|second|third|fourth|fifth|last";

  /** The words of a stage's name, for a parameter type. */
  static final String WORDS =
      "stage \\d+|the (?:"
          + PLACE
          + ") (?:"
          + STAGE
          + ")|the (?:"
          + COUNT
          + ")[- ](?:at[- ]a[- ]time|at[- ]once|in[- ]flight) (?:"
          + STAGE
          + ")|the (?:"
          + STAGE
          + ") with (?:"
          + COUNT
          + ") (?:requests? )?(?:in flight|at a time|at once|running at once)|the concurrency[-"
          + " ](?:"
          + COUNT
          + ") (?:"
          + STAGE
          + ")|the (?:"
          + STAGE
          + ") at (?:a )?concurrency (?:of )?(?:"
          + COUNT
          + ")";

  /**
   * A stage said where its numbers were taken, in a run of closed loops: "at 8 at a time", "at one
   * at a time", "with 16 in flight", "one at a time", "at concurrency 8", "in stage 2".
   */
  static final String AT =
      "(?:(?:at|with|when sending|sending|for) )?(?:"
          + COUNT
          + ") (?:requests? )?(?:at a time|at once|in flight)|(?:at|with) (?:a )?concurrency (?:of"
          + " )?(?:"
          + COUNT
          + ")|in stage \\d+";

  private static final Pattern NUMBER = Pattern.compile("stage (\\d+)");
  private static final Pattern PLACED = Pattern.compile("the (" + PLACE + ") .*");
  private static final Pattern IN_FLIGHT = Pattern.compile(".*?\\b(" + COUNT + ")\\b.*");

  /**
   * This stage's number (from 1) in a run whose stages keep {@code concurrencies} in flight, each
   * (0 for an open loop's stage).
   *
   * @throws IllegalStateException when the run has no such stage, or two it could be
   */
  public int in(List<Integer> concurrencies) {
    Matcher number = NUMBER.matcher(words);
    if (number.matches()) {
      return checked(Integer.parseInt(number.group(1)), concurrencies);
    }
    Matcher placed = PLACED.matcher(words);
    if (placed.matches()) {
      String place = placed.group(1);
      int n =
          place.equals("last")
              ? concurrencies.size()
              : List.of(PLACE.split("\\|")).indexOf(place.toLowerCase(Locale.ROOT)) + 1;
      return checked(n, concurrencies);
    }
    Matcher inFlight = IN_FLIGHT.matcher(words);
    inFlight.matches();
    int wanted = NumberWords.cardinal(inFlight.group(1));
    int found = 0;
    for (int i = 0; i < concurrencies.size(); i++) {
      if (concurrencies.get(i) == wanted) {
        if (found > 0) {
          throw new IllegalStateException(
              "two stages keep " + wanted + " in flight; name one by its number, e.g. 'stage 1'");
        }
        found = i + 1;
      }
    }
    if (found == 0) {
      throw new IllegalStateException(
          "no stage of the run keeps "
              + wanted
              + " in flight (its stages keep "
              + concurrencies
              + "; 0 is an open loop's); say the load as e.g. 'the benchmark sends 40 requests one"
              + " at a time, and then 40 requests with 8 in flight'");
    }
    return found;
  }

  private int checked(int stage, List<Integer> concurrencies) {
    if (stage < 1 || stage > concurrencies.size()) {
      throw new IllegalStateException(
          "the run has " + concurrencies.size() + " stage(s), so no " + words);
    }
    return stage;
  }

  @Override
  public String toString() {
    return words;
  }
}
