package dev.tokenpace.acceptance.verdict;

/**
 * How docs/metrics.md counts a rate, for the miss of a rate off its definition ({@link
 * Reason.RateOffDefinition}): worded only by {@link MissSentences}.
 */
public sealed interface RateDefinition {

  /** The rates whose definition names no field of a step's. */
  enum Of implements RateDefinition {
    /** A throughput: successes over the run's window, first start to last end. */
    RUN_THROUGHPUT,
    /** A stage's throughput: successes over the stage's own window. */
    STAGE_THROUGHPUT,
    /** A stage's achieved rate: its requests over the time from its first send to its last. */
    STAGE_ACHIEVED_RATE,
    /** The error rate: failures over the requests sent, in percent. */
    ERROR_RATE,
    /** Goodput's share: the good requests over the successes, in percent. */
    GOODPUT_PERCENTAGE,
    /** Goodput's good requests over the successes' window. */
    REQUEST_GOODPUT,
    /** Goodput's good requests' input and output tokens over the successes' window. */
    TOKEN_GOODPUT
  }

  /** The successes meeting the service level on {@code constraint}, over all, in percent. */
  record Attainment(String constraint) implements RateDefinition {}
}
