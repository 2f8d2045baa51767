package dev.tokenpace.acceptance.verdict;

/** The sentences for what the client under test's own claims make of a miss. */
final class ClaimSentences {

  private ClaimSentences() {}

  static String of(Check check, Reason reason) {
    String what = check.what();
    String label = check.metric() == null ? "" : check.metric().label();
    if (reason instanceof Reason.NotReported not) {
      return notReported(what, not.client() + " has no " + label);
    }
    if (reason instanceof Reason.OnlyForTheRun run) {
      return notReported(what, run.client() + " gives " + label + " only for the whole run");
    }
    if (reason instanceof Reason.OwnWindow own) {
      return notReported(what, own.window());
    }
    if (reason instanceof Reason.NoChunks none) {
      return notReported(
          what + " by its own chunks",
          none.client() + " keeps no chunks, so its stamps give no definition to hold it to");
    }
    if (reason instanceof Reason.NoStatistic no) {
      return notReported(what, no.client() + " gives no " + no.statistic().word() + " of " + label);
    }
    if (reason instanceof Reason.LabelledOtherwise labelled) {
      return "labelled otherwise: %s: %s calls it \"%s\", tokenpace \"%s\" (both %s)"
          .formatted(
              what, labelled.client(), check.reported(), check.expected(), labelled.family());
    }
    if (reason instanceof Reason.CountedOtherwise counted) {
      return "labelled otherwise: %s: %s, counting %s's words for it too (%s; both %s)"
          .formatted(
              what,
              check.expected(),
              counted.client(),
              counted.words().stream()
                  .distinct()
                  .map(w -> "\"" + w + "\"")
                  .collect(java.util.stream.Collectors.joining(", ")),
              counted.family());
    }
    if (reason instanceof Reason.WordedOtherwise worded) {
      return "labelled otherwise: %s: %s words it \"%s\", the scenario asks for one %s"
          .formatted(what, worded.client(), check.reported(), check.expected());
    }
    if (reason instanceof Reason.PlaysOtherwise plays && plays.asStated()) {
      return "plays otherwise: %s; %s, within the scenario's %s, but under another load than it asks for"
          .formatted(plays.played(), MissSentences.reported(check), check.expected());
    }
    if (reason instanceof Reason.PlaysOtherwise plays && plays.model() != null) {
      return "plays otherwise: %s; %s, where the model received them at %s under that load (the"
              .formatted(plays.played(), MissSentences.reported(check), plays.model())
          + " rest is the window: the client's sends, the model's receipts) and the scenario"
          + " states "
          + check.expected();
    }
    if (reason instanceof Reason.PlaysOtherwise plays) {
      return "plays otherwise: %s; %s, the model's own number for that load, where the scenario states %s"
          .formatted(plays.played(), MissSentences.reported(check), check.expected());
    }
    if (reason instanceof Reason.OffWhatItPlayed off && off.deliveredLate() > 0) {
      return MissSentences.reportedTrue(check, off.bias())
          + " as the model played it, within how late the machine delivered a chunk to the"
          + " benchmark ("
          + Ms.of(off.deliveredLate())
          + "), so not judged on this attempt; the scenario's own number is moot, as the client"
          + " plays otherwise: "
          + off.played();
    }
    if (reason instanceof Reason.OffWhatItPlayed off) {
      return MissSentences.reportedTrue(check, off.bias())
          + " as the model played it; the scenario's own number is moot, as the client plays"
          + " otherwise: "
          + off.played();
    }
    if (reason instanceof Reason.OwnOffset own && own.repeated()) {
      return MissSentences.reportedTrue(check, own.bias())
          + eachRequest(own.bias())
          + ". The model's send stamps and their way to the benchmark make "
          + Ms.of(own.modelAtMost())
          + " of it at most, so the offset is the benchmark's own stamp, back in "
          + own.attempts()
          + " attempts: "
          + own.difference();
    }
    if (reason instanceof Reason.OwnOffset own) {
      return MissSentences.reportedTrue(check, own.bias())
          + eachRequest(own.bias())
          + ". The model's send stamps and their way to the benchmark make "
          + Ms.of(own.modelAtMost())
          + " of it at most, so the offset is the benchmark's: its own stamp if it comes back in"
          + " another"
          + " attempt, a hold-up of its process if not ("
          + own.difference()
          + ")";
    }
    if (reason instanceof Reason.Noted noted) {
      return Sentences.of(check.withReason(noted.missed())) + ". Note: " + noted.difference();
    }
    throw new IllegalStateException("no sentence for " + reason);
  }

  /**
   * ", each request's own 0.7 ms too long in the median": a statistic sets one request against
   * another, so the offset every request carries is said where it is not the statistic's.
   */
  private static String eachRequest(Check.Bias bias) {
    return Math.abs(bias.eachRequest() - bias.seconds()) <= Check.ROUNDING
        ? ""
        : ", each request's own "
            + MissSentences.tooLongOrShort(bias.eachRequest())
            + " in the median";
  }

  /** "not reported: request latency of request 1 (vLLM gives it only for the whole run)". */
  private static String notReported(String what, String why) {
    return "not reported: " + what + " (" + why + ")";
  }
}
