package dev.tokenpace.acceptance.verdict;

/** The sentences for what the client under test's own claims make of a miss. */
final class ClaimSentences {

  private ClaimSentences() {}

  static String of(Check check, Reason reason) {
    String what = check.what();
    String label = check.metric() == null ? "" : check.metric().label();
    if (reason instanceof Reason.NotReported not) {
      return "not reported: " + what + " (" + not.client() + " has no " + label + ")";
    }
    if (reason instanceof Reason.OnlyForTheRun run) {
      return "not reported: "
          + what
          + " ("
          + run.client()
          + " gives "
          + label
          + " only for the"
          + " whole run)";
    }
    if (reason instanceof Reason.NoChunks none) {
      return "not reported: "
          + what
          + " by its own chunks ("
          + none.client()
          + " keeps no chunks, so its stamps give no definition to hold it to)";
    }
    if (reason instanceof Reason.NoStatistic no) {
      return "not reported: "
          + what
          + " ("
          + no.client()
          + " gives no "
          + no.statistic().word()
          + " of "
          + label
          + ")";
    }
    if (reason instanceof Reason.LabelledOtherwise labelled) {
      return "labelled otherwise: "
          + what
          + ": "
          + labelled.client()
          + " calls it \""
          + check.reported()
          + "\", tokenpace \""
          + check.expected()
          + "\" (both "
          + labelled.family()
          + ")";
    }
    if (reason instanceof Reason.WordedOtherwise worded) {
      return "labelled otherwise: "
          + what
          + ": "
          + worded.client()
          + " words it \""
          + check.reported()
          + "\", the scenario asks for one "
          + check.expected();
    }
    if (reason instanceof Reason.PlaysOtherwise plays) {
      return "plays otherwise: "
          + plays.played()
          + "; "
          + what
          + ": reported "
          + check.reported()
          + ", the model's own number for that load, where the scenario states "
          + check.expected();
    }
    if (reason instanceof Reason.OffWhatItPlayed off) {
      return what
          + ": reported "
          + check.reported()
          + ", true "
          + MissSentences.offTheModel(off.bias().model(), off.bias().seconds())
          + " as the model played it; the scenario's own number is moot, as the client plays"
          + " otherwise: "
          + off.played();
    }
    if (reason instanceof Reason.OwnOffset own) {
      return what
          + ": reported "
          + check.reported()
          + ", true "
          + MissSentences.offTheModel(own.bias().model(), own.bias().seconds())
          + ". The model was on time, so the offset is the benchmark's own stamp, in every"
          + " attempt: "
          + own.difference();
    }
    if (reason instanceof Reason.Noted noted) {
      return Sentences.of(check.withReason(noted.missed())) + ". Note: " + noted.difference();
    }
    throw new IllegalStateException("no sentence for " + reason);
  }
}
