package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Ms;
import dev.tokenpace.acceptance.verdict.WayInField;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Judges each request's way in (docs/metrics.md, "The way in") against the fake's own stamps: a
 * connection is new exactly when the fake accepted one for the request, and every stamp keeps the
 * order cause and effect impose with the fake's accept and receipt, which no busy machine can
 * reverse. The durations' definitions are {@link WayInDefinitions}.
 */
public final class WayInChecks {

  private WayInChecks() {}

  /**
   * Whether the report calls the connection new exactly when the fake accepted one for it after the
   * request started. One the model accepted before the start was opened ahead of the request
   * ({@code load.preconnect}): the request found it open, as a kept-alive one. One it accepted
   * after the start and the report calls reused cannot be told apart from one opened ahead that a
   * busy machine held in the model's accept: inconclusive, and failed when so in every attempt.
   */
  public static Check connection(String name, ReportedRequest request, Timeline timeline) {
    boolean acceptedAfterStart =
        timeline.acceptedNanos() > 0 && timeline.acceptedNanos() / 1e9 >= request.startTime();
    String truth = acceptedAfterStart ? "new" : "reused";
    String reported = String.valueOf(request.connection());
    if (acceptedAfterStart && reported.equals("reused")) {
      return Check.inconclusive(
          Judgement.CONNECT,
          WayInField.CONNECTION,
          "connection of " + name,
          truth,
          reported,
          "the report calls the connection of "
              + name
              + " reused, but the model accepted it "
              + Ms.of(timeline.acceptedNanos() / 1e9 - request.startTime())
              + " after the request started: opened for it, or opened ahead and held in the"
              + " model's accept by a busy machine; this run cannot tell");
    }
    return Check.of(
        truth.equals(reported),
        Judgement.COUNT_OR_LABEL,
        WayInField.CONNECTION,
        "connection of " + name,
        truth,
        reported,
        "the report calls the connection of "
            + name
            + " "
            + reported
            + ", but the model "
            + (truth.equals("new") ? "accepted a new connection for it" : "accepted none for it")
            + " (its timeline: the benchmark "
            + (truth.equals("new") ? "opened" : "reused")
            + " one)");
  }

  /**
   * Connections opened before a stage ({@code load.preconnect}): the model accepted exactly {@code
   * stated} of them, each before the run's first request started. An accept after that start is
   * inconclusive: the benchmark finished connecting before it started the request, but a busy
   * machine can hold the model's accept back after the kernel's handshake; so in every attempt, it
   * fails.
   */
  public static List<Check> openedAhead(List<Long> acceptedNanos, double firstStart, int stated) {
    List<Check> checks = new ArrayList<>();
    List<Long> accepted = acceptedNanos;
    checks.add(
        Check.of(
            accepted.size() == stated,
            Judgement.STATED_NUMBER,
            WayInField.CONNECTION,
            "connections the model accepted",
            Integer.toString(stated),
            Integer.toString(accepted.size()),
            "the model accepted "
                + accepted.size()
                + " connections, where the scenario states "
                + stated
                + " opened before the stage"));
    for (int i = 0; i < accepted.size(); i++) {
      double seconds = accepted.get(i) / 1e9;
      String what = "the model's accept of connection " + (i + 1) + " of " + accepted.size();
      String expected = "before the first request's start";
      String reported = Ms.of(seconds - firstStart) + " after it";
      checks.add(
          seconds < firstStart
              ? Check.pass(
                  Judgement.CONNECT,
                  WayInField.CONNECTION,
                  what,
                  expected,
                  Ms.of(firstStart - seconds) + " before it")
              : Check.inconclusive(
                  Judgement.CONNECT,
                  WayInField.CONNECTION,
                  what,
                  expected,
                  reported,
                  what
                      + " came "
                      + reported
                      + " the first request's start: the benchmark did not open it ahead, or a"
                      + " busy machine held the model's accept back; this run cannot tell"));
    }
    return checks;
  }

