package dev.tokenpace.acceptance.checks;

import dev.tokenpace.acceptance.evidence.ReportedEvent;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.WayInField;
import dev.tokenpace.acceptance.verdict.WayInMisses;
import dev.tokenpace.fake.timeline.Timeline;
import java.util.ArrayList;
import java.util.List;

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
    Value truth = new Value.Label(acceptedAfterStart ? "new" : "reused");
    Value reported = new Value.Label(String.valueOf(request.connection()));
    if (acceptedAfterStart && "reused".equals(request.connection())) {
      return Check.inconclusive(
          Judgement.CONNECT,
          WayInField.CONNECTION,
          "connection of " + name,
          truth,
          reported,
          new WayInMisses.AcceptedAfterStart(
              name, timeline.acceptedNanos() / 1e9 - request.startTime()));
    }
    return Check.of(
        truth.equals(reported),
        Judgement.COUNT_OR_LABEL,
        WayInField.CONNECTION,
        "connection of " + name,
        truth,
        reported,
        new WayInMisses.ConnectionCalled(name, acceptedAfterStart));
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
            new Value.Count(stated),
            new Value.Count(accepted.size()),
            new WayInMisses.AcceptedAhead(accepted.size(), stated)));
    for (int i = 0; i < accepted.size(); i++) {
      double seconds = accepted.get(i) / 1e9;
      String what = "the model's accept of connection " + (i + 1) + " of " + accepted.size();
      Value expected = new Value.BeforeThe("the first request's start");
      checks.add(
          seconds < firstStart
              ? Check.pass(
                  Judgement.CONNECT,
                  WayInField.CONNECTION,
                  what,
                  expected,
                  new Value.Before(new Value.Millis(firstStart - seconds)))
              : Check.inconclusive(
                  Judgement.CONNECT,
                  WayInField.CONNECTION,
                  what,
                  expected,
                  new Value.After(new Value.Millis(seconds - firstStart)),
                  new WayInMisses.AcceptedAfterFirstStart()));
    }
    return checks;
  }

  /** A request on a connection opened ahead reports it reused, with no connect stamp. */
  public static Check noConnect(String name, ReportedRequest request) {
    Double connect = request.stamp("connect_time");
    return Check.of(
        "reused".equals(request.connection()) && connect == null,
        Judgement.COUNT_OR_LABEL,
        WayInField.CONNECT,
        "connection of " + name,
        new Value.Opened("reused", false),
        new Value.Opened(request.connection(), connect != null),
        new WayInMisses.ConnectedAnyway(name));
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
          ordered(name, WayInField.CONNECT, "connect", request.startTime(), connect, received));
    }
    Double tls = request.stamp("tls_time");
    if (tls != null && timeline.acceptedNanos() > 0) {
      checks.add(ordered(name, WayInField.TLS_HANDSHAKE, "TLS handshake", accepted, tls, received));
    }
    Double head = request.stamp("headers_time");
    if (head != null) {
      List<ReportedEvent> events = request.events();
      double firstEvent = events.isEmpty() ? request.endTime() : events.get(0).time();
      checks.add(
          ordered(name, WayInField.RESPONSE_HEAD, "response head", received, head, firstEvent));
    }
    return checks;
  }

  private static Check ordered(
      String name, WayInField field, String step, double earliest, double stamp, double latest) {
    boolean inOrder = stamp >= earliest && stamp <= latest;
    return Check.of(
        inOrder,
        Judgement.CONNECT,
        field,
        step + " of " + name,
        new Value.ClockWindow(earliest, latest),
        new Value.Clock(stamp),
        new WayInMisses.StampedOutOfOrder(stamp, earliest, latest));
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
            new Value.AtLeast(new Value.Millis(hold)),
            Value.orNone(head, Value.Millis::new),
            new WayInMisses.HeadBeforeHold(hold)));
    checks.add(
        Check.of(
            connect != null && connect < hold,
            Judgement.STATED_NUMBER,
            WayInField.CONNECT,
            "connect duration of " + name,
            new Value.Below(new Value.Millis(hold)),
            Value.orNone(connect, Value.Millis::new),
            new WayInMisses.ConnectDuringHold(hold)));
    return checks;
  }
}
