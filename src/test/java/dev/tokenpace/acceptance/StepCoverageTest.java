package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.config.Defaults;
import dev.tokenpace.config.RunConfig;
import dev.tokenpace.config.RunConfig.Goodput;
import dev.tokenpace.config.RunConfig.SloKind;
import dev.tokenpace.fake.FaultPlan;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import dev.tokenpace.metrics.RequestMetrics;
import dev.tokenpace.metrics.StandardMetrics;
import dev.tokenpace.records.RequestRecord;
import dev.tokenpace.report.ReportFixtures;
import dev.tokenpace.report.ReportJson;
import dev.tokenpace.report.RunReports;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No field and no fake behaviour out of reach (issue 24, item 6): every field the summary and stage
 * reports write, and every behaviour the fake can play (its profile vocabulary, its fault plans,
 * its public settings), is mapped to the steps that reach it, or excluded with a reason. A field or
 * a behaviour added without either fails this test, naming it.
 */
class StepCoverageTest {

  /**
   * Report fields (normalized: a statistic of a distribution is {@code {statistic}}, a failure
   * label is {@code *}), each to the step patterns that state it.
   */
  private static final Map<String, List<String>> FIELDS = new LinkedHashMap<>();

  /** Report fields no step states, and why. */
  private static final Map<String, String> FIELD_EXCLUSIONS = new LinkedHashMap<>();

  /**
   * Fake behaviours (Profile vocabulary, fault plans, fake settings) to the steps that play them.
   */
  private static final Map<String, List<String>> BEHAVIOURS = new LinkedHashMap<>();

  /** Fake methods that are plumbing, not behaviour, or deliberately out of the steps' reach. */
  private static final Map<String, String> BEHAVIOUR_EXCLUSIONS = new LinkedHashMap<>();

  private static final String STATISTIC =
      "the reported {statistic} {metric} is {duration} {tolerance}";
  private static final String STATISTIC_TIMELINE =
      "the {statistic} of the reported {metric} matches the timeline {tolerance}";

