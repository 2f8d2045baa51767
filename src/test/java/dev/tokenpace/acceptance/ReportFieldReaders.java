package dev.tokenpace.acceptance;

import static dev.tokenpace.acceptance.ReportFields.PER_REQUEST;
import static dev.tokenpace.acceptance.ReportFields.STATISTIC;

import dev.tokenpace.acceptance.steps.ParameterTypes;
import dev.tokenpace.acceptance.steps.ReportClaims;
import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.acceptance.world.Metric;
import dev.tokenpace.acceptance.world.ReportField;
import dev.tokenpace.acceptance.world.ShareChecks;
import dev.tokenpace.acceptance.world.Throughput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Which steps read which report field ({@link ReportFields}): a step reads a field when its check
 * holds the field against the model's timeline, a definition or a stated number, so a wrong value
 * fails it. Declared in this one place from reading the checks each step makes (the world's {@code
 * *Checks} classes), and kept honest by {@code StepCoverageTest} (every step named exists, every
 * Then step is named here or says what it judges instead, every field named is written) and {@code
 * ReportFieldScenariosTest} (every field is read by a scenario, or is an exception with its
 * reason). What no test can see is whether a check really looks at the field: that is this map's
 * promise, to keep when a check changes.
 *
 * <p>A step that checks whichever metric or throughput it names reads a field only when a feature
 * names that one: "the reported median time to first token is …" reads time to first token, not
 * inter-token latency.
 */
final class ReportFieldReaders {

  /**
   * One step that reads a field: always, when one of its {@code {metric}} or {@code {throughput}}
   * arguments names {@code about}, or, with {@code settings}, when a step of the scenario matching
   * one of those names {@code about} (a goodput step reads the attainment of the limits the
   * scenario set).
   */
  record Reader(String pattern, ReportField about, List<String> settings) {

    static Reader always(String pattern) {
      return new Reader(pattern, null, List.of());
    }

    static Reader naming(String pattern, ReportField about) {
      return new Reader(pattern, about, List.of());
    }

    static Reader whenSet(String pattern, ReportField about, List<String> settings) {
      return new Reader(pattern, about, settings);
    }

    /**
     * Whether {@code step}, a feature's step matched to its definition, reads the field in a
     * scenario of {@code scenario}'s steps.
     */
    boolean readBy(StepVocabulary.Match step, List<StepVocabulary.Match> scenario) {
      if (!step.pattern().equals(pattern)) {
        return false;
      }
      if (about == null) {
        return true;
      }
      if (settings.isEmpty()) {
        return names(step);
      }
      return scenario.stream().anyMatch(s -> settings.contains(s.pattern()) && names(s));
    }

    private boolean names(StepVocabulary.Match step) {
      ParameterTypes types = new ParameterTypes();
      return Stream.concat(
              step.argumentsOf("metric").stream().map(types::metric),
              step.argumentsOf("throughput").stream().map(Throughput::fromLabel))
          .anyMatch(about::equals);
    }
  }

  /** Steps that hold a statistic of a metric's distribution in the run or a stage report. */
  private static final List<String> SUMMARY_STATISTIC_STEPS =
      List.of(
          "the reported {statistic} {metric} is {duration} {tolerance}",
          "the {statistic} of the reported {metric} matches the timeline {tolerance}",
          "the (reported ){statistic} {metric} is {about}",
          "its {statistic} {metric} is {about}",
          "its {statistic} {metric} should be {about}",
          "the (reported ){statistic} {metric} should be {about}",
          "the (reported ){statistic} {metric} should be between {duration} and {duration}",
          "the {statistic} {metric} should be {about} and the {statistic} {about}",
          "the reported {metric} figures count only the {int} successful requests",
          "the (reported ){metric} figures should only count the {int} successful requests",
          "the (reported ){metric} figures should only count the {int} successful requests(,) at"
              + " {about} each",
          "the (reported ){statistic} {metric} of stage {int} is above/higher( than) stage {int}'s",
          "the (reported ){statistic} {metric} of stage {int} is below/lower( than) stage {int}'s");

