package dev.tokenpace.acceptance.verdict;

import java.util.List;
import java.util.Map;

/**
 * Why a check did not pass, typed: the numbers each kind of miss needs. Judges and checks build
 * these; {@link Sentences} words them.
 */
public sealed interface Reason {

  /** A check that passed: nothing went wrong. */
  record Met() implements Reason {}

  /** A miss of a request's way in: its kinds are {@link WayInMisses}'. */
  sealed interface WayInMiss extends Reason
      permits WayInMisses.ConnectionCalled,
          WayInMisses.AcceptedAfterStart,
          WayInMisses.AcceptedAhead,
          WayInMisses.AcceptedAfterFirstStart,
          WayInMisses.NewConnections,
          WayInMisses.ConnectedAnyway,
          WayInMisses.StampedOutOfOrder,
          WayInMisses.HeadBeforeHold,
          WayInMisses.ConnectDuringHold,
          WayInMisses.EndsBeforeItBegan,
          WayInMisses.OffItsDefinition {}

  /**
   * A miss a step found in one request or the run's requests: its kinds are {@link RequestMisses}'.
   */
  sealed interface RequestMiss extends Reason
      permits RequestMisses.FailedForGoodput,
          RequestMisses.LevelsMissed,
          RequestMisses.ShorterThanTheModelLeft,
          RequestMisses.ShorterThanInjected,
          RequestMisses.NotBelow,
          RequestMisses.Untraceable,
          RequestMisses.TooFew,
          RequestMisses.SdkCannotSend,
          RequestMisses.FailedAs,
          RequestMisses.DoesNotContain {}

  /** What was reported is not what was expected (a count, a label, a flag). */
  record NotAsExpected() implements Reason {}

  /** What came is not what a step expected (an answer, an exception, a stream). */
  record Got() implements Reason {}

  /** The report or the model's timeline has no value of the metric for a request. */
  /**
   * No number to judge.
   *
   * @param inTheReport whether the report has none (else the model's timeline has none)
   */
  record NoValue(boolean inTheReport) implements Reason {}

  /** A request that failed reports no value of {@code metric}. */
  record RequestFailed(int ordinal, String label, String message, Metric metric)
      implements Reason {}

  /**
   * The report gives other values than the model's timeline has, in number: both lists, in seconds,
   * so the reader sees which ones the client added or left out.
   */
  record ValueCount(List<Double> reported, List<Double> model) implements Reason {
    public ValueCount {
      reported = List.copyOf(reported);
      model = List.copyOf(model);
    }
  }

  /** The report gives values a request without chunks cannot have. */
  record ValuesWithoutChunks(List<Double> values) implements Reason {
    public ValuesWithoutChunks {
      values = List.copyOf(values);
    }
  }

  /** A step that has nothing to judge: what it found none of. */
  record NothingToJudge(Lack lack) implements Reason {}

  // ---- a number the scenario states, against the fake model's own record

  /**
   * The fake model's time missed its script.
   *
   * @param fakeLateness how far the fake sent behind its schedule
   * @param lateAccounts whether that lateness, beyond its allowance, accounts for the miss (the
   *     machine was too busy), or not (the fake or the script is wrong)
   */
  record OffScript(double miss, double fakeLateness, boolean lateAccounts) implements Reason {}

  /** Whose a miss of a stated number is, by the model's own timeline. */
  enum Whose {
    /** The model kept the number and no delivery was late enough: the benchmark's number. */
    BENCHMARKS_NUMBER,
    /** The model kept the number; one late delivery on a busy machine added the miss. */
    ONE_LATE_DELIVERY,
    /** The fake model, behind its schedule beyond its allowance, accounts for the miss. */
    FAKE_LATE,
    /** The model, on time, gave another number: the script and the stated number disagree. */
    SCRIPT_DISAGREES,
    /**
     * The model, on time for each request, gave another number because the benchmark's sends ahead
     * of it came late, while the machine held the suite's threads off a core as long: a busy
     * machine.
     */
    SENDS_HELD_OFF,
    /**
     * The model kept the number, but the benchmark sent the request after the model had freed its
     * slot, by as long as the machine held the suite's threads off a core meanwhile: a busy
     * machine.
     */
    SEND_HELD_OFF
  }

