package dev.tokenpace.acceptance.judge;

import dev.tokenpace.acceptance.evidence.RequestEvidence;
import java.util.Collection;
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
 * @param arrivalLag of {@code fakeLateness}, how much is requests sent together reaching the model
 *     apart while a batch held them (the batch ahead started from the first one's arrival)
 * @param sendsHeldOff see {@link #withSendsHeldOff}
 * @param paceMoved of {@code fakeLateness}, how far requests reaching a model paced by the requests
 *     in flight apart can have moved the number
 * @param sendHeldOff see {@link #withSendsHeldOff}
 */
public record Meanwhile(
    double fakeLateness,
    double heldOff,
    OptionalDouble deliveredLateAtMost,
    double arrivalLag,
    double sendsHeldOff,
    double paceMoved,
    double sendHeldOff) {

  public Meanwhile(
      double fakeLateness,
      double heldOff,
      OptionalDouble deliveredLateAtMost,
      double arrivalLag,
      double sendsHeldOff,
      double paceMoved) {
    this(fakeLateness, heldOff, deliveredLateAtMost, arrivalLag, sendsHeldOff, paceMoved, 0);
  }

  public Meanwhile(
      double fakeLateness, double heldOff, OptionalDouble deliveredLateAtMost, double arrivalLag) {
    this(fakeLateness, heldOff, deliveredLateAtMost, arrivalLag, 0, 0);
  }

  /**
   * The same, with how long the machine held the suite's threads off a core between a request's
   * schedule and its send ({@code held}): a number counted from the schedule (a schedule delay)
   * moves with the benchmark's sends ahead of it, which a busy machine holds up; and of that, how
   * long in the span by which the send came after the model freed its slot ({@code ofItsSend}): the
   * hand-over from one request's end to the next one's send, which the client's own threads make.
   */
  public Meanwhile withSendsHeldOff(double held, double ofItsSend) {
    return new Meanwhile(
        fakeLateness, heldOff, deliveredLateAtMost, arrivalLag, held, paceMoved, ofItsSend);
  }

  /**
   * The same, with {@code held} as in {@link #withSendsHeldOff(double, double)}, none of its own.
   */
  public Meanwhile withSendsHeldOff(double held) {
    return withSendsHeldOff(held, 0);
  }

  public Meanwhile(double fakeLateness, double heldOff, OptionalDouble deliveredLateAtMost) {
    this(fakeLateness, heldOff, deliveredLateAtMost, 0);
  }

  /** On a machine that held nothing up, with nothing kept to bound the delivery by. */
  public Meanwhile(double fakeLateness) {
    this(fakeLateness, 0);
  }

  /** With nothing kept to bound the delivery by. */
  public Meanwhile(double fakeLateness, double heldOff) {
    this(fakeLateness, heldOff, OptionalDouble.empty());
  }

  /**
   * The lateness, hold-ups, arrival lag and pace moved behind {@code requests}, each their latest.
   */
  public static Meanwhile behind(
      Collection<RequestEvidence> requests, OptionalDouble deliveredLateAtMost) {
    return new Meanwhile(
        requests.stream().mapToDouble(RequestEvidence::latestFakeLateness).max().orElse(0),
        requests.stream().mapToDouble(RequestEvidence::heldOffWhileBehind).max().orElse(0),
        deliveredLateAtMost,
        requests.stream().mapToDouble(RequestEvidence::arrivalLag).max().orElse(0),
        0,
        requests.stream().mapToDouble(RequestEvidence::paceMoved).max().orElse(0));
  }
}