  /** A product owner's sentence about the report, read claim by claim ({@link ReportClaims}). */
  private static final List<String> SENTENCE_STEPS =
      List.of(
          "{reporter} shows/reports/show/report {claims}",
          "{reporter} should show/report {claims}",
          "every/each/all request(s) report(s)/reported {claimList}",
          "{int} request(s) report(s)/reported {claimList}");

  private static final String PAST_OF_SENT =
      "{int} (out )of (the ){int} answers/requests ran past the/their (token"
          + " )limit/max_tokens";

  /**
   * Steps that hold a request's metric (per_request_lifecycle_metrics.json) against the model's
   * timeline or a stated number, and against its definition from the request's own stamps.
   */
  private static final List<String> PER_REQUEST_METRIC_STEPS =
      List.of(
          "the reported {metric} matches the timeline {tolerance}",
          "every (successful )request's {metric} matches its own timeline {tolerance}",
          "the reported {metric} is {duration} {tolerance}",
          "every (successful )request's {metric} is {duration} {tolerance}",
          "the {metric} of each request(,) in the order scheduled(,) is {durations} {tolerance}",
          "the reported {metric} of {string} is {duration} {tolerance}",
          "the reported {metric} of {string} matches its timeline {tolerance}",
          "the reported {metric} is below the reported {metric}",
          "the reported {metric} is above the reported {metric}",
          "the reported {metric} has {int} samples",
          "every healthy request's {metric} matches its own timeline {tolerance}",
          "every healthy request's {metric} is {duration} {tolerance}",
          "the report gives no {metric}",
          "the (reported ){metric} is {about}",
          "the (reported ){metric} should be {about}",
          "every (successful )request's {metric} is {about}",
          "every request's {metric} should be {about}",
          "the {metric} should be {about} for every request",
          "every healthy request's {metric} is {about}",
          "the reported {metric} of {string} is {about}",
          "the reported {metric} minus the reported {metric} is {stated}",
          "its {metric} is {about}",
          "its {metric} should be {about}",
          "the {metric} of {requests} is {stated}",
          "{requests} report(s)/reported a/an {metric} of {stated}",
          "{int} request(s) report(s)/reported a/an {metric} of {stated}",
          "every/each/all request(s) report(s)/reported a/an {metric} of {about}",
          "the request report(s)/reported a/an {metric} of {about}",
          "the (reported ){metric} is {about} and the {metric} is {about}",
          "the requests' {metric}(,) from the lowest(,) is {durations} {tolerance}",
          "the requests' {metric}(,) from the lowest(,) is (about ){durations}",
          "the {metric} grows by {stated} from request to request",
          "each request's {metric} is {stated} more than the request before it",
          "each request's {metric} should be {stated} more than the request before it",
          "the {metric} of each request(,) in the order scheduled(,) is (about ){durations}",
          "(the ){metric} should be {stated} for request {int}(,) {stated} for request {int} and"
              + " {stated} for request {int}",
          "the (reported ){metric} figures should only count the {int} successful requests(,) at"
              + " {about} each");

  /** Steps that hold a fixed metric of every request they name, whatever their words. */
  private static final Map<Metric, List<String>> FIXED_METRIC_STEPS =
      Map.of(
          Metric.TIME_TO_FIRST_TOKEN,
          List.of(
              "the reported time to first token, counted from when the model received the request,"
                  + " is {duration} {tolerance}",
              "the thinking time is {stated}",
              "the thinking time should be {stated}"),
          Metric.TIME_TO_FIRST_OUTPUT_TOKEN,
          List.of("the thinking time is {stated}", "the thinking time should be {stated}"),
          Metric.REQUEST_LATENCY,
          List.of("the reported request latency is at least the sum of the injected delays"),
          Metric.INTER_TOKEN_LATENCY,
          List.of(
              "no reported inter-token latency is shorter than the shortest wait the model left(,)"
                  + " {tolerance}"));

  /** The step that holds the throughput it names against a stated rate. */
  private static final String STATED_THROUGHPUT =
      "the reported {throughput} is {double} requests/tokens per second within {int} %";

  /** Steps that hold every throughput of the run or a stage against its definition. */
  private static final List<String> THROUGHPUT_DEFINITION_STEPS =
      List.of(
          "the reported throughput matches its definition",
          "the report of stage {int} matches its definitions");

