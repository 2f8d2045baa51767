package dev.tokenpace.fake;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.client.WireMock;
import dev.tokenpace.fake.script.ApiShape;
import dev.tokenpace.fake.script.Profile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fake refuses what a real OpenAI server refuses, with OpenAI's status and error object instead
 * of a stream, so a client that builds its requests wrong sees it (docs/fake.md, "Requests it
 * refuses").
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

  /** Asserts OpenAI's 400 shape without an error code and returns its error object. */
  private static JsonNode refused(HttpResponse<String> response) throws Exception {
    JsonNode error = refused(response, 400);
    assertThat(error.get("code").isNull()).isTrue();
    return error;
  }

  /** Asserts OpenAI's error shape with this status and returns its error object. */
  private static JsonNode refused(HttpResponse<String> response, int status) throws Exception {
    assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    JsonNode error = JSON.readTree(response.body()).get("error");
    assertThat(error.get("type").asText()).isEqualTo("invalid_request_error");
    assertThat(error.has("param")).isTrue();
    assertThat(error.has("code")).isTrue();
    assertThat(error.get("message").asText()).isNotBlank();
    return error;
  }

  /**
   * A chat request otherwise fine with one parameter wrong, its refusal beside OpenAI's own
   * (message, param and code as OpenAI sends them).
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          "stream": "yes"                  | stream         | invalid_type            | Invalid type for 'stream': expected a boolean, but got a string instead.
          "stream": 1                      | stream         | invalid_type            | Invalid type for 'stream': expected a boolean, but got an integer instead.
          "max_tokens": "ten"              | max_tokens     | invalid_type            | Invalid type for 'max_tokens': expected an integer, but got a string instead.
          "max_tokens": 1.5                | max_tokens     | invalid_type            | Invalid type for 'max_tokens': expected an integer, but got a decimal instead.
          "temperature": "hot"             | temperature    | invalid_type            | Invalid type for 'temperature': expected a number, but got a string instead.
          "model": 7                       | model          | invalid_type            | Invalid type for 'model': expected a string, but got an integer instead.
          "n": "two"                       | n              | invalid_type            | Invalid type for 'n': expected an integer, but got a string instead.
          "stream_options": true           | stream_options | invalid_type            | Invalid type for 'stream_options': expected an object, but got a boolean instead.
          "stream_options": {"include_usage": "yes"} | stream_options.include_usage | invalid_type | Invalid type for 'stream_options.include_usage': expected a boolean, but got a string instead.
          "max_tokens": -1                 | max_tokens     | integer_below_min_value | Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, but got -1 instead.
          "max_tokens": 0                  | max_tokens     | integer_below_min_value | Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.
          "max_completion_tokens": 0       | max_completion_tokens | integer_below_min_value | Invalid 'max_completion_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.
          "n": 0                           | n              | integer_below_min_value | Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead.
          "temperature": 2.5               | temperature    | decimal_above_max_value | Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 2.5 instead.
          "temperature": -0.1              | temperature    | decimal_below_min_value | Invalid 'temperature': decimal below minimum value. Expected a value >= 0, but got -0.1 instead.
          "top_p": 1.5                     | top_p          | decimal_above_max_value | Invalid 'top_p': decimal above maximum value. Expected a value <= 1, but got 1.5 instead.
          "top_p": 0                       | top_p          | decimal_below_min_value | Invalid 'top_p': decimal below minimum value. Expected a value > 0, but got 0 instead.
          "presence_penalty": 3            | presence_penalty | decimal_above_max_value | Invalid 'presence_penalty': decimal above maximum value. Expected a value <= 2, but got 3 instead.
          "frequency_penalty": -3          | frequency_penalty | decimal_below_min_value | Invalid 'frequency_penalty': decimal below minimum value. Expected a value >= -2, but got -3 instead.
          """)
  void aParameterOfTheWrongTypeOrOutOfRangeIsRefused(
      String parameter, String param, String code, String message) throws Exception {
    String body =
        "{\"model\":\"refused\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],"
            + (parameter.startsWith("\"stream\"") ? "" : "\"stream\":true,")
            + parameter
            + "}";

    JsonNode error = refused(post(CHAT, body), 400);

    assertThat(error.get("message").asText()).isEqualTo(message);
    assertThat(error.get("param").asText()).isEqualTo(param);
    assertThat(error.get("code").asText()).isEqualTo(code);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          "messages": "hi"              | messages   | invalid_type | Invalid type for 'messages': expected an array of objects, but got a string instead.
          "messages": ["hi"]            | messages[] | invalid_type | Invalid type for 'messages[]': expected an object, but got a string instead.
          "messages": []                | messages   | empty_array  | Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.
          """)
  void messagesOfTheWrongShapeAreRefused(String messages, String param, String code, String message)
      throws Exception {
    JsonNode error =
        refused(post(CHAT, "{\"model\":\"refused\",\"stream\":true," + messages + "}"), 400);

    assertThat(error.get("message").asText()).isEqualTo(message);
    assertThat(error.get("param").asText()).isEqualTo(param);
    assertThat(error.get("code").asText()).isEqualTo(code);
  }

  @Test
  void aPromptOfTheWrongTypeIsRefused() throws Exception {
    JsonNode error =
        refused(post(COMPLETIONS, "{\"model\":\"refused\",\"stream\":true,\"prompt\":{}}"), 400);

    assertThat(error.get("param").asText()).isEqualTo("prompt");
    assertThat(error.get("code").asText()).isEqualTo("invalid_type");
  }

  @Test
  void aPromptOfTokenIdsOrStringsStreams() throws Exception {
    assertThat(
            post(COMPLETIONS, "{\"model\":\"refused\",\"stream\":true,\"prompt\":[1,2,3]}")
                .statusCode())
        .isEqualTo(200);
    assertThat(
            post(COMPLETIONS, "{\"model\":\"refused\",\"stream\":true,\"prompt\":[\"a\",\"b\"]}")
                .statusCode())
        .isEqualTo(200);
  }

  @Test
  void aCompletionsRequestIsNotJudgedByChatsParameters() throws Exception {
    HttpResponse<String> response =
        post(
            COMPLETIONS,
            "{\"model\":\"refused\",\"stream\":true,\"prompt\":\"hi\",\"messages\":\"hi\"}");

    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }

  @Test
  void streamOptionsWithoutStreamingAreRefused() throws Exception {
    JsonNode error =
        refused(
            post(
                CHAT,
                "{\"model\":\"refused\",\"messages\":[{\"role\":\"user\"}],"
                    + "\"stream_options\":{\"include_usage\":true}}"));

    assertThat(error.get("message").asText())
        .isEqualTo("The 'stream_options' parameter is only allowed when 'stream' is enabled.");
    assertThat(error.get("param").asText()).isEqualTo("stream_options");
  }

  @Test
  void nullParametersCountAsLeftOut() throws Exception {
    HttpResponse<String> response =
        post(
            CHAT,
            "{\"model\":\"refused\",\"stream\":true,\"messages\":[{\"role\":\"user\"}],"
                + "\"max_tokens\":null,\"temperature\":null,\"stream_options\":null}");

    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }

  @Test
  void aNamedDefaultProfileAnswersItsOwnModelOnlyUnlessItAnswersAny() {
    Profile named = Profile.builder().model("mine").content("a").build();
    Profile any =
        Profile.fromJson("{\"model\":\"mine\",\"anyModel\":true,\"events\":[{\"content\":\"a\"}]}");
    Profile unnamed = Profile.builder().content("a").build();

    assertThat(named.answers("mine")).isTrue();
    assertThat(named.answers("")).as("a request naming no model").isTrue();
    assertThat(named.answers("other")).isFalse();
    assertThat(named.answeringAnyModel().answers("other")).isTrue();
    assertThat(any.answers("other")).isTrue();
    assertThat(unnamed.answers("other")).isTrue();
  }

  @Test
  void aStubsProfileRefusesAnotherModelThanItNames() throws Exception {
    server
        .fake()
        .wireMock()
        .stubFor(
            WireMock.post(urlPathEqualTo("/stubbed/v1/chat/completions"))
                .willReturn(
                    aResponse()
                        .withTransformers(StreamingTransformer.NAME)
                        .withTransformerParameters(
                            Map.of(
                                "model", "stubbed", "events", List.of(Map.of("content", "hi"))))));
    String message = "\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}";

    HttpResponse<String> own =
        post("/stubbed/v1/chat/completions", "{\"model\":\"stubbed\"," + message);
    HttpResponse<String> other =
        post("/stubbed/v1/chat/completions", "{\"model\":\"other\"," + message);

    assertThat(own.statusCode()).as(own.body()).isEqualTo(200);
    assertThat(refused(other, 404).get("code").asText()).isEqualTo("model_not_found");
  }

  @Test
  void anUnknownModelIsNotFound() throws Exception {
    JsonNode error =
        refused(
            post(
                CHAT,
                "{\"model\":\"gpt-nobody\",\"stream\":true,"
                    + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}"),
            404);

    assertThat(error.get("message").asText())
        .isEqualTo("The model `gpt-nobody` does not exist or you do not have access to it.");
    assertThat(error.get("param").isNull()).isTrue();
    assertThat(error.get("code").asText()).isEqualTo("model_not_found");
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

    JsonNode error = refused(post(CHAT, body), 413);
    assertThat(error.get("message").asText()).contains(String.valueOf(body.length));
    assertThat(error.get("code").asText()).isEqualTo("request_too_large");
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
    RequestFacts.Shape oneMessage =
        new RequestFacts.Shape(com.fasterxml.jackson.core.JsonToken.START_ARRAY, 1, null);
    RequestFacts atLimit =
        new RequestFacts(
            RequestFacts.Body.OBJECT, Map.of(), oneMessage, null, RequestRefusal.MAX_BODY_BYTES);
    RequestFacts over =
        new RequestFacts(
            RequestFacts.Body.OBJECT,
            Map.of(),
            oneMessage,
            null,
            RequestRefusal.MAX_BODY_BYTES + 1);

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
