package dev.tokenpace.sensitivity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How one executed scenario (one example, for outlines) ended.
 *
 * @param example the pickle's display name (the scenario name, or "Example #1.2" in an outline)
 * @param assertionFailure whether it failed on an assertion, as opposed to an error while running
 * @param message the failure's message, empty when it passed
 */
public record ScenarioResult(
    ScenarioRef scenario,
    String example,
    Outcome outcome,
    boolean assertionFailure,
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

  /**
   * A failed assertion whose message names one of {@code metricWords}: the only failure that counts
   * as a catch.
   */
  public boolean failedOnMetric(List<String> metricWords) {
    if (outcome != Outcome.FAILED || !assertionFailure || message == null) {
      return false;
    }
    String lower = message.toLowerCase(Locale.ROOT);
    return metricWords.stream().anyMatch(word -> lower.contains(word.toLowerCase(Locale.ROOT)));
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
