package dev.tokenpace.acceptance.verdict;

import java.util.Locale;

/**
 * What a check compares, typed: a time, a count, a rate, a share or a label, alone or as a bound.
 * Each value prints itself as the table of checks shows it; the sentences about a miss read the
 * numbers.
 */
public sealed interface Value
    permits Value.None,
        Value.Undefined,
        Value.Millis,
        Value.ExactMillis,
        Value.Within,
        Value.AsPlayed,
        Value.Allowed,
        Value.AtMost,
        Value.AtLeast,
        Value.Above,
        Value.Times,
        Value.Below,
        Value.Before,
        Value.After,
        Value.BeforeThe,
        Value.Clock,
        Value.ClockWindow,
        Value.Micros,
        Value.Opened,
        Value.Levels,
        Value.Containing,
        Value.Seconds,
        Value.Count,
        Value.Rate,
        Value.RateWithin,
        Value.Share,
        Value.ShareWithin,
        Value.Label,
        Answer {

  /** A value the report (or the definition) does not give. */
  static Value orNone(Double seconds, java.util.function.DoubleFunction<Value> of) {
    return seconds == null ? new None() : of.apply(seconds);
  }

  /** Nothing: the report gave no value. */
  record None() implements Value {
    @Override
    public String toString() {
      return "none";
    }
  }

  /** What the definition gives no value for. */
  record Undefined() implements Value {
    @Override
    public String toString() {
      return "undefined";
    }
  }

  /** A time to a tenth of a millisecond: what the machine decides. */
  record Millis(double seconds) implements Value {
    @Override
    public String toString() {
      return Ms.of(seconds);
    }
  }

  /** A time to the microsecond: what must be exact (definitions). */
  record ExactMillis(double seconds) implements Value {
    @Override
    public String toString() {
      return Ms.exact(seconds);
    }
  }

  /** A stated time and how far from it a value may be: "250 ms ± 5 ms". */
  record Within(double seconds, Tolerance tolerance) implements Value {
    @Override
    public String toString() {
      return upTo() ? "at most " + Ms.stated(2 * seconds) : Ms.stated(seconds) + " ± " + tolerance;
    }

    /** Whether it reaches down to 0: an upper bound, "under 80 ms", as the scenario said it. */
    public boolean upTo() {
      return seconds > 0 && Math.abs(seconds - tolerance.seconds()) < 1e-9;
    }
  }

  /** A stated time the late model moved: the report is held to the model's number. */
  record AsPlayed(Within stated, double model) implements Value {
    @Override
    public String toString() {
      return stated + ", " + Ms.of(model) + " as the model played it";
    }
  }

  /** A tolerance as the feature states it: "5 ms". */
  record Allowed(Tolerance tolerance) implements Value {
    @Override
    public String toString() {
      return tolerance.toString();
    }
  }

  /** At most {@code bound}: "≤ 5 ms". */
  record AtMost(Value bound) implements Value {
    @Override
    public String toString() {
      return "≤ " + bound;
    }
  }

  /** At least {@code bound}: "≥ 1". */
  record AtLeast(Value bound) implements Value {
    @Override
    public String toString() {
      return "≥ " + bound;
    }
  }

  /** Above {@code bound}: "above 120.0 ms". */
  record Above(Value bound) implements Value {
    @Override
    public String toString() {
      return "above " + bound;
    }
  }

  /** At least {@code times} × {@code bound}: "at least 2 × 120.0 ms". */
  record Times(double times, Value bound) implements Value {
    @Override
    public String toString() {
      return "at least " + factor(times) + " × " + bound;
    }

    /** "2", "1.5": the factor as the scenario would write it. */
    public static String factor(double times) {
      return times == Math.rint(times) ? String.valueOf((long) times) : String.valueOf(times);
    }
  }

  /** Below {@code bound}: "below 120.0 ms". */
  record Below(Value bound) implements Value {
    @Override
    public String toString() {
      return "below " + bound;
    }
  }

  /** A time before the event compared with: "20.0 ms before it". */
  record Before(Value by) implements Value {
    @Override
    public String toString() {
      return by + " before it";
    }
  }

  /** A time after the event compared with: "3.0 ms after it". */
  record After(Value by) implements Value {
    @Override
    public String toString() {
      return by + " after it";
    }
  }

  /** Any time before a named moment: "before the first request's start". */
  record BeforeThe(String moment) implements Value {
    @Override
    public String toString() {
      return "before " + moment;
    }
  }

  /** A reading of the monotonic clock, to the microsecond: "12.345678 s". */
  record Clock(double seconds) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.6f s", seconds);
    }
  }

  /** The readings of the monotonic clock a stamp must lie between: "12.3 .. 12.4 s". */
  record ClockWindow(double earliest, double latest) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.6f .. %.6f s", earliest, latest);
    }
  }

  /** A duration to the nanosecond, where a stamp a few instructions late shows: "-0.012 µs". */
  record Micros(double seconds) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.3f µs", seconds * 1e6);
    }
  }

  /**
   * How a request's connection came to be, as the report gives it: "reused, no connect".
   *
   * @param connection the report's label, "new" or "reused"
   * @param connect whether the report gives a connect stamp
   */
  record Opened(String connection, boolean connect) implements Value {
    @Override
    public String toString() {
      return connection + (connect ? ", a connect" : ", no connect");
    }
  }

  /** Whether a request met the service levels. */
  enum Levels implements Value {
    MEETS("meets every limit"),
    MISSES("misses a limit"),
    FAILED("failed");

    private final String words;

    Levels(String words) {
      this.words = words;
    }

    public static Levels of(boolean meets) {
      return meets ? MEETS : MISSES;
    }

    @Override
    public String toString() {
      return words;
    }
  }

  /** Text that must contain {@code part}: "containing "timed out"". */
  record Containing(String part) implements Value {
    @Override
    public String toString() {
      return "containing \"" + part + "\"";
    }
  }

  /** A run's length, to the millisecond: "12.345 s". */
  record Seconds(double seconds) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.3f s", seconds);
    }
  }

  /** A count. */
  record Count(long count) implements Value {
    @Override
    public String toString() {
      return String.valueOf(count);
    }
  }

  /** A rate in its unit, to three decimals: "4.000 requests per second". */
  record Rate(double rate, String unit) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.3f %s", rate, unit);
    }
  }

  /** A stated rate within a percentage of it: "4.00 requests per second ± 10 %". */
  record RateWithin(double rate, String unit, int percent) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.2f %s ± %d %%", rate, unit, percent);
    }
  }

  /** A share in percent, to three decimals: "6.667 %". */
  record Share(double percent) implements Value {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.3f %%", percent);
    }
  }

  /** A stated share, held to the digits written: "6.7 % ± 0.05". */
  record ShareWithin(Percent stated) implements Value {
    @Override
    public String toString() {
      return stated + " ± " + stated.halfUnitText();
    }
  }

  /** A label, a flag or a word the report must give exactly. */
  record Label(String text) implements Value {
    @Override
    public String toString() {
      return text;
    }
  }
}
