package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.verdict.Judgement.FAKE_PUNCTUALITY;
import static dev.tokenpace.acceptance.verdict.Judgement.STATED_NUMBER;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.Percent;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.util.Locale;
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

  private static final OptionalDouble NO_EVIDENCE = OptionalDouble.empty();

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
    String expected = Ms.stated(stated) + " ± " + tolerance;
    double miss = Math.abs(observed - stated);
    if (miss <= tolerance.seconds() + ROUNDING) {
      return Check.pass(FAKE_PUNCTUALITY, metric, what, expected, Ms.of(observed));
    }
    String missed = what + ": " + Ms.of(observed) + ", where the script says " + expected + ". ";
    if (lateAccountsFor(miss, tolerance, fakeLateness)) {
      return tooBusy(
          FAKE_PUNCTUALITY, metric, what, expected, Ms.of(observed), missed, fakeLateness);
    }
    return Check.failed(
        FAKE_PUNCTUALITY,
        metric,
        what,
        expected,
        Ms.of(observed),
        missed
            + "The fake model was "
            + Ms.of(Math.max(0, fakeLateness))
            + " behind its schedule, which does not account for"
            + " a miss of "
            + Ms.of(miss)
            + ", so the fake or the script is wrong");
  }

  /**
   * A reported number against the number a step states, counted as the script counts: from when the
   * model received the request (the request's way there is not the script's).
   *
   * @param fromReceipt the reported value less the request's way to the model
   * @param model the same metric from the model's side: from its receipt, at its send stamps
   * @param fakeLateness how late the fake sent the chunks involved
   */
  public static Check stated(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      double fakeLateness) {
    return stated(metric, what, fromReceipt, model, stated, tolerance, fakeLateness, 0);
  }

  /**
   * As {@link #stated(ReportField, String, double, double, double, Tolerance, double)}, on a
   * machine that held a ready thread off a core for {@code heldOff} seconds while the requests
   * behind the number were answered.
   */
  public static Check stated(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      double fakeLateness,
      double heldOff) {
    return stated(
        metric, what, fromReceipt, model, stated, tolerance, fakeLateness, heldOff, NO_EVIDENCE);
  }

  /**
   * As above, where {@code deliveredLateAtMost} bounds how far delivery can have moved the number
   * off the model's (empty: the benchmark kept nothing to tell by): a miss beyond it while the
   * model kept the number is no late delivery but the benchmark's number.
   */
  public static Check stated(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      double fakeLateness,
      double heldOff,
      OptionalDouble deliveredLateAtMost) {
    String expected = Ms.stated(stated) + " ± " + tolerance;
    if (Math.abs(fromReceipt - stated) <= tolerance.seconds() + ROUNDING) {
      return Check.pass(STATED_NUMBER, metric, what, expected, Ms.of(fromReceipt))
          .with(
              new Check.Bias(
                  fromReceipt - model, tolerance.seconds(), fakeLateness, model, heldOff));
    }
    String missed =
        what
            + ": reported "
            + Ms.of(fromReceipt)
            + ", where the scenario states "
            + expected
            + " ("
            + Ms.of(Math.abs(fromReceipt - stated))
            + (fromReceipt > stated ? " too long" : " too short")
            + "). ";
    double modelMiss = Math.abs(model - stated);
    double bias = Math.abs(fromReceipt - model);
    if (lateAlone(modelMiss, fakeLateness) && bias <= tolerance.seconds() + ROUNDING) {
      return Check.pass(
              STATED_NUMBER,
              metric,
              what,
              expected + ", " + Ms.of(model) + " as the model played it",
              Ms.of(fromReceipt))
          .with(
              new Check.Bias(
                  fromReceipt - model, tolerance.seconds(), fakeLateness, model, heldOff));
    }
    if (modelMiss <= tolerance.seconds() + ROUNDING
        && deliveredLateAtMost.isPresent()
        && bias > deliveredLateAtMost.getAsDouble() + tolerance.seconds() + ROUNDING) {
      return Check.failed(
          STATED_NUMBER,
          metric,
          what,
          expected,
          Ms.of(fromReceipt),
          missed
              + "The model kept the number ("
              + Ms.of(model)
              + ") and nothing of it reached the benchmark more than "
              + Ms.of(deliveredLateAtMost.getAsDouble())
              + " late, so no late delivery explains the miss: the benchmark's number is wrong");
    }
    if (modelMiss <= tolerance.seconds() + ROUNDING) {
      return Check.inconclusive(
              STATED_NUMBER,
              metric,
              what,
              expected,
              Ms.of(fromReceipt),
              missed
                  + "The model kept the number ("
                  + Ms.of(model)
                  + "); the rest is one late delivery on a busy machine: too busy to judge the"
                  + " number")
          .with(
              new Check.Bias(
                  fromReceipt - model, tolerance.seconds(), fakeLateness, model, heldOff));
    }
    String modelSays = "The model's own timeline gives " + Ms.of(model) + ". ";
    if (lateAccountsFor(modelMiss, tolerance, fakeLateness)) {
      return tooBusy(
          STATED_NUMBER,
          metric,
          what,
          expected,
          Ms.of(fromReceipt),
          missed + modelSays,
          fakeLateness);
    }
    return Check.failed(
            STATED_NUMBER,
            metric,
            what,
            expected,
            Ms.of(fromReceipt),
            missed
                + modelSays
                + "The fake model was "
                + Ms.of(Math.max(0, fakeLateness))
                + " behind its script at most, so the script and the stated"
                + " number disagree")
        .with(
            new Check.Disagreement(
                Math.abs(fromReceipt - model) <= tolerance.seconds() + ROUNDING));
  }

  /**
   * A reported number that misses the stated one while the model kept it, from a benchmark that
   * left some of the model's chunks out: when the chunks it kept give its number by the model's own
   * send stamps, and the model's whole answer does not, the miss is the chunks it dropped (its
   * definition), not a late delivery, and it is wrong in every attempt. Empty otherwise, for {@link
   * #stated} to judge.
   *
   * @param keptModel the metric by the model's send stamps of only the chunks the benchmark kept
   * @param dropped the chunks it left out, as "4 reasoning chunks"
   */
  public static java.util.Optional<Check> droppedChunks(
      ReportField metric,
      String what,
      double fromReceipt,
      double model,
      double keptModel,
      double stated,
      Tolerance tolerance,
      String dropped) {
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
            Ms.stated(stated) + " ± " + tolerance,
            Ms.of(fromReceipt),
            what
                + ": reported "
                + Ms.of(fromReceipt)
                + ", true "
                + Ms.of(model)
                + " ("
                + Ms.of(Math.abs(fromReceipt - model))
                + (fromReceipt > model ? " too long" : " too short")
                + "). The benchmark left out "
                + dropped
                + "; the chunks it kept give "
                + Ms.of(keptModel)
                + " by the model's own stamps, so the number is its own definition, not a late"
                + " delivery"));
  }

  /**
   * A stated rate, within a percentage. Missed, the rate the model saw decides whose miss it is.
   *
   * @param model the rate on the model's side (its own window, or its receipts)
   * @param modelSaw how the model's rate is worded: "The model received them at %s"
   * @param disagreement what follows "so the script and the stated number disagree", or ""
   */
  public static Check rate(
      ReportField field,
      String what,
      Double reported,
      double model,
      double stated,
      int percent,
      String unit,
      String modelSaw,
      String disagreement) {
    double allowed = stated * percent / 100.0;
    String expected = String.format(Locale.ROOT, "%.2f %s ± %d %%", stated, unit, percent);
    String shown = DefinitionJudge.format(reported, unit);
    if (reported != null && Math.abs(reported - stated) <= allowed) {
      return Check.pass(STATED_NUMBER, field, what, expected, shown);
    }
    String missed =
        what
            + ": reported "
            + shown
            + ", where the scenario states "
            + expected
            + ". "
            + String.format(Locale.ROOT, modelSaw, DefinitionJudge.format(model, unit));
    if (Math.abs(model - stated) <= allowed) {
      return Check.inconclusive(
          STATED_NUMBER,
          field,
          what,
          expected,
          shown,
          missed
              + "; the rest is the requests' way to the model and back on a busy machine: too busy"
              + " to judge the number");
    }
    return Check.failed(
            STATED_NUMBER,
            field,
            what,
            expected,
            shown,
            missed + ", so the script and the stated number disagree" + disagreement)
        .with(new Check.Disagreement(reported != null && Math.abs(reported - model) <= allowed));
  }

  /**
   * A share in percent the scenario states (an error rate, a goodput) against the report's, held to
   * the digits written. A share counts requests, which no busy machine moves: a miss fails.
   */
  public static Check share(ReportField field, String what, Double reported, Percent stated) {
    String expected = stated + " ± " + stated.halfUnitText();
    String shown = reported == null ? "none" : String.format(Locale.ROOT, "%.3f %%", reported);
    boolean held =
        reported != null && Math.abs(reported - stated.value()) <= stated.halfUnit() + 1e-9;
    return Check.of(
        held,
        STATED_NUMBER,
        field,
        what,
        expected,
        shown,
        what
            + ": reported "
            + shown
            + ", where the scenario states "
            + stated
            + (reported == null
                ? ""
                : String.format(
                    Locale.ROOT,
                    " (held to its digits, ± %s): %.3f points off",
                    stated.halfUnitText(),
                    Math.abs(reported - stated.value()))));
  }

  private static Check tooBusy(
      Judgement judgement,
      ReportField metric,
      String what,
      String expected,
      String reported,
      String missed,
      double fakeLateness) {
    return Check.inconclusive(
        judgement,
        metric,
        what,
        expected,
        reported,
        missed
            + "The fake model sent "
            + Ms.of(fakeLateness)
            + " behind its schedule (its allowance: "
            + Ms.of(FAKE_ALLOWANCE_SECONDS)
            + "): this machine was too busy to judge the number");
  }

  /**
   * Whether the model's whole distance from the stated number is the fake's own lateness beyond its
   * allowance: then the truth moved by it, and the number the model played is the one to hold the
   * report to (with the tolerance once, not twice).
   */
  private static boolean lateAlone(double modelMiss, double fakeLateness) {
    return fakeLateness > FAKE_ALLOWANCE_SECONDS && modelMiss <= fakeLateness + ROUNDING;
  }

  /** Whether the fake's own lateness, beyond its allowance, is enough to explain a miss. */
  private static boolean lateAccountsFor(double miss, Tolerance tolerance, double fakeLateness) {
    return fakeLateness > FAKE_ALLOWANCE_SECONDS
        && miss - tolerance.seconds() <= fakeLateness + ROUNDING;
  }
}
