package dev.tokenpace.acceptance.verdict;

/**
 * Which of the suite's judgements a check is (docs/steps.md, "How a check is judged"): what it
 * compares, how strictly, and what a busy machine may do to it.
 */
public enum Judgement {
  /** The reported value against docs/metrics.md fed with the benchmark's own stamps: exact. */
  DEFINITION("definition"),
  /** When the benchmark saw what the model did, against when the model did it: robust. */
  DELIVERY("delivery"),
  /** The benchmark's start against the model accepting the request's connection. */
  CONNECT("connect"),
  /** The fake model's own sends against its script. */
  FAKE_PUNCTUALITY("fake model"),
  /** A number the scenario states against the reported value, from the model's receipt. */
  STATED_NUMBER("stated"),
  /** A count or a label the report must give exactly. */
  COUNT_OR_LABEL("count");

  private final String word;

  Judgement(String word) {
    this.word = word;
  }

  /** The word the table of checks shows. */
  public String word() {
    return word;
  }

  /**
   * Whether an inconclusive verdict that stays so through every attempt is the benchmark's doing,
   * not the machine's: a delivery too late, or a connect held up, every time.
   */
  public boolean failsWhenInconclusiveThroughout() {
    return this == DELIVERY || this == CONNECT;
  }
}
