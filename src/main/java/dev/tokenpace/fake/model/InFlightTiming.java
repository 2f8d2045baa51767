package dev.tokenpace.fake.model;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;

/**
 * A server whose pace depends on how many streams it runs at once, as continuous batching does: a
 * table of rows (streams in flight, time to first token, gap between tokens), stepped. A request
 * gets the row with the greatest {@code streams} not above the streams in flight when it could
 * start (counting itself), and keeps it for its whole answer. A stream counts until its scripted
 * end (like the stream limit's hand-over), not until its last write happened to leave, so a busy
 * machine does not change the count. Not thread-safe: {@link ServerTiming} holds its lock.
 */
public final class InFlightTiming {

  /**
   * One row of the table.
   *
   * @param streams the streams in flight from which the row holds
   * @param firstTokenNanos the first word's wait, from the script's start
   * @param gapNanos the gap between words
   */
  public record Row(int streams, long firstTokenNanos, long gapNanos) {

    public static Row of(int streams, Duration firstToken, Duration gap) {
      return new Row(streams, firstToken.toNanos(), gap.toNanos());
    }
  }

  private final List<Row> rows;

  /** The scripted ends of streams started so far, pruned as they pass. */
  private final ArrayDeque<Long> ends = new ArrayDeque<>();

  public InFlightTiming(List<Row> rows) {
    this.rows = List.copyOf(refusingBad(rows));
  }

  private static List<Row> refusingBad(List<Row> rows) {
    if (rows.isEmpty() || rows.get(0).streams() != 1) {
      throw new IllegalArgumentException(
          "an in-flight table needs its first row for 1 stream in flight");
    }
    for (int i = 0; i < rows.size(); i++) {
      Row row = rows.get(i);
      if (row.firstTokenNanos() < 0 || row.gapNanos() < 0) {
        throw new IllegalArgumentException(
            "an in-flight table's row for " + row.streams() + " streams cannot take negative time");
      }
      if (i > 0 && row.streams() <= rows.get(i - 1).streams()) {
        throw new IllegalArgumentException(
            "an in-flight table's rows must go up by streams in flight, each once: "
                + row.streams()
                + " comes after "
                + rows.get(i - 1).streams());
      }
    }
    return rows;
  }

  public List<Row> rows() {
    return rows;
  }

  /** The row for {@code streams} in flight: the greatest {@code streams} not above it. */
  public Row rowFor(int streams) {
    Row chosen = rows.get(0);
    for (Row row : rows) {
      if (row.streams() <= streams) {
        chosen = row;
      }
    }
    return chosen;
  }

  /** The streams in flight at {@code readyNanos}, counting the one starting then. */
  int streamsAt(long readyNanos) {
    ends.removeIf(end -> end <= readyNanos);
    return ends.size() + 1;
  }

  /** A stream started: it counts until {@code endNanos}, its scripted end. */
  void started(long endNanos) {
    ends.add(endNanos);
  }
}
