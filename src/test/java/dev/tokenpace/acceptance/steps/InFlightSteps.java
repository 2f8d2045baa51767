package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.InFlightChecks;
import dev.tokenpace.acceptance.script.ScriptedStream;
import dev.tokenpace.acceptance.verdict.Durations;
import dev.tokenpace.acceptance.world.World;
import dev.tokenpace.fake.model.InFlightTiming;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.ParameterType;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A server whose pace depends on the requests in flight, as continuous batching does (docs/fake.md,
 * "Timing models"): a table of rows, stepped, in a data table or in a product owner's sentence
 * ("with 1 request in flight it takes 50 ms to start and 20 ms between words; with 4 in flight it
 * takes 200 ms to start and 50 ms between words"); and what the model made of it (a stage's
 * statistics: {@link StageClaimSteps}).
 */
public class InFlightSteps {

  private static final String TIME = "\\d+(?:\\.\\d+)? ?(?:" + Durations.UNIT + ")";

  private static final String T = "(?:" + TIME + ")";

  /** A row's pace: its time to the first word, then its gap. */
  private static final String PACE =
      "(?:(?:takes|waits|needs) "
          + T
          + " (?:to start(?: answering)?|(?:before|to) (?:the |its )?first (?:token|word))"
          + "|(?:sends|gives|streams) (?:the |its )?first (?:token|word) (?:after|at|in) "
          + T
          + "|starts(?: answering| streaming)? (?:after|in) "
          + T
          + "),? (?:and )?(?:then )?(?:"
          + T
          + " between (?:words|tokens|chunks)|(?:sends |streams |gives )?(?:a |one )?(?:token|word"
          + "|chunk)s? every "
          + T
          + "|(?:sends |streams )?(?:tokens|words|chunks) "
          + T
          + " apart)";

  /**
   * One row, its times as groups: "with 4 requests in flight it takes 200 ms to start and 50 ms
   * between words", "with 4 requests in flight the server sends the first token after 250 ms and
   * then a token every 35 ms", "with 2 in flight it starts after 120 ms and streams tokens 30 ms
   * apart". {@code T} is a time; each alternative's time becomes a group below.
   */
  private static final String ROW =
      "with (?:\\d+|"
          + NumberWords.CARDINALS
          + ") (?:requests? |streams? |concurrent requests? )?in flight,? (?:it |the (?:fake"
          + " )?model |the (?:fake )?(?:model )?server )?"
          + PACE;

  /**
   * One row with its count said last: "a fake server that sends the first token after 220 ms and
   * then a token every 20 ms when it has 1 request in flight", "it takes 550 ms to start and 50 ms
   * between words with 4 requests in flight".
   */
  private static final String ROW_LAST =
      "(?:(?:an? |the )?(?:fake |mock |simulated )?(?:llm |model |inference )?(?:server|model)(?:"
          + " that| which)? |it )?"
          + PACE
          + ",? (?:(?:when|while|if) (?:it (?:has|is handling|handles|is serving|serves|is"
          + " running|runs|is working on)|there (?:is|are))|with|at|when|while) (?:\\d+|"
          + NumberWords.CARDINALS
          + ") (?:concurrent |simultaneous |active )?(?:requests?|streams?)(?: (?:are |is )?(?:in"
          + " flight|at once|at a time|concurrently|in progress|running|at the same"
          + " time|open|active)(?: at the same time| at once)?)?";

  /** The same row with its times and count captured (first token: 1 to 3, gap: 4 to 6, count 7). */
  private static final Pattern ONE_ROW_LAST =
      Pattern.compile(
          ROW_LAST
              .replace(T, "(" + TIME + ")")
              .replace(
                  "(?:\\d+|" + NumberWords.CARDINALS + ") (?:concurrent",
                  "(\\d+|" + NumberWords.CARDINALS + ") (?:concurrent"));

  /** The same row with its count and times captured (first token: groups 2 to 4, gap: 5 to 7). */
  private static final Pattern ONE_ROW =
      Pattern.compile(ROW.replace(T, "(" + TIME + ")").replaceFirst("^with \\(\\?:", "with ("));

  private final World world;
  private final CheckAssertions checks;
  private final InFlightChecks judge;

  public InFlightSteps(World world, CheckAssertions checks, InFlightChecks judge) {
    this.world = world;
    this.checks = checks;
    this.judge = judge;
  }

