package dev.tokenpace.sensitivity;

import dev.tokenpace.acceptance.verdict.ReportField;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How one executed scenario (one example, for outlines) ended.
 *
 * @param example the pickle's display name (the scenario name, or "Example #1.2" in an outline)
 * @param failedMetrics what its failed checks were about, read from the checks' fields (empty when
 *     it passed, or failed on an error rather than on checks)
 * @param message the failure's message, empty when it passed: for people, never matched
 */
public record ScenarioResult(
    ScenarioRef scenario,
    String example,
    Outcome outcome,
    Set<ReportField> failedMetrics,
    String message) {

  public enum Outcome {
    PASSED,
    FAILED,
    ABORTED,
    SKIPPED
  }

  public boolean passed() {
    return outcome == Outcome.PASSED;
  }

  /** Failed with a check about one of {@code metrics}: the only failure that counts as a catch. */
  public boolean failedOn(List<ReportField> metrics) {
    return outcome == Outcome.FAILED && metrics.stream().anyMatch(failedMetrics::contains);
  }

  /**
   * The message's first failure on one line (AssertJ's soft-assertion framing and stack lines
   * dropped).
   */
  public String headline() {
    if (message == null || message.isBlank()) {
      return outcome.name().toLowerCase(Locale.ROOT);
    }
    List<String> first = new ArrayList<>();
    for (String line : message.strip().lines().map(String::strip).toList()) {
      if (line.isEmpty()
          || line.startsWith("Multiple Failures")
          || (first.isEmpty() && line.startsWith("-- failure"))) {
        continue;
      }
      if (line.startsWith("at ") || line.startsWith("-- failure")) {
        break;
      }
      first.add(line);
    }
    return first.isEmpty() ? message.strip() : String.join(" ", first);
  }

  /**
   * "feature: scenario [example]: first line of the failure", the example only when it adds
   * something.
   */
  public String summary() {
    String which = example.equals(scenario.scenario()) ? "" : " [" + example + "]";
    return scenario + which + ": " + headline();
  }
}
