package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.verdict.Judgement.FAKE_PUNCTUALITY;
import static dev.tokenpace.acceptance.verdict.Judgement.STATED_NUMBER;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.OptionalDouble;

/**
 * The judgement of numbers a scenario states, against the report and against the fake model's own
 * record: within the tolerance they pass; missed, the model's own timeline decides whose the miss
 * is. When the fake sent late by more than its allowance and that alone moved the model off the
 * number, the truth moved with it: a report within the tolerance of the model's number is right and
 * passes. When the lateness accounts for the miss otherwise, the machine was too busy to judge.
 * When the model kept the number and one late delivery added the miss, that too is inconclusive
 * (and failed when the report is off the model alike in every attempt, {@link Attempts}). When the
 * model was on time and still missed, the script and the number disagree: failed.
 */
public final class StatedJudge {

  /** How late the fake may start a write and still count as keeping its script. */
  public static final double FAKE_ALLOWANCE_SECONDS = 0.002;

  private static final double ROUNDING = Check.ROUNDING;

  private StatedJudge() {}

  /**
   * A time the fake model kept against the number the script states.
   *
   * @param metric the metric the step is about, or {@code null} for a step about the fake alone
   * @param fakeLateness how late the fake sent the chunks involved, against its own schedule
   */
  public static Check fake(
      ReportField metric,
      String what,
      double observed,
      double stated,
      Tolerance tolerance,
      double fakeLateness) {
    Value.Within expected = new Value.Within(stated, tolerance);
    Value reported = new Value.Millis(observed);
    double miss = Math.abs(observed - stated);
    if (miss <= tolerance.seconds() + ROUNDING) {
      return Check.pass(FAKE_PUNCTUALITY, metric, what, expected, reported);
    }
    boolean late = lateAccountsFor(miss, tolerance, fakeLateness);
    return Check.failed(
            FAKE_PUNCTUALITY,
            metric,
            what,
            expected,
            reported,
            new Reason.OffScript(miss, fakeLateness, late))
        .withVerdict(late ? Verdict.INCONCLUSIVE : Verdict.FAIL);
  }

  /**
   * A reported number against the number a step states, counted as the script counts: from when the
   * model received the request (the request's way there is not the script's). Within the tolerance
   * it passes; missed, the model's own timeline and what happened {@code meanwhile} decide whose
   * the miss is. A miss beyond how late anything reached the benchmark, while the model kept the
   * number, is no late delivery but the benchmark's number.
   *
   * @param fromReceipt the reported value less the request's way to the model
   * @param model the same metric from the model's side: from its receipt, at its send stamps
   */
  public static Check stated(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      Meanwhile meanwhile) {
    return stated(
        metric, what, fromReceipt, model, stated, tolerance, meanwhile, OptionalDouble.empty());
  }

