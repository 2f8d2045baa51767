package dev.tokenpace.acceptance;

import static java.util.Map.entry;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Which steps play each behaviour the fake model can play (its Profile vocabulary, fault plans and
 * public settings), and the fake methods that are plumbing or deliberately out of the steps' reach;
 * {@link StepCoverageTest} holds the fake to this map.
 */
final class FakeBehaviourSteps {

  // Steps that play more than one behaviour, named once.
  private static final String WORDS = "the model streams {string} one word per chunk";
  private static final String CHUNK_TABLE = "{server} streams/sends these chunks:";
  private static final String WAITS =
      "it waits {duration} before the first chunk and {durations} between the others";
  private static final String DROPS =
      "the model drops the connection after {count} chunk(s) of {requests}";
  private static final String RESETS =
      "the model resets the connection after {count} chunk(s) of {requests}";
  private static final String STALLS =
      "{server} stalls/pauses for {duration} after {count} chunk(s)/word(s)/token(s) of {requests}";
  private static final String ERROR_MESSAGE =
      "the model answers {requests} with status {count} and the error message {string}";
  private static final String SERVES_AT_MOST =
      "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can )accept(s)/(can"
          + " )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at most )(only ){count}"
          + " request(s) at a/the( same) time";

  private FakeBehaviourSteps() {}

