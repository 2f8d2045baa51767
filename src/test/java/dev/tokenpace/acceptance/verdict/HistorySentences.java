package dev.tokenpace.acceptance.verdict;

import java.util.List;
import java.util.stream.Collectors;

/** The sentences for what the attempts' history makes of a miss. */
final class HistorySentences {

  private HistorySentences() {}

  static String of(Check check, Reason reason) {
    if (reason instanceof Reason.StayedInconclusive stayed) {
      return first(check, stayed.first())
          + "; it stayed so through all "
          + stayed.attempts()
          + " attempts, which is not a busy machine's doing";
    }
    if (reason instanceof Reason.LateEventsMoved moved) {
      return first(check, moved.first())
          + "; the late events moved from attempt to attempt ("
          + moved.lateEvents().stream()
              .map(events -> String.join(", ", events))
              .collect(Collectors.joining("; "))
          + "): late events that move are a busy machine's doing, so the scenario is not judged";
    }
    if (reason instanceof Reason.MachineHeldOff held) {
      List<Check.HeldOff> heldOff = held.heldOff();
      return first(check, held.first())
          + "; in "
          + heldOff.size()
          + (heldOff.size() == 1 ? " attempt" : " attempts")
          + " the machine held threads off a core while the benchmark was late ("
          + heldOff.stream()
              .map(h -> Ms.of(h.heldOff()) + " of " + Ms.of(h.lateness()))
              .collect(Collectors.joining(", "))
          + "): a busy machine's doing, so the scenario is not judged";
    }
    if (reason instanceof Reason.LatenessScattered scattered) {
      return first(check, scattered.first())
          + "; late in every attempt, but by "
          + scattered.lateness().stream().map(Ms::of).collect(Collectors.joining(", "))
          + ": lateness that scatters is a busy machine's doing, so the scenario is not judged";
    }
    if (reason instanceof Reason.SteadyBias steady) {
      List<Check.Bias> biases = steady.biases();
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
    return ClaimSentences.of(check, reason);
  }

  /** The sentence of the attempt's own reason, as the check stood before its history. */
  private static String first(Check check, Reason first) {
    return Sentences.of(check.withReason(first));
  }
}
