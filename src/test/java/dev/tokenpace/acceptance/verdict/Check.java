package dev.tokenpace.acceptance.verdict;

import java.util.List;

/**
 * One comparison a Then step made: a typed value the attempts, the report and the sensitivity gate
 * read by its fields. {@link Sentences} turns it into a product owner's words.
 *
 * @param judgement how it is judged (exact, robust, the fake against its script, ...)
 * @param metric the report field it is about, or {@code null} for one about the fake alone
 * @param what the thing compared, in product words ("time to first token of request 1")
 * @param expected what was expected (a time, a count, a rate, within what)
 * @param reported what the report (or the fake) gave
 * @param reason for a check that did not pass: what went wrong and by how much; {@link Reason.Met}
 *     otherwise
 * @param finding for a check that did not pass, what the judge found beyond the numbers, typed, for
 *     whoever decides its verdict later (the attempts, the client's claims); {@code null} when
 *     there is nothing more
 * @param ofTheRun for a check of a statistic the run summary gives, which one; {@code null} for a
 *     check of requests (a client that summarizes a field may still keep it for no request)
 */
public record Check(
    Judgement judgement,
    ReportField metric,
    String what,
    Value expected,
    Value reported,
    Verdict verdict,
    Reason reason,
    Finding finding,
    Statistic ofTheRun) {

  /**
   * How far two report times may differ and still be one: they are seconds in doubles, and this is
   * far below any tolerance a feature states.
   */
  public static final double ROUNDING = 1e-6;

  /** What a judge found about a miss, beyond the numbers. */
  public sealed interface Finding
      permits Bias, Disagreement, Absent, Undefined, Unpaired, Late, HeldOff, OtherLabels {}

  /**
   * How far a reported number was off the model's, which kept the number the scenario states. Once,
   * that is one late delivery on a busy machine; alike in every attempt, it is the benchmark's own.
   *
   * @param seconds the reported number less the model's
   * @param tolerance the tolerance the number was held to, in seconds
   * @param fakeLateness how far the fake model sent behind its schedule in that attempt, in seconds
   * @param model the number the model gave, in seconds
   * @param heldOff how long the machine held a ready thread of the suite's JVM off a core while the
   *     requests behind the number were answered, in seconds
   * @param eachRequest the median of each request's reported value less its own model value: a
   *     statistic's {@code seconds} sets one request's number against another's where they differ
   *     (the run's maximum and the model's maximum), so a client's own stamp on every request shows
   *     here, not there; {@code seconds} for one request's number
   */
  public record Bias(
      double seconds,
      double tolerance,
      double fakeLateness,
      double model,
      double heldOff,
      double eachRequest)
      implements Finding {

    /** Whether the machine's hold-ups account for the part of the miss beyond the tolerance. */
    public boolean heldOffAccounts() {
      return Math.abs(seconds) - tolerance <= heldOff + ROUNDING;
    }
  }

  /**
   * The model, on time, gave another number than the scenario states: the script and the number
   * disagree, unless the client played another load than the scenario's, which the model answered.
   *
   * @param reportKeptTheModel whether the report gave the model's number, within the tolerance
   * @param deliveredLate how late the latest delivery to the benchmark came, when that accounts for
   *     the report's miss of the model's number (a busy machine's, then); else 0
   */
  public record Disagreement(boolean reportKeptTheModel, Bias offTheModel, double deliveredLate)
      implements Finding {

    /** For a number with no time to be off by (a rate, a share). */
    public Disagreement(boolean reportKeptTheModel) {
      this(reportKeptTheModel, null, 0);
    }
  }

  /** The report gave no value where the definition gives one. */
  public record Absent() implements Finding {}

  /**
   * Failures counted by tokenpace's label for their family ({@code label}), and the labels of the
   * failures that were not: a client that words failures otherwise may have said the same family in
   * them.
   */
  public record OtherLabels(String label, long counted, List<String> uncounted) implements Finding {
    public OtherLabels {
      uncounted = List.copyOf(uncounted);
    }
  }

  /** The definition, fed what the benchmark kept, gives no value where the report gives one. */
  public record Undefined() implements Finding {}

  /** The benchmark's chunks with text do not pair one to one with the model's chunks. */
  public record Unpaired() implements Finding {}

  /**
   * Which events the benchmark saw too late for one paused thread to explain, by their place in the
   * scenario ("chunk 3 of request 2"). The same ones late in every attempt are the benchmark's;
   * late events that move from attempt to attempt are a busy machine's.
   *
   * @param events the late events, by their place in the scenario
   * @param seconds how late the latest of them was
   * @param heldOff how long the machine held a ready thread off a core while that one was late:
   *     lateness that differs between attempts by no more than this is still alike
   */
  public record Late(List<String> events, double seconds, double heldOff) implements Finding {
    public Late {
      events = List.copyOf(events);
    }

    /** Late events on a machine that held nothing up. */
    public Late(List<String> events, double seconds) {
      this(events, seconds, 0);
    }
  }

  /**
   * A miss the machine accounts for: while the benchmark was late, the machine held a ready thread
   * of the suite's JVM off a core for at least the part of the lateness beyond what is allowed
   * ({@link dev.tokenpace.acceptance.evidence.MachineProbe}). Not the benchmark's doing, however
   * often it repeats.
   *
   * @param lateness how late the benchmark was, in seconds
   * @param heldOff how long the machine held a ready thread off a core meanwhile, in seconds
   */
  public record HeldOff(double lateness, double heldOff) implements Finding {}

  public boolean passed() {
    return verdict == Verdict.PASS;
  }

  /** The bias found, or {@code null}. */
  public Bias bias() {
    return finding instanceof Bias bias ? bias : null;
  }

  /** The product owner's sentence for it (the reason, for a check that did not pass). */
  public String message() {
    return Sentences.of(this);
  }

  /** The same check with another verdict, as the attempts' history decides it. */
  public Check withVerdict(Verdict decided) {
    return new Check(
        judgement, metric, what, expected, reported, decided, reason, finding, ofTheRun);
  }

  /** The same check with another reason, as the attempts' history or the client's claims see it. */
  public Check withReason(Reason decidedReason) {
    return new Check(
        judgement, metric, what, expected, reported, verdict, decidedReason, finding, ofTheRun);
  }

  /** The same check with what its judge found about the miss. */
  public Check with(Finding found) {
    return new Check(judgement, metric, what, expected, reported, verdict, reason, found, ofTheRun);
  }

  /** The same check, about {@code statistic} of the run summary. */
  public Check ofTheRun(Statistic statistic) {
    return new Check(
        judgement, metric, what, expected, reported, verdict, reason, finding, statistic);
  }

  public static Check pass(
      Judgement judgement, ReportField metric, String what, Value expected, Value reported) {
    return new Check(judgement, metric, what, expected, reported, Verdict.PASS, MET, null, null);
  }

  public static Check inconclusive(
      Judgement judgement,
      ReportField metric,
      String what,
      Value expected,
      Value reported,
      Reason reason) {
    return new Check(
        judgement, metric, what, expected, reported, Verdict.INCONCLUSIVE, reason, null, null);
  }

  public static Check failed(
      Judgement judgement,
      ReportField metric,
      String what,
      Value expected,
      Value reported,
      Reason reason) {
    return new Check(judgement, metric, what, expected, reported, Verdict.FAIL, reason, null, null);
  }

  public static Check of(
      boolean passed,
      Judgement judgement,
      ReportField metric,
      String what,
      Value expected,
      Value reported,
      Reason reason) {
    return new Check(
        judgement,
        metric,
        what,
        expected,
        reported,
        passed ? Verdict.PASS : Verdict.FAIL,
        passed ? MET : reason,
        null,
        null);
  }

  private static final Reason MET = new Reason.Met();
}