  static {
    FIELDS.put("benchmark_time_seconds", List.of("the reported throughput matches its definition"));
    FIELDS.put(
        "load_summary.count",
        List.of("the benchmark sent {int} requests", "stage {int} sent {int} requests"));
    FIELDS.put("load_summary.schedule_delay.{statistic}", List.of(STATISTIC, STATISTIC_TIMELINE));
    FIELDS.put(
        "load_summary.send_duration", List.of("the report of stage {int} matches its definitions"));
    FIELDS.put(
        "load_summary.requested_rate",
        List.of(
            "stage {int} requested {double} requests per second",
            "stage {int} requested {double} requests per second and achieved {double} requests per"
                + " second within {int} %"));
    FIELDS.put(
        "load_summary.achieved_rate",
        List.of(
            "stage {int} achieved {double} requests per second within {int} %",
            "the report of stage {int} matches its definitions"));
    FIELDS.put(
        "successes.count", List.of("{int} request(s) succeeded", "all {int} requests succeeded"));
    FIELDS.put(
        "successes.latency.*.{statistic}",
        List.of(STATISTIC, STATISTIC_TIMELINE, "the (reported ){statistic} {metric} is {about}"));
    for (String wayIn :
        List.of(
            "connect_duration",
            "tls_handshake_duration",
            "request_send_duration",
            "time_to_response_head.{statistic}",
            "new_connections",
            "reused_connections")) {
      FIELDS.put(
          "successes.way_in." + wayIn, List.of("the run's way-in summary matches its requests"));
    }
    for (String throughput :
        List.of(
            "requests_per_sec",
            "output_tokens_per_sec",
            "input_tokens_per_sec",
            "total_tokens_per_sec")) {
      FIELDS.put(
          "successes.throughput." + throughput,
          List.of(
              "the reported {throughput} is {double} requests/tokens per second within {int} %",
              "the reported throughput matches its definition",
              "the report of stage {int} matches its definitions"));
    }
    for (String field :
        List.of(
            "goodput_percentage",
            "good_requests",
            "total_requests",
            "request_goodput",
            "token_goodput",
            "ttft_attainment_percentage",
            "tpot_attainment_percentage",
            "itl_attainment_percentage",
            "ntpot_attainment_percentage",
            "request_latency_attainment_percentage")) {
      FIELDS.put(
          "successes.goodput_metrics." + field,
          List.of(
              "the (reported )goodput is {percent}",
              "the (reported )goodput is {percent}(,) that is {int} (out )of {int} requests",
              "{int} (out )of (the ){int} requests met the service level(s)",
              "stage {int}'s goodput is {percent}"));
    }
    FIELDS.put(
        "failures.count",
        List.of(
            "{int} request(s) succeeded and {int} failed",
            "{int} request(s) succeeded and {int} request(s) failed"));
    FIELDS.put(
        "failures.error_percentage",
        List.of(
            "the error rate is (about ){percent}",
            "stage {int}'s error rate is (about ){percent}"));
    FIELDS.put("failures.by_label.*.count", List.of("the failure is labelled {string}"));
    FIELDS.put(
        "failures.by_label.*.messages.message",
        List.of(
            "the {ordinal} request failed(,) labelled {string}(,) with a message containing"
                + " {string}"));
    FIELDS.put(
        "successes.token_count_mismatches",
        List.of(
            "the report counts {int} token count mismatch(es)",
            "{int} request(s) had a token count that disagrees with the server's usage"));
    FIELDS.put(
        "successes.answers_past_max_tokens",
        List.of(
            "{int} answer(s) ran past the max_tokens they/it asked for",
            "the report counts {int} answer(s) past max_tokens"));
    FIELDS.put(
        "run.use_server_output_tokens",
        List.of("the benchmark takes the output token count from the server's usage"));
    FIELDS.put(
        "run.tokenizer",
        List.of(
            "the benchmark counts tokens with a tokenizer that adds a beginning-of-sequence"
                + " token"));

    String tokens =
        "token counts are the tokenizer's, pinned exactly by dev.tokenpace.report and"
            + " dev.tokenpace.tokens unit tests; per request the suite states them with 'the"
            + " benchmark counted {int} output tokens' and checks every chunk's count under every"
            + " metric step";
    FIELD_EXCLUSIONS.put("successes.output_len.{statistic}", tokens);
    FIELD_EXCLUSIONS.put("successes.output_tokens.{statistic}", tokens);
    FIELD_EXCLUSIONS.put("successes.output_tokens.total", tokens);
    FIELD_EXCLUSIONS.put("successes.prompt_tokens.{statistic}", tokens);
    FIELD_EXCLUSIONS.put("successes.prompt_tokens.total", tokens);
    FIELD_EXCLUSIONS.put("successes.prompt_tokens.cached", tokens);
    FIELD_EXCLUSIONS.put("successes.prompt_tokens.uncached", tokens);
    FIELD_EXCLUSIONS.put(
        "successes.request_size_bytes.{statistic}",
        "the fake does not record the bytes it read, so no timeline could judge it; pinned by"
            + " RequestBodiesTest");
    FIELD_EXCLUSIONS.put(
        "failures.request_latency.{statistic}",
        "a failed request's latency is when the benchmark gave up or the fault ended it"
            + " (docs/reliability.md), pinned by FailuresTest and the fault matrix; the product"
            + " promise is the label and the kept chunks");
    FIELD_EXCLUSIONS.put(
        "failures.request_latency",
        "the same distribution, empty (null) in a report without failures");
    FIELD_EXCLUSIONS.put("run.started_at", "run metadata (wall clock), not a measurement");
    FIELD_EXCLUSIONS.put(
        "run.started_at_monotonic", "run metadata (monotonic clock), not a measurement");
    FIELD_EXCLUSIONS.put(
        "run.cancelled", "set by Ctrl-C only, pinned by CancelOnShutdownTest and SignalIT");
    FIELD_EXCLUSIONS.put(
        "load_summary.concurrency",
        "a concurrency stage's level, echoed from the config the scenario wrote");
    FIELD_EXCLUSIONS.put(
        "load_summary.stage_id", "the stage's number, which 'stage {int} …' names it by");
    FIELD_EXCLUSIONS.put(
        "load_summary.load_type",
        "the stage's load type, echoed from the config the scenario wrote");

    String words = "the model streams {string} one word per chunk";
    BEHAVIOURS.put(
        "Profile.Builder.after",
        List.of("it waits {duration} before the first chunk and {durations} between the others"));
    BEHAVIOURS.put(
        "Profile.Builder.gaps",
        List.of("it waits {duration} before the first chunk and {durations} between the others"));
    BEHAVIOURS.put("Profile.Builder.role", List.of("the model streams these chunks:"));
    BEHAVIOURS.put("Profile.Builder.content", List.of(words));
    BEHAVIOURS.put(
        "Profile.Builder.contentBytes",
        List.of(
            "the model streams {string} in chunks of {int} bytes(,) {duration} apart(,) after"
                + " {duration}"));
    BEHAVIOURS.put(
        "Profile.Builder.reasoning",
        List.of(
            "the model streams {int} thinking chunks and then {int} answer chunks(,) {duration}"
                + " apart(,) after {duration}",
            "the model streams these chunks:"));
    BEHAVIOURS.put(
        "Profile.Builder.usage",
        List.of("the server reports {int} completion tokens in its usage"));
    BEHAVIOURS.put("Profile.Builder.finish", List.of(words, "the model streams these chunks:"));
    BEHAVIOURS.put(
        "Profile.Builder.comment",
        List.of(
            "the model sends a keep-alive every {duration} for {duration} before the first chunk"));
    BEHAVIOURS.put(
        "Profile.Builder.error",
        List.of("the model sends the error {string} after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "Profile.Builder.malformedJson",
        List.of("the model sends a malformed chunk after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "Profile.Builder.done",
        List.of(
            "the model streams these chunks:",
            "the model ends {requests} without the end-of-stream marker"));
    BEHAVIOURS.put(
        "Profile.Builder.splitLast",
        List.of("the chunk {string} goes out in two writes {duration} apart"));
    BEHAVIOURS.put(
        "Profile.Builder.closeAfter",
        List.of(
            "the model drops the connection after {int} chunk(s) of {requests}",
            "the model drops the connection after {int} chunks of every answer"));
    BEHAVIOURS.put(
        "Profile.Builder.resetAfter",
        List.of("the model resets the connection after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "Profile.Builder.stallAfter",
        List.of(
            "the model stalls for {duration} after {int} chunk(s) of {requests}",
            "the model goes silent after {int} chunk(s) of {requests} without closing the"
                + " connection",
            "the model starts {requests} but sends no chunk for {duration}"));
    BEHAVIOURS.put(
        "Profile.Builder.prefill",
        List.of(
            "the model takes {duration} per prompt token to read the prompt before its first chunk",
            "the model takes {duration} per 1,000 prompt tokens to read the prompt before its first"
                + " chunk"));
    BEHAVIOURS.put(
        "Profile.Builder.prefixCache",
        List.of("the model caches the prompts it has read(,) in blocks of {int} token(s)"));
    BEHAVIOURS.put(
        "Profile.Builder.batching",
        List.of(
            "the model answers in batches(,) one batch at a time(,) each starting {duration} after"
                + " its first request with at most {int} request(s)"));
    BEHAVIOURS.put(
        "Profile.Builder.headersWithFirstEvent",
        List.of("the model sends not a single byte of {requests} for {duration}"));
    BEHAVIOURS.put(
        "Profile.Builder.httpReply",
        List.of(
            "the model answers {requests} with a web page titled {string} instead of a stream",
            "the model answers {requests} with one whole answer instead of a stream"));
    BEHAVIOURS.put(
        "Profile.Builder.contentType",
        List.of("the model sends {requests} with the content type {string}"));
    BEHAVIOURS.put(
        "Profile.jsonError",
        List.of(
            "the model answers {requests} with status {int} and the error message {string}",
            "the model answers {requests} with (HTTP )status {int}( instead)"));
    BEHAVIOURS.put(
        "Profile.htmlError",
        List.of(
            "the model answers {requests} with status {int} and an error page titled {string}"));
    BEHAVIOURS.put("Profile.words", List.of(words));
    BEHAVIOURS.put(
        "FaultPlan.close",
        List.of("the model drops the connection after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "FaultPlan.reset",
        List.of("the model resets the connection after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "FaultPlan.stall",
        List.of("the model stalls for {duration} after {int} chunk(s) of {requests}"));
    BEHAVIOURS.put(
        "StreamingFake.serve",
        List.of("a model named {string} streams {string} one word per chunk"));
    BEHAVIOURS.put(
        "StreamingFake.serveRequests",
        List.of(
            "the model answers the requests as this table says:",
            "the model answers {requests} with status {int} and the error message {string}"));
    BEHAVIOURS.put(
        "StreamingFake.readRequestBodiesAfter",
        List.of("the model takes {duration} to start reading each request"));
    BEHAVIOURS.put(
        "StreamingFake.takeUpConnectionsAfter",
        List.of("the model takes {duration} to take up each new connection"));
    BEHAVIOURS.put(
        "StreamingFake.limitConcurrentStreams",
        List.of(
            "the model serves at most {int} request(s) at a time and makes the rest wait",
            "the model can serve only {int} request(s) at the same time and makes the rest wait"));
    BEHAVIOURS.put(
        "StreamingFake.startHttps",
        List.of(
            "the model is served over https with a self-signed certificate the benchmark trusts"));

    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.Builder.model",
        "names the standalone fake's default profile; steps name models with 'a model named"
            + " {string}'");
    String anyModel =
        "the standalone fake's catch-all for every model name (tokenpace fake --any-model); every"
            + " scenario serves the model it names, so none asks for another; the 404 for an"
            + " unknown model is pinned by RequestRefusalTest and OpenAiSdkAgainstFakeTest";
    BEHAVIOUR_EXCLUSIONS.put("Profile.Builder.anyModel", anyModel);
    BEHAVIOUR_EXCLUSIONS.put("Profile.answeringAnyModel", anyModel);
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.Builder.raw",
        "arbitrary bytes on the wire are the hostile server's (dev.tokenpace.reliability.hostile),"
            + " pinned by the fault matrix");
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.Builder.sameWrite",
        "several events in one write: the benchmark then sees them in one read, which the delivery"
            + " judge already folds into one (docs/steps.md); pinned by"
            + " StreamingFakeBehaviourTest");
    BEHAVIOUR_EXCLUSIONS.put("Profile.Builder.build", "plumbing");
    BEHAVIOUR_EXCLUSIONS.put("Profile.builder", "plumbing");
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.sampled",
        "the standalone fake's random profiles (tokenpace fake --profile); the suite draws its own"
            + " with a fixed seed ('{int} models each stream {int} words, every wait drawn between"
            + " …')");
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.fromJson", "loading a profile file: the standalone fake's, pinned by ProfileTest");
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.fromParameters",
        "WireMock transformer parameters: the standalone fake's, pinned by ProfileTest");
    BEHAVIOUR_EXCLUSIONS.put(
        "Profile.forNextRequest", "a sampled profile's next draw (see Profile.sampled)");
    for (String plumbing :
        List.of(
            "start",
            "baseUrl",
            "port",
            "awaitTimeline",
            "timelines",
            "acceptedSince",
            "clearTimelines",
            "clearProfiles",
            "wireMock",
            "close")) {
      BEHAVIOUR_EXCLUSIONS.put(
          "StreamingFake." + plumbing, "plumbing: the world starts, reads and stops the fake");
    }
    BEHAVIOUR_EXCLUSIONS.put(
        "StreamingFake.serveByDefault",
        "the standalone fake's catch-all profile; every scenario names its model");
  }

