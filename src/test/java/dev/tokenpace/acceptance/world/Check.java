package dev.tokenpace.acceptance.world;

/** One comparison a Then step made, kept for the scenario's plain-text table. */
public record Check(String what, Bound expected, double reported) {

  public boolean passed() {
    return expected.contains(reported);
  }

  public double margin() {
    return expected.margin(reported);
  }
}
