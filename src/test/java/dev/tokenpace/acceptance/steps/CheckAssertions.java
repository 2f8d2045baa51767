package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.checks.CountChecks;
import dev.tokenpace.acceptance.evidence.NoSuccess;
import dev.tokenpace.acceptance.judge.Attempts;
import dev.tokenpace.acceptance.judge.ClientClaims;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Sentences;
import dev.tokenpace.acceptance.verdict.Verdict;
import dev.tokenpace.acceptance.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.opentest4j.TestAbortedException;

/**
 * Judges every Then step's checks through the scenario's {@link Attempts} (which reruns an
 * inconclusive benchmark and judges every step again). A failed check does not stop the scenario:
 * it is shown under its own step, with the evidence, and the scenario fails after its last step
 * ({@link VerdictHooks}), so every number a product owner stated gets its verdict. An inconclusive
 * check that stays so ends the scenario not judged.
 */
public final class CheckAssertions {

  private final World world;
  private final ScenarioEvidence evidence;
  private final List<Check> shown = new ArrayList<>();
  private final ClientClaims claims;

  public CheckAssertions(World world, ScenarioEvidence evidence) {
    this.world = world;
    this.evidence = evidence;
    this.claims = world.claims();
  }

  /**
   * The step's checks; where it is about the one success and the benchmark failed every request,
   * that failure is the check: the client's own error is the headline, not a missing request.
   */
  private List<Check> orNoSuccess(Supplier<List<Check>> step) {
    try {
      return step.get();
    } catch (NoSuccess none) {
      return none.failed().stream().map(r -> CountChecks.succeeded(r, world.nameOf(r))).toList();
    }
  }

  void holds(Supplier<List<Check>> step) {
    Attempts attempts = world.attempts();
    List<Check> checks =
        attempts.judge(() -> orNoSuccess(step).stream().map(claims::classed).toList());
    List<Check> failed = new ArrayList<>(attempts.failed());
    failed.removeAll(shown);
    if (!failed.isEmpty()) {
      shown.addAll(failed);
      evidence.markFailed(Sentences.failedAtStep(failed, attempts.attempt()));
      evidence.attach();
    }
    List<Check> inconclusive =
        checks.stream().filter(c -> c.verdict() == Verdict.INCONCLUSIVE).toList();
    if (!inconclusive.isEmpty()) {
      evidence.attach();
      throw new TestAbortedException(Sentences.notJudged(inconclusive, attempts.attempt()));
    }
  }
}
