package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tokenpace.fake.script.Profile;
import dev.tokenpace.fake.timeline.Timeline;
import dev.tokenpace.wire.ChunkKind;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A stream reports usage only as its request asked through {@code stream_options}, as OpenAI and
 * vLLM do: an LLMPerf-style client that never asks gets no chunk without choices, {@code
 * include_usage} gets the usage chunk, vLLM's {@code continuous_usage_stats} gets usage in every
 * chunk.
 */
class UsageReportTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final ObjectMapper JSON = new ObjectMapper();

  private static Profile fourWords() {
    return Profile.builder()
        .role()
        .after(ms(5))
        .content("The")
        .after(ms(5))
        .content(" quick")
        .after(ms(5))
        .content(" brown")
        .after(ms(5))
        .content(" fox")
        .after(ms(5))
        .finish("stop")
        .after(ms(20))
        .usage(7, 8)
        .after(ms(10))
        .done()
        .build();
  }

  private static String body(String model, String streamOptions) {
    return "{\"model\":\""
        + model
        + "\",\"stream\":true,"
        + (streamOptions == null ? "" : "\"stream_options\":" + streamOptions + ",")
        + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}";
  }

  private static List<JsonNode> chunks(RawSseClient.Result result) throws Exception {
    return result.jsonChunks();
  }

  private RawSseClient.Result request(String model, String streamOptions, String id)
      throws Exception {
    server.fake().serve(model, fourWords());
    return RawSseClient.post(
        server.fake().port(), "/v1/chat/completions", body(model, streamOptions), id);
  }

  @Test
  void aClientThatNeverAsksForUsageGetsNoUsageChunk() throws Exception {
    RawSseClient.Result result = request("llmperf", null, "llmperf-1");
    Timeline timeline = server.fake().awaitTimeline("llmperf-1", ms(5000));

    assertThat(chunks(result)).isNotEmpty().allSatisfy(c -> assertThat(c.has("usage")).isFalse());
    assertThat(chunks(result))
        .allSatisfy(c -> assertThat(c.get("choices").isEmpty()).as(c.toString()).isFalse());
    assertThat(result.events().get(result.events().size() - 1).text()).contains("[DONE]");
    assertThat(timeline.events()).noneMatch(e -> e.kind() == ChunkKind.USAGE);
  }

  @Test
  void includeUsageGetsTheUsageChunkWithoutChoices() throws Exception {
    List<JsonNode> chunks = chunks(request("asked", "{\"include_usage\":true}", "asked-1"));

    List<JsonNode> withUsage = chunks.stream().filter(c -> c.has("usage")).toList();
    assertThat(withUsage).singleElement().satisfies(c -> assertThat(c.get("choices")).isEmpty());
    assertThat(withUsage.get(0).get("usage").get("completion_tokens").asInt()).isEqualTo(8);
  }

  /** include_usage false is not asking, and continuous usage stats alone ask for nothing. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "declined | {\"include_usage\":false}",
        "half     | {\"continuous_usage_stats\":true}"
      })
  void streamOptionsThatDoNotAskForUsageGetNone(String model, String streamOptions)
      throws Exception {
    List<JsonNode> chunks = chunks(request(model, streamOptions, model + "-1"));

    assertThat(chunks).noneMatch(c -> c.has("usage"));
  }

  @Test
  void continuousUsageStatsPutTheUsageSoFarInEveryChunk() throws Exception {
    List<JsonNode> chunks =
        chunks(
            request("vllm", "{\"include_usage\":true,\"continuous_usage_stats\":true}", "vllm-1"));

    assertThat(chunks).allSatisfy(c -> assertThat(c.has("usage")).as(c.toString()).isTrue());
    assertThat(chunks)
        .extracting(c -> c.get("usage").get("completion_tokens").asInt())
        .containsExactly(0, 2, 4, 6, 8, 8, 8); // role, four words, finish, the usage chunk
    assertThat(chunks)
        .allSatisfy(c -> assertThat(c.get("usage").get("prompt_tokens").asInt()).isEqualTo(7));
    assertThat(chunks.get(chunks.size() - 1).get("choices")).isEmpty();
  }

  /**
   * Six tokens as the suite's tokenizers count them: a chunk of two words, a word split over two
   * chunks, a reasoning word; the profile scripts no usage.
   */
  private static Profile.Builder sixTokensUnscripted() {
    return Profile.builder()
        .role()
        .after(ms(5))
        .reasoning("Think")
        .after(ms(5))
        .content("The quick")
        .after(ms(5))
        .content(" bro")
        .after(ms(5))
        .content("wn")
        .after(ms(5))
        .content(" fox")
        .after(ms(5))
        .content(" jumps")
        .after(ms(5))
        .finish("stop")
        .after(ms(10))
        .done();
  }

  private static String bodyWithPrompt(String model, String streamOptions, String prompt) {
    return body(model, streamOptions)
        .replace("\"content\":\"hi\"", "\"content\":\"" + prompt + "\"");
  }

  @Test
  void anAnswerThatScriptsNoUsageEndsWithTheTokensItSent() throws Exception {
    server.fake().serve("counted", sixTokensUnscripted().build());
    RawSseClient.Result result =
        RawSseClient.post(
            server.fake().port(),
            "/v1/chat/completions",
            bodyWithPrompt("counted", "{\"include_usage\":true}", "one two  three\\nfour"),
            "counted-1");
    Timeline timeline = server.fake().awaitTimeline("counted-1", ms(5000));

    List<JsonNode> chunks = chunks(result);
    JsonNode last = chunks.get(chunks.size() - 1);
    assertThat(last.get("choices")).isEmpty();
    assertThat(last.get("usage").get("completion_tokens").asInt()).isEqualTo(6);
    assertThat(last.get("usage").get("prompt_tokens").asInt()).isEqualTo(4);
    assertThat(last.get("usage").get("total_tokens").asInt()).isEqualTo(10);
    assertThat(last.get("usage").has("prompt_tokens_details")).isFalse(); // no cache modelled
    assertThat(chunks.get(chunks.size() - 2).get("choices").get(0).get("finish_reason").asText())
        .isEqualTo("stop");
    assertThat(result.events().get(result.events().size() - 1).text()).contains("[DONE]");
    List<Timeline.SentEvent> sent = timeline.events();
    Timeline.SentEvent usage = sent.get(sent.size() - 2);
    Timeline.SentEvent done = sent.get(sent.size() - 1);
    assertThat(usage.kind()).isEqualTo(ChunkKind.USAGE);
    assertThat(usage.writeStartNanos()).isEqualTo(done.writeStartNanos()); // one write with [DONE]
  }

  @Test
  void continuousUsageStatsEndAtTheTokensSentWhenNoneIsScripted() throws Exception {
    server.fake().serve("counted-vllm", sixTokensUnscripted().build());
    List<JsonNode> chunks =
        chunks(
            RawSseClient.post(
                server.fake().port(),
                "/v1/chat/completions",
                body("counted-vllm", "{\"include_usage\":true,\"continuous_usage_stats\":true}"),
                "counted-vllm-1"));

    assertThat(chunks)
        .extracting(c -> c.get("usage").get("completion_tokens").asInt())
        .isSorted()
        .endsWith(6, 6, 6); // the last word, the finish, the usage chunk
    assertThat(chunks)
        .allSatisfy(c -> assertThat(c.get("usage").get("prompt_tokens").asInt()).isEqualTo(1));
  }

  /** An answer cut short never reaches its usage chunk, as a real server's never does. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {"cut-close | close", "cut-error | error"})
  void anAnswerCutShortReportsNoUsage(String model, String fault) throws Exception {
    Profile.Builder cut =
        Profile.builder().role().after(ms(5)).content("The").after(ms(5)).content(" quick");
    Profile profile =
        "close".equals(fault)
            ? cut.finish("stop").done().closeAfter(3).build()
            : cut.error("overloaded").done().build();
    server.fake().serve(model, profile);
    List<JsonNode> chunks =
        chunks(
            RawSseClient.post(
                server.fake().port(),
                "/v1/chat/completions",
                body(model, "{\"include_usage\":true}"),
                model + "-1"));

    assertThat(chunks).noneMatch(c -> c.has("usage"));
  }

  @Test
  void aUnaryAnswerAlwaysCarriesItsUsage() throws Exception {
    server.fake().serve("unary-usage", fourWords());
    HttpResponse<String> answer =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/chat/completions"))
                    .POST(
                        HttpRequest.BodyPublishers.ofString(
                            FakeServerExtension.body("unary-usage", false)))
                    .build(),
                HttpResponse.BodyHandlers.ofString());

    assertThat(JSON.readTree(answer.body()).get("usage").get("completion_tokens").asInt())
        .isEqualTo(8);
  }

  @Test
  void aUnaryAnswerThatScriptsNoUsageCarriesTheTokensItSent() throws Exception {
    server.fake().serve("unary-counted", sixTokensUnscripted().build());
    HttpResponse<String> answer =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + "/v1/chat/completions"))
                    .POST(
                        HttpRequest.BodyPublishers.ofString(
                            FakeServerExtension.body("unary-counted", false)))
                    .build(),
                HttpResponse.BodyHandlers.ofString());

    JsonNode usage = JSON.readTree(answer.body()).get("usage");
    assertThat(usage.get("completion_tokens").asInt()).isEqualTo(6);
    assertThat(usage.get("prompt_tokens").asInt()).isPositive(); // the prompt as counted, not 0
    assertThat(usage.get("total_tokens").asInt()).isEqualTo(usage.get("prompt_tokens").asInt() + 6);
  }
}
