package dev.tokenpace.acceptance.script;

import dev.tokenpace.fake.model.InFlightTiming;
import java.time.Duration;
import java.util.Optional;

/**
 * The pace a scenario gave its model by the requests in flight, as its lines said it: a table
 * whole, or a linear pace in parts ("its first token takes 100 ms plus 20 ms for every other
 * request in flight", then "its tokens are 10 ms apart plus 1 ms per other request in flight"),
 * each line adding its part.
 */
public final class InFlightPace {

  private InFlightTiming table;
  private InFlightTiming.Between betweenRows = InFlightTiming.Between.STEPPED;
  private Duration firstToken;
  private Duration firstTokenPerOther;
  private Duration gap;
  private Duration gapPerOther;

  public void table(InFlightTiming rows) {
    requireOne(linear());
    table = rows;
  }

  /** A table's pace goes on the straight line from one row to the next, not by steps. */
  public void interpolatedBetweenRows() {
    betweenRows = InFlightTiming.Between.INTERPOLATED;
  }

  /** A part of a linear pace: the time to first token, the gap, or both ({@code null}: unsaid). */
  public void linear(
      Duration firstToken, Duration firstTokenPerOther, Duration gap, Duration gapPerOther) {
    requireOne(table != null);
    if (firstToken != null) {
      this.firstToken = firstToken;
      this.firstTokenPerOther = firstTokenPerOther;
    }
    if (gap != null) {
      this.gap = gap;
      this.gapPerOther = gapPerOther;
    }
  }

  /** The pace the model's server has, if the scenario gave one. */
  public Optional<InFlightTiming> timing() {
    if (table != null) {
      return Optional.of(new InFlightTiming(table.rows(), betweenRows));
    }
    if (betweenRows == InFlightTiming.Between.INTERPOLATED) {
      throw new IllegalArgumentException(
          "a pace interpolated between rows needs its rows: 'the model is paced by the requests in"
              + " flight:' and a table");
    }
    return linear()
        ? Optional.of(InFlightTiming.linear(firstToken, firstTokenPerOther, gap, gapPerOther))
        : Optional.empty();
  }

  private boolean linear() {
    return firstToken != null || gap != null;
  }

  private static void requireOne(boolean other) {
    if (other) {
      throw new IllegalArgumentException(
          "the model is paced by the requests in flight twice, by a table and by a base plus so"
              + " much per other request: give one");
    }
  }
}
