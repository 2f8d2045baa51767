package dev.tokenpace.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tokenpace.config.RunConfig.ApiType;
import dev.tokenpace.records.Usage;
import dev.tokenpace.wire.ChunkKind;
import org.junit.jupiter.api.Test;

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
}