  /**
   * The rows of "with 1 request in flight it takes 50 ms to start and 20 ms between words; …" (also
   * "…, but with 4 requests in flight it …").
   */
  @ParameterType(ROW + "(?:(?:;|,)? (?:and |but |while |whereas )?" + ROW + ")*")
  public List<InFlightTiming.Row> inFlightRows(String text) {
    List<InFlightTiming.Row> rows = new ArrayList<>();
    Matcher row = ONE_ROW.matcher(text);
    while (row.find()) {
      rows.add(
          InFlightTiming.Row.of(
              NumberWords.cardinal(row.group(1)),
              Durations.parse(firstOf(row, 2, 3, 4)),
              Durations.parse(firstOf(row, 5, 6, 7))));
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException(
          "each row says 'with N requests in flight it takes T to start and G between words', not '"
              + text
              + "'");
    }
    return rows;
  }

  private static String firstOf(Matcher row, int... groups) {
    for (int group : groups) {
      if (row.group(group) != null) {
        return row.group(group);
      }
    }
    throw new IllegalStateException("a row without its time: " + row.group());
  }

  /**
   * The row of "it sends the first token after 550 ms and then a token every 50 ms when it has 4
   * requests in flight".
   */
  @ParameterType(ROW_LAST)
  public List<InFlightTiming.Row> inFlightRowLast(String text) {
    Matcher row = ONE_ROW_LAST.matcher(text);
    if (!row.matches()) {
      throw new IllegalStateException("a row the pattern took and cannot read: " + text);
    }
    return List.of(
        InFlightTiming.Row.of(
            NumberWords.cardinal(row.group(7)),
            Durations.parse(firstOf(row, 1, 2, 3)),
            Durations.parse(firstOf(row, 4, 5, 6))));
  }

  @Given("{inFlightRowLast}")
  public void pacedAt(List<InFlightTiming.Row> row) {
    paced(row);
  }

  /** "instead of 20 ms" closing a pace past a count: the pace up to it. */
  private static final Pattern INSTEAD_OF =
      Pattern.compile(
          ",? instead of (?:the (?:usual|normal) )?(?:(?:one|a) (?:token|word) )?(?:every )?("
              + TIME
              + ")(?=$|,? but )");

  /**
   * "once more than 4 requests are in flight the server spaces tokens 40 ms apart instead of 20
   * ms": a step at one count, the script's own pace (or the one said after "instead of") up to it.
   */
  /** "the gap between tokens grows from 20 ms to 60 ms": a part of the pace, before and past. */
  private static final Pattern GROWS =
      Pattern.compile(
          "^(?:(?:the|its) |(?:the )?(?:server|model)'s )?(?:(gap|time) between (?:tokens|words"
              + "|chunks)|(?:time to|wait (?:before|for)) (?:the |its )?first (?:token|word|chunk))"
              + " (?:grows|rises|goes up|jumps|increases|doubles|triples)(?: from ("
              + TIME
              + "))? to ("
              + TIME
              + ")$",
          Pattern.CASE_INSENSITIVE);

  /**
   * "the server doubles both its first-token delay and its gap between tokens": the script's own
   * wait (group 2) and gap (group 3) times two (or three, group 1) past the count.
   */
  private static final Pattern TIMES =
      Pattern.compile(
          "^(?:the server |it )?(doubles|triples) (?:both )?(?:(?:its|the) (first-token"
              + " delay|first[- ]token (?:wait|time)|wait before the first token|time to first"
              + " token))?(?: and )?(?:(?:its|the) (gap between (?:tokens|words)))?$",
          Pattern.CASE_INSENSITIVE);

  private void timesPast(int count, Matcher times) {
    long factor = times.group(1).equalsIgnoreCase("doubles") ? 2 : 3;
    ScriptedStream stream = world.models().current().stream();
    Duration first = times.group(2) == null ? null : stream.saidFirstWait().orElse(null);
    Duration gap = times.group(3) == null ? null : stream.gapBeforeWord(2);
    if ((times.group(2) != null && first == null) || (first == null && gap == null)) {
      throw new IllegalArgumentException(
          "'" + times.group() + "' needs the wait it multiplies said before it");
    }
    paced(
        List.of(
            InFlightTiming.Row.of(1, first, gap),
            InFlightTiming.Row.of(
                count + 1,
                first == null ? null : first.multipliedBy(factor),
                gap == null ? null : gap.multipliedBy(factor))));
    if (first != null) {
      world.models().current().inFlight().firstWordAtEachMoment();
    }
  }

