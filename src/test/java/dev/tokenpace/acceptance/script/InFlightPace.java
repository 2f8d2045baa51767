package dev.tokenpace.acceptance.script;

import dev.tokenpace.fake.model.InFlightTiming;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The pace a scenario gave its model by the requests in flight, as its lines said it: a table whole
 * or a row a line, or a linear pace in parts ("its first token takes 100 ms plus 20 ms for every
 * other request in flight", then "its tokens are 10 ms apart plus 1 ms per other request in
 * flight"), each line adding its part; a growth said alone adds to the script's own wait. One row
 * said alone for more than one request in flight holds from one request: the scenario says nothing
 * of fewer.
 */
public final class InFlightPace {

  private final List<InFlightTiming.Row> rows = new ArrayList<>();
  private InFlightTiming.Between betweenRows = InFlightTiming.Between.STEPPED;
  private Duration firstToken;
  private Duration firstTokenPerOther;
  private Duration gap;
  private Duration gapPerOther;
  private InFlightTiming.FirstWord firstWord = InFlightTiming.FirstWord.ON_ARRIVAL;

  /** Rows of the table, a line's or a whole table's; a later line adds its rows. */
  public void table(List<InFlightTiming.Row> more) {
    requireOne(linear());
    rows.addAll(more);
    rows.sort(Comparator.comparingInt(InFlightTiming.Row::streams));
  }

  /** A table's pace goes on the straight line from one row to the next, not by steps. */
  public void interpolatedBetweenRows() {
    betweenRows = InFlightTiming.Between.INTERPOLATED;
  }

  /** A part of a linear pace: the time to first token, the gap, or both ({@code null}: unsaid). */
  public void linear(
      Duration firstToken, Duration firstTokenPerOther, Duration gap, Duration gapPerOther) {
    baseFromTheRowForOne();
    requireOne(!rows.isEmpty());
    if (firstToken != null) {
      this.firstToken = firstToken;
      this.firstTokenPerOther = firstTokenPerOther;
    }
    if (gap != null) {
      this.gap = gap;
      this.gapPerOther = gapPerOther;
    }
  }

  /** The first word is paced by the requests in flight at each moment of its wait. */
  public void firstWordAtEachMoment() {
    firstWord = InFlightTiming.FirstWord.AT_EACH_MOMENT;
  }

  /**
   * What each other request in flight adds, the base being the script's own wait ("every other
   * request in flight adds 20 ms to the first token"); {@code null}: that part unsaid.
   */
  public void grows(Duration firstTokenPerOther, Duration gapPerOther) {
    baseFromTheRowForOne();
    requireOne(!rows.isEmpty());
    if (firstTokenPerOther != null) {
      this.firstTokenPerOther = firstTokenPerOther;
    }
    if (gapPerOther != null) {
      this.gapPerOther = gapPerOther;
    }
  }

  /**
   * The pace the model's server has, if the scenario gave one; a growth said without its base adds
   * to {@code script}'s own first wait or gap.
   */
  public Optional<InFlightTiming> timing(ScriptedStream script) {
    if (rows.size() == 1 && rows.get(0).streams() > 1) {
      // "it takes 200 ms to the first token and 40 ms between tokens while 4 requests are in
      // flight", said alone: the scenario says nothing of fewer, so that pace holds from 1
      InFlightTiming.Row said = rows.get(0);
      return Optional.of(
          new InFlightTiming(
                  ownWaitsIn(
                      List.of(
                          new InFlightTiming.Row(1, said.firstTokenNanos(), said.gapNanos()), said),
                      script),
                  betweenRows)
              .firstWord(firstWord));
    }
    if (!rows.isEmpty()) {
      return Optional.of(
          new InFlightTiming(ownWaitsIn(rows, script), betweenRows).firstWord(firstWord));
    }
    if (betweenRows == InFlightTiming.Between.INTERPOLATED) {
      throw new IllegalArgumentException(
          "a pace interpolated between rows needs its rows: 'the model is paced by the requests in"
              + " flight:' and a table");
    }
    if (!linear()) {
      return Optional.empty();
    }
    Duration first = firstToken;
    Duration between = gap;
    if (first == null && firstTokenPerOther != null) {
      first = ownWait(script, true);
    }
    if (between == null && gapPerOther != null) {
      between = ownWait(script, false);
    }
    return Optional.of(
        InFlightTiming.linear(first, firstTokenPerOther, between, gapPerOther)
            .firstWord(firstWord));
  }

  /**
   * The rows with each part they leave to the script ("once more than 4 requests are in flight it
   * spaces tokens 40 ms apart": the first word's wait unsaid) as the script's own.
   */
  private static List<InFlightTiming.Row> ownWaitsIn(
      List<InFlightTiming.Row> rows, ScriptedStream script) {
    return rows.stream()
        .map(
            row ->
                new InFlightTiming.Row(
                    row.streams(),
                    row.pacesFirstToken() ? row.firstTokenNanos() : ownWait(script, true).toNanos(),
                    row.gapNanos() != InFlightTiming.Row.SCRIPTS_OWN
                        ? row.gapNanos()
                        : ownWait(script, false).toNanos()))
        .toList();
  }

  private boolean linear() {
    return firstToken != null || gap != null || firstTokenPerOther != null || gapPerOther != null;
  }

  /** The script's own wait for its first word, or its gap between the first two. */
  private static Duration ownWait(ScriptedStream script, boolean first) {
    List<Integer> words = script.tokenChunkPositions();
    if (words.size() < (first ? 1 : 2)) {
      throw new IllegalArgumentException(
          "a wait that grows with the requests in flight adds to the model's own "
              + (first ? "first word" : "gap between words")
              + ", and the model streams "
              + (first ? "no word" : "fewer than two words")
              + ": say how it answers first");
    }
    int at = words.get(first ? 0 : 1);
    Duration after = script.chunks().get(at).after();
    return first ? script.startOf(at).plus(after) : after;
  }

  /**
   * "with one request in flight it sends the first token after 100 ms and then one token every 20
   * ms", then "every additional request in flight adds 50 ms to the first-token delay": a table of
   * the one row for 1 request is the base the growth adds to.
   */
  private void baseFromTheRowForOne() {
    if (rows.size() == 1 && rows.get(0).streams() == 1 && !linear()) {
      InFlightTiming.Row one = rows.remove(0);
      firstToken = one.pacesFirstToken() ? Duration.ofNanos(one.firstTokenNanos()) : null;
      gap = one.pacesGaps() ? Duration.ofNanos(one.gapNanos()) : null;
    }
  }

  private static void requireOne(boolean other) {
    if (other) {
      throw new IllegalArgumentException(
          "the model is paced by the requests in flight twice, by a table and by a base plus so"
              + " much per other request: give one");
    }
  }
}
