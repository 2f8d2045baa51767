package dev.tokenpace.acceptance.world;

/** One comparison a Then step made, kept for the scenario's plain-text table. */
public record Check(String what, Bound expected, double reported) {

  /** Counts (samples, gaps) are compared like times but printed as plain numbers. */
  public boolean isCount() {
    return what.contains("count") || what.startsWith("number of");
  }

  public String formatted(double value) {
    return isCount() ? String.valueOf(Math.round(value)) : Durations.formatSeconds(value);
  }

  public boolean passed() {
    return expected.contains(reported);
  }

  public double margin() {
    return expected.margin(reported);
  }
}
