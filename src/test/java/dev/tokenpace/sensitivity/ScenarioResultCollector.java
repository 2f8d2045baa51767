package dev.tokenpace.sensitivity;

import dev.tokenpace.acceptance.verdict.FailedChecks;
import dev.tokenpace.sensitivity.ScenarioResult.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Collects how each scenario of one launcher execution ended. One instance per execution; scenarios
 * finish on several threads at once, hence the concurrent queue.
 *
 * <p>The Cucumber engine's unique ids nest {@code feature / scenario [/ examples / example]}; the
 * outermost {@code scenario} node names the scenario (an outline by its written name).
 */
final class ScenarioResultCollector implements TestExecutionListener {

  private static final String FEATURE = "feature";
  private static final String SCENARIO = "scenario";

  private final Path projectDir;
  private final Queue<ScenarioResult> results = new ConcurrentLinkedQueue<>();
  private volatile TestPlan plan;

  ScenarioResultCollector(Path projectDir) {
    this.projectDir = projectDir;
  }

  @Override
  public void testPlanExecutionStarted(TestPlan testPlan) {
    this.plan = testPlan;
  }

  @Override
  public void executionSkipped(TestIdentifier test, String reason) {
    if (test.isTest()) {
      results.add(
          new ScenarioResult(
              scenarioOf(test), test.getDisplayName(), Outcome.SKIPPED, Set.of(), reason));
    }
  }

  @Override
  public void executionFinished(TestIdentifier test, TestExecutionResult result) {
    if (test.isTest()) {
      results.add(resultOf(test, result));
    }
  }

  List<ScenarioResult> results() {
    return List.copyOf(results);
  }

  private ScenarioResult resultOf(TestIdentifier test, TestExecutionResult result) {
    Optional<Throwable> thrown = result.getThrowable();
    Outcome outcome =
        switch (result.getStatus()) {
          case SUCCESSFUL -> Outcome.PASSED;
          case FAILED -> Outcome.FAILED;
          case ABORTED -> Outcome.ABORTED;
        };
    return new ScenarioResult(
        scenarioOf(test),
        test.getDisplayName(),
        outcome,
        thrown
            .filter(FailedChecks.class::isInstance)
            .map(t -> ((FailedChecks) t).metrics())
            .orElse(Set.of()),
        thrown.map(ScenarioResultCollector::describe).orElse(""));
  }

  private ScenarioRef scenarioOf(TestIdentifier test) {
    TestIdentifier scenario = test;
    for (TestIdentifier node = test; node != null; node = plan.getParent(node).orElse(null)) {
      String type = UniqueId.parse(node.getUniqueId()).getLastSegment().getType();
      if (FEATURE.equals(type)) {
        break;
      }
      if (SCENARIO.equals(type)) {
        scenario = node;
      }
    }
    return new ScenarioRef(featureOf(scenario.getSource().orElse(null)), scenario.getDisplayName());
  }

  private String featureOf(TestSource source) {
    if (source instanceof FileSource file) {
      Path path = file.getFile().toPath().toAbsolutePath().normalize();
      Path shown = path.startsWith(projectDir) ? projectDir.relativize(path) : path;
      return shown.toString().replace('\\', '/');
    }
    return String.valueOf(source);
  }

  /**
   * The message with its type when the message alone says too little (a bare NullPointerException).
   */
  private static String describe(Throwable thrown) {
    String message = thrown.getMessage();
    return message == null || message.isBlank() ? thrown.toString() : message;
  }
}