  /**
   * A reported number off the number the scenario states.
   *
   * @param off the reported number less the stated one, in seconds
   * @param model the number the model's own timeline gives
   * @param fakeLateness how far the fake sent behind its schedule
   * @param deliveredLateAtMost for {@link Whose#BENCHMARKS_NUMBER}: how late anything of it reached
   *     the benchmark at most
   * @param arrivalLag of {@code fakeLateness}, how far apart requests sent together reached the
   *     model while a batch held them: the machine's way in, not the fake's sends
   * @param sendsHeldOff for {@link Whose#SENDS_HELD_OFF}: how long the machine held the suite's
   *     threads off a core between the request's schedule and its send; for {@link
   *     Whose#SEND_HELD_OFF}, between the model freeing its slot and its send
   * @param paceMoved of {@code fakeLateness}, how far requests reaching a model paced by the
   *     requests in flight apart can have moved the number
   */
  record StatedMissed(
      double off,
      double model,
      Whose whose,
      double fakeLateness,
      double deliveredLateAtMost,
      double arrivalLag,
      double sendsHeldOff,
      double paceMoved)
      implements Reason {}

  /**
   * A reported number off the model's because the benchmark left chunks out: the chunks it kept
   * give its number by the model's own stamps.
   *
   * @param dropped the chunks it left out, counted by kind, in order
   */
  record DroppedChunks(double reported, double model, double keptModel, Map<String, Long> dropped)
      implements Reason {
    public DroppedChunks {
      dropped = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(dropped));
    }
  }

  /**
   * A rate off the one the scenario states.
   *
   * @param model the rate on the model's side, shown as the report's is: over its own window, or,
   *     for a stage's achieved rate, as it received the requests
   * @param modelKept whether the model kept the stated rate (the rest is the requests' way)
   * @param sent for a stage's achieved rate, the sends it counts; {@code null} for a throughput
   * @param onScript where the model's window missed only because the fake sent behind its script
   *     (the machine), the rate over the window its script gave; else {@code null}
   */
  record RateMissed(Value model, boolean modelKept, Sends sent, Value onScript) implements Reason {

    public RateMissed(Value model, boolean modelKept, Sends sent) {
      this(model, modelKept, sent, null);
    }
  }

  /** A stage's requests over the time from its first send to its last, in seconds. */
  record Sends(int requests, double seconds) {}

  /**
   * A run that took longer than the scenario allows, and whose doing that is.
   *
   * @param over the reported run time less the bound, in seconds
   * @param model how long the model's own timeline spans, from the first success's receipt to the
   *     last byte it sent of any success, in seconds
   * @param heldOff how long the machine held a ready thread of the suite's JVM off a core while the
   *     run lasted, in seconds
   * @param fakeLateness how far the fake sent behind its schedule at worst, in seconds
   * @param failed the run's failed requests, and when the last of them ended
   */
  record RunOverran(
      double over, double model, double heldOff, double fakeLateness, Overran whose, Failed failed)
      implements Reason {}

  /**
   * A run's failed requests, and how long after the run's first start the last of them ended, in
   * seconds (0 for none).
   */
  record Failed(int count, double lastEnd) {}

  /** Whose a run's overrun is. */
  enum Overran {
    /** The model's own timeline already runs past the bound, on time: the script cannot keep it. */
    SCRIPT_DISAGREES,
    /** The model ran past the bound because the fake sent late: a busy machine. */
    FAKE_LATE,
    /** The machine held the suite's threads off a core for as long as the overrun, or longer. */
    MACHINE_HELD_OFF,
    /** Neither the model nor the machine accounts for it: the benchmark took that long. */
    BENCHMARK
  }

  /** A share off the one the scenario states, held to its digits; {@code reported} may be null. */
  record ShareMissed(Percent stated, Double reported) implements Reason {}

  /** A miss a busy machine may account for: so many requests lay within its lateness of a limit. */
  record MachineMayFlip(Reason missed, long flippable, int total) implements Reason {}

  /** One stage's statistic or the other's the stage reports do not give (null). */
  record StagesMissing(Double higher, Double lower) implements Reason {}

  /**
   * A stage's statistic not above another's, or not {@code times} as high, as stated: the model's
   * own timeline decides whose.
   *
   * @param times how many times the lower the higher must be at least; 1 for only above it
   * @param modelKept whether the model's own timeline keeps the stated order
   */
  record OrderMissed(
      double higher,
      double lower,
      double times,
      Double higherModel,
      Double lowerModel,
      boolean modelKept)
      implements Reason {}

  // ---- the exact judgement, by docs/metrics.md

  /** The report's value is not the one the benchmark's own stamps give by its definition. */
  record FormulaWrong() implements Reason {}

  /** The report gives no value where the definition does, or one where it does not. */
  record NotDefined(Double reported, Double defined) implements Reason {}

  /** The report's samples are not as many as its definition gives: both, in seconds. */
  record SampleCount(List<Double> reported, List<Double> defined) implements Reason {
    public SampleCount {
      reported = List.copyOf(reported);
      defined = List.copyOf(defined);
    }
  }

  /** A rate not the one its requests' own stamps give by {@code definition}. */
  record RateOffDefinition(RateDefinition definition) implements Reason {}

  /**
   * The benchmark's chunks with text do not pair one to one with the model's.
   *
   * @param unreported the model's chunks it did not report, counted by kind, in order
   */
  record ChunksUnpaired(String request, int seen, int sent, Map<String, Long> unreported)
      implements Reason {
    public ChunksUnpaired {
      unreported = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(unreported));
    }
  }

  /**
   * The benchmark counted other tokens in a chunk than the words the model completed in it.
   *
   * @param chunk counted from 1
   * @param split whether a word ran over the chunk's end (it counts where it ends)
   */
  record TokensMiscounted(
      String request, int chunk, String text, long counted, long words, boolean split)
      implements Reason {}

  // ---- the robust judgement: how late the benchmark saw what the model did

  /** Which stamp came before the model could have done what it stamps. */
  enum Stamped {
    /** the start, before the model began receiving the request */
    START_AFTER_RECEIPT,
    /** the start, before the request could have gone */
    START_BEFORE_SCHEDULE,
    /** an event, before the model could have finished sending it */
    EVENT
  }

  /** A stamp earlier than what it stamps could have happened. */
  record SeenEarly(Stamped stamped, String event, double early) implements Reason {}

  /** How a typical lateness beyond the tolerance is judged. */
  enum Typically {
    /** the machine held threads off a core for enough of it */
    MACHINE_HELD_OFF,
    /** too few reads to tell most events from one paused thread */
    FEW_READS,
    /** most events late by the same amount: the benchmark's */
    BENCHMARKS
  }

  /** The median lateness over {@code reads} reads beyond {@code allowed}. */
  record TypicallyLate(double median, int reads, Tolerance allowed, double heldOff, Typically how)
      implements Reason {}

  /**
   * One event seen too late. Whether the machine accounts for it is the check's finding, a {@link
   * Check.HeldOff}.
   *
   * @param ended whether the model ended the event (the end of an answer) rather than sent it
   * @param factor one event may be this many times the {@code tolerance} late
   */
  record LateEvent(String event, boolean ended, double lateness, int factor, Tolerance tolerance)
      implements Reason {}

  /**
   * The benchmark started a request this long before the model accepted its connection. Whether the
   * machine accounts for it is the check's finding, a {@link Check.HeldOff}.
   */
  record ConnectEarly(double seconds, double allowed, String request) implements Reason {}

  /**
   * A start that far before the connect, from a client that does work of its own between: the
   * metric counted from that start reads that much too long.
   *
   * @param request the request, as the messages name it ("request 1 (the model's answer 3)")
   */
  record OwnStart(double seconds, String request, String difference) implements Reason {}

  // ---- the attempts' history

  /** Inconclusive through every attempt, alike each time: a mechanism, so failed. */
  record StayedInconclusive(Reason first, int attempts) implements Reason {}

  /** Inconclusive in every attempt, on other late events each time: the machine's. */
  record LateEventsMoved(Reason first, List<List<String>> lateEvents) implements Reason {
    public LateEventsMoved {
      lateEvents = List.copyOf(lateEvents);
    }
  }

  /** Inconclusive in every attempt, the machine holding threads off a core in some: its doing. */
  record MachineHeldOff(Reason first, List<Check.HeldOff> heldOff) implements Reason {
    public MachineHeldOff {
      heldOff = List.copyOf(heldOff);
    }
  }

  /** Late in every attempt on the same event, by amounts that scatter: the machine's. */
  record LatenessScattered(Reason first, List<Double> lateness) implements Reason {
    public LatenessScattered {
      lateness = List.copyOf(lateness);
    }
  }

  /** A stated number missed alike in every attempt while the model kept it: the benchmark's. */
  record SteadyBias(List<Check.Bias> biases) implements Reason {
    public SteadyBias {
      biases = List.copyOf(biases);
    }
  }

  // ---- the client's own claims

  /** A field the client does not have. */
  record NotReported(String client) implements Reason {}

  /** A request's value of a field the client gives only for the whole run. */
  record OnlyForTheRun(String client) implements Reason {}

  /** A throughput's definition for a client that divides by a window its report does not keep. */
  record OwnWindow(String window) implements Reason {}

  /** A check on the chunks of a client that keeps none. */
  record NoChunks(String client) implements Reason {}

  /** A statistic of the run the client's summary does not have. */
  record NoStatistic(Statistic statistic, String client) implements Reason {}

  /** A failure label of the expected {@code family} in the client's own words. */
  record LabelledOtherwise(String family, String client) implements Reason {}

  /**
   * Failures of the expected {@code family} counted as many as stated once the client's own words
   * for it ({@code words}) count too.
   */
  record CountedOtherwise(String family, String client, List<String> words) implements Reason {
    public CountedOtherwise {
      words = List.copyOf(words);
    }
  }

  /** A failure message in the client's own words, where the scenario words it as tokenpace. */
  record WordedOtherwise(String client) implements Reason {}

  /**
   * A stated number under the load the client {@code played} instead of the scenario's: the model's
   * own number for that load, which the report kept, or ({@code asStated}) the stated number
   * itself, which says nothing of the scenario's load either.
   */
  record PlaysOtherwise(String played, boolean asStated, Value model) implements Reason {

    public PlaysOtherwise(String played, boolean asStated) {
      this(played, asStated, null);
    }
  }

  /**
   * A client that played otherwise than the scenario asks, its number off what the model played:
   * the model's number is the truth, and the client's is wrong by {@code bias}, unless a delivery
   * the machine made late by {@code deliveredLate} seconds (0 when none did) accounts for it.
   */
  record OffWhatItPlayed(Check.Bias bias, String played, double deliveredLate) implements Reason {}

  /**
   * A number off the model's by more than the {@code modelAtMost} seconds the model could have made
   * of it, on a field the client stamps otherwise ({@code difference}). Its own stamp when the
   * offset came back in every attempt ({@code attempts} of them); after one attempt, a hold-up of
   * the client's process as likely, which another attempt tells.
   */
  record OwnOffset(Check.Bias bias, double modelAtMost, String difference, int attempts)
      implements Reason {

    /** Whether the offset came back, so it is the client's stamp, not one hold-up. */
    public boolean repeated() {
      return attempts > 1;
    }
  }

  /** A miss on a field the client defines otherwise, with the client's {@code difference}. */
  record Noted(Reason missed, String difference) implements Reason {}
}
