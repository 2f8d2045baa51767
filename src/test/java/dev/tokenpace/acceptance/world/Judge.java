package dev.tokenpace.acceptance.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The three ways a number is judged (docs/steps.md, "How a check is judged").
 *
 * <ul>
 *   <li><b>Definition</b>, exact: the reported value against the definition fed with the
 *       benchmark's own stamps and the model's own token counts. Nothing about the machine enters,
 *       so it never flakes and never forgives.
 *   <li><b>Delivery</b>, robust: how late the benchmark saw what the model did. A stamping bug
 *       makes every event, or every event of a kind, late or early by the same mechanism; a busy
 *       machine makes one late now and then. So: nothing may be seen before it happened; the median
 *       is held to the tolerance; a single event later than {@link #SINGLE_LATE_FACTOR} times it
 *       makes the run inconclusive, and failed when that happens in every attempt.
 *   <li><b>The fake model</b> against the script, for steps that state a number: when it missed by
 *       more than the tolerance because it woke late (more than {@link #FAKE_ALLOWANCE_SECONDS}),
 *       the run cannot judge the number: inconclusive. When it missed although it was on time, the
 *       fake or the script is wrong: failed.
 * </ul>
 */
public final class Judge {

  /** How late the fake may start a write and still count as keeping its script. */
  public static final double FAKE_ALLOWANCE_SECONDS = 0.002;

  /**
   * A single delivery may be this many times the tolerance late: one preempted thread, not a bug.
   */
  public static final int SINGLE_LATE_FACTOR = 4;

  private static final double ROUNDING = Delivery.ROUNDING;

  /** Deliveries seen this close together came in one read of the socket. */
  private static final double SAME_READ_SECONDS = 0.001;

  private Judge() {}

  /**
   * The reported {@code metric} of one request against its definition, with the token counts it
   * rests on.
   */
  public static List<Check> definition(
      RequestEvidence request, ReportedValue reported, Metric metric) {
    List<Check> checks = new ArrayList<>(tokenCounts(request));
    Definition definition = request.definition();
    String what = metric.label() + " of " + request.name();
    if (metric.sampled()) {
      checks.addAll(samples(what, reported.samples(), definition.samples(metric)));
    } else {
      checks.add(value(what, reported.value(), definition.value(metric)));
    }
    return checks;
  }

  /** One value against the value the definition gives, to rounding. */
  public static Check value(String what, Double reported, Double defined) {
    if (reported == null || defined == null) {
      boolean both = reported == null && defined == null;
      return Check.of(
          both,
          "definition",
          what,
          defined == null ? "undefined" : Ms.exact(defined),
          reported == null ? "none" : Ms.exact(reported),
          what
              + ": the report says "
              + (reported == null ? "nothing" : Ms.exact(reported))
              + ", but by its definition "
              + (defined == null ? "it is undefined" : "it is " + Ms.exact(defined))
              + " (docs/metrics.md)");
    }
    return Check.of(
        Math.abs(reported - defined) <= ROUNDING,
        "definition",
        what,
        Ms.exact(defined),
        Ms.exact(reported),
        what
            + ": the report says "
            + Ms.exact(reported)
            + ", but the benchmark's own stamps give "
            + Ms.exact(defined)
            + " by its definition (docs/metrics.md): the formula is wrong");
  }

  private static List<Check> samples(String what, List<Double> reported, List<Double> defined) {
    List<Check> checks = new ArrayList<>();
    checks.add(
        Check.of(
            reported.size() == defined.size(),
            "definition",
            what + ", samples",
            String.valueOf(defined.size()),
            String.valueOf(reported.size()),
            what
                + ": the report has "
                + reported.size()
                + " samples, its definition gives "
                + defined.size()
                + " (one per token after the first chunk, docs/metrics.md)"));
    int worst = -1;
    double worstDiff = 0;
    for (int i = 0; i < Math.min(reported.size(), defined.size()); i++) {
      double diff = Math.abs(reported.get(i) - defined.get(i));
      if (worst < 0 || diff > worstDiff) {
        worst = i;
        worstDiff = diff;
      }
    }
    if (worst >= 0) {
      String sample = what + ", sample " + (worst + 1);
      checks.add(
          Check.of(
              worstDiff <= ROUNDING,
              "definition",
              sample + (worstDiff <= ROUNDING ? " (the furthest)" : ""),
              Ms.exact(defined.get(worst)),
              Ms.exact(reported.get(worst)),
              sample
                  + ": the report says "
                  + Ms.exact(reported.get(worst))
                  + ", but the benchmark's own stamps give "
                  + Ms.exact(defined.get(worst))
                  + " by its definition (docs/metrics.md): the formula is wrong"));
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
    if (sent.size() != seen.size()) {
      return List.of(
          Check.of(
              false,
              "count",
              "chunks with tokens of " + request.name(),
              String.valueOf(sent.size()),
              String.valueOf(seen.size()),
              "output tokens of "
                  + request.name()
                  + ": the benchmark reported "
                  + seen.size()
                  + " chunks with text, the model sent "
                  + sent.size()));
    }
    List<Integer> completed = request.modelCounts();
    for (int i = 0; i < sent.size(); i++) {
      int words = completed.get(i);
      int counted = seen.get(i).tokens();
      if (counted != words) {
        boolean split = words != Words.count(sent.get(i).text());
        return List.of(
            Check.of(
                false,
                "count",
                "tokens in chunk " + (i + 1) + " of " + request.name(),
                String.valueOf(words),
                String.valueOf(counted),
                "output tokens of "
                    + request.name()
                    + ": the benchmark counted "
                    + counted
                    + " in chunk "
                    + (i + 1)
                    + " (\""
                    + sent.get(i).text().strip()
                    + "\"), where the model "
                    + (split ? "completed " : "sent ")
                    + words
                    + (words == 1 ? " word" : " words")
                    + (split ? " (a word counts in the chunk where it ends)" : "")));
      }
    }
    return List.of();
  }

  /**
   * Whether the benchmark saw what the model did when the model did it, judged robustly over {@code
   * deliveries} (every request the step is about).
   */
  public static List<Check> delivery(
      String metric, List<Delivery> deliveries, Tolerance tolerance) {
    if (deliveries.isEmpty()) {
      throw new IllegalStateException("no delivery to judge " + metric + " by");
    }
    List<Check> checks = new ArrayList<>();
    Delivery tightest =
        deliveries.stream()
            .min(Comparator.comparingDouble(d -> d.lateness() - d.earliest()))
            .orElseThrow();
    checks.add(
        Check.of(
            !tightest.impossible(),
            "delivery",
            "nothing seen before it happened (closest: " + tightest.describe() + ")",
            "≥ " + Ms.of(tightest.earliest()),
            Ms.of(tightest.lateness()),
            metric + ": " + impossibility(tightest)));
    List<Delivery> late = deliveries.stream().filter(Delivery::judgedLate).toList();
    if (late.isEmpty()) {
      return checks;
    }
    List<Double> reads = latenessPerRead(late);
    double median = Statistic.MEDIAN.of(reads);
    checks.add(
        Check.of(
            median <= tolerance.seconds() + ROUNDING,
            "delivery",
            "typical lateness (median of " + reads.size() + " reads)",
            "≤ " + tolerance,
            Ms.of(median),
            metric
                + ": the benchmark saw what the model did typically "
                + Ms.of(median)
                + " late (the median of "
                + reads.size()
                + " reads; allowed: "
                + tolerance
                + "). Most events late by the same amount is the benchmark's doing,"
                + " not a busy machine's"));
    Delivery latest =
        late.stream().max(Comparator.comparingDouble(Delivery::lateness)).orElseThrow();
    double cap = SINGLE_LATE_FACTOR * tolerance.seconds();
    String what = "latest: " + latest.describe();
    if (latest.lateness() <= cap + ROUNDING) {
      checks.add(Check.pass("delivery", what, "≤ " + Ms.of(cap), Ms.of(latest.lateness())));
    } else {
      // One event far too late is what a paused thread looks like; the same in every attempt is
      // not.
      checks.add(
          Check.inconclusive(
              "delivery",
              what,
              "≤ " + Ms.of(cap),
              Ms.of(latest.lateness()),
              metric
                  + ": "
                  + late(latest)
                  + "; one late event is forgiven up to "
                  + Ms.of(cap)
                  + " ("
                  + SINGLE_LATE_FACTOR
                  + " × the "
                  + tolerance
                  + " tolerance), so this run cannot judge it"));
    }
    return checks;
  }

  /**
   * The lateness of each read: deliveries of one request seen within {@link #SAME_READ_SECONDS} of
   * each other count once, at the latest of them. A burst of chunks the benchmark read together
   * shares one fate; a pause of the benchmark's thread during it is one late event, not many.
   */
  static List<Double> latenessPerRead(List<Delivery> deliveries) {
    List<Delivery> inOrder =
        deliveries.stream()
            .sorted(Comparator.comparing(Delivery::request).thenComparingDouble(Delivery::seenAt))
            .toList();
    List<Double> reads = new ArrayList<>();
    Delivery first = null;
    for (Delivery delivery : inOrder) {
      boolean sameRead =
          first != null
              && first.request().equals(delivery.request())
              && delivery.seenAt() - first.seenAt() <= SAME_READ_SECONDS;
      if (sameRead) {
        reads.set(reads.size() - 1, Math.max(reads.get(reads.size() - 1), delivery.lateness()));
      } else {
        reads.add(delivery.lateness());
        first = delivery;
      }
    }
    return reads;
  }

  private static String late(Delivery delivery) {
    if (delivery.what().startsWith("the end")) {
      return "the benchmark saw "
          + delivery.describe()
          + " "
          + Ms.of(delivery.lateness())
          + " after the model ended it";
    }
    return "the benchmark saw "
        + delivery.describe()
        + " "
        + Ms.of(delivery.lateness())
        + " after the model sent it";
  }

  private static String impossibility(Delivery delivery) {
    double early = delivery.earliest() - delivery.lateness();
    if (delivery.what().startsWith("the request")) {
      return "the model began receiving "
          + delivery.request()
          + " "
          + Ms.of(early)
          + " before the benchmark stamped its start;"
          + " that cannot happen, so the benchmark stamps the start too late";
    }
    return "the benchmark saw "
        + delivery.describe()
        + " "
        + Ms.of(early)
        + " before the model could have finished sending it;"
        + " that cannot happen, so the benchmark stamps too early";
  }

  /**
   * A time the fake model kept against the number the script states: passed within the tolerance;
   * inconclusive when the fake sent late by more than its allowance and that lateness accounts for
   * the miss; failed otherwise (on time and still off, or early): the fake or the script is wrong.
   *
   * @param fakeLateness how late the fake sent the chunks involved, against its own schedule
   */
  public static Check fake(
      String what, double observed, double stated, Tolerance tolerance, double fakeLateness) {
    String expected = Ms.stated(stated) + " ± " + tolerance;
    double miss = Math.abs(observed - stated);
    if (miss <= tolerance.seconds() + ROUNDING) {
      return Check.pass("fake model", what, expected, Ms.of(observed));
    }
    String missed = what + ": " + Ms.of(observed) + ", where the script says " + expected + ". ";
    if (lateAccountsFor(miss, tolerance, fakeLateness)) {
      return tooBusy("fake model", what, expected, Ms.of(observed), missed, fakeLateness);
    }
    return Check.failed(
        "fake model",
        what,
        expected,
        Ms.of(observed),
        missed
            + "The fake model was "
            + Ms.of(Math.max(0, fakeLateness))
            + " behind its schedule, which does not account for"
            + " a miss of "
            + Ms.of(miss)
            + ", so the fake or the script is wrong");
  }

  private static Check tooBusy(
      String kind,
      String what,
      String expected,
      String reported,
      String missed,
      double fakeLateness) {
    return Check.inconclusive(
        kind,
        what,
        expected,
        reported,
        missed
            + "The fake model sent "
            + Ms.of(fakeLateness)
            + " behind its schedule (its allowance: "
            + Ms.of(FAKE_ALLOWANCE_SECONDS)
            + "): this machine was too busy to judge the number");
  }

  /** Whether the fake's own lateness, beyond its allowance, is enough to explain a miss. */
  private static boolean lateAccountsFor(double miss, Tolerance tolerance, double fakeLateness) {
    return fakeLateness > FAKE_ALLOWANCE_SECONDS
        && miss - tolerance.seconds() <= fakeLateness + ROUNDING;
  }

  /**
   * A reported number against the number a step states, counted as the script counts: from when the
   * model received the request (the request's way there is not the script's). Within the tolerance
   * it passes. Otherwise the model's own timeline decides whose the miss is: when the model missed
   * the number and its lateness accounts for that, or when it kept the number and one late delivery
   * (already judged robustly) added the miss, the machine was too busy to judge: inconclusive. When
   * the model was on time and still missed, the script and the number disagree: failed.
   *
   * @param fromReceipt the reported value less the request's way to the model
   * @param model the same metric from the model's side: from its receipt, at its send stamps
   * @param fakeLateness how late the fake sent the chunks involved
   */
  public static Check stated(
      String what,
      double fromReceipt,
      double model,
      double stated,
      Tolerance tolerance,
      double fakeLateness) {
    String expected = Ms.stated(stated) + " ± " + tolerance;
    if (Math.abs(fromReceipt - stated) <= tolerance.seconds() + ROUNDING) {
      return Check.pass("stated", what, expected, Ms.of(fromReceipt));
    }
    String missed =
        what
            + ": reported "
            + Ms.of(fromReceipt)
            + ", where the scenario states "
            + expected
            + ". ";
    double modelMiss = Math.abs(model - stated);
    if (modelMiss <= tolerance.seconds() + ROUNDING) {
      return Check.inconclusive(
          "stated",
          what,
          expected,
          Ms.of(fromReceipt),
          missed
              + "The model kept the number ("
              + Ms.of(model)
              + "); the rest is one late delivery on a busy machine: too busy to judge the number");
    }
    String modelSays = "The model's own timeline gives " + Ms.of(model) + ". ";
    if (lateAccountsFor(modelMiss, tolerance, fakeLateness)) {
      return tooBusy(
          "stated", what, expected, Ms.of(fromReceipt), missed + modelSays, fakeLateness);
    }
    return Check.failed(
        "stated",
        what,
        expected,
        Ms.of(fromReceipt),
        missed
            + modelSays
            + "The fake model was "
            + Ms.of(Math.max(0, fakeLateness))
            + " behind its script at most, so the script and the stated"
            + " number disagree");
  }

  /** A count that must be exact. */
  public static Check count(String what, int expected, int actual) {
    return Check.of(
        expected == actual,
        "count",
        what,
        String.valueOf(expected),
        String.valueOf(actual),
        what + ": " + actual + ", where " + expected + " was expected");
  }
}
