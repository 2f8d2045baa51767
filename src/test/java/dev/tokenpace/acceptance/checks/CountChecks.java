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
    List<Count> counts = new ArrayList<>();
    counts.add(
        new Count("successful requests in the summary", true, successes, report.successCount()));
    counts.add(
        new Count(
            "successful requests in the per-request report",
            true,
            successes,
            report.successes().size()));
    if (failures != null) {
      counts.add(
          new Count("failed requests in the summary", false, failures, report.failureCount()));
      counts.add(
          new Count(
              "failed requests in the per-request report",
              false,
              failures,
              report.failures().size()));
    }
    List<Check> checks = new ArrayList<>();
    // asked once a count is missed: a request the model never had is waited for
    OptionalInt whole = null;
    for (Count count : counts) {
      Check check =
          DefinitionJudge.count(Counted.REQUESTS, count.what(), count.stated(), count.reported());
      if (check.verdict() == Verdict.FAIL) {
        whole = whole == null ? select.answeredWhole() : whole;
        if (whole.isPresent() && count.asTheModel(whole.getAsInt(), report.requests().size())) {
          check = check.with(new Check.Disagreement(true));
        }
      }
      checks.add(check);
    }
    return checks;
  }

  /**
   * A missed count of {@code reported} failures that the model's own timeline gives too (it
   * answered every other request whole) carries the disagreement, as {@link #ofSuccesses} does.
   */
  static Check failuresAsTheModel(Check count, int reported, EvidenceSelection select) {
    if (count.verdict() != Verdict.FAIL) {
      return count;
    }
    OptionalInt whole = select.answeredWhole();
    return whole.isPresent() && select.report().requests().size() - whole.getAsInt() == reported
        ? count.with(new Check.Disagreement(true))
        : count;
  }

  /** One count of successes or failures, stated and reported. */
  private record Count(String what, boolean ofSuccesses, int stated, int reported) {

    /** Whether the report counted as the model answered: {@code whole} of {@code requests}. */
    boolean asTheModel(int whole, int requests) {
      return reported == (ofSuccesses ? whole : requests - whole);
    }
  }

  /** Whether request {@code r} succeeded; failed, with the label and message it failed with. */
  public static Check succeeded(ReportedRequest r) {
    return Check.of(
        r.success(),
        Judgement.COUNT_OR_LABEL,
        Counted.REQUESTS,
        "success of request " + r.requestId(),
        new Value.Label("true"),
        new Value.Label(String.valueOf(r.success())),
        new RequestMisses.FailedAs(r.errorLabel(), r.errorMessage()));
  }

  /** Every failure labelled with the HTTP status the model answered ("503 - …"). */
  public List<Check> ofFailuresWithStatus(int failures, int status) {
    List<ReportedRequest> failed = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(
        failuresAsTheModel(
            DefinitionJudge.count(Counted.REQUESTS, "failed requests", failures, failed.size()),
            failed.size(),
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
