package dev.tokenpace.acceptance;

import static dev.tokenpace.acceptance.ReportFields.PER_REQUEST;
import static dev.tokenpace.acceptance.ReportFields.STATISTIC;

import dev.tokenpace.acceptance.checks.ServiceLevels;
import dev.tokenpace.acceptance.evidence.Throughput;
import dev.tokenpace.acceptance.verdict.Metric;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which steps read which report field ({@link ReportFields}): a step reads a field when its check
 * holds the field against the model's timeline, a definition or a stated number, so a wrong value
 * fails it. Declared in this one place from reading the checks each step makes (the checks
 * package's {@code *Checks} classes), and kept honest by {@code StepCoverageTest} (every step named
 * exists, every Then step is named here or says what it judges instead, every field named is
 * written) and {@code ReportFieldScenariosTest} (every field is read by a scenario, or is an
 * exception with its reason). What no test can see is whether a check really looks at the field:
 * that is this map's promise, to keep when a check changes.
 *
 * <p>A step that checks whichever metric or throughput it names reads a field only when a feature
 * names that one: "the reported median time to first token is …" reads time to first token, not
 * inter-token latency.
 */
final class ReportFieldReaders {

  private static final Map<String, List<FieldReader>> READERS = new LinkedHashMap<>();

  static {
    for (Metric metric : Metric.values()) {
      String summary =
          metric == Metric.SCHEDULE_DELAY
              ? "load_summary." + metric.reportKey() + "." + STATISTIC
              : "successes.latency." + metric.reportKey() + "." + STATISTIC;
      ReadingSteps.SUMMARY_STATISTIC_STEPS.forEach(
          p -> read(summary, FieldReader.naming(p, metric)));
      String perRequest = PER_REQUEST + ".metrics." + metric.reportKey();
      ReadingSteps.PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(perRequest, FieldReader.naming(p, metric)));
      ReadingSteps.FIXED_METRIC_STEPS
          .getOrDefault(metric, List.of())
          .forEach(p -> read(perRequest, always(p)));
    }
    // A request's metric is held against its definition from the request's own stamps and
    // events, so every per-request metric step reads those too; each of the request's reported
    // numbers is joined to the model's timeline by the request's id.
    for (String input :
        List.of("events.time", "events.kind", "events.tokens", "start_time", "request_id")) {
      ReadingSteps.PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(PER_REQUEST + "." + input, always(p)));
    }
    for (Metric fromSchedule :
        List.of(Metric.SCHEDULE_DELAY, Metric.REQUEST_LATENCY_FROM_SCHEDULE)) {
      ReadingSteps.PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(PER_REQUEST + ".scheduled_time", FieldReader.naming(p, fromSchedule)));
    }
    for (Metric perToken :
        List.of(Metric.TIME_PER_OUTPUT_TOKEN, Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN)) {
      ReadingSteps.PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(PER_REQUEST + ".output_tokens", FieldReader.naming(p, perToken)));
    }
    ReadingSteps.PER_REQUEST_METRIC_STEPS.forEach(
        p -> read(PER_REQUEST + ".end_time", FieldReader.naming(p, Metric.REQUEST_LATENCY)));
    read(
        PER_REQUEST + ".output_tokens",
        always("the benchmark counted {count} output tokens"),
        always("the benchmark counted {count} output tokens in total"),
        always("the request produced/streamed/returned {count} output token(s)"),
        always("the {ordinal} request succeeded with {count} output tokens"));
    read(
        PER_REQUEST + ".events.tokens",
        always("the {ordinal} request kept the {count} chunks that arrived before the fault"));
    ReadingSteps.ORDINAL_STEPS.forEach(p -> read(PER_REQUEST + ".request_id", always(p)));
    read(
        PER_REQUEST + ".success",
        always("the {ordinal} request succeeded"),
        always("the {ordinal} request failed(,) labelled {string}"),
        always("every other request succeeded"),
        always(
            "every request sent is accounted for: successes plus failures equal the requests"
                + " sent"));
    read(
        PER_REQUEST + ".error.label",
        always("the {ordinal} request failed(,) labelled {string}"),
        always(
            "the {ordinal} request failed(,) labelled {string}(,) with a message containing"
                + " {string}"),
        always("every request failed(,) labelled {string}(,) with a message containing {string}"),
        always("the failure is labelled {string}"),
        always("all {count} failures should be labelled as HTTP {count}"));
    read(
        PER_REQUEST + ".error.message",
        always(
            "the {ordinal} request failed(,) labelled {string}(,) with a message containing"
                + " {string}"),
        always("every request failed(,) labelled {string}(,) with a message containing {string}"));
    read(
        PER_REQUEST + ".headers_time",
        always("the {ordinal} request got no answer at all, not even the response headers"),
        always("the {ordinal} request got the response headers but no chunk"));
    for (String stamp :
        List.of(
            "connect_time", "tls_start_time", "tls_time", "request_written_time", "headers_time")) {
      ReadingSteps.WAY_IN_STEPS.forEach(p -> read(PER_REQUEST + "." + stamp, always(p)));
    }
    for (String duration :
        List.of(
            "connect_duration",
            "tls_handshake_duration",
            "request_send_duration",
            "time_to_response_head")) {
      ReadingSteps.WAY_IN_STEPS.forEach(p -> read(PER_REQUEST + ".metrics." + duration, always(p)));
      read(
          "successes.way_in." + duration + "." + STATISTIC,
          always("the run's way-in summary matches its requests"));
    }
    ReadingSteps.CONNECTION_STEPS.forEach(p -> read(PER_REQUEST + ".connection", always(p)));
    read(
        PER_REQUEST + ".connect_time",
        always("every request reused a connection(,) with no connect time"));
    for (String count : List.of("new_connections", "reused_connections")) {
      read("successes.way_in." + count, always("the run's way-in summary matches its requests"));
    }
    read(
        PER_REQUEST + ".streamed",
        always("the report counts {count} token count mismatch(es)"),
        always("{count} request(s) had a token count that disagrees with the server's usage"));
    read(
        PER_REQUEST + ".server_usage.completion_tokens",
        always("the report counts {count} token count mismatch(es)"),
        always("{count} request(s) had a token count that disagrees with the server's usage"));
    read(
        "successes.token_count_mismatches",
        always("the report counts {count} token count mismatch(es)"),
        always("{count} request(s) had a token count that disagrees with the server's usage"));
    for (String field :
        List.of("successes.prompt_tokens.cached", PER_REQUEST + ".server_usage.cached_tokens")) {
      read(field, always("the report's cached prompt tokens are {count}"));
    }
    read("successes.prompt_tokens.total", always(ReadingSteps.PROMPT_TOKENS));
    read(
        "successes.answers_past_max_tokens",
        always("{count} answer(s) ran past the max_tokens they/it asked for"),
        always("the report counts {count} answer(s) past max_tokens"),
        always(ReadingSteps.PAST_OF_SENT));
    // The count is held to its definition on the per-request report: each answer against its ask.
    read(
        PER_REQUEST + ".max_tokens",
        always("{count} answer(s) ran past the max_tokens they/it asked for"),
        always("the report counts {count} answer(s) past max_tokens"),
        always(ReadingSteps.PAST_OF_SENT));

    for (Throughput throughput : Throughput.values()) {
      String field = "successes.throughput." + throughput.reportKey();
      read(field, FieldReader.naming(ReadingSteps.STATED_THROUGHPUT, throughput));
      ReadingSteps.THROUGHPUT_DEFINITION_STEPS.forEach(p -> read(field, always(p)));
    }
    // The throughputs' definitions count the successes' tokens over the window of their stamps.
    read(
        PER_REQUEST + ".input_tokens",
        FieldReader.naming(ReadingSteps.STATED_THROUGHPUT, Throughput.INPUT_TOKENS),
        FieldReader.naming(ReadingSteps.STATED_THROUGHPUT, Throughput.TOTAL_TOKENS));
    read(
        PER_REQUEST + ".output_tokens",
        FieldReader.naming(ReadingSteps.STATED_THROUGHPUT, Throughput.OUTPUT_TOKENS),
        FieldReader.naming(ReadingSteps.STATED_THROUGHPUT, Throughput.TOTAL_TOKENS));
    for (String counted : List.of("input_tokens", "output_tokens", "start_time", "end_time")) {
      ReadingSteps.THROUGHPUT_DEFINITION_STEPS.forEach(
          p -> read(PER_REQUEST + "." + counted, always(p)));
    }
    read(PER_REQUEST + ".start_time", always(ReadingSteps.STATED_THROUGHPUT));
    read(PER_REQUEST + ".end_time", always(ReadingSteps.STATED_THROUGHPUT));
    read(PER_REQUEST + ".stage_id", always("the report of stage {count} matches its definitions"));
    read(
        PER_REQUEST + ".stage_id",
        always("stage {count} achieved {double} requests per second within {count} %"),
        always("stage {count}'s error rate is (about ){percent}"),
        always("stage {count}'s goodput is {percent}"));

    for (String field :
        List.of("benchmark_time_seconds", PER_REQUEST + ".start_time", PER_REQUEST + ".end_time")) {
      read(
          field,
          always("{runEndsWithin} {duration}"),
          always(SentenceSteps.RUN_ENDS_AND_SHOWS),
          always(ReadingSteps.RUN_DURATION));
    }
    read(
        "load_summary.count",
        always("the benchmark sent {count} requests"),
        always(ReadingSteps.PAST_OF_SENT),
        always("stage {count} sent {count} requests"),
        always("the error rate is (about ){percent}"),
        always("stage {count}'s error rate is (about ){percent}"));
    read(
        "load_summary.requested_rate",
        always("stage {count} requested {double} requests per second"),
        always(
            "stage {count} requested {double} requests per second and achieved {double} requests"
                + " per second within {count} %"));
    read("load_summary.concurrency", always("stage {count} asked for {count} requests in flight"));
    read(
        "load_summary.achieved_rate",
        always("stage {count} achieved {double} requests per second within {count} %"),
        always(
            "stage {count} requested {double} requests per second and achieved {double} requests"
                + " per second within {count} %"),
        always("the report of stage {count} matches its definitions"));
    read(
        "successes.count",
        always("{count} request(s) succeeded"),
        always("{count} request(s) succeeded and {count} failed"),
        always("{count} request(s) succeeded and {count} request(s) failed"),
        always("all {count} requests succeeded"));
    read(
        "failures.count",
        always("{count} request(s) succeeded and {count} failed"),
        always("{count} request(s) succeeded and {count} request(s) failed"),
        always("the error rate is (about ){percent}"),
        always("stage {count}'s error rate is (about ){percent}"));
    read(
        "failures.error_percentage",
        always("the error rate is (about ){percent}"),
        always("stage {count}'s error rate is (about ){percent}"));
    for (String field :
        List.of(
            "goodput_percentage",
            "good_requests",
            "total_requests",
            "request_goodput",
            "token_goodput")) {
      ReadingSteps.GOODPUT_STEPS.forEach(
          p -> read("successes.goodput_metrics." + field, always(p)));
    }
    // A goodput step holds the attainment of each limit its scenario set, and no other.
    for (Metric metric : Metric.values()) {
      ServiceLevels.constraintKeyOf(metric)
          .ifPresent(
              key ->
                  ReadingSteps.GOODPUT_STEPS.forEach(
                      p ->
                          read(
                              "successes.goodput_metrics." + key + "_attainment_percentage",
                              FieldReader.whenSet(p, metric, ReadingSteps.SERVICE_LEVEL_STEPS))));
    }

    read(
        "successes.count",
        always("the reported {metric} figures count only the {count} successful requests"),
        always("the (reported ){metric} figures should only count the {count} successful requests"),
        always(
            "the (reported ){metric} figures should only count the {count} successful requests(,)"
                + " at {about} each"),
        always("{count} request(s) should succeed"),
        always("{count} request(s) should succeed and {count} should fail"),
        always("all {count} requests should succeed"));
    read(
        "failures.count",
        always("{count} request(s) should succeed and {count} should fail"),
        always("all {count} requests should succeed"),
        always("the error rate should be (about ){percent}"));
    read("failures.error_percentage", always("the error rate should be (about ){percent}"));
    read("load_summary.count", always("the error rate should be (about ){percent}"));
    List<String> failedWith =
        List.of(
            "the request to {string} failed(,) labelled {string}",
            "the request failed with {failure}",
            "the request should fail with {failure}",
            "{requests} failed with {failure}",
            "{requests} should fail with {failure}",
            "{requests} is/are/was/were reported as failed/failing with {failure}",
            "{requests} is/are/was/were reported as failed/failing with {failure} and {noFigures}",
            "{requests} is/are/was/were marked (as )failed with {failure}",
            "{requests} is/are/was/were marked (as )failed with {failure} and {noFigures}",
            "the request timed out",
            "{requests} timed out",
            "every request failed with {failure}",
            "every request should fail with {failure}");
    failedWith.forEach(
        p -> {
          read(PER_REQUEST + ".success", always(p));
          read(PER_REQUEST + ".error.label", always(p));
        });
    read(PER_REQUEST + ".success", always("the request to {string} succeeded"));
    for (String stamp :
        List.of(
            "connect_time", "tls_start_time", "tls_time", "request_written_time", "headers_time")) {
      read(
          PER_REQUEST + "." + stamp,
          always("every request's way in keeps its order with the model's accept and receipt"));
    }
    read(
        PER_REQUEST + ".events.time",
        always("the benchmark received the chunks {durations} apart(,) {tolerance}"));
    // Whether a request met the service levels is judged on its reported numbers for the limits
    // its scenario set.
    List<String> meeting =
        List.of(
            "{requests} meet(s) the service levels",
            "{requests} miss(es) the service levels",
            "{requests} should count as meeting the limits and {requests} should not");
    for (Metric metric : Metric.values()) {
      if (ServiceLevels.constraintKeyOf(metric).isPresent()) {
        meeting.forEach(
            p ->
                read(
                    PER_REQUEST + ".metrics." + metric.reportKey(),
                    FieldReader.whenSet(p, metric, ReadingSteps.SERVICE_LEVEL_STEPS)));
      }
    }
    meeting.forEach(p -> read(PER_REQUEST + ".success", always(p)));
  }

  private ReportFieldReaders() {}

  /** Every field a step reads, to its readers. */
  static Map<String, List<FieldReader>> readers() {
    return Collections.unmodifiableMap(READERS);
  }

  /** The fields no scenario reads, to why. */
  static Map<String, String> unread() {
    return UnreadFields.all();
  }

  /** The Then steps that judge no report field, to what they judge instead. */
  static Map<String, String> judgingNoField() {
    return StepsJudgingNoField.all();
  }

  private static FieldReader always(String pattern) {
    return FieldReader.always(pattern);
  }

  private static void read(String field, FieldReader... readers) {
    READERS.computeIfAbsent(field, f -> new ArrayList<>()).addAll(List.of(readers));
  }
}
