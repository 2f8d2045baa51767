package dev.tokenpace.acceptance.verdict;

import java.util.Map;
import java.util.stream.Collectors;

/**
 * The sentence for each kind of {@link Reason}: what went wrong and by how much, whose. Part of
 * {@link Sentences}, which asks it for a check that did not pass.
 */
final class MissSentences {

  static final String ALLOWANCE = Ms.of(0.002);

  private MissSentences() {}

  // Java 17 has no switch over a sealed type's records: one instanceof a kind, in Reason's order.
  static String of(Check check, Reason reason) {
    String what = check.what();
    if (reason instanceof Reason.WayInMiss wayIn) {
      return WayInSentences.of(check, wayIn);
    }
    if (reason instanceof Reason.RequestMiss request) {
      return RequestSentences.of(check, request);
    }
    if (reason instanceof Reason.NotAsExpected) {
      return what + ": " + check.reported() + ", where " + check.expected() + " was expected";
    }
    if (reason instanceof Reason.Got) {
      return what + ": expected " + check.expected() + "; got " + check.reported();
    }
    if (reason instanceof Reason.NoValue none) {
      return what
          + (none.inTheReport() ? ": the report has none" : ": the model's timeline has none");
    }
    if (reason instanceof Reason.RequestFailed failed) {
      return "request %s failed (%s: %s), so it reports no %s"
          .formatted(failed.ordinal(), failed.label(), failed.message(), failed.metric().label());
    }
    if (reason instanceof Reason.ValueCount count) {
      if (count.reported().isEmpty() && count.model().isEmpty()) {
        // nothing the client did: the scenario states a number its own answers cannot have
        return what
            + ": neither the report nor the model's timeline has one, as the model's answers are"
            + " too short for it (a gap needs two tokens); say how long each answer is, e.g. 'each"
            + " answer is 10 tokens'";
      }
      return "%s: the report gives %s where the model's timeline gives %s"
          .formatted(what, Ms.counted(count.reported()), Ms.counted(count.model()));
    }
    if (reason instanceof Reason.ValuesWithoutChunks values) {
      return what
          + ": the report gives "
          + values.values()
          + ", where a request without chunks has none";
    }
    if (reason instanceof Reason.NothingToJudge nothing) {
      return needed(nothing.lack());
    }
    if (reason instanceof Reason.OffScript off) {
      return "%s: %s, where the script says %s. "
              .formatted(what, check.reported(), check.expected())
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
      return reportedTrue(
              what,
              Ms.of(dropped.reported()),
              dropped.model(),
              dropped.reported() - dropped.model())
          + ". The benchmark left out "
          + chunks(dropped.dropped())
          + "; the chunks it counted give "
          + Ms.of(dropped.keptModel())
          + " by the model's own stamps, so the number is its own definition, not a late"
          + " delivery";
    }
    if (reason instanceof Reason.RateMissed rate) {
      return whereStated(check, check.expected())
          + rateOff(check)
          + ". "
          + (rate.sent() == null ? "The model's own window gives " : "The model received them at ")
          + rate.model()
          + (rate.onScript() != null
              ? ", but the fake sent behind its script on a busy machine; on its script the window"
                  + " gives "
                  + rate.onScript()
                  + ": too busy to judge the number"
              : "")
          + (rate.onScript() != null
              ? ""
              : rate.modelKept()
                  ? "; the rest is the requests' way to the model and back on a busy machine: too"
                      + " busy to judge the number"
                  : ", so the script and the stated number disagree" + counts(rate.sent()));
    }
    if (reason instanceof Reason.RunOverran overran) {
      return runOverran(check, overran);
    }
    if (reason instanceof Reason.ShareMissed share) {
      return whereStated(check, share.stated())
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
    if (reason instanceof Reason.StagesMissing missing) {
      return "%s: the stage reports give %s and %s"
          .formatted(what, Ms.orNone(missing.higher()), Ms.orNone(missing.lower()));
    }
    if (reason instanceof Reason.OrderMissed order) {
      String numbers =
          "reported %s against %s; the model's own timeline %s against %s"
              .formatted(
                  Ms.of(order.higher()),
                  timesOf(order.times(), order.lower()),
                  Ms.orNone(order.higherModel()),
                  order.lowerModel() == null
                      ? Ms.orNone(null)
                      : timesOf(order.times(), order.lowerModel()));
      return order.modelKept()
          ? what
              + ": not so as reported, but so on the model's own timeline ("
              + numbers
              + "): the rest is the delivery on a busy machine, too busy to judge"
          : what
              + ": not so ("
              + numbers
              + "), on the model's own timeline either: the script and the statement disagree";
    }
    return DefinitionSentences.of(check, reason);
  }

  private static String statedMissed(Check check, Reason.StatedMissed missed) {
    String head =
        whereStated(check, check.expected())
            + " ("
            + (check.expected() instanceof Value.Within w && w.upTo() && missed.off() > 0
                ? Ms.of(missed.off() - w.seconds()) + " over it"
                : tooLongOrShort(missed.off()))
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
              "The model's own timeline gives "
                  + model
                  + ". "
                  + (missed.arrivalLag() > 0
                      ? arrivedApart(missed.fakeLateness(), missed.arrivalLag())
                      : missed.paceMoved() > 0
                          ? pacedApart(missed.fakeLateness(), missed.paceMoved())
                          : fakeSent(missed.fakeLateness()));
          case SCRIPT_DISAGREES ->
              "The model's own timeline gives "
                  + model
                  + ". The fake model was "
                  + Ms.of(Math.max(0, missed.fakeLateness()))
                  + " behind its script at most, so the script and the stated number disagree";
          case SEND_HELD_OFF ->
              "The model kept the number ("
                  + model
                  + "), but the benchmark sent the request after the model had freed its slot,"
                  + " while the machine held the suite's threads off a core for "
                  + Ms.of(missed.sendsHeldOff())
                  + ", as long as the miss: this machine was too busy to judge";
          case SENDS_HELD_OFF ->
              "The model's own timeline gives "
                  + model
                  + ", on time for each request: the benchmark's sends ahead of this one came late"
                  + " while the machine held the suite's threads off a core for "
                  + Ms.of(missed.sendsHeldOff())
                  + ", as long as the miss: this machine was too busy to judge";
        };
  }

