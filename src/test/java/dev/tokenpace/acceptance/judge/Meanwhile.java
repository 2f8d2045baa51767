package dev.tokenpace.acceptance.judge;

import java.util.OptionalDouble;

/**
 * What else happened while the model answered the requests behind a stated number: whether the fake
 * sent behind its schedule, the machine held the suite's threads off a core, or something reached
 * the benchmark late. {@link StatedJudge} reads it to decide whose a miss is.
 *
 * @param fakeLateness how late the fake sent the chunks involved, against its own schedule
 * @param heldOff how long the machine held a ready thread of the suite's JVM off a core meanwhile
 * @param deliveredLateAtMost how far delivery can have moved the number off the model's at most;
 *     empty when the benchmark kept nothing to tell by
 */
public record Meanwhile(double fakeLateness, double heldOff, OptionalDouble deliveredLateAtMost) {

  /** On a machine that held nothing up, with nothing kept to bound the delivery by. */
  public Meanwhile(double fakeLateness) {
    this(fakeLateness, 0);
  }

  /** With nothing kept to bound the delivery by. */
  public Meanwhile(double fakeLateness, double heldOff) {
    this(fakeLateness, heldOff, OptionalDouble.empty());
  }
}
