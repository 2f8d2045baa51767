package dev.tokenpace.acceptance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tokenpace.acceptance.support.StepVocabulary;
import dev.tokenpace.fake.FaultPlan;
import dev.tokenpace.fake.Profile;
import dev.tokenpace.fake.StreamingFake;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No field and no fake behaviour out of reach (issue 24, item 6): every field the reports write
 * ({@link ReportFields}) is read by the steps {@link ReportFieldReaders} names, or is an exception
 * there with its reason; every behaviour the fake can play (its profile vocabulary, its fault
 * plans, its public settings) is mapped to the steps that play it, or excluded with a reason. A
 * field or a behaviour added without either fails this test, naming it. Which scenarios use those
 * steps is {@link ReportFieldScenariosTest}'s.
 */
class StepCoverageTest {

  /**
   * Fake behaviours (Profile vocabulary, fault plans, fake settings) to the steps that play them.
   */
  private static final Map<String, List<String>> BEHAVIOURS = new LinkedHashMap<>();

  /** Fake methods that are plumbing, not behaviour, or deliberately out of the steps' reach. */
  private static final Map<String, String> BEHAVIOUR_EXCLUSIONS = new LinkedHashMap<>();

  static {
    String words = "the model streams {string} one word per chunk";
    BEHAVIOURS.put(
        "Profile.Builder.after",
        List.of("it waits {duration} before the first chunk and {durations} between the others"));
    BEHAVIOURS.put(
        "Profile.Builder.gaps",
        List.of("it waits {duration} before the first chunk and {durations} between the others"));
    BEHAVIOURS.put("Profile.Builder.role", List.of("the model streams these chunks:"));
    BEHAVIOURS.put(
        "Profile.Builder.content",
        List.of(
            words,
            "{server} sends {int} empty chunk(s)(,) {duration} apart(,) before its/the first"
                + " word/token"));
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
            "{server} stalls/pauses for {duration} after {int} chunk(s)/word(s)/token(s) of"
                + " {requests}",
            "{server} stalls/pauses for {duration} after the {ordinal} chunk/word/token( of"
                + " every answer)",
            "the model goes silent after {int} chunk(s) of {requests} without closing the"
                + " connection",
            "the model starts {requests} but sends no chunk for {duration}"));
    BEHAVIOURS.put(
        "Profile.Builder.prefill",
        List.of(
            "{server} takes/spends {duration} per (uncached )prompt token( to read the prompt)"
                + " before its/the first chunk/word/token",
            "{server} takes/spends {duration} per 1,000 (uncached )prompt tokens( to read the"
                + " prompt) before its/the first chunk/word/token",
            "{server} takes/spends {duration} plus {duration} per (uncached )prompt token( to read"
                + " the prompt) before its/the first chunk/word/token"));
    BEHAVIOURS.put(
        "Profile.Builder.prefixCache",
        List.of(
            "{server} caches/remembers the/every/all prompt(s) it has read(,)/seen(,) in blocks of"
                + " {int} token(s)",
            "{server} caches/remembers the/every/all prompt(s) it has read(,)/seen(,)( and reports"
                + " the cached prompt tokens in its usage)",
            "{server} has a prefix/prompt cache"));
    BEHAVIOURS.put(
        "Profile.Builder.batching",
        List.of(
            "{server} answers/runs/serves/processes (requests )in batches(,) one batch at a"
                + " time(,) each starting {duration} after its first request with at most {int}"
                + " request(s)",
            "{server} batches (the )requests that arrive/arriving within {duration}(,) at most"
                + " {int} (requests )to/per/in a/each batch(,)( one batch at a time)"));
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
            "{server} answers {requests} with (HTTP )status {int}( instead)"));
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
        List.of(
            "{server} stalls/pauses for {duration} after {int} chunk(s)/word(s)/token(s) of"
                + " {requests}"));
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
            "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only"
                + " ){int} request(s) at a/the( same) time(,) and queues/makes the rest( wait)",
            "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only"
                + " ){int} request(s) at a/the( same) time"));
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
            + " unknown model is features/fake/refusals.feature's, through plain HTTP and the"
            + " OpenAI Java SDK";
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

  @Test
  void everyFieldTheReportsWriteIsReadByAStepOrAnExceptionWithItsReason() {
    Set<String> fields = ReportFields.all();
    assertThat(unreached(fields, ReportFieldReaders.readers(), ReportFieldReaders.unread()))
        .as(
            "report fields no step reads: add a step that judges each (docs/steps.md) and name it"
                + " in ReportFieldReaders, or an exception with its reason there")
        .isEmpty();
    assertThat(fields)
        .as("fields read from the report records")
        .contains(
            "successes.goodput_metrics.goodput_percentage",
            "failures.error_percentage",
            "load_summary.requested_rate",
            "successes.latency.time_to_first_token.{statistic}",
            "per_request.metrics.inter_token_latency",
            "per_request.events.time");
  }

  @Test
  void everyFieldTheMapNamesIsAFieldTheReportsWrite() {
    Set<String> fields = ReportFields.all();
    List<String> named = new ArrayList<>(ReportFieldReaders.readers().keySet());
    named.addAll(ReportFieldReaders.unread().keySet());
    assertThat(named.stream().filter(f -> !fields.contains(f)).toList())
        .as("fields ReportFieldReaders names that no report record writes")
        .isEmpty();
    assertThat(
            ReportFieldReaders.readers().keySet().stream()
                .filter(ReportFieldReaders.unread()::containsKey)
                .toList())
        .as("fields ReportFieldReaders lists both as read and as an exception")
        .isEmpty();
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
    ReportFieldReaders.readers().values().stream()
        .flatMap(List::stream)
        .map(FieldReader::pattern)
        .forEach(named::add);
    BEHAVIOURS.values().forEach(named::addAll);
    assertThat(named.stream().filter(p -> !defined.contains(p)).distinct().toList())
        .as("steps StepCoverageTest names that no step definition has")
        .isEmpty();
  }

  @Test
  void aStepReadsAFieldByItsArgumentOnlyWhenItHasOne() {
    assertThat(
            ReportFieldReaders.readers().values().stream()
                .flatMap(List::stream)
                .filter(r -> r.about() != null)
                .flatMap(
                    r -> r.settings().isEmpty() ? Stream.of(r.pattern()) : r.settings().stream())
                .filter(p -> !p.contains("{metric}") && !p.contains("{throughput}"))
                .distinct()
                .toList())
        .as(
            "steps ReportFieldReaders binds to the metric or throughput they name, but which name"
                + " none")
        .isEmpty();
  }

  @Test
  void everyThenStepReadsAFieldOrSaysWhatItJudgesInstead() {
    Set<String> named = new TreeSet<>(ReportFieldReaders.judgingNoField().keySet());
    ReportFieldReaders.readers().values().stream()
        .flatMap(List::stream)
        .map(FieldReader::pattern)
        .forEach(named::add);
    assertThat(
            StepVocabulary.thenPatterns().stream()
                .filter(p -> !named.contains(p))
                .distinct()
                .toList())
        .as(
            "Then steps ReportFieldReaders does not name: say which report fields each reads, or"
                + " what it judges instead")
        .isEmpty();
    assertThat(
            ReportFieldReaders.judgingNoField().keySet().stream()
                .filter(p -> !StepVocabulary.thenPatterns().contains(p))
                .toList())
        .as("steps ReportFieldReaders says judge no field, but which are no Then step")
        .isEmpty();
  }

  /** What neither the map to steps nor the exclusions name. */
  private static List<String> unreached(
      Set<String> found, Map<String, ?> reached, Map<String, String> excluded) {
    return found.stream()
        .filter(name -> !reached.containsKey(name) && !excluded.containsKey(name))
        .toList();
  }
}
