package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.evidence.ReportedRequest;
import dev.tokenpace.acceptance.evidence.RunReport;
import dev.tokenpace.acceptance.judge.DefinitionJudge;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Statistic;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.acceptance.verdict.WayInField;
import dev.tokenpace.acceptance.verdict.WayInMisses;
import java.util.ArrayList;
import java.util.List;

/**
 * Each request's way in by its definitions (docs/metrics.md, "The way in"): every duration the
 * report gives is its definition over the request's own stamps, never negative, and the run's
 * summary is the statistics of the successes' values.
 */
public final class WayInDefinitions {

  private static final double MICROSECOND = 1e-6;

  /** The way in's parts that are durations, as the report orders them. */
  private static final List<WayInField> DURATIONS =
      List.of(
          WayInField.CONNECT,
          WayInField.TLS_HANDSHAKE,
          WayInField.REQUEST_SEND,
          WayInField.RESPONSE_HEAD);

  /**
   * The run summary's way in ({@code successes.way_in}) against the successes' own per-request
   * values: each duration's statistics over the requests that have one (null when none has), and
   * the new and reused connections counted.
   */
  public static List<Check> summary(RunReport report) {
    List<Check> checks = new ArrayList<>();
    JsonNode wayIn = report.summary().path("successes").path("way_in");
    List<ReportedRequest> successes = report.successes();
    for (WayInField field : DURATIONS) {
      List<Double> samples =
          successes.stream()
              .map(r -> r.metric(field.reportKey()))
              .filter(java.util.Objects::nonNull)
              .toList();
      JsonNode distribution = wayIn.path(field.reportKey());
      for (Statistic statistic :
          List.of(Statistic.MINIMUM, Statistic.MEDIAN, Statistic.MEAN, Statistic.MAXIMUM)) {
        JsonNode reported = distribution.path(statistic.reportKey());
        checks.add(
            DefinitionJudge.value(
                    field,
                    "the run's " + statistic.word() + " " + field.label(),
                    reported.isNumber() ? reported.asDouble() : null,
                    samples.isEmpty() ? null : statistic.of(samples))
                .ofTheRun(statistic));
      }
    }
    for (String connection : List.of("new", "reused")) {
      checks.add(
          DefinitionJudge.count(
              WayInField.CONNECTION,
              "the run's " + connection + " connections",
              successes.stream().filter(r -> connection.equals(r.connection())).count(),
              wayIn.path(connection + "_connections").asLong(-1)));
    }
    return checks;
  }

  /**
   * Each way-in duration against its definition over the request's own stamps, and none negative:
   * each spans two moments the request passed in order, so a negative one (a request send that ends
   * before the connect it follows) is a stamp taken at the wrong moment, even when the report
   * computes every duration right from it.
   */
  public static List<Check> definitions(String name, ReportedRequest request) {
    List<Check> checks = new ArrayList<>();
    Double start = request.startTime();
    Double connect = request.stamp("connect_time");
    Double tlsStart = request.stamp("tls_start_time");
    Double tls = request.stamp("tls_time");
    Double written = request.stamp("request_written_time");
    Double head = request.stamp("headers_time");
    Double ready = tls != null ? tls : connect != null ? connect : start;
    checks.add(definition(name, request, WayInField.CONNECT, difference(start, connect)));
    checks.add(
        definition(
            name,
            request,
            WayInField.TLS_HANDSHAKE,
            tlsStart == null ? null : difference(tlsStart, tls)));
    checks.add(definition(name, request, WayInField.REQUEST_SEND, difference(ready, written)));
    checks.add(definition(name, request, WayInField.RESPONSE_HEAD, difference(start, head)));
    for (WayInField field : DURATIONS) {
      Double reported = request.metric(field.reportKey());
      if (reported != null) {
        checks.add(notNegative(name, field, reported));
      }
    }
    return checks;
  }

  private static Check notNegative(String name, WayInField field, double reported) {
    // to the nanosecond: a stamp taken a few instructions late leaves a send of -0.0 ms
    return Check.of(
        reported >= 0,
        Judgement.DEFINITION,
        field,
        field.label() + " of " + name,
        new Value.AtLeast(new Value.Micros(0)),
        new Value.Micros(reported),
        new WayInMisses.EndsBeforeItBegan());
  }

  private static Check definition(
      String name, ReportedRequest request, WayInField field, Double defined) {
    Double reported = request.metric(field.reportKey());
    boolean agrees =
        defined == null
            ? reported == null
            : reported != null && Math.abs(reported - defined) <= MICROSECOND;
    return Check.of(
        agrees,
        Judgement.DEFINITION,
        field,
        field.label() + " of " + name,
        Value.orNone(defined, Value.Millis::new),
        Value.orNone(reported, Value.Millis::new),
        new WayInMisses.OffItsDefinition());
  }

  private static Double difference(Double from, Double to) {
    return from == null || to == null ? null : to - from;
  }

  private WayInDefinitions() {}
}
