package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import java.util.ArrayList;
import java.util.List;

/**
 * How many requests of the one run succeeded and failed, exact in the summary and in the
 * per-request report, and how the failures are labelled.
 */
public final class CountChecks {

  private final EvidenceSelection select;

  public CountChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** The successes, and the failures when {@code failures} is given. */
  public List<Check> ofSuccesses(int successes, Integer failures) {
    RunReport report = select.report();
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "successful requests in the summary",
            successes,
            report.successCount()));
    checks.add(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "successful requests in the per-request report",
            successes,
            report.successes().size()));
    if (failures != null) {
      checks.add(
          DefinitionJudge.count(
              Counted.REQUESTS, "failed requests in the summary", failures, report.failureCount()));
      checks.add(
          DefinitionJudge.count(
              Counted.REQUESTS,
              "failed requests in the per-request report",
              failures,
              report.failures().size()));
    }
    return checks;
  }

  /** Every failure labelled with the HTTP status the model answered ("503 - …"). */
  public List<Check> ofFailuresWithStatus(int failures, int status) {
    List<ReportedRequest> failed = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(DefinitionJudge.count(Counted.REQUESTS, "failed requests", failures, failed.size()));
    // one label check per failure, so a client that words the status its own way ("Service
    // Unavailable") is shown labelled otherwise, not miscounted
    String expected = status + " - …";
    for (int k = 0; k < failed.size(); k++) {
      String label = failed.get(k).errorLabel();
      checks.add(
          DefinitionJudge.label(
              Counted.FAILURE_LABEL,
              "failure label of failed request " + (k + 1),
              expected,
              label != null && label.startsWith(status + " - ") ? expected : label));
    }
    return checks;
  }
}
