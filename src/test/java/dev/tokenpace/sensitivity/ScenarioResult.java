package dev.tokenpace.sensitivity;

import java.util.Locale;
import java.util.List;

/**
 * How one executed scenario (one example, for outlines) ended.
 *
 * @param example the pickle's display name (the scenario name, or "Example #1.2" in an outline)
 * @param assertionFailure whether it failed on an assertion, as opposed to an error while running
 * @param message the failure's message, empty when it passed
 */
public record ScenarioResult(ScenarioRef scenario, String example, Outcome outcome, boolean assertionFailure, String message) {

  public enum Outcome { PASSED, FAILED, ABORTED, SKIPPED }

  public boolean passed() {
    return outcome == Outcome.PASSED;
  }

  /** A failed assertion whose message names one of {@code metricWords}: the only failure that counts as a catch. */
  public boolean failedOnMetric(List<String> metricWords) {
    if (outcome != Outcome.FAILED || !assertionFailure || message == null) {
      return false;
    }
    String lower = message.toLowerCase(Locale.ROOT);
    return metricWords.stream().anyMatch(word -> lower.contains(word.toLowerCase(Locale.ROOT)));
  }

  /** The first line of the message, for tables and reports. */
  public String headline() {
    if (message == null || message.isBlank()) {
      return outcome.name().toLowerCase(Locale.ROOT);
    }
    return message.strip().lines().filter(line -> !line.isBlank() && !line.startsWith("Multiple Failures"))
        .findFirst().orElse(message.strip()).strip();
  }
}