  /** Why a step needed at least one of what it found none of. */
  private static String needed(Lack lack) {
    if (lack instanceof Lack.NoneThatIs none) {
      return "the run sent no request that is "
          + none.which()
          + (none.without() == null ? "" : ", so it has no " + none.without().label());
    }
    if (lack instanceof Lack.StageSentNone stage) {
      return "stage " + stage.stage() + " sent no request, so it has no rates to check";
    }
    if (lack instanceof Lack.NoneSucceeded none) {
      return "no request succeeded, so there is no " + none.metric().label() + " to check";
    }
    if (lack instanceof Lack.NoneFailed none) {
      return "no request failed, so none is labelled \"" + none.label() + "\"";
    }
    if (lack instanceof Lack.NoRun) {
      return "the scenario ran no benchmark";
    }
    if (lack instanceof Lack.NoneAsScripted) {
      return "the model answered no request as scripted";
    }
    if (lack instanceof Lack.NoneSent) {
      return "no request was sent";
    }
    throw new IllegalStateException("no sentence for " + lack);
  }

  private static String fakeSent(double fakeLateness) {
    return "The fake model sent "
        + Ms.of(fakeLateness)
        + " behind its schedule (its allowance: "
        + ALLOWANCE
        + "): this machine was too busy to judge the number";
  }

  /**
   * A number of a model paced by the requests in flight, moved by requests sent together reaching
   * it apart: each ran alone, or with fewer, for a while.
   */
  private static String pacedApart(double fakeLateness, double paceMoved) {
    double sends = Math.max(0, fakeLateness - paceMoved);
    return "Requests sent together reached the model apart, and its pace follows the requests in"
        + " flight, which can move the number by up to "
        + Ms.of(paceMoved)
        + (sends > 0 ? "; the fake model sent " + Ms.of(sends) + " behind its schedule" : "")
        + ": this machine was too busy to judge the number";
  }

