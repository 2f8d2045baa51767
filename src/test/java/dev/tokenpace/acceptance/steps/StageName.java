package dev.tokenpace.acceptance.steps;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stage as a scenario names it: by number ("stage 2"), by place ("the second stage", "the last
 * run") or by the requests it keeps in flight ("the one-at-a-time run", "the 16-at-a-time stage",
 * "the 8-at-once run", "the run with 16 in flight", "the concurrency 4 stage"), which only a run of
 * closed loops can answer; by how busy it keeps the server against the others ("the light load",
 * "the heavier run": fewest or most in flight); or by the name the load gave it ("a warm-up stage
 * of 3 requests followed by a main stage of 17 requests": "the warm-up stage", "the main stage").
 */
public record StageName(String words) {

  private static final String COUNT = "one|\\d+";
  private static final String STAGE = "stage|run|phase|requests|report";
  private static final String PLACE = "first|second|third|fourth|fifth|last";
  private static final String LIGHT = "light|lighter|lightest|quiet|quieter|quietest";

  /**
   * The stage keeping the most in flight; "the all-at-once run" beside "the one-at-a-time run" is
   * the one that sent its requests together.
   */
  private static final String HEAVY =
      "heavy|heavier|heaviest|busy|busier|busiest|all-at-once|all at once|concurrent|parallel";

  /**
   * A name a load can give a stage ("warm-up", "main", "baseline"): one or two words, none that
   * already says which stage or a whole run ("the whole run", "the benchmark run").
   */
  static final String NAME =
      "(?!(?:"
          + PLACE
          + "|"
          + LIGHT
          + "|"
          + HEAVY
          + "|whole|entire|full|same|overall|other|next|previous|benchmark|model|server|report"
          + "|client|test|second|another|separate|new|further|one|concurrency|per)\\b)[a-z][a-z-]*"
          + "(?: (?!stage|run|phase)[a-z][a-z-]*)?";

  /** The words of a stage's name, for a parameter type. */
  static final String WORDS =
      "stage \\d+|the (?:"
          + LIGHT
          + "|"
          + HEAVY
          + ") (?:load|run|stage|phase)|the (?:"
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
          + ")|the (?:"
          + NAME
          + ") (?:stage|run|phase)";

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
  private static final Pattern BUSY =
      Pattern.compile("the (?:(" + LIGHT + ")|" + HEAVY + ") (?:load|run|stage|phase)");
  private static final Pattern NAMED = Pattern.compile("the (.+) (?:stage|run|phase)");
  private static final Pattern NAMEABLE = Pattern.compile(NAME);

  /**
   * This stage's number (from 1) in a run whose stages keep {@code concurrencies} in flight, each
   * (0 for an open loop's stage), and were given {@code names} by the load (empty: none).
   *
   * @throws IllegalStateException when the run has no such stage, or two it could be
   */
  public int in(List<Integer> concurrencies, List<String> names) {
    Matcher named = NAMED.matcher(words.toLowerCase(Locale.ROOT));
    if (named.matches() && names.contains(named.group(1))) {
      return names.indexOf(named.group(1)) + 1;
    }
    Matcher busy = BUSY.matcher(words.toLowerCase(Locale.ROOT));
    if (busy.matches()) {
      return busiest(busy.group(1) == null, concurrencies);
    }
    if (named.matches() && NAMEABLE.matcher(named.group(1)).matches()) {
      throw new IllegalStateException(
          "no stage of the run is named '"
              + named.group(1)
              + "' ("
              + (names.stream().allMatch(String::isEmpty)
                  ? "the load named none"
                  : "the load named " + names.stream().filter(n -> !n.isEmpty()).toList())
              + "); name stages in the load, e.g. 'I run a warm-up stage of 3 requests followed by"
              + " a main stage of 17 requests, one at a time'");
    }
    return in(concurrencies);
  }

  /** The stage keeping the most (or the fewest) in flight, which only closed loops say. */
  private int busiest(boolean most, List<Integer> concurrencies) {
    if (concurrencies.size() < 2 || concurrencies.contains(0)) {
      throw new IllegalStateException(
          "'"
              + words
              + "' names a stage by how many requests it keeps in flight against the others, and"
              + " this run has "
              + (concurrencies.contains(0)
                  ? "open-loop stages, which keep no set number"
                  : concurrencies.size() + " stage")
              + "; name it by its number, e.g. 'stage 2'");
    }
    int wanted =
        most ? java.util.Collections.max(concurrencies) : java.util.Collections.min(concurrencies);
    if (concurrencies.stream().filter(c -> c == wanted).count() > 1) {
      throw new IllegalStateException(
          "two stages keep "
              + wanted
              + " in flight, so '"
              + words
              + "' could be either; name one"
              + " by its number, e.g. 'stage 1'");
    }
    return concurrencies.indexOf(wanted) + 1;
  }

  /** As {@link #in(List, List)} in a run whose load named no stage. */
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
