package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The fake refuses what a real OpenAI server refuses, with OpenAI's 400 error object instead of a
 * stream, so a client that builds its requests wrong sees it.
 */
class RequestRefusalTest {

  @RegisterExtension static final FakeServerExtension server = new FakeServerExtension();

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String CHAT = "/v1/chat/completions";
  private static final String COMPLETIONS = "/v1/completions";

  private static HttpResponse<String> post(String path, byte[] body) throws Exception {
    server.fake().serve("refused", Profile.words("never sent").after(ms(1)).build());
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(server.fake().baseUrl() + path))
            .header("Content-Type", "application/json")
            .timeout(Duration.ofSeconds(30))
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> post(String path, String body) throws Exception {
    return post(path, body.getBytes(StandardCharsets.UTF_8));
  }

  /** Asserts OpenAI's 400 shape and returns its error object. */
  private static JsonNode refused(HttpResponse<String> response) throws Exception {
    assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    JsonNode error = JSON.readTree(response.body()).get("error");
    assertThat(error.get("type").asText()).isEqualTo("invalid_request_error");
    assertThat(error.has("param")).isTrue();
    assertThat(error.get("code").isNull()).isTrue();
    assertThat(error.get("message").asText()).isNotBlank();
    return error;
  }

  @Test
  void aBodyThatIsNotJsonIsRefused() throws Exception {
    JsonNode error = refused(post(CHAT, "model=refused&stream=true"));
    assertThat(error.get("message").asText()).contains("could not parse the JSON body");
    assertThat(error.get("param").isNull()).isTrue();
  }

  @Test
  void aCutOffJsonBodyIsRefused() throws Exception {
    refused(post(CHAT, "{\"model\":\"refused\",\"stream\":true,\"messages\":["));
  }

  @Test
  void anEmptyBodyIsRefused() throws Exception {
    refused(post(CHAT, ""));
  }

  @Test
  void aJsonArrayIsRefused() throws Exception {
    JsonNode error =
        refused(post(CHAT, "[{\"model\":\"refused\",\"stream\":true,\"messages\":[]}]"));
    assertThat(error.get("message").asText()).contains("must be a JSON object");
  }

  @Test
  void aChatRequestWithoutMessagesIsRefused() throws Exception {
    JsonNode error = refused(post(CHAT, "{\"model\":\"refused\",\"stream\":true}"));
    assertThat(error.get("message").asText()).isEqualTo("Missing required parameter: 'messages'.");
    assertThat(error.get("param").asText()).isEqualTo("messages");
  }

  @Test
  void aCompletionWithoutPromptIsRefused() throws Exception {
    JsonNode error =
        refused(
            post(
                COMPLETIONS,
                "{\"model\":\"refused\",\"stream\":true,\"messages\":[{\"role\":\"user\"}]}"));
    assertThat(error.get("message").asText()).isEqualTo("Missing required parameter: 'prompt'.");
    assertThat(error.get("param").asText()).isEqualTo("prompt");
  }

  @Test
  void aBodyOverTheLimitIsRefused() throws Exception {
    String prefix = "{\"model\":\"refused\",\"stream\":true,\"messages\":[{\"content\":\"";
    String suffix = "\"}]}";
    byte[] body = new byte[RequestRefusal.MAX_BODY_BYTES + 1];
    java.util.Arrays.fill(body, (byte) 'a');
    byte[] head = prefix.getBytes(StandardCharsets.UTF_8);
    byte[] tail = suffix.getBytes(StandardCharsets.UTF_8);
    System.arraycopy(head, 0, body, 0, head.length);
    System.arraycopy(tail, 0, body, body.length - tail.length, tail.length);

    JsonNode error = refused(post(CHAT, body));
    assertThat(error.get("message").asText()).contains(String.valueOf(body.length));
  }

  @Test
  void aWellFormedRequestOfEitherApiStillStreams() throws Exception {
    HttpResponse<String> chat =
        post(CHAT, "{\"model\":\"refused\",\"stream\":true,\"messages\":[{\"role\":\"user\"}]}");
    HttpResponse<String> legacy =
        post(COMPLETIONS, "{\"model\":\"refused\",\"stream\":true,\"prompt\":\"hi\"}");

    assertThat(chat.statusCode()).isEqualTo(200);
    assertThat(chat.body()).contains("\"content\":\"never\"");
    assertThat(legacy.statusCode()).isEqualTo(200);
    assertThat(legacy.body()).contains("\"text\":\"never\"");
  }

  @Test
  void onlyTheLimitsEdgeDecidesASizeRefusal() {
    RequestFacts atLimit =
        new RequestFacts(
            "m", true, RequestFacts.Body.OBJECT, true, false, RequestRefusal.MAX_BODY_BYTES);
    RequestFacts over =
        new RequestFacts(
            "m", true, RequestFacts.Body.OBJECT, true, false, RequestRefusal.MAX_BODY_BYTES + 1);

    assertThat(RequestRefusal.of(atLimit, ApiShape.CHAT)).isEmpty();
    assertThat(RequestRefusal.of(over, ApiShape.CHAT)).isPresent();
  }

  @Test
  void trailingBytesAfterTheObjectMakeItNoJson() {
    RequestFacts facts =
        RequestFacts.parse("{\"messages\":[]} trailing".getBytes(StandardCharsets.UTF_8));
    assertThat(facts.body()).isEqualTo(RequestFacts.Body.NOT_JSON);
    assertThat(RequestRefusal.of(facts, ApiShape.CHAT)).isPresent();
  }

  @Test
  void aNullMessagesCountsAsMissing() {
    RequestFacts facts = RequestFacts.parse("{\"messages\":null}".getBytes(StandardCharsets.UTF_8));
    assertThat(RequestRefusal.of(facts, ApiShape.CHAT))
        .hasValueSatisfying(r -> assertThat(r.param()).isEqualTo("messages"));
  }
}
