package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * How many requests of the one run succeeded and failed, exact in the summary and in the
 * per-request report, and how the failures are labelled.
 */
public final class CountChecks {

  private final EvidenceSelection select;

  public CountChecks(EvidenceSelection select) {
    this.select = select;
  }

  /**
   * The successes, and the failures when {@code failures} is given. A missed count the report gave
   * as the model answered, whole or not, carries the disagreement: the script, or the load the
   * client played (a ramp never fills a server's every slot), is not what the step states.
   */
  public List<Check> ofSuccesses(int successes, Integer failures) {
    RunReport report = select.report();
    List<Check> checks = new ArrayList<>();
    checks.add(
        asTheModel(
            "successful requests in the summary", true, successes, report.successCount(), select));
    checks.add(
        asTheModel(
            "successful requests in the per-request report",
            true,
            successes,
            report.successes().size(),
            select));
    if (failures != null) {
      checks.add(
          asTheModel(
              "failed requests in the summary", false, failures, report.failureCount(), select));
      checks.add(
          asTheModel(
              "failed requests in the per-request report",
              false,
              failures,
              report.failures().size(),
              select));
    }
    return checks;
  }

  /**
   * A count of successes or of failures, judged as {@link #asTheModel(Check, int, boolean,
   * EvidenceSelection)}.
   */
  private static Check asTheModel(
      String what, boolean ofSuccesses, int stated, int reported, EvidenceSelection select) {
    return asTheModel(
        DefinitionJudge.count(Counted.REQUESTS, what, stated, reported),
        reported,
        ofSuccesses,
        select);
  }

  /**
   * {@code count}, missed, carrying the disagreement when the report counted {@code reported}
   * successes (or failures) as the model's own timeline gives them: the requests it answered whole
   * (or the rest).
   */
  static Check asTheModel(
      Check count, int reported, boolean ofSuccesses, EvidenceSelection select) {
    if (count.verdict() != Verdict.FAIL) {
      return count;
    }
    OptionalInt whole = select.answeredWhole();
    if (whole.isEmpty()) {
      return count;
    }
    int models =
        ofSuccesses ? whole.getAsInt() : select.report().requests().size() - whole.getAsInt();
    return models == reported ? count.with(new Check.Disagreement(true)) : count;
  }

  /**
   * Whether request {@code r}, {@code named} as the scenario tells it, succeeded; failed, with the
   * label and message it failed with.
   */
  public static Check succeeded(ReportedRequest r, String named) {
    return Check.of(
        r.success(),
        Judgement.COUNT_OR_LABEL,
        Counted.REQUESTS,
        "success of " + named,
        new Value.Label("true"),
        new Value.Label(String.valueOf(r.success())),
        new RequestMisses.FailedAs(r.errorLabel(), r.errorMessage()));
  }

  /** Every failure labelled with the HTTP status the model answered ("503 - …"). */
  public List<Check> ofFailuresWithStatus(int failures, int status) {
    List<ReportedRequest> failed = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(
        asTheModel(
            DefinitionJudge.count(Counted.REQUESTS, "failed requests", failures, failed.size()),
            failed.size(),
            false,
            select));
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