  /** A request on a connection opened ahead reports it reused, with no connect stamp. */
  public static Check noConnect(String name, ReportedRequest request) {
    Double connect = request.stamp("connect_time");
    String reported = request.connection() + (connect == null ? ", no connect" : ", a connect");
    return Check.of(
        "reused".equals(request.connection()) && connect == null,
        Judgement.COUNT_OR_LABEL,
        WayInField.CONNECT,
        "connection of " + name,
        "reused, no connect",
        reported,
        "the report gives "
            + name
            + " a "
            + reported
            + ", but every connection was open before the stage began: it opened none");
  }

  /**
   * The order the fake's stamps impose: a request starts before the model accepts its connection
   * and before it receives it; its connect completes before the model receives it; a TLS handshake
   * completes after the model accepted the connection and before it receives the request; the
   * response head comes after the receipt and no later than the first chunk.
   */
  public static List<Check> order(String name, ReportedRequest request, Timeline timeline) {
    double received = timeline.receivedNanos() / 1e9;
    double accepted = timeline.acceptedNanos() / 1e9;
    List<Check> checks = new ArrayList<>();
    Double connect = request.stamp("connect_time");
    if (connect != null) {
      checks.add(
          ordered(
              name,
              WayInField.CONNECT,
              "connect",
              request.startTime(),
              connect,
              received,
              "after its start and before the model received the request"));
    }
    Double tls = request.stamp("tls_time");
    if (tls != null && timeline.acceptedNanos() > 0) {
      checks.add(
          ordered(
              name,
              WayInField.TLS_HANDSHAKE,
              "TLS handshake",
              accepted,
              tls,
              received,
              "after the model accepted the connection and before it received the request"));
    }
    Double head = request.stamp("headers_time");
    if (head != null) {
      List<ReportedEvent> events = request.events();
      double firstEvent = events.isEmpty() ? request.endTime() : events.get(0).time();
      checks.add(
          ordered(
              name,
              WayInField.RESPONSE_HEAD,
              "response head",
              received,
              head,
              firstEvent,
              "after the model received the request and no later than the first chunk"));
    }
    return checks;
  }

  private static Check ordered(
      String name,
      WayInField field,
      String step,
      double earliest,
      double stamp,
      double latest,
      String where) {
    boolean inOrder = stamp >= earliest && stamp <= latest;
    return Check.of(
        inOrder,
        Judgement.CONNECT,
        field,
        step + " of " + name,
        String.format(Locale.ROOT, "%.6f .. %.6f s", earliest, latest),
        String.format(Locale.ROOT, "%.6f s", stamp),
        String.format(
            Locale.ROOT,
            "the %s of %s is stamped at %.3f ms on the monotonic clock, but it must come %s"
                + " (%.3f .. %.3f ms): the benchmark stamped it at the wrong moment",
            step,
            name,
            stamp * 1e3,
            where,
            earliest * 1e3,
            latest * 1e3));
  }

  /**
   * A hold the model put on a new connection before taking up its request is the server's time: it
   * shows in the time to the response head, and not in the connect, which the kernel completed
   * before the hold began.
   */
  public static List<Check> heldConnection(
      String name, ReportedRequest request, Timeline timeline) {
    double hold = timeline.takeUpHoldNanos() / 1e9;
    Double head = request.metric(WayInField.RESPONSE_HEAD.reportKey());
    Double connect = request.metric(WayInField.CONNECT.reportKey());
    List<Check> checks = new ArrayList<>();
    checks.add(
        Check.of(
            head != null && head >= hold,
            Judgement.STATED_NUMBER,
            WayInField.RESPONSE_HEAD,
            "time to the response head of " + name,
            "at least " + Ms.of(hold),
            Ms.orNone(head),
            "the time to the response head of "
                + name
                + " is "
                + Ms.orNone(head)
                + ", less than the "
                + Ms.of(hold)
                + " the model held its connection before taking it up"));
    checks.add(
        Check.of(
            connect != null && connect < hold,
            Judgement.STATED_NUMBER,
            WayInField.CONNECT,
            "connect duration of " + name,
            "below " + Ms.of(hold),
            Ms.orNone(connect),
            "the connect duration of "
                + name
                + " is "
                + Ms.orNone(connect)
                + ", but the connection was complete before the model's "
                + Ms.of(hold)
                + " hold began: the hold is the server's time, not the connect's"));
    return checks;
  }
}
