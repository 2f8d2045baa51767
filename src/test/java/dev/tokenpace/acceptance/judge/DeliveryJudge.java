package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.verdict.Judgement.CONNECT;
import static dev.tokenpace.acceptance.verdict.Judgement.DELIVERY;

import dev.tokenpace.acceptance.evidence.Delivery;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The robust judgement: how late the benchmark saw what the model did. A stamping bug makes every
 * event, or every event of a kind, late or early by the same mechanism; a busy machine makes one
 * late now and then. So: nothing may be seen before it happened; the median is held to the
 * tolerance; a single event later than {@link #SINGLE_LATE_FACTOR} times it makes the run
 * inconclusive (and failed when the same event is that late in every attempt, {@link Attempts}).
 */
public final class DeliveryJudge {

  /**
   * A single delivery may be this many times the tolerance late: one preempted thread, not a bug.
   */
  public static final int SINGLE_LATE_FACTOR = 4;

  /** Fewer reads than this cannot tell most events late from one late event. */
  static final int MEDIAN_READS = 3;

  private static final double ROUNDING = Check.ROUNDING;

  /** Hold-ups shorter than this are not worth a sentence. */
  private static final double MEASURABLE_SECONDS = 0.0001;

  /** Deliveries seen this close together came in one read of the socket. */
  private static final double SAME_READ_SECONDS = 0.001;

  private DeliveryJudge() {}

  /**
   * How the benchmark delivered what the model did in {@code requests}, held to the metric's
   * tolerance per delivery; for a metric counted from the start, each new connection's start too.
   */
  public static List<Check> of(List<RequestEvidence> requests, Metric metric, Tolerance tolerance) {
    List<Delivery> deliveries =
        new ArrayList<>(requests.stream().flatMap(r -> r.deliveries().stream()).toList());
    if (metric == Metric.SCHEDULE_DELAY || metric == Metric.REQUEST_LATENCY_FROM_SCHEDULE) {
      // The benchmark's punctuality is judged as its deliveries are: most sends late is its doing.
      requests.forEach(request -> deliveries.add(request.send()));
    }
    List<Check> checks =
        new ArrayList<>(delivery(metric, deliveries, perDelivery(metric, requests, tolerance)));
    if (metric.countsFromStart()) {
      requests.forEach(request -> connection(request, metric, tolerance).ifPresent(checks::add));
    }
    return checks;
  }

  /**
   * What the stated tolerance allows each delivery, for a metric that divides its span: TPOT moves
   * by a delivery's lateness over N - 1, NTPOT over N; the others by the lateness itself.
   */
  static Tolerance perDelivery(Metric metric, List<RequestEvidence> requests, Tolerance tolerance) {
    int divisor = requests.stream().mapToInt(RequestEvidence::outputTokens).min().orElse(1);
    int scale =
        switch (metric) {
          case TIME_PER_OUTPUT_TOKEN -> divisor - 1;
          case NORMALIZED_TIME_PER_OUTPUT_TOKEN -> divisor;
          default -> 1;
        };
    return new Tolerance(tolerance.duration().multipliedBy(Math.max(1, scale)));
  }

  /**
   * Whether the benchmark saw what the model did when the model did it, judged robustly over {@code
   * deliveries} (every request the step is about).
   */
  public static List<Check> delivery(
      ReportField metric, List<Delivery> deliveries, Tolerance tolerance) {
    if (deliveries.isEmpty()) {
      throw new IllegalStateException("no delivery to judge " + metric.label() + " by");
    }
    List<Check> checks = new ArrayList<>();
    Delivery tightest =
        deliveries.stream()
            .min(Comparator.comparingDouble(d -> d.lateness() - d.earliest()))
            .orElseThrow();
    checks.add(
        Check.of(
            !tightest.impossible(),
            DELIVERY,
            metric,
            "nothing seen before it happened (closest: " + tightest.describe() + ")",
            "≥ " + Ms.of(tightest.earliest()),
            Ms.of(tightest.lateness()),
            metric.label() + ": " + impossibility(tightest)));
    List<Delivery> late = deliveries.stream().filter(Delivery::judgedLate).toList();
    if (late.isEmpty()) {
      return checks;
    }
    List<Double> reads = latenessPerRead(late, Delivery::lateness);
    double median = Statistic.MEDIAN.of(reads);
    double ownMedian = Statistic.MEDIAN.of(latenessPerRead(late, Delivery::ownLateness));
    String what = "typical lateness (median of " + reads.size() + " reads)";
    String typical =
        metric.label()
            + ": the benchmark saw what the model did typically "
            + Ms.of(median)
            + " late (the median of "
            + reads.size()
            + " reads; allowed: "
            + tolerance
            + ").";
    double allowed = tolerance.seconds() + ROUNDING;
    if (median <= allowed) {
      checks.add(Check.pass(DELIVERY, metric, what, "≤ " + tolerance, Ms.of(median)));
    } else if (ownMedian <= allowed) {
      checks.add(heldOff(metric, what, "≤ " + tolerance, median, median - ownMedian, typical));
    } else if (reads.size() < MEDIAN_READS) {
      // One or two reads cannot tell most events late (the benchmark) from one paused thread the
      // probe did not see: the run is not judged, and lateness in every attempt fails (Attempts).
      checks.add(
          Check.inconclusive(
                  DELIVERY,
                  metric,
                  what,
                  "≤ " + tolerance,
                  Ms.of(median),
                  typical
                      + " With "
                      + reads.size()
                      + (reads.size() == 1 ? " read" : " reads")
                      + " that may be one paused thread, so this run cannot judge it")
              .with(lateAt(latestOf(late))));
    } else {
      checks.add(
          Check.of(
              false,
              DELIVERY,
              metric,
              what,
              "≤ " + tolerance,
              Ms.of(median),
              typical
                  + (median - ownMedian < MEASURABLE_SECONDS
                      ? ""
                      : " The machine held threads off a core for "
                          + Ms.of(median - ownMedian)
                          + " of it; the "
                          + Ms.of(ownMedian)
                          + " left is the benchmark's own.")
                  + " Most events late by the same amount is the benchmark's doing, not a busy"
                  + " machine's"));
    }
    Delivery latest = latestOf(late);
    double cap = SINGLE_LATE_FACTOR * tolerance.seconds();
    String latestWhat = "latest: " + latest.describe();
    if (latest.lateness() <= cap + ROUNDING) {
      checks.add(
          Check.pass(DELIVERY, metric, latestWhat, "≤ " + Ms.of(cap), Ms.of(latest.lateness())));
    } else if (latest.ownLateness() <= cap + ROUNDING) {
      checks.add(
          heldOff(
              metric,
              latestWhat,
              "≤ " + Ms.of(cap),
              latest.lateness(),
              latest.heldOff(),
              metric.label() + ": " + late(latest) + "."));
    } else {
      // One event far too late is what a paused thread looks like; the same in every attempt is
      // not.
      checks.add(
          Check.inconclusive(
                  DELIVERY,
                  metric,
                  latestWhat,
                  "≤ " + Ms.of(cap),
                  Ms.of(latest.lateness()),
                  metric.label()
                      + ": "
                      + late(latest)
                      + "; one late event is forgiven up to "
                      + Ms.of(cap)
                      + " ("
                      + SINGLE_LATE_FACTOR
                      + " × the "
                      + tolerance
                      + " tolerance), so this run cannot judge it")
              .with(lateAt(latest)));
    }
    return checks;
  }

  /**
   * The benchmark's start against the model accepting the request's connection: no earlier than the
   * accept less the allowance for one event (4 × {@code tolerance}: connecting takes a moment, and
   * it is one event, like a single late chunk), or the request waited on the benchmark's side
   * before it was on its way. A reused connection was accepted long before. A busy machine can hold
   * up a connect, so a miss is inconclusive; held up in every attempt, it fails ({@link Attempts}).
   */
  public static Optional<Check> connection(
      RequestEvidence request, Metric metric, Tolerance tolerance) {
    Optional<Double> connecting = request.connecting();
    if (connecting.isEmpty()) {
      return Optional.empty();
    }
    double seconds = connecting.get();
    double allowed = SINGLE_LATE_FACTOR * tolerance.seconds();
    String what = "the start of " + request.name() + ", against the model accepting its connection";
    String expected = "≤ " + Ms.of(allowed) + " before it";
    if (seconds <= allowed + ROUNDING) {
      return Optional.of(Check.pass(CONNECT, metric, what, expected, Ms.of(seconds)));
    }
    double heldOff = request.heldOffConnecting();
    boolean machines = seconds - heldOff <= allowed + ROUNDING;
    String reason =
        what
            + ": the benchmark started it "
            + Ms.of(seconds)
            + " before the model accepted the connection (allowed: "
            + Ms.of(allowed)
            + ", 4 × the tolerance); "
            + (machines
                ? "the machine held threads off a core for " + Ms.of(heldOff) + " of it"
                : "a busy machine can hold up a connect")
            + ", so this run cannot judge the start";
    return Optional.of(
        Check.inconclusive(CONNECT, metric, what, expected, Ms.of(seconds), reason)
            .with(
                machines
                    ? new Check.HeldOff(seconds, heldOff)
                    : new Check.Late(List.of(request.name()), seconds, heldOff)));
  }

  /**
   * The lateness of each read: deliveries of one request seen within {@link #SAME_READ_SECONDS} of
   * each other count once, at the latest of them. A burst of chunks the benchmark read together
   * shares one fate; a pause of the benchmark's thread during it is one late event, not many.
   */
  /**
   * The latest of {@code late} names the late events across attempts: the same mechanism makes the
   * same event the latest each time, while which events pass the tolerance by a hair can change
   * with the machine's jitter.
   */
  private static Delivery latestOf(List<Delivery> late) {
    return late.stream().max(Comparator.comparingDouble(Delivery::lateness)).orElseThrow();
  }

  private static Check.Late lateAt(Delivery latest) {
    return new Check.Late(List.of(latest.describe()), latest.lateness(), latest.heldOff());
  }

  static List<Double> latenessPerRead(List<Delivery> deliveries) {
    return latenessPerRead(deliveries, Delivery::lateness);
  }

  /**
   * A miss the machine accounts for: it held a ready thread off a core for long enough that,
   * without those hold-ups, the benchmark was within what is allowed. Not judged, however often.
   */
  private static Check heldOff(
      ReportField metric,
      String what,
      String expected,
      double lateness,
      double heldOff,
      String reason) {
    return Check.inconclusive(
            DELIVERY,
            metric,
            what,
            expected,
            Ms.of(lateness),
            reason
                + " The machine held threads off a core for "
                + Ms.of(heldOff)
                + " of it, so this run cannot judge it")
        .with(new Check.HeldOff(lateness, heldOff));
  }

  private static List<Double> latenessPerRead(
      List<Delivery> deliveries, java.util.function.ToDoubleFunction<Delivery> lateness) {
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
        reads.set(
            reads.size() - 1,
            Math.max(reads.get(reads.size() - 1), lateness.applyAsDouble(delivery)));
      } else {
        reads.add(lateness.applyAsDouble(delivery));
        first = delivery;
      }
    }
    return reads;
  }

  private static String late(Delivery delivery) {
    return "the benchmark saw "
        + delivery.describe()
        + " "
        + Ms.of(delivery.lateness())
        + (delivery.of() == Delivery.Of.END
            ? " after the model ended it"
            : " after the model sent it");
  }

  private static String impossibility(Delivery delivery) {
    double early = delivery.earliest() - delivery.lateness();
    if (delivery.of() == Delivery.Of.REQUEST) {
      return "the model began receiving "
          + delivery.request()
          + " "
          + Ms.of(early)
          + " before the benchmark stamped its start;"
          + " that cannot happen, so the benchmark stamps the start too late";
    }
    if (delivery.of() == Delivery.Of.SEND) {
      return "the benchmark started "
          + delivery.request()
          + " "
          + Ms.of(early)
          + " before it could have gone (its schedule, or the end of the request whose slot it"
          + " took); that cannot happen, so the benchmark stamps the start too early or sends"
          + " ahead of its schedule";
    }
    return "the benchmark saw "
        + delivery.describe()
        + " "
        + Ms.of(early)
        + " before the model could have finished sending it;"
        + " that cannot happen, so the benchmark stamps too early";
  }
}
