package dev.tokenpace.fake;

import static dev.tokenpace.fake.FakeServerExtension.ms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.JsonValue;
import com.openai.core.http.StreamResponse;
import com.openai.errors.BadRequestException;
import com.openai.errors.NotFoundException;
import com.openai.errors.OpenAIServiceException;
import com.openai.errors.UnexpectedStatusCodeException;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionStreamOptions;
import com.openai.models.completions.Completion;
import com.openai.models.completions.CompletionCreateParams;
import com.openai.models.completions.CompletionUsage;
import com.openai.models.models.Model;
import dev.tokenpace.fake.script.Profile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fake as a drop-in OpenAI server for a client nobody here wrote: the official OpenAI Java SDK
 * lists the model, streams chat and completions with usage when it asks for it (none when it does
 * not), reads a unary answer, and meets each refusal as the exception OpenAI's own answer raises.
 */
class OpenAiSdkAgainstFakeTest {

  private static final String MODEL = "tokenpace-sdk";
  private static final String ANSWER = "The quick brown fox";

  private static StreamingFake fake;
  private static OpenAIClient openAi;

  @BeforeAll
  static void start() {
    fake = StreamingFake.start();
    Profile.Builder answer = Profile.builder().model(MODEL).role();
    for (String word : ANSWER.split("(?= )")) {
      answer.after(ms(5)).content(word);
    }
    fake.serveByDefault(answer.finish("stop").usage(5, 4).done().build());
    openAi =
        OpenAIOkHttpClient.builder()
            .baseUrl(fake.baseUrl() + "/v1")
            .apiKey("not-checked")
            .maxRetries(0)
            .build();
  }

  @AfterAll
  static void stop() {
    openAi.close();
    fake.close();
  }

  @Test
  void theModelListNamesTheServedModel() {
    List<Model> models = openAi.models().list().data();

    assertThat(models).extracting(Model::id).containsExactly(MODEL);
    assertThat(models.get(0).ownedBy()).isEqualTo("tokenpace-fake");
  }

  @Test
  void aChatStreamArrivesWordByWordAndEndsWithUsage() {
    ChatCompletionCreateParams params =
        ChatCompletionCreateParams.builder()
            .model(MODEL)
            .addUserMessage("Say four words")
            .streamOptions(ChatCompletionStreamOptions.builder().includeUsage(true).build())
            .build();
    List<String> deltas = new ArrayList<>();
    List<CompletionUsage> usage = new ArrayList<>();

    try (StreamResponse<ChatCompletionChunk> stream =
        openAi.chat().completions().createStreaming(params)) {
      stream.stream()
          .forEach(
              chunk -> {
                // the role event carries "content": "", as OpenAI's own first chunk does
                chunk
                    .choices()
                    .forEach(
                        c -> c.delta().content().filter(t -> !t.isEmpty()).ifPresent(deltas::add));
                chunk.usage().ifPresent(usage::add);
              });
    }

    assertThat(deltas).containsExactly("The", " quick", " brown", " fox");
    assertThat(usage).singleElement().satisfies(u -> assertThat(u.completionTokens()).isEqualTo(4));
    assertThat(usage.get(0).promptTokens()).isEqualTo(5);
  }

  @Test
  void aChatStreamThatNeverAskedForUsageGetsNone() {
    ChatCompletionCreateParams params =
        ChatCompletionCreateParams.builder().model(MODEL).addUserMessage("Say four words").build();
    List<ChatCompletionChunk> chunks = new ArrayList<>();

    try (StreamResponse<ChatCompletionChunk> stream =
        openAi.chat().completions().createStreaming(params)) {
      stream.stream().forEach(chunks::add);
    }

    assertThat(chunks).isNotEmpty().allSatisfy(c -> assertThat(c.usage()).isEmpty());
    assertThat(chunks).allSatisfy(c -> assertThat(c.choices()).isNotEmpty());
  }

  /** One unary chat request, as the SDK sends it. */
  private static ChatCompletion unaryChat(String message) {
    return openAi
        .chat()
        .completions()
        .create(ChatCompletionCreateParams.builder().model(MODEL).addUserMessage(message).build());
  }

  /** A chat request of the SDK's, with one thing a real server refuses. */
  private static ChatCompletionCreateParams.Builder chat() {
    return ChatCompletionCreateParams.builder().model(MODEL).addUserMessage("Say four words");
  }