  /** Each behaviour to the steps that play it. */
  static Map<String, List<String>> behaviours() {
    return Map.ofEntries(
        playedBy("Profile.Builder.after", WAITS),
        playedBy("Profile.Builder.gaps", WAITS),
        playedBy("Profile.Builder.role", CHUNK_TABLE),
        playedBy(
            "Profile.Builder.content",
            WORDS,
            "{server} sends {count} empty chunk(s)(,) {duration} apart(,) before its/the first"
                + " word/token"),
        playedBy(
            "Profile.Builder.contentBytes",
            "the model streams {string} in chunks of {count} bytes(,) {duration} apart(,) after"
                + " {duration}"),
        playedBy(
            "Profile.Builder.reasoning",
            "the model streams {count} thinking chunks and then {count} answer chunks(,) {duration}"
                + " apart(,) after {duration}",
            CHUNK_TABLE),
        playedBy(
            "Profile.Builder.usage", "the server reports {count} completion tokens in its usage"),
        playedBy("Profile.Builder.finish", WORDS, CHUNK_TABLE),
        playedBy(
            "Profile.Builder.comment",
            "the model sends a keep-alive every {duration} for {duration} before the first chunk"),
        playedBy(
            "Profile.Builder.error",
            "the model sends the error {string} after {count} chunk(s) of {requests}"),
        playedBy(
            "Profile.Builder.malformedJson",
            "the model sends a malformed chunk after {count} chunk(s) of {requests}"),
        playedBy(
            "Profile.Builder.done",
            CHUNK_TABLE,
            "the model ends {requests} without the end-of-stream marker"),
        playedBy(
            "Profile.Builder.splitLast",
            "the chunk {string} goes out in two writes {duration} apart"),
        playedBy(
            "Profile.Builder.closeAfter",
            DROPS,
            "the model drops the connection after {count} chunks of every answer"),
        playedBy("Profile.Builder.resetAfter", RESETS),
        playedBy(
            "Profile.Builder.stallAfter",
            STALLS,
            "{server} stalls/pauses for {duration} after the {ordinal} chunk( of every"
                + " answer)/word( of every answer)/token( of every answer)",
            "the model goes silent after {count} chunk(s) of {requests} without closing the"
                + " connection",
            "the model starts {requests} but sends no chunk for {duration}"),
        playedBy(
            "Profile.Builder.prefill",
            "{server} takes/spends {duration} per (uncached )prompt token( to read the prompt)"
                + " before its/the first chunk/word/token",
            "{server} takes/spends {duration} per 1,000 (uncached )prompt tokens( to read the"
                + " prompt) before its/the first chunk/word/token",
            "{server} takes/spends {duration} plus {duration} per (uncached )prompt token( to read"
                + " the prompt) before its/the first chunk/word/token"),
        playedBy(
            "Profile.Builder.honoursMaxTokens",
            "{server} stops/stop at (the )max_tokens( it is asked for)",
            "{server} stops/stop at the requested maximum( number of tokens)"),
        playedBy(
            "Profile.Builder.ignoresMaxTokens",
            "{server} ignores (the )max_tokens( it is asked for)",
            "{server} ignores the maximum number of (output )tokens"),
        playedBy(
            "Profile.Builder.prefixCache",
            "{server} caches/remembers the/every/all prompt(s) it has read(,)/seen(,) in blocks of"
                + " {count} token(s)",
            "{server} caches/remembers the/every/all prompt(s) it has read(,)( and reports the"
                + " cached prompt tokens in its usage)/seen(,)( and reports the cached prompt"
                + " tokens in its usage)",
            "{server} has a prefix/prompt cache"),
        playedBy(
            "Profile.Builder.batching",
            "{server} answers/runs/serves/processes (requests )in batches(,) one batch at a"
                + " time(,) each starting {duration} after its first request with at most {count}"
                + " request(s)",
            "{server} batches (the )requests that arrive/arriving within {duration}(,) at most"
                + " {count} (requests )to/per/in a/each batch(,)( one batch at a time)"),
        playedBy(
            "Profile.Builder.inFlightTiming",
            "{inFlightRows}",
            "{server} is paced by the requests in flight: {inFlightRows}",
            "{server}'s pace/timing/speed depends on the requests in flight:",
            "{server}'s pace/timing/speed depends on how many requests are in flight( when a"
                + " request arrives)( when it starts a request):",
            "{server} is paced by the requests in flight:",
            "{server}'s pace grows linearly between (the )rows",
            "{server}'s pace is interpolated between (the )rows",
            "its pace grows linearly between (the )rows",
            "its pace is interpolated between (the )rows",
            "each/every other/additional/extra/concurrent request (in flight )adds {duration} to"
                + " the/its first token/word",
            "each/every other/additional/extra/concurrent request (in flight )adds {duration} to"
                + " each/every/the gap",
            "each/every other/additional/extra/concurrent request (in flight )adds {duration} to"
                + " the/its first token/word and {duration} to each/every/the gap"),
        playedBy(
            "Profile.Builder.headersWithFirstEvent",
            "the model sends not a single byte of {requests} for {duration}"),
        playedBy(
            "Profile.Builder.httpReply",
            "the model answers {requests} with a web page titled {string} instead of a stream",
            "the model answers {requests} with one whole answer instead of a stream"),
        playedBy(
            "Profile.Builder.contentType",
            "the model sends {requests} with the content type {string}"),
        playedBy(
            "Profile.jsonError",
            ERROR_MESSAGE,
            "{server} answers {requests} with (an )(HTTP )(status ){count}( error)( instead)( and"
                + " no tokens)"),
        playedBy(
            "Profile.htmlError",
            "the model answers {requests} with status {count} and an error page titled {string}"),
        playedBy("Profile.words", WORDS),
        playedBy(
            "FaultPlan.close",
            DROPS,
            "{server} {cutsOff} {requests} after {count} chunk(s)(,)( without finishing)( the"
                + " answer)( the stream)( it)/word(s)(,)( without finishing)( the answer)( the"
                + " stream)( it)/token(s)(,)( without finishing)( the answer)( the stream)( it)"),
        playedBy("FaultPlan.reset", RESETS),
        playedBy("FaultPlan.stall", STALLS),
        playedBy(
            "StreamingFake.serve", "a model named {string} streams {string} one word per chunk"),
        playedBy(
            "StreamingFake.serveRequests",
            "the model answers the requests as this table says:",
            ERROR_MESSAGE),
        playedBy(
            "StreamingFake.readRequestBodiesAfter",
            "the model takes {duration} to start reading each request"),
        playedBy(
            "StreamingFake.takeUpConnectionsAfter",
            "the model takes {duration} to take up each new connection"),
        playedBy(
            "StreamingFake.limitConcurrentStreams",
            "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can"
                + " )accept(s)/(can )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at"
                + " most )(only ){count} request(s) at once(,) and {queuesTheRest}",
            SERVES_AT_MOST + "(,) and {queuesTheRest}",
            SERVES_AT_MOST),
        playedBy(
            "StreamingFake.refuseStreamsBeyond",
            "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can"
                + " )accept(s)/(can )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at"
                + " most )(only ){count} request(s) at once(,) and {refusesTheRest}",
            SERVES_AT_MOST + "(,) and {refusesTheRest}",
            "{server} {refusesTheRest}"),
        playedBy(
            "StreamingFake.queueStreamsBeyond",
            "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can"
                + " )accept(s)/(can )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at"
                + " most )(only ){count} request(s) at once(,) {queuesUpTo}(,) and"
                + " {refusesTheRest}",
            SERVES_AT_MOST + "(,) {queuesUpTo}(,) and {refusesTheRest}"),
        playedBy(
            "StreamingFake.ignoreStreamsBeyond",
            "{server} (can )serve(s)/(can )handle(s)/(can )process(es)/(can )run(s)/(can"
                + " )accept(s)/(can )take(s)/(can )work(s)( on)/(can )hold(s)/(can )allow(s) (at"
                + " most )(only ){count} request(s) at once(,) and {ignoresTheRest}",
            SERVES_AT_MOST + "(,) and {ignoresTheRest}",
            "{server} {ignoresTheRest}"),
        playedBy(
            "StreamingFake.startHttps",
            "the model is served over https with a self-signed certificate the benchmark trusts"));
  }

