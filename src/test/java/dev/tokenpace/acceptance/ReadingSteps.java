package dev.tokenpace.acceptance;

import dev.tokenpace.acceptance.verdict.Metric;
import java.util.List;
import java.util.Map;

/**
 * The step patterns that read report fields, grouped as {@link ReportFieldReaders} declares their
 * readers: the summary statistics, the per-request metrics, the throughputs, goodput and service
 * levels, the way in, and the steps about one request by its ordinal.
 */
final class ReadingSteps {

  /** Steps that hold a statistic of a metric's distribution in the run or a stage report. */
  static final List<String> SUMMARY_STATISTIC_STEPS =
      List.of(
          "the reported {statistic} {metric} is {duration} {tolerance}",
          "the {statistic} of the reported {metric} matches the timeline {tolerance}",
          "the (reported ){statistic} {metric} is {about}",
          "its {statistic} {metric} is {about}",
          "its {statistic} {metric} should be {about}",
          "the (reported ){statistic} {metric} should be {about}",
          "the (reported ){statistic} {metric} should be between {duration} and {duration}",
          "the {statistic} {metric} should be {about} and the {statistic} {about}",
          "the reported {metric} figures count only the {count} successful requests",
          "the (reported ){metric} figures should only count the {count} successful requests",
          "the (reported ){metric} figures should only count the {count} successful requests(,) at"
              + " {about} each",
          "the (reported ){statistic} {metric} of {stage} is above/higher( than) {stage}'s",
          "the (reported ){statistic} {metric} of {stage} is below/lower( than) {stage}'s",
          "the (reported ){statistic} {metric} of {stage} is {timesAsHigh} {stage}'s",
          "the (reported ){statistic} {metric} {atStage} is {timesAsHigh} the {statistic} {metric}"
              + " {atStage}",
          "the (reported ){statistic} {metric} {atStage} is {timesAsHigh} that/what it is"
              + " {atStage}",
          "the (reported ){statistic} {metric} of {stage} is {stated}",
          "the (reported ){statistic} {metric} {atStage} is {stated}");

  /** The step that holds the run's benchmark time against a stated one. */
  static final String RUN_DURATION = "the run('s) duration is {about}";

  static final String PROMPT_TOKENS = "the report's prompt tokens are {count} in total";

  static final String PAST_OF_SENT =
      "{count} (out )of (the ){count} answers/requests ran past the/their (token"
          + " )limit/max_tokens";

  /**
   * Steps that hold a request's metric (per_request_lifecycle_metrics.json) against the model's
   * timeline or a stated number, and against its definition from the request's own stamps.
   */
  static final List<String> PER_REQUEST_METRIC_STEPS =
      List.of(
          "the reported {metric} matches the timeline {tolerance}",
          "every (successful )request's {metric} matches its own timeline {tolerance}",
          "the (reported ){statistic} {metric} is {stated} {everyLength}",
          "the (reported ){statistic} {metric} should be {stated} {everyLength}",
          "the (reported ){statistic} {metric} is/are (about ){durations} {theLengths}",
          "the (reported ){statistic} {metric} is/are {durations} {tolerance} {theLengths}",
          "(the )(reported ){metric} is/are (about ){durations} {theLengths}",
          "(the ){metric} is/stays/remains (at ){stated} {everyRun}",
          "(the ){metric} and (the ){metric} stay/remain/are (at ){stated} {everyRun}",
          "the per-stage report/results show(s) a/an/the {metric} of (about ){durations}",
          "(the )(reported ){metric} is/are (about ){durations} {theStages}",
          "a/an {metric} of (about ){durations} {theStages}",
          "the (reported ){statistic} {metric} is/are (about ){durations} {theStages}",
          "the reported {metric} is {duration} {tolerance}",
          "every (successful )request's {metric} is {duration} {tolerance}",
          "the {metric} of each request(,) in the order scheduled(,) is {durations} {tolerance}",
          "the reported {metric} of {string} is {duration} {tolerance}",
          "the reported {metric} of {string} matches its timeline {tolerance}",
          "the reported {metric} is below the reported {metric}",
          "the reported {metric} is above the reported {metric}",
          "the reported {metric} has {count} samples",
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
          "{requests} (each )report(s)/(each )reported a/an {metric} of {stated}",
          "{count} request(s) report(s)/reported a/an {metric} of {stated}",
          "every/each/all request(s) report(s)/reported a/an {metric} of {stated}",
          "the request report(s)/reported a/an {metric} of {about}",
          "the (reported ){metric} is {about} and the {metric} is {about}",
          "the requests' {metric}(,) from the lowest(,) is {durations} {tolerance}",
          "the requests' {metric}(,) from the lowest(,) is (about ){durations}",
          "the {metric} grows by {stated} from request to request",
          "each request's {metric} is {stated} more than the request before it",
          "each request's {metric} should be {stated} more than the request before it",
          "the {metric} of each request(,) in the order scheduled(,) is (about ){durations}",
          "(the ){metric} should be {stated} for request {count}(,) {stated} for request {count}"
              + " and {stated} for request {count}",
          "the (reported ){metric} figures should only count the {count} successful requests(,) at"
              + " {about} each");