  /**
   * "…, once more than 4 requests are in flight" closing a pace: the count said last, as the step
   * below reads it said first.
   */
  static final Pattern PAST_A_COUNT_LAST =
      Pattern.compile(
          "^(.+?),? (?:once|when|whenever|while|if|as soon as) (?:more than (\\d+)|(\\d+) or"
              + " more|at least (\\d+)) requests? (?:are|is) (?:in flight|running|open|active)(?:"
              + " at (?:once|the same time))?$",
          Pattern.CASE_INSENSITIVE);

  /**
   * "tokens then arrive 20 ms apart with 1 request in flight, but 40 ms apart with 4 in flight": a
   * gap alone (group 1), and the gap (group 2) from a count in flight on (group 3).
   */
  static final Pattern GAPS_AT_TWO_COUNTS =
      Pattern.compile(
          "^(?:(?:the |its )?(?:later |next |following |remaining )?(?:tokens|words) (?:then"
              + " )?(?:arrive|come|are sent|are streamed|go out) |(?:it |the server )?(?:then"
              + " )?(?:sends|streams) (?:tokens|words) )("
              + TIME
              + ") apart (?:with|when there is|at|while there is) (?:1|one) request in flight,?"
              + " (?:but|and|while|whereas) ("
              + TIME
              + ")(?: apart)? (?:with|when there are|at|while there are) (\\d+) (?:requests"
              + " )?in flight$",
          Pattern.CASE_INSENSITIVE);

  /** Reads a {@link #GAPS_AT_TWO_COUNTS} line: the later gap from its count on. */
  void gapsAtTwoCounts(Matcher said) {
    pacedFrom(
        Integer.parseInt(said.group(3)),
        "the server spaces tokens " + said.group(2) + " apart instead of " + said.group(1));
  }

  /** How many requests in flight a {@link #PAST_A_COUNT_LAST} line's pace comes past. */
  static int pastOf(Matcher countLast) {
    return countLast.group(2) != null
        ? Integer.parseInt(countLast.group(2))
        : Integer.parseInt(countLast.group(3) != null ? countLast.group(3) : countLast.group(4))
            - 1;
  }

  /** "whenever 4 or more requests are in flight, …": past 3, as the step below reads it. */
  @Given("once/when/whenever/while/if {count} or more request(s) are/is in flight(,) {}")
  @Given("once/when/whenever/while/if at least {count} request(s) are/is in flight(,) {}")
  @Given("once/when/whenever/while/if {count} request(s) are/is in flight(,) {}")
  public void pacedFrom(int count, String pace) {
    pacedPast(count - 1, pace);
  }

