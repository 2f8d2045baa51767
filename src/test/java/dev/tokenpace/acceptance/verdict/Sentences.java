package dev.tokenpace.acceptance.verdict;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns checks into a product owner's words: the sentence for a check that did not pass, the table
 * of checks under a scenario, what a rerun changed, and the scenario's closing verdict. The one
 * place the suite's verdicts are worded; everything else reads a check's fields.
 */
public final class Sentences {

  private Sentences() {}

  /** The sentence for one check: its reason when it did not pass, else what held. */
  public static String of(Check check) {
    if (check.verdict() != Verdict.PASS && !(check.reason() instanceof Reason.Met)) {
      return MissSentences.of(check, check.reason());
    }
    return check.what() + ": " + check.reported() + " (expected " + check.expected() + ")";
  }

  /**
   * The classes the client's claims gave, one line, for a scenario with no failed check: what the
   * cell shows instead of a bare pass.
   */
  public static String claimed(List<Check> claimed) {
    return claimed.stream().map(Sentences::of).distinct().collect(Collectors.joining("; "));
  }

  /**
   * Which failed check heads the scenario's message: a wrong number of a reported metric before a
   * count or a label it follows from, so the first line names what the client got wrong.
   */
  static int headline(Check check) {
    if (check.metric() instanceof Metric && check.judgement() != Judgement.COUNT_OR_LABEL) {
      return 0;
    }
    return check.judgement() == Judgement.COUNT_OR_LABEL ? 2 : 1;
  }

  /**
   * How far a timed check's report is from what it was held to, in seconds; 0 where either is not a
   * time. Among wrong numbers the furthest heads the message: a median of 0 ms where the model's is
   * 83 ms says more than a maximum 8 µs off its definition (streaming/multi-token-chunks:7 on
   * inference-perf 7de5ef2, whose chunks of three words give two gaps of 0 ms).
   */
  static double miss(Check check) {
    double expected = seconds(check.expected());
    double reported = seconds(check.reported());
    return Double.isNaN(expected) || Double.isNaN(reported) ? 0 : Math.abs(reported - expected);
  }

  private static double seconds(Value value) {
    if (value instanceof Value.Millis m) {
      return m.seconds();
    }
    if (value instanceof Value.ExactMillis m) {
      return m.seconds();
    }
    if (value instanceof Value.Micros m) {
      return m.seconds();
    }
    if (value instanceof Value.Within w) {
      return w.seconds();
    }
    return value instanceof Value.AsPlayed played ? played.model() : Double.NaN;
  }

  /** How the table and the notes name a verdict. */
  public static String word(Verdict verdict) {
    return switch (verdict) {
      case PASS -> "ok";
      case FAIL -> "FAILED";
      case INCONCLUSIVE -> "inconclusive";
      case NOT_REPORTED -> "not reported";
      case LABELLED_OTHERWISE -> "labelled otherwise";
      case PLAYS_OTHERWISE -> "plays otherwise";
    };
  }

  /**
   * Every check of the latest attempt, with what was expected and reported, in milliseconds.
   *
   * @param attempt which attempt the checks are of
   * @param attempts how many attempts a scenario may have
   */
  public static String table(List<Judged> judged, int attempt, int attempts) {
    StringBuilder table = new StringBuilder();
    if (attempt > 1) {
      table.append(
          "attempt " + attempt + " of " + attempts + " (the earlier ones were inconclusive)\n");
    }
    String row = "%-12s %-78s %-20s %-14s %s%n";
    table.append(String.format(row, "judged by", "check", "expected", "reported", "verdict"));
    for (Judged j : judged) {
      Check check = j.check();
      String verdict = word(check.verdict());
      if (j.history().size() > 1) {
        verdict +=
            " (attempts: "
                + j.history().stream().map(Sentences::word).collect(Collectors.joining(", "))
                + ")";
      }
      table.append(
          String.format(
              row,
              check.judgement().word(),
              check.what(),
              check.expected().toString(),
              check.reported().toString(),
              verdict));
    }
    return table.toString();
  }

  /** What a step shows under itself when some of its checks failed: each on its own line. */
  public static String failedAtStep(List<Check> failed, int attempt) {
    return "✗ FAILED (attempt "
        + attempt
        + "):\n"
        + failed.stream()
            .sorted(
                Comparator.comparingInt(Sentences::headline)
                    .thenComparing(Comparator.comparingDouble(Sentences::miss).reversed()))
            .map(c -> "  ✗ " + of(c))
            .distinct()
            .collect(Collectors.joining("\n"));
  }

  /**
   * The scenario's failure: every failed check of every step, in the order judged, one a line (the
   * first line names the first, for tables that show one line).
   */
  public static String scenarioFailed(List<Check> failed, int attempt) {
    return failed.size()
        + (failed.size() == 1 ? " check" : " checks")
        + " failed: "
        + failed.stream()
            .sorted(
                Comparator.comparingInt(Sentences::headline)
                    .thenComparing(Comparator.comparingDouble(Sentences::miss).reversed()))
            .map(Sentences::of)
            .distinct()
            .collect(Collectors.joining("\n"))
        + (attempt > 1 ? "\n(attempt " + attempt + "; the earlier ones were inconclusive)" : "");
  }

  /** A step whose checks stayed inconclusive: the scenario is not judged. */
  public static String notJudged(List<Check> inconclusive, int attempt) {
    return "inconclusive after "
        + attempt
        + " attempts, so not judged: "
        + inconclusive.stream().map(Sentences::of).distinct().collect(Collectors.joining("\n"));
  }
}