  /**
   * A statistic of several requests against the number a step states, as {@link #stated}.
   *
   * @param eachRequest the median of each request's value less the model's for it; empty for one
   *     request's number, or where no value pairs with the model's: the number's own offset
   */
  public static Check stated(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      Meanwhile meanwhile,
      OptionalDouble eachRequest) {
    Value.Within expected = new Value.Within(stated, tolerance);
    double allowed = tolerance.seconds() + ROUNDING;
    double fakeLateness = meanwhile.fakeLateness();
    Check.Bias bias =
        new Check.Bias(
            fromReceipt - model,
            tolerance.seconds(),
            fakeLateness,
            model,
            meanwhile.heldOff(),
            eachRequest.orElse(fromReceipt - model));
    double modelMiss = Math.abs(model - stated);
    double off = Math.abs(fromReceipt - model);
    boolean kept = Math.abs(fromReceipt - stated) <= allowed;
    if (kept || (lateAlone(modelMiss, fakeLateness) && off <= allowed)) {
      Value held = kept ? expected : new Value.AsPlayed(expected, model);
      return Check.pass(STATED_NUMBER, metric, what, held, new Value.Millis(fromReceipt))
          .with(bias);
    }
    OptionalDouble delivered = meanwhile.deliveredLateAtMost();
    Reason.Whose whose;
    double heldOffMeanwhile = meanwhile.sendsHeldOff();
    if (modelMiss <= allowed) {
      double unexplained = off - delivered.orElse(0) - allowed;
      if (delivered.isEmpty() || unexplained <= 0) {
        whose = Reason.Whose.ONE_LATE_DELIVERY;
      } else if (meanwhile.sendHeldOff() > 0 && meanwhile.sendHeldOff() >= unexplained) {
        // a number counted from the schedule: the send came after the model freed its slot, while
        // the machine held the threads that hand one request's end to the next one's send
        whose = Reason.Whose.SEND_HELD_OFF;
        heldOffMeanwhile = meanwhile.sendHeldOff();
      } else {
        whose = Reason.Whose.BENCHMARKS_NUMBER;
      }
    } else {
      whose =
          lateAccountsFor(modelMiss, tolerance, fakeLateness) || batchesMayHaveMoved(meanwhile)
              ? Reason.Whose.FAKE_LATE
              : meanwhile.sendsHeldOff() > 0 && meanwhile.sendsHeldOff() >= modelMiss - allowed
                  ? Reason.Whose.SENDS_HELD_OFF
                  : Reason.Whose.SCRIPT_DISAGREES;
    }
    Check missed =
        Check.failed(
                STATED_NUMBER,
                metric,
                what,
                expected,
                new Value.Millis(fromReceipt),
                new Reason.StatedMissed(
                    fromReceipt - stated,
                    model,
                    whose,
                    fakeLateness,
                    delivered.orElse(0),
                    meanwhile.arrivalLag(),
                    heldOffMeanwhile,
                    meanwhile.paceMoved()))
            .withVerdict(
                whose == Reason.Whose.BENCHMARKS_NUMBER || whose == Reason.Whose.SCRIPT_DISAGREES
                    ? Verdict.FAIL
                    : Verdict.INCONCLUSIVE);
    return switch (whose) {
      case ONE_LATE_DELIVERY -> missed.with(bias);
      case SCRIPT_DISAGREES ->
          missed.with(
              new Check.Disagreement(
                  off <= allowed,
                  bias,
                  delivered.isPresent() && off <= delivered.getAsDouble() + allowed
                      ? delivered.getAsDouble()
                      : 0));
      default -> missed;
    };
  }