  /** Steps that hold the goodput of the run or a stage against its definition. */
  private static final List<String> GOODPUT_STEPS =
      List.of(
          "the (reported )goodput is {percent}",
          "the (reported )goodput is {percent}(,) that is {int} (out )of {int} requests",
          "(the )goodput should be {percent}(,) that is {int} (out )of {int} requests",
          "{int} (out )of (the ){int} requests met the service level(s)",
          "{int} (out )of (the ){int} requests should meet the service level(s)",
          "stage {int}'s goodput is {percent}");

  /** Steps that set a service level on the metrics they name. */
  private static final List<String> SERVICE_LEVEL_STEPS =
      List.of(
          "a request meets its service level when its {metric} is at most {duration}",
          "service limits of {duration} {metric}",
          "service limits of {duration} {metric} and {duration} {metric}",
          "service limits of {duration} {metric}(,) {duration} {metric} and {duration} {metric}");

  private static final List<String> WAY_IN_STEPS =
      List.of(
          "every request's way in matches its definitions",
          "the model's hold shows in every request's time to the response head(,) not in its"
              + " connect duration");

  private static final List<String> CONNECTION_STEPS =
      List.of(
          "the first request opened a new connection and the others reused it",
          "every request opened a new connection",
          "every request reused a connection(,) with no connect time",
          "every request's way in matches its definitions");

  private static final List<String> ORDINAL_STEPS =
      List.of(
          "the {ordinal} request failed(,) labelled {string}",
          "the {ordinal} request failed(,) labelled {string}(,) with a message containing"
              + " {string}",
          "the {ordinal} request succeeded",
          "the {ordinal} request succeeded with {int} output tokens",
          "the {ordinal} request kept the {int} chunks that arrived before the fault",
          "the {ordinal} request got no answer at all, not even the response headers",
          "the {ordinal} request got the response headers but no chunk");

  private static final Map<String, List<Reader>> READERS = new LinkedHashMap<>();

  /** Then steps that judge no report field, each with what they judge instead. */
  private static final Map<String, String> JUDGING_NO_FIELD = new LinkedHashMap<>();

  /**
   * Fields no scenario reads, each with its reason. Each is a promise the suite does not keep: a
   * slip in it passes every feature. Shorten this list; never grow it without a reason a product
   * owner would accept.
   */
  private static final Map<String, String> UNREAD = new LinkedHashMap<>();

