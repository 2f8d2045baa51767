package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.verdict.Judgement.COUNT_OR_LABEL;
import static dev.tokenpace.acceptance.verdict.Judgement.DEFINITION;

import dev.tokenpace.acceptance.evidence.ChunkPairs;
import dev.tokenpace.acceptance.evidence.Definition;
import dev.tokenpace.acceptance.evidence.ReportedValue;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.evidence.Words;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Counted;
import dev.tokenpace.acceptance.verdict.Lack;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.RateDefinition;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The exact judgement: a reported value against docs/metrics.md fed with the benchmark's own stamps
 * and the model's own token counts, and the counts it rests on. Nothing about the machine enters,
 * so it never flakes and never forgives.
 */
public final class DefinitionJudge {

  static final double ROUNDING = Check.ROUNDING;

  private static final Reason FORMULA_WRONG = new Reason.FormulaWrong();

  private static final Reason NOT_AS_EXPECTED = new Reason.NotAsExpected();

  private DefinitionJudge() {}

  /**
   * The reported {@code metric} of one request against its definition, with the token counts it
   * rests on.
   */
  public static List<Check> definition(RequestEvidence request, Metric metric) {
    ReportedValue reported = ReportedValue.of(request.reported(), metric);
    List<Check> checks = new ArrayList<>(tokenCounts(request));
    Definition definition = request.definition();
    String what = metric.label() + " of " + request.name();
    if (metric.sampled()) {
      checks.addAll(samples(metric, what, reported.samples(), definition.samples(metric)));
    } else {
      checks.add(value(metric, what, reported.value(), definition.value(metric)));
    }
    return checks;
  }

  /** One value against the value the definition gives, to rounding. */
  public static Check value(ReportField metric, String what, Double reported, Double defined) {
    if (reported == null || defined == null) {
      boolean both = reported == null && defined == null;
      Check absent =
          Check.of(
              both,
              DEFINITION,
              metric,
              what,
              defined == null ? new Value.Undefined() : new Value.ExactMillis(defined),
              reported == null ? new Value.None() : new Value.ExactMillis(reported),
              new Reason.NotDefined(reported, defined));
      if (both) {
        return absent;
      }
      return absent.with(defined == null ? new Check.Undefined() : new Check.Absent());
    }
    return exact(metric, what, reported, defined);
  }

  /** A value the definition gives to rounding, each shown to the microsecond. */
  private static Check exact(ReportField metric, String what, double reported, double defined) {
    boolean exact = Math.abs(reported - defined) <= ROUNDING;
    Value expected = new Value.ExactMillis(defined);
    Value got = new Value.ExactMillis(reported);
    return Check.of(exact, DEFINITION, metric, what, expected, got, FORMULA_WRONG);
  }

  private static List<Check> samples(
      Metric metric, String what, List<Double> reported, List<Double> defined) {
    List<Check> checks = new ArrayList<>();
    checks.add(
        Check.of(
            reported.size() == defined.size(),
            COUNT_OR_LABEL,
            metric,
            what + ", samples",
            new Value.Count(defined.size()),
            new Value.Count(reported.size()),
            new Reason.SampleCount(reported, defined)));
    int worst = furthest(reported, defined);
    if (worst >= 0) {
      double worstDiff = Math.abs(reported.get(worst) - defined.get(worst));
      String sample =
          what + ", sample " + (worst + 1) + (worstDiff <= ROUNDING ? " (the furthest)" : "");
      checks.add(exact(metric, sample, reported.get(worst), defined.get(worst)));
    }
    return checks;
  }

  /**
   * Where the two lists of samples lie furthest apart, paired by place; -1 when either is empty.
   */
  private static int furthest(List<Double> reported, List<Double> defined) {
    int worst = -1;
    double worstDiff = 0;
    for (int i = 0; i < Math.min(reported.size(), defined.size()); i++) {
      double diff = Math.abs(reported.get(i) - defined.get(i));
      if (worst < 0 || diff > worstDiff) {
        worst = i;
        worstDiff = diff;
      }
    }
    return worst;
  }

  /**
   * Each request's reported samples of a sampled {@code metric} against its definition's, for a
   * statistic of the run that rests on them. A sample more or fewer moves a median by one rank,
   * which shows only when the machine's jitter spreads the gaps apart: judged by the statistic
   * alone, such a formula would be right in one run and wrong in the next. Nothing when the report
   * keeps no samples per request.
   */
  public static List<Check> samplesOfEach(List<RequestEvidence> requests, Metric metric) {
    if (!metric.sampled()
        || requests.stream()
            .allMatch(r -> ReportedValue.of(r.reported(), metric).samples().isEmpty())) {
      return List.of();
    }
    RequestEvidence miscounted = null;
    RequestEvidence worst = null;
    int worstIndex = -1;
    double worstDiff = 0;
    int reportedCount = 0;
    int definedCount = 0;
    for (RequestEvidence request : requests) {
      List<Double> reported = ReportedValue.of(request.reported(), metric).samples();
      List<Double> defined = request.definition().samples(metric);
      reportedCount += reported.size();
      definedCount += defined.size();
      if (reported.size() != defined.size()) {
        miscounted = miscounted == null ? request : miscounted;
        continue;
      }
      int i = furthest(reported, defined);
      double diff = i < 0 ? 0 : Math.abs(reported.get(i) - defined.get(i));
      if (i >= 0 && (worst == null || diff > worstDiff)) {
        worst = request;
        worstIndex = i;
        worstDiff = diff;
      }
    }
    List<Check> checks = new ArrayList<>();
    if (miscounted != null) {
      List<Double> reported = ReportedValue.of(miscounted.reported(), metric).samples();
      List<Double> defined = miscounted.definition().samples(metric);
      checks.add(
          Check.failed(
              COUNT_OR_LABEL,
              metric,
              metric.label() + " of " + miscounted.name() + ", samples",
              new Value.Count(defined.size()),
              new Value.Count(reported.size()),
              new Reason.SampleCount(reported, defined)));
    } else {
      checks.add(
          Check.pass(
              COUNT_OR_LABEL,
              metric,
              metric.label() + " of the " + requests.size() + " requests, samples",
              new Value.Count(definedCount),
              new Value.Count(reportedCount)));
    }
    if (worst != null) {
      String what =
          metric.label()
              + " of "
              + worst.name()
              + ", sample "
              + (worstIndex + 1)
              + (worstDiff <= ROUNDING ? " (the furthest of the run)" : "");
      checks.add(
          exact(
              metric,
              what,
              ReportedValue.of(worst.reported(), metric).samples().get(worstIndex),
              worst.definition().samples(metric).get(worstIndex)));
    }
    return checks;
  }