  /** Steps that hold a fixed metric of every request they name, whatever their words. */
  static final Map<Metric, List<String>> FIXED_METRIC_STEPS =
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
          List.of(
              "the reported request latency is at least the sum of the injected delays",
              "every/each request takes/took {stated} in total"),
          Metric.INTER_TOKEN_LATENCY,
          List.of(
              "no reported inter-token latency is shorter than the shortest wait the model left(,)"
                  + " {tolerance}"));

  /** The step that holds the throughput it names against a stated rate. */
  static final String STATED_THROUGHPUT =
      "the reported {throughput} is {double} requests/tokens per second within {count} %";

  /** Steps that hold every throughput of the run or a stage against its definition. */
  static final List<String> THROUGHPUT_DEFINITION_STEPS =
      List.of(
          "the reported throughput matches its definition",
          "the report of stage {count} matches its definitions");

  /** Steps that hold the goodput of the run or a stage against its definition. */
  static final List<String> GOODPUT_STEPS =
      List.of(
          "the (reported )goodput is {percent}",
          "the (reported )goodput is {percent}(,) that is {count} (out )of {count} requests",
          "(the )goodput should be {percent}(,) that is {count} (out )of {count} requests",
          "{count} (out )of (the ){count} requests met the service level(s)",
          "{count} (out )of (the ){count} requests should meet the service level(s)",
          "stage {count}'s goodput is {percent}");

  /** Steps that set a service level on the metrics they name. */
  static final List<String> SERVICE_LEVEL_STEPS =
      List.of(
          "a request meets its service level when its {metric} is at most {duration}",
          "service limits of {duration} {metric}",
          "service limits of {duration} {metric} and {duration} {metric}",
          "service limits of {duration} {metric}(,) {duration} {metric} and {duration} {metric}");

  static final List<String> WAY_IN_STEPS =
      List.of(
          "every request's way in matches its definitions",
          "the model's hold shows in every request's time to the response head(,) not in its"
              + " connect duration");

  static final List<String> CONNECTION_STEPS =
      List.of(
          "the first request opened a new connection and the others reused it",
          "every request opened a new connection",
          "every request reused a connection(,) with no connect time",
          "every request's way in matches its definitions");

  static final List<String> ORDINAL_STEPS =
      List.of(
          "the {ordinal} request failed(,) labelled {string}",
          "the {ordinal} request failed(,) labelled {string}(,) with a message containing"
              + " {string}",
          "the {ordinal} request succeeded",
          "the {ordinal} request succeeded with {count} output tokens",
          "the {ordinal} request kept the {count} chunks that arrived before the fault",
          "the {ordinal} request got no answer at all, not even the response headers",
          "the {ordinal} request got the response headers but no chunk");

  private ReadingSteps() {}
}