  static {
    for (Metric metric : Metric.values()) {
      String summary =
          metric == Metric.SCHEDULE_DELAY
              ? "load_summary." + metric.reportKey() + "." + STATISTIC
              : "successes.latency." + metric.reportKey() + "." + STATISTIC;
      SUMMARY_STATISTIC_STEPS.forEach(p -> read(summary, Reader.naming(p, metric)));
      String perRequest = PER_REQUEST + ".metrics." + metric.reportKey();
      PER_REQUEST_METRIC_STEPS.forEach(p -> read(perRequest, Reader.naming(p, metric)));
      FIXED_METRIC_STEPS.getOrDefault(metric, List.of()).forEach(p -> read(perRequest, always(p)));
    }
    // A request's metric is held against its definition from the request's own stamps and
    // events, so every per-request metric step reads those too; each of the request's reported
    // numbers is joined to the model's timeline by the request's id.
    for (String input :
        List.of("events.time", "events.kind", "events.tokens", "start_time", "request_id")) {
      PER_REQUEST_METRIC_STEPS.forEach(p -> read(PER_REQUEST + "." + input, always(p)));
    }
    for (Metric fromSchedule :
        List.of(Metric.SCHEDULE_DELAY, Metric.REQUEST_LATENCY_FROM_SCHEDULE)) {
      PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(PER_REQUEST + ".scheduled_time", Reader.naming(p, fromSchedule)));
    }
    for (Metric perToken :
        List.of(Metric.TIME_PER_OUTPUT_TOKEN, Metric.NORMALIZED_TIME_PER_OUTPUT_TOKEN)) {
      PER_REQUEST_METRIC_STEPS.forEach(
          p -> read(PER_REQUEST + ".output_tokens", Reader.naming(p, perToken)));
    }
    PER_REQUEST_METRIC_STEPS.forEach(
        p -> read(PER_REQUEST + ".end_time", Reader.naming(p, Metric.REQUEST_LATENCY)));
    read(
        PER_REQUEST + ".output_tokens",
        always("the benchmark counted {int} output tokens"),
        always("the request produced/streamed/returned {int} output token(s)"),
        always("the {ordinal} request succeeded with {int} output tokens"));
    read(
        PER_REQUEST + ".events.tokens",
        always("the {ordinal} request kept the {int} chunks that arrived before the fault"));
    ORDINAL_STEPS.forEach(p -> read(PER_REQUEST + ".request_id", always(p)));
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
        always("all {int} failures should be labelled as HTTP {int}"));
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
      WAY_IN_STEPS.forEach(p -> read(PER_REQUEST + "." + stamp, always(p)));
    }
    for (String duration :
        List.of(
            "connect_duration",
            "tls_handshake_duration",
            "request_send_duration",
            "time_to_response_head")) {
      WAY_IN_STEPS.forEach(p -> read(PER_REQUEST + ".metrics." + duration, always(p)));
      read(
          "successes.way_in." + duration + "." + STATISTIC,
          always("the run's way-in summary matches its requests"));
    }
    CONNECTION_STEPS.forEach(p -> read(PER_REQUEST + ".connection", always(p)));
    read(
        PER_REQUEST + ".connect_time",
        always("every request reused a connection(,) with no connect time"));
    for (String count : List.of("new_connections", "reused_connections")) {
      read("successes.way_in." + count, always("the run's way-in summary matches its requests"));
    }
    read(
        PER_REQUEST + ".streamed",
        always("the report counts {int} token count mismatch(es)"),
        always("{int} request(s) had a token count that disagrees with the server's usage"));
    read(
        PER_REQUEST + ".server_usage.completion_tokens",
        always("the report counts {int} token count mismatch(es)"),
        always("{int} request(s) had a token count that disagrees with the server's usage"));
    read(
        "successes.token_count_mismatches",
        always("the report counts {int} token count mismatch(es)"),
        always("{int} request(s) had a token count that disagrees with the server's usage"));
    read(
        "successes.answers_past_max_tokens",
        always("{int} answer(s) ran past the max_tokens they/it asked for"),
        always("the report counts {int} answer(s) past max_tokens"),
        always(PAST_OF_SENT));
    // The count is held to its definition on the per-request report: each answer against its ask.
    read(
        PER_REQUEST + ".max_tokens",
        always("{int} answer(s) ran past the max_tokens they/it asked for"),
        always("the report counts {int} answer(s) past max_tokens"),
        always(PAST_OF_SENT));

    for (Throughput throughput : Throughput.values()) {
      String field = "successes.throughput." + throughput.reportKey();
      read(field, Reader.naming(STATED_THROUGHPUT, throughput));
      THROUGHPUT_DEFINITION_STEPS.forEach(p -> read(field, always(p)));
    }
    // The throughputs' definitions count the successes' tokens over the window of their stamps.
    read(
        PER_REQUEST + ".input_tokens",
        Reader.naming(STATED_THROUGHPUT, Throughput.INPUT_TOKENS),
        Reader.naming(STATED_THROUGHPUT, Throughput.TOTAL_TOKENS));
    read(
        PER_REQUEST + ".output_tokens",
        Reader.naming(STATED_THROUGHPUT, Throughput.OUTPUT_TOKENS),
        Reader.naming(STATED_THROUGHPUT, Throughput.TOTAL_TOKENS));
    for (String counted : List.of("input_tokens", "output_tokens", "start_time", "end_time")) {
      THROUGHPUT_DEFINITION_STEPS.forEach(p -> read(PER_REQUEST + "." + counted, always(p)));
    }
    read(PER_REQUEST + ".start_time", always(STATED_THROUGHPUT));
    read(PER_REQUEST + ".end_time", always(STATED_THROUGHPUT));
    read(PER_REQUEST + ".stage_id", always("the report of stage {int} matches its definitions"));
    read(
        PER_REQUEST + ".stage_id",
        always("stage {int} achieved {double} requests per second within {int} %"),
        always("stage {int}'s error rate is (about ){percent}"),
        always("stage {int}'s goodput is {percent}"));

    read(
        "load_summary.count",
        always("the benchmark sent {int} requests"),
        always(PAST_OF_SENT),
        always("stage {int} sent {int} requests"),
        always("the error rate is (about ){percent}"),
        always("stage {int}'s error rate is (about ){percent}"));
    read(
        "load_summary.requested_rate",
        always("stage {int} requested {double} requests per second"),
        always(
            "stage {int} requested {double} requests per second and achieved {double} requests per"
                + " second within {int} %"));
    read("load_summary.concurrency", always("stage {int} asked for {int} requests in flight"));
    read(
        "load_summary.achieved_rate",
        always("stage {int} achieved {double} requests per second within {int} %"),
        always(
            "stage {int} requested {double} requests per second and achieved {double} requests per"
                + " second within {int} %"),
        always("the report of stage {int} matches its definitions"));
    read(
        "successes.count",
        always("{int} request(s) succeeded"),
        always("{int} request(s) succeeded and {int} failed"),
        always("{int} request(s) succeeded and {int} request(s) failed"),
        always("all {int} requests succeeded"));
    read(
        "failures.count",
        always("{int} request(s) succeeded and {int} failed"),
        always("{int} request(s) succeeded and {int} request(s) failed"),
        always("the error rate is (about ){percent}"),
        always("stage {int}'s error rate is (about ){percent}"));
    read(
        "failures.error_percentage",
        always("the error rate is (about ){percent}"),
        always("stage {int}'s error rate is (about ){percent}"));
    for (String field :
        List.of(
            "goodput_percentage",
            "good_requests",
            "total_requests",
            "request_goodput",
            "token_goodput")) {
      GOODPUT_STEPS.forEach(p -> read("successes.goodput_metrics." + field, always(p)));
    }
    // A goodput step holds the attainment of each limit its scenario set, and no other.
    for (Metric metric : Metric.values()) {
      ShareChecks.constraintKeyOf(metric)
          .ifPresent(
              key ->
                  GOODPUT_STEPS.forEach(
                      p ->
                          read(
                              "successes.goodput_metrics." + key + "_attainment_percentage",
                              Reader.whenSet(p, metric, SERVICE_LEVEL_STEPS))));
    }

    read(
        "successes.count",
        always("the reported {metric} figures count only the {int} successful requests"),
        always("the (reported ){metric} figures should only count the {int} successful requests"),
        always(
            "the (reported ){metric} figures should only count the {int} successful requests(,)"
                + " at {about} each"),
        always("{int} request(s) should succeed"),
        always("{int} request(s) should succeed and {int} should fail"),
        always("all {int} requests should succeed"));
    read(
        "failures.count",
        always("{int} request(s) should succeed and {int} should fail"),
        always("all {int} requests should succeed"),
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
      if (ShareChecks.constraintKeyOf(metric).isPresent()) {
        meeting.forEach(
            p ->
                read(
                    PER_REQUEST + ".metrics." + metric.reportKey(),
                    Reader.whenSet(p, metric, SERVICE_LEVEL_STEPS)));
      }
    }
    meeting.forEach(p -> read(PER_REQUEST + ".success", always(p)));

    String fake = "the fake model's own timeline, which the other steps hold the report against";
    SENTENCE_STEPS.forEach(
        p ->
            judgesNoField(
                p,
                "nothing of its own: each claim is judged by the glossary step that says the same,"
                    + " and reads that step's fields (asGlossarySteps)"));
    judgesNoField("the model sent the first chunk {about} after it received the request", fake);
    judgesNoField(
        "the model sent the first chunk {duration} after it received the request(,) {tolerance}",
        fake);
    judgesNoField("the model sent the chunks {durations} apart(,) {tolerance}", fake);
    judgesNoField(
        "the model accepted {int} connections(,) every one before the first request started",
        "the fake's accept log: connections opened ahead of the stage");
    judgesNoField(
        "the model received only the run's {int} requests",
        "the fake's requests: the warm-up never reaches the user's server");
    judgesNoField("the report files were written", "that the report files exist");
    String refusal =
        "the fake's answer to one client request, no benchmark run: the status and OpenAI's error"
            + " object";
    judgesNoField(
        "the model refuses it with status {int}(,) type {word}(,) param {word} and code {word}",
        refusal + ", as plain HTTP");
    judgesNoField(
        "the OpenAI Java SDK raises {word} for it(,) with type {word}(,) param {word} and code"
            + " {word}",
        refusal + ", as the official OpenAI Java SDK raises it");
    judgesNoField(
        "the OpenAI Java SDK cannot send such a body",
        "that the request is no JSON object, which the OpenAI Java SDK cannot send");
    String usageReceived =
        "the usage in the chunks one client request received from the fake, no benchmark run";
    judgesNoField("the client received no usage and no chunk without choices", usageReceived);
    judgesNoField(
        "the client received exactly one usage chunk(,) the last before [DONE]", usageReceived);
    judgesNoField(
        "the client received the usage so far in every chunk with choices(,) and the usage chunk"
            + " last",
        usageReceived);
    judgesNoField(
        "the requests' numbers are:",
        "the metrics its table's columns name, per request; not traced here, since the names are"
            + " in the table, not the step");

    String tokens =
        "token counts are the tokenizer's or the server's, pinned exactly by dev.tokenpace.report"
            + " and dev.tokenpace.tokens unit tests; a scenario states a request's count ('the"
            + " benchmark counted {int} output tokens'), never the run's distribution of them";
    unread("successes.output_len." + STATISTIC, tokens);
    unread("successes.output_tokens." + STATISTIC, tokens);
    unread("successes.output_tokens.total", tokens);
    unread("successes.prompt_tokens." + STATISTIC, tokens);
    unread("successes.prompt_tokens.total", tokens);
    unread("successes.prompt_tokens.cached", tokens);
    unread("successes.prompt_tokens.uncached", tokens);
    unread(PER_REQUEST + ".output_len", tokens);
    String usage =
        "the server's usage echoed as it came; only completion_tokens is judged (the token count"
            + " mismatches); pinned by RunReportsTest";
    unread(PER_REQUEST + ".server_usage.prompt_tokens", usage);
    unread(PER_REQUEST + ".server_usage.total_tokens", usage);
    unread(PER_REQUEST + ".server_usage.cached_tokens", usage);
    String bytes =
        "the fake does not record the bytes it read, so no timeline could judge it; pinned by"
            + " RequestBodiesTest";
    unread("successes.request_size_bytes." + STATISTIC, bytes);
    unread(PER_REQUEST + ".request_size_bytes", bytes);
    unread(
        "failures.request_latency." + STATISTIC,
        "a failed request's latency is when the benchmark gave up or the fault ended it"
            + " (docs/reliability.md), pinned by FailuresTest and the fault matrix; the product"
            + " promise is the label and the kept chunks");
    unread(
        "failures.by_label.*.count",
        "the steps judge each request's label, never the summary's tally of them; pinned by"
            + " RunReportsTest");
    unread(
        "failures.by_label.*.messages.message",
        "the steps judge each request's message, never the summary's sample of them; pinned by"
            + " RunReportsTest");
    unread(
        PER_REQUEST + ".error.type",
        "the steps judge the label, which names the type; pinned by FailureLabelsTest");
    unread(
        PER_REQUEST + ".error.http_status",
        "the steps judge the label, which carries the status ('503 - …'); pinned by"
            + " FailureLabelsTest");
    unread(
        PER_REQUEST + ".events.text",
        "what the model said, echoed; the suite judges when it came and how many tokens it bore");
    unread(
        PER_REQUEST + ".comments",
        "keep-alive comments counted, never judged: they must not move a metric, which"
            + " streaming/chunks-without-tokens.feature judges");
    unread(
        "benchmark_time_seconds",
        "the run's wall time; the throughput steps judge the window from first start to last end,"
            + " not this");
    unread(
        "load_summary.send_duration",
        "the achieved rate is judged from the requests' own send times, not from this span");
    unread("run.started_at", "run metadata (wall clock), not a measurement");
    unread("run.started_at_monotonic", "run metadata (monotonic clock), not a measurement");
    unread("run.tokenizer", "the configured tokenizer's name, echoed from the config");
    unread(
        "run.use_server_output_tokens", "the configured counting source, echoed from the config");
    unread("run.cancelled", "set by Ctrl-C only, pinned by CancelOnShutdownTest and SignalIT");
    String shard =
        "which shard of which run, and where its clock read zero: what tokenpace merge checks"
            + " and places the shards by (ShardMergeTest, ShardCommandsTest); no scenario reads it"
            + " from a report";
    for (String field : List.of("index", "count", "config_hash", "start_at", "wall_clock_anchor")) {
      unread("run.shard." + field, shard);
    }
  }

  private ReportFieldReaders() {}

  /**
   * A feature's step as the glossary steps that judge it: a sentence about the report ("the report
   * shows a mean TTFT of 195 ms and 0 failures") as one step per claim, each the step that judges
   * that claim ({@code ReportSentenceSteps}); any other step as itself.
   */
  static List<StepVocabulary.Match> asGlossarySteps(StepVocabulary.Match step) {
    if (!SENTENCE_STEPS.contains(step.pattern())) {
      return List.of(step);
    }
    boolean some = step.pattern().startsWith("{int}");
    List<StepVocabulary.Match> steps = new ArrayList<>();
    for (String sentence :
        Stream.concat(step.argumentsOf("claims").stream(), step.argumentsOf("claimList").stream())
            .toList()) {
      for (ReportClaims.Claim claim : ReportClaims.parse(sentence)) {
        steps.add(
            some && claim instanceof ReportClaims.MetricOf m
                ? glossaryStepOf(new ReportClaims.Some(1, m.metric(), m.value()))
                : glossaryStepOf(claim));
      }
    }
    return steps;
  }

  private static StepVocabulary.Match glossaryStepOf(ReportClaims.Claim claim) {
    if (claim instanceof ReportClaims.StatisticOf s) {
      return naming("the (reported ){statistic} {metric} is {about}", s.metric());
    }
    if (claim instanceof ReportClaims.MetricOf m) {
      return naming(
          m.who() instanceof ReportClaims.Requests || m.who() instanceof ReportClaims.Others
              ? "the {metric} of {requests} is {stated}"
              : "every (successful )request's {metric} is {about}",
          m.metric());
    }
    if (claim instanceof ReportClaims.Some s) {
      return naming("{int} request(s) report(s)/reported a/an {metric} of {stated}", s.metric());
    }
    if (claim instanceof ReportClaims.Each e) {
      return naming(
          e.inOrderSent()
              ? "the {metric} of each request(,) in the order scheduled(,) is (about ){durations}"
              : "the requests' {metric}(,) from the lowest(,) is (about ){durations}",
          e.metric());
    }
    if (claim instanceof ReportClaims.Successes) {
      return naming("{int} request(s) succeeded", null);
    }
    if (claim instanceof ReportClaims.Failures) {
      return naming("{int} request(s) succeeded and {int} failed", null);
    }
    if (claim instanceof ReportClaims.OutputTokens) {
      return naming("the request produced/streamed/returned {int} output token(s)", null);
    }
    if (claim instanceof ReportClaims.ErrorRate) {
      return naming("the error rate is (about ){percent}", null);
    }
    if (claim instanceof ReportClaims.Goodput) {
      return naming("the (reported )goodput is {percent}", null);
    }
    return naming(PAST_OF_SENT, null);
  }

  private static StepVocabulary.Match naming(String pattern, Metric metric) {
    return new StepVocabulary.Match(
        pattern, metric == null ? List.of() : List.of(Map.entry("metric", metric.label())));
  }

  /** Every field a step reads, to its readers. */
  static Map<String, List<Reader>> readers() {
    return Collections.unmodifiableMap(READERS);
  }

  /** The fields no scenario reads, to why. */
  static Map<String, String> unread() {
    return Collections.unmodifiableMap(UNREAD);
  }

  /** The Then steps that judge no report field, to what they judge instead. */
  static Map<String, String> judgingNoField() {
    return Collections.unmodifiableMap(JUDGING_NO_FIELD);
  }

  private static Reader always(String pattern) {
    return Reader.always(pattern);
  }

  private static void read(String field, Reader... readers) {
    READERS.computeIfAbsent(field, f -> new ArrayList<>()).addAll(List.of(readers));
  }

  private static void judgesNoField(String pattern, String instead) {
    JUDGING_NO_FIELD.put(pattern, instead);
  }

  private static void unread(String field, String reason) {
    UNREAD.put(field, reason);
  }
}
