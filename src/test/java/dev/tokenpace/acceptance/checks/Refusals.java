package dev.tokenpace.acceptance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.ObjectMappers;
import com.openai.core.http.StreamResponse;
import com.openai.errors.OpenAIServiceException;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.completions.Completion;
import com.openai.models.completions.CompletionCreateParams;
import dev.tokenpace.acceptance.verdict.Answer;
import dev.tokenpace.acceptance.verdict.Check;
import dev.tokenpace.acceptance.verdict.Judgement;
import dev.tokenpace.acceptance.verdict.Reason;
import dev.tokenpace.acceptance.verdict.RequestMisses;
import dev.tokenpace.acceptance.verdict.Value;
import dev.tokenpace.config.RunConfig.ApiType;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/**
 * A request a real OpenAI server refuses, sent to the scenario's fake twice: as plain HTTP, and
 * through the official OpenAI Java SDK, which must meet the fake's refusal as it meets OpenAI's own
 * (docs/fake.md, "Requests it refuses"): the same exception class, with OpenAI's param and code.
 */
public final class Refusals {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration SDK_TIMEOUT = Duration.ofSeconds(30);
  private static final Reason GOT = new Reason.Got();

  private final ClientExchange exchange;

  public Refusals(ClientExchange exchange) {
    this.exchange = exchange;
  }

  /** The plain HTTP answer against the refusal stated. */
  public List<Check> ofPlainAnswer(Refusal expected) {
    HttpResponse<byte[]> answer = exchange.answer();
    Refusal seen = refusalIn(answer);
    String what = "the plain HTTP answer to " + sent().said();
    Answer reported =
        seen != null
            ? seen.value()
            : new Answer.NoErrorObject(
                answer.statusCode(), answer.headers().firstValue("Content-Type").orElse(null));
    boolean passed = seen != null && expected.matches(seen);
    return List.of(got(passed, what, expected.value(), reported));
  }

  /**
   * Whether the OpenAI Java SDK can send the request: it sends only the JSON object it builds from
   * its params.
   */
  public boolean sdkCanSend() {
    return sent().object() != null;
  }

  /**
   * The same request through the official OpenAI Java SDK (its params read from the very body the
   * plain request sent, so even a field its types forbid goes out as written), against the
   * exception class and refusal stated.
   */
  public List<Check> ofSdk(String exception, Refusal expected) {
    String what = "the OpenAI Java SDK's answer to " + sent().said();
    Answer wanted = new Answer.Raised(exception, expected.value());
    if (!sdkCanSend()) {
      return List.of(
          Check.failed(
              Judgement.COUNT_OR_LABEL,
              null,
              what,
              wanted,
              new Value.None(),
              new RequestMisses.SdkCannotSend()));
    }
    RuntimeException raised = throughSdk();
    Answer reported;
    boolean passed;
    if (raised instanceof OpenAIServiceException refusal) {
      Refusal seen =
          new Refusal(
              refusal.statusCode(),
              refusal.type().orElse(null),
              refusal.param().orElse(null),
              refusal.code().orElse(null));
      reported = new Answer.Raised(raised.getClass().getSimpleName(), seen.value());
      passed = raised.getClass().getSimpleName().equals(exception) && expected.matches(seen);
    } else {
      reported =
          raised == null
              ? new Answer.Taken()
              : new Answer.RaisedOther(raised.getClass().getSimpleName(), raised.getMessage());
      passed = false;
    }
    return List.of(got(passed, what, wanted, reported));
  }

  /** An answer against the refusal expected, each as the step and the answer name it. */
  private static Check got(boolean passed, String what, Answer expected, Answer reported) {
    return Check.of(passed, Judgement.COUNT_OR_LABEL, null, what, expected, reported, GOT);
  }

  private ClientRequest sent() {
    return exchange.request();
  }

  /** What the SDK raised, or {@code null} when it took the answer. */
  private RuntimeException throughSdk() {
    OpenAIClient sdk =
        OpenAIOkHttpClient.builder()
            .baseUrl(exchange.server() + "/v1")
            .apiKey("not-checked")
            .maxRetries(0)
            .timeout(SDK_TIMEOUT)
            .build();
    try {
      send(sdk, sent());
      return null;
    } catch (RuntimeException raised) {
      return raised;
    } finally {
      sdk.close();
    }
  }

  private static void send(OpenAIClient sdk, ClientRequest request) {
    ObjectMapper sdkJson = ObjectMappers.jsonMapper();
    try {
      if (request.api() == ApiType.CHAT) {
        ChatCompletionCreateParams params =
            ChatCompletionCreateParams.builder()
                .body(sdkJson.treeToValue(request.object(), ChatCompletionCreateParams.Body.class))
                .build();
        if (request.streams()) {
          try (StreamResponse<ChatCompletionChunk> stream =
              sdk.chat().completions().createStreaming(params)) {
            stream.stream().forEach(chunk -> {});
          }
        } else {
          sdk.chat().completions().create(params);
        }
      } else {
        CompletionCreateParams params =
            CompletionCreateParams.builder()
                .body(sdkJson.treeToValue(request.object(), CompletionCreateParams.Body.class))
                .build();
        if (request.streams()) {
          try (StreamResponse<Completion> stream = sdk.completions().createStreaming(params)) {
            stream.stream().forEach(chunk -> {});
          }
        } else {
          sdk.completions().create(params);
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException("the SDK's params do not read the request's JSON", e);
    }
  }

  /** The refusal an answer carries as OpenAI's error object, or {@code null} when it has none. */
  private static Refusal refusalIn(HttpResponse<byte[]> answer) {
    JsonNode error;
    try {
      error = JSON.readTree(answer.body()).get("error");
    } catch (IOException e) {
      return null;
    }
    if (error == null || !error.isObject()) {
      return null;
    }
    return new Refusal(
        answer.statusCode(), textOf(error, "type"), textOf(error, "param"), textOf(error, "code"));
  }

  private static String textOf(JsonNode error, String field) {
    JsonNode value = error.get(field);
    return value == null || value.isNull() ? null : value.asText();
  }
}