  /**
   * A batching model's number moved by requests sent together reaching it apart: the batch ahead
   * started from the first one's arrival.
   */
  private static String arrivedApart(double fakeLateness, double arrivalLag) {
    double sends = Math.max(0, fakeLateness - arrivalLag);
    return "Requests sent together reached the model up to "
        + Ms.of(arrivalLag)
        + " apart, and a batch waits on the one ahead (one that closed before a request arrived"
        + " leaves it for the next)"
        + (sends > 0 ? "; the fake model sent " + Ms.of(sends) + " behind its schedule" : "")
        + ": this machine was too busy to judge the number";
  }

  /** What a stage's achieved rate counts, after a miss the model's rate does not explain. */
  private static String counts(Reason.Sends sent) {
    return sent == null
        ? ""
        : String.format(
            java.util.Locale.ROOT,
            ". The achieved rate counts the stage's %d requests over the time from its first send"
                + " to its last (%.3f s; docs/metrics.md, \"Stages\")",
            sent.requests(),
            sent.seconds());
  }

  /** "ttft of request 1: reported 181.9 ms". */
  static String reported(Check check) {
    return check.what() + ": reported " + check.reported();
  }

  /** "the run's request throughput: reported 3.1 …, where the scenario states 4.00 … ± 10 %". */
  /**
   * "the run's benchmark time: reported 12.345 s, where the scenario states ≤ 10.000 s (2.345 s too
   * long). The model's own timeline spans 4.100 s …".
   */
  private static String runOverran(Check check, Reason.RunOverran overran) {
    String over = String.format(java.util.Locale.ROOT, " (%.3f s too long)", overran.over());
    String model =
        String.format(
            java.util.Locale.ROOT,
            ". The model's own timeline spans %.3f s, from the first answered request's receipt"
                + " to the last byte it sent",
            overran.model());
    String held =
        "; the machine held the suite's threads off a core for " + Ms.of(overran.heldOff());
    return whereStated(check, check.expected())
        + over
        + model
        + switch (overran.whose()) {
          case SCRIPT_DISAGREES ->
              ", already past the bound, so the script and the stated" + " number disagree";
          case FAKE_LATE ->
              ", past the bound only because the fake sent up to "
                  + Ms.of(overran.fakeLateness())
                  + " behind its schedule: this machine was too busy to judge";
          case MACHINE_HELD_OFF -> held + " meanwhile, as long as the overrun: too busy to judge";
          case BENCHMARK ->
              held
                  + " meanwhile, which does not account for it: the rest is the benchmark's own"
                  + failedRequests(overran.failed());
        };
  }

  /** "; its 2 failed requests ran until 1.002 s into the run". */
  private static String failedRequests(Reason.Failed failed) {
    return failed.count() == 0
        ? " (its waits, its work)"
        : String.format(
            java.util.Locale.ROOT,
            "; its %d failed %s ran until %.3f s into the run (a timeout or a fault it waited out)",
            failed.count(),
            failed.count() == 1 ? "request" : "requests",
            failed.lastEnd());
  }

  /** " (15.773 tokens per second too low, 19.7 % off)": by how much a rate missed its number. */
  private static String rateOff(Check check) {
    if (!(check.reported() instanceof Value.Rate reported
        && check.expected() instanceof Value.RateWithin stated)) {
      return "";
    }
    double off = reported.rate() - stated.rate();
    return String.format(
        java.util.Locale.ROOT,
        " (%.3f %s too %s, %.1f %% off)",
        Math.abs(off),
        stated.unit(),
        off < 0 ? "low" : "high",
        100 * Math.abs(off) / stated.rate());
  }

  static String whereStated(Check check, Object stated) {
    return reported(check) + ", where the scenario states " + stated;
  }

  /** "ttft of request 1: reported 181.9 ms, true 100.5 ms (81.4 ms too long)". */
  static String reportedTrue(Check check, Check.Bias bias) {
    return reportedTrue(check.what(), check.reported(), bias.model(), bias.seconds());
  }

  private static String reportedTrue(String what, Object reported, double model, double off) {
    return what + ": reported " + reported + ", true " + offTheModel(model, off);
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

  /** "120.0 ms", or "2 × 120.0 ms = 240.0 ms" when the step says how many times as high. */
  private static String timesOf(double times, double lower) {
    return times == 1
        ? Ms.of(lower)
        : "%s × %s = %s".formatted(Value.Times.factor(times), Ms.of(lower), Ms.of(times * lower));
  }
}