  /**
   * The tokens the benchmark counted in each chunk against the words the model completed in it (a
   * word counts in the chunk holding its last character).
   */
  public static List<Check> tokenCounts(RequestEvidence request) {
    var sent = request.sentTokens();
    var seen = request.seenTokens();
    ChunkPairs pairs = request.chunkPairs();
    if (!pairs.complete() || seen.size() > sent.size()) {
      return List.of(
          Check.failed(
                  COUNT_OR_LABEL,
                  Counted.OUTPUT_TOKENS,
                  "chunks with tokens of " + request.name(),
                  new Value.Count(sent.size()),
                  new Value.Count(seen.size()),
                  new Reason.ChunksUnpaired(
                      request.name(),
                      seen.size(),
                      sent.size(),
                      pairs.pairs().isEmpty() ? java.util.Map.of() : pairs.unreportedByKind()))
              .with(new Check.Unpaired()));
    }
    List<Integer> completed = request.modelCounts();
    for (ChunkPairs.Pair pair : pairs.pairs()) {
      int i = pair.sent();
      int words = completed.get(i);
      int counted = seen.get(pair.seen()).tokens();
      if (counted != words) {
        boolean split = words != Words.count(sent.get(i).text());
        return List.of(
            Check.failed(
                COUNT_OR_LABEL,
                Counted.OUTPUT_TOKENS,
                "tokens in chunk " + (i + 1) + " of " + request.name(),
                new Value.Count(words),
                new Value.Count(counted),
                new Reason.TokensMiscounted(
                    request.name(), i + 1, sent.get(i).text(), counted, words, split)));
      }
    }
    return List.of();
  }

  /** A count that must be exact. */
  public static Check count(ReportField field, String what, long expected, long actual) {
    Value want = new Value.Count(expected);
    return asExpected(expected == actual, field, what, want, new Value.Count(actual));
  }

  /** Something the report must say exactly (a label, a flag), shown as text. */
  public static Check label(ReportField field, String what, Object expected, Object actual) {
    Value want = new Value.Label(String.valueOf(expected));
    Value got = new Value.Label(String.valueOf(actual));
    return asExpected(java.util.Objects.equals(expected, actual), field, what, want, got);
  }

  /** A label the report must give, whatever its words: "none" when it gives none or a blank. */
  public static Check given(ReportField field, String what, String label) {
    boolean given = label != null && !label.isBlank();
    return asExpected(
        given, field, what, new Value.Label("a label"), new Value.Label(given ? label : "none"));
  }

  /** A value the report must give as stated, to the digits the table shows it with. */
  public static Check shown(ReportField field, String what, Value expected, Value reported) {
    boolean same = expected.toString().equals(reported.toString());
    return asExpected(same, field, what, expected, reported);
  }

  private static Check asExpected(
      boolean same, ReportField field, String what, Value expected, Value reported) {
    return Check.of(same, COUNT_OR_LABEL, field, what, expected, reported, NOT_AS_EXPECTED);
  }

  /** What a step needs at least one of to judge anything: a failed check when there is none. */
  public static Check some(ReportField field, String what, int count, Lack lack) {
    return Check.of(
        count > 0,
        COUNT_OR_LABEL,
        field,
        what,
        new Value.AtLeast(new Value.Count(1)),
        new Value.Count(count),
        new Reason.NothingToJudge(lack));
  }

  /**
   * A rate of the report against its definition, to floating-point rounding.
   *
   * @param definition how the definition counts it
   */
  public static Check rate(
      ReportField field,
      String what,
      Double reported,
      double defined,
      String unit,
      RateDefinition definition) {
    return rate(field, what, reported, defined, 0, unit, definition);
  }

  /**
   * The same, for a rate over a window whose ends the report may place up to {@code windowSlack} of
   * the rate away (a merged run's shards are placed on one axis only as exactly as their clocks'
   * anchors agree): the reported rate may be that much off, and no more.
   */
  public static Check rate(
      ReportField field,
      String what,
      Double reported,
      double defined,
      double windowSlack,
      String unit,
      RateDefinition definition) {
    double allowed = Math.max(1e-9 * Math.max(1, Math.abs(defined)), windowSlack);
    boolean exact = reported != null && Math.abs(reported - defined) <= allowed;
    return Check.of(
        exact,
        DEFINITION,
        field,
        what + ", by its definition",
        new Value.Rate(defined, unit),
        reported == null ? new Value.None() : new Value.Rate(reported, unit),
        new Reason.RateOffDefinition(definition));
  }
}
