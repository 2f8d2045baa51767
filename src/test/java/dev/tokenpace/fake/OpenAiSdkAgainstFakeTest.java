package dev.tokenpace.fake;

import static org.assertj.core.api.Assertions.assertThat;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionStreamOptions;
import com.openai.models.completions.Completion;
import com.openai.models.completions.CompletionCreateParams;
import com.openai.models.completions.CompletionUsage;
import com.openai.models.models.Model;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fake as a drop-in OpenAI server for a client nobody here wrote: the official OpenAI Java SDK
 * lists the model, streams chat and completions with usage, and reads a unary answer.
 */
class OpenAiSdkAgainstFakeTest {

  private static final String MODEL = "tokenpace-sdk";
  private static final String ANSWER = "The quick brown fox";

  private static StreamingFake fake;
  private static OpenAIClient openAi;

  @BeforeAll
  static void start() {
    fake = StreamingFake.start();
    fake.serveByDefault(
        Profile.builder()
            .model(MODEL)
            .role()
            .after(Duration.ofMillis(5))
            .content("The")
            .after(Duration.ofMillis(5))
            .content(" quick")
            .after(Duration.ofMillis(5))
            .content(" brown")
            .after(Duration.ofMillis(5))
            .content(" fox")
            .finish("stop")
            .usage(5, 4)
            .done()
            .build());
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
    ChatCompletion answer =
        openAi
            .chat()
            .completions()
            .create(
                ChatCompletionCreateParams.builder()
                    .model(MODEL)
                    .addUserMessage("Say four words")
                    .build());

    assertThat(answer.choices().get(0).message().content()).isEqualTo(Optional.of(ANSWER));
    assertThat(answer.usage()).map(CompletionUsage::totalTokens).contains(9L);
  }
}
