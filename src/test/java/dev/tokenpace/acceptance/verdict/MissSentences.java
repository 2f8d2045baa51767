package dev.tokenpace.acceptance.verdict;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The sentence for each kind of {@link Reason}: what went wrong and by how much, whose. Part of
 * {@link Sentences}, which asks it for a check that did not pass.
 */
final class MissSentences {

  private static final String ALLOWANCE = Ms.of(0.002);

  private MissSentences() {}

  // Java 17 has no switch over a sealed type's records: one instanceof a kind, in Reason's order.
  static String of(Check check, Reason reason) {
    String what = check.what();
    if (reason instanceof Reason.Said said) {
      return said.words();
    }
    if (reason instanceof Reason.NotAsExpected) {
      return what + ": " + check.reported() + ", where " + check.expected() + " was expected";
    }
    if (reason instanceof Reason.NothingToJudge nothing) {
      return nothing.whyNeeded();
    }
    if (reason instanceof Reason.OffScript off) {
      return what
          + ": "
          + check.reported()
          + ", where the script says "
          + check.expected()
          + ". "
          + (off.lateAccounts()
              ? fakeSent(off.fakeLateness())
              : "The fake model was "
                  + Ms.of(Math.max(0, off.fakeLateness()))
                  + " behind its schedule, which does not account for a miss of "
                  + Ms.of(off.miss())
                  + ", so the fake or the script is wrong");
    }
    if (reason instanceof Reason.StatedMissed missed) {
      return statedMissed(check, missed);
    }
    if (reason instanceof Reason.DroppedChunks dropped) {
      return what
          + ": reported "
          + Ms.of(dropped.reported())
          + ", true "
          + offTheModel(dropped.model(), dropped.reported() - dropped.model())
          + ". The benchmark left out "
          + chunks(dropped.dropped())
          + "; the chunks it kept give "
          + Ms.of(dropped.keptModel())
          + " by the model's own stamps, so the number is its own definition, not a late"
          + " delivery";
    }
    if (reason instanceof Reason.RateMissed rate) {
      return what
          + ": reported "
          + check.reported()
          + ", where the scenario states "
          + check.expected()
          + ". "
          + String.format(java.util.Locale.ROOT, rate.modelSaw(), rate.model())
          + (rate.modelKept()
              ? "; the rest is the requests' way to the model and back on a busy machine: too"
                  + " busy to judge the number"
              : ", so the script and the stated number disagree" + rate.disagreement());
    }
    if (reason instanceof Reason.ShareMissed share) {
      return what
          + ": reported "
          + check.reported()
          + ", where the scenario states "
          + share.stated()
          + (share.reported() == null
              ? ""
              : String.format(
                  java.util.Locale.ROOT,
                  " (held to its digits, ± %s): %.3f points off",
                  share.stated().halfUnitText(),
                  Math.abs(share.reported() - share.stated().value())));
    }
    if (reason instanceof Reason.MachineMayFlip flip) {
      return of(check, flip.missed())
          + "; "
          + flip.flippable()
          + (flip.flippable() == 1 ? " request" : " requests")
          + " of "
          + flip.total()
          + " lay within the machine's lateness of a limit (the fake model behind its schedule"
          + " beyond its allowance, or the delivery against the model's own numbers): this"
          + " machine was too busy to judge";
    }
    return Definitions.of(check, reason);
  }