  @Given("once/when/whenever/while/if more than {count} request(s) are/is in flight(,) {}")
  @Given(
      "once/when/whenever/while/if more than {count} request(s) are/is running(,)/open(,)/active(,)"
          + " {}")
  public void pacedPast(int count, String written) {
    // "while 4 requests are in flight together, …": the count's own words, not the pace's
    String pace =
        written
            .trim()
            .replaceFirst("(?i)^(?:together|at once|at the same time|concurrently),? ", "");
    Matcher times = TIMES.matcher(pace);
    if (times.matches()) {
      timesPast(count, times);
      return;
    }
    Matcher grows = GROWS.matcher(pace);
    if (grows.matches()) {
      Duration before = grows.group(2) == null ? null : Durations.parse(grows.group(2));
      Duration after = Durations.parse(grows.group(3));
      boolean gap = grows.group(1) != null;
      paced(
          List.of(
              InFlightTiming.Row.of(1, gap ? null : before, gap ? before : null),
              InFlightTiming.Row.of(count + 1, gap ? null : after, gap ? after : null)));
      return;
    }
    Matcher instead = INSTEAD_OF.matcher(pace);
    boolean insteadSaid = instead.find();
    Duration before = insteadSaid ? Durations.parse(instead.group(1)) : null;
    ServerSentence said =
        ServerSentence.read(pace.substring(0, insteadSaid ? instead.start() : pace.length()))
            .filter(
                s ->
                    s.words() == 0
                        && s.traits().isEmpty()
                        && s.leading().isEmpty()
                        && s.empties() == 0
                        && s.firstPerOther() == null
                        && s.gapPerOther() == null)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "past a number in flight say the pace alone: 'once more than 4 requests"
                            + " are in flight the server spaces tokens 40 ms apart', 'it takes 300"
                            + " ms to the first token', not '"
                            + pace
                            + "'"));
    Duration gap = said.gap().isZero() ? null : said.gap();
    boolean gapSaid = gap != null;
    paced(
        List.of(
            InFlightTiming.Row.of(1, null, gapSaid ? before : null),
            InFlightTiming.Row.of(count + 1, said.first(), gap)));
    if (said.first() != null) {
      // "whenever 4 or more requests are in flight, the first token comes after 300 ms": four
      // sent together are four in flight, so each first word waits at the pace of the requests
      // in flight at each moment, as a sentence's growing wait does
      world.models().current().inFlight().firstWordAtEachMoment();
    }
  }

  @Given("{server} is paced by the requests in flight: {inFlightRows}")
  public void pacedBy(String server, List<InFlightTiming.Row> rows) {
    paced(rows);
  }

  @Given("{inFlightRows}")
  public void paced(List<InFlightTiming.Row> rows) {
    world.models().current().inFlight().table(rows);
  }

  /**
   * The data-table form: | requests in flight | time to first token | gap between words |, its
   * columns known by their words ("in flight", "concurrent"; "first token", "TTFT", "start"; "gap",
   * "between", "ITL"), so "| in flight | TTFT | gap between tokens |" reads the same.
   */
  @Given("{server}'s pace/timing/speed depends on the requests in flight:")
  @Given(
      "{server}'s pace/timing/speed depends on how many requests are in flight( when a request"
          + " arrives)( when it starts a request):")
  @Given("{server} is paced by the requests in flight:")
  public void pacedByTable(String server, DataTable rows) {
    List<String> header = rows.row(0);
    int inFlight = column(header, "in flight", "flight", "concurren", "requests");
    int first = column(header, "time to first token", "first", "ttft", "start", "prefill");
    int gap = column(header, "gap between words", "gap", "between", "itl", "inter-token", "apart");
    List<InFlightTiming.Row> read = new ArrayList<>();
    for (List<String> row : rows.cells().subList(1, rows.height())) {
      Matcher count = Pattern.compile("\\d+").matcher(row.get(inFlight));
      if (!count.find()) {
        throw new IllegalArgumentException(
            "'" + row.get(inFlight) + "' is no number of requests in flight; write e.g. '4'");
      }
      read.add(
          InFlightTiming.Row.of(
              Integer.parseInt(count.group()),
              Durations.parse(row.get(first)),
              Durations.parse(row.get(gap))));
    }
    paced(read);
  }

  /** The first column whose heading holds any of {@code words}, in the order they are given. */
  private static int column(List<String> header, String... words) {
    int column = TableHeadings.indexOf(header, words);
    if (column >= 0) {
      return column;
    }
    throw new IllegalArgumentException(
        "the table has no column for '"
            + words[0]
            + "' (its columns: "
            + String.join(", ", header)
            + "); write e.g. | requests in flight | time to first token | gap between words |");
  }

  /**
   * "every other request in flight adds 20 ms to the first token": a growth alone, adding to the
   * script's own wait (a linear pace, docs/fake.md).
   */
  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to the/its"
          + " first token/word")
  public void addsToTheFirstToken(Duration perOther) {
    world.models().current().inFlight().grows(perOther, null);
  }

  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to"
          + " each/every/the gap")
  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to"
          + " each/every/the gap between tokens/words")
  public void addsToEachGap(Duration perOther) {
    world.models().current().inFlight().grows(null, perOther);
  }

  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to the/its"
          + " first token/word and {duration} to each/every/the gap")
  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to the/its"
          + " first token/word and {duration} to each/every/the gap between tokens/words")
  @Given(
      "each/every other/additional/extra/concurrent request (in flight )adds {duration} to the/its"
          + " first-token delay and {duration} to each/every/the gap between tokens/words")
  public void addsToBoth(Duration firstPerOther, Duration gapPerOther) {
    world.models().current().inFlight().grows(firstPerOther, gapPerOther);
  }

  /** Between two rows, on the straight line from one to the next; the last row holds beyond. */
  @Given("{server}'s pace grows linearly between (the )rows")
  @Given("{server}'s pace is interpolated between (the )rows")
  public void interpolatedBetweenRows(String server) {
    interpolatedBetweenRows();
  }

  @Given("its pace grows linearly between (the )rows")
  @Given("its pace is interpolated between (the )rows")
  public void interpolatedBetweenRows() {
    world.models().current().inFlight().interpolatedBetweenRows();
  }

  /**
   * The model's own schedule against its pace at each moment: a table's row, or the linear pace's
   * base plus its growth, for the streams in flight then.
   */
  @Then("the model paced every request by the requests in flight at each moment")
  public void pacedByItsRow() {
    InFlightTiming pace =
        world
            .models()
            .current()
            .inFlightTiming()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the scenario gives no pace by the requests in flight: say 'the model is"
                            + " paced by the requests in flight:' first"));
    checks.holds(() -> judge.ofRows(pace));
  }
}
