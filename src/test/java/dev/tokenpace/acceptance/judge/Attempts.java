package dev.tokenpace.acceptance.judge;

import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judged;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The owner of a scenario's reruns. Every Then step is judged through it; while any check is
 * inconclusive (the machine, not the benchmark, spoilt the run) and attempts remain, the benchmark
 * runs again on a fresh fake and every step so far is judged again, so a green scenario certifies
 * all its checks from one attempt. It keeps each check's verdict in every attempt, and decides by
 * that history:
 *
 * <ul>
 *   <li>a failure is never a reason to rerun: an attempt with no inconclusive check is the last,
 *       and its failures stand;
 *   <li>otherwise every check's verdict in the latest attempt stands, a failure in an earlier,
 *       spoilt attempt included: that attempt was a fair run for none of its checks, so a delivery
 *       late once and on time after passes;
 *   <li>a delivery or connect check inconclusive in every one of the {@link #MAX} attempts, on the
 *       same latest late event each time and late by amounts within {@link #ALIKE_SECONDS} of each
 *       other (and of the machine's measured hold-ups on top), fails: a mechanism repeats alike.
 *       Late events that move from attempt to attempt, or whose lateness scatters, are a busy
 *       machine's, so the check stays inconclusive, as does one judged in fewer attempts (a step
 *       first judged on a rerun), and one whose lateness the machine accounted for in some attempt
 *       ({@link Check.HeldOff}): measured hold-ups are the machine's however often they repeat.
 *   <li>a number off the model's by the client's own stamp ({@link Reason.OwnOffset}) in two
 *       attempts, the latest one of them, fails: its stamp comes back, a hold-up of its process
 *       does not. It is settled then, so it is no reason for another attempt.
 *   <li>so does a stated number the model kept in every attempt while the report missed it alike
 *       each time (off the model the same way, each time by more than the number's tolerance, and
 *       within that tolerance of each other), the model on time in every attempt: a busy machine's
 *       late deliveries scatter, a benchmark's bias repeats.
 * </ul>
 */
public final class Attempts {

  public static final int MAX = 3;

  /**
   * Late events repeated within this of each other are one mechanism's; a busy machine's pauses
   * scatter (beside two burners, a one-answer scenario's only read came late in all three attempts,
   * 19 ms the last time, and the unloaded runs had it on time).
   */
  static final double ALIKE_SECONDS = 0.005;

  /** Plays the scenario's benchmark again on a fresh fake, when it has one to play. */
  public interface Rerun {

    boolean possible();

    void run();
  }

  /** Which check of a step it is, the same from attempt to attempt. */
  private record Key(Judgement judgement, ReportField metric, int ordinal) {}

  private final Rerun rerun;
  private final List<Supplier<List<Check>>> steps = new ArrayList<>();

  /** Per step, per attempt judged, its checks by key. */
  private final List<List<Map<Key, Check>>> history = new ArrayList<>();

  private int attempt = 1;
  private Consumer<String> notes = note -> {};

  public Attempts(Rerun rerun) {
    this.rerun = rerun;
  }

  /** Where the reruns are told: the scenario's report, under the step that asked. */
  public void noteTo(Consumer<String> notes) {
    this.notes = notes;
  }

  /**
   * Judges a Then step's checks on the latest attempt, rerunning while any check of the scenario is
   * inconclusive and attempts remain.
   *
   * @return this step's checks, decided by their history
   */
  public synchronized List<Check> judge(Supplier<List<Check>> step) {
    // judged before it is kept: a step that throws (a refused statement) leaves no empty history
    List<Check> first = step.get();
    steps.add(step);
    history.add(new ArrayList<>());
    record(steps.size() - 1, first);
    while (attempt < MAX && rerun.possible()) {
      List<Check> open = inconclusive();
      if (open.isEmpty()) {
        break;
      }
      notes.accept(
          "inconclusive attempt "
              + attempt
              + " of "
              + MAX
              + ", so the benchmark runs again on a fresh fake and every step so far is judged"
              + " again: "
              + String.join("; ", open.stream().map(Sentences::of).distinct().toList()));
      attempt++;
      rerun.run();
      for (int i = 0; i < steps.size(); i++) {
        record(i, steps.get(i).get());
      }
    }
    return decided(steps.size() - 1);
  }

  /** Which attempt the scenario's runs are (1 unless a check was inconclusive). */
  public synchronized int attempt() {
    return attempt;
  }

  /** Every step's checks on the latest attempt, each decided by its history. */
  public synchronized List<Check> latest() {
    List<Check> all = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      all.addAll(decided(i));
    }
    return all;
  }

  /** Every step's checks on the latest attempt, with their histories, for the table of checks. */
  public synchronized List<Judged> judged() {
    List<Judged> all = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      for (Map.Entry<Key, Check> entry : latestOf(i).entrySet()) {
        all.add(
            new Judged(
                decide(entry.getValue(), checks(i, entry.getKey())), verdicts(i, entry.getKey())));
      }
    }
    return all;
  }

  /** Every check that failed, as decided on the latest attempt, in the order judged. */
  public synchronized List<Check> failed() {
    List<Check> failed = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      decided(i).stream().filter(c -> c.verdict() == Verdict.FAIL).forEach(failed::add);
    }
    return failed;
  }

  /** Every check the client's own claims classed, on the latest attempt, in the order judged. */
  public synchronized List<Check> claimed() {
    return latest().stream().filter(c -> c.verdict().claimed()).toList();
  }

  private void record(int step, List<Check> checks) {
    Map<Key, Check> byKey = new LinkedHashMap<>();
    Map<Key, Integer> seen = new HashMap<>();
    for (Check check : checks) {
      Key first = new Key(check.judgement(), check.metric(), 0);
      int ordinal = seen.merge(first, 1, Integer::sum) - 1;
      byKey.put(new Key(check.judgement(), check.metric(), ordinal), check);
    }
    history.get(step).add(byKey);
  }

  private Map<Key, Check> latestOf(int step) {
    List<Map<Key, Check>> attempts = history.get(step);
    return attempts.get(attempts.size() - 1);
  }

  private List<Verdict> verdicts(int step, Key key) {
    return checks(step, key).stream().map(Check::verdict).toList();
  }

  private List<Check> checks(int step, Key key) {
    return history.get(step).stream()
        .map(checks -> checks.get(key))
        .filter(c -> c != null)
        .toList();
  }

  private List<Check> decided(int step) {
    List<Check> decided = new ArrayList<>();
    for (Map.Entry<Key, Check> entry : latestOf(step).entrySet()) {
      decided.add(decide(entry.getValue(), checks(step, entry.getKey())));
    }
    return decided;
  }

  /** The rules above, for one check given how it was judged in each attempt. */
  static Check decide(Check latest, List<Check> history) {
    long ownOffsets = history.stream().filter(c -> c.reason() instanceof Reason.OwnOffset).count();
    if (ownOffsets > 1 && latest.reason() instanceof Reason.OwnOffset own) {
      // an attempt the machine spoilt otherwise between them does not undo a repeat
      return latest
          .withVerdict(Verdict.FAIL)
          .withReason(
              new Reason.OwnOffset(
                  own.bias(), own.modelAtMost(), own.difference(), (int) ownOffsets));
    }
    boolean throughout =
        latest.verdict() == Verdict.INCONCLUSIVE
            && history.size() >= MAX
            && history.stream().allMatch(c -> c.verdict() == Verdict.INCONCLUSIVE);
    if (!throughout) {
      return latest;
    }
    if (latest.judgement().failsWhenInconclusiveThroughout()) {
      List<Check.HeldOff> heldOff =
          history.stream()
              .map(Check::finding)
              .filter(Check.HeldOff.class::isInstance)
              .map(Check.HeldOff.class::cast)
              .toList();
      if (!heldOff.isEmpty()) {
        return latest.withReason(new Reason.MachineHeldOff(latest.reason(), heldOff));
      }
      List<List<String>> late = history.stream().map(Attempts::lateEvents).distinct().toList();
      if (late.size() > 1) {
        return latest.withReason(new Reason.LateEventsMoved(latest.reason(), late));
      }
      List<Double> lateness = history.stream().map(Attempts::lateness).toList();
      double heldOffWhileLate =
          history.stream()
              .map(Check::finding)
              .filter(Check.Late.class::isInstance)
              .mapToDouble(f -> ((Check.Late) f).heldOff())
              .max()
              .orElse(0);
      if (!lateness.contains(null)
          && Collections.max(lateness) - Collections.min(lateness)
              > ALIKE_SECONDS + heldOffWhileLate + Check.ROUNDING) {
        return latest.withReason(new Reason.LatenessScattered(latest.reason(), lateness));
      }
      return latest
          .withVerdict(Verdict.FAIL)
          .withReason(new Reason.StayedInconclusive(latest.reason(), MAX));
    }
    List<Check.Bias> biases = history.stream().map(Check::bias).toList();
    if (steady(biases)) {
      return latest.withVerdict(Verdict.FAIL).withReason(new Reason.SteadyBias(biases));
    }
    return latest;
  }

  /**
   * Off the model the same way every time, each time by more than the tolerance, and by amounts
   * within the tolerance of each other, with the model on time (within its allowance) in every
   * attempt. A report off the model by less than the tolerance is as right as the scenario asks: it
   * misses the number only with the model's own lateness added, and that is the machine's. A model
   * late in some attempt says the machine was busy then, and a busy spell can last three attempts;
   * so does a machine that held threads off a core for the miss beyond the tolerance.
   */
  private static boolean steady(List<Check.Bias> biases) {
    if (biases.isEmpty() || biases.contains(null)) {
      return false;
    }
    double tolerance = biases.get(0).tolerance() + Check.ROUNDING;
    boolean modelOnTime =
        biases.stream()
            .allMatch(b -> b.fakeLateness() <= StatedJudge.FAKE_ALLOWANCE_SECONDS + Check.ROUNDING);
    if (!modelOnTime || biases.stream().anyMatch(Check.Bias::heldOffAccounts)) {
      return false;
    }
    DoubleSummaryStatistics off =
        biases.stream().mapToDouble(Check.Bias::seconds).summaryStatistics();
    boolean beyondTheTolerance = off.getMin() > tolerance || off.getMax() < -tolerance;
    // the machine's measured hold-ups may move a repeated miss by as much, and it still repeats
    double heldOff = biases.stream().mapToDouble(Check.Bias::heldOff).max().orElse(0);
    return beyondTheTolerance && off.getMax() - off.getMin() <= tolerance + heldOff;
  }

  /** The late events a check found, or none it named (then every attempt counts as alike). */
  private static List<String> lateEvents(Check check) {
    return check.finding() instanceof Check.Late late ? late.events() : List.of();
  }

  /** How late the latest late event a check found was, or {@code null} when it named none. */
  private static Double lateness(Check check) {
    return check.finding() instanceof Check.Late late ? late.seconds() : null;
  }

  private List<Check> inconclusive() {
    return latest().stream().filter(c -> c.verdict() == Verdict.INCONCLUSIVE).toList();
  }
}
