package dev.tokenpace.fake.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The streams a server paced by its streams in flight is running, and when each of their events is
 * due. The first word's wait is the pace's for the streams in flight when the stream joined (itself
 * counted), as a prefill is scheduled beside the batch it finds; or, when the pace says {@link
 * InFlightTiming.FirstWord#AT_EACH_MOMENT}, work done at the pace of the moment, as a gap is. A gap
 * between words is work done at the pace of the moment: with {@code n} streams in flight, a gap of
 * {@code g(n)} passes at {@code 1/g(n)} of itself per nanosecond, so a stream slows the moment
 * another joins and speeds up the moment one ends, as a continuous batch's decode steps do. Other
 * events (a role, empty chunks, a stall, the end) keep their own waits.
 *
 * <p>Planned in the fake's virtual time, never from writes that happened to leave late: a stream
 * counts from the moment it could start until its last event is due. When one joins, the others'
 * events not yet due are planned again; since a server never gets faster with more streams in
 * flight, they only move later, and a session that wakes early waits again. Not thread-safe: {@link
 * ServerTiming} holds its lock; {@link Plan}'s reads take this object's.
 */
final class RunningStreams {

  private final InFlightTiming pace;
  private final List<Stream> running = new ArrayList<>();

  /** The moment every running stream's state was last brought to. */
  private long checkpoint = Long.MIN_VALUE;

  /**
   * The latest due moment a session has already acted on. A request stamped ready before it but
   * taken in after joins at it: planned from its stamp, it would move a word already written later
   * than it left (a word written at 20.0 ms that the plan put at 20.1 ms, the next gap then 0.1 ms
   * long, timing-models:68 against inference-perf, 2026-12-05).
   */
  private long claimed = Long.MIN_VALUE;

  RunningStreams(InFlightTiming pace) {
    this.pace = pace;
  }

  /**
   * A stream stamped ready at {@code readyNanos} joins then, or at the last join or the last event
   * a session acted on, if later.
   */
  synchronized long takenIn(long readyNanos) {
    return Math.max(readyNanos, Math.max(checkpoint, claimed));
  }

  /**
   * A stream joins at {@code readyNanos} ({@link #takenIn}), its script starting {@code leadNanos}
   * after it; returns its plan, itself counted.
   */
  synchronized Stream join(long readyNanos, long leadNanos, InFlightTiming.Waits waits) {
    long now = takenIn(readyNanos);
    advance(now);
    running.removeIf(s -> s.ended());
    int streams = running.size() + 1;
    Stream joined = new Stream(readyNanos + leadNanos, waits, streams, pace.rowFor(streams));
    running.add(joined);
    checkpoint = now;
    planFrom(now);
    return joined;
  }

  /** Brings every running stream's state to {@code until}, as planned (no one joined since). */
  private void advance(long until) {
    if (checkpoint == Long.MIN_VALUE) {
      return;
    }
    simulate(running, checkpoint, until);
  }

  /** Plans every running stream's events from {@code from}, leaving their states as they are. */
  private void planFrom(long from) {
    List<Stream> copies = new ArrayList<>(running.size());
    for (Stream s : running) {
      copies.add(s.copy());
    }
    simulate(copies, from, Long.MAX_VALUE);
    for (int i = 0; i < running.size(); i++) {
      running.get(i).due = copies.get(i).due;
    }
  }

  /**
   * Plays the streams from {@code from} to {@code until}, the pace changing as streams end. Returns
   * when every stream has ended or time reached {@code until}.
   */
  private void simulate(List<Stream> streams, long from, long until) {
    long now = from;
    List<Stream> due = new ArrayList<>();
    while (true) {
      int inFlight = 0;
      for (Stream s : streams) {
        if (!s.ended()) {
          inFlight++;
        }
      }
      if (inFlight == 0) {
        return;
      }
      InFlightTiming.Row row = pace.rowFor(inFlight);
      long next = Long.MAX_VALUE;
      due.clear();
      for (Stream s : streams) {
        if (s.ended()) {
          continue;
        }
        long at = Math.max(now, s.nextDue(now, row));
        if (at < next) {
          next = at;
          due.clear();
        }
        if (at == next) {
          due.add(s);
        }
      }
      if (next > until) {
        for (Stream s : streams) {
          s.accrue(now, until, row);
        }
        return;
      }
      for (Stream s : streams) {
        if (!s.ended()) {
          s.accrue(now, next, row);
        }
      }
      now = next;
      for (Stream s : due) {
        s.passEvent(now);
      }
    }
  }

  /** One stream's plan; the state is where it stood at the last checkpoint. */
  final class Stream implements InFlightTiming.Plan {

    private final long scriptStart;
    private final InFlightTiming.Waits waits;
    private final int streamsAtJoin;
    private final InFlightTiming.Row firstRow;
    private final int firstWord;

    /** The next event not yet due (the end counts as one more after the last). */
    private int next;

    /** When the event before {@code next} was due; the script's start before the first. */
    private long lastDue;

    /** How much of the current word's paced gap has passed (0 to 1). */
    private double gapDone;

    /** How much of the first word's wait has passed, when it is paced at each moment (0 to 1). */
    private double firstDone;

    private long[] due;

    Stream(
        long scriptStart,
        InFlightTiming.Waits waits,
        int streamsAtJoin,
        InFlightTiming.Row firstRow) {
      this.scriptStart = scriptStart;
      this.waits = waits;
      this.streamsAtJoin = streamsAtJoin;
      this.firstRow = firstRow;
      this.firstWord = waits.firstWord();
      this.lastDue = scriptStart;
      this.due = new long[waits.events() + 1];
    }

    private Stream(Stream other) {
      this.scriptStart = other.scriptStart;
      this.waits = other.waits;
      this.streamsAtJoin = other.streamsAtJoin;
      this.firstRow = other.firstRow;
      this.firstWord = other.firstWord;
      this.next = other.next;
      this.lastDue = other.lastDue;
      this.gapDone = other.gapDone;
      this.firstDone = other.firstDone;
      this.due = Arrays.copyOf(other.due, other.due.length);
    }

    Stream copy() {
      return new Stream(this);
    }

    boolean ended() {
      return next > waits.events();
    }

    @Override
    public int streamsAtStart() {
      return streamsAtJoin;
    }

    @Override
    public long dueNanos(int event) {
      synchronized (RunningStreams.this) {
        return due[event];
      }
    }

    @Override
    public long claimIfDue(int event, long nowNanos) {
      synchronized (RunningStreams.this) {
        long at = due[event];
        if (at <= nowNanos) {
          claimed = Math.max(claimed, at);
        }
        return at;
      }
    }

    @Override
    public long endNanos() {
      synchronized (RunningStreams.this) {
        return due[waits.events()];
      }
    }

    /** When the next event falls due if the pace stays {@code row} from {@code now}. */
    long nextDue(long now, InFlightTiming.Row row) {
      long after = lastDue + waits.stallBefore(next);
      if (next == waits.events()) {
        return lastDue + waits.tailNanos();
      }
      if (next == firstWord && firstRow.pacesFirstToken()) {
        if (firstAtEachMoment()) {
          long from = Math.max(now, scriptStart);
          return Math.max(after, from + remaining(firstDone, row.firstTokenNanos()));
        }
        return Math.max(after, scriptStart + firstRow.firstTokenNanos());
      }
      if (next > firstWord && waits.word(next) && row.pacesGaps()) {
        long from = Math.max(now, after);
        return from + remaining(gapDone, row.gapNanos());
      }
      return after + waits.ownNanos(next);
    }

    /** The paced work from {@code from} to {@code to} at {@code row}'s pace. */
    void accrue(long from, long to, InFlightTiming.Row row) {
      if (ended() || to <= from) {
        return;
      }
      if (firstAtEachMoment() && next <= firstWord && row.pacesFirstToken()) {
        firstDone += share(Math.max(from, scriptStart), to, row.firstTokenNanos());
      }
      if (next > firstWord && next < waits.events() && waits.word(next) && row.pacesGaps()) {
        long start = lastDue + waits.stallBefore(next);
        gapDone += share(Math.max(from, start), to, row.gapNanos());
      }
    }

    private boolean firstAtEachMoment() {
      return pace.firstWord() == InFlightTiming.FirstWord.AT_EACH_MOMENT;
    }

    void passEvent(long at) {
      due[next] = at;
      lastDue = at;
      gapDone = 0;
      next++;
    }

    private static double share(long from, long to, long paceNanos) {
      if (to <= from) {
        return 0;
      }
      return paceNanos == 0 ? 1 : (double) (to - from) / paceNanos;
    }

    private static long remaining(double done, long paceNanos) {
      return Math.max(0, (long) Math.ceil((1 - done) * paceNanos - 1e-6));
    }
  }
}
