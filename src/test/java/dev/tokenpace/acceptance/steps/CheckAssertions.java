package dev.tokenpace.acceptance.steps;

import dev.tokenpace.acceptance.world.Check;
import dev.tokenpace.acceptance.world.Verdict;
import dev.tokenpace.acceptance.world.World;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.opentest4j.TestAbortedException;

/**
 * Judges a step's checks through the world (which reruns an inconclusive benchmark) and fails with
 * every failed check's own words, the evidence attached under the step.
 */
public final class CheckAssertions {

  private final World world;
  private final ScenarioEvidence evidence;

  public CheckAssertions(World world, ScenarioEvidence evidence) {
    this.world = world;
    this.evidence = evidence;
  }

  void holds(Supplier<List<Check>> step) {
    List<Check> checks = world.judge(step);
    String failed = messages(checks, Verdict.FAIL);
    if (!failed.isEmpty()) {
      evidence.attach();
      throw new AssertionError(failed + attemptNote());
    }
    String inconclusive = messages(checks, Verdict.INCONCLUSIVE);
    if (!inconclusive.isEmpty()) {
      evidence.attach();
      throw new TestAbortedException(
          "inconclusive after " + world.attempt() + " attempts, so not judged: " + inconclusive);
    }
  }

  private String attemptNote() {
    return world.attempt() > 1
        ? "\n(attempt " + world.attempt() + "; the earlier ones were inconclusive)"
        : "";
  }

  private static String messages(List<Check> checks, Verdict verdict) {
    return checks.stream()
        .filter(c -> c.verdict() == verdict)
        .map(Check::message)
        .distinct()
        .collect(Collectors.joining("\n"));
  }
}
