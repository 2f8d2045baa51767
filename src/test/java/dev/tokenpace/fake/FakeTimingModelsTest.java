package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tokenpace.fake.script.FaultKind;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.wire.ChunkKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The timing models a profile's server can have, each over real HTTP: prefill that grows with the
 * prompt, a prefix cache, batches run one at a time, a stall, empty first chunks, an answer past
 * {@code max_tokens}. What is checked is what the fake recorded (its send stamps) and what the
 * client read, never the configured waits alone.
 */
class FakeTimingModelsTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Role, the first word 20 ms after the start, two more 10 ms apart, finish, usage, done. */
  private static Profile.Builder threeWords() {
    return Profile.builder()
        .role()
        .after(ms(20))
        .content("one")
        .after(ms(10))
        .content(" two")
        .after(ms(10))
        .content(" three")
        .finish("stop")
        .usage(5, 3)
        .done();
  }

  @Test
  void aLongPromptStartsLaterByItsPrefill() throws Exception {
    server.fake().serve("prefill", threeWords().prefill(ms(100)).build());

    Timeline shortOne = send("prefill", words("short", 10), "prefill-short");
    Timeline longOne = send("prefill", words("long", 2000), "prefill-long");

    assertThat(shortOne.work().promptTokens()).isEqualTo(10);
    assertThat(longOne.work().promptTokens()).isEqualTo(2000);
    assertThat(shortOne.work().prefillNanos()).isEqualTo(ms(1).toNanos());
    assertThat(longOne.work().prefillNanos()).isEqualTo(ms(200).toNanos());
    assertThat(firstWordSent(longOne) - longOne.receivedNanos())
        .as("the long prompt's first word left after its 200 ms prefill and the 20 ms wait")
        .isGreaterThanOrEqualTo(ms(220).toNanos());
    // the order is the fake's schedule: sends on a busy machine may leave late, never early
    assertThat(firstWordSent(shortOne) - shortOne.receivedNanos())
        .isGreaterThanOrEqualTo(ms(21).toNanos());
    assertThat(firstWord(shortOne).scheduledNanos() - shortOne.receivedNanos())
        .isEqualTo(ms(21).toNanos());
    assertThat(firstWord(longOne).scheduledNanos() - longOne.receivedNanos())
        .isEqualTo(ms(220).toNanos());
  }

  @Test
  void aRepeatedPromptIsCachedStartsSoonerAndSaysHowManyTokensWereCached() throws Exception {
    server.fake().serve("cached", threeWords().prefill(ms(1000)).prefixCache(4).build());
    String prompt = words("shared", 200);

    Exchange first = exchange("cached", prompt, "cached-1");
    Exchange again = exchange("cached", prompt, "cached-2");
    Exchange sharingHalf =
        exchange("cached", words("shared", 100) + " " + words("other", 100), "cached-3");

    assertThat(first.usage().get("prompt_tokens").asInt()).isEqualTo(200);
    assertThat(cachedTokens(first)).isZero();
    assertThat(cachedTokens(again))
        .as("all but the last block, which a server computes again for the first token")
        .isEqualTo(196);
    assertThat(cachedTokens(sharingHalf)).isEqualTo(100);
    assertThat(again.timeline().work().prefillNanos()).isEqualTo(ms(4).toNanos());
    assertThat(firstWordSent(first.timeline()) - first.timeline().receivedNanos())
        .isGreaterThanOrEqualTo(ms(220).toNanos());
    assertThat(firstWord(again.timeline()).scheduledNanos() - again.timeline().receivedNanos())
        .as("the cached prompt starts sooner: its 4 ms of prefill, then the 20 ms wait")
        .isEqualTo(ms(24).toNanos());
  }

  @Test
  void withoutACacheTheUsageHasNoDetails() throws Exception {
    server.fake().serve("uncached", threeWords().prefill(ms(10)).build());

    Exchange answer = exchange("uncached", words("plain", 30), "uncached-1");

    assertThat(answer.usage().get("prompt_tokens").asInt()).isEqualTo(30);
    assertThat(answer.usage().has("prompt_tokens_details")).isFalse();
  }

  @Test
  void requestsArrivingWithinTheWindowStartTogether() throws Exception {
    server.fake().serve("batch", threeWords().batching(ms(400), 8).build());

    List<Timeline> batch = sendTogether("batch", 3);

    List<Long> starts = batch.stream().map(FakeTimingModelsTest::start).distinct().toList();
    assertThat(starts).as("one start for the whole batch").hasSize(1);
    // the batch opened 400 ms after the receipt of the request that reached the fake's lock
    // first: receipts are stamped on the connector's threads, so that one need not be the earliest
    assertThat(batch)
        .extracting(member -> member.receivedNanos() + ms(400).toNanos())
        .contains(starts.get(0));
    for (Timeline member : batch) {
      assertThat(firstWordSent(member))
          .as("queue wait, then the answer's own 20 ms")
          .isGreaterThanOrEqualTo(starts.get(0) + ms(20).toNanos());
    }
  }

  @Test
  void aBatchWaitsForTheBatchBeforeItToEnd() throws Exception {
    // a script long enough that both requests arrive while the first one runs, on a busy machine
    // too
    server
        .fake()
        .serve(
            "one-at-a-time",
            Profile.builder()
                .role()
                .after(ms(300))
                .content("one")
                .done()
                .batching(ms(0), 1)
                .build());
    long scriptNanos = ms(300).toNanos();

    List<Timeline> both = sendTogether("one-at-a-time", 2);
    both = new ArrayList<>(both);
    both.sort((a, b) -> Long.compare(start(a), start(b)));
    Timeline firstIn = both.get(0);
    Timeline waited = both.get(1);

    assertThat(firstIn.work().batchWaitNanos()).isZero();
    assertThat(start(waited)).isEqualTo(start(firstIn) + scriptNanos);
    assertThat(waited.work().batchWaitNanos()).isPositive();
    assertThat(firstWordSent(waited))
        .as("the second batch's first word comes after the first batch's script ended")
        .isGreaterThanOrEqualTo(start(firstIn) + 2 * scriptNanos);
  }

  @Test
  void aStallPausesTheStreamAfterItsChunkThenItResumes() throws Exception {
    server.fake().serve("stalled", threeWords().stallAfter(2, ms(300)).build());

    Timeline stalled = send("stalled", "hi", "stalled-1");

    List<Timeline.SentEvent> events = stalled.events();
    assertThat(events.get(2).scheduledNanos() - events.get(1).scheduledNanos())
        .as("the pause after the first word, on top of the 10 ms gap")
        .isEqualTo(ms(310).toNanos());
    assertThat(events.get(2).sentNanos() - events.get(1).scheduledNanos())
        .as("the second word left no sooner than the pause allowed")
        .isGreaterThanOrEqualTo(ms(310).toNanos());
    assertThat(events).extracting(Timeline.SentEvent::kind).contains(ChunkKind.DONE);
    assertThat(stalled.faults()).containsExactly(FaultKind.STALL);
  }

  @Test
  void emptyChunksBeforeTheFirstWordCarryAnEmptyContent() throws Exception {
    server
        .fake()
        .serve(
            "empty-first",
            Profile.fromJson(
                """
                {"events": [{"role": true}, {"after": 10, "content": ""}, {"after": 10, "content": ""},
                            {"after": 30, "content": "Hi"}, {"finish": "stop"}, {"done": true}]}
                """));

    RawSseClient.Result result =
        RawSseClient.post(
            server.fake().port(),
            "/v1/chat/completions",
            FakeServerExtension.body("empty-first", true),
            "empty-first-1");

    List<String> contents = new ArrayList<>();
    for (JsonNode chunk : result.jsonChunks()) {
      JsonNode content = chunk.path("choices").path(0).path("delta").path("content");
      if (!content.isMissingNode()) {
        contents.add(content.asText());
      }
    }
    assertThat(contents).containsExactly("", "", "", "Hi"); // the role chunk's, two empty, a word
  }

  @Test
  void anAnswerIgnoresMaxTokensAndSendsEveryScriptedWord() throws Exception {
    server.fake().serve("past-limit", threeWords().build());
    ObjectNode body = (ObjectNode) JSON.readTree(FakeServerExtension.body("past-limit", true));
    body.put("max_tokens", 1);

    RawSseClient.Result result =
        RawSseClient.post(
            server.fake().port(), "/v1/chat/completions", body.toString(), "past-limit-1");

    assertThat(
            result.jsonChunks().stream()
                .filter(c -> c.path("choices").path(0).path("delta").has("content")))
        .extracting(c -> c.path("choices").path(0).path("delta").path("content").asText())
        .containsSubsequence("one", " two", " three");
  }

  @Test
  void theModelsAreScriptedInJsonAndATypoInThemIsNamed() throws Exception {
    server
        .fake()
        .serve(
            "from-json",
            Profile.fromJson(
                """
                {"prefill": {"msPer1000Tokens": 100}, "prefixCache": {"blockTokens": 10},
                 "batching": {"windowMs": 0, "maxRequests": 4},
                 "events": [{"after": 5, "content": "Hi"}, {"usage": {"prompt": 1, "completion": 1}},
                            {"done": true}]}
                """));

    Exchange first = exchange("from-json", words("json", 50), "from-json-1");
    Exchange again = exchange("from-json", words("json", 50), "from-json-2");

    assertThat(first.timeline().work().prefillNanos()).isEqualTo(ms(5).toNanos());
    assertThat(cachedTokens(again)).isEqualTo(40);
    assertThat(again.timeline().work().prefillNanos()).isEqualTo(ms(1).toNanos());
    assertThatThrownBy(
            () ->
                Profile.fromJson(
                    "{\"prefill\": {\"msPer100Tokens\": 5}, \"events\": [{\"done\": true}]}"))
        .hasMessageContaining("msPer100Tokens");
  }

  @Test
  void aSampledProfileKeepsOneCacheAcrossItsDraws() throws Exception {
    server
        .fake()
        .serve(
            "sampled-cache",
            Profile.fromJson(
                """
                {"prefixCache": {"blockTokens": 5},
                 "sampled": {"seed": 1, "ttftMs": {"mean": 5}, "itlMs": {"mean": 1},
                             "outputTokens": {"values": [2]}, "promptTokens": 3}}
                """));

    exchange("sampled-cache", words("drawn", 20), "sampled-cache-1");
    Exchange again = exchange("sampled-cache", words("drawn", 20), "sampled-cache-2");

    assertThat(cachedTokens(again)).isEqualTo(15);
  }

  // ---------------------------------------------------------------------------------------------

  @Test
  void aServerThatHonoursMaxTokensStopsThereWithFinishReasonLength() throws Exception {
    server
        .fake()
        .serve(
            "limited",
            Profile.builder()
                .role()
                .after(ms(5))
                .content("one two")
                .after(ms(5))
                .content(" three")
                .after(ms(5))
                .content(" four five")
                .after(ms(5))
                .content(" six")
                .finish("stop")
                .done()
                .honoursMaxTokens()
                .build());

    List<JsonNode> limited = answer("limited", 4, "limited-4");
    List<JsonNode> unlimited = answer("limited", null, "limited-none");

    assertThat(text(limited)).isEqualTo("one two three four");
    assertThat(finishReasons(limited)).containsExactly("length");
    assertThat(lastUsage(limited).path("completion_tokens").asInt()).isEqualTo(4);
    assertThat(server.fake().awaitTimeline("limited-4", ms(5000)).events())
        .as("what the fake sent: the role, three chunks of words, the finish, usage and done")
        .hasSize(7);
    assertThat(text(unlimited)).isEqualTo("one two three four five six");
    assertThat(finishReasons(unlimited)).containsExactly("stop");
    assertThat(lastUsage(unlimited).path("completion_tokens").asInt()).isEqualTo(6);
  }

  @Test
  void aServerThatIgnoresMaxTokensSendsEveryWord() throws Exception {
    server.fake().serve("unlimited", threeWords().build());

    assertThat(text(answer("unlimited", 1, "unlimited-1"))).isEqualTo("one two three");
  }

  private static List<JsonNode> answer(String model, Integer maxTokens, String id)
      throws Exception {
    ObjectNode body = (ObjectNode) JSON.readTree(body(model, "hi"));
    if (maxTokens != null) {
      body.put("max_tokens", maxTokens);
    }
    return RawSseClient.post(server.fake().port(), "/v1/chat/completions", body.toString(), id)
        .jsonChunks();
  }

  private static String text(List<JsonNode> chunks) {
    StringBuilder text = new StringBuilder();
    chunks.forEach(
        c -> text.append(c.path("choices").path(0).path("delta").path("content").asText("")));
    return text.toString();
  }

  private static List<String> finishReasons(List<JsonNode> chunks) {
    return chunks.stream()
        .map(c -> c.path("choices").path(0).path("finish_reason"))
        .filter(JsonNode::isTextual)
        .map(JsonNode::asText)
        .toList();
  }

  private static JsonNode lastUsage(List<JsonNode> chunks) {
    return new Exchange(chunks, null).usage();
  }

  private record Exchange(List<JsonNode> chunks, Timeline timeline) {
    JsonNode usage() {
      return chunks.stream()
          .filter(c -> c.has("usage"))
          .reduce((a, b) -> b)
          .orElseThrow(() -> new AssertionError("no usage chunk in " + chunks))
          .get("usage");
    }
  }

  private static int cachedTokens(Exchange exchange) {
    return exchange.usage().path("prompt_tokens_details").path("cached_tokens").asInt(-1);
  }

  private static String words(String stem, int count) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < count; i++) {
      text.append(i == 0 ? "" : " ").append(stem).append(i);
    }
    return text.toString();
  }

  private static String body(String model, String prompt) {
    ObjectNode body = JSON.createObjectNode();
    body.put("model", model);
    body.put("stream", true);
    body.putObject("stream_options").put("include_usage", true);
    body.putArray("messages").addObject().put("role", "user").put("content", prompt);
    return body.toString();
  }

  private static Exchange exchange(String model, String prompt, String id) throws Exception {
    RawSseClient.Result result =
        RawSseClient.post(server.fake().port(), "/v1/chat/completions", body(model, prompt), id);
    return new Exchange(result.jsonChunks(), server.fake().awaitTimeline(id, ms(5000)));
  }

  private static Timeline send(String model, String prompt, String id) throws Exception {
    return exchange(model, prompt, id).timeline();
  }

  /** {@code count} requests sent at once, each on its own connection. */
  private static List<Timeline> sendTogether(String model, int count) throws Exception {
    ExecutorService senders = Executors.newFixedThreadPool(count);
    try {
      List<Future<Timeline>> sent = new ArrayList<>();
      for (int i = 1; i <= count; i++) {
        String id = model + "-" + i;
        sent.add(senders.submit(() -> send(model, "hi", id)));
      }
      List<Timeline> timelines = new ArrayList<>();
      for (Future<Timeline> one : sent) {
        timelines.add(one.get(10, TimeUnit.SECONDS));
      }
      return timelines;
    } finally {
      senders.shutdownNow();
    }
  }

  /** When the request's answer started: its receipt plus what the models added. */
  private static long start(Timeline timeline) {
    return timeline.receivedNanos() + timeline.work().batchWaitNanos();
  }

  private static Timeline.SentEvent firstWord(Timeline timeline) {
    return timeline.events().stream()
        .filter(e -> e.kind() == ChunkKind.CONTENT && !e.text().isEmpty())
        .findFirst()
        .orElseThrow(() -> new AssertionError("no word in " + timeline));
  }

  private static long firstWordSent(Timeline timeline) {
    return firstWord(timeline).sentNanos();
  }
}
