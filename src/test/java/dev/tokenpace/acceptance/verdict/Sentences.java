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
    if (check.verdict() != Verdict.PASS && !check.reason().isEmpty()) {
      return check.reason();
    }
    return check.what() + ": " + check.reported() + " (expected " + check.expected() + ")";
  }

  /** The reason of a delivery or connect check that stayed inconclusive through every attempt. */
  public static String stayedInconclusive(Check check, int attempts) {
    return of(check)
        + "; it stayed so through all "
        + attempts
        + " attempts, which is not a busy machine's doing";
  }

  /**
   * The reason of a delivery or connect check inconclusive in every attempt, but on other events in
   * each: the machine's doing, so not judged.
   */
  public static String lateEventsMoved(Check check, List<List<String>> lateEvents) {
    return of(check)
        + "; the late events moved from attempt to attempt ("
        + lateEvents.stream()
            .map(events -> String.join(", ", events))
            .collect(Collectors.joining("; "))
        + "): late events that move are a busy machine's doing, so the scenario is not judged";
  }

  /**
   * The reason of a delivery or connect check inconclusive in every attempt, the machine holding
   * threads off a core for the lateness in some: the machine's doing, so not judged.
   */
  public static String machineHeldOff(Check check, List<Check.HeldOff> heldOff) {
    return of(check)
        + "; in "
        + heldOff.size()
        + (heldOff.size() == 1 ? " attempt" : " attempts")
        + " the machine held threads off a core while the benchmark was late ("
        + heldOff.stream()
            .map(h -> Ms.of(h.heldOff()) + " of " + Ms.of(h.lateness()))
            .collect(Collectors.joining(", "))
        + "): a busy machine's doing, so the scenario is not judged";
  }

  /**
   * The reason of a delivery or connect check inconclusive in every attempt on the same event, late
   * by amounts that scatter: the machine's doing, so not judged.
   */
  public static String latenessScattered(Check check, List<Double> lateness) {
    return of(check)
        + "; late in every attempt, but by "
        + lateness.stream().map(Ms::of).collect(Collectors.joining(", "))
        + ": lateness that scatters is a busy machine's doing, so the scenario is not judged";
  }

  /**
   * The reason of a stated number the report missed alike in every attempt while the model kept it.
   */
  public static String steadyBias(Check check, List<Check.Bias> biases) {
    List<String> off = biases.stream().map(b -> Ms.of(Math.abs(b.seconds()))).toList();
    return check.what()
        + ": reported "
        + check.reported()
        + ", where the scenario states "
        + check.expected()
        + ". The model kept the number in all "
        + biases.size()
        + " attempts, and the report was off it alike each time: "
        + String.join(", ", off.subList(0, off.size() - 1))
        + " and "
        + off.get(off.size() - 1)
        + (biases.get(0).seconds() > 0 ? " too long" : " too short")
        + ". A miss that repeats alike is the benchmark's own, not a busy machine's doing";
  }

  /** A check on a field the client does not have. */
  public static String notReported(Check check, String client) {
    return "not reported: "
        + check.what()
        + " ("
        + client
        + " has no "
        + check.metric().label()
        + ")";
  }

  /** A request's value of a field the client gives only for the whole run. */
  public static String notReportedForEachRequest(Check check, String client) {
    return "not reported: "
        + check.what()
        + " ("
        + client
        + " gives "
        + check.metric().label()
        + " only for the whole run)";
  }

  /** A check on the chunks of a client that keeps none. */
  public static String noChunks(Check check, String client) {
    return "not reported: "
        + check.what()
        + " by its own chunks ("
        + client
        + " keeps no chunks, so its stamps give no definition to hold it to)";
  }

  /** A statistic of the run the client's summary does not have. */
  public static String notReportedStatistic(Check check, Statistic statistic, String client) {
    return "not reported: "
        + check.what()
        + " ("
        + client
        + " gives no "
        + statistic.word()
        + " of "
        + check.metric().label()
        + ")";
  }

  /** A failure label of the expected family in the client's own words. */
  public static String labelledOtherwise(Check check, String family, String client) {
    return "labelled otherwise: "
        + check.what()
        + ": "
        + client
        + " calls it \""
        + check.reported()
        + "\", tokenpace \""
        + check.expected()
        + "\" (both "
        + family
        + ")";
  }

  /** A stated number the model did not give the load the client played, which the client kept. */
  public static String playsOtherwise(Check check, String played) {
    return "plays otherwise: "
        + played
        + "; "
        + check.what()
        + ": reported "
        + check.reported()
        + ", the model's own number for that load, where the scenario states "
        + check.expected();
  }

  /**
   * A number the model kept while the report missed it, on a field the client measures otherwise:
   * the reported value, the model's, by how much, and the client's reason.
   */
  public static String clientsOwnOffset(Check check, Check.Bias bias, String difference) {
    return check.what()
        + ": reported "
        + check.reported()
        + ", true "
        + Ms.of(bias.model())
        + " ("
        + Ms.of(Math.abs(bias.seconds()))
        + (bias.seconds() > 0 ? " too long" : " too short")
        + "). The model was on time, so the offset is the benchmark's own stamp, in every"
        + " attempt: "
        + difference;
  }

  /** A failure message in the client's own words, which the scenario words as tokenpace does. */
  public static String wordedOtherwise(Check check, String client) {
    return "labelled otherwise: "
        + check.what()
        + ": "
        + client
        + " words it \""
        + check.reported()
        + "\", the scenario asks for one "
        + check.expected();
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
              check.expected(),
              check.reported(),
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
            .sorted(Comparator.comparingInt(Sentences::headline))
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
            .sorted(Comparator.comparingInt(Sentences::headline))
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
