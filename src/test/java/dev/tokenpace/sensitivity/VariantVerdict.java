package dev.tokenpace.sensitivity;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What one variant's run proved.
 *
 * @param caughtBy scenarios whose failed checks are about one of the variant's metrics
 * @param unrelatedFailures other failures ("scenario: message"): they show something is off, but
 *     catch nothing
 * @param catchersNotRun named catchers the run never reached (renamed or removed scenarios)
 */
public record VariantVerdict(
    Variant variant,
    List<ScenarioRef> caughtBy,
    List<String> unrelatedFailures,
    List<ScenarioRef> catchersNotRun,
    Duration wallTime) {

  public static VariantVerdict judge(Variant variant, FeatureRun.Result run) {
    List<ScenarioRef> caughtBy =
        run.scenarios().stream()
            .filter(s -> s.failedOn(variant.metrics()))
            .map(ScenarioResult::scenario)
            .distinct()
            .toList();
    List<String> unrelated =
        run.failures().stream()
            .filter(s -> !s.failedOn(variant.metrics()))
            .map(ScenarioResult::summary)
            .toList();
    List<ScenarioRef> notRun = variant.catchers().stream().filter(c -> !run.ran(c)).toList();
    return new VariantVerdict(variant, caughtBy, unrelated, notRun, run.wallTime());
  }

  /**
   * Caught when a scenario named for the variant failed on its metric; any other failure does not
   * count.
   */
  public boolean caught() {
    return caughtBy.stream().anyMatch(variant.catchers()::contains);
  }

  /** Why the variant escaped, for the failing test's message. */
  public String explanation() {
    StringBuilder why =
        new StringBuilder("variant ")
            .append(variant.name())
            .append(" (")
            .append(variant.bug())
            .append(") escaped: none of ")
            .append(variant.catchers())
            .append(" failed a check about ")
            .append(variant.metricLabels());
    if (!catchersNotRun.isEmpty()) {
      why.append("\n  named scenarios not found in the run: ").append(catchersNotRun);
    }
    if (!caughtBy.isEmpty()) {
      why.append("\n  caught only by scenarios not named for it: ").append(caughtBy);
    }
    if (!unrelatedFailures.isEmpty()) {
      why.append("\n  failures that do not count:\n    ")
          .append(unrelatedFailures.stream().collect(Collectors.joining("\n    ")));
    }
    return why.toString();
  }
}
