package dev.tokenpace.acceptance.verdict;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A scenario's failure: every check that failed, as typed values. Whoever runs the features reads
 * them by their fields (the sensitivity gate: which metrics failed), never by the message.
 */
public final class FailedChecks extends AssertionError {

  private final transient List<Check> checks;

  public FailedChecks(List<Check> checks, int attempt) {
    super(Sentences.scenarioFailed(checks, attempt));
    this.checks = List.copyOf(checks);
  }

  public List<Check> checks() {
    return checks;
  }

  /** The report fields the failed checks are about. */
  public Set<ReportField> metrics() {
    Set<ReportField> metrics = new LinkedHashSet<>();
    checks.stream().filter(c -> c.metric() != null).forEach(c -> metrics.add(c.metric()));
    return metrics;
  }
}
