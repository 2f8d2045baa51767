package dev.tokenpace.acceptance;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which steps play each behaviour the fake model can play (its Profile vocabulary, fault plans and
 * public settings), and the fake methods that are plumbing or deliberately out of the steps' reach;
 * {@link StepCoverageTest} holds the fake to this map.
 */
final class FakeBehaviourSteps {

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
            "{server} answers {requests} with (an )(HTTP )(status ){int}( error)( instead)( and no"
                + " tokens)"));
    BEHAVIOURS.put(
        "Profile.htmlError",
        List.of(
            "the model answers {requests} with status {int} and an error page titled {string}"));
    BEHAVIOURS.put("Profile.words", List.of(words));
    BEHAVIOURS.put(
        "FaultPlan.close",
        List.of(
            "the model drops the connection after {int} chunk(s) of {requests}",
            "{server} {cutsOff} {requests} after {int} chunk(s)/word(s)/token(s)(,)( without"
                + " finishing)( the answer)( the stream)"));
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
                + " ){int} request(s) at a/the( same) time(,) and queues/makes the rest( wait)( in"
                + " arrival order)",
            "{server} (can )serve(s)/handle(s)/process(es)/run(s)/work(s)( on) (at most )(only"
                + " ){int} request(s) at a/the( same) time(,) and queues/makes the others( wait)("
                + " in arrival order)",
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

  private FakeBehaviourSteps() {}

  /** Each behaviour to the steps that play it. */
  static Map<String, List<String>> behaviours() {
    return Collections.unmodifiableMap(BEHAVIOURS);
  }

  /** Each excluded fake method to why. */
  static Map<String, String> exclusions() {
    return Collections.unmodifiableMap(BEHAVIOUR_EXCLUSIONS);
  }
}