  private static String statedMissed(Check check, Reason.StatedMissed missed) {
    String head =
        check.what()
            + ": reported "
            + check.reported()
            + ", where the scenario states "
            + check.expected()
            + " ("
            + tooLongOrShort(missed.off())
            + "). ";
    String model = Ms.of(missed.model());
    return head
        + switch (missed.whose()) {
          case BENCHMARKS_NUMBER ->
              "The model kept the number ("
                  + model
                  + ") and nothing of it reached the benchmark more than "
                  + Ms.of(missed.deliveredLateAtMost())
                  + " late, so no late delivery explains the miss: the benchmark's number is wrong";
          case ONE_LATE_DELIVERY ->
              "The model kept the number ("
                  + model
                  + "); the rest is one late delivery on a busy machine: too busy to judge the"
                  + " number";
          case FAKE_LATE ->
              "The model's own timeline gives " + model + ". " + fakeSent(missed.fakeLateness());
          case SCRIPT_DISAGREES ->
              "The model's own timeline gives "
                  + model
                  + ". The fake model was "
                  + Ms.of(Math.max(0, missed.fakeLateness()))
                  + " behind its script at most, so the script and the stated number disagree";
        };
  }

  private static String fakeSent(double fakeLateness) {
    return "The fake model sent "
        + Ms.of(fakeLateness)
        + " behind its schedule (its allowance: "
        + ALLOWANCE
        + "): this machine was too busy to judge the number";
  }

  /** "4 reasoning chunks and 1 content chunk". */
  static String chunks(Map<String, Long> byKind) {
    return byKind.entrySet().stream()
        .map(k -> k.getValue() + " " + k.getKey() + (k.getValue() == 1 ? " chunk" : " chunks"))
        .collect(Collectors.joining(" and "));
  }

  /** "81.4 ms too long", "3.0 ms too short". */
  static String tooLongOrShort(double off) {
    return Ms.of(Math.abs(off)) + (off > 0 ? " too long" : " too short");
  }

  /** "100.5 ms (81.4 ms too long)": the model's number and how far the reported one is off it. */
  static String offTheModel(double model, double off) {
    return Ms.of(model) + " (" + tooLongOrShort(off) + ")";
  }

  /** The exact judgement's misses, and the robust one's, and what the attempts and claims add. */
  private static final class Definitions {

    static String of(Check check, Reason reason) {
      String what = check.what();
      if (reason instanceof Reason.FormulaWrong) {
        return what
            + ": the report says "
            + check.reported()
            + ", but the benchmark's own stamps give "
            + check.expected()
            + " by its definition (docs/metrics.md): the formula is wrong";
      }
      if (reason instanceof Reason.NotDefined none) {
        return what
            + ": the report says "
            + (none.reported() == null ? "nothing" : Ms.exact(none.reported()))
            + ", but by its definition "
            + (none.defined() == null ? "it is undefined" : "it is " + Ms.exact(none.defined()))
            + " (docs/metrics.md)";
      }
      if (reason instanceof Reason.SampleCount) {
        return what
            + ": the report has "
            + check.reported()
            + ", its definition gives "
            + check.expected()
            + " (one per token after the first chunk, docs/metrics.md)";
      }
      if (reason instanceof Reason.RateOffDefinition rate) {
        return what
            + ": the report says "
            + check.reported()
            + ", but its requests' own stamps give "
            + check.expected()
            + " ("
            + rate.definition()
            + ", docs/metrics.md): the formula is wrong";
      }
      if (reason instanceof Reason.ChunksUnpaired unpaired) {
        return "output tokens of "
            + unpaired.request()
            + ": the benchmark reported "
            + unpaired.seen()
            + " chunks with text, the model sent "
            + unpaired.sent()
            + unreported(unpaired.unreported());
      }
      if (reason instanceof Reason.TokensMiscounted miscounted) {
        return "output tokens of "
            + miscounted.request()
            + ": the benchmark counted "
            + miscounted.counted()
            + " in chunk "
            + miscounted.chunk()
            + " (\""
            + miscounted.text().strip()
            + "\"), where the model "
            + (miscounted.split() ? "completed " : "sent ")
            + miscounted.words()
            + (miscounted.words() == 1 ? " word" : " words")
            + (miscounted.split() ? " (a word counts in the chunk where it ends)" : "");
      }
      return Deliveries.of(check, reason);
    }