  @TempDir Path dir;

  @Test
  void everyFieldTheReportsWriteIsReachedByAStepOrExcludedWithAReason() throws Exception {
    Set<String> fields = new TreeSet<>();
    Path reports = writeReports();
    try (Stream<Path> files = Files.list(reports)) {
      for (Path file :
          files.filter(f -> f.toString().endsWith("_lifecycle_metrics.json")).toList()) {
        walk(ReportJson.mapper().readTree(file.toFile()), "", fields);
      }
    }
    assertThat(unreached(fields, FIELDS, FIELD_EXCLUSIONS))
        .as(
            "report fields no step reaches: add a step that states each (docs/steps.md), or an"
                + " exclusion with its reason in StepCoverageTest")
        .isEmpty();
    assertThat(fields)
        .as("fields this test walked")
        .contains(
            "successes.goodput_metrics.goodput_percentage",
            "failures.error_percentage",
            "load_summary.requested_rate");
  }

  @Test
  void everyBehaviourTheFakeCanPlayIsGivenByAStepOrExcludedWithAReason() throws Exception {
    Set<String> behaviours = new TreeSet<>();
    for (Method m : Profile.Builder.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())) {
        behaviours.add("Profile.Builder." + m.getName());
      }
    }
    for (Method m : Profile.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())
          && (Modifier.isStatic(m.getModifiers()) || m.getReturnType() == Profile.class)) {
        behaviours.add("Profile." + m.getName());
      }
    }
    for (Field f : FaultPlan.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
        behaviours.add("FaultPlan." + f.get(null));
      }
    }
    for (Method m : StreamingFake.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers())) {
        behaviours.add("StreamingFake." + m.getName());
      }
    }
    assertThat(unreached(behaviours, BEHAVIOURS, BEHAVIOUR_EXCLUSIONS))
        .as(
            "fake behaviours no step gives: add a Given that plays each (docs/steps.md), or an"
                + " exclusion with its reason in StepCoverageTest")
        .isEmpty();
  }

  @Test
  void everyStepTheMapNamesExists() throws Exception {
    Set<String> defined = new TreeSet<>(StepVocabulary.definedPatterns());
    List<String> named = new ArrayList<>();
    FIELDS.values().forEach(named::addAll);
    BEHAVIOURS.values().forEach(named::addAll);
    assertThat(named.stream().filter(p -> !defined.contains(p)).distinct().toList())
        .as("steps StepCoverageTest names that no step definition has")
        .isEmpty();
  }

  /** What neither the map to steps nor the exclusions name. */
  private static List<String> unreached(
      Set<String> found, Map<String, ?> reached, Map<String, String> excluded) {
    return found.stream()
        .filter(name -> !reached.containsKey(name) && !excluded.containsKey(name))
        .toList();
  }

  /** A summary and stage reports of a small run with every kind of field in them. */
  private Path writeReports() throws Exception {
    Map<SloKind, Double> constraints = new EnumMap<>(SloKind.class);
    for (SloKind kind : SloKind.values()) {
      constraints.put(kind, 1.0);
    }
    RunConfig config =
        ReportFixtures.reporting(
            true, false, Defaults.PERCENTILES, false, new Goodput(constraints));
    List<RequestRecord> records = ReportFixtures.goodputExample();
    StandardMetrics calculator = new StandardMetrics();
    List<RequestMetrics> metrics =
        records.stream().map(r -> calculator.calculate(r, false)).toList();
    RunReports.summarize(config, ReportFixtures.twoStages(), records, metrics).writeTo(dir);
    return dir;
  }

  /** Every leaf's path, a statistic of a distribution as {statistic}, a failure label as *. */
  private static void walk(JsonNode node, String path, Set<String> out) {
    if (node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        String name = field.getKey();
        String segment =
            path.equals("failures.by_label")
                ? "*"
                : path.equals("successes.latency")
                    ? "*"
                    : isStatistic(name) && field.getValue().isValueNode() ? "{statistic}" : name;
        walk(field.getValue(), path.isEmpty() ? segment : path + "." + segment, out);
      }
    } else if (node.isArray()) {
      if (node.isEmpty()) {
        out.add(path);
      }
      node.forEach(element -> walk(element, path, out));
    } else {
      out.add(path);
    }
  }

  private static boolean isStatistic(String name) {
    return Arrays.asList("min", "max", "mean", "median").contains(name)
        || name.matches("p\\d+(?:\\.\\d+)?");
  }
}