  /**
   * A reported number that misses the stated one while the model kept it, from a benchmark that
   * left some of the model's chunks out: when the chunks it counted give its number by the model's
   * own send stamps, and the model's whole answer does not, the miss is the chunks it dropped (its
   * definition), not a late delivery, and it is wrong in every attempt. Empty otherwise, for {@link
   * #stated} to judge.
   *
   * @param keptModel the metric by the model's send stamps of only the chunks the benchmark kept
   * @param dropped the chunks it left out, counted by kind
   */
  public static java.util.Optional<Check> droppedChunks(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double keptModel,
      double stated,
      Tolerance tolerance,
      java.util.Map<String, Long> dropped) {
    double allowed = tolerance.seconds() + ROUNDING;
    if (Math.abs(fromReceipt - stated) <= allowed
        || Math.abs(model - stated) > allowed
        || Math.abs(keptModel - model) <= allowed
        || Math.abs(fromReceipt - keptModel) > allowed) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        Check.failed(
            STATED_NUMBER,
            metric,
            what,
            new Value.Within(stated, tolerance),
            new Value.Millis(fromReceipt),
            new Reason.DroppedChunks(fromReceipt, model, keptModel, dropped)));
  }

  /**
   * A stated rate, within a percentage. Missed, the rate the model saw decides whose miss it is.
   *
   * @param model the rate on the model's side (its own window, or its receipts)
   * @param sent for a stage's achieved rate, the sends it counts; {@code null} for a throughput
   */
  public static Check rate(
      ReportField field,
      String what,
      Double reported,
      double model,
      double stated,
      int percent,
      String unit,
      Reason.Sends sent) {
    return rate(field, what, reported, model, null, stated, percent, unit, sent);
  }

  /**
   * The same, with the rate the model's window gives once the fake's own lateness behind its script
   * is taken off ({@code onScript}): a model window that misses only for that lateness is the
   * machine's, not judged.
   */
  public static Check rate(
      ReportField field,
      String what,
      Double reported,
      double model,
      Double onScript,
      double stated,
      int percent,
      String unit,
      Reason.Sends sent) {
    double allowed = stated * percent / 100.0;
    Value expected = new Value.RateWithin(stated, unit, percent);
    Value shown = reported == null ? new Value.None() : new Value.Rate(reported, unit);
    if (reported != null && Math.abs(reported - stated) <= allowed) {
      return Check.pass(STATED_NUMBER, field, what, expected, shown);
    }
    boolean modelKept = Math.abs(model - stated) <= allowed;
    Reason missed = new Reason.RateMissed(new Value.Rate(model, unit), modelKept, sent);
    if (modelKept) {
      return Check.inconclusive(STATED_NUMBER, field, what, expected, shown, missed);
    }
    if (onScript != null && Math.abs(onScript - stated) <= allowed) {
      Reason late =
          new Reason.RateMissed(
              new Value.Rate(model, unit), false, sent, new Value.Rate(onScript, unit));
      return Check.inconclusive(STATED_NUMBER, field, what, expected, shown, late);
    }
    return Check.failed(STATED_NUMBER, field, what, expected, shown, missed)
        .with(new Check.Disagreement(reported != null && Math.abs(reported - model) <= allowed));
  }

  /**
   * The run's length against the most the scenario allows. Within it, it passes. Past it, the
   * model's own timeline and the machine decide whose the overrun is: a model whose answers alone
   * span past the bound, on time, means the script and the number disagree (failed); late, that the
   * machine was too busy (not judged), as when the machine held the suite's threads off a core as
   * long as the overrun. Otherwise the benchmark took that long: failed.
   *
   * @param model how long the model's answers span on its own timeline, in seconds
   * @param heldOff how long the machine held a ready thread off a core while the run lasted
   * @param fakeLateness how far the fake sent behind its schedule at worst
   * @param failed the run's failed requests, for the message
   */
  public static Check runTime(
      ReportField field,
      String what,
      Double reported,
      double bound,
      double model,
      double heldOff,
      double fakeLateness,
      Reason.Failed failed) {
    Value expected = new Value.AtMost(new Value.Seconds(bound));
    Value shown = Value.orNone(reported, Value.Seconds::new);
    if (reported != null && reported <= bound + ROUNDING) {
      return Check.pass(STATED_NUMBER, field, what, expected, shown);
    }
    if (reported == null) {
      return Check.failed(STATED_NUMBER, field, what, expected, shown, new Reason.NoValue(true));
    }
    double over = reported - bound;
    Reason.Overran whose;
    if (model > bound + ROUNDING) {
      whose =
          fakeLateness > FAKE_ALLOWANCE_SECONDS && model - bound <= fakeLateness + ROUNDING
              ? Reason.Overran.FAKE_LATE
              : Reason.Overran.SCRIPT_DISAGREES;
    } else {
      whose =
          heldOff + ROUNDING >= over ? Reason.Overran.MACHINE_HELD_OFF : Reason.Overran.BENCHMARK;
    }
    Reason overran = new Reason.RunOverran(over, model, heldOff, fakeLateness, whose, failed);
    boolean busy = whose == Reason.Overran.FAKE_LATE || whose == Reason.Overran.MACHINE_HELD_OFF;
    return busy
        ? Check.inconclusive(STATED_NUMBER, field, what, expected, shown, overran)
        : Check.failed(STATED_NUMBER, field, what, expected, shown, overran);
  }

  /**
   * A share in percent the scenario states (an error rate, a goodput) against the report's, held to
   * the digits written. A share counts requests, which no busy machine moves: a miss fails.
   */
  public static Check share(ReportField field, String what, Double reported, Percent stated) {
    boolean held =
        reported != null && Math.abs(reported - stated.value()) <= stated.halfUnit() + 1e-9;
    return Check.of(
        held,
        STATED_NUMBER,
        field,
        what,
        new Value.ShareWithin(stated),
        reported == null ? new Value.None() : new Value.Share(reported),
        new Reason.ShareMissed(stated, reported));
  }

  /**
   * Whether the model's whole distance from the stated number is the fake's own lateness beyond its
   * allowance: then the truth moved by it, and the number the model played is the one to hold the
   * report to (with the tolerance once, not twice).
   */
  private static boolean lateAlone(double modelMiss, double fakeLateness) {
    return fakeLateness > FAKE_ALLOWANCE_SECONDS && modelMiss <= fakeLateness + ROUNDING;
  }

  /**
   * Whether requests sent together reached a batching model apart by more than the fake's
   * allowance: a batch that closed before the later ones arrived left them for the next, a whole
   * batch later. That moves a number by more than the lateness that caused it, so no sum of
   * lateness bounds the miss, and the script's batches are not the ones the model played.
   */
  private static boolean batchesMayHaveMoved(Meanwhile meanwhile) {
    return meanwhile.arrivalLag() > FAKE_ALLOWANCE_SECONDS;
  }

  /** Whether the fake's own lateness, beyond its allowance, is enough to explain a miss. */
  private static boolean lateAccountsFor(double miss, Tolerance tolerance, double fakeLateness) {
    return fakeLateness > FAKE_ALLOWANCE_SECONDS
        && miss - tolerance.seconds() <= fakeLateness + ROUNDING;
  }
}
