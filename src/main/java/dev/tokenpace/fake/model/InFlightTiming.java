package dev.tokenpace.fake.model;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/**
 * A server whose pace depends on how many streams it runs at once, as continuous batching does: a
 * stream's first word waits the pace's time for the streams in flight when it joins (itself
 * counted), or, {@link FirstWord#AT_EACH_MOMENT}, at the pace of each moment of its wait; its later
 * words come at the pace for the streams in flight at each moment, so it slows the moment another
 * joins and speeds up the moment one ends ({@link RunningStreams}). Three shapes, one concept: a
 * table of rows (streams in flight, time to first token, gap between tokens), stepped or
 * interpolated between rows; or linear, a base plus so much per other stream in flight. A stream
 * counts from the moment it could start until its scripted end, not until its last write happened
 * to leave, so a busy machine does not change the count. A server never gets faster with more
 * streams in flight: a table whose waits shrink down its rows is refused. Not thread-safe: {@link
 * ServerTiming} holds its lock.
 */
public final class InFlightTiming {

  /**
   * One row of the table, or the pace computed for a count.
   *
   * @param streams the streams in flight from which the row holds
   * @param firstTokenNanos the first word's wait, from the script's start; {@link #SCRIPTS_OWN}
   *     when the model leaves it to the script
   * @param gapNanos the gap between words; {@link #SCRIPTS_OWN} when the model leaves it to the
   *     script
   */
  public record Row(int streams, long firstTokenNanos, long gapNanos) {

    /** A part the model does not pace: the script's own wait stands. */
    public static final long SCRIPTS_OWN = -1;

    /** {@code null} for a part the model leaves to the script. */
    public static Row of(int streams, Duration firstToken, Duration gap) {
      return new Row(streams, nanos(firstToken), nanos(gap));
    }

    public boolean pacesFirstToken() {
      return firstTokenNanos != SCRIPTS_OWN;
    }

    public boolean pacesGaps() {
      return gapNanos != SCRIPTS_OWN;
    }

    private static long nanos(Duration d) {
      return d == null ? SCRIPTS_OWN : d.toNanos();
    }
  }

  /** How the pace goes from one row to the next. */
  public enum Between {
    /** A row holds until the next: the greatest {@code streams} not above the count. */
    STEPPED,
    /** On the straight line from one row to the next; the last row holds beyond it. */
    INTERPOLATED
  }

  /** When a stream's first word takes the pace of the streams in flight. */
  public enum FirstWord {
    /** The pace for the streams in flight when the stream joins, as a prefill beside its batch. */
    ON_ARRIVAL,
    /**
     * Work done at the pace of the moment, as the gaps are: a burst that arrives together starts at
     * the pace of the whole burst, and a first word slows when others join before it is out.
     */
    AT_EACH_MOMENT
  }

  private final List<Row> rows;
  private final Between between;
  private final FirstWord firstWord;

  /** What each stream in flight beyond the first adds (linear); {@code null} for a table. */
  private final Row perOtherStream;

  /** The streams this server runs; made at the first join, since each server counts its own. */
  private RunningStreams running;

  /** A table, stepped. */
  public InFlightTiming(List<Row> rows) {
    this(rows, Between.STEPPED);
  }

  public InFlightTiming(List<Row> rows, Between between) {
    this(refusingBad(rows), between, null, FirstWord.ON_ARRIVAL);
  }

  private InFlightTiming(List<Row> rows, Between between, Row perOtherStream, FirstWord firstWord) {
    this.rows = List.copyOf(rows);
    this.between = between;
    this.perOtherStream = perOtherStream;
    this.firstWord = firstWord;
  }

  /** The same pace, its first word timed as {@code when} says. */
  public InFlightTiming firstWord(FirstWord when) {
    return new InFlightTiming(rows, between, perOtherStream, when);
  }

  public FirstWord firstWord() {
    return firstWord;
  }

  /**
   * Linear: the first word {@code firstToken + firstTokenPerOther × (streams in flight − 1)} after
   * the script's start, each later word {@code gap + gapPerOther × (streams in flight − 1)} after
   * the one before. A part whose base is {@code null} is the script's own; a missing growth is 0.
   */
  public static InFlightTiming linear(
      Duration firstToken, Duration firstTokenPerOther, Duration gap, Duration gapPerOther) {
    requireBase(firstTokenPerOther, firstToken, "time to first token");
    requireBase(gapPerOther, gap, "gap between tokens");
    if (firstToken == null && gap == null) {
      throw new IllegalArgumentException(
          "a linear in-flight pace needs a time to first token or a gap between tokens");
    }
    for (Duration part : new Duration[] {firstToken, firstTokenPerOther, gap, gapPerOther}) {
      if (part != null && part.isNegative()) {
        throw new IllegalArgumentException("a linear in-flight pace cannot take negative time");
      }
    }
    Row base = Row.of(1, firstToken, gap);
    Row growth =
        Row.of(
            1,
            firstTokenPerOther == null ? Duration.ZERO : firstTokenPerOther,
            gapPerOther == null ? Duration.ZERO : gapPerOther);
    return new InFlightTiming(List.of(base), Between.STEPPED, growth, FirstWord.ON_ARRIVAL);
  }

