package dev.tokenpace.acceptance.judge;

import static dev.tokenpace.acceptance.verdict.Judgement.CONNECT;
import static dev.tokenpace.acceptance.verdict.Judgement.DELIVERY;

import dev.tokenpace.acceptance.evidence.Delivery;
import dev.tokenpace.acceptance.evidence.RequestEvidence;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Metric;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.ReportField;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Tolerance;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.Verdict;
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

  /**
   * Fewer reads than this cannot tell most events late from a busy machine in one attempt: beside
   * two burners, the 4 first-token reads of one run came 16.7 ms late alike while the probe saw no
   * thread held off. Fewer reads are not judged, and lateness alike in every attempt fails
   * (Attempts).
   */
  static final int MEDIAN_READS = 8;

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
  public static List<Check> delivery(ReportField metric, List<Delivery> all, Tolerance tolerance) {
    List<Delivery> deliveries = all.stream().filter(d -> moves(d, metric)).toList();
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
            new Value.AtLeast(new Value.Millis(tightest.earliest())),
            new Value.Millis(tightest.lateness()),
            seenEarly(tightest)));
    List<Delivery> late = deliveries.stream().filter(Delivery::judgedLate).toList();
    if (late.isEmpty()) {
      return checks;
    }
    List<Double> reads = latenessPerRead(late, Delivery::lateness);
    double median = Statistic.MEDIAN.of(reads);
    double ownMedian = Statistic.MEDIAN.of(latenessPerRead(late, Delivery::ownLateness));
    String what = "typical lateness (median of " + reads.size() + " reads)";
    Value allowedMedian = new Value.AtMost(new Value.Allowed(tolerance));
    Value shown = new Value.Millis(median);
    double heldOff = median - ownMedian;
    double allowed = tolerance.seconds() + ROUNDING;
    if (median <= allowed) {
      checks.add(Check.pass(DELIVERY, metric, what, allowedMedian, shown));
    } else {
      // One or two reads cannot tell most events late (the benchmark) from one paused thread the
      // probe did not see: the run is not judged, and lateness in every attempt fails (Attempts).
      Reason.Typically how =
          ownMedian <= allowed
              ? Reason.Typically.MACHINE_HELD_OFF
              : reads.size() < MEDIAN_READS
                  ? Reason.Typically.FEW_READS
                  : Reason.Typically.BENCHMARKS;
      boolean benchmarks = how == Reason.Typically.BENCHMARKS;
      checks.add(
          Check.failed(
                  DELIVERY,
                  metric,
                  what,
                  allowedMedian,
                  shown,
                  new Reason.TypicallyLate(
                      median,
                      reads.size(),
                      tolerance,
                      benchmarks && heldOff < MEASURABLE_SECONDS ? 0 : heldOff,
                      how))
              .withVerdict(benchmarks ? Verdict.FAIL : Verdict.INCONCLUSIVE)
              .with(
                  switch (how) {
                    case MACHINE_HELD_OFF -> new Check.HeldOff(median, heldOff);
                    case FEW_READS -> lateAt(latestOf(late));
                    case BENCHMARKS -> null;
                  }));
    }
    Delivery latest = latestOf(late);
    double cap = SINGLE_LATE_FACTOR * tolerance.seconds();
    String latestWhat = "latest: " + latest.describe();
    Value forgiven = new Value.AtMost(new Value.Millis(cap));
    Value seen = new Value.Millis(latest.lateness());
    if (latest.lateness() <= cap + ROUNDING) {
      checks.add(Check.pass(DELIVERY, metric, latestWhat, forgiven, seen));
    } else {
      // One event far too late is what a paused thread looks like; the same in every attempt is
      // not, unless the machine held threads off a core for the part beyond the allowance.
      boolean machines = latest.ownLateness() <= cap + ROUNDING;
      checks.add(
          Check.inconclusive(
                  DELIVERY,
                  metric,
                  latestWhat,
                  forgiven,
                  seen,
                  new Reason.LateEvent(
                      latest.describe(),
                      latest.of() == Delivery.Of.END,
                      latest.lateness(),
                      SINGLE_LATE_FACTOR,
                      tolerance))
              .with(
                  machines
                      ? new Check.HeldOff(latest.lateness(), latest.heldOff())
                      : lateAt(latest)));
    }
    return checks;
  }

  /**
   * Whether {@code delivery} can move {@code field}: the end of the stream moves only what ends
   * there.
   */
  static boolean moves(Delivery delivery, ReportField field) {
    return delivery.of() != Delivery.Of.END
        || !(field instanceof Metric metric)
        || metric.endsAtStreamEnd();
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
    Value expected = new Value.AtMost(new Value.Before(new Value.Millis(allowed)));
    Value shown = new Value.Millis(seconds);
    if (seconds <= allowed + ROUNDING) {
      return Optional.of(Check.pass(CONNECT, metric, what, expected, shown));
    }
    double heldOff = request.heldOffConnecting();
    boolean machines = seconds - heldOff <= allowed + ROUNDING;
    return Optional.of(
        Check.inconclusive(
                CONNECT,
                metric,
                what,
                expected,
                shown,
                new Reason.ConnectEarly(seconds, allowed, request.name()))
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

  /** A stamp before what it stamps could have happened, by the delivery it is of. */
  private static Reason.SeenEarly seenEarly(Delivery delivery) {
    Reason.Stamped stamped =
        switch (delivery.of()) {
          case REQUEST -> Reason.Stamped.START_AFTER_RECEIPT;
          case SEND -> Reason.Stamped.START_BEFORE_SCHEDULE;
          default -> Reason.Stamped.EVENT;
        };
    String event = stamped == Reason.Stamped.EVENT ? delivery.describe() : delivery.request();
    return new Reason.SeenEarly(stamped, event, delivery.earliest() - delivery.lateness());
  }
}