  /** Each excluded fake method to why. */
  static Map<String, String> exclusions() {
    String anyModel =
        "the standalone fake's catch-all for every model name (tokenpace fake --any-model); every"
            + " scenario serves the model it names, so none asks for another; the 404 for an"
            + " unknown model is features/fake/refusals.feature's, through plain HTTP and the"
            + " OpenAI Java SDK";
    Stream<Map.Entry<String, String>> reasoned =
        Stream.of(
            entry(
                "Profile.Builder.model",
                "names the standalone fake's default profile; steps name models with 'a model"
                    + " named {string}'"),
            entry("Profile.Builder.anyModel", anyModel),
            entry("Profile.answeringAnyModel", anyModel),
            entry(
                "Profile.Builder.raw",
                "arbitrary bytes on the wire are the hostile server's"
                    + " (dev.tokenpace.reliability.hostile), pinned by the fault matrix"),
            entry(
                "Profile.Builder.sameWrite",
                "several events in one write: the benchmark then sees them in one read, which the"
                    + " delivery judge already folds into one (docs/steps.md); pinned by"
                    + " StreamingFakeBehaviourTest"),
            entry("Profile.Builder.build", "plumbing"),
            entry("Profile.builder", "plumbing"),
            entry(
                "Profile.sampled",
                "the standalone fake's random profiles (tokenpace fake --profile); the suite draws"
                    + " its own with a fixed seed ('{count} models each stream {count} words, every"
                    + " wait drawn between …')"),
            entry(
                "Profile.fromJson",
                "loading a profile file: the standalone fake's, pinned by ProfileTest"),
            entry(
                "Profile.fromParameters",
                "WireMock transformer parameters: the standalone fake's, pinned by ProfileTest"),
            entry("Profile.forNextRequest", "a sampled profile's next draw (see Profile.sampled)"),
            entry(
                "Profile.servedBy",
                "plumbing: a request's own script served by its model's server, which every step"
                    + " that scripts one request (a cold start, a table's row, a fault) uses"),
            entry(
                "StreamingFake.serveByDefault",
                "the standalone fake's catch-all profile; every scenario names its model"));
    Stream<Map.Entry<String, String>> plumbing =
        Stream.of(
                "start",
                "baseUrl",
                "port",
                "awaitTimeline",
                "timelines",
                "acceptedSince",
                "clearTimelines",
                "clearProfiles",
                "wireMock",
                "close")
            .map(
                method ->
                    entry(
                        "StreamingFake." + method,
                        "plumbing: the world starts, reads and stops the fake"));
    return Stream.concat(reasoned, plumbing)
        .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, Map.Entry::getValue));
  }

  private static Map.Entry<String, List<String>> playedBy(String behaviour, String... steps) {
    return entry(behaviour, List.of(steps));
  }
}