  /**
   * Each refusal reaches the SDK as the exception OpenAI's answer raises there, with OpenAI's param
   * and code.
   */
  static Stream<Arguments> refusals() {
    return Stream.of(
        Arguments.of(
            "\"stream\": \"yes\"",
            chat().putAdditionalBodyProperty("stream", JsonValue.from("yes")),
            BadRequestException.class,
            "stream",
            "invalid_type"),
        Arguments.of(
            "\"max_tokens\": \"ten\"",
            chat().putAdditionalBodyProperty("max_tokens", JsonValue.from("ten")),
            BadRequestException.class,
            "max_tokens",
            "invalid_type"),
        Arguments.of(
            "\"temperature\": \"hot\"",
            chat().putAdditionalBodyProperty("temperature", JsonValue.from("hot")),
            BadRequestException.class,
            "temperature",
            "invalid_type"),
        Arguments.of(
            "\"messages\": \"hi\"",
            ChatCompletionCreateParams.builder()
                .model(MODEL)
                .messages(List.of())
                .putAdditionalBodyProperty("messages", JsonValue.from("hi")),
            BadRequestException.class,
            "messages",
            "invalid_type"),
        Arguments.of(
            "\"messages\": []",
            ChatCompletionCreateParams.builder().model(MODEL).messages(List.of()),
            BadRequestException.class,
            "messages",
            "empty_array"),
        Arguments.of(
            "max_tokens -1",
            chat().maxTokens(-1L),
            BadRequestException.class,
            "max_tokens",
            "integer_below_min_value"),
        Arguments.of(
            "max_completion_tokens 0",
            chat().maxCompletionTokens(0L),
            BadRequestException.class,
            "max_completion_tokens",
            "integer_below_min_value"),
        Arguments.of(
            "temperature 3",
            chat().temperature(3.0),
            BadRequestException.class,
            "temperature",
            "decimal_above_max_value"),
        Arguments.of(
            "top_p 1.5",
            chat().topP(1.5),
            BadRequestException.class,
            "top_p",
            "decimal_above_max_value"),
        Arguments.of(
            "n 0", chat().n(0L), BadRequestException.class, "n", "integer_below_min_value"),
        Arguments.of(
            "an unknown model",
            chat().model("gpt-nobody"),
            NotFoundException.class,
            null,
            "model_not_found"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void aRefusalRaisesWhatOpenAisOwnAnswerRaises(
      String what,
      ChatCompletionCreateParams.Builder params,
      Class<? extends OpenAIServiceException> raised,
      String param,
      String code) {
    assertThatThrownBy(() -> openAi.chat().completions().create(params.build()))
        .isInstanceOf(raised)
        .satisfies(
            e -> {
              OpenAIServiceException refusal = (OpenAIServiceException) e;
              assertThat(refusal.type()).contains("invalid_request_error");
              assertThat(refusal.code()).contains(code);
              assertThat(refusal.param()).isEqualTo(Optional.ofNullable(param));
            });
  }

  @Test
  void aStreamingRequestIsRefusedBeforeItsStreamBegins() {
    assertThatThrownBy(
            () -> openAi.chat().completions().createStreaming(chat().maxTokens(-1L).build()))
        .isInstanceOf(BadRequestException.class)
        .hasMessageContaining("integer below minimum value");
  }

  @Test
  void aCompletionsRequestForAnUnknownModelIsNotFound() {
    assertThatThrownBy(
            () ->
                openAi
                    .completions()
                    .create(
                        CompletionCreateParams.builder().model("gpt-nobody").prompt("hi").build()))
        .isInstanceOf(NotFoundException.class);
  }

  @Test
  void aBodyOverTheLimitIsRefusedWith413() {
    String huge = "a".repeat(RequestRefusal.MAX_BODY_BYTES);

    assertThatThrownBy(() -> unaryChat(huge))
        .isInstanceOf(UnexpectedStatusCodeException.class)
        .satisfies(e -> assertThat(((OpenAIServiceException) e).statusCode()).isEqualTo(413));
  }

  @Test
  void aCompletionsStreamCarriesTheSameWords() {
    CompletionCreateParams params =
        CompletionCreateParams.builder().model(MODEL).prompt("Say four words").build();
    StringBuilder text = new StringBuilder();

    try (StreamResponse<Completion> stream = openAi.completions().createStreaming(params)) {
      stream.stream().forEach(chunk -> chunk.choices().forEach(c -> text.append(c.text())));
    }

    assertThat(text).hasToString(ANSWER);
  }

  @Test
  void aUnaryChatAnswerHasTheWholeTextAndUsage() {
    ChatCompletion answer = unaryChat("Say four words");

    assertThat(answer.choices().get(0).message().content()).isEqualTo(Optional.of(ANSWER));
    assertThat(answer.usage()).map(CompletionUsage::totalTokens).contains(9L);
  }
}
