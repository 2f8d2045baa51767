package dev.tokenpace.acceptance.world;

/** The interval, in seconds, a reported value must fall in for the timeline to agree with it. */
public record Bound(double lower, double upper) {

  /** Slack for seconds printed as doubles: far below any tolerance a feature states. */
  private static final double ROUNDING = 1e-6;

  public static Bound around(double truth, double tolerance) {
    return new Bound(truth - tolerance, truth + tolerance);
  }

  public boolean contains(double value) {
    return value >= lower - ROUNDING && value <= upper + ROUNDING;
  }

  /** How far inside the bound the value sits (negative: how far outside). */
  public double margin(double value) {
    return Math.min(value - lower, upper - value);
  }

  @Override
  public String toString() {
    return "[" + Durations.formatSeconds(lower) + ", " + Durations.formatSeconds(upper) + "]";
  }
}
