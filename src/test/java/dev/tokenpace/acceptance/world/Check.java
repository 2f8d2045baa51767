package dev.tokenpace.acceptance.world;

/**
 * One comparison a Then step made, kept for the scenario's table of checks.
 *
 * @param kind what is compared: "definition" (exact), "delivery" (depends on the machine, judged
 *     robustly), "fake model" (the fake against its script) or "count"
 * @param message for a check that did not pass: what went wrong and by how much, in product words
 */
public record Check(
    String kind, String what, String expected, String reported, Verdict verdict, String message) {

  public boolean passed() {
    return verdict == Verdict.PASS;
  }

  static Check pass(String kind, String what, String expected, String reported) {
    return new Check(kind, what, expected, reported, Verdict.PASS, "");
  }

  static Check inconclusive(
      String kind, String what, String expected, String reported, String message) {
    return new Check(kind, what, expected, reported, Verdict.INCONCLUSIVE, message);
  }

  static Check failed(String kind, String what, String expected, String reported, String message) {
    return new Check(kind, what, expected, reported, Verdict.FAIL, message);
  }

  static Check of(
      boolean passed, String kind, String what, String expected, String reported, String message) {
    return new Check(
        kind,
        what,
        expected,
        reported,
        passed ? Verdict.PASS : Verdict.FAIL,
        passed ? "" : message);
  }
}
