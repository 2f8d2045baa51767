package dev.tokenpace.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChunkClassifierTest {

  private final ChunkClassifier chat = new ChunkClassifier(ApiType.CHAT);
  private final ChunkClassifier completion = new ChunkClassifier(ApiType.COMPLETION);

  private static SseEvent data(String json) {
    return new SseEvent(42, null, json, null, null);
  }

  private ChunkEvent chat(String json) {
    return chat.classify(data(json));
  }

  @Test
  void contentDeltaIsContent() {
    assertThat(
            chat(
                "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hello\"},\"finish_reason\":null}]}"))
        .isEqualTo(new ChunkEvent(42, ChunkKind.CONTENT, "Hello", null, null));
  }

  @Test
  void anEventNamedErrorIsAnErrorWithTheServersMessageWhateverItsData() {
    assertThat(
            chat.classify(new SseEvent(42, "error", "{\"message\": \"overloaded\"}", null, null)))
        .isEqualTo(new ChunkEvent(42, ChunkKind.ERROR, "overloaded", null, null));
    assertThat(
            chat.classify(
                new SseEvent(42, "error", "{\"error\": {\"message\": \"no GPU\"}}", null, null)))
        .extracting(ChunkEvent::kind, ChunkEvent::text)
        .containsExactly(ChunkKind.ERROR, "no GPU");
    assertThat(chat.classify(new SseEvent(42, "error", "plain text\nline two", null, null)))
        .extracting(ChunkEvent::kind, ChunkEvent::text)
        .containsExactly(ChunkKind.ERROR, "plain text line two");
  }

  @Test
  void reasoningContentAndReasoningAreReasoning() {
    assertThat(chat("{\"choices\":[{\"delta\":{\"reasoning_content\":\"hmm\"}}]}").kind())
        .isEqualTo(ChunkKind.REASONING);
    ChunkEvent e = chat("{\"choices\":[{\"delta\":{\"reasoning\":\"let me\",\"content\":null}}]}");
    assertThat(e.kind()).isEqualTo(ChunkKind.REASONING);
    assertThat(e.text()).isEqualTo("let me");
  }

  @Test
  void roleOnlyDeltaWithEmptyContentIsRole() {
    assertThat(chat("{\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}").kind())
        .isEqualTo(ChunkKind.ROLE);
  }

  @Test
  void emptyStringContentIsNotContent() {
    assertThat(chat("{\"choices\":[{\"delta\":{\"content\":\"\"}}]}").kind())
        .isEqualTo(ChunkKind.OTHER);
  }

  @Test
  void finishWithoutTextIsFinishAndKeepsReason() {
    ChunkEvent e = chat("{\"choices\":[{\"delta\":{},\"finish_reason\":\"length\"}]}");
    assertThat(e.kind()).isEqualTo(ChunkKind.FINISH);
    assertThat(e.finishReason()).isEqualTo("length");
  }

  @Test
  void finishWithTextIsContentAndKeepsReason() {
    ChunkEvent e =
        chat("{\"choices\":[{\"delta\":{\"content\":\"end\"},\"finish_reason\":\"stop\"}]}");
    assertThat(e.kind()).isEqualTo(ChunkKind.CONTENT);
    assertThat(e.finishReason()).isEqualTo("stop");
  }

  @Test
  void emptyChoicesWithUsageIsUsage() {
    ChunkEvent e =
        chat(
            "{\"choices\":[],\"usage\":{\"prompt_tokens\":5,\"completion_tokens\":7,\"total_tokens\":12,"
                + "\"prompt_tokens_details\":{\"cached_tokens\":3}}}");
    assertThat(e.kind()).isEqualTo(ChunkKind.USAGE);
    assertThat(e.usage()).isEqualTo(new Usage(5, 7, 12, 3));
  }

  @Test
  void usageIsCapturedFromAContentEventToo() {
    ChunkEvent e =
        chat("{\"choices\":[{\"delta\":{\"content\":\"x\"}}],\"usage\":{\"completion_tokens\":1}}");
    assertThat(e.kind()).isEqualTo(ChunkKind.CONTENT);
    assertThat(e.usage()).isEqualTo(new Usage(null, 1, null, null));
  }

  @Test
  void errorPayloadIsErrorWithItsMessage() {
    assertThat(chat("{\"error\":{\"message\":\"overloaded\",\"code\":503}}"))
        .isEqualTo(new ChunkEvent(42, ChunkKind.ERROR, "overloaded", null, null));
    assertThat(chat("{\"error\":\"plain\"}").text()).isEqualTo("plain");
  }

  @Test
  void doneAndCommentAreRecognised() {
    assertThat(chat("[DONE]").kind()).isEqualTo(ChunkKind.DONE);
    ChunkEvent comment = chat.classify(new SseEvent(1, null, null, null, "ping"));
    assertThat(comment).isEqualTo(new ChunkEvent(1, ChunkKind.COMMENT, "ping", null, null));
  }

  @Test
  void unknownShapeIsOther() {
    assertThat(chat("{\"object\":\"something.else\"}").kind()).isEqualTo(ChunkKind.OTHER);
    assertThat(chat("{\"choices\":[{\"delta\":{\"tool_calls\":[]}}]}").kind())
        .isEqualTo(ChunkKind.OTHER);
  }

  @Test
  void completionTextIsContent() {
    assertThat(
            completion.classify(
                data("{\"choices\":[{\"text\":\" world\",\"finish_reason\":null}]}")))
        .isEqualTo(new ChunkEvent(42, ChunkKind.CONTENT, " world", null, null));
    assertThat(
            completion
                .classify(data("{\"choices\":[{\"text\":\"\",\"finish_reason\":\"length\"}]}"))
                .kind())
        .isEqualTo(ChunkKind.FINISH);
  }

  @Test
  void malformedJsonThrowsTheSpecificException() {
    assertThatThrownBy(() -> chat("{\"choices\":[")).isInstanceOf(MalformedChunkException.class);
    assertThatThrownBy(() -> chat("hello")).isInstanceOf(MalformedChunkException.class);
    assertThatThrownBy(() -> chat("[1,2]")).isInstanceOf(MalformedChunkException.class);
  }

  /**
   * Read as a tree reads them: the last of a repeated member counts, a value of the wrong type is
   * absent, only the first choice matters, and whatever else a chunk holds is skipped unread.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          repeated content: the last counts  | {"choices":[{"delta":{"content":"a","content":"b"}}]}             | CONTENT   | b
          repeated content, last not text     | {"choices":[{"delta":{"content":"a","content":7}}]}              | OTHER     | ''
          repeated delta: the last counts     | {"choices":[{"delta":{"content":"a"},"delta":{"role":"x"}}]}     | ROLE      | ''
          a delta that is no object          | {"choices":[{"delta":"content"}]}                                 | OTHER     | ''
          content that is no text            | {"choices":[{"delta":{"content":{"text":"a"}}}]}                 | OTHER     | ''
          only the first choice counts       | {"choices":[{"delta":{"role":"r"}},{"delta":{"content":"b"}}]}  | ROLE      | ''
          a first choice that is no object   | {"choices":[3,{"delta":{"content":"b"}}]}                        | OTHER     | ''
          repeated choices: the last counts  | {"choices":[{"delta":{"content":"a"}}],"choices":[]}             | OTHER     | ''
          choices that are no array          | {"choices":{"delta":{"content":"a"}}}                            | OTHER     | ''
          an empty reasoning_content         | {"choices":[{"delta":{"reasoning_content":"","reasoning":"r"}}]} | REASONING | r
          nested members are skipped         | {"x":{"choices":[{"delta":{"content":"no"}}]},"choices":[{"logprobs":{"content":[{"token":"t"}]},"delta":{"tool_calls":[{"content":"no"}],"content":"yes"}}]} | CONTENT | yes
          a null error is no error           | {"error":null,"choices":[{"delta":{"content":"a"}}]}             | CONTENT   | a
          an error that is text              | {"error":"busy","choices":[{"delta":{"content":"a"}}]}           | ERROR     | busy
          an error that is a number          | {"error":503}                                                     | ERROR     | 503
          an error object without a message  | {"error":{"code":1}}                                              | ERROR     | {"code":1}
          a finish that is no text           | {"choices":[{"delta":{},"finish_reason":1}]}                      | OTHER     | ''
          """)
  void readsEachMemberAsTheTreeDid(String why, String json, ChunkKind kind, String text) {
    ChunkEvent event = chat(json);
    assertThat(event.kind()).as(why).isEqualTo(kind);
    assertThat(event.text()).as(why).isEqualTo(text);
  }

  @Test
  void usageRepeatedCountsByItsLastAndUsageThatIsNoObjectIsNone() {
    assertThat(
            chat("{\"choices\":[],\"usage\":{\"prompt_tokens\":1,\"completion_tokens\":2},"
                    + "\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":4}}")
                .usage())
        .isEqualTo(new Usage(3, 4, null, null));
    assertThat(chat("{\"choices\":[],\"usage\":null}").kind()).isEqualTo(ChunkKind.OTHER);
    assertThat(chat("{\"choices\":[],\"usage\":{\"prompt_tokens\":1},\"usage\":7}").usage())
        .isNull();
  }

  @Test
  void malformedJsonAfterWhatMattersIsStillMalformed() {
    assertThatThrownBy(() -> chat("{\"choices\":[{\"delta\":{\"content\":\"a\"}}],\"x\":[1,}"))
        .isInstanceOf(MalformedChunkException.class)
        .hasMessageStartingWith("malformed JSON");
    assertThatThrownBy(() -> chat("[1,2]"))
        .isInstanceOf(MalformedChunkException.class)
        .hasMessageStartingWith("not a JSON object");
  }
}
