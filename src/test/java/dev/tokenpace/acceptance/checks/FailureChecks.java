package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.EvidenceSelection;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.script.RequestSet;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * That requests failed the way a product owner says ("with a timeout", "with an HTTP 503"): each
 * one failed, labelled with its family's label ({@link FailureWords}); another client's words for
 * the same family are classed by its claims.
 */
public final class FailureChecks {

  private final EvidenceSelection select;

  public FailureChecks(EvidenceSelection select) {
    this.select = select;
  }

  /** How many requests the run sent, in its summary and in its per-request report. */
  public List<Check> ofTheRequestsSent(int requests) {
    return List.of(
        DefinitionJudge.count(
            Counted.REQUESTS,
            "requests sent, in the summary",
            requests,
            select.report().sentCount()),
        DefinitionJudge.count(
            Counted.REQUESTS,
            "requests in the per-request report",
            requests,
            select.report().requests().size()));
  }

  /** "The request failed with …": the one failure of the one run. */
  public List<Check> ofTheFailure(FailureWords how) {
    List<ReportedRequest> failures = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(DefinitionJudge.count(Counted.REQUESTS, "failed requests", 1, failures.size()));
    failures.forEach(r -> checks.addAll(failedWith(r, select.nameOf(r), how)));
    return checks;
  }

  /** Each request {@code which} names failed so. */
  public List<Check> ofRequests(RequestSet which, FailureWords how) {
    List<ReportedRequest> named = select.named(which);
    List<Check> checks = new ArrayList<>();
    checks.add(
        DefinitionJudge.some(
            Counted.REQUESTS,
            "requests that are " + which,
            named.size(),
            new Lack.NoneThatIs(which.words(), null)));
    named.forEach(r -> checks.addAll(failedWith(r, select.nameOf(r), how)));
    return checks;
  }

  /** Every request of the one run failed so. */
  public List<Check> ofEvery(FailureWords how) {
    List<ReportedRequest> all = select.report().requests();
    List<Check> checks = new ArrayList<>();
    checks.add(DefinitionJudge.some(Counted.REQUESTS, "requests", all.size(), new Lack.NoneSent()));
    all.forEach(r -> checks.addAll(failedWith(r, select.nameOf(r), how)));
    return checks;
  }

  /** Every failure of the one run failed so: "each failure marked as a stream cut off early". */
  public List<Check> ofEveryFailure(FailureWords how) {
    List<ReportedRequest> failed = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(someFailed(failed, how.label()));
    failed.forEach(r -> checks.addAll(failedWith(r, select.nameOf(r), how)));
    return checks;
  }

  /** A claim about every failure needs a failure to judge. */
  private Check someFailed(List<ReportedRequest> failed, String as) {
    return CountChecks.asTheModel(
        DefinitionJudge.some(
            Counted.REQUESTS, "failed requests", failed.size(), new Lack.NoneFailed(as)),
        failed.size(),
        false,
        select);
  }

  /** "2 failed requests, each with its reason": every failure the report lists says why. */
  public List<Check> ofEveryFailureGivingItsReason() {
    List<ReportedRequest> failed = select.report().failures();
    List<Check> checks = new ArrayList<>();
    checks.add(someFailed(failed, "any reason"));
    for (ReportedRequest r : failed) {
      checks.add(
          DefinitionJudge.given(
              Counted.FAILURE_LABEL, "failure label of " + select.nameOf(r), r.errorLabel()));
    }
    return checks;
  }

  /**
   * "3 fail with reason "timeout"": how many failures of the one run are of that family, whatever
   * label tokenpace gives a member of it.
   */
  public List<Check> ofFailuresAs(int count, FailureWords how) {
    List<ReportedRequest> failures = select.report().failures();
    return failuresAs(failures, count, how).stream()
        .map(check -> asTheModel(check, failures))
        .toList();
  }

  /**
   * {@code count}, missed, carrying the disagreement when every failure the report gives is of the
   * family and the model failed just as many: under a load played otherwise the model may refuse
   * none (inference-perf's ramp for 8 requests "at once" on in-po-words:482, 2026-12-07: the queue
   * never filled, no 429, and the report said so).
   */
  private Check asTheModel(Check count, List<ReportedRequest> failures) {
    if (count.verdict() != Verdict.FAIL
        || count.finding() != null
        || !(count.reported() instanceof Value.Count ofTheFamily)) {
      return count;
    }
    return ofTheFamily.count() == failures.size()
        ? CountChecks.asTheModel(count, failures.size(), false, select)
        : count;
  }

  /** The failures of {@code failures} of that family, counted against {@code count}. */
  static List<Check> failuresAs(List<ReportedRequest> failures, int count, FailureWords how) {
    List<String> uncounted = new ArrayList<>();
    Set<String> others = new TreeSet<>();
    long of = 0;
    for (ReportedRequest r : failures) {
      if (r.errorLabel() != null && r.errorLabel().equals(how.expectedLabel(r.errorLabel()))) {
        of++;
      } else if (r.errorLabel() != null) {
        others.add(r.errorLabel());
        if (!anotherStatus(r.errorLabel(), how)) {
          uncounted.add(r.errorLabel());
        }
      }
    }
    // a count off says what the rest were, so the reader sees a 429 where a 500 was said
    String rest = of == count || others.isEmpty() ? "" : "; the other failures: " + others;
    Check counted =
        DefinitionJudge.count(
            Counted.FAILURE_LABEL,
            "failures labelled as " + how + " (" + how.label() + ")" + rest,
            count,
            of);
    // another client's words for the family are its claims' to class, so they go with the miss
    return List.of(
        counted.verdict() == Verdict.FAIL && !uncounted.isEmpty()
            ? counted.with(new Check.OtherLabels(how.label(), of, uncounted))
            : counted);
  }

  /**
   * Whether {@code label} names an HTTP status other than the one {@code how} says: a 429 where a
   * 500 was said is another failure, not other words for it.
   */
  private static boolean anotherStatus(String label, FailureWords how) {
    Matcher code = STATUS_CODE.matcher(label);
    return how.status() != null && code.find() && Integer.parseInt(code.group()) != how.status();
  }

  private static final Pattern STATUS_CODE = Pattern.compile("\\b[1-5]\\d{2}\\b");

  private static List<Check> failedWith(ReportedRequest request, String name, FailureWords how) {
    return List.of(
        DefinitionJudge.label(Counted.REQUESTS, name + " failed", true, !request.success()),
        DefinitionJudge.label(
            Counted.FAILURE_LABEL,
            "failure label of "
                + name
                + ", "
                + how
                + (request.errorMessage() == null
                    ? ""
                    : " (message: " + request.errorMessage() + ")"),
            how.expectedLabel(request.errorLabel()),
            request.errorLabel()));
  }
}