    private static String unreported(Map<String, Long> byKind) {
      if (byKind.isEmpty()) {
        return "";
      }
      return "; it did not report "
          + chunks(byKind)
          + ", and each chunk it did report arrived as that chunk of the model's";
    }
  }

  /** The robust judgement's misses. */
  private static final class Deliveries {

    static String of(Check check, Reason reason) {
      String metric = check.metric() == null ? check.what() : check.metric().label();
      if (reason instanceof Reason.SeenEarly early) {
        return metric + ": " + seenEarly(early);
      }
      if (reason instanceof Reason.TypicallyLate late) {
        return metric + ": " + typicallyLate(late);
      }
      if (reason instanceof Reason.LateEvent late) {
        String seen =
            metric
                + ": the benchmark saw "
                + late.event()
                + " "
                + Ms.of(late.lateness())
                + (late.ended() ? " after the model ended it" : " after the model sent it");
        return late.heldOff() > 0
            ? seen + ". " + heldOff(late.heldOff())
            : seen
                + "; one late event is forgiven up to "
                + Ms.of(late.factor() * late.tolerance().seconds())
                + " ("
                + late.factor()
                + " × the "
                + late.tolerance()
                + " tolerance), so this run cannot judge it";
      }
      if (reason instanceof Reason.ConnectEarly connect) {
        return check.what()
            + ": the benchmark started it "
            + Ms.of(connect.seconds())
            + " before the model accepted the connection (allowed: "
            + Ms.of(connect.allowed())
            + ", 4 × the tolerance); "
            + (connect.heldOff() > 0
                ? "the machine held threads off a core for " + Ms.of(connect.heldOff()) + " of it"
                : "a busy machine can hold up a connect")
            + ", so this run cannot judge the start";
      }
      return Histories.of(check, reason);
    }

    private static String seenEarly(Reason.SeenEarly early) {
      String by = Ms.of(early.early());
      return switch (early.stamped()) {
        case START_AFTER_RECEIPT ->
            "the model began receiving "
                + early.event()
                + " "
                + by
                + " before the benchmark stamped its start;"
                + " that cannot happen, so the benchmark stamps the start too late";
        case START_BEFORE_SCHEDULE ->
            "the benchmark started "
                + early.event()
                + " "
                + by
                + " before it could have gone (its schedule, or the end of the request whose slot"
                + " it took); that cannot happen, so the benchmark stamps the start too early or"
                + " sends ahead of its schedule";
        case EVENT ->
            "the benchmark saw "
                + early.event()
                + " "
                + by
                + " before the model could have finished sending it;"
                + " that cannot happen, so the benchmark stamps too early";
      };
    }

    private static String typicallyLate(Reason.TypicallyLate late) {
      String typical =
          "the benchmark saw what the model did typically "
              + Ms.of(late.median())
              + " late (the median of "
              + late.reads()
              + " reads; allowed: "
              + late.allowed()
              + ").";
      return typical
          + switch (late.how()) {
            case MACHINE_HELD_OFF -> " " + heldOff(late.heldOff());
            case FEW_READS ->
                " With "
                    + late.reads()
                    + (late.reads() == 1 ? " read" : " reads")
                    + " that may be one paused thread, so this run cannot judge it";
            case BENCHMARKS ->
                (late.heldOff() <= 0
                        ? ""
                        : " The machine held threads off a core for "
                            + Ms.of(late.heldOff())
                            + " of it; the "
                            + Ms.of(late.median() - late.heldOff())
                            + " left is the benchmark's own.")
                    + " Most events late by the same amount is the benchmark's doing, not a busy"
                    + " machine's";
          };
    }

    private static String heldOff(double heldOff) {
      return "The machine held threads off a core for "
          + Ms.of(heldOff)
          + " of it, so this run cannot judge it";
    }
  }

  /** What the attempts' history and the client's claims make of a miss. */
  private static final class Histories {

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
}
