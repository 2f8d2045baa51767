package dev.tokenpace.acceptance.evidence;

import dev.tokenpace.acceptance.verdict.Check;

/**
 * How late the benchmark saw one thing the model did (seconds), and the least that lateness can
 * physically be: below it the benchmark claims to have seen something before it happened, which no
 * busy machine can cause.
 *
 * @param of which thing of the model's it is
 * @param seenAt when the benchmark saw it (seconds): deliveries seen at one instant are one read
 * @param heldOff how long the machine held a ready thread of this JVM off a core between the model
 *     doing it and the benchmark seeing it ({@link dev.tokenpace.acceptance.evidence.MachineLag}):
 *     the part of the lateness a busy machine can account for
 */
public record Delivery(
    String request,
    Of of,
    String what,
    double seenAt,
    double lateness,
    double earliest,
    double heldOff) {

  /** The things of the model's a benchmark sees. */
  public enum Of {
    /** The request reaching the model (the benchmark's start against the model's receipt). */
    REQUEST,
    /** A chunk with tokens. */
    CHUNK,
    /** The end of the stream. */
    END,
    /** The request's send, against the earliest it could go. */
    SEND
  }

  /**
   * Whether its lateness is the benchmark's to answer for. The request's own way to the model is
   * not: connecting and the server's accepting belong to time to first token as a user feels it, so
   * only its impossibility (the model receiving a request the benchmark had not yet started) is
   * judged.
   */
  public boolean judgedLate() {
    return of != Of.REQUEST;
  }

  public boolean impossible() {
    return lateness < earliest - Check.ROUNDING;
  }

  /** The lateness the machine cannot account for: what is left once its hold-ups are taken off. */
  public double ownLateness() {
    return Math.max(0, lateness - heldOff);
  }

  /** The same delivery, with how long the machine held a ready thread off a core meanwhile. */
  public Delivery heldOffFor(double seconds) {
    return new Delivery(request, of, what, seenAt, lateness, earliest, seconds);
  }

  public String describe() {
    return what + " of " + request;
  }
}