  private static void requireBase(Duration perOther, Duration base, String part) {
    if (perOther != null && base == null) {
      throw new IllegalArgumentException(
          "a linear in-flight pace that adds to the " + part + " per other stream needs its base");
    }
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
      if (i > 0 && faster(row, rows.get(i - 1))) {
        throw new IllegalArgumentException(
            "an in-flight table's waits cannot shrink as streams are added: the row for "
                + row.streams()
                + " streams is faster than the row for "
                + rows.get(i - 1).streams());
      }
    }
    return rows;
  }

  private static boolean faster(Row row, Row before) {
    return row.firstTokenNanos() < before.firstTokenNanos() || row.gapNanos() < before.gapNanos();
  }

  /** The table's rows; for a linear pace, its base for 1 stream. */
  public List<Row> rows() {
    return rows;
  }

  public Between between() {
    return between;
  }

  /** Whether the pace is a base plus so much per other stream, rather than a table. */
  public boolean linear() {
    return perOtherStream != null;
  }

  /** The same pace with no streams counted yet: each server counts its own. */
  public InFlightTiming unstarted() {
    return new InFlightTiming(rows, between, perOtherStream, firstWord);
  }

  /**
   * The pace for {@code streams} in flight: stepped, the row with the greatest {@code streams} not
   * above it; interpolated or linear, a row computed for that count.
   */
  public Row rowFor(int streams) {
    if (perOtherStream != null) {
      Row base = rows.get(0);
      int others = Math.max(0, streams - 1);
      return new Row(
          streams,
          grown(base.firstTokenNanos(), perOtherStream.firstTokenNanos(), others),
          grown(base.gapNanos(), perOtherStream.gapNanos(), others));
    }
    int below = 0;
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).streams() <= streams) {
        below = i;
      }
    }
    Row low = rows.get(below);
    if (between == Between.STEPPED || below == rows.size() - 1 || low.streams() == streams) {
      return low;
    }
    Row high = rows.get(below + 1);
    return new Row(
        streams,
        onTheLine(low.firstTokenNanos(), high.firstTokenNanos(), low, high, streams),
        onTheLine(low.gapNanos(), high.gapNanos(), low, high, streams));
  }

  private static long grown(long base, long perOther, int others) {
    return base == Row.SCRIPTS_OWN ? Row.SCRIPTS_OWN : base + perOther * others;
  }

  private static long onTheLine(long from, long to, Row low, Row high, int streams) {
    return from
        + Math.round(
            (double) (to - from) * (streams - low.streams()) / (high.streams() - low.streams()));
  }

  /**
   * When a gap between words begun at {@code from} is done at this pace, the streams in flight from
   * each moment on being {@code inFlight}'s entry at or before it (1 before the first); {@code
   * from} itself when the pace leaves the gaps to the script. How a check outside the fake tells
   * whether a word came when the pace had it due.
   */
  public long gapDoneAfter(long from, NavigableMap<Long, Integer> inFlight) {
    return doneAfter(from, inFlight, false);
  }

  /**
   * When a first word timed {@link FirstWord#AT_EACH_MOMENT}, its script started at {@code from},
   * is done with the streams in flight at each moment as {@code inFlight} holds them.
   */
  public long firstWordDoneAfter(long from, NavigableMap<Long, Integer> inFlight) {
    return doneAfter(from, inFlight, true);
  }

  private long doneAfter(long from, NavigableMap<Long, Integer> inFlight, boolean firstWord) {
    double left = 1;
    long t = from;
    while (true) {
      Map.Entry<Long, Integer> count = inFlight.floorEntry(t);
      Row row = rowFor(count == null ? 1 : Math.max(1, count.getValue()));
      if (firstWord ? !row.pacesFirstToken() : !row.pacesGaps()) {
        return from;
      }
      long pace = firstWord ? row.firstTokenNanos() : row.gapNanos();
      Long change = inFlight.higherKey(t);
      if (pace == 0 || change == null || (double) (change - t) / pace >= left) {
        return t + Math.round(left * pace);
      }
      left -= (double) (change - t) / pace;
      t = change;
    }
  }

  /** When a request stamped ready at {@code readyNanos} joins: not before the last one joined. */
  long takenIn(long readyNanos) {
    return running == null ? readyNanos : running.takenIn(readyNanos);
  }

  /**
   * A stream joins the server at {@code readyNanos}, its script starting {@code leadNanos} later (a
   * batch wait, prefill): its events are planned at the pace of the streams in flight at each
   * moment, and those of the streams already running are planned again.
   */
  Plan join(long readyNanos, long leadNanos, Waits waits) {
    if (running == null) {
      running = new RunningStreams(this);
    }
    return running.join(readyNanos, leadNanos, waits);
  }

  /**
   * When each event of one stream is due, as the streams in flight pace it; later joins move it.
   */
  public interface Plan {

    /** The streams in flight when it joined, itself counted. */
    int streamsAtStart();

    /** When event {@code event} of its script is due ({@code System.nanoTime()}). */
    long dueNanos(int event);

    /**
     * The same, and when it is due by {@code nowNanos}, the session acts on it: no stream that
     * joins afterwards is taken in before it, so the plan never moves an event already written.
     * Read and bound at once, as a join between the two would move it.
     */
    long claimIfDue(int event, long nowNanos);

    /** When the stream ends: its last event, and the script's wait after it. */
    long endNanos();
  }

  /**
   * What the pace needs of one answer's script.
   *
   * @param ownNanos each event's own wait after the one before (the first's after the start)
   * @param stallNanos a stall scripted before each event, which adds on top of any pace
   * @param words which events are words the pace times
   * @param tailNanos how long the script runs after its last event (a split's pause, a reply's
   *     delay when it has no events)
   */
  public record Waits(long[] ownNanos, long[] stallNanos, boolean[] words, long tailNanos) {

    int events() {
      return ownNanos.length;
    }

    long ownNanos(int event) {
      return ownNanos[event];
    }

    long stallBefore(int event) {
      return event < stallNanos.length ? stallNanos[event] : 0;
    }

    boolean word(int event) {
      return words[event];
    }

    /** The first word's index, or {@link #events()} when there is none. */
    int firstWord() {
      for (int i = 0; i < words.length; i++) {
        if (words[i]) {
          return i;
        }
      }
      return words.length;
    }
  }
}
